//! The computer's part in Medusa and Lotus beyond choosing turns: at the end of the game it
//! proposes the dead groups once and agrees, for its colours, to whatever marking the person
//! settles on; and its hint is read as the stones to place and move.

use bevy::prelude::*;

use crate::GameSystems;
use crate::session::{ComputerPlayer, Hint, Intent, Match, not_on_title};
use medusa_ai::mcts::propose_dead;
use medusa_rules::medusa::{Action, Bits, Colour, Point, Turn};

/// Playouts behind the computer's proposal of dead groups.
const DEAD_PLAYOUTS: u32 = 400;

/// Whether the computer has made its proposal in the marking going on.
#[derive(Resource, Default, Debug)]
struct DeadProposal {
    made: bool,
}

/// In the marking, the computer proposes the dead groups once, and accepts for its colours
/// whatever is marked (a person may change the proposal; the computer goes along with it).
fn mark_dead(
    game_match: Res<Match>,
    computer: Res<ComputerPlayer>,
    mut proposal: ResMut<DeadProposal>,
    mut intents: MessageWriter<Intent>,
) {
    let Some(game) = game_match.medusa() else {
        return;
    };
    let position = game.position();
    let Some(marking) = position.marking() else {
        proposal.made = false;
        return;
    };
    let computers: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|&c| game_match.player(c).level().is_some())
        .collect();
    if computers.is_empty() {
        return;
    }
    if !proposal.made {
        proposal.made = true;
        let dead = propose_dead(position, DEAD_PLAYOUTS, computer.seed());
        for action in position.marking_actions(dead) {
            intents.write(Intent::from(action));
        }
        for colour in computers {
            intents.write(Intent::from(Action::AcceptMarking(colour)));
        }
        return;
    }
    for colour in computers {
        if !marking.accepted(colour) {
            intents.write(Intent::from(Action::AcceptMarking(colour)));
        }
    }
}

impl Hint {
    /// The suggested turn of Medusa, once worked out.
    pub fn medusa_turn(&self) -> Option<&Turn> {
        self.suggestion
            .as_ref()
            .and_then(|suggestion| suggestion.medusa_turn())
    }

    /// The stones the hint places or moves, and where to.
    pub fn marks(&self) -> (Option<Point>, Bits) {
        match self.medusa_turn() {
            Some(Turn::Play { placement, moves }) => {
                (*placement, moves.iter().map(|&(_, to)| to).collect())
            }
            _ => (None, Bits::EMPTY),
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<DeadProposal>().add_systems(
        Update,
        mark_dead
            .run_if(resource_changed::<Match>)
            .run_if(not_on_title)
            .in_set(GameSystems::Input),
    );
}
