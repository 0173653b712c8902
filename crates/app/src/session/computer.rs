//! The computer players: when the computer is to play, its search thinks a share of each
//! frame (the game, the camera and the menus stay responsive, also in the browser, which
//! has one thread), then plays the chosen turn one action at a time, each after the
//! animations of the one before (what else it does in a game, as proposing Medusa's dead
//! groups, is the game's own). It also thinks up hints for people.
//!
//! Everything the computer does goes through [`Intent`]s like a person's clicks; undo (or any
//! jump of the game) cancels what it was thinking.

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;

use super::animation_clock::AnimationClock;
use super::any_game::{AnyGame, Awaits};
use super::game_match::{ChangeKind, GameChanged, Intent, Match};
use super::game_move::Suggestion;
use super::game_search::GameSearch;
use super::screen::not_on_title;
use super::wake::wake_now;
use crate::session::GameSystems;
use medusa_ai::Level;

/// Search work per frame where frames are quick: 8 ms of a 60 Hz screen's 16.
pub const SLICE: Duration = Duration::from_millis(8);

/// The most search work in one frame, so that a slow screen still answers within a moment.
const MAX_SLICE: Duration = Duration::from_millis(250);

/// Search work for this frame: a quarter of the last frame's time, from [`SLICE`] up to a
/// quarter of a second. Where frames are slow (a phone, software drawing in a browser), the
/// search keeps its share of the time instead of crawling at 8 ms a frame, and the screen
/// keeps about three quarters of it.
pub fn slice(time: &Time<Real>) -> Duration {
    (time.delta() / 4).clamp(SLICE, MAX_SLICE)
}

/// The least time a computer turn takes, in seconds of game time, so that people can follow
/// a game between computers.
const LEAST_TURN: f32 = 0.6;

/// The level of the search behind a hint.
const HINT_LEVEL: Level = Level::Casual;

/// What the computer is doing for the player to move.
#[derive(Resource, Debug)]
pub struct ComputerPlayer {
    /// The search, kept from turn to turn (Medusa's tree follows the game).
    search: Option<GameSearch>,
    /// The game's progress (turns, actions) the search was last brought up to.
    synced: Option<(usize, usize)>,
    /// The chosen turn's actions still to be played.
    pending: VecDeque<Intent>,
    /// Game time spent on the turn being thought about.
    thought: f32,
    seed: u64,
}

impl ComputerPlayer {
    /// A computer player whose searches are seeded from `seed`.
    pub fn with_seed(seed: u64) -> ComputerPlayer {
        ComputerPlayer {
            search: None,
            synced: None,
            pending: VecDeque::new(),
            thought: 0.0,
            seed,
        }
    }

    /// The seed of the computer's searches.
    pub(crate) fn seed(&self) -> u64 {
        self.seed
    }

    /// How far the search for the current turn has got (0 to 1), while the computer thinks.
    pub fn progress(&self) -> Option<f32> {
        if !self.pending.is_empty() {
            return Some(1.0);
        }
        self.search.as_ref().map(GameSearch::progress)
    }

    /// Forgets the turn being thought about and the actions not yet played.
    fn cancel(&mut self) {
        self.pending.clear();
        self.synced = None;
        self.thought = 0.0;
    }

    /// Brings the search up to `game` when the game has moved on since, with `level`'s budget.
    fn follow(&mut self, game: &AnyGame, level: Level) {
        let progress = (game.turn_count(), game.actions_in_progress());
        if self.synced == Some(progress) {
            return;
        }
        let seed = self.seed.wrapping_add(progress.0 as u64);
        match &mut self.search {
            Some(search) => search.follow(game, level, seed),
            None => self.search = GameSearch::new(game, level, seed),
        }
        self.synced = Some(progress);
        self.thought = 0.0;
    }
}

impl Default for ComputerPlayer {
    fn default() -> ComputerPlayer {
        // Different games on every start; tests and tools seed explicitly.
        let seed = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0x5EED, |d| d.as_nanos() as u64);
        ComputerPlayer::with_seed(seed)
    }
}

/// Run condition: the computer is to play (in a game being played, not a record viewed).
fn computer_to_play(game_match: Res<Match>) -> bool {
    !game_match.viewing
        && matches!(game_match.game.awaits(),
            Awaits::Seat(seat) if game_match.player(seat).level().is_some())
}

/// Run condition: a hint is being worked out.
fn hint_wanted(hint: Res<Hint>) -> bool {
    hint.is_thinking()
}

/// Thinks for the computer to move, or plays the next action of its chosen turn.
fn play(
    time: Res<Time>,
    real: Res<Time<Real>>,
    game_match: Res<Match>,
    clock: Res<AnimationClock>,
    mut computer: ResMut<ComputerPlayer>,
    mut intents: MessageWriter<Intent>,
) {
    let game = &game_match.game;
    if !computer.pending.is_empty() {
        if !clock.is_busy()
            && let Some(intent) = computer.pending.pop_front()
        {
            intents.write(intent);
        }
        return;
    }
    let Awaits::Seat(seat) = game.awaits() else {
        return;
    };
    let Some(level) = game_match.player(seat).level() else {
        return;
    };
    computer.follow(game, level);
    computer.thought += time.delta_secs();
    let ready = computer.thought >= LEAST_TURN && !clock.is_busy();
    let Some(search) = &mut computer.search else {
        return;
    };
    if search.step(slice(&real))
        && ready
        && let Some(choice) = search.suggestion(game)
    {
        computer.pending.extend(choice.intents(game));
    }
}

/// A jump of the game (undo, a new match) cancels the computer's turn.
fn cancel_on_jump(mut changes: MessageReader<GameChanged>, mut computer: ResMut<ComputerPlayer>) {
    if changes.read().any(|c| c.kind == ChangeKind::Jumped) {
        computer.cancel();
    }
}

/// A suggestion drawn on the board for the player to move: worked out on a person's request,
/// or, in an analysed record, the analysis's best move at the position shown.
#[derive(Resource, Default, Debug)]
pub struct Hint {
    search: Option<GameSearch>,
    /// The suggestion (in Medusa, the rest of the turn in progress), once worked out.
    pub suggestion: Option<Suggestion>,
}

impl Hint {
    /// Starts working out a hint for the player to move in `game`.
    pub fn request(&mut self, game: &AnyGame, seed: u64) {
        let in_play = matches!(game.awaits(), Awaits::Seat(_));
        if self.search.is_none() && self.suggestion.is_none() && in_play {
            self.search = GameSearch::new(game, HINT_LEVEL, seed);
        }
    }

    /// Whether a hint is being worked out.
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }
}

fn think_hint(real: Res<Time<Real>>, game_match: Res<Match>, mut hint: ResMut<Hint>) {
    let Some(search) = &mut hint.search else {
        return;
    };
    if search.step(slice(&real)) {
        hint.suggestion = search.suggestion(&game_match.game);
        hint.search = None;
    }
}

/// Any change of the game makes the hint stale.
pub(super) fn forget_hint(mut changes: MessageReader<GameChanged>, mut hint: ResMut<Hint>) {
    if changes.read().count() > 0 {
        *hint = Hint::default();
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ComputerPlayer>()
        .init_resource::<Hint>()
        .add_systems(
            Update,
            (
                (
                    play.run_if(computer_to_play),
                    think_hint.run_if(hint_wanted),
                    // The game draws while the computer thinks or plays.
                    wake_now.run_if(computer_to_play.or_eager(hint_wanted)),
                )
                    .run_if(not_on_title)
                    .in_set(GameSystems::Input),
                (cancel_on_jump, forget_hint)
                    .run_if(on_message::<GameChanged>)
                    .in_set(GameSystems::Follow),
            ),
        );
}
