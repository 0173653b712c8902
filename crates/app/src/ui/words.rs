//! The screens' words in egui: every egui context holds the words of the chosen language
//! ([`Words`]), handed over when they change or a context is made, and any code that draws
//! reads them from its context ([`words`]), in English where none were handed over.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContext, egui};
use medusa_locale::Texts;

use crate::session::{GameKind, Words};

/// Where a context keeps the words.
fn words_id() -> egui::Id {
    egui::Id::new("medusa words")
}

/// The words of the screens' language, as `ctx` holds them.
pub(crate) fn words(ctx: &egui::Context) -> Arc<Texts> {
    ctx.data(|data| data.get_temp::<Arc<Texts>>(words_id()))
        .unwrap_or_else(medusa_locale::english)
}

/// The name of the game `kind` in `words`' language.
pub(crate) fn game_name(words: &Texts, kind: GameKind) -> String {
    words.say(&kind.name_phrase())
}

/// The name of the game the protocol calls `id` (`medea`) in `words`' language; the id itself
/// for a game this app does not offer.
pub(crate) fn game_named(words: &Texts, id: &str) -> String {
    GameKind::all()
        .into_iter()
        .find(|kind| kind.id().id == id)
        .map_or_else(|| id.to_string(), |kind| game_name(words, kind))
}

/// The name of the side in `seat` of the game `kind` (White, Black) in `words`' language.
pub(crate) fn side_name(words: &Texts, kind: GameKind, seat: usize) -> String {
    let side = kind.side_names().get(seat).copied().unwrap_or_default();
    words.get(&format!("side-{}", side.to_lowercase()))
}

/// Gives `ctx` the words `texts`.
pub(crate) fn hand_words(ctx: &egui::Context, texts: Arc<Texts>) {
    ctx.data_mut(|data| data.insert_temp(words_id(), texts));
}

/// Run condition: an egui context was made.
fn context_made(made: Query<(), Added<EguiContext>>) -> bool {
    !made.is_empty()
}

/// Hands the words to every egui context.
fn hand_over(words: Res<Words>, mut contexts: Query<&mut EguiContext>) {
    for mut context in &mut contexts {
        hand_words(context.get_mut(), words.0.clone());
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        hand_over.run_if(resource_changed::<Words>.or_else(context_made)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_and_side_is_named_in_the_language_files() {
        let english = medusa_locale::english();
        for kind in GameKind::all() {
            assert!(
                english.has(&format!("game-{}", kind.id().id)),
                "{}",
                kind.name()
            );
            assert_eq!(game_name(&english, kind), kind.name());
            for seat in 0..2 {
                assert_eq!(side_name(&english, kind, seat), kind.side_names()[seat]);
            }
        }
    }
}
