//! Medusa's and Lotus's answers to the questions typed in the move box: what stands on a
//! point (the stone, its group and the group's liberties, or its rosette), the stones of each
//! side, the groups of the side to move and the opponent's in atari, the count and the
//! marker, and the moves that can be typed now.

use std::cmp::Reverse;

use medusa_locale::Phrase;
use medusa_rules::medusa::{Bits, Board, Colour, Game, Point, Tally};

use super::panel_part::outcome_phrase;

/// A side's name, said in the screens' language.
fn side(colour: Colour) -> Phrase {
    Phrase::new(format!("side-{}", colour.name()))
}

/// What stands on the point `label`, or `None` when the board has no such point.
pub(super) fn cell_words(game: &Game, label: &str) -> Option<Phrase> {
    let topology = game.topology();
    let point = topology.point(label.trim())?;
    let label = topology.label(point).to_string();
    let board = game.position().board();
    let Some(colour) = board.colour_at(point) else {
        return Some(Phrase::new("answer-empty").with("cell", label));
    };
    Some(if board.has_rosette(point) {
        Phrase::new("answer-medusa-rosette")
            .with("cell", label)
            .with("side", side(colour))
    } else {
        Phrase::new("answer-medusa-stone")
            .with("cell", label)
            .with("side", side(colour))
            .with("stones", board.group(point).len())
            .with("liberties", board.liberties(point).len())
    })
}

/// The stones of each side on the board.
pub(super) fn pieces_words(game: &Game) -> Phrase {
    let board = game.position().board();
    Phrase::new("answer-medusa-pieces")
        .with("black", board.stones(Colour::Black).len())
        .with("white", board.stones(Colour::White).len())
}

/// A group as the answers tell it.
struct Group {
    /// The stone that names it: the first of its points.
    stone: Point,
    /// How many stones it has.
    size: usize,
    liberties: Bits,
    /// Whether it holds a whole rosette, and cannot be captured.
    rosette: bool,
}

impl Group {
    /// Whether it can be captured at its last liberty: that liberty, if so.
    fn atari(&self) -> Option<Point> {
        (!self.rosette && self.liberties.len() == 1)
            .then(|| self.liberties.first())
            .flatten()
    }
}

/// The groups of `colour`.
fn groups_of(board: &Board, colour: Colour) -> Vec<Group> {
    let mut rest = board.stones(colour);
    let mut groups = Vec::new();
    while let Some(stone) = rest.first() {
        let stones = board.group(stone);
        rest &= !stones;
        groups.push(Group {
            stone,
            size: stones.len(),
            liberties: board.liberties(stone),
            rosette: board.has_rosette(stone),
        });
    }
    groups
}

/// The groups of the side to move (`own`: the player's own at this screen), those with the
/// fewest liberties first and those with a rosette last, each named by one of its stones
/// with its size and liberties; then the opponent's groups in atari (one liberty, no
/// rosette), each with the liberty left.
pub(super) fn groups_words(game: &Game, own: bool) -> Vec<Phrase> {
    let position = game.position();
    let board = position.board();
    let topology = game.topology();
    let label = |point| topology.label(point).to_string();
    let player = position.to_move();
    let mut groups = groups_of(board, player);
    groups.sort_by_key(|group| {
        (
            group.rosette,
            group.liberties.len(),
            Reverse(group.size),
            group.stone,
        )
    });
    let mut lines = vec![if groups.is_empty() {
        Phrase::new("answer-medusa-no-groups").with("side", side(player))
    } else {
        let key = if own {
            "answer-medusa-groups-own"
        } else {
            "answer-medusa-groups"
        };
        Phrase::new(key)
            .with("side", side(player))
            .with("count", groups.len())
    }];
    for group in &groups {
        let line = match (group.rosette, group.atari()) {
            (true, _) => Phrase::new("answer-medusa-group-rosette"),
            (false, Some(liberty)) => {
                Phrase::new("answer-medusa-group-atari").with("liberty", label(liberty))
            }
            (false, None) => {
                Phrase::new("answer-medusa-group").with("liberties", group.liberties.len())
            }
        };
        lines.push(
            line.with("cell", label(group.stone))
                .with("stones", group.size),
        );
    }
    let opponent = player.opponent();
    let in_atari: Vec<Phrase> = groups_of(board, opponent)
        .iter()
        .filter_map(|group| {
            let liberty = group.atari()?;
            Some(
                Phrase::new("answer-medusa-atari")
                    .with("side", side(opponent))
                    .with("cell", label(group.stone))
                    .with("stones", group.size)
                    .with("liberty", label(liberty)),
            )
        })
        .collect();
    if in_atari.is_empty() {
        lines.push(Phrase::new("answer-medusa-no-atari").with("side", side(opponent)));
    }
    lines.extend(in_atari);
    lines
}

/// One side's points in the count: the total, and its stones, territory and marker.
fn tally_words(colour: Colour, tally: &Tally) -> Phrase {
    Phrase::new("answer-medusa-tally")
        .with("side", side(colour))
        .with("total", tally.total())
        .with("stones", tally.stones)
        .with("territory", tally.territory)
        .with("marker", tally.marker)
}

/// The count as the game would count it now (the result and the final count once it is
/// over; as marked, during the marking of dead groups), the first player first; then where
/// the marker stands, the komi, and what a turn without a placement does.
pub(super) fn score_words(game: &Game) -> Vec<Phrase> {
    let position = game.position();
    let topology = game.topology();
    let mut lines = Vec::new();
    let when = match (position.outcome(), position.marking()) {
        (Some(outcome), _) => {
            lines.push(outcome_phrase(outcome, None));
            "final"
        }
        (None, Some(_)) => "marking",
        (None, None) => "now",
    };
    let score = position.provisional_score();
    let first = topology.first_player();
    let second = first.opponent();
    lines.push(
        Phrase::new("answer-medusa-count")
            .with("when", when)
            .with("first", tally_words(first, &score.of_colour(first)))
            .with("second", tally_words(second, &score.of_colour(second))),
    );
    let marker = position.marker();
    let marker_side = if marker > 0 {
        Colour::White
    } else {
        Colour::Black
    };
    let komi = game.komi();
    let komi_side = if komi >= 0 { second } else { first };
    lines.push(
        Phrase::new("answer-medusa-marker")
            .with("points", marker.unsigned_abs())
            .with("side", side(marker_side))
            .with("end", topology.track_end())
            .with("komi", komi.unsigned_abs())
            .with("komi-side", side(komi_side)),
    );
    lines
}

/// The most placements listed as moves to type.
const MOST_PLACEMENTS: usize = 400;

/// What can be typed now: the ways the turn in progress can end, or at a turn's start the
/// points where a stone can be placed and the pass.
pub(super) fn typed_moves(game: &Game) -> Option<Vec<String>> {
    let position = game.position();
    if !game.actions_in_progress().is_empty() {
        let player = position.to_move();
        let endings = game.turn_endings(MOST_PLACEMENTS)?;
        return Some(
            endings
                .iter()
                .map(|turn| turn.notation(game.topology(), player))
                .collect(),
        );
    }
    if !position.is_playing() {
        return Some(Vec::new());
    }
    let topology = game.topology();
    let mut moves: Vec<String> = position
        .placements()
        .iter()
        .map(|point| topology.label(point).to_string())
        .collect();
    moves.push("pass".to_string());
    Some(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{AnyGame, Asking, answered};
    use medusa_rules::medusa::{Position, Variant};

    fn game(black: &str, white: &str) -> Game {
        game_to_move(black, white, Colour::Black, 0)
    }

    /// A game of Medusa with these stones, `to_move` to move and the marker at `marker`, set
    /// up with the default komi (3 points for Black).
    fn game_to_move(black: &str, white: &str, to_move: Colour, marker: i8) -> Game {
        let topology = Variant::Medusa.topology();
        let points = |labels: &str| -> Bits {
            labels
                .split_whitespace()
                .map(|label| topology.point(label).unwrap_or_else(|| panic!("{label}")))
                .collect()
        };
        let position = Position::setup(
            Variant::Medusa,
            points(black),
            points(white),
            to_move,
            marker,
        )
        .unwrap_or_else(|e| panic!("{e:?}"));
        Game::from_position(position, 3)
    }

    /// Black's three groups: b3 in atari (White on a2, a3 and c3), b1-c1 with two liberties
    /// (c2, d1), and the six stones of the rosette around h6; White's a1-a3 in atari at a4.
    fn three_groups(marker: i8) -> AnyGame {
        AnyGame::from(game_to_move(
            "b1 c1 b3 g5 g6 h5 h7 i6 i7",
            "a1 a2 a3 c3",
            Colour::Black,
            marker,
        ))
    }

    #[test]
    fn the_groups_of_the_side_to_move_are_told_those_in_danger_first() {
        let game = three_groups(0);
        let groups = [
            "b3: one stone, in atari: its last liberty is c4",
            "b1: 2 stones, 2 liberties",
            "g5: 6 stones with a rosette (it cannot be captured)",
            "White in atari at a1: 3 stones, its last liberty is a4",
        ];
        let mut expected = vec!["Black to move, 3 groups, fewest liberties first:"];
        expected.extend(groups);
        assert_eq!(answered(&game, &Asking::default(), "groups"), expected);
        let own = Asking {
            own_turn: true,
            ..Asking::default()
        };
        expected[0] = "Your 3 groups (Black), fewest liberties first:";
        assert_eq!(answered(&game, &own, "Groups"), expected);
        let lone = AnyGame::from(game_to_move("b1", "", Colour::White, 0));
        assert_eq!(
            answered(&lone, &own, "groups"),
            [
                "White to move, with no stone on the board.",
                "No group of Black is in atari."
            ]
        );
    }

    #[test]
    fn the_score_is_the_count_now_with_the_marker_and_the_komi() {
        let game = three_groups(-2);
        assert_eq!(
            answered(&game, &Asking::default(), "score"),
            [
                "The count as the board stands: White 4 points (4 stones, territory 0, \
                 marker 0); Black 11 points (9 stones, territory 0, marker 2)",
                "The marker stands 2 points towards Black (the track ends at 9 each way); \
                 komi: 3 points for Black. Each turn ended without a placement moves the \
                 marker one point towards its player.",
            ]
        );
    }

    #[test]
    fn a_point_is_told_with_its_stone_group_and_liberties() {
        let game = game("b1 b3", "a1 a2 a3");
        let english = medusa_locale::english();
        let said = |label: &str| cell_words(&game, label).map(|phrase| english.say(&phrase));
        assert_eq!(
            said("a2").as_deref(),
            Some("a2: White stone, in a group of 3 stones with one liberty")
        );
        assert_eq!(
            said("b1").as_deref(),
            Some("b1: Black stone, in a group of one stone with 2 liberties")
        );
        assert_eq!(said("c5").as_deref(), Some("c5: empty"));
        assert_eq!(said("z99"), None);
        assert_eq!(
            english.say(&pieces_words(&game)),
            "Black has 2 stones on the board, White 3 stones"
        );
    }
}
