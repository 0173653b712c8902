//! How big the panels are drawn: the player's panel size (a setting) times the screen's own
//! scale, so that text stays readable on a large screen across a room, and controls a finger
//! can hit on a touch screen. A desktop window up to 1280 x 800 is drawn at the setting alone.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized, WindowScaleFactorChanged};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::input::TouchScreen;
use crate::session::Settings;

/// The window (in logical pixels) that the panels are made for; a larger one draws them
/// larger, by the smaller of its two proportions.
const MADE_FOR: Vec2 = Vec2::new(1280.0, 800.0);
/// The most a large screen enlarges the panels.
const MOST: f32 = 2.0;
/// The least height of a control on a touch screen, in points: a fingertip (Apple's and
/// Google's guides ask for 44 to 48 pixels).
pub(crate) const FINGER: f32 = 44.0;

/// The scale a window of `size` logical pixels gives the panels: 1 up to [`MADE_FOR`], then
/// growing with the screen, at most [`MOST`].
pub(crate) fn screen_scale(size: Vec2) -> f32 {
    let proportion = (size / MADE_FOR).min_element();
    if proportion.is_finite() {
        proportion.clamp(1.0, MOST)
    } else {
        1.0
    }
}

/// Sizes the controls of `style` for a finger on a touch screen, or as egui makes them.
pub(crate) fn size_controls(style: &mut egui::Style, touch: bool) {
    let made = egui::style::Spacing::default();
    style.spacing.interact_size.y = if touch { FINGER } else { made.interact_size.y };
    style.spacing.button_padding.y = if touch {
        made.button_padding.y * 3.0
    } else {
        made.button_padding.y
    };
}

/// Applies the panel size and the controls' size when the setting, the window or the touch
/// screen changes.
fn apply_sizes(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    window: Query<&Window, With<PrimaryWindow>>,
    touch: Res<TouchScreen>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let screen = window.single().map_or(1.0, |w| screen_scale(w.size()));
    let zoom = settings.ui_scale * screen;
    if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(zoom);
    }
    ctx.all_styles_mut(|style| size_controls(style, touch.0));
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        apply_sizes.run_if(
            resource_changed::<Settings>
                .or_eager(resource_changed::<TouchScreen>)
                .or_eager(on_message::<WindowResized>)
                .or_eager(on_message::<WindowScaleFactorChanged>),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_up_to_the_made_size_keeps_the_setting_and_a_large_screen_grows() {
        assert_eq!(screen_scale(Vec2::new(1024.0, 700.0)), 1.0);
        assert_eq!(screen_scale(Vec2::new(1280.0, 800.0)), 1.0);
        assert_eq!(screen_scale(Vec2::new(390.0, 844.0)), 1.0);
        assert_eq!(screen_scale(Vec2::new(844.0, 390.0)), 1.0);
        // Full HD: limited by its height, 1080 / 800.
        assert_eq!(screen_scale(Vec2::new(1920.0, 1080.0)), 1.35);
        assert_eq!(screen_scale(Vec2::new(2560.0, 1440.0)), 1.8);
        assert_eq!(screen_scale(Vec2::new(3840.0, 2160.0)), 2.0);
        assert_eq!(screen_scale(Vec2::ZERO), 1.0);
    }

    #[test]
    fn a_touch_screen_gets_controls_a_finger_can_hit_and_a_mouse_gets_them_back() {
        let mut style = egui::Style::default();
        let made = style.spacing.clone();
        size_controls(&mut style, true);
        assert_eq!(style.spacing.interact_size.y, 44.0);
        assert!(style.spacing.button_padding.y > made.button_padding.y);
        size_controls(&mut style, false);
        assert_eq!(style.spacing, made);
    }
}
