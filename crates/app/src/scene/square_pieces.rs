//! The piece entities of a square board (Medea's, Pillars of Medusa's) following the match,
//! wired once: the match's position shown at once when the board comes onto the screen, each
//! change turned into motions, and, once a change's animations are over, the entities checked
//! against the core, with the report of those checks ([`SquareReconcile`]). What a game's
//! pieces are, how they move and what a check compares stay with the game.

use std::fmt;
use std::marker::PhantomData;

use bevy::ecs::schedule::ScheduleConfigs;
use bevy::ecs::system::ScheduleSystem;
use bevy::prelude::*;

use super::shown_board::board_arrived;
use super::square_board::BoardSquare;
use crate::GameSystems;
use crate::session::AnimationClock;
use crate::session::GameChanged;

/// What the checks of the piece entities of the board of squares `S` found after the
/// animations.
#[derive(Resource)]
pub struct SquareReconcile<S> {
    /// How many times the entities were checked.
    pub checks: u64,
    /// Every difference found (and repaired) so far, in words.
    pub mismatches: Vec<String>,
    pending: bool,
    board: PhantomData<fn() -> S>,
}

impl<S> Default for SquareReconcile<S> {
    fn default() -> Self {
        SquareReconcile {
            checks: 0,
            mismatches: Vec::new(),
            pending: false,
            board: PhantomData,
        }
    }
}

impl<S> fmt::Debug for SquareReconcile<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SquareReconcile")
            .field("checks", &self.checks)
            .field("mismatches", &self.mismatches)
            .field("pending", &self.pending)
            .finish()
    }
}

impl<S: BoardSquare> SquareReconcile<S> {
    /// A change has been made: the entities are to be checked once its animations are over.
    pub fn expect_check(&mut self) {
        self.pending = true;
    }

    /// Counts a check that found the differences `found`, warns of each and keeps them; says
    /// whether there is any to repair.
    pub fn record(&mut self, found: Vec<String>) -> bool {
        self.pending = false;
        self.checks += 1;
        for mismatch in &found {
            warn!("{} reconcile: {mismatch}", S::NAME);
        }
        let repair = !found.is_empty();
        self.mismatches.extend(found);
        repair
    }
}

/// Run condition: a change has been made on the board of squares `S` and its animations are
/// over.
pub fn reconcile_due<S: BoardSquare>(
    report: Res<SquareReconcile<S>>,
    clock: Res<AnimationClock>,
) -> bool {
    report.pending && !clock.is_busy()
}

/// Runs the piece systems of the board of squares `S`: `snap_on_arrival` when the board comes
/// onto the screen, then `follow_changes` on each change of the match, and `reconcile` once a
/// change's animations are over.
pub(crate) fn follow_square_pieces<S: BoardSquare, A, F, R>(
    app: &mut App,
    snap_on_arrival: impl IntoScheduleConfigs<ScheduleSystem, A>,
    follow_changes: impl IntoScheduleConfigs<ScheduleSystem, F>,
    reconcile: impl IntoScheduleConfigs<ScheduleSystem, R>,
) {
    let follow: ScheduleConfigs<ScheduleSystem> = (
        snap_on_arrival.run_if(board_arrived(S::BOARD)),
        follow_changes.run_if(on_message::<GameChanged>),
    )
        .chain()
        .in_set(GameSystems::Follow);
    app.init_resource::<SquareReconcile<S>>().add_systems(
        Update,
        (
            follow,
            reconcile
                .run_if(reconcile_due::<S>)
                .in_set(GameSystems::Reconcile),
        ),
    );
}
