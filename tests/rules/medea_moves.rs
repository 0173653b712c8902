//! Medea, moves that do not capture (RULES-medea.md §1, §2): the start, men's steps, kings'
//! moves through vacant chakras, chakra moves.

use medusa::medea::{Colour, Effect, Game, Position};

use crate::common::medea::{after, moves, play, pos, sq};

const START: &str = "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMM1/MMMMMMMM w a2,h2 a7,h7 0";

#[test]
fn the_start_is_dameos_men_with_chakras_on_the_second_ranks_and_white_moves_first() {
    let start = Position::start();
    assert_eq!(start.to_fen(), START);
    assert_eq!(start.to_move(), Colour::White);
    assert_eq!(Game::new().position(), &start);
}

#[test]
fn the_first_move_has_the_26_choices_of_the_rules() {
    // 12 steps of the rank-3 men, b2 and g2 two each, c2-b3 and f2-g3, four steps onto a
    // vacant own chakra that transmit, four chakra moves.
    assert_eq!(
        moves(&Position::start()),
        "Ca2-a3 Ca2-b3 Ch2-g3 Ch2-h3 a1-a2 b1-a2 b2-a3 b2-b3 c2-b3 c3-b4 c3-c4 c3-d4 d3-c4 \
         d3-d4 d3-e4 e3-d4 e3-e4 e3-f4 f2-g3 f3-e4 f3-f4 f3-g4 g1-h2 g2-g3 g2-h3 h1-h2"
    );
    // The four steps onto a chakra go on to the other one.
    assert_eq!(
        after(START, "a1-a2"),
        "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/1MMMMMMM/1MMMMMMM b a2,h2 a7,h7 0"
    );
    assert_eq!(
        after(START, "h1-h2"),
        "mmmmmmmm/1mmmmmm1/2mmmm2/8/8/2MMMM2/MMMMMMM1/MMMMMMM1 b a2,h2 a7,h7 0"
    );
}

#[test]
fn men_step_one_square_straight_or_diagonally_forward() {
    let white = "8/8/8/3m4/8/3M4/8/8 w a1,h1 a8,h8 0";
    assert_eq!(
        moves(&pos(white)),
        "Ca1-a2 Ca1-b1 Ca1-b2 Ch1-g1 Ch1-g2 Ch1-h2 d3-c4 d3-d4 d3-e4"
    );
    let black = "8/8/8/3m4/8/3M4/8/8 b a1,h1 a8,h8 0";
    assert_eq!(
        moves(&pos(black)),
        "Ca8-a7 Ca8-b7 Ca8-b8 Ch8-g7 Ch8-g8 Ch8-h7 d5-c4 d5-d4 d5-e4"
    );
    let (effects, game) = play(white, "d3-e4");
    assert_eq!(
        effects,
        vec![Effect::Stepped {
            from: sq("d3"),
            to: sq("e4")
        }]
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/8/3m4/4M3/8/8/8 b a1,h1 a8,h8 0"
    );
}

#[test]
fn men_step_only_onto_vacant_squares() {
    // d3 is hemmed in by its own men; the men in front step on.
    let fen = "8/8/7m/8/2MMM3/3M4/8/8 w a8,b8 g8,h8 0";
    let list = moves(&pos(fen));
    assert!(!list.contains("d3-"), "{list}");
    assert_eq!(
        list,
        "Ca8-a7 Ca8-b7 Cb8-a7 Cb8-b7 Cb8-c7 Cb8-c8 c4-b5 c4-c5 c4-d5 d4-c5 d4-d5 d4-e5 e4-d5 e4-e5 e4-f5"
    );
}

#[test]
fn kings_move_like_queens_over_vacant_squares_and_vacant_chakras() {
    // The king on d4 reaches 27 squares; h8 is Black's vacant chakra, a1 White's: the move
    // onto a1 is transmitted to h1.
    let fen = "8/8/8/8/3K4/7m/8/8 w a1,h1 a8,h8 0";
    assert_eq!(
        moves(&pos(fen)),
        "Ca1-a2 Ca1-b1 Ca1-b2 Ch1-g1 Ch1-g2 Ch1-h2 d4-a4 d4-a7 d4-b4 d4-b6 d4-c3 d4-c4 d4-c5 d4-d1 d4-d2 d4-d3 \
         d4-d5 d4-d6 d4-d7 d4-d8 d4-e3 d4-e4 d4-e5 d4-f2 d4-f4 d4-f6 d4-g1 d4-g4 d4-g7 \
         d4-h4 d4-h8 d4-b2 d4-a1"
            .split(' ')
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
            .join(" ")
    );
    assert_eq!(after(fen, "d4-h8"), "7K/8/8/8/8/7m/8/8 b a1,h1 a8,h8 1");
}

#[test]
fn a_king_passing_over_its_own_chakra_is_not_transmitted() {
    let fen = "8/8/3m4/8/8/8/8/K7 w c1,h2 a7,h7 0";
    let (effects, game) = play(fen, "a1-d1");
    assert_eq!(
        effects,
        vec![Effect::Slid {
            from: sq("a1"),
            to: sq("d1")
        }]
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/3m4/8/8/8/8/3K4 b c1,h2 a7,h7 1"
    );
    // Stopping on it is transmitted.
    let (effects, game) = play(fen, "a1-c1");
    assert_eq!(
        effects,
        vec![
            Effect::Slid {
                from: sq("a1"),
                to: sq("c1")
            },
            Effect::Transmitted {
                from: sq("c1"),
                to: sq("h2")
            },
        ]
    );
    assert_eq!(
        game.position().to_fen(),
        "8/8/3m4/8/8/8/7K/8 b c1,h2 a7,h7 1"
    );
}

#[test]
fn a_player_moves_his_own_vacant_chakras_one_square_onto_vacant_squares_that_are_not_chakras() {
    // White's chakra a2 (vacant) may go to b1, a3, b3 (a1 and b2 hold pieces); c3 may go
    // anywhere around but b2 (a man) and b4 (Black's chakra). The king on a1 moving onto a2
    // is transmitted to c3; the man b2 stepping onto c3 to a2.
    let fen = "8/8/8/7k/8/8/1M6/K7 w a2,c3 b4,h8 0";
    assert_eq!(
        moves(&pos(fen)),
        "Ca2-a3 Ca2-b1 Ca2-b3 Cc3-b3 Cc3-c2 Cc3-c4 Cc3-d2 Cc3-d3 Cc3-d4 a1-a2 a1-a3 a1-a4 \
         a1-a5 a1-a6 a1-a7 a1-a8 a1-b1 a1-c1 a1-d1 a1-e1 a1-f1 a1-g1 a1-h1 b2-a3 b2-b3 b2-c3"
    );
    let (effects, game) = play(fen, "Cc3-d4");
    assert_eq!(
        effects,
        vec![Effect::ChakraMoved {
            colour: Colour::White,
            from: sq("c3"),
            to: sq("d4")
        }]
    );
    // Chakras are written in name order; a chakra move counts towards the 100 plies.
    assert_eq!(
        game.position().to_fen(),
        "8/8/8/7k/8/8/1M6/K7 b a2,d4 b4,h8 1"
    );
    assert_eq!(after(fen, "a1-a2"), "8/8/8/7k/8/2K5/1M6/8 b a2,c3 b4,h8 1");
    assert_eq!(after(fen, "b2-c3"), "8/8/8/7k/8/8/M7/K7 b a2,c3 b4,h8 0");
}

#[test]
fn an_occupied_chakra_does_not_move_and_blocks_like_the_piece_on_it() {
    // White's chakras a2 (under a white man) and h2 (under a black king): neither moves. The
    // white king on a1 cannot pass a2.
    let fen = "8/8/8/8/8/8/M6k/K7 w a2,h2 a7,h7 0";
    let list = moves(&pos(fen));
    assert!(!list.contains('C'), "{list}");
    assert!(!list.contains("a1-a3"), "{list}");
}
