//! Medea's computer player: the position the alpha-beta search walks (with the keys of the
//! positions played, for the repetition rule), its evaluation (material, advancement,
//! mobility, the chakras' threats and promotion routes) and its move ordering.

use crate::alphabeta::{
    AlphaBetaGame, Ended, MatchGame, Outcome, Played, SearchGame, StandPat, repetitions,
};
use medusa_rules::medea::Effect;
use medusa_rules::medea::{
    Colour, Direction, Game, Move, MoveKind, NO_PROGRESS_LIMIT, Position, Square, SquareSet,
    man_steps, promotion_rank,
};
use medusa_rules::{DynGame, GameRules};

/// A man, in evaluation units.
pub const MAN: i32 = 100;
/// A king: it moves like a queen and captures by long leaps, worth several men.
pub const KING: i32 = 350;

/// A man's bonus by the ranks it has advanced (0 on its own back rank, 6 one step from
/// promotion).
const ADVANCE: [i32; 8] = [0, 1, 3, 6, 10, 16, 28, 0];
/// A man step available, for mobility.
const STEP: i32 = 2;
/// A square a king can move to.
const KING_REACH: i32 = 1;
/// A replacement capture ready: a vacant own chakra one of the side's pieces can move onto,
/// an enemy piece on the other chakra.
const REPLACEMENT_THREAT: i32 = 60;
/// An instant promotion ready: a vacant own chakra one of the side's men can step onto, the
/// other chakra on the opponent's back rank and not held by the side.
const PROMOTION_ROUTE: i32 = 140;
/// An own chakra on the opponent's back rank, or one rank before it.
const CHAKRA_ON_BACK_RANK: i32 = 20;
const CHAKRA_NEAR_BACK_RANK: i32 = 8;

/// A position with its history of keys since the last capture, as the search walks it.
#[derive(Clone, Debug)]
pub struct MedeaSearch {
    position: Position,
    /// The keys of the positions played, the position now last.
    keys: Vec<u64>,
    /// Where in `keys` the positions since the last capture begin (those before it cannot
    /// come back).
    since: usize,
}

impl MedeaSearch {
    /// The search's view of a position with no history.
    pub fn from_position(position: Position) -> MedeaSearch {
        MedeaSearch {
            position,
            keys: vec![position.key()],
            since: 0,
        }
    }

    /// The search's view of a game: its position and the positions since the last capture.
    pub fn from_game(game: &Game) -> MedeaSearch {
        MedeaSearch::from_position(*game.start()).replayed(game.moves())
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How many times the position now has stood on the board since the last capture.
    fn repetitions(&self) -> usize {
        repetitions(&self.keys[self.since.min(self.keys.len())..])
    }
}

/// Medea's computer player in the AI registry: the alpha-beta search over [`MedeaSearch`].
pub struct MedeaAi;

impl AlphaBetaGame for MedeaAi {
    type Search = MedeaSearch;

    fn read(game: &dyn DynGame) -> Option<Played<MedeaSearch>> {
        let game = game.as_any().downcast_ref::<Game>()?;
        Some(Played {
            start: MedeaSearch::from_position(*game.start()),
            moves: game.moves(),
            ended: game.outcome().map(|outcome| Ended {
                winner: outcome.result.winner().map(|colour| colour.index()),
                summary: outcome.to_string(),
            }),
        })
    }
    fn set_up(position: &str) -> Result<Box<dyn DynGame>, String> {
        let position = Position::from_fen(position).map_err(|e| e.to_string())?;
        Ok(Box::new(Game::from_position(position)))
    }

    /// `transmission` (a move transmitted, or a capture by replacement), `long-capture` (three
    /// pieces or more in one move), `turkish-strike` (a capture cut short because the pieces
    /// it took stay on the board until it ends), `capture`, `crowning`: of the solver's moves.
    fn themes(game: &dyn DynGame, line: &[String]) -> Vec<&'static str> {
        let Some(game) = game.as_any().downcast_ref::<Game>() else {
            return Vec::new();
        };
        let mut game = game.clone();
        let mut found = Vec::new();
        for (index, token) in line.iter().enumerate() {
            let before = *game.position();
            let Ok(mv) = GameRules::parse_move(&game, token) else {
                break;
            };
            let Ok(effects) = GameRules::play(&mut game, &mv) else {
                break;
            };
            if index % 2 == 1 {
                continue;
            }
            let mut themes = Vec::new();
            for effect in &effects {
                match effect {
                    Effect::Transmitted { .. } | Effect::CapturedByReplacement { .. } => {
                        themes.push("transmission")
                    }
                    Effect::Removed { pieces } if pieces.len() >= 3 => themes.push("long-capture"),
                    Effect::Removed { .. } => themes.push("capture"),
                    Effect::Crowned { .. } => themes.push("crowning"),
                    _ => {}
                }
            }
            if let medusa_rules::history::Turn::Move(mv) = mv
                && mv.kind() == MoveKind::Jump
                && cut_short_by_turkish_strike(&before, &mv)
            {
                themes.push("turkish-strike");
            }
            for theme in themes {
                if !found.contains(&theme) {
                    found.push(theme);
                }
            }
        }
        found
    }
}

/// Whether the capture `mv` in `position` would have gone on had the pieces it took been
/// lifted as they were jumped: its piece, on the square it ends on with them gone, has
/// another capture.
fn cut_short_by_turkish_strike(position: &Position, mv: &Move) -> bool {
    let from = mv.from();
    let Some(&end) = position.path(mv).last() else {
        return false;
    };
    let Some(mover) = position.piece_at(from) else {
        return false;
    };
    let taken: Vec<Square> = mv.captured().iter().collect();
    let pieces = position
        .pieces()
        .filter(|(square, _)| *square != from && !taken.contains(square))
        .chain(std::iter::once((end, mover)));
    let chakras = |colour: Colour| {
        let mut squares = position
            .chakra_squares()
            .iter()
            .filter(|&square| position.chakra_owner(square) == Some(colour));
        match (squares.next(), squares.next()) {
            (Some(a), Some(b)) => Some([a, b]),
            _ => None,
        }
    };
    let (Some(white), Some(black)) = (chakras(Colour::White), chakras(Colour::Black)) else {
        return false;
    };
    let Ok(lifted) = Position::new(pieces, white, black, mover.colour, 0) else {
        return false;
    };
    let mut captures = Vec::new();
    lifted.append_captures(&mut captures);
    captures.iter().any(|capture| capture.from() == end)
}

impl SearchGame for MedeaSearch {
    type Move = Move;
    /// The position before the move (copy-make: it is small) and where the positions since
    /// the last capture began.
    type Undo = (Position, usize);

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.position.append_legal_moves(moves);
    }

    fn noisy_moves(&self, moves: &mut Vec<Move>) -> StandPat {
        if self.position.append_captures(moves) {
            return StandPat::Forbidden;
        }
        // Quiet, but a man about to be crowned is worth a look. Only a man on the rank before
        // the last, or one that can be transmitted to a chakra on the last rank, can be.
        let position = &self.position;
        let colour = position.to_move();
        let back = promotion_rank(colour);
        let before_back = if back == 0 { 1 } else { back - 1 };
        let near = !(position.men(colour) & rank(before_back)).is_empty();
        let through_chakra = position.chakras(colour).iter().any(|c| c.rank() == back);
        if !near && !through_chakra {
            return StandPat::Allowed;
        }
        let first = moves.len();
        self.position.append_legal_moves(moves);
        let mut keep = first;
        for i in first..moves.len() {
            if crowns(&self.position, &moves[i]) {
                moves[keep] = moves[i];
                keep += 1;
            }
        }
        moves.truncate(keep);
        StandPat::Allowed
    }

    fn make(&mut self, mv: Move) -> Self::Undo {
        let undo = (self.position, self.since);
        self.position.play_unchecked(&mv);
        self.keys.push(self.position.key());
        if mv.is_capture() {
            self.since = self.keys.len() - 1;
        }
        undo
    }

    fn unmake(&mut self, _mv: Move, (before, since): Self::Undo) {
        self.position = before;
        self.since = since;
        self.keys.pop();
    }

    fn hash(&self) -> u64 {
        self.keys
            .last()
            .copied()
            .unwrap_or_else(|| self.position.key())
    }

    fn outcome(&self) -> Option<Outcome> {
        let position = &self.position;
        if position.side(position.to_move()).is_empty() {
            return Some(Outcome::Loss);
        }
        let drawn = self.repetitions() >= 3 || position.no_progress_plies() >= NO_PROGRESS_LIMIT;
        if drawn {
            // The rules look at a blocked side first.
            return Some(if position.has_legal_move() {
                Outcome::Draw
            } else {
                Outcome::Loss
            });
        }
        None
    }

    fn outcome_without_moves(&self) -> Outcome {
        Outcome::Loss
    }

    fn evaluate(&self) -> i32 {
        evaluate(&self.position)
    }

    fn order_score(&self, mv: Move) -> i32 {
        let gain = gain(&self.position, &mv);
        if gain > 0 {
            let mover = if self
                .position
                .kings(self.position.to_move())
                .contains(mv.from())
            {
                KING
            } else {
                MAN
            };
            gain - mover / 10
        } else if mv.kind() == MoveKind::Chakra {
            -5
        } else {
            0
        }
    }

    fn gain(&self, mv: Move) -> i32 {
        gain(&self.position, &mv)
    }
}

impl MatchGame for MedeaSearch {
    fn start() -> MedeaSearch {
        MedeaSearch::from_position(Position::start())
    }

    fn white_to_move(&self) -> bool {
        self.position.to_move() == Colour::White
    }

    fn notation(&self, mv: Move) -> String {
        self.position.notation(&mv).to_string()
    }

    fn end_reason(&self) -> Option<&'static str> {
        let position = &self.position;
        if position.side(position.to_move()).is_empty() {
            Some("no-pieces")
        } else if !position.has_legal_move() {
            Some("no-moves")
        } else if self.repetitions() >= 3 {
            Some("repetition")
        } else if position.no_progress_plies() >= NO_PROGRESS_LIMIT {
            Some("no-progress")
        } else {
            None
        }
    }
}

/// Whether `mv` ends with a man crowned.
fn crowns(position: &Position, mv: &Move) -> bool {
    mv.kind() != MoveKind::Chakra
        && position.men(position.to_move()).contains(mv.from())
        && mv.end().rank() == promotion_rank(position.to_move())
}

/// What `mv` wins at once: the pieces it captures and a crowning.
pub fn gain(position: &Position, mv: &Move) -> i32 {
    let them = position.to_move().opponent();
    let captured = mv.captured();
    let value = (captured & position.men(them)).len() as i32 * MAN
        + (captured & position.kings(them)).len() as i32 * KING;
    value + if crowns(position, mv) { KING - MAN } else { 0 }
}

/// The static evaluation, from the side to move's point of view.
pub fn evaluate(position: &Position) -> i32 {
    let us = position.to_move();
    side_score(position, us) - side_score(position, us.opponent())
}

/// What `colour` has: material, advancement, mobility and chakra play.
fn side_score(position: &Position, colour: Colour) -> i32 {
    let men = position.men(colour);
    let kings = position.kings(colour);
    let occupied = position.occupied();
    let empty = !occupied;
    let mut score = men.len() as i32 * MAN + kings.len() as i32 * KING;
    for (advanced, bonus) in ADVANCE.iter().enumerate().skip(1) {
        let row = match colour {
            Colour::White => advanced as u8,
            Colour::Black => 7 - advanced as u8,
        };
        score += (men & rank(row)).len() as i32 * bonus;
    }
    for direction in man_steps(colour) {
        score += (men.shift(direction) & empty).len() as i32 * STEP;
    }
    for king in kings {
        score += king_reach(king, occupied) * KING_REACH;
    }
    score + chakra_score(position, colour)
}

/// The squares of a rank (0 for rank 1).
fn rank(row: u8) -> SquareSet {
    SquareSet(0xff << (8 * u32::from(row.min(7))))
}

/// The squares a king on `king` can move to.
fn king_reach(king: Square, occupied: SquareSet) -> i32 {
    let mut count = 0;
    for direction in Direction::ALL {
        let mut ray = SquareSet::of(king).shift(direction) - occupied;
        while !ray.is_empty() {
            count += 1;
            ray = ray.shift(direction) - occupied;
        }
    }
    count
}

/// The chakras' worth to `colour`: a replacement capture or an instant promotion ready, and
/// chakras near the opponent's back rank.
fn chakra_score(position: &Position, colour: Colour) -> i32 {
    let [a, b] = position.chakras(colour);
    let own = position.side(colour);
    let enemy = position.side(colour.opponent());
    let occupied = position.occupied();
    let back = promotion_rank(colour);
    let mut score = 0;
    for chakra in [a, b] {
        let distance = (chakra.rank() as i32 - back as i32).abs();
        score += match distance {
            0 => CHAKRA_ON_BACK_RANK,
            1 => CHAKRA_NEAR_BACK_RANK,
            _ => 0,
        };
    }
    for (entry, other) in [(a, b), (b, a)] {
        if occupied.contains(entry) {
            continue;
        }
        if enemy.contains(other) && reaches(position, colour, entry) {
            score += REPLACEMENT_THREAT;
        } else if other.rank() == back
            && !own.contains(other)
            && men_step_onto(position, colour, entry)
        {
            score += PROMOTION_ROUTE;
        }
    }
    score
}

/// Whether one of `colour`'s men can step onto `target`.
fn men_step_onto(position: &Position, colour: Colour, target: Square) -> bool {
    let men = position.men(colour);
    man_steps(colour)
        .into_iter()
        .any(|d| !(men.shift(d) & SquareSet::of(target)).is_empty())
}

/// Whether one of `colour`'s men or kings can move onto the vacant `target` without jumping.
fn reaches(position: &Position, colour: Colour, target: Square) -> bool {
    if men_step_onto(position, colour, target) {
        return true;
    }
    let kings = position.kings(colour);
    if kings.is_empty() {
        return false;
    }
    let occupied = position.occupied();
    Direction::ALL.into_iter().any(|direction| {
        let mut ray = SquareSet::of(target).shift(direction);
        loop {
            if ray.is_empty() {
                return false;
            }
            if !(ray & occupied).is_empty() {
                return !(ray & kings).is_empty();
            }
            ray = ray.shift(direction);
        }
    })
}
