//! An independent, slow move generator for Pillars of Medusa, written differently from the
//! engine's to check it: a plain 11 x 11 array of squares, destinations found by trying every
//! square and walking the line to it, and legality by playing the move on a copy and asking
//! every unfrozen enemy piece whether it reaches the King. No square sets, no pins, no
//! shortcuts.

use medusa::pillars::{CastlingSide, Colour, Move, Piece, Position, Role, Square};

/// A position as a plain array: `cells[file][rank]`.
#[derive(Clone)]
pub struct Reference {
    cells: [[Option<Piece>; 11]; 11],
    to_move: Colour,
    /// `rights[colour][side]`: may still castle.
    rights: [[bool; 2]; 2],
}

fn side_index(side: CastlingSide) -> usize {
    match side {
        CastlingSide::A => 0,
        CastlingSide::K => 1,
    }
}

fn colour_index(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 1,
    }
}

fn square(file: i32, rank: i32) -> Square {
    Square::at(file as u8, rank as u8).expect("on the board")
}

fn forward(colour: Colour) -> i32 {
    if colour == Colour::White { 1 } else { -1 }
}

fn last_rank(colour: Colour) -> i32 {
    if colour == Colour::White { 10 } else { 0 }
}

fn home_rank(colour: Colour) -> i32 {
    if colour == Colour::White { 0 } else { 10 }
}

impl Reference {
    /// The engine's position, read square by square.
    pub fn of(position: &Position) -> Reference {
        let mut cells = [[None; 11]; 11];
        for file in 0..11 {
            for rank in 0..11 {
                cells[file as usize][rank as usize] = position.piece_at(square(file, rank));
            }
        }
        let mut rights = [[false; 2]; 2];
        for colour in [Colour::White, Colour::Black] {
            for side in [CastlingSide::A, CastlingSide::K] {
                rights[colour_index(colour)][side_index(side)] =
                    position.castling().has(colour, side);
            }
        }
        Reference {
            cells,
            to_move: position.to_move(),
            rights,
        }
    }

    fn get(&self, file: i32, rank: i32) -> Option<Piece> {
        if (0..11).contains(&file) && (0..11).contains(&rank) {
            self.cells[file as usize][rank as usize]
        } else {
            None
        }
    }

    fn set(&mut self, file: i32, rank: i32, piece: Option<Piece>) {
        self.cells[file as usize][rank as usize] = piece;
    }

    /// Whether the piece on (file, rank) stands next to an enemy Medusa (Medusas never).
    pub fn frozen(&self, file: i32, rank: i32) -> bool {
        let Some(piece) = self.get(file, rank) else {
            return false;
        };
        if piece.role == Role::Medusa {
            return false;
        }
        for df in -1..=1 {
            for dr in -1..=1 {
                if (df, dr) != (0, 0)
                    && let Some(other) = self.get(file + df, rank + dr)
                    && other.colour != piece.colour
                    && other.role == Role::Medusa
                {
                    return true;
                }
            }
        }
        false
    }

    /// Whether the line from (f, r) to (tf, tr) is straight (orthogonal or diagonal), at most
    /// `limit` squares long, and empty between.
    fn line_open(&self, f: i32, r: i32, tf: i32, tr: i32, orthogonal: bool, limit: i32) -> bool {
        let (df, dr) = (tf - f, tr - r);
        let straight = df == 0 || dr == 0;
        let diagonal = df.abs() == dr.abs();
        if (df, dr) == (0, 0) || (orthogonal && !straight) || (!orthogonal && !diagonal) {
            return false;
        }
        let steps = df.abs().max(dr.abs());
        if steps > limit {
            return false;
        }
        let (sf, sr) = (df.signum(), dr.signum());
        (1..steps).all(|i| self.get(f + i * sf, r + i * sr).is_none())
    }

    /// Whether the piece on (f, r) attacks (tf, tr), frozen or not.
    fn reaches(&self, f: i32, r: i32, tf: i32, tr: i32) -> bool {
        let Some(piece) = self.get(f, r) else {
            return false;
        };
        let (df, dr) = ((tf - f).abs(), (tr - r).abs());
        let knight = (df, dr) == (1, 2) || (df, dr) == (2, 1);
        let rook = self.line_open(f, r, tf, tr, true, 10);
        let bishop = self.line_open(f, r, tf, tr, false, 10);
        match piece.role {
            Role::Sword => tr - r == forward(piece.colour) && df == 1,
            Role::Tower => rook,
            Role::Horse => knight,
            Role::Advisor => bishop,
            Role::MountedAdvisor => bishop || knight,
            Role::Queen => rook || bishop,
            Role::King => df.max(dr) == 1,
            Role::Serpent => rook || bishop || knight,
            Role::Pillar => rook || knight,
            Role::Medusa => {
                self.line_open(f, r, tf, tr, true, 3) || self.line_open(f, r, tf, tr, false, 3)
            }
        }
    }

    /// Whether an unfrozen piece of `by` attacks (tf, tr).
    fn attacked(&self, tf: i32, tr: i32, by: Colour) -> bool {
        (0..11).any(|f| {
            (0..11).any(|r| {
                self.get(f, r).is_some_and(|p| p.colour == by)
                    && !self.frozen(f, r)
                    && self.reaches(f, r, tf, tr)
            })
        })
    }

    fn king_of(&self, colour: Colour) -> (i32, i32) {
        for f in 0..11 {
            for r in 0..11 {
                if self.get(f, r) == Some(Piece::new(colour, Role::King)) {
                    return (f, r);
                }
            }
        }
        panic!("no King")
    }

    fn king_safe(&self, colour: Colour) -> bool {
        let (f, r) = self.king_of(colour);
        !self.attacked(f, r, colour.opponent())
    }

    /// What a moving piece becomes: the Morph's chosen form, then the promotion.
    fn arriving(piece: Piece, captured: Option<Piece>, form: Option<Role>, rank: i32) -> Piece {
        let mut result = piece;
        if let (Some(role), Some(captured)) = (form, captured) {
            result = Piece {
                colour: piece.colour,
                role,
                morph: !captured.morph,
            };
        }
        if result.role == Role::Sword && rank == last_rank(piece.colour) {
            result = Piece::new(piece.colour, Role::Medusa);
        }
        result
    }

    fn played(&self, f: i32, r: i32, tf: i32, tr: i32, form: Option<Role>) -> Reference {
        let mut next = self.clone();
        let piece = self.get(f, r).expect("a piece");
        let captured = self.get(tf, tr);
        next.set(f, r, None);
        next.set(tf, tr, Some(Reference::arriving(piece, captured, form, tr)));
        let us = colour_index(piece.colour);
        if piece.role == Role::King {
            next.rights[us] = [false, false];
        }
        for (cf, cr) in [(f, r), (tf, tr)] {
            for colour in [Colour::White, Colour::Black] {
                if cr == home_rank(colour) && (cf == 0 || cf == 10) {
                    next.rights[colour_index(colour)][if cf == 0 { 0 } else { 1 }] = false;
                }
            }
        }
        next.to_move = self.to_move.opponent();
        next
    }

    /// The legal moves.
    pub fn legal(&self) -> Vec<Move> {
        let us = self.to_move;
        let mut moves = Vec::new();
        for f in 0..11 {
            for r in 0..11 {
                let Some(piece) = self.get(f, r) else {
                    continue;
                };
                if piece.colour != us || self.frozen(f, r) {
                    continue;
                }
                for tf in 0..11 {
                    for tr in 0..11 {
                        let target = self.get(tf, tr);
                        if target.is_some_and(|t| t.colour == us || t.role == Role::King) {
                            continue;
                        }
                        let ok = if piece.role == Role::Sword {
                            let step = tr - r == forward(us) && tf == f && target.is_none();
                            let relative = if us == Colour::White { r } else { 10 - r };
                            let double = tf == f
                                && tr - r == 2 * forward(us)
                                && (relative == 1 || relative == 2)
                                && target.is_none()
                                && self.get(f, r + forward(us)).is_none();
                            let capture = target.is_some() && self.reaches(f, r, tf, tr);
                            step || double || capture
                        } else {
                            self.reaches(f, r, tf, tr)
                        };
                        if !ok {
                            continue;
                        }
                        let mut forms = vec![None];
                        if let (true, Some(t)) = (piece.morph, target) {
                            let kept = Reference::arriving(piece, target, None, tr);
                            let taken = Reference::arriving(piece, target, Some(t.role), tr);
                            if kept != taken {
                                forms.push(Some(t.role));
                            }
                        }
                        for form in forms {
                            if self.played(f, r, tf, tr, form).king_safe(us) {
                                let from = square(f, r);
                                let to = square(tf, tr);
                                moves.push(match form {
                                    None => Move::new(from, to),
                                    Some(role) => Move::transform(from, to, role),
                                });
                            }
                        }
                    }
                }
            }
        }
        for side in [CastlingSide::A, CastlingSide::K] {
            if self.may_castle(side) {
                moves.push(Move::castle(us, side));
            }
        }
        moves
    }

    fn may_castle(&self, side: CastlingSide) -> bool {
        let us = self.to_move;
        let rank = home_rank(us);
        let corner = if side == CastlingSide::A { 0 } else { 10 };
        if !self.rights[colour_index(us)][side_index(side)]
            || self.get(5, rank) != Some(Piece::new(us, Role::King))
            || self.get(corner, rank) != Some(Piece::new(us, Role::Tower))
            || self.frozen(5, rank)
            || self.frozen(corner, rank)
        {
            return false;
        }
        let files: Vec<i32> = if corner == 0 {
            (1..5).collect()
        } else {
            (6..10).collect()
        };
        if files.iter().any(|&f| self.get(f, rank).is_some()) {
            return false;
        }
        let path: Vec<i32> = if corner == 0 {
            (0..=5).collect()
        } else {
            (5..=10).collect()
        };
        if path.iter().any(|&f| self.attacked(f, rank, us.opponent())) {
            return false;
        }
        let mut after = self.clone();
        after.set(5, rank, Some(Piece::new(us, Role::Tower)));
        after.set(corner, rank, Some(Piece::new(us, Role::King)));
        after.king_safe(us)
    }

    /// Perft with this generator (slow: small depths only).
    pub fn perft(&self, position: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|mv| {
                let next = position.after(mv);
                Reference::of(&next).perft(&next, depth - 1)
            })
            .sum()
    }
}
