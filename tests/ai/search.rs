//! The search on concrete positions: it captures the group that decides the game, saves its
//! own group when that is decisive, keeps to its time slices, is deterministic for a seed,
//! follows the game with its tree, and never hands back an illegal turn.

use std::time::Duration;

use crate::common::{at, points, position, time_running};
use medusa::ai::Level;
use medusa::ai::mcts::{Budget, Search, SearchSettings, hint};
use medusa::medusa::{Colour, Game, Position, Turn, Variant};

/// A Lotus position where everything hangs on point 39. The White group 26 30 31 38 45 has
/// one liberty, 39, and holds five points of the lotus 26 30 31 38 39 45. Black placing on 39
/// reverses it (Black then wins 39 to 33); White placing on 39 completes the lotus, which can
/// never be reversed (White then wins 39 to 33). Both big groups hold a lotus; 69 and 72 are
/// their eyes.
fn decisive_point(to_move: Colour) -> Position {
    position(
        Variant::Lotus,
        "1 2 5 8 10 11 12 16 17 18 22 23 27 29 32 33 37 40 41 46 48 49 52 53 54 58 59 60 64 66 \
         67 70",
        "26 30 31 38 45 3 4 6 7 9 13 14 15 19 20 21 24 25 28 34 35 36 42 43 44 47 50 51 55 56 57 \
         61 62 63 65 68 71",
        to_move,
    )
}

fn settings(playouts: u64, seed: u64) -> SearchSettings {
    SearchSettings {
        budget: Budget::playouts(playouts),
        seed,
        ..SearchSettings::default()
    }
}

/// Searches to the end of the budget in slices of `slice`.
fn search(game: &Game, settings: SearchSettings, slice: Duration) -> Search {
    let mut search = Search::new(game, settings);
    while !search.step(slice) {}
    search
}

#[test]
fn the_decisive_position_is_what_the_tests_claim() {
    let black = decisive_point(Colour::Black);
    let lotus = Variant::Lotus;
    let group = points(lotus, "26 30 31 38 45");
    assert_eq!(black.board().group(at(lotus, "26")), group);
    assert_eq!(
        black.board().liberties(at(lotus, "26")),
        points(lotus, "39")
    );
    let mut captured = black.clone();
    let (arrival, _) = captured.place(at(lotus, "39")).unwrap();
    assert_eq!(arrival.captured, group);
    assert_eq!(
        (
            captured.score().black.total(),
            captured.score().white.total()
        ),
        (39, 33)
    );
    let mut saved = decisive_point(Colour::White);
    let (arrival, _) = saved.place(at(lotus, "39")).unwrap();
    assert!(arrival.captured.is_empty() && arrival.reversed_back.is_empty());
    assert!(saved.board().has_rosette(at(lotus, "26")));
    assert_eq!(
        (saved.score().white.total(), saved.score().black.total()),
        (39, 33)
    );
}

#[test]
fn search_captures_the_group_that_decides_the_game() {
    let game = Game::from_position(decisive_point(Colour::Black), 0);
    let search = search(&game, settings(2_000, 1), Duration::from_millis(50));
    assert_eq!(search.best_turn(), Turn::place(at(Variant::Lotus, "39")));
    assert!(search.win_rate() > 0.9, "win rate {}", search.win_rate());
}

#[test]
fn search_saves_its_group_in_atari_when_that_decides_the_game() {
    let game = Game::from_position(decisive_point(Colour::White), 0);
    let search = search(&game, settings(2_000, 2), Duration::from_millis(50));
    assert_eq!(search.best_turn(), Turn::place(at(Variant::Lotus, "39")));
}

#[test]
fn hint_points_at_the_decisive_placement() {
    let game = Game::from_position(decisive_point(Colour::Black), 0);
    assert_eq!(hint(&game, 2_000, 3), Turn::place(at(Variant::Lotus, "39")));
}

/// A Medusa position where a turn's two arrivals capture together: the Black group h9-l9 has two
/// liberties, i10 and k8, and no single arrival can take both. White places on i10 and then
/// moves k6 over k7 to land on k8, which reverses the five stones.
fn placement_and_movement() -> Position {
    position(
        Variant::Medusa,
        "h9 i9 j9 k9 l9",
        "g8 g9 i8 k10 m9 m10 k7 k6",
        Colour::White,
    )
}

#[test]
fn search_combines_a_placement_and_a_movement_to_capture() {
    let medusa = Variant::Medusa;
    let start = placement_and_movement();
    let group = points(medusa, "h9 i9 j9 k9 l9");
    assert_eq!(
        start.board().liberties(at(medusa, "j9")),
        points(medusa, "i10 k8")
    );
    let game = Game::from_position(start, 0);
    let search = search(&game, settings(4_000, 3), Duration::from_millis(50));
    let turn = search.best_turn();
    assert_eq!(turn.notation(game.topology(), Colour::White), "i10 k6-k8");
    let mut after = game.clone();
    after.play_turn(&turn).unwrap();
    assert!(group.is_subset(after.position().board().stones(Colour::White)));
}

/// A Medusa game 60 turns in, played by the greedy baseline (fixed seed).
fn medusa_midgame() -> Game {
    let mut game = Game::new(Variant::Medusa, 3).unwrap();
    let mut rng = medusa::ai::Rng::new(5);
    for _ in 0..60 {
        let turn = medusa::ai::mcts::greedy_turn(&game, &mut rng);
        game.play_turn(&turn).unwrap();
    }
    game
}

#[test]
fn same_seed_same_turn_whatever_the_slices() {
    let game = medusa_midgame();
    let settings = SearchSettings {
        expand_after: 1,
        ..settings(300, 42)
    };
    let a = search(&game, settings, Duration::from_millis(1));
    let b = search(&game, settings, Duration::from_secs(60));
    assert_eq!(a.best_turn(), b.best_turn());
    assert_eq!(a.playouts(), b.playouts());
    assert_eq!(a.stats().nodes, b.stats().nodes);
    assert_eq!(a.win_rate(), b.win_rate());
    let mut played = game.clone();
    played.play_turn(&a.best_turn()).unwrap();
}

#[test]
fn step_keeps_to_its_time_slice() {
    // A time budget far beyond the test: only the slice can end a step.
    let game = medusa_midgame();
    let mut search = Search::new(
        &game,
        SearchSettings {
            budget: Budget::time(Duration::from_secs(3600)),
            ..SearchSettings::default()
        },
    );
    let slice = Duration::from_millis(5);
    let mut longest = Duration::ZERO;
    for _ in 0..20 {
        let (used, done) = time_running(|| search.step(slice));
        assert!(!done);
        longest = longest.max(used);
    }
    // One iteration (a playout of about 150 turns) may run past the slice, unoptimised; it
    // may not run on. (The time counted is the time the step ran on a processor.)
    assert!(
        longest < Duration::from_millis(20),
        "a 5 ms step took {longest:?}"
    );
    assert!(search.playouts() >= 20);
}

#[test]
fn a_finished_budget_makes_step_return_at_once() {
    let game = Game::new(Variant::Lotus, 3).unwrap();
    let mut search = search(&game, settings(50, 4), Duration::from_millis(10));
    let playouts = search.playouts();
    assert!(search.step(Duration::from_secs(10)));
    assert_eq!(search.playouts(), playouts);
}

#[test]
fn levels_are_named_and_ordered_by_budget() {
    assert_eq!(Level::from_name("Casual"), Some(Level::Casual));
    assert_eq!(Level::from_name("grandmaster"), None);
    let playouts: Vec<u64> = Level::ALL
        .iter()
        .map(|l| l.budget().playouts.unwrap())
        .collect();
    assert!(playouts.windows(2).all(|w| w[0] < w[1]), "{playouts:?}");
}

#[test]
fn advance_keeps_the_tree_of_the_turns_played() {
    let mut game = Game::new(Variant::Lotus, 3).unwrap();
    let mut search = search(&game, settings(400, 5), Duration::from_millis(10));
    let nodes = search.stats().nodes;
    let turn = search.best_turn();
    game.play_turn(&turn).unwrap();
    search.advance(&game);
    // The subtree under the chosen placement is kept, and a new budget starts.
    assert_eq!(search.playouts(), 0);
    let kept = search.stats().nodes;
    assert!(kept > 1 && kept < nodes, "{kept} of {nodes} nodes kept");
    while !search.step(Duration::from_millis(10)) {}
    let reply = search.best_turn();
    game.play_turn(&reply).unwrap();
    // A game that did not come from the root gets a fresh tree.
    let other = Game::from_position(decisive_point(Colour::Black), 0);
    search.advance(&other);
    assert_eq!(search.stats().nodes, 1);
    assert_eq!(search.best_turn(), search.best_turn());
}

#[test]
fn a_search_in_the_middle_of_a_turn_finishes_that_turn() {
    let mut game = medusa_midgame();
    let vacant = game.position().board().empty().first().unwrap();
    game.apply(medusa::medusa::Action::Place(vacant)).unwrap();
    let search = search(&game, settings(100, 6), Duration::from_millis(20));
    let turn = search.best_turn();
    // The rest of the turn: movements only (the placement is made), then the end of the turn.
    if let Turn::Play { placement, .. } = &turn {
        assert_eq!(*placement, None);
    }
    let turns = game.turns().len();
    game.play_turn(&turn).unwrap();
    assert_eq!(game.turns().len(), turns + 1);
}

#[test]
fn no_search_is_needed_outside_play() {
    let mut game = Game::new(Variant::Lotus, 3).unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    assert!(game.position().marking().is_some());
    let mut search = Search::new(&game, settings(100, 7));
    assert!(search.step(Duration::from_millis(10)));
    assert_eq!(search.playouts(), 0);
    assert_eq!(search.best_turn(), Turn::Pass);
}
