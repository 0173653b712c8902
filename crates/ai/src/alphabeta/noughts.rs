//! A toy game for testing and measuring the search: noughts and crosses generalised to `k` in a
//! row on a board of up to 8 x 8 (an m,n,k-game; 3,3,3 is tic-tac-toe, a draw with best play).
//! Small enough to solve, with every part of [`SearchGame`]: a static evaluation, noisy moves
//! (wins and forced blocks) for quiescence, make and unmake, a Zobrist hash.

use std::fmt;
use std::sync::Arc;

use super::game::{MatchGame, Outcome, SearchGame, StandPat};

/// A cell of the board: `row * 8 + column`, row 0 at the bottom. Written `a1` (column letter,
/// row number from the bottom).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Cell(pub u8);

impl Cell {
    /// The cell in `column` and `row` (both from 0).
    pub fn at(column: u8, row: u8) -> Cell {
        Cell(row * 8 + column)
    }

    pub fn column(self) -> u8 {
        self.0 % 8
    }

    pub fn row(self) -> u8 {
        self.0 / 8
    }

    fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

/// What a board size needs, computed once and shared by every position on it.
struct Layout {
    width: u8,
    height: u8,
    k: u8,
    /// Every line of `k` cells, as a bit set.
    windows: Vec<u64>,
    /// The lines through each cell.
    through: Vec<Vec<u64>>,
    /// Every cell of the board.
    cells: u64,
    /// Zobrist keys: [player][cell], and the key of the second player to move.
    keys: [[u64; 64]; 2],
    second_to_move: u64,
}

impl fmt::Debug for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{} k={}", self.width, self.height, self.k)
    }
}

impl Layout {
    fn new(width: u8, height: u8, k: u8) -> Layout {
        let mut windows = Vec::new();
        let inside = |c: i32, r: i32| c >= 0 && r >= 0 && c < width as i32 && r < height as i32;
        for row in 0..height as i32 {
            for column in 0..width as i32 {
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    let end = (column + dc * (k as i32 - 1), row + dr * (k as i32 - 1));
                    if !inside(end.0, end.1) {
                        continue;
                    }
                    let window = (0..k as i32).fold(0u64, |w, i| {
                        w | Cell::at((column + dc * i) as u8, (row + dr * i) as u8).bit()
                    });
                    windows.push(window);
                }
            }
        }
        let through = (0..64)
            .map(|cell| {
                let bit = 1u64 << cell;
                windows.iter().copied().filter(|w| w & bit != 0).collect()
            })
            .collect();
        let mut cells = 0;
        for row in 0..height {
            for column in 0..width {
                cells |= Cell::at(column, row).bit();
            }
        }
        let mut seed = 0x71C7_AC70_u64;
        let mut next = || {
            // SplitMix64: fixed keys, so hashes are the same in every run.
            seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let mut keys = [[0; 64]; 2];
        for player in &mut keys {
            for key in player.iter_mut() {
                *key = next();
            }
        }
        Layout {
            width,
            height,
            k,
            windows,
            through,
            cells,
            keys,
            second_to_move: next(),
        }
    }
}

/// A position of the game: crosses (the first player) and noughts on the board, whose turn it
/// is, and whether the last move completed a line.
#[derive(Clone, Debug)]
pub struct Noughts {
    layout: Arc<Layout>,
    /// Stones by player: 0 = crosses, who move first; 1 = noughts.
    stones: [u64; 2],
    to_move: usize,
    /// The last move made `k` in a row: the player to move has lost.
    won: bool,
    hash: u64,
}

impl PartialEq for Noughts {
    fn eq(&self, other: &Noughts) -> bool {
        self.size() == other.size()
            && self.stones == other.stones
            && self.to_move == other.to_move
            && self.won == other.won
    }
}

impl Eq for Noughts {}

/// Why a board could not be set up.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NoughtsError {
    /// The size or the line length is out of range.
    Size,
    /// A character other than `x`, `o`, `.` or `/` in a diagram.
    Character(char),
    /// The rows of a diagram do not all have the same length.
    Ragged,
    /// The position cannot come from a game: crosses move first, so there are as many
    /// crosses as noughts or one more, and the player to move has no line.
    Impossible,
}

impl fmt::Display for NoughtsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NoughtsError::Size => f.write_str(
                "the board must be 1 to 8 cells each way, and the line from 1 cell to its \
                 longer side",
            ),
            NoughtsError::Character(c) => write!(f, "{c:?} is not x, o, . or /"),
            NoughtsError::Ragged => f.write_str("the rows are not all the same length"),
            NoughtsError::Impossible => f.write_str(
                "no game reaches this board: crosses move first, so there are as many crosses \
                 as noughts or one more, and the player to move has no line",
            ),
        }
    }
}

impl std::error::Error for NoughtsError {}

impl Noughts {
    /// The empty board of `width` x `height` cells, `k` in a row to win.
    pub fn new(width: u8, height: u8, k: u8) -> Result<Noughts, NoughtsError> {
        if !(1..=8).contains(&width) || !(1..=8).contains(&height) || k == 0 {
            return Err(NoughtsError::Size);
        }
        if k > width.max(height) {
            return Err(NoughtsError::Size);
        }
        Ok(Noughts {
            layout: Arc::new(Layout::new(width, height, k)),
            stones: [0, 0],
            to_move: 0,
            won: false,
            hash: 0,
        })
    }

    /// Tic-tac-toe: 3 x 3, three in a row.
    pub fn tic_tac_toe() -> Noughts {
        Noughts {
            layout: Arc::new(Layout::new(3, 3, 3)),
            stones: [0, 0],
            to_move: 0,
            won: false,
            hash: 0,
        }
    }

    /// A position from a diagram: rows from the top, separated by `/`, `x` a cross, `o` a
    /// nought, `.` an empty cell (`"x.o/.x./..o"`). The player to move follows from the counts.
    pub fn from_diagram(k: u8, diagram: &str) -> Result<Noughts, NoughtsError> {
        let rows: Vec<&str> = diagram.trim().split('/').collect();
        let width = rows.first().map_or(0, |r| r.chars().count());
        if rows.iter().any(|r| r.chars().count() != width) {
            return Err(NoughtsError::Ragged);
        }
        if width > 8 || rows.len() > 8 {
            return Err(NoughtsError::Size);
        }
        let mut position = Noughts::new(width as u8, rows.len() as u8, k)?;
        let height = rows.len();
        let mut cells = [Vec::new(), Vec::new()];
        for (index, row) in rows.iter().enumerate() {
            for (column, c) in row.chars().enumerate() {
                let cell = Cell::at(column as u8, (height - 1 - index) as u8);
                match c {
                    'x' | 'X' => cells[0].push(cell),
                    'o' | 'O' => cells[1].push(cell),
                    '.' => {}
                    other => return Err(NoughtsError::Character(other)),
                }
            }
        }
        let (crosses, noughts) = (cells[0].len(), cells[1].len());
        if crosses != noughts && crosses != noughts + 1 {
            return Err(NoughtsError::Impossible);
        }
        for (player, cells) in cells.iter().enumerate() {
            for &cell in cells {
                position.stones[player] |= cell.bit();
                position.hash ^= position.layout.keys[player][cell.0 as usize];
            }
        }
        if crosses > noughts {
            position.to_move = 1;
            position.hash ^= position.layout.second_to_move;
        }
        if position.has_line(position.to_move) {
            return Err(NoughtsError::Impossible);
        }
        position.won = position.has_line(1 - position.to_move);
        Ok(position)
    }

    /// The board's width and height, and the line length that wins.
    pub fn size(&self) -> (u8, u8, u8) {
        (self.layout.width, self.layout.height, self.layout.k)
    }

    /// Whether crosses (the first player) are to move.
    pub fn crosses_to_move(&self) -> bool {
        self.to_move == 0
    }

    /// The stones on the board.
    pub fn stone_count(&self) -> u32 {
        (self.stones[0] | self.stones[1]).count_ones()
    }

    fn has_line(&self, player: usize) -> bool {
        let own = self.stones[player];
        self.layout.windows.iter().any(|&w| w & !own == 0)
    }

    fn empty(&self) -> u64 {
        self.layout.cells & !(self.stones[0] | self.stones[1])
    }

    /// The cells where `player` would complete a line.
    fn winning_cells(&self, player: usize) -> u64 {
        let (own, other) = (self.stones[player], self.stones[1 - player]);
        let need = self.layout.k as u32 - 1;
        let mut cells = 0;
        for &window in &self.layout.windows {
            if window & other == 0 && (window & own).count_ones() == need {
                cells |= window & !own;
            }
        }
        cells
    }

    fn is_over(&self) -> bool {
        self.won || self.empty() == 0
    }
}

/// The cells of a bit set, lowest first.
fn cells_of(mut set: u64) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let cell = Cell(set.trailing_zeros() as u8);
            set &= set - 1;
            cell
        })
    })
}

/// The value of a line holding `n` of one player's stones and none of the other's.
const LINE_VALUE: [i32; 8] = [0, 1, 4, 16, 64, 256, 1024, 4096];

impl SearchGame for Noughts {
    type Move = Cell;
    type Undo = ();

    fn legal_moves(&self, moves: &mut Vec<Cell>) {
        if !self.is_over() {
            moves.extend(cells_of(self.empty()));
        }
    }

    fn noisy_moves(&self, moves: &mut Vec<Cell>) -> StandPat {
        if self.is_over() {
            return StandPat::Allowed;
        }
        let wins = self.winning_cells(self.to_move);
        if wins != 0 {
            moves.extend(cells_of(wins));
            return StandPat::Allowed;
        }
        // The opponent wins next move unless every one of these cells is blocked: all other
        // moves lose at once, so these are the moves worth searching.
        let threats = self.winning_cells(1 - self.to_move);
        if threats != 0 {
            moves.extend(cells_of(threats));
            return StandPat::Forbidden;
        }
        StandPat::Allowed
    }

    fn make(&mut self, cell: Cell) {
        let player = self.to_move;
        self.stones[player] |= cell.bit();
        let own = self.stones[player];
        self.won = self.layout.through[cell.0 as usize]
            .iter()
            .any(|&w| w & !own == 0);
        self.hash ^= self.layout.keys[player][cell.0 as usize] ^ self.layout.second_to_move;
        self.to_move = 1 - player;
    }

    fn unmake(&mut self, cell: Cell, (): ()) {
        let player = 1 - self.to_move;
        self.stones[player] &= !cell.bit();
        // No move is made after a win, so before this move nobody had won.
        self.won = false;
        self.hash ^= self.layout.keys[player][cell.0 as usize] ^ self.layout.second_to_move;
        self.to_move = player;
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.won {
            Some(Outcome::Loss)
        } else if self.empty() == 0 {
            Some(Outcome::Draw)
        } else {
            None
        }
    }

    fn outcome_without_moves(&self) -> Outcome {
        Outcome::Draw
    }

    fn evaluate(&self) -> i32 {
        let (own, other) = (self.stones[self.to_move], self.stones[1 - self.to_move]);
        let mut score = 0;
        for &window in &self.layout.windows {
            let (mine, theirs) = ((window & own).count_ones(), (window & other).count_ones());
            if theirs == 0 {
                score += LINE_VALUE[mine.min(7) as usize];
            } else if mine == 0 {
                score -= LINE_VALUE[theirs.min(7) as usize];
            }
        }
        score.clamp(-super::EVAL_LIMIT, super::EVAL_LIMIT)
    }

    fn order_score(&self, cell: Cell) -> i32 {
        let (own, other) = (self.stones[self.to_move], self.stones[1 - self.to_move]);
        let need = self.layout.k as u32 - 1;
        let mut score = 0;
        for &window in &self.layout.through[cell.0 as usize] {
            if window & other == 0 && (window & own).count_ones() == need {
                return 1000;
            }
            if window & own == 0 && (window & other).count_ones() == need {
                score = 500;
            }
        }
        if score > 0 {
            return score;
        }
        // Quiet moves: nearer the centre first.
        let (w, h) = (self.layout.width as i32, self.layout.height as i32);
        let dc = (2 * cell.column() as i32 - (w - 1)).abs();
        let dr = (2 * cell.row() as i32 - (h - 1)).abs();
        -(dc + dr)
    }
}

/// Tic-tac-toe as a match game (crosses are White): for testing the match runner.
impl MatchGame for Noughts {
    fn start() -> Noughts {
        Noughts::tic_tac_toe()
    }

    fn white_to_move(&self) -> bool {
        self.crosses_to_move()
    }

    fn notation(&self, cell: Cell) -> String {
        cell.to_string()
    }

    fn end_reason(&self) -> Option<&'static str> {
        if self.won {
            Some("a line")
        } else if self.empty() == 0 {
            Some("full board")
        } else {
            None
        }
    }
}

impl fmt::Display for Noughts {
    /// The diagram [`Noughts::from_diagram`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.layout.height).rev() {
            for column in 0..self.layout.width {
                let bit = Cell::at(column, row).bit();
                let c = if self.stones[0] & bit != 0 {
                    'x'
                } else if self.stones[1] & bit != 0 {
                    'o'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
            }
            if row > 0 {
                write!(f, "/")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(position: &Noughts) -> Vec<String> {
        let mut moves = Vec::new();
        position.legal_moves(&mut moves);
        moves.iter().map(Cell::to_string).collect()
    }

    #[test]
    fn a_line_ends_the_game_and_unmake_restores_everything() {
        let mut position = Noughts::from_diagram(3, "xx./oo./...").unwrap();
        assert!(position.crosses_to_move());
        assert_eq!(moves(&position), ["a1", "b1", "c1", "c2", "c3"]);
        let before = (position.to_string(), position.hash());
        position.make(Cell::at(2, 2));
        assert_eq!(position.outcome(), Some(Outcome::Loss));
        assert!(moves(&position).is_empty());
        position.unmake(Cell::at(2, 2), ());
        assert_eq!((position.to_string(), position.hash()), before);
        assert_eq!(position.outcome(), None);
    }

    #[test]
    fn the_hash_depends_on_the_stones_and_the_player_to_move_not_on_the_order() {
        let mut one = Noughts::tic_tac_toe();
        let mut two = Noughts::tic_tac_toe();
        for cell in [0, 4, 8] {
            one.make(Cell::at(cell % 3, cell / 3));
        }
        for cell in [8, 4, 0] {
            two.make(Cell::at(cell % 3, cell / 3));
        }
        assert_eq!(one.hash(), two.hash());
        assert_eq!(
            one.hash(),
            Noughts::from_diagram(3, "..x/.o./x..").unwrap().hash()
        );
        assert_ne!(Noughts::tic_tac_toe().hash(), {
            let mut p = Noughts::tic_tac_toe();
            p.make(Cell::at(1, 1));
            p.hash()
        });
    }

    #[test]
    fn noisy_moves_are_wins_then_forced_blocks() {
        let mut noisy = Vec::new();
        // Crosses can win at c3 (x x . on the top row).
        let win = Noughts::from_diagram(3, "xx./oo./x.o").unwrap();
        assert_eq!(win.noisy_moves(&mut noisy), StandPat::Allowed);
        assert_eq!(noisy, [Cell::at(2, 2)]);
        // Noughts must block at c2: nothing else is worth searching.
        noisy.clear();
        let threat = Noughts::from_diagram(3, "x../xo./...").unwrap();
        assert!(!threat.crosses_to_move());
        assert_eq!(threat.noisy_moves(&mut noisy), StandPat::Forbidden);
        assert_eq!(noisy, [Cell::at(0, 0)]);
        noisy.clear();
        assert_eq!(
            Noughts::tic_tac_toe().noisy_moves(&mut noisy),
            StandPat::Allowed
        );
        assert!(noisy.is_empty());
    }

    #[test]
    fn diagrams_that_no_game_reaches_are_refused() {
        assert_eq!(
            Noughts::from_diagram(3, "x../o../o.."),
            Err(NoughtsError::Impossible)
        );
        let over = Noughts::from_diagram(3, "xxx/oo./...").unwrap();
        assert_eq!(over.outcome(), Some(Outcome::Loss));
        assert_eq!(
            Noughts::from_diagram(3, "x../o../o.."),
            Err(NoughtsError::Impossible)
        );
        assert_eq!(
            Noughts::from_diagram(3, "x?./.../..."),
            Err(NoughtsError::Character('?'))
        );
        assert_eq!(
            Noughts::from_diagram(3, "x./..."),
            Err(NoughtsError::Ragged)
        );
        assert_eq!(Noughts::new(9, 3, 3).map(|_| ()), Err(NoughtsError::Size));
        assert_eq!(Noughts::new(3, 3, 4).map(|_| ()), Err(NoughtsError::Size));
    }
}
