//! Bevy's egui integration tells egui the keyboard's modifiers at every frame, as an event,
//! and egui asks for another frame after any event: the panels would keep the window drawing
//! for ever. Only a change of what egui knows of the modifiers is passed on, so that panels at
//! rest let the window rest.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet};

/// Keeps the modifiers' event only where it changes egui's modifiers.
fn drop_unchanged_modifiers(mut contexts: Query<(&mut EguiContext, &mut EguiInput)>) {
    for (mut context, mut input) in &mut contexts {
        let known = context.get_mut().input(|state| state.modifiers);
        input
            .0
            .events
            .retain(|event| !matches!(event, egui::Event::ModifiersChanged(now) if *now == known));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        drop_unchanged_modifiers
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The events egui is given in a frame of an app with one context whose modifiers are
    /// `known`, after `events` came.
    fn passed_on(known: egui::Modifiers, events: Vec<egui::Event>) -> Vec<egui::Event> {
        let mut app = App::new();
        app.add_systems(Update, drop_unchanged_modifiers);
        let mut context = EguiContext::default();
        let mut output = context.get_mut().run_ui(
            egui::RawInput {
                events: vec![egui::Event::ModifiersChanged(known)],
                ..Default::default()
            },
            |_| {},
        );
        output.textures_delta.clear();
        let entity = app
            .world_mut()
            .spawn((
                context,
                EguiInput(egui::RawInput {
                    events,
                    ..Default::default()
                }),
            ))
            .id();
        app.update();
        app.world()
            .get::<EguiInput>(entity)
            .map(|input| input.0.events.clone())
            .unwrap_or_default()
    }

    #[test]
    fn the_same_modifiers_again_are_no_news_and_a_change_is() {
        let key = egui::Event::Text("a".into());
        assert_eq!(
            passed_on(
                egui::Modifiers::NONE,
                vec![
                    egui::Event::ModifiersChanged(egui::Modifiers::NONE),
                    key.clone()
                ]
            ),
            [key]
        );
        assert_eq!(
            passed_on(
                egui::Modifiers::NONE,
                vec![egui::Event::ModifiersChanged(egui::Modifiers::SHIFT)]
            ),
            [egui::Event::ModifiersChanged(egui::Modifiers::SHIFT)]
        );
        assert_eq!(
            passed_on(
                egui::Modifiers::SHIFT,
                vec![egui::Event::ModifiersChanged(egui::Modifiers::NONE)]
            ),
            [egui::Event::ModifiersChanged(egui::Modifiers::NONE)]
        );
    }
}
