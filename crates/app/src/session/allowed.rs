//! What the person at this screen may do now besides moving: take a move back, resign, offer
//! a draw, analyse the game. The panel's buttons and the result window's follow it, so that
//! none stands ready to be pressed in vain; online it reads the room as well (a game over
//! there, an offer or a request standing).
//! During a lesson the panel shows only what the step needs: Pass only in a step solved by
//! passing, End turn only in a step of more than one move, and no Undo, computer's Hint,
//! Resign, draw or analysis (the lesson's window has its own Hint and Again); during a
//! puzzle, only the moves.

use super::game_match::{Match, PlayerKind};
use super::online::Online;
use medusa_lessons::Step;

/// Which of the panel's buttons stand at all (pressed or not): all of them, but in a lesson.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shown {
    pub undo: bool,
    /// The computer's Hint.
    pub hint: bool,
    pub resign: bool,
    /// Medusa's and Lotus's Pass.
    pub pass: bool,
    /// Medusa's End turn.
    pub end_turn: bool,
    /// Medusa's "Skip placement, move a group".
    pub skip_placement: bool,
}

impl Default for Shown {
    fn default() -> Shown {
        Shown {
            undo: true,
            hint: true,
            resign: true,
            pass: true,
            end_turn: true,
            skip_placement: true,
        }
    }
}

impl Shown {
    /// What `step` of a lesson needs: Pass where a solution passes, End turn where more than
    /// one move is allowed (a turn may then end short of the goal); the turns that meet the
    /// goal, or can no longer meet it, end by themselves.
    fn for_step(step: &Step) -> Shown {
        Shown {
            undo: false,
            hint: false,
            resign: false,
            pass: step.solutions.iter().flatten().any(|mv| mv == "pass"),
            end_turn: step.allowed() > 1,
            skip_placement: false,
        }
    }
}

impl Shown {
    /// What a puzzle needs: a move (Medusa's turn may begin with a group's movement; it ends
    /// by itself after its first action), and none of the rest (the puzzle's window has its
    /// own Solution and Again).
    fn for_puzzle() -> Shown {
        Shown {
            undo: false,
            hint: false,
            resign: false,
            pass: false,
            end_turn: false,
            skip_placement: true,
        }
    }
}

/// What the person at this screen may do now besides moving.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Allowed {
    /// Undo takes back a move of the person's own (online: asks the opponent to), while the
    /// game goes on (between people at one screen and against the computer, also once it is
    /// over, to play on from before the end).
    pub undo: bool,
    /// The seat of the person who may resign now.
    pub resign: Option<usize>,
    /// A draw by agreement: none where there is nobody to agree with or the game has no such
    /// draw (Medusa, Lotus, against the computer, a lesson), else whether one can be offered
    /// now.
    pub draw: Option<bool>,
    /// Analyse the game on the screen (the game panel's and the result window's Analyse): a
    /// record looked at, or a game with a move played, finished or not, at one screen or
    /// against the computer; online only once it is over (the computer does not help against
    /// a person).
    pub analyse: bool,
    /// Which buttons stand at all.
    pub shown: Shown,
}

impl Allowed {
    /// What may be done during a puzzle: nothing but the moves.
    pub fn in_puzzle() -> Allowed {
        Allowed {
            shown: Shown::for_puzzle(),
            ..Allowed::default()
        }
    }

    /// What may be done now in `game_match`, played in the room of `online` if it is online,
    /// or as the lesson `step` when one is on the board.
    pub fn now(game_match: &Match, online: &Online, lesson: Option<&Step>) -> Allowed {
        let draws = game_match.game.has_draws_by_agreement();
        let room = online.0.as_ref().filter(|_| game_match.is_online());
        if game_match.viewing {
            return Allowed {
                analyse: true,
                ..Allowed::default()
            };
        }
        if let Some(step) = lesson {
            return Allowed {
                shown: Shown::for_step(step),
                ..Allowed::default()
            };
        }
        let played = game_match.game.turn_count() > 0;
        let Some(room) = room else {
            let people = game_match.setup.players == [PlayerKind::Human; 2];
            return Allowed {
                undo: game_match.has_own_move(),
                resign: game_match.resigner(),
                draw: (draws && people)
                    .then(|| game_match.awaits_human() && game_match.seat_awaited().is_some()),
                // An online game whose room is gone: only once it is over.
                analyse: played && (!game_match.is_online() || game_match.result_line().is_some()),
                shown: Shown::default(),
            };
        };
        let over = game_match.result_line().is_some()
            || room
                .state
                .as_ref()
                .is_some_and(|state| state.result().is_some());
        let (Some(state), Some(seat)) = (&room.state, room.seat) else {
            return Allowed {
                analyse: played && over,
                ..Allowed::default()
            };
        };
        let goes_on = !over;
        let seated = state.is_seated(0) && state.is_seated(1);
        let turn_begun = game_match.game.actions_in_progress() > 0;
        // The server takes back the last move: it must be this seat's.
        let last_move_mine =
            game_match.game.turn_count() > 0 && game_match.game.seat_to_move() != seat;
        Allowed {
            undo: goes_on
                && (turn_begun || seated && last_move_mine && state.undo_request().is_none()),
            resign: game_match.resigner().filter(|_| goes_on),
            draw: draws.then_some(goes_on && seated && state.draw_offer().is_none()),
            analyse: played && over,
            shown: Shown::default(),
        }
    }
}
