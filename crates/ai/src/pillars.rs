//! Pillars of Medusa's computer player: the position the alpha-beta search walks (with the
//! hashes of the positions played, for the repetition rule), its evaluation (material for
//! the ten kinds, piece placement, mobility, King safety and the gaze) and its move ordering.

use crate::Level;
use crate::alphabeta::{
    AlphaBetaGame, Ended, MatchGame, Outcome, Played, SearchGame, Settings, StandPat, repetitions,
};
use medusa_rules::pillars::{
    Bitboard, Colour, Game, Move, MoveKind, Piece, Position, QUIET_PLY_LIMIT, Role, Square, Undo,
    last_rank,
};
use medusa_rules::pillars::{Effect, EndReason};
use medusa_rules::{DynGame, GameRules};

/// The worth of each kind, in hundredths of a Sword, in the order of [`Role::ALL`]. The
/// compounds are worth about the sum of their parts on this big board (the Serpent is a
/// Queen plus a Horse); the Medusa is a short Queen whose gaze freezes pieces and mates a
/// lone King, so she is valued like a Queen. The King is not counted.
pub const VALUES: [i32; 10] = [100, 520, 290, 340, 700, 980, 0, 1250, 820, 950];

/// What the Morph's power to change form is worth on top of its present kind.
const MORPH_POWER: i32 = 60;

/// A frozen piece keeps this many tenths of its worth: it neither moves nor defends, but it
/// still blocks and may be freed.
const FROZEN_TENTHS: i32 = 6;

/// A square a piece attacks (not held by its own side), by kind: mobility. Only the short
/// movers count it (Horse leaps, the Medusa's three squares): working out the long lines of
/// every slider at every leaf halved the search's speed, and the centre table stands in.
const MOBILITY: [i32; 10] = [0, 0, 4, 0, 0, 0, 0, 0, 0, 4];

/// The centre table's weight by kind, in quarters (the long-range pieces care less).
const CENTRE_QUARTERS: [i32; 10] = [0, 1, 4, 3, 4, 2, 0, 2, 2, 4];

/// A Sword's bonus by the ranks it has advanced from its own back rank (promotion is worth
/// a Medusa, so the last steps count a lot).
const SWORD_ADVANCE: [i32; 11] = [0, 0, 4, 8, 12, 18, 26, 38, 60, 110, 0];

/// Centralisation for the short-range pieces, by Chebyshev distance from the centre (f6).
const CENTRE: [i32; 6] = [24, 18, 12, 6, 0, -8];

/// The centre of the board, f6.
const CENTRE_SQUARE: Square = match Square::at(5, 5) {
    Some(square) => square,
    None => panic!("f6 is on the board"),
};

/// An enemy Medusa this close to the King (King steps): danger.
const MEDUSA_NEAR_KING: [i32; 4] = [0, 120, 70, 30];

/// An own piece next to the King: shelter.
const SHELTER: i32 = 8;

/// A King turned to stone (next to an enemy Medusa): it is in check and cannot move.
const KING_FROZEN: i32 = 150;

/// The bonus of the side to move.
const TEMPO: i32 = 12;

/// The worth of `piece`, with the Morph's power.
pub fn value(piece: Piece) -> i32 {
    VALUES[piece.role.index()] + if piece.morph { MORPH_POWER } else { 0 }
}

/// A position with the hashes of the positions played, as the search walks it.
#[derive(Clone, Debug)]
pub struct PillarsSearch {
    position: Position,
    /// The hashes of the positions played, the position now last.
    hashes: Vec<u64>,
}

impl PillarsSearch {
    /// The search's view of a position with no history.
    pub fn from_position(position: Position) -> PillarsSearch {
        PillarsSearch {
            hashes: vec![position.hash()],
            position,
        }
    }

    /// The search's view of a game: its position and the positions played before it.
    pub fn from_game(game: &Game) -> PillarsSearch {
        PillarsSearch::from_position(game.start().clone()).replayed(game.moves())
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// How many times the position now has stood on the board since the last capture or
    /// Sword move.
    fn repetitions(&self) -> usize {
        let window = (self.position.halfmoves() as usize + 1).min(self.hashes.len());
        repetitions(&self.hashes[self.hashes.len() - window..])
    }

    fn drawn_by_rule(&self) -> bool {
        self.position.is_bare_kings()
            || self.repetitions() >= 3
            || self.position.halfmoves() >= QUIET_PLY_LIMIT
    }
}

/// Pillars of Medusa's computer player in the AI registry: the alpha-beta search over
/// [`PillarsSearch`].
pub struct PillarsAi;

impl AlphaBetaGame for PillarsAi {
    type Search = PillarsSearch;

    fn read(game: &dyn DynGame) -> Option<Played<PillarsSearch>> {
        let game = game.as_any().downcast_ref::<Game>()?;
        Some(Played {
            start: PillarsSearch::from_position(game.start().clone()),
            moves: game.moves(),
            ended: game.outcome().map(|outcome| Ended {
                winner: outcome.winner.map(|colour| colour.index()),
                summary: outcome.to_string(),
            }),
        })
    }
    fn set_up(position: &str) -> Result<Box<dyn DynGame>, String> {
        Ok(Box::new(
            Game::from_fen(position).map_err(|e| e.to_string())?,
        ))
    }

    /// `mate`, `freezing` (the solver's Medusa turns an enemy piece to stone),
    /// `morph-capture` (the Morph captures, or takes a new form), `capture`, `promotion`: of
    /// the solver's moves.
    fn themes(game: &dyn DynGame, line: &[String]) -> Vec<&'static str> {
        let Some(game) = game.as_any().downcast_ref::<Game>() else {
            return Vec::new();
        };
        let mut game = game.clone();
        let solver = game.to_move();
        let mut found = Vec::new();
        for (index, token) in line.iter().enumerate() {
            let Ok(mv) = GameRules::parse_move(&game, token) else {
                break;
            };
            let Ok(effects) = GameRules::play(&mut game, &mv) else {
                break;
            };
            if index % 2 == 1 {
                continue;
            }
            let by_morph = effects
                .iter()
                .any(|e| matches!(e, Effect::Moved { piece, .. } if piece.morph));
            let mut themes = Vec::new();
            for effect in &effects {
                match effect {
                    Effect::GameEnded(outcome)
                        if outcome.winner == Some(solver)
                            && outcome.reason == EndReason::Checkmate =>
                    {
                        themes.push("mate")
                    }
                    Effect::Frozen { squares }
                        if squares.iter().any(|&square| {
                            game.position()
                                .piece_at(square)
                                .is_some_and(|piece| piece.colour != solver)
                        }) =>
                    {
                        themes.push("freezing")
                    }
                    Effect::Morphed { .. } => themes.push("morph-capture"),
                    Effect::Captured { .. } if by_morph => themes.push("morph-capture"),
                    Effect::Captured { .. } => themes.push("capture"),
                    Effect::Promoted { .. } => themes.push("promotion"),
                    _ => {}
                }
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

impl SearchGame for PillarsSearch {
    type Move = Move;
    type Undo = Undo;

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.position.legal_moves_into(moves);
    }

    fn noisy_moves(&self, moves: &mut Vec<Move>) -> StandPat {
        if self.position.is_check() {
            self.position.legal_moves_into(moves);
            return StandPat::Forbidden;
        }
        let first = moves.len();
        self.position.captures_into(moves);
        let mut keep = first;
        for i in first..moves.len() {
            let mv = moves[i];
            if self.position.captured_by(mv).is_some() || promotes(&self.position, mv) {
                moves[keep] = mv;
                keep += 1;
            }
        }
        moves.truncate(keep);
        StandPat::Allowed
    }

    fn make(&mut self, mv: Move) -> Undo {
        let undo = self.position.play_unchecked(mv);
        self.hashes.push(self.position.hash());
        undo
    }

    fn unmake(&mut self, mv: Move, undo: Undo) {
        self.position.undo(mv, undo);
        self.hashes.pop();
    }

    fn hash(&self) -> u64 {
        self.position.hash()
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.drawn_by_rule() {
            return None;
        }
        // Mate and stalemate come first.
        Some(if self.position.has_legal_move() {
            Outcome::Draw
        } else {
            self.outcome_without_moves()
        })
    }

    fn outcome_without_moves(&self) -> Outcome {
        if self.position.is_check() {
            Outcome::Loss
        } else {
            Outcome::Draw
        }
    }

    fn evaluate(&self) -> i32 {
        evaluate(&self.position)
    }

    fn order_score(&self, mv: Move) -> i32 {
        let gain = gain(&self.position, mv);
        if gain > 0 {
            let mover = self.position.piece_at(mv.from).map_or(0, value);
            gain + 50 - mover / 20
        } else if matches!(mv.kind, MoveKind::Castle(_)) {
            -2
        } else {
            0
        }
    }

    fn gain(&self, mv: Move) -> i32 {
        gain(&self.position, mv)
    }

    /// The usual depths, with smaller node caps: a node here (60 to 90 moves on 121
    /// squares, the gaze worked out for each) costs about three times the usual, and the caps
    /// keep each level's time per move. Casual and Strong add a little noise (a tenth of a
    /// Sword or so), so that they do not play the same game every time.
    ///
    /// | level | depth | nodes | noise |
    /// |---|---|---|---|
    /// | Beginner | 1 | | ±60 |
    /// | Casual | 3 | 16,000 | ±15 |
    /// | Strong | 12 | 80,000 | ±10 |
    /// | Master | to the time (2 s) | | none |
    fn level_settings(level: Level, seed: u64) -> Settings {
        let mut settings = Settings::level(level, seed);
        let (nodes, noise) = match level {
            Level::Beginner => (None, settings.noise),
            Level::Casual => (Some(16_000), 15),
            Level::Strong => (Some(80_000), 10),
            Level::Master => (None, 0),
        };
        settings.budget.nodes = nodes;
        settings.noise = noise;
        settings
    }
}

impl MatchGame for PillarsSearch {
    fn start() -> PillarsSearch {
        PillarsSearch::from_position(Position::start())
    }

    fn white_to_move(&self) -> bool {
        self.position.to_move() == Colour::White
    }

    fn notation(&self, mv: Move) -> String {
        self.position.notation(mv)
    }

    fn end_reason(&self) -> Option<&'static str> {
        let position = &self.position;
        if !position.has_legal_move() {
            Some(if position.is_check() {
                "checkmate"
            } else {
                "stalemate"
            })
        } else if position.is_bare_kings() {
            Some("bare-kings")
        } else if self.repetitions() >= 3 {
            Some("repetition")
        } else if position.halfmoves() >= QUIET_PLY_LIMIT {
            Some("fifty-moves")
        } else {
            None
        }
    }
}

/// Whether `mv` takes a Sword (a Sword-Morph too) to its last rank.
fn promotes(position: &Position, mv: Move) -> bool {
    position.piece_at(mv.from).is_some_and(|p| {
        p.role == Role::Sword
            && mv.transformation().is_none()
            && mv.to.rank() == last_rank(p.colour)
    })
}

/// What `mv` wins at once: the piece it captures, a promotion to a Medusa, and what a
/// Morph's new form is worth over its old one.
pub fn gain(position: &Position, mv: Move) -> i32 {
    let mut gain = position.captured_by(mv).map_or(0, value);
    let Some(piece) = position.piece_at(mv.from) else {
        return gain;
    };
    let mut form = piece.role;
    if let (Some(role), Some(captured)) = (mv.transformation(), position.captured_by(mv)) {
        let new = Piece {
            colour: piece.colour,
            role,
            morph: !captured.morph,
        };
        gain += value(new) - value(piece);
        form = role;
    }
    if form == Role::Sword && mv.to.rank() == last_rank(piece.colour) {
        gain += VALUES[Role::Medusa.index()] - VALUES[Role::Sword.index()];
    }
    gain
}

/// The static evaluation, from the side to move's point of view.
pub fn evaluate(position: &Position) -> i32 {
    let us = position.to_move();
    side_score(position, us) - side_score(position, us.opponent()) + TEMPO
}

/// King steps between two squares.
fn distance(a: Square, b: Square) -> i32 {
    let files = (a.file() as i32 - b.file() as i32).abs();
    let ranks = (a.rank() as i32 - b.rank() as i32).abs();
    files.max(ranks)
}

/// What `colour` has: material (frozen pieces discounted), placement, mobility, and the
/// safety of its King.
fn side_score(position: &Position, colour: Colour) -> i32 {
    let board = position.board();
    let own = board.by_colour(colour);
    let frozen = position.frozen();
    let mut score = 0;
    for square in own {
        let Some(piece) = board.piece_at(square) else {
            continue;
        };
        if piece.role == Role::King {
            continue;
        }
        let mut worth = value(piece);
        if frozen.contains(square) {
            worth = worth * FROZEN_TENTHS / 10;
        } else if MOBILITY[piece.role.index()] > 0 {
            let reach = (position.attacks_from(square) & !own).count() as i32;
            worth += reach * MOBILITY[piece.role.index()];
        }
        worth += match piece.role {
            Role::Sword => {
                let advanced = match colour {
                    Colour::White => square.rank(),
                    Colour::Black => 10 - square.rank(),
                };
                SWORD_ADVANCE[advanced as usize]
            }
            role => {
                CENTRE[distance(square, CENTRE_SQUARE).min(5) as usize]
                    * CENTRE_QUARTERS[role.index()]
                    / 4
            }
        };
        score += worth;
    }
    score + king_safety(position, colour)
}

/// The King's shelter, and the danger of enemy Medusas near it.
fn king_safety(position: &Position, colour: Colour) -> i32 {
    let Some(king) = position.king(colour) else {
        return 0;
    };
    let board = position.board();
    let around: Bitboard = position.attacks_from(king);
    let mut score = (around & board.by_colour(colour)).count() as i32 * SHELTER;
    for medusa in board.pieces(colour.opponent(), Role::Medusa) {
        let d = distance(king, medusa) as usize;
        if d < MEDUSA_NEAR_KING.len() {
            score -= MEDUSA_NEAR_KING[d];
        }
    }
    if position.is_frozen(king) {
        score -= KING_FROZEN;
    }
    score
}
