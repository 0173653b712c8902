//! The pointer on the board: Bevy's mesh picking tells which cell (or Lotus point) is under
//! the pointer and which was clicked.

use bevy::picking::events::{Click, Out, Over, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::board::Cell;
use super::camera::PointerOverPanel;
use super::interaction::{HoveredPoint, PointClicked};

fn clicked(
    mut click: On<Pointer<Click>>,
    cells: Query<&Cell>,
    over_panel: Res<PointerOverPanel>,
    mut clicks: MessageWriter<PointClicked>,
) {
    if let Ok(cell) = cells.get(click.entity) {
        click.propagate(false);
        if click.event.button == PointerButton::Primary && !over_panel.0 {
            clicks.write(PointClicked(cell.0));
        }
    }
}

fn entered(
    mut over: On<Pointer<Over>>,
    cells: Query<&Cell>,
    over_panel: Res<PointerOverPanel>,
    mut hovered: ResMut<HoveredPoint>,
) {
    if let Ok(cell) = cells.get(over.entity) {
        over.propagate(false);
        let point = (!over_panel.0).then_some(cell.0);
        hovered.set_if_neq(HoveredPoint(point));
    }
}

fn left(mut out: On<Pointer<Out>>, cells: Query<&Cell>, mut hovered: ResMut<HoveredPoint>) {
    if let Ok(cell) = cells.get(out.entity) {
        out.propagate(false);
        if hovered.0 == Some(cell.0) {
            hovered.0 = None;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(clicked)
        .add_observer(entered)
        .add_observer(left);
}
