//! The dialog open over the board (at most one: settings, records or help), and the one
//! window every dialog is drawn in.

use bevy::prelude::*;
use bevy_egui::egui;

/// The dialog open over the screen.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Dialog {
    #[default]
    None,
    Settings,
    Records,
    Help,
}

impl Dialog {
    /// Opens `dialog`, or closes it if it is the one open.
    pub fn toggle(&mut self, dialog: Dialog) {
        *self = if *self == dialog {
            Dialog::None
        } else {
            dialog
        };
    }

    /// The dialog's window title.
    fn title(self) -> &'static str {
        match self {
            Dialog::None => "",
            Dialog::Settings => "Settings",
            Dialog::Records => "Records",
            Dialog::Help => "Help",
        }
    }
}

/// Run condition: `dialog` is the one open.
pub fn dialog_open(dialog: Dialog) -> impl Fn(Res<Dialog>) -> bool + Clone {
    move |open: Res<Dialog>| *open == dialog
}

/// Draws the window of `which` (of `width` points), beside the side panel, with `contents`;
/// closing the window closes the dialog.
pub fn dialog_window(
    ctx: &egui::Context,
    open: &mut Dialog,
    which: Dialog,
    width: f32,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let mut shown = true;
    egui::Window::new(which.title())
        .open(&mut shown)
        .collapsible(false)
        .default_width(width)
        // Hung from the top, so that what grows at the bottom (a notice) moves nothing above.
        .anchor(egui::Align2::CENTER_TOP, [-150.0, 40.0])
        .show(ctx, contents);
    if !shown && *open == which {
        *open = Dialog::None;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Dialog>();
}
