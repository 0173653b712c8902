//! The legal moves of a position. Pieces that are frozen do not move; a move is legal when
//! the mover's King is not attacked by an unfrozen enemy piece afterwards. Most moves cannot
//! change that (the King is not in check, the piece is not pinned, and no Medusa of the mover
//! lets an enemy piece go), so only the others are tested by working out the position after
//! them: King moves, moves out of check, moves of pinned pieces, and moves of a Medusa that
//! holds enemy pieces.

use super::attacks::{self, DIAGONAL, ORTHOGONAL};
use super::bitboard::Bitboard;
use super::castling::{CastlingSide, king_home};
use super::colour::{Colour, forward};
use super::moves::Move;
use super::piece::{Piece, Role};
use super::position::Position;
use super::square::Square;

impl Position {
    /// Every legal move, in a fixed order (by the moving piece's square, then destination).
    /// A Morph's capture that can transform appears twice: plain, then transforming.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(96);
        self.generate(&mut moves);
        moves
    }

    /// Appends the legal moves to `moves` (to reuse a buffer).
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        self.generate(moves);
    }

    /// The legal moves of the piece on `square` (none if it is not the mover's or is frozen).
    pub fn legal_moves_from(&self, square: Square) -> Vec<Move> {
        let mut moves = self.legal_moves();
        moves.retain(|mv| mv.from == square);
        moves
    }

    /// Appends the legal captures, and the moves onto either last rank (promotions among
    /// them), to `moves`: what a search looks at beyond its depth.
    pub fn captures_into(&self, moves: &mut Vec<Move>) {
        let last_ranks = Bitboard(((1u128 << 11) - 1) | (((1u128 << 11) - 1) << 110));
        let theirs = self.board().by_colour(self.to_move().opponent());
        self.generate_onto(moves, theirs | last_ranks, false);
    }

    /// How many legal moves there are (without listing them: perft's last ply).
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0
    }

    /// Whether the side to move has a legal move.
    pub fn has_legal_move(&self) -> bool {
        // Not the fastest possible, but positions without moves are rare enough.
        self.count_legal_moves() > 0
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves_from(mv.from).contains(&mv)
    }

    /// Hands every legal move to `sink`.
    fn generate(&self, sink: &mut impl MoveSink) {
        self.generate_onto(sink, Bitboard::ALL, true);
    }

    /// Hands the legal moves onto the squares `onto` to `sink`, and castling if `castling`.
    fn generate_onto(&self, sink: &mut impl MoveSink, onto: Bitboard, castling: bool) {
        let us = self.to_move();
        let them = us.opponent();
        let board = self.board();
        let Some(king) = board.king(us) else {
            return;
        };
        let occupied = board.occupied();
        let ours = board.by_colour(us);
        let theirs = board.by_colour(them);
        let frozen = self.frozen();
        let their_king = board.pieces(them, Role::King);
        let in_check = self.checkers().any();
        let pinned = self.pinned(king);
        let held = frozen & theirs;
        let movable = ours & !frozen & !board.by_role(Role::King);
        for from in movable {
            let Some(piece) = board.piece_at(from) else {
                continue;
            };
            let needs_test = in_check
                || pinned.contains(from)
                || (piece.role == Role::Medusa && (attacks::king(from) & held).any());
            let targets = match piece.role {
                Role::Sword => self.sword_targets(from, us, occupied, theirs),
                role => attacks::attacks(role, us, from, occupied) & !ours,
            } & !their_king
                & onto;
            if !needs_test && !piece.morph {
                sink.plain_moves(from, targets);
                continue;
            }
            for to in targets {
                let captured = board.piece_at(to);
                let plain = Move::new(from, to);
                if !needs_test || self.is_safe_after(plain, piece, captured) {
                    sink.add(plain);
                }
                if let Some(captured) = captured.filter(|_| piece.morph) {
                    let transform = Move::transform(from, to, captured.role);
                    if self.arriving(piece, transform, Some(captured))
                        != self.arriving(piece, plain, Some(captured))
                        && (!needs_test || self.is_safe_after(transform, piece, Some(captured)))
                    {
                        sink.add(transform);
                    }
                }
            }
        }
        if frozen.contains(king) {
            return;
        }
        let king_piece = Piece::new(us, Role::King);
        for to in attacks::king(king) & !ours & !their_king & onto {
            let mv = Move::new(king, to);
            if self.is_safe_after(mv, king_piece, board.piece_at(to)) {
                sink.add(mv);
            }
        }
        if castling && !in_check {
            for side in CastlingSide::ALL {
                if self.castling_problem(side).is_none() {
                    sink.add(Move::castle(us, side));
                }
            }
        }
    }

    /// A Sword's steps and captures: one square forward to an empty square, two from its 2nd
    /// or 3rd rank over an empty square, one diagonally forward onto an enemy piece.
    #[inline]
    pub(crate) fn sword_targets(
        &self,
        from: Square,
        us: Colour,
        occupied: Bitboard,
        theirs: Bitboard,
    ) -> Bitboard {
        let mut targets = attacks::sword(us, from) & theirs;
        let forward = forward(us);
        if let Some(one) = from.offset(0, forward)
            && !occupied.contains(one)
        {
            targets = targets.with(one);
            let relative_rank = match us {
                Colour::White => from.rank(),
                Colour::Black => 10 - from.rank(),
            };
            if (relative_rank == 1 || relative_rank == 2)
                && let Some(two) = from.offset(0, 2 * forward)
                && !occupied.contains(two)
            {
                targets = targets.with(two);
            }
        }
        targets
    }

    /// The mover's pieces that stand alone between its King and an unfrozen enemy slider
    /// aimed at it (a Medusa counts when the King is within her three squares).
    fn pinned(&self, king: Square) -> Bitboard {
        let board = self.board();
        let us = self.to_move();
        let occupied = board.occupied();
        let ours = board.by_colour(us);
        let enemies = board.by_colour(us.opponent()) & !self.frozen();
        let medusas = board.by_role(Role::Medusa) & enemies & attacks::medusa_reach(king);
        let orthogonal = (board.by_role(Role::Tower)
            | board.by_role(Role::Queen)
            | board.by_role(Role::Serpent)
            | board.by_role(Role::Pillar))
            & enemies
            | medusas;
        let diagonal = (board.by_role(Role::Advisor)
            | board.by_role(Role::MountedAdvisor)
            | board.by_role(Role::Queen)
            | board.by_role(Role::Serpent))
            & enemies
            | medusas;
        let mut pinned = Bitboard::EMPTY;
        for (directions, sliders) in [(ORTHOGONAL, orthogonal), (DIAGONAL, diagonal)] {
            for direction in directions {
                if (attacks::ray(direction, king) & sliders).is_empty() {
                    continue;
                }
                let first = attacks::ray_attacks(direction, king, occupied) & occupied;
                let Some(blocker) = (first & ours).first() else {
                    continue;
                };
                let beyond = attacks::ray_attacks(direction, blocker, occupied) & occupied;
                if (beyond & sliders).any() {
                    pinned = pinned.with(blocker);
                }
            }
        }
        pinned
    }

    /// Whether the mover's King is safe after `mv` by `piece` (capturing `captured`): in the
    /// position after it, with the gaze worked out again, no unfrozen enemy piece attacks it.
    /// Not for castling.
    pub(crate) fn is_safe_after(&self, mv: Move, piece: Piece, captured: Option<Piece>) -> bool {
        self.attackers_after(mv, piece, captured).is_empty()
    }

    /// The enemy pieces that would attack the mover's King after `mv` (not castling).
    pub(crate) fn attackers_after(
        &self,
        mv: Move,
        piece: Piece,
        captured: Option<Piece>,
    ) -> Bitboard {
        let board = self.board();
        let us = piece.colour;
        let them = us.opponent();
        let from = Bitboard::from_square(mv.from);
        let to = Bitboard::from_square(mv.to);
        let occupied = (board.occupied() & !from) | to;
        let theirs = board.by_colour(them) & !to;
        let arriving = self.arriving(piece, mv, captured);
        let mut our_medusas = board.pieces(us, Role::Medusa) & !from;
        if arriving.role == Role::Medusa {
            our_medusas |= to;
        }
        let mut gaze = Bitboard::EMPTY;
        for medusa in our_medusas {
            gaze |= attacks::king(medusa);
        }
        let frozen = gaze & theirs & !board.by_role(Role::Medusa);
        let king = if piece.role == Role::King {
            Some(mv.to)
        } else {
            board.king(us)
        };
        match king {
            Some(king) => self.attackers(king, them, theirs & !frozen, occupied),
            None => Bitboard::EMPTY,
        }
    }

    /// Why the mover may not castle on `side` now, or `None` if it may.
    pub(crate) fn castling_problem(&self, side: CastlingSide) -> Option<CastlingProblem> {
        let us = self.to_move();
        let board = self.board();
        if !self.castling().has(us, side) {
            return Some(CastlingProblem::RightLost);
        }
        let home = king_home(us);
        let corner = side.corner(us);
        if board.piece_at(home) != Some(Piece::new(us, Role::King))
            || board.piece_at(corner) != Some(Piece::new(us, Role::Tower))
        {
            return Some(CastlingProblem::RightLost);
        }
        for square in [home, corner] {
            if self.is_frozen(square) {
                return Some(CastlingProblem::Frozen(square));
            }
        }
        for square in side.between(us) {
            if board.piece_at(square).is_some() {
                return Some(CastlingProblem::Blocked(square));
            }
        }
        let them = us.opponent();
        let enemies = board.by_colour(them) & !self.frozen();
        let occupied = board.occupied();
        if let Some(attacker) = self.attackers(home, them, enemies, occupied).first() {
            return Some(CastlingProblem::InCheck(attacker));
        }
        for square in side.king_path(us) {
            if let Some(attacker) = self.attackers(square, them, enemies, occupied).first() {
                return Some(CastlingProblem::Attacked { square, attacker });
            }
        }
        None
    }
}

/// Where the generator puts the legal moves: a list, or a count.
trait MoveSink {
    /// One legal move.
    fn add(&mut self, mv: Move);
    /// Plain moves from `from` to every square of `targets`, all legal.
    fn plain_moves(&mut self, from: Square, targets: Bitboard);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn add(&mut self, mv: Move) {
        self.push(mv);
    }

    #[inline]
    fn plain_moves(&mut self, from: Square, targets: Bitboard) {
        self.extend(targets.squares().map(|to| Move::new(from, to)));
    }
}

/// Counts the moves without listing them.
struct Counter(usize);

impl MoveSink for Counter {
    #[inline]
    fn add(&mut self, _mv: Move) {
        self.0 += 1;
    }

    #[inline]
    fn plain_moves(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count() as usize;
    }
}

/// Why castling is refused (the squares of the pieces involved).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum CastlingProblem {
    RightLost,
    Frozen(Square),
    Blocked(Square),
    InCheck(Square),
    Attacked { square: Square, attacker: Square },
}
