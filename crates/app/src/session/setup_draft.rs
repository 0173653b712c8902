//! The choices of the title screen (the game, its options, who plays each side), kept from
//! one visit to the next. Whatever brought a game to the board (the title, the saved game, a
//! record, an online room, a lesson), the title comes back with that game's card chosen.

use bevy::prelude::*;

use super::game_kind::GameKind;
use super::game_match::{ChangeKind, GameChanged, Match, MatchSetup};
use crate::session::GameSystems;

/// The choices on the title screen.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SetupDraft {
    /// The game, its options and its players, as the title will start it.
    pub setup: MatchSetup,
    /// A game was chosen on this visit: Enter starts it instead of continuing the saved game.
    pub chosen: bool,
}

impl Default for SetupDraft {
    fn default() -> Self {
        SetupDraft {
            setup: MatchSetup::hot_seat(GameKind::all()[0]),
            chosen: false,
        }
    }
}

/// A new game on the board (not a move) chooses its card, with its komi in Medusa and Lotus.
fn follow_the_board(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut draft: ResMut<SetupDraft>,
) {
    if !changes
        .read()
        .any(|change| change.kind == ChangeKind::Jumped)
    {
        return;
    }
    let kind = game_match.game.kind();
    if draft.setup.kind != kind {
        draft.setup.switch_game(kind);
        if kind.default_komi().is_some() {
            draft.setup.komi = game_match.setup.komi;
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SetupDraft>().add_systems(
        Update,
        follow_the_board
            .run_if(on_message::<GameChanged>)
            .in_set(GameSystems::Follow),
    );
}
