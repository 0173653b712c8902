//! Counting: stones, regions surrounded by one colour, and the marker.

use serde::{Deserialize, Serialize};

use super::bits::Bits;
use super::board::Board;
use super::colour::Colour;

/// Which vacant points belong to whom: a region of vacant points bordered by one colour only
/// is that colour's; a region bordered by both (seki, dame) or by none is neutral.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Territory {
    pub black: Bits,
    pub white: Bits,
    pub neutral: Bits,
}

impl Territory {
    /// The territory of every vacant region of `board`.
    pub fn of(board: &Board) -> Territory {
        let topology = board.topology();
        let (black, white) = (board.stones(Colour::Black), board.stones(Colour::White));
        let mut territory = Territory::default();
        let mut rest = board.empty();
        while let Some(seed) = rest.first() {
            let region = topology.flood(seed, rest);
            rest &= !region;
            let border = topology.neighbours_of_set(region);
            match (border.intersects(black), border.intersects(white)) {
                (true, false) => territory.black |= region,
                (false, true) => territory.white |= region,
                _ => territory.neutral |= region,
            }
        }
        territory
    }

    /// The territory of `colour`.
    pub fn of_colour(&self, colour: Colour) -> Bits {
        match colour {
            Colour::Black => self.black,
            Colour::White => self.white,
        }
    }
}

/// One player's points.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Tally {
    /// Stones of the player's colour on the board.
    pub stones: u32,
    /// Vacant points in regions bordered only by the player's stones.
    pub territory: u32,
    /// The marker's value when it stands on the player's side.
    pub marker: u32,
}

impl Tally {
    /// The player's score.
    pub fn total(&self) -> u32 {
        self.stones + self.territory + self.marker
    }
}

/// Both players' points.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct Score {
    pub black: Tally,
    pub white: Tally,
}

impl Score {
    /// The score of `board` with the marker at `marker` (positive is White's side).
    pub fn of(board: &Board, marker: i8) -> Score {
        let territory = Territory::of(board);
        let tally = |colour: Colour| Tally {
            stones: board.stones(colour).len() as u32,
            territory: territory.of_colour(colour).len() as u32,
            marker: (marker * colour.marker_sign()).max(0) as u32,
        };
        Score {
            black: tally(Colour::Black),
            white: tally(Colour::White),
        }
    }

    /// The points of `colour`.
    pub fn of_colour(&self, colour: Colour) -> Tally {
        match colour {
            Colour::Black => self.black,
            Colour::White => self.white,
        }
    }

    /// The player with more points, or `None` for a draw.
    pub fn leader(&self) -> Option<Colour> {
        match self.black.total().cmp(&self.white.total()) {
            std::cmp::Ordering::Greater => Some(Colour::Black),
            std::cmp::Ordering::Less => Some(Colour::White),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// White's total minus Black's.
    pub fn margin(&self) -> i32 {
        self.white.total() as i32 - self.black.total() as i32
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Outcome {
    /// The points on the board at the end.
    pub score: Score,
    /// The winner; `None` is a draw.
    pub winner: Option<Colour>,
    /// The player who resigned, if the game ended that way.
    pub resigned: Option<Colour>,
}

impl Outcome {
    /// The game was counted: the player with more points wins.
    pub fn counted(score: Score) -> Outcome {
        Outcome {
            score,
            winner: score.leader(),
            resigned: None,
        }
    }

    /// `player` resigned.
    pub fn resignation(score: Score, player: Colour) -> Outcome {
        Outcome {
            score,
            winner: Some(player.opponent()),
            resigned: Some(player),
        }
    }

    /// One line for people: "White wins by 5 points (70 to 65)", "White wins: Black resigned".
    pub fn summary(&self) -> String {
        if let Some(loser) = self.resigned {
            return format!("{} wins: {loser} resigned", loser.opponent());
        }
        let (w, b) = (self.score.white.total(), self.score.black.total());
        match self.winner {
            Some(Colour::White) => format!("White wins by {} ({w} to {b})", points(w - b)),
            Some(Colour::Black) => format!("Black wins by {} ({b} to {w})", points(b - w)),
            None => format!("Draw ({w} each)"),
        }
    }
}

fn points(n: u32) -> String {
    if n == 1 {
        "1 point".into()
    } else {
        format!("{n} points")
    }
}
