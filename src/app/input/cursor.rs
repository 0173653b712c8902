//! The keyboard cursor, so a whole game can be played without a mouse: the arrow keys move it
//! to the nearest cell (or Lotus point) in that direction on the screen, whichever way the
//! board is turned, and the placement preview follows it. Enter then acts on it like a click
//! (see `interaction`).

use bevy::prelude::*;

use super::keys::{KeyCommand, ReadKeys, ScreenDirection};
use crate::app::GameSystems;
use crate::app::medusa::BoardLayout;
use crate::app::medusa::HoveredPoint;
use crate::app::session::Match;
use crate::app::session::Settings;
use crate::medusa::Point;

/// Where the keyboard cursor is; `None` while it is hidden (until an arrow key is pressed).
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Cursor(pub Option<Point>);

/// The point nearest to `from` in the direction `towards` (on the board's plane, within 60
/// degrees of it), preferring points straight ahead.
pub fn step(layout: &BoardLayout, from: Point, towards: Vec3) -> Option<Point> {
    let origin = layout.point(from);
    layout
        .topology
        .points()
        .filter(|&p| p != from)
        .filter_map(|p| {
            let offset = (layout.point(p) - origin).with_y(0.0);
            let distance = offset.length();
            let cos = offset.dot(towards) / distance.max(1e-6);
            (cos > 0.5).then_some((p, distance * (1.0 + 2.0 * (1.0 - cos))))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(p, _)| p)
}

/// The point nearest the middle of the board, where the cursor first appears.
fn middle(layout: &BoardLayout) -> Option<Point> {
    layout.topology.points().min_by(|&a, &b| {
        let (a, b) = (layout.point(a).length(), layout.point(b).length());
        a.total_cmp(&b)
    })
}

fn steer(
    mut keys: MessageReader<KeyCommand>,
    game_match: Res<Match>,
    layout: Res<BoardLayout>,
    settings: Res<Settings>,
    mut cursor: ResMut<Cursor>,
    mut hovered: ResMut<HoveredPoint>,
) {
    if game_match.viewing {
        // The arrows step through the record instead.
        return;
    }
    // Screen directions on the board's plane, for the camera's turn about the board.
    let yaw = settings.camera.yaw;
    let up = Vec3::new(-yaw.sin(), 0.0, -yaw.cos());
    let right = Vec3::new(yaw.cos(), 0.0, -yaw.sin());
    let wanted = keys.read().find_map(|key| match key {
        KeyCommand::Arrow(ScreenDirection::Up) => Some(up),
        KeyCommand::Arrow(ScreenDirection::Down) => Some(-up),
        KeyCommand::Arrow(ScreenDirection::Right) => Some(right),
        KeyCommand::Arrow(ScreenDirection::Left) => Some(-right),
        _ => None,
    });
    let Some(towards) = wanted else {
        return;
    };
    let at = match cursor.0.filter(|p| p.index() < layout.topology.len()) {
        Some(from) => step(&layout, from, towards).unwrap_or(from),
        None => match middle(&layout) {
            Some(point) => point,
            None => return,
        },
    };
    cursor.0 = Some(at);
    hovered.set_if_neq(HoveredPoint(Some(at)));
}

/// A new board (another variant) hides the cursor.
fn hide_on_new_board(mut cursor: ResMut<Cursor>) {
    cursor.0 = None;
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Cursor>().add_systems(
        Update,
        (
            hide_on_new_board.run_if(resource_changed::<BoardLayout>),
            steer.after(ReadKeys),
        )
            .chain()
            .in_set(GameSystems::Input),
    );
}
