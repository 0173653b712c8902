//! The dialog open over the board (at most one: settings, records or help), and the one
//! window every dialog is drawn in.

use bevy::prelude::*;
use bevy_egui::egui;

use super::screen_room::ScreenRoom;
use crate::ui::words;

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

    /// The key of the dialog's window title.
    fn title(self) -> &'static str {
        match self {
            Dialog::None => "",
            Dialog::Settings => "dialog-settings",
            Dialog::Records => "dialog-records",
            Dialog::Help => "dialog-help",
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
    let room = ScreenRoom::of(ctx);
    let window = egui::Window::new(words(ctx).get(which.title()))
        .id(egui::Id::new(("dialog", which.title())))
        .open(&mut shown)
        .collapsible(false);
    // Hung from the top, so that what grows at the bottom (a notice) moves nothing above;
    // beside the side panel on a desktop, across a narrow screen, scrolling on a low one.
    let window = if room.narrow() || room.short() {
        window
            .default_width(room.width(width))
            .max_width(room.width(width))
            .anchor(egui::Align2::CENTER_TOP, [0.0, 8.0])
            .max_height(room.height_below(8.0))
            .vscroll(true)
    } else {
        window
            .default_width(width)
            .anchor(egui::Align2::CENTER_TOP, [-150.0, 40.0])
    };
    window.show(ctx, contents);
    if !shown && *open == which {
        *open = Dialog::None;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Dialog>();
}
