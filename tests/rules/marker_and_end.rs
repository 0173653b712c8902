//! The marker and komi, the end of the game by passes or resignation, dead-stone marking, and
//! counting (docs/rules.md, "Stones, turns and the marker" and "The end and the count").

use crate::common::{at, place, points, position, step, stones};
use medusa::medusa::{
    Action, ActionError, Colour, Effect, Game, Position, SetupError, Status, Tally, Turn, Variant,
};

const M: Variant = Variant::Medusa;
const L: Variant = Variant::Lotus;

#[test]
fn default_komi_is_three_points_for_the_second_player() {
    let medusa = Position::start(M);
    assert_eq!(medusa.to_move(), Colour::White);
    assert_eq!(medusa.marker(), -3);
    let lotus = Position::start(L);
    assert_eq!(lotus.to_move(), Colour::Black);
    assert_eq!(lotus.marker(), 3);
}

#[test]
fn komi_can_be_set_to_any_point_of_the_track_towards_either_player() {
    assert_eq!(Position::new(M, 0).unwrap().marker(), 0);
    assert_eq!(Position::new(M, 9).unwrap().marker(), -9);
    assert_eq!(Position::new(L, 7).unwrap().marker(), 7);
    // Negative komi: points for the first player (White in Medusa, Black in Lotus).
    assert_eq!(Position::new(M, -4).unwrap().marker(), 4);
    assert_eq!(Position::new(L, -4).unwrap().marker(), -4);
    assert_eq!(Position::new(M, -9).unwrap().marker(), 9);
    assert_eq!(Position::new(L, -7).unwrap().marker(), -7);
    // The track's ends are the limits, both ways.
    for (variant, komi, max) in [
        (M, 10, 9),
        (M, -10, 9),
        (L, 8, 7),
        (L, -8, 7),
        (M, i8::MIN, 9),
    ] {
        assert_eq!(
            Position::new(variant, komi),
            Err(SetupError::KomiOutOfRange { komi, max })
        );
    }
    assert_eq!(
        Game::new(M, -10).unwrap_err().to_string(),
        "komi -10 is beyond the track (-9 to 9)"
    );
    assert_eq!(M.topology().komi_range(), -9..=9);
    assert_eq!(L.topology().komi_range(), -7..=7);
}

#[test]
fn a_negative_komi_counts_for_the_first_player() {
    // Medusa, komi -4: White (first) has 4 points; each pass moves the marker towards the
    // passer, and the two passes cancel.
    let mut medusa = Game::new(M, -4).unwrap();
    medusa.play_turn(&Turn::Pass).unwrap();
    assert_eq!(medusa.position().marker(), 5);
    medusa.play_turn(&Turn::Pass).unwrap();
    medusa.conclude_with_dead(&[]).unwrap();
    let outcome = medusa.position().outcome().unwrap();
    assert_eq!(outcome.score.white.marker, 4);
    assert_eq!(outcome.score.black.marker, 0);
    assert_eq!(outcome.winner, Some(Colour::White));
    // Lotus, komi -4: Black (first) has them.
    let mut lotus = Game::new(L, -4).unwrap();
    lotus.play_turn(&Turn::Pass).unwrap();
    assert_eq!(lotus.position().marker(), -5);
    lotus.play_turn(&Turn::Pass).unwrap();
    lotus.conclude_with_dead(&[]).unwrap();
    let outcome = lotus.position().outcome().unwrap();
    assert_eq!(
        (outcome.score.black.marker, outcome.score.white.marker),
        (4, 0)
    );
    assert_eq!(outcome.winner, Some(Colour::Black));
}

#[test]
fn the_marker_stays_at_the_first_players_end() {
    // Komi -9 in Medusa: the marker starts at White's end, and White's pass leaves it there.
    let mut p = Position::new(M, -9).unwrap();
    let effects = p.apply(Action::EndTurn).unwrap();
    assert_eq!(p.marker(), 9);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::MarkerMoved { .. }))
    );
    p.apply(Action::EndTurn).unwrap();
    assert_eq!(p.marker(), 8);
}

#[test]
fn the_marker_moves_towards_a_player_who_does_not_place() {
    let mut p = Position::start(M);
    let effects = p.apply(Action::EndTurn).unwrap();
    assert_eq!(p.marker(), -2);
    assert_eq!(effects[0], Effect::MarkerMoved { from: -3, to: -2 });
    // Black places: the marker stays.
    p.apply(place(M, "j11")).unwrap();
    p.apply(Action::EndTurn).unwrap();
    assert_eq!(p.marker(), -2);
    // White moves nothing and places nothing again.
    p.apply(Action::EndTurn).unwrap();
    assert_eq!(p.marker(), -1);
    // Black passes: towards Black.
    p.apply(Action::EndTurn).unwrap();
    assert_eq!(p.marker(), -2);
}

#[test]
fn a_movement_only_turn_moves_the_marker_but_is_not_a_pass() {
    let mut p = position(M, "k11 k12", "", Colour::White);
    p.apply(Action::EndTurn).unwrap(); // White: a complete pass, the marker moves to +1.
    assert_eq!(p.passes(), 1);
    p.apply(step(M, "k11", "k13")).unwrap(); // Black: a movement only.
    let effects = p.apply(Action::EndTurn).unwrap();
    assert_eq!(effects[0], Effect::MarkerMoved { from: 1, to: 0 });
    assert_eq!(p.passes(), 0);
    p.apply(Action::EndTurn).unwrap(); // White passes again.
    assert!(
        p.is_playing(),
        "a pass after a movement turn does not end the game"
    );
    assert_eq!(p.passes(), 1);
}

#[test]
fn the_marker_stays_at_the_end_of_the_track() {
    let mut p =
        Position::setup(M, Default::default(), Default::default(), Colour::White, 9).unwrap();
    let effects = p.apply(Action::EndTurn).unwrap();
    assert_eq!(p.marker(), 9);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::MarkerMoved { .. }))
    );
    let mut l =
        Position::setup(L, Default::default(), Default::default(), Colour::Black, -7).unwrap();
    l.apply(Action::EndTurn).unwrap();
    assert_eq!(l.marker(), -7);
}

#[test]
fn two_successive_complete_passes_end_play() {
    let mut p = Position::start(M);
    p.apply(place(M, "j11")).unwrap();
    p.apply(Action::EndTurn).unwrap();
    p.apply(Action::EndTurn).unwrap(); // Black passes.
    assert!(p.is_playing());
    let effects = p.apply(Action::EndTurn).unwrap(); // White passes.
    assert_eq!(effects.last(), Some(&Effect::MarkingStarted));
    assert!(matches!(p.status(), Status::Marking(_)));
    assert_eq!(p.apply(place(M, "a1")), Err(ActionError::MarkingInProgress));
}

#[test]
fn lotus_ends_after_two_successive_passes() {
    let mut p = Position::start(L);
    p.apply(place(L, "17")).unwrap();
    assert_eq!(p.to_move(), Colour::White);
    p.apply(Action::EndTurn).unwrap();
    assert_eq!(
        p.marker(),
        4,
        "White passed: the marker moves towards White"
    );
    p.apply(place(L, "30")).unwrap();
    p.apply(Action::EndTurn).unwrap();
    assert!(p.is_playing());
    p.apply(Action::EndTurn).unwrap();
    assert!(matches!(p.status(), Status::Marking(_)));
}

#[test]
fn resignation_ends_the_game_at_once() {
    let mut game = Game::new(M, 3).unwrap();
    game.apply(place(M, "j11")).unwrap();
    // White resigns mid-turn: the placement is taken back and the record shows "resign".
    let effects = game.apply(Action::Resign(Colour::White)).unwrap();
    let Effect::GameEnded(outcome) = &effects[0] else {
        panic!("the game ends")
    };
    assert_eq!(outcome.winner, Some(Colour::Black));
    assert_eq!(outcome.resigned, Some(Colour::White));
    assert_eq!(game.position().board().occupied().len(), 0);
    assert_eq!(game.apply(place(M, "a1")), Err(ActionError::GameOver));
    assert_eq!(outcome.summary(), "Black wins: White resigned");
}

#[test]
fn the_score_counts_stones_single_colour_regions_and_the_marker() {
    // White encloses a1 with b1 and a2; Black encloses s19 with r19 and s18. The big region
    // touches both colours and counts for nobody.
    let p = Position::setup(
        M,
        points(M, "r19 s18"),
        points(M, "a2 b1"),
        Colour::White,
        -3,
    )
    .unwrap();
    let score = p.score();
    assert_eq!(
        score.white,
        Tally {
            stones: 2,
            territory: 1,
            marker: 0
        }
    );
    assert_eq!(
        score.black,
        Tally {
            stones: 2,
            territory: 1,
            marker: 3
        }
    );
    assert_eq!(score.black.total(), 6);
    assert_eq!(score.white.total(), 3);
    assert_eq!(score.leader(), Some(Colour::Black));
}

#[test]
fn a_seki_region_counts_for_nobody() {
    // a1 is bordered by white b1 and black a2: neutral.
    let p = Position::setup(M, points(M, "a2"), points(M, "b1"), Colour::White, 0).unwrap();
    let territory = medusa::medusa::Territory::of(p.board());
    assert!(territory.neutral.contains(at(M, "a1")));
    assert_eq!(
        p.score().white,
        Tally {
            stones: 1,
            territory: 0,
            marker: 0
        }
    );
    assert_eq!(
        p.score().black,
        Tally {
            stones: 1,
            territory: 0,
            marker: 0
        }
    );
}

#[test]
fn an_empty_board_has_no_territory() {
    let p = Position::start(L);
    assert_eq!(
        p.score().white,
        Tally {
            stones: 0,
            territory: 0,
            marker: 3
        }
    );
    assert_eq!(p.score().black.total(), 0);
}

/// Plays two passes from a position so that marking starts.
fn marking(black: &str, white: &str) -> Position {
    let mut p = position(M, black, white, Colour::White);
    p.apply(Action::EndTurn).unwrap();
    p.apply(Action::EndTurn).unwrap();
    assert!(p.marking().is_some());
    p
}

#[test]
fn marking_toggles_whole_groups_and_needs_both_acceptances() {
    let mut p = marking("a1 a2", "b1 b3 c1");
    let effects = p.apply(Action::ToggleDead(at(M, "a1"))).unwrap();
    assert_eq!(
        effects,
        [Effect::DeadToggled {
            points: vec![at(M, "a1"), at(M, "a2")],
            dead: true
        }]
    );
    p.apply(Action::AcceptMarking(Colour::White)).unwrap();
    assert!(p.marking().unwrap().accepted(Colour::White));
    // A change clears the acceptance given.
    p.apply(Action::ToggleDead(at(M, "c1"))).unwrap();
    assert!(!p.marking().unwrap().accepted(Colour::White));
    p.apply(Action::ToggleDead(at(M, "c1"))).unwrap(); // c1 alive again.
    assert_eq!(
        crate::common::names(p.topology(), p.marking().unwrap().dead()),
        "a1 a2"
    );
    p.apply(Action::AcceptMarking(Colour::White)).unwrap();
    assert_eq!(
        p.apply(Action::AcceptMarking(Colour::White)),
        Err(ActionError::AlreadyAccepted(Colour::White))
    );
    let effects = p.apply(Action::AcceptMarking(Colour::Black)).unwrap();
    // The dead black group is reversed, then the game is counted.
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Reversed {
            to: Colour::White,
            reason: medusa::medusa::Reversal::Dead,
            ..
        }
    )));
    assert_eq!(stones(&p, Colour::White), "a1 a2 b1 b3 c1");
    assert_eq!(stones(&p, Colour::Black), "");
    let outcome = p.outcome().unwrap();
    // White: 5 stones; the rest of the board (205 cells) borders only White: territory.
    assert_eq!(
        outcome.score.white,
        Tally {
            stones: 5,
            territory: 205,
            marker: 0
        }
    );
    assert_eq!(outcome.winner, Some(Colour::White));
}

#[test]
fn dead_groups_are_reversed_before_counting() {
    // Without marking, Black's a1-a2 counts for Black; marked dead it counts for White.
    let alive = marking("a1 a2", "b1 b3 c1");
    let mut alive_counted = alive.clone();
    alive_counted
        .apply(Action::AcceptMarking(Colour::White))
        .unwrap();
    alive_counted
        .apply(Action::AcceptMarking(Colour::Black))
        .unwrap();
    assert_eq!(alive_counted.outcome().unwrap().score.black.stones, 2);
    let mut dead = alive;
    dead.apply(Action::ToggleDead(at(M, "a2"))).unwrap();
    dead.apply(Action::AcceptMarking(Colour::Black)).unwrap();
    dead.apply(Action::AcceptMarking(Colour::White)).unwrap();
    assert_eq!(dead.outcome().unwrap().score.black.stones, 0);
    assert_eq!(dead.outcome().unwrap().score.white.stones, 5);
}

#[test]
fn the_provisional_count_follows_the_marking() {
    let mut p = marking("a1 a2", "b1 b3 c1");
    // Nothing marked: Black's a1-a2 counts for Black; the big region touches both colours.
    let before = p.provisional_score();
    assert_eq!(before, p.score());
    assert_eq!((before.black.stones, before.white.stones), (2, 3));
    assert_eq!((before.black.territory, before.white.territory), (0, 0));
    p.apply(Action::ToggleDead(at(M, "a1"))).unwrap();
    // Marked dead, the pair counts as White's, and the rest of the board becomes White's.
    let marked = p.provisional_score();
    assert_eq!(
        marked.white,
        Tally {
            stones: 5,
            territory: 205,
            marker: 0
        }
    );
    assert_eq!(marked.black.total(), 0);
    assert_eq!(
        stones(&p, Colour::Black),
        "a1 a2",
        "the board itself is unchanged"
    );
    assert_eq!(
        crate::common::names(p.topology(), p.counted_board().stones(Colour::White)),
        "a1 a2 b1 b3 c1"
    );
    p.apply(Action::AcceptMarking(Colour::Black)).unwrap();
    p.apply(Action::AcceptMarking(Colour::White)).unwrap();
    assert_eq!(p.provisional_score(), p.outcome().unwrap().score);
    assert_eq!(p.provisional_score(), marked);
}

#[test]
fn either_side_may_resume_play_instead() {
    let mut p = marking("a1 a2", "b1 b3 c1");
    p.apply(Action::ToggleDead(at(M, "a1"))).unwrap();
    let effects = p.apply(Action::ResumePlay).unwrap();
    assert_eq!(effects, [Effect::PlayResumed]);
    assert!(p.is_playing());
    assert_eq!(p.passes(), 0);
    assert_eq!(p.to_move(), Colour::White);
    // One more pass does not end the game again.
    p.apply(Action::EndTurn).unwrap();
    assert!(p.is_playing());
}

#[test]
fn marking_actions_outside_marking_are_refused() {
    let mut p = Position::start(M);
    assert_eq!(
        p.apply(Action::ToggleDead(at(M, "a1"))),
        Err(ActionError::NotMarking)
    );
    assert_eq!(
        p.apply(Action::AcceptMarking(Colour::Black)),
        Err(ActionError::NotMarking)
    );
    assert_eq!(p.apply(Action::ResumePlay), Err(ActionError::NotMarking));
    let mut m = marking("a1", "");
    assert_eq!(
        m.apply(Action::ToggleDead(at(M, "s19"))),
        Err(ActionError::NoGroupThere(at(M, "s19")))
    );
}

#[test]
fn undo_takes_back_actions_then_whole_turns() {
    let mut game = Game::new(M, 3).unwrap();
    game.apply(place(M, "k11")).unwrap();
    game.apply(Action::EndTurn).unwrap();
    game.apply(place(M, "k12")).unwrap();
    game.apply(Action::EndTurn).unwrap();
    game.apply(place(M, "j11")).unwrap();
    game.apply(place(M, "j13")).unwrap_err(); // A second placement: refused, not recorded.
    assert_eq!(game.actions_in_progress().len(), 1);
    assert!(game.undo()); // The placement of j11.
    assert_eq!(game.position().board().occupied().len(), 2);
    assert_eq!(game.turns().len(), 2);
    assert!(game.undo()); // Black's whole turn k12.
    assert_eq!(game.turns().len(), 1);
    assert_eq!(game.position().to_move(), Colour::Black);
    assert_eq!(stones(game.position(), Colour::White), "k11");
    assert!(game.undo());
    assert!(!game.undo());
    assert_eq!(game.position(), game.start());
}

#[test]
fn repeated_positions_are_reported() {
    // White moves k11 up over k12 and back down again; Black passes in between.
    let mut game = Game::from_position(position(M, "a1", "k11 k12", Colour::White), 0);
    assert!(!game.is_repetition());
    game.play_turn(&Turn::Play {
        placement: None,
        moves: vec![(at(M, "k11"), at(M, "k13"))],
    })
    .unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    assert!(!game.is_repetition());
    game.play_turn(&Turn::Play {
        placement: None,
        moves: vec![(at(M, "k13"), at(M, "k11"))],
    })
    .unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    // The stones and the player to move are as at the start (the marker is not compared).
    assert_eq!(stones(game.position(), Colour::White), "k11 k12");
    assert!(game.is_repetition());
    assert!(game.position().is_playing());
    // Undoing the last turn removes the repetition.
    game.undo();
    assert!(!game.is_repetition());
}

#[test]
fn an_ended_game_has_no_actions_in_progress_and_its_last_acceptance_can_be_taken_back() {
    let mut game = Game::new(M, 3).unwrap();
    game.apply(place(M, "k11")).unwrap();
    game.apply(Action::EndTurn).unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    game.play_turn(&Turn::Pass).unwrap();
    game.apply(Action::AcceptMarking(Colour::White)).unwrap();
    assert_eq!(
        game.actions_in_progress(),
        vec![Action::AcceptMarking(Colour::White)]
    );
    game.apply(Action::AcceptMarking(Colour::Black)).unwrap();
    assert!(game.position().outcome().is_some());
    assert_eq!(game.actions_in_progress(), Vec::<Action>::new());
    assert!(game.undo());
    assert!(game.position().outcome().is_none());
    assert_eq!(
        game.actions_in_progress(),
        vec![Action::AcceptMarking(Colour::White)]
    );
}
