//! Pillars of Medusa: the move generator against perft counts and against an independent
//! slow generator (`pillars_reference`), move set by move set, on positions from random games
//! and on positions with frozen pieces, Morphs of several kinds, castling, promotions and
//! checks. `PILLARS_GAMES` plays more random games (default 8).

use std::collections::BTreeSet;

use medusa::pillars::{Move, Position, Role, divide, perft};

use crate::pillars_reference::Reference;

/// Positions that exercise the rules, with their perft counts to depth 1, 2 and 3.
const POSITIONS: [(&str, &str, [u64; 3]); 6] = [
    (
        "the sample game after 8. ME x B10: five black pieces frozen",
        "t1a1qksadht/wMww1m2www/h3w*a2p2/5w1w3/1d4w4/11/4W6/3S1W5/2P3W4/WWWW2PWWWW/THADQK1ADHT b AKak 0 8",
        [77, 7149, 541698],
    ),
    (
        "Morphs in the forms of a Horse, a Sword, a Queen and a Pillar",
        "t4k4t/w1*h6w1/11/3*w7/11/5M5/2m8/7*Q3/11/W5*P3W/T4K4T w AKak 0 1",
        [90, 4258, 363914],
    ),
    (
        "castling both ways for White, blocked for Black",
        "th3k3ht/w9w/11/11/11/11/11/11/11/W9W/T4K4T w AKak 0 1",
        [19, 259, 6500],
    ),
    (
        "Swords about to promote, with captures on the last rank",
        "2t2k2h2/1W1*W6W/11/11/11/11/11/11/11/w2*w5w1/1T3K3H1 w - 0 1",
        [25, 516, 12653],
    ),
    (
        "White in check from a Serpent, with a Medusa to freeze it",
        "5k5/11/11/11/11/11/11/2s8/4M6/11/5K5 w - 0 1",
        [10, 259, 4751],
    ),
    (
        "the sample game's last position: check, two replies",
        "3m1k1t3/2ww3h2w/h2qw1S1w2/5w1w3/3a2w4/11/4W6/5W5/3W2W4/WWW4WWWW/THA1QK1A1HT b AK 1 25",
        [2, 94, 5357],
    ),
];

fn move_set(moves: Vec<Move>) -> BTreeSet<String> {
    moves.into_iter().map(|m| format!("{m:?}")).collect()
}

fn assert_same_moves(position: &Position, context: &str) {
    let engine = position.legal_moves();
    let reference = Reference::of(position).legal();
    assert_eq!(
        move_set(engine.clone()),
        move_set(reference),
        "{context}: {}",
        position.fen()
    );
    assert_eq!(
        engine.len(),
        move_set(engine.clone()).len(),
        "no move twice: {}",
        position.fen()
    );
    assert_eq!(position.count_legal_moves(), engine.len());
    let mut captures = Vec::new();
    position.captures_into(&mut captures);
    let expected: Vec<Move> = engine
        .iter()
        .copied()
        .filter(|&m| {
            m.castling().is_none()
                && (position.captured_by(m).is_some() || m.to.rank() == 0 || m.to.rank() == 10)
        })
        .collect();
    assert_eq!(captures, expected, "captures: {}", position.fen());
    for mv in engine {
        assert_eq!(
            position.check_move(mv),
            Ok(()),
            "{mv:?} in {}",
            position.fen()
        );
    }
}

#[test]
fn perft_from_the_start() {
    let start = Position::start();
    assert_eq!(perft(&start, 0), 1);
    assert_eq!(perft(&start, 1), 43);
    assert_eq!(perft(&start, 2), 1843);
    assert_eq!(perft(&start, 3), 87372);
    let divided = divide(&start, 2);
    assert_eq!(divided.len(), 43);
    assert_eq!(divided.iter().map(|(_, n)| n).sum::<u64>(), 1843);
}

#[test]
fn perft_takes_memory_only_for_the_plies_it_walks() {
    // Black is stalemated: however deep the count is asked, there is nothing below.
    let stalemate = Position::from_fen("10k/8Q2/11/11/11/11/11/11/11/11/5K5 b - 0 1").unwrap();
    assert_eq!(perft(&stalemate, u32::MAX), 0);
    assert_eq!(divide(&stalemate, u32::MAX), vec![]);
}

#[test]
fn the_reference_generator_agrees_on_perft_2_from_the_start() {
    let start = Position::start();
    assert_eq!(Reference::of(&start).perft(&start, 2), 1843);
}

#[test]
fn perft_from_positions_with_every_rule_in_play() {
    for (name, fen, counts) in POSITIONS {
        let position = Position::from_fen(fen).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_same_moves(&position, name);
        let found: Vec<u64> = (1..=3).map(|d| perft(&position, d)).collect();
        assert_eq!(found, counts, "{name}");
        let reference = Reference::of(&position);
        assert_eq!(
            reference.perft(&position, 2),
            counts[1],
            "{name}: reference"
        );
    }
}

#[test]
fn the_generator_agrees_with_the_reference_in_random_games() {
    let games: u64 = std::env::var("PILLARS_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    let mut rng = crate::common::TestRng::new(0x5049_4c4c);
    let mut compared = 0;
    let mut saw_transform = false;
    let mut saw_frozen = false;
    for game in 0..games {
        let mut position = match game % 3 {
            0 => Position::start(),
            _ => Position::from_fen(POSITIONS[(game as usize) % POSITIONS.len()].1).unwrap(),
        };
        for ply in 0..120 {
            assert_same_moves(&position, &format!("game {game} ply {ply}"));
            compared += 1;
            saw_frozen |= position.frozen().any();
            let moves = position.legal_moves();
            if moves.is_empty() || position.is_bare_kings() {
                break;
            }
            // Prefer captures half of the time, so that games reach Morphs and promotions.
            let captures: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|&m| position.captured_by(m).is_some())
                .collect();
            let pool = if !captures.is_empty() && rng.below(2) == 0 {
                &captures
            } else {
                &moves
            };
            let mv = pool[rng.below(pool.len())];
            saw_transform |= mv.transformation().is_some();
            let before = position.clone();
            let undo = position.play_unchecked(mv);
            let mut back = position.clone();
            back.undo(mv, undo);
            assert_eq!(back, before, "undo of {mv:?}");
        }
    }
    assert!(compared > games * 20);
    assert!(saw_frozen, "some position had frozen pieces");
    assert!(saw_transform || games < 6, "some Morph transformed");
}

#[test]
fn the_morph_position_has_morphs_of_four_kinds() {
    let morphs = Position::from_fen(POSITIONS[1].1).unwrap();
    let roles: Vec<Role> = morphs
        .board()
        .morphs()
        .squares()
        .filter_map(|s| morphs.piece_at(s).map(|p| p.role))
        .collect();
    assert_eq!(
        roles,
        vec![Role::Pillar, Role::Queen, Role::Sword, Role::Horse]
    );
}
