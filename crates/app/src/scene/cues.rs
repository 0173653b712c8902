//! Sounds tied to moments of the animations. The stone and board animations queue a cue at
//! the clock time their motion reaches it (a stone lands, turns over, sets off; a rosette
//! blooms; the game ends), and the sound plugin plays each cue when the clock gets there, so
//! what is heard matches what is seen at every animation speed.

use bevy::prelude::*;

use crate::GameSystems;
use crate::session::AnimationClock;
use crate::session::{ChangeKind, GameChanged};

/// Something that makes a sound.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cue {
    /// A placed stone lands.
    Place,
    /// A stone turns over.
    Flip,
    /// A stone sets off along its line.
    Slide,
    /// A rosette or lotus forms.
    Rosette,
    /// The game is over.
    GameOver,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 5] = [
        Cue::Place,
        Cue::Flip,
        Cue::Slide,
        Cue::Rosette,
        Cue::GameOver,
    ];
}

/// Cues waiting for their moment, by animation clock time.
#[derive(Resource, Default, Debug)]
pub struct Cues(Vec<(f32, Cue)>);

impl Cues {
    /// Queues `cue` for clock time `time`.
    pub fn at(&mut self, time: f32, cue: Cue) {
        self.0.push((time, cue));
    }

    /// Takes the cues due at clock time `now`, each with how many of it fell due together.
    pub fn take_due(&mut self, now: f32) -> Vec<(Cue, usize)> {
        let mut due: Vec<(Cue, usize)> = Vec::new();
        self.0.retain(|&(time, cue)| {
            if time > now {
                return true;
            }
            match due.iter_mut().find(|(c, _)| *c == cue) {
                Some((_, count)) => *count += 1,
                None => due.push((cue, 1)),
            }
            false
        });
        due
    }

    /// Whether no cue is waiting.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The cues waiting, in the order they were queued.
    pub fn waiting(&self) -> impl Iterator<Item = (f32, Cue)> + '_ {
        self.0.iter().copied()
    }
}

/// A jump of the game (undo, a new match) silences what was still to come.
fn forget_on_jump(mut changes: MessageReader<GameChanged>, mut cues: ResMut<Cues>) {
    if changes.read().any(|c| c.kind == ChangeKind::Jumped) {
        cues.0.clear();
    }
}

/// Run condition: cues are waiting to be played or dropped.
pub(crate) fn cues_waiting(cues: Res<Cues>) -> bool {
    !cues.is_empty()
}

/// Without anything to play them (a headless app), cues whose time has passed are dropped.
fn drop_past(clock: Res<AnimationClock>, mut cues: ResMut<Cues>) {
    if cues.0.iter().any(|&(time, _)| time < clock.now() - 1.0) {
        let now = clock.now();
        cues.0.retain(|&(time, _)| time >= now - 1.0);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Cues>().add_systems(
        Update,
        (
            forget_on_jump
                .run_if(on_message::<GameChanged>)
                .in_set(GameSystems::Follow),
            drop_past
                .run_if(cues_waiting)
                .in_set(GameSystems::Reconcile),
        ),
    );
}
