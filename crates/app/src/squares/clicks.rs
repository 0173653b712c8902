//! Clicks on a square board (Medea's, Pillars of Medusa's), plumbed once: each click on a
//! square finishes the animation under way and is carried out as the game reacts to it (a
//! move played, a piece selected, a refusal with its reason); Esc drops the selection and
//! hides the keyboard cursor; any change of the match ends the selection. What a click means
//! stays with the game ([`SquareClicks`]).

use bevy::ecs::component::Mutable;
use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use crate::GameSystems;
use crate::input::{CellClicked, ClickReaction, Cursor, KeyCommand, PointingSystems, ReadKeys};
use crate::scene::board_shown;
use crate::scene::{BoardSquare, square_at};
use crate::session::AnimationClock;
use crate::session::{GameChanged, Intent, Match};

/// What a click on a square of the game's board means.
pub(crate) trait SquareClicks: BoardSquare {
    /// The piece chosen to move and what else the player has chosen so far.
    type Selection: Resource + Component<Mutability = Mutable> + Default;
    /// A move of the game.
    type Move;

    /// What a click on `square` means now, with `selection` made; none where the match is
    /// not one that takes the board's clicks, which are then passed over.
    fn react(
        game_match: &Match,
        square: Self,
        selection: &Self::Selection,
    ) -> Option<ClickReaction<Self::Selection, Self::Move>>;

    /// Asks for `mv` to be played.
    fn intent(mv: Self::Move) -> Intent;
}

fn handle_clicks<S: SquareClicks>(
    mut clicks: MessageReader<CellClicked>,
    mut game_match: ResMut<Match>,
    mut selection: ResMut<S::Selection>,
    mut clock: ResMut<AnimationClock>,
    mut intents: MessageWriter<Intent>,
) {
    for square in clicks
        .read()
        .filter_map(|&CellClicked(cell)| square_at::<S>(cell))
    {
        let Some(reaction) = S::react(&game_match, square, &*selection) else {
            return;
        };
        // A click during an animation finishes it, then counts.
        clock.finish();
        if let Some(mv) = reaction.carry_out(&mut *selection, &mut game_match.refusal) {
            intents.write(S::intent(mv));
        }
    }
}

/// Esc drops the selection and hides the cursor.
fn handle_keys<S: SquareClicks>(
    mut keys: MessageReader<KeyCommand>,
    mut selection: ResMut<S::Selection>,
    mut cursor: ResMut<Cursor>,
) {
    if keys.read().any(|&key| key == KeyCommand::Cancel) {
        *selection = default();
        cursor.0 = None;
    }
}

/// Any change ends a selection.
fn reset_on_change<S: SquareClicks>(mut selection: ResMut<S::Selection>) {
    *selection = default();
}

/// Takes the clicks and keys on the board of squares `S` while it is on the screen, then runs
/// `then` (what the game adds to them, if anything); ends the selection on each change.
pub(crate) fn take_square_clicks<S: SquareClicks>(
    app: &mut App,
    then: Option<ScheduleConfigs<ScheduleSystem>>,
) {
    let input = (
        handle_keys::<S>.after(ReadKeys),
        handle_clicks::<S>.after(PointingSystems),
    )
        .chain();
    let input = match then {
        Some(then) => (input, then).chain(),
        None => input,
    };
    app.init_resource::<S::Selection>().add_systems(
        Update,
        (
            input
                .run_if(board_shown(S::BOARD))
                .in_set(GameSystems::Input),
            reset_on_change::<S>
                .run_if(on_message::<GameChanged>)
                .in_set(GameSystems::Follow),
        ),
    );
}
