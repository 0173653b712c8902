//! Which game's board is on the screen, and the entities that belong to it. The board follows
//! the match's game; when another game's board comes up, every entity of the board going away
//! is despawned, so each game draws only while its board is shown.

use bevy::prelude::*;

use crate::GameSystems;
use crate::session::{GameBoard, GameKind, Match};

/// The board on the screen.
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShownBoard(pub GameBoard);

/// An entity that belongs to a game's board: despawned when another board is shown.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub struct OnBoard(pub GameBoard);

/// The system that follows the match's game; what publishes a board runs after it.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ShownBoardSystems;

/// Run condition: `board` is on the screen.
pub fn board_shown(board: GameBoard) -> impl Fn(Res<ShownBoard>) -> bool + Clone {
    move |shown: Res<ShownBoard>| shown.0 == board
}

/// Run condition: `board` has just come onto the screen (or is there from the start).
pub fn board_arrived(board: GameBoard) -> impl Fn(Res<ShownBoard>) -> bool + Clone {
    move |shown: Res<ShownBoard>| shown.is_changed() && shown.0 == board
}

/// Shows the board of the match's game.
fn follow_match(game_match: Res<Match>, mut shown: ResMut<ShownBoard>) {
    shown.set_if_neq(ShownBoard(game_match.game.kind().board()));
}

/// Despawns an entity made for a board that is not shown (a game's systems may still build
/// for their board in the frame another board comes up).
fn keep_to_shown_board(
    add: On<Add, OnBoard>,
    shown: Res<ShownBoard>,
    entities: Query<&OnBoard>,
    mut commands: Commands,
) {
    if entities.get(add.entity).is_ok_and(|on| on.0 != shown.0) {
        commands.entity(add.entity).try_despawn();
    }
}

/// Despawns what belongs to the boards not shown.
fn clear_other_boards(
    shown: Res<ShownBoard>,
    entities: Query<(Entity, &OnBoard)>,
    mut commands: Commands,
) {
    for (entity, on) in &entities {
        if on.0 != shown.0 {
            commands.entity(entity).despawn();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    // The first game of the title, whose board a new screen shows.
    app.insert_resource(ShownBoard(GameKind::all()[0].board()))
        .add_observer(keep_to_shown_board)
        .add_systems(
            Update,
            (
                follow_match
                    .run_if(resource_changed::<Match>)
                    .in_set(GameSystems::Apply)
                    .after(crate::session::apply_intents)
                    .in_set(ShownBoardSystems),
                clear_other_boards
                    .run_if(resource_changed::<ShownBoard>)
                    .in_set(GameSystems::Follow),
            ),
        );
}
