//! A turn that can do nothing more ends by itself, once its animations are over: a Medusa
//! placement after which none of the mover's groups may move. (A Lotus placement ends the
//! turn in the rules already.) Players who want to end every turn themselves keep the End
//! turn button with a setting.

use bevy::prelude::*;

use super::MedusaMove;
use crate::GameSystems;
use crate::session::AnimationClock;
use crate::session::Settings;
use crate::session::{ChangeKind, GameChanged, Intent, Match};

/// A person's action was played and the turn may have nothing more to do.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
struct EndPending(bool);

fn note_actions(
    mut changes: MessageReader<GameChanged>,
    settings: Res<Settings>,
    mut pending: ResMut<EndPending>,
) {
    for change in changes.read() {
        pending.0 = change.kind == ChangeKind::Played && !settings.end_turn_by_hand;
    }
}

/// Run condition: an ending is to be looked at and the animations are over.
fn end_due(pending: Res<EndPending>, clock: Res<AnimationClock>) -> bool {
    pending.0 && !clock.is_busy()
}

fn end_finished_turn(
    game_match: Res<Match>,
    mut pending: ResMut<EndPending>,
    mut intents: MessageWriter<Intent>,
) {
    pending.0 = false;
    let Some(turn) = game_match.medusa().map(|game| game.turns().len()) else {
        return;
    };
    if game_match.awaits_human() && game_match.game.turn_finishes(turn) {
        intents.write(Intent::from(MedusaMove::FinishTurn { turn }));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EndPending>().add_systems(
        Update,
        (
            note_actions
                .run_if(on_message::<GameChanged>)
                .in_set(GameSystems::Follow),
            end_finished_turn.run_if(end_due).in_set(GameSystems::Input),
        ),
    );
}
