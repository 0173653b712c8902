//! Medea's perft (RULES-medea.md §6): the start, move by move at depth 1 and in total to depth
//! 4, and positions with kings, moved chakras, a replacement capture and a pending
//! multi-capture (the same positions are checked against the independent generator in
//! `medea_reference`).

use medusa::medea::Position;

use crate::common::medea::pos;
use crate::medea_reference::PERFT_POSITIONS;

#[test]
fn perft_from_the_start() {
    let start = Position::start();
    let counts: Vec<u64> = (0..=4).map(|depth| start.perft(depth)).collect();
    assert_eq!(counts, vec![1, 26, 676, 18230, 469556]);
}

#[test]
fn perft_takes_memory_only_for_the_plies_it_walks() {
    // Black has no legal move: however deep the count is asked, there is nothing below.
    let stuck = pos("8/8/8/8/7M/3M3M/7m/MM4MM b c6,f6 a1,b1 0");
    assert_eq!(stuck.perft(u32::MAX), 0);
    assert_eq!(stuck.divide(u32::MAX), vec![]);
}

#[test]
fn divide_from_the_start_lists_the_26_moves_sorted() {
    let divide: Vec<(String, u64)> = Position::start()
        .divide(2)
        .into_iter()
        .map(|(notation, count)| (notation.to_string(), count))
        .collect();
    let names: Vec<&str> = divide.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names.join(" "),
        "Ca2-a3 Ca2-b3 Ch2-g3 Ch2-h3 a1-a2 b1-a2 b2-a3 b2-b3 c2-b3 c3-b4 c3-c4 c3-d4 d3-c4 \
         d3-d4 d3-e4 e3-d4 e3-e4 e3-f4 f2-g3 f3-e4 f3-f4 f3-g4 g1-h2 g2-g3 g2-h3 h1-h2"
    );
    // Black answers each with 26 moves too: the position is symmetric and nothing touches.
    assert!(divide.iter().all(|(_, count)| *count == 26), "{divide:?}");
    assert_eq!(divide.iter().map(|(_, c)| c).sum::<u64>(), 676);
}

#[test]
fn perft_of_positions_with_kings_chakras_replacements_and_captures() {
    let expected: [[u64; 4]; 5] = [
        [40, 821, 23991, 475560],
        [1, 13, 361, 4523],
        [5, 43, 1061, 16850],
        [33, 1021, 29573, 812035],
        [28, 698, 18199, 448989],
    ];
    for (fen, counts) in PERFT_POSITIONS.iter().zip(expected) {
        let position = pos(fen);
        let got: Vec<u64> = (1..=4).map(|depth| position.perft(depth)).collect();
        assert_eq!(got, counts, "{fen}");
    }
}
