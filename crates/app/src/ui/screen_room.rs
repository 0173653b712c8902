//! How much room the screen gives the panels and dialogs: a desktop window has room for the
//! side panel and dialogs beside it; a phone held upright is narrow, one turned on its side is
//! short. What fits a desktop is drawn as before; the rest fits what there is.

use bevy_egui::egui;

/// The screen's size in points (egui's logical pixels times the panel scale).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct ScreenRoom(pub egui::Vec2);

/// Narrower than this, dialogs are as wide as the screen and the title's cards wrap.
const NARROW: f32 = 700.0;
/// Lower than this, the title's form and the dialogs scroll.
const SHORT: f32 = 600.0;
/// The margin kept round a dialog that fills the screen.
const MARGIN: f32 = 8.0;

impl ScreenRoom {
    /// The room of the screen `ctx` draws on.
    pub fn of(ctx: &egui::Context) -> ScreenRoom {
        ScreenRoom(ctx.viewport_rect().size())
    }

    /// Too narrow for the desktop's dialogs and the title's row of cards.
    pub fn narrow(self) -> bool {
        self.0.x < NARROW
    }

    /// Too low for the title's whole form.
    pub fn short(self) -> bool {
        self.0.y < SHORT
    }

    /// A width of `wanted` points, or the screen's width less its margins if that is less.
    pub fn width(self, wanted: f32) -> f32 {
        wanted.min(self.0.x - 2.0 * MARGIN).max(0.0)
    }

    /// The height a window hung `from_top` points down may take.
    pub fn height_below(self, from_top: f32) -> f32 {
        (self.0.y - from_top - MARGIN).max(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_desktop_has_room_and_a_phone_has_less() {
        let desktop = ScreenRoom(egui::vec2(1024.0, 700.0));
        assert!(!desktop.narrow() && !desktop.short());
        assert_eq!(desktop.width(460.0), 460.0);
        let upright = ScreenRoom(egui::vec2(390.0, 844.0));
        assert!(upright.narrow() && !upright.short());
        assert_eq!(upright.width(460.0), 374.0);
        let on_its_side = ScreenRoom(egui::vec2(844.0, 390.0));
        assert!(!on_its_side.narrow() && on_its_side.short());
        assert_eq!(on_its_side.height_below(24.0), 358.0);
    }
}
