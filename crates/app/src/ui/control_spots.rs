//! Where the main controls of the screen shown stand (the title's cards and Start), in the
//! window's logical pixels: the web page lists them among its attributes, so that a test on a
//! phone taps them as a finger does and checks that a finger can hit them.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::session::Screen;

/// A control's place: left, top, width and height, in logical pixels, rounded.
pub(crate) type Spot = [i32; 4];

/// The main controls on the screen now, by the part of the screen that draws them (`title`,
/// `replay bar`) and then by name (`start`, `card medea`): each part keeps its own, so that
/// parts drawn in the same frame never undo each other's.
#[derive(Resource, Default, PartialEq, Debug)]
pub(crate) struct ControlSpots(pub BTreeMap<&'static str, BTreeMap<String, Spot>>);

impl ControlSpots {
    /// The places as JSON, every part's together: `{"start":[x,y,w,h],...}`.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn to_json(&self) -> String {
        let listed: Vec<String> = self
            .0
            .values()
            .flatten()
            .map(|(name, [x, y, w, h])| format!("\"{name}\":[{x},{y},{w},{h}]"))
            .collect();
        format!("{{{}}}", listed.join(","))
    }

    /// Keeps what `noted` noted as its part's controls, changing the resource only when they
    /// moved.
    pub(crate) fn keep(spots: &mut ResMut<ControlSpots>, noted: NoteSpots) {
        if spots.0.get(noted.part) != Some(&noted.noted) {
            spots.0.insert(noted.part, noted.noted);
        }
    }
}

/// The controls a system draws this frame, noted as it draws them; the system then sets the
/// [`ControlSpots`] if they differ, so that the page hears only of a control that moved.
pub(crate) struct NoteSpots {
    part: &'static str,
    noted: BTreeMap<String, Spot>,
    /// Logical pixels per point.
    zoom: f32,
}

impl NoteSpots {
    /// Notes the controls that `part` draws on `ctx`.
    pub(crate) fn new(ctx: &egui::Context, part: &'static str) -> NoteSpots {
        NoteSpots {
            part,
            noted: BTreeMap::new(),
            zoom: ctx.zoom_factor(),
        }
    }

    /// The names of the controls noted so far.
    #[cfg(test)]
    pub(crate) fn names(&self) -> Vec<String> {
        self.noted.keys().cloned().collect()
    }

    /// Notes where `response`'s control stands, as `name`.
    pub(crate) fn note(&mut self, name: &str, response: &egui::Response) {
        let rect = response.rect;
        let spot = [rect.min.x, rect.min.y, rect.width(), rect.height()]
            .map(|v| (v * self.zoom).round() as i32);
        self.noted.insert(name.to_string(), spot);
    }

    /// Where the control `name` was noted, if it was.
    #[cfg(test)]
    pub(crate) fn spot(&self, name: &str) -> Option<Spot> {
        self.noted.get(name).copied()
    }
}

/// A screen left takes its controls with it, whatever part drew them.
fn forget(mut spots: ResMut<ControlSpots>) {
    spots.0.clear();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ControlSpots>()
        .add_systems(OnEnter(Screen::Title), forget)
        .add_systems(OnExit(Screen::Title), forget);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spots_are_written_as_json_by_name() {
        let mut spots = ControlSpots::default();
        let title = BTreeMap::from([
            ("start".to_string(), [10, 500, 60, 44]),
            ("card medea".to_string(), [20, 30, 144, 212]),
        ]);
        spots.0.insert("title", title);
        spots.0.insert(
            "lesson",
            BTreeMap::from([("hint".to_string(), [1, 2, 3, 4])]),
        );
        assert_eq!(
            spots.to_json(),
            r#"{"hint":[1,2,3,4],"card medea":[20,30,144,212],"start":[10,500,60,44]}"#
        );
        assert_eq!(ControlSpots::default().to_json(), "{}");
    }
}
