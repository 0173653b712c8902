//! What an analysis finds: a judgement per position, a line per move with its mark, and the
//! marks counted per player; as plain data for an interface and as JSON for tools.

use serde::Serialize;

use crate::games::GameId;

use super::{BLUNDER, INACCURACY, MISTAKE};

/// How bad a move was, by the mover's drop in chance.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    /// A drop of at least [`INACCURACY`].
    Inaccuracy,
    /// A drop of at least [`MISTAKE`].
    Mistake,
    /// A drop of at least [`BLUNDER`].
    Blunder,
}

impl Mark {
    /// The mark of a drop in the mover's chance, or `None` below [`INACCURACY`].
    pub fn of_drop(drop: f32) -> Option<Mark> {
        if drop >= BLUNDER {
            Some(Mark::Blunder)
        } else if drop >= MISTAKE {
            Some(Mark::Mistake)
        } else if drop >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// `inaccuracy`, `mistake`, `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// The engine's judgement of one position.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Judgement {
    /// The first player's chance to win, from 0 to 1.
    pub chance: f32,
    /// The engine's best move for the side to move, as the records write it; `None` when the
    /// game is over.
    pub best: Option<String>,
    /// Whether the game is over in this position (by the rules, a resignation, an agreed draw
    /// or the count after the final passes): no search judged it, its chance is the result
    /// itself and its verdict says the result.
    pub game_over: bool,
    /// What the engine said, in its own terms: `+0.35 for White`, `White wins in 3`,
    /// `Black 62%`; where the game is over, the result (`White wins: Black resigned`).
    pub verdict: String,
    /// The search's work: playouts or nodes.
    pub work: u64,
}

impl Judgement {
    /// The judgement of a position where the game is over: `chance` is the result for the
    /// first player (1 for a win, 0 for a loss, one half for a draw), `result` says it in
    /// words.
    pub(super) fn game_over(chance: f32, result: String) -> Judgement {
        Judgement {
            chance,
            best: None,
            game_over: true,
            verdict: result,
            work: 0,
        }
    }
}

/// One move of the game, judged.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct MoveAnalysis {
    /// The move's number in the game, from 1 (turns in Medusa and Lotus, plies in Medea and
    /// Pillars of Medusa); the position before it is `number - 1` and after it `number`.
    pub number: usize,
    /// The mover's seat (0 or 1) and name.
    pub seat: usize,
    pub mover: &'static str,
    /// The move as the records write it.
    #[serde(rename = "move")]
    pub played: String,
    /// The first player's chance before and after the move.
    pub before: f32,
    pub after: f32,
    /// The engine's best move in the position before.
    pub best: Option<String>,
    /// The mover's own chance before less after (0 when the move gained).
    pub drop: f32,
    /// The mark of the drop.
    pub mark: Option<Mark>,
}

/// The marks of one player.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct MarkCount {
    pub player: &'static str,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

/// An analysis so far, or complete.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Report {
    /// The game's id (`medea`).
    pub game: &'static str,
    /// The engine's spec.
    pub engine: String,
    /// The player whose chances these are: the first to move.
    pub first_player: &'static str,
    /// Whether every position is judged.
    pub complete: bool,
    /// The first player's chance in each position judged, from the start: the graph's
    /// points (position `i` is after move `i`).
    pub chances: Vec<f32>,
    /// Each position judged, from the start.
    pub positions: Vec<Judgement>,
    /// Each move whose positions before and after are judged.
    pub moves: Vec<MoveAnalysis>,
    /// The marks per player, by seat.
    pub counts: [MarkCount; 2],
}

impl Report {
    pub(super) fn new(
        game: GameId,
        engine: &str,
        sides: [&'static str; 2],
        first: usize,
        moves: &[(usize, String)],
        judged: &[Judgement],
    ) -> Report {
        let mut counts = sides.map(|player| MarkCount {
            player,
            ..MarkCount::default()
        });
        let mut analysed = Vec::new();
        for (index, ((seat, played), pair)) in moves.iter().zip(judged.windows(2)).enumerate() {
            let (before, after) = (pair[0].chance, pair[1].chance);
            let mine = |chance: f32| if *seat == first { chance } else { 1.0 - chance };
            let drop = (mine(before) - mine(after)).max(0.0);
            let mark = Mark::of_drop(drop);
            if let (Some(mark), Some(count)) = (mark, counts.get_mut(*seat)) {
                match mark {
                    Mark::Inaccuracy => count.inaccuracies += 1,
                    Mark::Mistake => count.mistakes += 1,
                    Mark::Blunder => count.blunders += 1,
                }
            }
            analysed.push(MoveAnalysis {
                number: index + 1,
                seat: *seat,
                mover: sides.get(*seat).copied().unwrap_or("?"),
                played: played.clone(),
                before,
                after,
                best: pair[0].best.clone(),
                drop,
                mark,
            });
        }
        Report {
            game: game.id,
            engine: engine.to_string(),
            first_player: sides.get(first).copied().unwrap_or("?"),
            complete: judged.len() > moves.len(),
            chances: judged.iter().map(|j| j.chance).collect(),
            positions: judged.to_vec(),
            moves: analysed,
            counts,
        }
    }

    /// The moves with a mark, biggest drop first: the way straight to the turning points.
    pub fn turning_points(&self) -> Vec<&MoveAnalysis> {
        let mut marked: Vec<&MoveAnalysis> =
            self.moves.iter().filter(|m| m.mark.is_some()).collect();
        marked.sort_by(|a, b| b.drop.total_cmp(&a.drop).then(a.number.cmp(&b.number)));
        marked
    }

    /// Move `number` (from 1: the move played from position `number - 1`), if it is judged.
    pub fn move_numbered(&self, number: usize) -> Option<&MoveAnalysis> {
        self.moves.iter().find(|m| m.number == number)
    }

    /// The moves marked `mark`, in the order played: their numbers and notation.
    pub fn marked(&self, mark: Mark) -> Vec<(usize, &str)> {
        self.moves
            .iter()
            .filter(|m| m.mark == Some(mark))
            .map(|m| (m.number, m.played.as_str()))
            .collect()
    }

    /// The report as one JSON object.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}
