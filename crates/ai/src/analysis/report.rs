//! What an analysis finds: a judgement per position, a line per move with its mark, the
//! marks counted per player and where the side behind at the end lost the game; as plain data
//! for an interface, in words, and as JSON for tools.
//!
//! Moves are numbered as the records number their lines, from 1, and named by the game's word
//! for a line ([`GameId::move_word`]): "turn 22" in Medusa and Lotus, "move 14" in Medea and
//! Pillars of Medusa. Position `n` is the one after move `n`, so that the replay view's
//! "turn 8 of 11", the graph's point 8 and "Turn 8: White played 27" are the same place.

use serde::Serialize;

use medusa_rules::GameId;

use super::{BLUNDER, INACCURACY, LOSS_DROP, LOSSES_LISTED, MISTAKE};

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
    pub(crate) fn game_over(chance: f32, result: String) -> Judgement {
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

impl MoveAnalysis {
    /// The move in words, with its mark and the mover's drop where it cost [`LOSS_DROP`] or
    /// more: "White played 27 (blunder, −35%)", "Black played 42 (−4%)", "Black played 31".
    pub fn in_words(&self) -> String {
        let note = match self.mark {
            Some(mark) => format!(" ({}, {})", mark.name(), percent_drop_sign(self.drop)),
            None if self.drop >= LOSS_DROP => format!(" ({})", percent_drop_sign(self.drop)),
            None => String::new(),
        };
        format!("{} played {}{note}", self.mover, self.played)
    }
}

/// A drop in chance in whole percents.
fn percent_drop(drop: f32) -> u32 {
    (drop * 100.0).round().max(0.0) as u32
}

/// A drop in chance as a signed percentage: "−9%".
fn percent_drop_sign(drop: f32) -> String {
    format!("−{}%", percent_drop(drop))
}

/// One of the moves where a game was lost: its number and the mover's drop.
#[derive(Clone, Copy, PartialEq, Debug, Serialize)]
pub struct Loss {
    pub number: usize,
    pub drop: f32,
}

/// Where the side behind at the end lost the game: its own moves that cost it most, even when
/// none of them is marked (a chance that fell a little at a time).
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct WhereLost {
    /// The side behind at the end: its chance in the last position judged is below one half.
    pub player: &'static str,
    pub seat: usize,
    /// Its chance at the start and in the last position judged.
    pub from: f32,
    pub to: f32,
    /// Its moves that dropped its chance by [`LOSS_DROP`] or more, the largest drop first
    /// (the earlier of two alike), at most [`LOSSES_LISTED`].
    pub losses: Vec<Loss>,
}

/// The marks of one player.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct MarkCount {
    pub player: &'static str,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
}

/// Where the side behind in the last position judged lost the game: its own moves with the
/// largest drops in its chance.
fn where_lost(
    chances: &[f32],
    moves: &[MoveAnalysis],
    sides: [&'static str; 2],
    first: usize,
) -> Option<WhereLost> {
    let (&start, &end) = (chances.first()?, chances.last()?);
    let seat = if end < 0.5 {
        first
    } else if end > 0.5 {
        1 - first
    } else {
        return None;
    };
    let mine = |chance: f32| if seat == first { chance } else { 1.0 - chance };
    let mut losses: Vec<Loss> = moves
        .iter()
        .filter(|m| m.seat == seat && m.drop >= LOSS_DROP)
        .map(|m| Loss {
            number: m.number,
            drop: m.drop,
        })
        .collect();
    losses.sort_by(|a, b| b.drop.total_cmp(&a.drop).then(a.number.cmp(&b.number)));
    losses.truncate(LOSSES_LISTED);
    Some(WhereLost {
        player: sides.get(seat).copied().unwrap_or("?"),
        seat,
        from: mine(start),
        to: mine(end),
        losses,
    })
}

/// An analysis so far, or complete.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Report {
    /// The game's id (`medea`).
    pub game: &'static str,
    /// What the game calls a line of its records (`turn`, `move`): its moves are numbered
    /// as `turn 22`, `move 14`.
    pub move_word: &'static str,
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
    /// Where the side behind at the end lost the game; none where neither is behind (a draw,
    /// even chances).
    pub where_lost: Option<WhereLost>,
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
        let chances: Vec<f32> = judged.iter().map(|j| j.chance).collect();
        let where_lost = where_lost(&chances, &analysed, sides, first);
        Report {
            game: game.id,
            move_word: game.move_word,
            engine: engine.to_string(),
            first_player: sides.get(first).copied().unwrap_or("?"),
            complete: judged.len() > moves.len(),
            chances,
            positions: judged.to_vec(),
            moves: analysed,
            counts,
            where_lost,
        }
    }

    /// How move `number` is named: "Turn 22", "Move 14".
    pub fn move_name(&self, number: usize) -> String {
        let mut word = self.move_word.chars();
        let capital: String = word
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        format!("{capital}{} {number}", word.as_str())
    }

    /// The move that led to position `at`, in words: "Turn 8: White played 27 (mistake,
    /// −22%)."; none at the start, or where that move is not judged yet.
    pub fn move_into(&self, at: usize) -> Option<String> {
        let analysed = self.move_numbered(at)?;
        Some(format!("{}: {}.", self.move_name(at), analysed.in_words()))
    }

    /// The move played from position `at` beside the engine's choice there: "Turn 9: the
    /// computer's choice is 31; Black played 42 (blunder, −35%)."; none at the end.
    pub fn move_from(&self, at: usize) -> Option<String> {
        let number = at + 1;
        let analysed = self.move_numbered(number)?;
        let choice = analysed
            .best
            .as_deref()
            .map(|best| format!("the computer's choice is {best}; "))
            .unwrap_or_default();
        Some(format!(
            "{}: {choice}{}.",
            self.move_name(number),
            analysed.in_words()
        ))
    }

    /// Where the game was lost, in a sentence: "Where Black lost it: turns 14 (−9%), 22 (−7%),
    /// 9 (−6%)."; where no move of the side behind cost it [`LOSS_DROP`], that its chance fell
    /// a little at a time. None where neither side is behind.
    pub fn where_lost_line(&self) -> Option<String> {
        let lost = self.where_lost.as_ref()?;
        let percent = |chance: f32| format!("{:.0}%", chance * 100.0);
        if lost.losses.is_empty() {
            return Some(format!(
                "{player}'s chance went from {} to {} a little at a time: no {} of {player}'s \
                 cost {:.0}% or more.",
                percent(lost.from),
                percent(lost.to),
                self.move_word,
                LOSS_DROP * 100.0,
                player = lost.player,
            ));
        }
        let listed: Vec<String> = lost
            .losses
            .iter()
            .map(|loss| format!("{} ({})", loss.number, percent_drop_sign(loss.drop)))
            .collect();
        let plural = if listed.len() == 1 { "" } else { "s" };
        Some(format!(
            "Where {} lost it: {}{plural} {}.",
            lost.player,
            self.move_word,
            listed.join(", ")
        ))
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

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::medea::MEDEA;

    /// A position judged `chance` for White, the first player, with no best move.
    fn judged(chance: f32) -> Judgement {
        Judgement {
            chance,
            best: None,
            game_over: false,
            verdict: String::new(),
            work: 0,
        }
    }

    /// The report of a game of Medea whose White (moving first) has these chances, White's
    /// and Black's moves alternating.
    fn report_of(chances: &[f32]) -> Report {
        let moves: Vec<(usize, String)> = (0..chances.len() - 1)
            .map(|index| (index % 2, format!("m{}", index + 1)))
            .collect();
        let judgements: Vec<Judgement> = chances.iter().map(|&c| judged(c)).collect();
        Report::new(MEDEA, "test", ["White", "Black"], 0, &moves, &judgements)
    }

    #[test]
    fn where_a_game_was_lost_is_the_losers_largest_drops() {
        // White's own moves (1, 3, 5, 7, 9) drop 2%, 5%, 8%, 4% and 6%; Black's moves lower
        // White's chance too (3% at move 2), but those are not White's drops.
        let report = report_of(&[0.60, 0.58, 0.55, 0.50, 0.50, 0.42, 0.42, 0.38, 0.38, 0.32]);
        let lost = report.where_lost.as_ref().unwrap();
        assert_eq!((lost.player, lost.seat), ("White", 0));
        let listed: Vec<usize> = lost.losses.iter().map(|loss| loss.number).collect();
        assert_eq!(listed, [5, 9, 3], "the three largest, biggest first");
        assert_eq!(
            report.where_lost_line().as_deref(),
            Some("Where White lost it: moves 5 (−8%), 9 (−6%), 3 (−5%).")
        );
        assert!(report.moves.iter().all(|m| m.mark.is_none()));
    }

    #[test]
    fn a_game_lost_without_a_costly_move_or_not_lost_says_so() {
        // Black's chance creeps from 50% to 58%: White is behind, by 2% a move at most.
        let report = report_of(&[0.50, 0.48, 0.48, 0.46, 0.46, 0.44, 0.44, 0.42]);
        assert_eq!(report.where_lost.as_ref().unwrap().losses, []);
        assert_eq!(
            report.where_lost_line().as_deref(),
            Some(
                "White's chance went from 50% to 42% a little at a time: no move of White's \
                 cost 3% or more."
            )
        );
        // Black behind, by one costly move: one listed.
        let report = report_of(&[0.50, 0.50, 0.62, 0.62]);
        assert_eq!(
            report.where_lost_line().as_deref(),
            Some("Where Black lost it: move 2 (−12%).")
        );
        // Even at the end: nobody is behind.
        let report = report_of(&[0.50, 0.40, 0.50]);
        assert_eq!(report.where_lost, None);
        assert_eq!(report.where_lost_line(), None);
    }

    #[test]
    fn moves_are_named_by_the_games_word_and_their_line_in_the_record() {
        let report = report_of(&[0.50, 0.35, 0.40]);
        assert_eq!(report.move_name(2), "Move 2");
        assert_eq!(report.move_into(0), None);
        assert_eq!(
            report.move_into(1).as_deref(),
            Some("Move 1: White played m1 (inaccuracy, −15%).")
        );
        assert_eq!(
            report.move_from(1).as_deref(),
            Some("Move 2: Black played m2 (−5%).")
        );
        assert_eq!(report.move_from(2), None);
    }
}
