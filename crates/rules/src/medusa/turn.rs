//! A whole turn and its notation: `j10`, `j10 q15-s15 e1-c1`, `- q15-s15`, `pass`, `resign`
//! (Medusa); `17`, `pass`, `resign` (Lotus). The seeds' compact movement `qs15` (= `q15-s15`,
//! along row 15) is accepted on input.

use super::action::Action;
use super::colour::Colour;
use super::topology::{Point, Topology};
use crate::text_record::quote;

/// One player's turn.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Turn {
    /// A placement and/or movements (at least one of the two), in order.
    Play {
        placement: Option<Point>,
        moves: Vec<(Point, Point)>,
    },
    /// Neither placement nor movement: a complete pass.
    Pass,
    /// The given player resigns.
    Resign(Colour),
}

impl Turn {
    /// A placement-only turn.
    pub fn place(point: Point) -> Turn {
        Turn::Play {
            placement: Some(point),
            moves: Vec::new(),
        }
    }

    /// The turn built from the placement and movements of a turn in progress.
    pub fn from_actions(actions: &[Action]) -> Turn {
        let mut placement = None;
        let mut moves = Vec::new();
        for action in actions {
            match *action {
                Action::Place(p) => placement = Some(p),
                Action::Move { from, to } => moves.push((from, to)),
                _ => {}
            }
        }
        if placement.is_none() && moves.is_empty() {
            Turn::Pass
        } else {
            Turn::Play { placement, moves }
        }
    }

    /// The actions that play this turn on a board (`EndTurn` is left out on a board without
    /// movement, where the placement ends the turn by itself).
    pub fn actions(&self, topology: &Topology) -> Vec<Action> {
        match self {
            Turn::Pass => vec![Action::EndTurn],
            Turn::Resign(colour) => vec![Action::Resign(*colour)],
            Turn::Play { placement, moves } => {
                let mut actions: Vec<Action> =
                    placement.iter().map(|&p| Action::Place(p)).collect();
                actions.extend(moves.iter().map(|&(from, to)| Action::Move { from, to }));
                if topology.has_movement() || placement.is_none() {
                    actions.push(Action::EndTurn);
                }
                actions
            }
        }
    }

    /// The turn in notation. `player` is who plays it (a resignation by the other player names
    /// its colour).
    pub fn notation(&self, topology: &Topology, player: Colour) -> String {
        match self {
            Turn::Pass => "pass".into(),
            Turn::Resign(colour) if *colour == player => "resign".into(),
            Turn::Resign(colour) => format!("resign {}", colour.name()),
            Turn::Play { placement, moves } => {
                let mut text = match placement {
                    Some(p) => topology.label(*p).to_string(),
                    None => "-".into(),
                };
                for &(from, to) in moves {
                    text.push(' ');
                    text.push_str(topology.label(from));
                    text.push('-');
                    text.push_str(topology.label(to));
                }
                text
            }
        }
    }

    /// Reads a turn written in notation. `player` is who plays it.
    pub fn parse(text: &str, topology: &Topology, player: Colour) -> Result<Turn, String> {
        let mut tokens = text.split_whitespace();
        let Some(first) = tokens.next() else {
            return Err("the turn is empty".into());
        };
        let first_lower = first.to_ascii_lowercase();
        let rest: Vec<&str> = tokens.collect();
        match first_lower.as_str() {
            "pass" => {
                if let Some(extra) = rest.first() {
                    return Err(format!(
                        "'pass' takes nothing after it, found {}",
                        quote(extra)
                    ));
                }
                return Ok(Turn::Pass);
            }
            "resign" => {
                return match rest.as_slice() {
                    [] => Ok(Turn::Resign(player)),
                    [colour] => Colour::from_name(colour).map(Turn::Resign).ok_or_else(|| {
                        format!("{} is not a colour (black or white)", quote(colour))
                    }),
                    [_, extra, ..] => {
                        Err(format!("unexpected {} after the resignation", quote(extra)))
                    }
                };
            }
            _ => {}
        }
        let placement = if first == "-" {
            None
        } else {
            Some(cell(topology, first).map_err(|e| {
                if first.contains('-') || compact_move(topology, first).is_some() {
                    format!(
                        "a turn starts with a placement or '-', found the movement {}",
                        quote(first)
                    )
                } else {
                    e
                }
            })?)
        };
        let mut moves = Vec::new();
        for token in rest {
            if !topology.has_movement() {
                return Err(format!(
                    "stones do not move in {}, found {}",
                    topology.variant(),
                    quote(token)
                ));
            }
            moves.push(movement(topology, token)?);
        }
        if placement.is_none() && moves.is_empty() {
            return Ok(Turn::Pass);
        }
        Ok(Turn::Play { placement, moves })
    }
}

/// The point labelled `token`, or an error naming it.
fn cell(topology: &Topology, token: &str) -> Result<Point, String> {
    topology.point(token).ok_or_else(|| {
        format!(
            "{} is not a {} of this board",
            quote(token),
            topology.point_word()
        )
    })
}

/// A movement `from-to`, or the compact `qs15`.
fn movement(topology: &Topology, token: &str) -> Result<(Point, Point), String> {
    if let Some((from, to)) = token.split_once('-') {
        return Ok((cell(topology, from)?, cell(topology, to)?));
    }
    compact_move(topology, token).ok_or_else(|| {
        format!(
            "{} is not a movement (write it as from-to, like q15-s15, or qs15)",
            quote(token)
        )
    })
}

/// The compact form: two column letters and a row number, `qs15` = `q15-s15`.
fn compact_move(topology: &Topology, token: &str) -> Option<(Point, Point)> {
    let bytes = token.as_bytes();
    if bytes.len() < 3 || !bytes[0].is_ascii_alphabetic() || !bytes[1].is_ascii_alphabetic() {
        return None;
    }
    let row = &token[2..];
    if !row.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let from = topology.point(&format!("{}{row}", &token[..1]))?;
    let to = topology.point(&format!("{}{row}", &token[1..2]))?;
    Some((from, to))
}
