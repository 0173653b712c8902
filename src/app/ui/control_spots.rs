//! Where the main controls of the screen shown stand (the title's cards and Start), in the
//! window's logical pixels: the web page lists them among its attributes, so that a test on a
//! phone taps them as a finger does and checks that a finger can hit them.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::session::Screen;

/// A control's place: left, top, width and height, in logical pixels, rounded.
pub(crate) type Spot = [i32; 4];

/// The main controls on the screen now, by name (`start`, `card medea`).
#[derive(Resource, Default, PartialEq, Debug)]
pub(crate) struct ControlSpots(pub BTreeMap<String, Spot>);

impl ControlSpots {
    /// The places as JSON: `{"start":[x,y,w,h],...}`.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn to_json(&self) -> String {
        let listed: Vec<String> = self
            .0
            .iter()
            .map(|(name, [x, y, w, h])| format!("\"{name}\":[{x},{y},{w},{h}]"))
            .collect();
        format!("{{{}}}", listed.join(","))
    }
}

/// The controls a system draws this frame, noted as it draws them; the system then sets the
/// [`ControlSpots`] if they differ, so that the page hears only of a control that moved.
pub(crate) struct NoteSpots {
    noted: ControlSpots,
    /// Logical pixels per point.
    zoom: f32,
}

impl NoteSpots {
    /// Notes the controls drawn on `ctx`.
    pub(crate) fn new(ctx: &egui::Context) -> NoteSpots {
        NoteSpots {
            noted: ControlSpots::default(),
            zoom: ctx.zoom_factor(),
        }
    }

    /// Notes where `response`'s control stands, as `name`.
    pub(crate) fn note(&mut self, name: &str, response: &egui::Response) {
        let rect = response.rect;
        let spot = [rect.min.x, rect.min.y, rect.width(), rect.height()]
            .map(|v| (v * self.zoom).round() as i32);
        self.noted.0.insert(name.to_string(), spot);
    }

    /// The controls noted.
    pub(crate) fn spots(self) -> ControlSpots {
        self.noted
    }
}

/// A screen left takes its controls with it.
fn forget(mut spots: ResMut<ControlSpots>) {
    spots.0.clear();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ControlSpots>()
        .add_systems(OnExit(Screen::Title), forget);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spots_are_written_as_json_by_name() {
        let mut spots = ControlSpots::default();
        spots.0.insert("start".into(), [10, 500, 60, 44]);
        spots.0.insert("card medea".into(), [20, 30, 144, 212]);
        assert_eq!(
            spots.to_json(),
            r#"{"card medea":[20,30,144,212],"start":[10,500,60,44]}"#
        );
        assert_eq!(ControlSpots::default().to_json(), "{}");
    }
}
