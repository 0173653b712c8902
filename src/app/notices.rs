//! Messages for the player that are not about the move just tried: a saved game that could
//! not be read, settings that could not be written, a record that was saved. The panels show
//! them for a while; each can also be dismissed.

use bevy::prelude::*;

/// How long a notice is shown, in seconds.
const SHOWN_FOR: f32 = 12.0;

/// One message.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    /// Seconds left before it goes.
    pub left: f32,
}

/// The messages being shown, oldest first.
#[derive(Resource, Default, Debug)]
pub struct Notices(pub Vec<Notice>);

impl Notices {
    /// Shows `text` for a while.
    pub fn push(&mut self, text: impl Into<String>) {
        let text = text.into();
        self.0.retain(|n| n.text != text);
        self.0.push(Notice {
            text,
            left: SHOWN_FOR,
        });
    }

    /// Whether a notice contains `text`.
    pub fn contains(&self, text: &str) -> bool {
        self.0.iter().any(|n| n.text.contains(text))
    }

    /// Removes the notice at `index`.
    pub fn dismiss(&mut self, index: usize) {
        if index < self.0.len() {
            self.0.remove(index);
        }
    }
}

fn expire(time: Res<Time>, mut notices: ResMut<Notices>) {
    if notices.0.is_empty() {
        return;
    }
    let delta = time.delta_secs();
    for notice in &mut notices.0 {
        notice.left -= delta;
    }
    notices.0.retain(|n| n.left > 0.0);
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>().add_systems(Update, expire);
}

/// Shows the notices in `ui`, each with a button that dismisses it.
pub fn show(ui: &mut bevy_egui::egui::Ui, notices: &mut Notices) {
    use bevy_egui::egui::{Color32, RichText};
    let mut dismissed = None;
    for (index, notice) in notices.0.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&notice.text).color(Color32::from_rgb(255, 210, 140)));
            if ui.small_button("×").on_hover_text("Dismiss").clicked() {
                dismissed = Some(index);
            }
        });
    }
    if let Some(index) = dismissed {
        notices.dismiss(index);
    }
}
