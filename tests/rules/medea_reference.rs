//! Medea's move generator checked against an independent, slow one written here differently:
//! a mailbox board (an array of 64 cells), its own FEN reader and writer, and plain recursion
//! over jump paths that keeps every path and groups them afterwards. The two must agree move
//! for move (canonical notation and the FEN after the move) on many positions: from random
//! games, and random placements with many kings and moved chakras; and on perft counts.

use medusa::medea::{Game, Position};

use crate::common::TestRng;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    White,
    Black,
}

impl Side {
    fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The rank step of a man's forward move.
    fn ahead(self) -> i32 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }

    fn last_rank(self) -> i32 {
        match self {
            Side::White => 7,
            Side::Black => 0,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Man {
    side: Side,
    king: bool,
}

/// The mailbox board: cells by `file + 8 * rank`, chakras as (cell, owner).
#[derive(Clone, Debug)]
struct Board {
    cells: [Option<Man>; 64],
    chakras: Vec<(i32, Side)>,
    side: Side,
    quiet: u32,
}

fn cell(file: i32, rank: i32) -> Option<i32> {
    ((0..8).contains(&file) && (0..8).contains(&rank)).then_some(file + 8 * rank)
}

fn name(c: i32) -> String {
    format!("{}{}", (b'a' + (c % 8) as u8) as char, c / 8 + 1)
}

/// Sort key of a square name: file, then rank.
fn name_key(c: i32) -> (i32, i32) {
    (c % 8, c / 8)
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const ALL_LINES: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

impl Board {
    fn parse(fen: &str) -> Board {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut cells = [None; 64];
        for (row, text) in fields[0].split('/').enumerate() {
            let rank = 7 - row as i32;
            let mut file = 0;
            for ch in text.chars() {
                if let Some(n) = ch.to_digit(10) {
                    file += n as i32;
                    continue;
                }
                let man = match ch {
                    'M' => Man {
                        side: Side::White,
                        king: false,
                    },
                    'K' => Man {
                        side: Side::White,
                        king: true,
                    },
                    'm' => Man {
                        side: Side::Black,
                        king: false,
                    },
                    'k' => Man {
                        side: Side::Black,
                        king: true,
                    },
                    _ => panic!("bad piece {ch}"),
                };
                cells[(file + 8 * rank) as usize] = Some(man);
                file += 1;
            }
        }
        let side = if fields[1] == "w" {
            Side::White
        } else {
            Side::Black
        };
        let mut chakras = Vec::new();
        for (field, owner) in [(fields[2], Side::White), (fields[3], Side::Black)] {
            for square in field.split(',') {
                let b = square.as_bytes();
                chakras.push(((b[0] - b'a') as i32 + 8 * (b[1] - b'1') as i32, owner));
            }
        }
        Board {
            cells,
            chakras,
            side,
            quiet: fields[4].parse().unwrap(),
        }
    }

    fn fen(&self) -> String {
        let mut rows = Vec::new();
        for rank in (0..8).rev() {
            let mut row = String::new();
            let mut gap = 0;
            for file in 0..8 {
                match self.cells[(file + 8 * rank) as usize] {
                    None => gap += 1,
                    Some(man) => {
                        if gap > 0 {
                            row += &gap.to_string();
                            gap = 0;
                        }
                        row.push(match (man.side, man.king) {
                            (Side::White, false) => 'M',
                            (Side::White, true) => 'K',
                            (Side::Black, false) => 'm',
                            (Side::Black, true) => 'k',
                        });
                    }
                }
            }
            if gap > 0 {
                row += &gap.to_string();
            }
            rows.push(row);
        }
        let chakras_of = |owner: Side| {
            let mut list: Vec<i32> = self
                .chakras
                .iter()
                .filter(|(_, o)| *o == owner)
                .map(|(c, _)| *c)
                .collect();
            list.sort_by_key(|c| name_key(*c));
            list.iter().map(|c| name(*c)).collect::<Vec<_>>().join(",")
        };
        format!(
            "{} {} {} {} {}",
            rows.join("/"),
            if self.side == Side::White { "w" } else { "b" },
            chakras_of(Side::White),
            chakras_of(Side::Black),
            self.quiet
        )
    }

    fn at(&self, c: i32) -> Option<Man> {
        self.cells[c as usize]
    }

    fn own_chakras(&self, side: Side) -> Vec<i32> {
        self.chakras
            .iter()
            .filter(|(_, o)| *o == side)
            .map(|(c, _)| *c)
            .collect()
    }

    fn is_chakra(&self, c: i32) -> bool {
        self.chakras.iter().any(|(x, _)| *x == c)
    }
}

/// A complete jump path: the squares visited and the pieces taken, in order.
struct Path {
    squares: Vec<i32>,
    taken: Vec<i32>,
}

/// Every complete jump path of the piece on `start` (recursion over the board as it stands,
/// the mover lifted off its square, taken pieces left standing).
fn jump_paths(board: &Board, start: i32) -> Vec<Path> {
    let mut lifted = board.clone();
    let mover = lifted.cells[start as usize].take().unwrap();
    let mut found = Vec::new();
    let mut squares = vec![start];
    let mut taken = Vec::new();
    recurse(&lifted, mover, &mut squares, &mut taken, &mut found);
    found
}

fn recurse(
    board: &Board,
    mover: Man,
    squares: &mut Vec<i32>,
    taken: &mut Vec<i32>,
    found: &mut Vec<Path>,
) {
    let here = *squares.last().unwrap();
    let (file, rank) = (here % 8, here / 8);
    let mut went_on = false;
    for (df, dr) in ORTHOGONAL {
        // Find the piece to jump: adjacent for a man, the first on the line for a king.
        let mut k = 1;
        let victim = loop {
            let Some(c) = cell(file + k * df, rank + k * dr) else {
                break None;
            };
            match board.at(c) {
                None if mover.king => k += 1,
                None => break None,
                Some(piece) => {
                    let capturable = piece.side != mover.side && !taken.contains(&c);
                    break capturable.then_some((c, k));
                }
            }
        };
        let Some((victim, k)) = victim else {
            continue;
        };
        let mut j = k + 1;
        while let Some(landing) = cell(file + j * df, rank + j * dr) {
            if board.at(landing).is_some() {
                break;
            }
            went_on = true;
            squares.push(landing);
            taken.push(victim);
            recurse(board, mover, squares, taken, found);
            squares.pop();
            taken.pop();
            if !mover.king {
                break;
            }
            j += 1;
        }
    }
    if !went_on && !taken.is_empty() {
        found.push(Path {
            squares: squares.clone(),
            taken: taken.clone(),
        });
    }
}

/// A reference move: its canonical text and the board after it.
fn reference_moves(board: &Board) -> Vec<(String, String)> {
    let side = board.side;
    let mine: Vec<i32> = (0..64)
        .filter(|&c| board.at(c).is_some_and(|m| m.side == side))
        .collect();
    // A side without men and kings has lost: no moves, not even its chakras'.
    if mine.is_empty() {
        return Vec::new();
    }

    // Jump captures, grouped by (start, end, taken set); the path whose names sort first.
    let mut captures: Vec<(i32, i32, Vec<i32>, Vec<i32>)> = Vec::new();
    for &start in &mine {
        for path in jump_paths(board, start) {
            let end = *path.squares.last().unwrap();
            let mut set = path.taken.clone();
            set.sort();
            let key: Vec<(i32, i32)> = path.squares.iter().map(|c| name_key(*c)).collect();
            match captures
                .iter_mut()
                .find(|(s, e, t, _)| *s == start && *e == end && *t == set)
            {
                Some(existing) => {
                    let old: Vec<(i32, i32)> = existing.3.iter().map(|c| name_key(*c)).collect();
                    if key < old {
                        existing.3 = path.squares.clone();
                    }
                }
                None => captures.push((start, end, set, path.squares.clone())),
            }
        }
    }
    let most = captures.iter().map(|c| c.2.len()).max().unwrap_or(0);

    // Non-capturing moves of men and kings: (from, to).
    let mut plain: Vec<(i32, i32)> = Vec::new();
    for &from in &mine {
        let man = board.at(from).unwrap();
        let (file, rank) = (from % 8, from / 8);
        if man.king {
            for (df, dr) in ALL_LINES {
                let mut k = 1;
                while let Some(to) = cell(file + k * df, rank + k * dr) {
                    if board.at(to).is_some() {
                        break;
                    }
                    plain.push((from, to));
                    k += 1;
                }
            }
        } else {
            for df in [-1, 0, 1] {
                if let Some(to) = cell(file + df, rank + side.ahead())
                    && board.at(to).is_none()
                {
                    plain.push((from, to));
                }
            }
        }
    }
    // A plain move onto one's own vacant chakra, the other holding an enemy piece (judged
    // before the move), captures by replacement.
    let replaces = |(from, to): (i32, i32)| {
        let own = board.own_chakras(side);
        own.contains(&to)
            && own.iter().any(|&other| {
                other != to && other != from && board.at(other).is_some_and(|p| p.side != side)
            })
    };
    let replacements: Vec<(i32, i32)> = plain.iter().copied().filter(|&m| replaces(m)).collect();

    let mut moves = Vec::new();
    let add_capture = |moves: &mut Vec<(String, String)>, c: &(i32, i32, Vec<i32>, Vec<i32>)| {
        let text: Vec<String> = c.3.iter().map(|s| name(*s)).collect();
        moves.push((text.join("x"), apply_jump(board, c.0, c.1, &c.2).fen()));
    };
    let add_plain = |moves: &mut Vec<(String, String)>, (from, to): (i32, i32)| {
        moves.push((
            format!("{}-{}", name(from), name(to)),
            apply_plain(board, from, to).fen(),
        ));
    };
    if most >= 2 {
        for c in captures.iter().filter(|c| c.2.len() == most) {
            add_capture(&mut moves, c);
        }
    } else if most == 1 || !replacements.is_empty() {
        for c in &captures {
            add_capture(&mut moves, c);
        }
        for &m in &replacements {
            add_plain(&mut moves, m);
        }
    } else {
        for &m in &plain {
            add_plain(&mut moves, m);
        }
        for chakra in board.own_chakras(side) {
            if board.at(chakra).is_some() {
                continue;
            }
            let (file, rank) = (chakra % 8, chakra / 8);
            for (df, dr) in ALL_LINES {
                if let Some(to) = cell(file + df, rank + dr)
                    && board.at(to).is_none()
                    && !board.is_chakra(to)
                {
                    let mut after = board.clone();
                    for entry in after.chakras.iter_mut() {
                        if entry.0 == chakra {
                            entry.0 = to;
                        }
                    }
                    after.side = side.other();
                    after.quiet += 1;
                    moves.push((format!("C{}-{}", name(chakra), name(to)), after.fen()));
                }
            }
        }
    }
    moves.sort();
    moves
}

fn finish(after: &mut Board, end: i32, mover: Man, progress: bool) {
    let crowned = !mover.king && end / 8 == mover.side.last_rank();
    after.cells[end as usize] = Some(Man {
        side: mover.side,
        king: mover.king || crowned,
    });
    after.quiet = if progress { 0 } else { after.quiet + 1 };
    after.side = mover.side.other();
}

fn apply_jump(board: &Board, from: i32, end: i32, taken: &[i32]) -> Board {
    let mut after = board.clone();
    let mover = after.cells[from as usize].take().unwrap();
    for &c in taken {
        after.cells[c as usize] = None;
    }
    finish(&mut after, end, mover, true);
    after
}

fn apply_plain(board: &Board, from: i32, to: i32) -> Board {
    let mut after = board.clone();
    let mover = after.cells[from as usize].take().unwrap();
    let own = board.own_chakras(mover.side);
    let mut end = to;
    let mut captured = false;
    if own.contains(&to) {
        let other = *own.iter().find(|&&c| c != to).unwrap();
        // The other chakra as it was before the move.
        match board.at(other) {
            _ if other == from => {}
            Some(p) if p.side == mover.side => {}
            Some(_) => {
                after.cells[other as usize] = None;
                captured = true;
                end = other;
            }
            None => end = other,
        }
    }
    finish(&mut after, end, mover, captured || !mover.king);
    after
}

fn reference_perft(board: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = reference_moves(board);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|(_, fen)| reference_perft(&Board::parse(fen), depth - 1))
        .sum()
}

fn engine_moves(position: &Position) -> Vec<(String, String)> {
    let mut moves: Vec<(String, String)> = position
        .legal_moves()
        .iter()
        .map(|mv| {
            let mut after = *position;
            after.play_unchecked(mv);
            (position.notation(mv).to_string(), after.to_fen())
        })
        .collect();
    moves.sort();
    moves
}

/// Compares the two generators on the position `fen`; returns the number of moves.
fn compare(fen: &str) -> usize {
    let position = Position::from_fen(fen).unwrap();
    let expected = reference_moves(&Board::parse(fen));
    let got = engine_moves(&position);
    assert_eq!(got, expected, "moves differ in {fen}");
    assert_eq!(
        position.count_legal_moves(&mut Vec::new()),
        expected.len(),
        "the count differs in {fen}"
    );
    assert_eq!(position.has_legal_move(), !expected.is_empty(), "{fen}");
    expected.len()
}

/// `default` cases, times `MEDEA_REFERENCE_SCALE` (set it to run longer locally).
fn cases(default: usize) -> usize {
    let scale: usize = std::env::var("MEDEA_REFERENCE_SCALE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    default * scale
}

#[test]
fn the_reference_agrees_on_the_start() {
    assert_eq!(compare(&Position::start().to_fen()), 26);
}

#[test]
fn the_reference_agrees_along_random_games() {
    let mut rng = TestRng::new(7);
    let mut positions = 0;
    for _ in 0..cases(12) {
        let mut game = Game::new();
        for _ in 0..200 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            compare(&game.position().to_fen());
            positions += 1;
            let mv = moves[rng.below(moves.len())];
            game.play(&mv).unwrap();
        }
    }
    assert!(positions > 600, "only {positions} positions compared");
}

/// A random position: a few men and kings of each side anywhere, chakras anywhere.
fn random_fen(rng: &mut TestRng) -> String {
    loop {
        let mut board: [Option<char>; 64] = [None; 64];
        let men = 2 + rng.below(12);
        for i in 0..men {
            let c = rng.below(64);
            let rank = c / 8;
            let white = i % 2 == 0;
            let king = rng.below(4) == 0;
            // Men never stand on the rank where they would be crowned.
            let letter = match (white, king) {
                (true, true) => 'K',
                (false, true) => 'k',
                (true, false) if rank != 7 => 'M',
                (false, false) if rank != 0 => 'm',
                _ => continue,
            };
            board[c] = Some(letter);
        }
        let mut chakras: Vec<usize> = Vec::new();
        while chakras.len() < 4 {
            let c = rng.below(64);
            if !chakras.contains(&c) {
                chakras.push(c);
            }
        }
        let mut rows = Vec::new();
        for rank in (0..8).rev() {
            let mut row = String::new();
            let mut gap = 0;
            for file in 0..8 {
                match board[file + 8 * rank] {
                    None => gap += 1,
                    Some(letter) => {
                        if gap > 0 {
                            row += &gap.to_string();
                        }
                        gap = 0;
                        row.push(letter);
                    }
                }
            }
            if gap > 0 {
                row += &gap.to_string();
            }
            rows.push(row);
        }
        let n = |c: usize| name(c as i32);
        let side = if rng.below(2) == 0 { "w" } else { "b" };
        let fen = format!(
            "{} {side} {},{} {},{} {}",
            rows.join("/"),
            n(chakras[0]),
            n(chakras[1]),
            n(chakras[2]),
            n(chakras[3]),
            rng.below(50)
        );
        if Position::from_fen(&fen).is_ok() {
            return fen;
        }
    }
}

#[test]
fn the_reference_agrees_on_random_placements() {
    let mut rng = TestRng::new(11);
    let mut captures = 0;
    let mut replacements = 0;
    for _ in 0..cases(1200) {
        let fen = random_fen(&mut rng);
        compare(&fen);
        let position = Position::from_fen(&fen).unwrap();
        let moves = position.legal_moves();
        captures += moves.iter().filter(|m| m.captured().len() >= 2).count();
        replacements += moves.iter().filter(|m| m.replaced().is_some()).count();
    }
    // The placements do exercise multi-captures and replacement captures.
    assert!(captures > 40, "{captures} multi-captures");
    assert!(replacements > 10, "{replacements} replacement captures");
}

/// Positions whose perft counts `medea_perft` asserts: kings with moved chakras, a
/// replacement capture, a pending multi-capture (Turkish strike), kings on both sides, a
/// midgame.
pub const PERFT_POSITIONS: [&str; 5] = [
    "8/2m1m3/8/2m1m3/8/1K6/4M3/8 w b4,g2 a7,e6 0",
    "8/3m4/8/8/8/8/2M4m/K7 w b2,h2 a7,h7 0",
    "8/5m2/6m1/8/2K1m3/8/4m3/8 w a1,h1 a8,h8 0",
    "3k4/8/1m4m1/8/8/1M4M1/8/4K3 w a2,h7 a7,h2 0",
    "mmmmmm1m/2m1m1m1/m3m3/2M4m/1M6/2M2M2/2MMMMM1/2MMMM1M w a1,h2 a6,h7 0",
];

#[test]
fn the_reference_agrees_on_perft_counts() {
    // Deeper with MEDEA_REFERENCE_DEPTH.
    let deepest: u32 = std::env::var("MEDEA_REFERENCE_DEPTH")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2);
    let mut rng = TestRng::new(5);
    let fixed = std::iter::once(Position::start().to_fen())
        .chain(PERFT_POSITIONS.iter().map(|f| f.to_string()));
    for fen in fixed.chain((0..cases(6)).map(|_| random_fen(&mut rng))) {
        let position = Position::from_fen(&fen).unwrap();
        let board = Board::parse(&fen);
        for depth in 1..=deepest {
            assert_eq!(
                position.perft(depth),
                reference_perft(&board, depth),
                "perft {depth} of {fen}"
            );
        }
    }
}
