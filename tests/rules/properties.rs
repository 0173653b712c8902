//! Properties of random legal games on both boards: stones only come from placements, the
//! incremental groups always agree with a fresh count, illegal actions change nothing, and a
//! game's record replays to the same position.

use crate::common::TestRng;
use medusa::medusa::{Action, Colour, Effect, Game, Point, Record, Variant};
use proptest::prelude::*;

/// Plays a random legal game of up to `turns` turns; calls `visit` before every action.
fn random_game(
    variant: Variant,
    seed: u64,
    turns: usize,
    mut visit: impl FnMut(&Game, &mut TestRng),
) -> (Game, usize) {
    let mut rng = TestRng::new(seed);
    let mut game = Game::new(variant, (seed % 7) as i8 - 3).unwrap();
    let mut placements = 0;
    for _ in 0..turns {
        if game.position().outcome().is_some() {
            break;
        }
        if game.position().marking().is_some() {
            // Mostly resume; sometimes count the game with nothing dead.
            if rng.below(8) == 0 {
                visit(&game, &mut rng);
                game.conclude_with_dead(&[]).unwrap();
                break;
            }
            game.apply(Action::ResumePlay).unwrap();
        }
        let player = game.position().to_move();
        // Placement, usually.
        let empty = game.position().board().empty();
        if !empty.is_empty() && rng.below(20) < 19 {
            let point = empty.nth(rng.below(empty.len())).unwrap();
            visit(&game, &mut rng);
            let effects = game.apply(Action::Place(point)).unwrap();
            assert!(matches!(effects[0], Effect::Placed { .. }));
            placements += 1;
        }
        // Then a few movements.
        while game.position().is_playing() && game.topology().has_movement() && rng.below(3) == 0 {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            let (from, to) = moves[rng.below(moves.len())];
            visit(&game, &mut rng);
            game.apply(Action::Move { from, to }).unwrap();
        }
        // End the turn unless it is over already (a Lotus placement ends it).
        if game.position().is_playing() && game.position().to_move() == player {
            visit(&game, &mut rng);
            game.apply(Action::EndTurn).unwrap();
        }
        if rng.below(400) == 0 {
            let player = game.position().to_move();
            game.apply(Action::Resign(player)).unwrap();
        }
    }
    (game, placements)
}

fn variant_of(seed: u64) -> Variant {
    if seed.is_multiple_of(3) {
        Variant::Lotus
    } else {
        Variant::Medusa
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn stones_on_the_board_equal_placements(seed in any::<u64>()) {
        let variant = variant_of(seed);
        let mut checked = 0;
        let (game, placements) = random_game(variant, seed, 260, |game, _| {
            assert!(game.position().board().is_consistent());
            checked += 1;
        });
        let board = game.position().board();
        prop_assert!(board.is_consistent());
        prop_assert_eq!(board.occupied().len(), placements);
        prop_assert!(checked > 0);
    }

    #[test]
    fn illegal_actions_change_nothing(seed in any::<u64>()) {
        let variant = variant_of(seed);
        let mut refused = 0;
        random_game(variant, seed, 200, |game, rng| {
            let position = game.position();
            let random_point = |rng: &mut TestRng| Point::new(rng.below(230));
            let colour = if rng.below(2) == 0 { Colour::Black } else { Colour::White };
            let candidates = [
                Action::Place(random_point(rng)),
                Action::Move { from: random_point(rng), to: random_point(rng) },
                Action::ToggleDead(random_point(rng)),
                Action::AcceptMarking(colour),
                Action::ResumePlay,
            ];
            for action in candidates {
                let mut copy = position.clone();
                if copy.apply(action).is_err() {
                    refused += 1;
                    assert!(copy.board().identical(position.board()), "{action:?}");
                    assert_eq!(&copy, position, "{action:?}");
                    assert!(position.check(action).is_err());
                }
            }
        });
        prop_assert!(refused > 0);
    }

    #[test]
    fn replaying_the_record_reproduces_the_final_position(seed in any::<u64>()) {
        let variant = variant_of(seed);
        let (mut game, _) = random_game(variant, seed, 220, |_, _| {});
        game.undo_turn_in_progress();
        let record = Record::of_game(&game, Vec::new());
        let text = record.to_text();
        let replayed = Record::parse(&text).unwrap().replay().unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        let from_json = Record::parse(&record.to_json()).unwrap().replay().unwrap();
        prop_assert_eq!(from_json.position(), game.position());
    }
}
