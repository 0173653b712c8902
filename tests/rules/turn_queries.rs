//! What the player to move may do now, as the core answers it (docs/rules.md, "A turn in
//! Medusa" and "The end and the count"): a stone's landings or why it has none, a pass only
//! before the turn has started, whether the game is in progress, whether the turn can still
//! do anything but end, the marking actions towards a proposal, and the board's notation.

use crate::common::{at, place, points, position, step};
use medusa::medusa::{
    Action, ActionError, Bits, CannotMove, Colour, DeadEnd, Game, LINE_DIRECTIONS, Point, Position,
    RowEnd, Variant,
};

const M: Variant = Variant::Medusa;
const L: Variant = Variant::Lotus;

fn why(position: &Position, label: &str) -> String {
    match position.try_landings(at(position.variant(), label)) {
        Ok(landings) => panic!("{label} can move: {landings:?}"),
        Err(reason) => reason.describe(position.topology()),
    }
}

#[test]
fn every_neighbour_of_a_cell_lies_on_one_of_its_lines() {
    // So a stone in a group always has a row of friends to try: "nothing to jump over" is
    // never the reason a Medusa stone in a group cannot move.
    let t = M.topology();
    for p in t.points() {
        for &n in t.neighbours(p) {
            assert!(
                (0..LINE_DIRECTIONS).any(|d| t.line_step(p, d) == Some(n)),
                "{} and {} share no line",
                t.label(p),
                t.label(n)
            );
        }
    }
}

#[test]
fn a_stone_with_landings_lists_them() {
    let p = position(M, "", "k11 k12", Colour::White);
    assert_eq!(
        p.try_landings(at(M, "k11")),
        Ok(vec![(at(M, "k13"), points(M, "k12"))])
    );
    assert_eq!(
        p.try_landings(at(M, "k11")).unwrap(),
        p.landings(at(M, "k11"))
    );
}

#[test]
fn a_row_blocked_by_the_opponent_or_the_edge_is_named() {
    // White's k11 has one row of friends, over k12, ending at Black's k13; along row 11
    // its neighbours are vacant, so there is nothing to jump there.
    let p = position(M, "k13", "k11 k12", Colour::White);
    let reason = p.try_landings(at(M, "k11")).unwrap_err();
    match &reason {
        CannotMove::NoLanding { from, rows } => {
            assert_eq!(*from, at(M, "k11"));
            assert_eq!(rows.len(), 1);
            assert_eq!(rows[0].over, at(M, "k12"));
            assert_eq!(rows[0].end, RowEnd::Blocked { by: at(M, "k13") });
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        why(&p, "k11"),
        "the stone on k11 has nowhere to land: the row over k12 ends at the opponent's stone on k13"
    );
    // a9 in a8-a9-a10 on the left edge: up over a10 off the board, down over a8 to Black's a7.
    let p = position(M, "a7", "a8 a9 a10", Colour::White);
    let Err(CannotMove::NoLanding { rows, .. }) = p.try_landings(at(M, "a9")) else {
        panic!("a9 should have no landing");
    };
    let mut ends: Vec<(Point, RowEnd)> = rows.iter().map(|r: &DeadEnd| (r.over, r.end)).collect();
    ends.sort_by_key(|(over, _)| *over);
    assert_eq!(
        ends,
        vec![
            (at(M, "a8"), RowEnd::Blocked { by: at(M, "a7") }),
            (at(M, "a10"), RowEnd::Edge)
        ]
    );
    let sentence = why(&p, "a9");
    assert!(
        sentence.starts_with("the stone on a9 has nowhere to land: the row over "),
        "{sentence}"
    );
    assert!(
        sentence.contains("the row over a10 runs off the board"),
        "{sentence}"
    );
    assert!(
        sentence.contains("the row over a8 ends at the opponent's stone on a7"),
        "{sentence}"
    );
}

#[test]
fn a_stone_that_may_not_move_at_all_says_why() {
    let p = position(M, "a1", "k11 k12 c5", Colour::White);
    let refused = |p: &Position, label: &str| match p.try_landings(at(p.variant(), label)) {
        Err(CannotMove::Refused(error)) => error,
        other => panic!("{label}: {other:?}"),
    };
    assert_eq!(refused(&p, "a1"), ActionError::NotYourStone(at(M, "a1")));
    assert_eq!(refused(&p, "c5"), ActionError::SingleStone(at(M, "c5")));
    assert_eq!(refused(&p, "j11"), ActionError::NoStone(at(M, "j11")));
    assert_eq!(why(&p, "a1"), "the stone on a1 is the opponent's");
    // After its move the group is spent.
    let mut moved = p.clone();
    moved.apply(step(M, "k11", "k13")).unwrap();
    assert_eq!(
        refused(&moved, "k12"),
        ActionError::GroupAlreadyMoved(at(M, "k12"))
    );
    // No movement in Lotus, none in the marking or after the end.
    let lotus = position(L, "", "1 2", Colour::White);
    assert_eq!(refused(&lotus, "1"), ActionError::NoMovement);
    let mut marking = p.clone();
    marking.apply(Action::EndTurn).unwrap();
    marking.apply(Action::EndTurn).unwrap();
    assert_eq!(refused(&marking, "k11"), ActionError::MarkingInProgress);
    let mut over = p.clone();
    over.resign(Colour::Black).unwrap();
    assert_eq!(refused(&over, "k11"), ActionError::GameOver);
}

#[test]
fn a_pass_is_refused_once_the_turn_has_started() {
    let mut game = Game::new(M, 3).unwrap();
    game.apply(place(M, "j11")).unwrap();
    let before = game.position().clone();
    assert_eq!(game.pass(), Err(ActionError::TurnStarted));
    assert_eq!(game.position(), &before);
    assert!(game.actions_in_progress().len() == 1);
    assert_eq!(
        ActionError::TurnStarted.describe(M.topology()),
        "you have already played this turn, so you cannot pass: end the turn instead"
    );
    game.apply(Action::EndTurn).unwrap();
    // Before anything is done, a pass is a complete pass.
    let effects = game.pass().unwrap();
    assert_eq!(game.position().passes(), 1);
    assert!(!effects.is_empty());
    // A movement also starts the turn.
    let mut moving = Game::from_position(position(M, "", "k11 k12", Colour::White), 0);
    moving.apply(step(M, "k11", "k13")).unwrap();
    assert_eq!(moving.pass(), Err(ActionError::TurnStarted));
    // In Lotus a placement ends the turn: the next player may pass.
    let mut lotus = Game::new(L, 3).unwrap();
    lotus.apply(place(L, "17")).unwrap();
    assert!(lotus.pass().is_ok());
}

#[test]
fn a_game_is_in_progress_from_its_first_action_until_it_is_over() {
    let mut game = Game::new(L, 3).unwrap();
    assert!(!game.is_in_progress());
    game.apply(place(L, "17")).unwrap();
    assert!(game.is_in_progress());
    let mut medusa = Game::new(M, 3).unwrap();
    medusa.apply(place(M, "j11")).unwrap();
    assert!(medusa.is_in_progress(), "the first turn has begun");
    game.pass().unwrap();
    game.pass().unwrap();
    assert!(game.position().marking().is_some());
    assert!(game.is_in_progress(), "the marking is part of the game");
    game.conclude_with_dead(&[]).unwrap();
    assert!(!game.is_in_progress());
    let mut resigned = Game::new(M, 3).unwrap();
    resigned.pass().unwrap();
    resigned.apply(Action::Resign(Colour::Black)).unwrap();
    assert!(!resigned.is_in_progress());
}

#[test]
fn a_turn_that_can_only_end_is_known() {
    // Before anything is done, there is always something to do on a board with vacant cells.
    assert!(Position::start(M).can_still_act());
    assert!(Position::start(L).can_still_act());
    // Medusa: after the first placement no group of White's may move.
    let mut p = Position::start(M);
    p.apply(place(M, "j11")).unwrap();
    assert!(!p.can_still_act());
    // With a group that has a landing, the turn may go on; after its move, not.
    let mut p = position(M, "", "k11 k12", Colour::White);
    p.apply(place(M, "a1")).unwrap();
    assert!(p.can_still_act());
    p.apply(step(M, "k11", "k13")).unwrap();
    assert!(!p.can_still_act());
    // A group whose rows are all blocked gives nothing to do.
    let mut p = position(M, "k10 k13", "k11 k12", Colour::White);
    p.apply(place(M, "a1")).unwrap();
    assert!(!p.can_still_act());
    // Lotus: a placement ends the turn by itself; the next player has a turn to play.
    let mut lotus = Position::start(L);
    lotus.apply(place(L, "17")).unwrap();
    assert_eq!(lotus.to_move(), Colour::White);
    assert!(lotus.can_still_act());
    // Nothing to do in the marking or after the end.
    let mut marking = Position::start(L);
    marking.apply(Action::EndTurn).unwrap();
    marking.apply(Action::EndTurn).unwrap();
    assert!(!marking.can_still_act());
    let mut over = Position::start(M);
    over.resign(Colour::White).unwrap();
    assert!(!over.can_still_act());
}

#[test]
fn the_marking_is_brought_to_a_proposal_by_toggling_what_differs() {
    let mut p = position(M, "a1 a2 s19", "k11 k12 c5", Colour::White);
    p.apply(Action::EndTurn).unwrap();
    p.apply(Action::EndTurn).unwrap();
    assert!(p.marking_actions(Bits::EMPTY).is_empty());
    // Mark k11-k12 dead; then propose a1-a2 and c5 (by any stone of each group) instead.
    p.apply(Action::ToggleDead(at(M, "k12"))).unwrap();
    let proposal = points(M, "a2 c5");
    let actions = p.marking_actions(proposal);
    assert_eq!(actions.len(), 3);
    for action in actions {
        p.apply(action).unwrap();
    }
    assert_eq!(p.marking().unwrap().dead(), points(M, "a1 a2 c5"));
    assert!(p.marking_actions(proposal).is_empty());
    // Not while playing.
    let playing = position(M, "a1", "", Colour::White);
    assert!(playing.marking_actions(points(M, "a1")).is_empty());
}

#[test]
fn concluding_actions_mark_exactly_the_named_groups() {
    let mut game = Game::from_position(position(M, "a1 a2 s19", "k11 k12", Colour::White), 0);
    game.pass().unwrap();
    game.pass().unwrap();
    // Something else was marked first: the dead line's groups replace it.
    game.apply(Action::ToggleDead(at(M, "s19"))).unwrap();
    game.conclude_with_dead(&[at(M, "a1"), at(M, "a2")])
        .unwrap();
    assert_eq!(game.dead(), [at(M, "a1")]);
    let board = game.position().board();
    assert_eq!(board.stones(Colour::Black), points(M, "s19"));
    // Only while marking.
    let mut playing = Game::new(M, 3).unwrap();
    assert_eq!(
        playing.conclude_with_dead(&[]),
        Err(ActionError::NotMarking)
    );
}

#[test]
fn the_board_names_its_columns_rows_track_and_first_player() {
    let t = M.topology();
    let columns: Vec<&str> = t.columns().iter().map(|c| c.name.as_str()).collect();
    assert_eq!(columns.concat(), "abcdefghijklmnopqrs");
    let rows: Vec<&str> = t.rows().iter().map(|r| r.name.as_str()).collect();
    assert_eq!(rows, (1..=19).map(|n| n.to_string()).collect::<Vec<_>>());
    let labels = |points: &[Point]| -> String {
        points
            .iter()
            .map(|&p| t.label(p))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        labels(&t.columns()[0].points),
        "a1 a2 a3 a4 a5 a6 a7 a8 a9 a10"
    );
    // Column j has cells on its odd rows only: j10 and the other even rows are dark.
    assert_eq!(
        labels(&t.columns()[9].points),
        "j1 j3 j5 j7 j9 j11 j13 j15 j17 j19"
    );
    assert_eq!(labels(&t.rows()[0].points), "a1 b1 c1 d1 e1 f1 g1 h1 i1 j1");
    assert_eq!(
        labels(&t.rows()[18].points),
        "j19 k19 l19 m19 n19 o19 p19 q19 r19 s19"
    );
    let cells: usize = t.columns().iter().map(|c| c.points.len()).sum();
    assert_eq!(cells, 210);
    assert_eq!(t.rows().iter().map(|r| r.points.len()).sum::<usize>(), 210);
    assert_eq!((t.first_player(), t.track_end()), (Colour::White, 9));
    assert_eq!(t.point_word(), "cell");
    // Lotus numbers its points.
    let l = L.topology();
    assert!(l.columns().is_empty() && l.rows().is_empty());
    assert_eq!((l.first_player(), l.track_end()), (Colour::Black, 7));
    assert_eq!(l.komi_range(), -7..=7);
    assert_eq!(l.point_word(), "point");
}

#[test]
fn a_turn_in_progress_lists_every_way_it_can_still_end() {
    let mut game = Game::from_position(position(M, "", "i9 j9", Colour::White), 0);
    assert_eq!(game.turn_endings(100), None, "nothing done yet");
    game.apply(place(M, "a1")).unwrap();
    let notation = |turns: Vec<medusa::medusa::Turn>| -> Vec<String> {
        turns
            .iter()
            .map(|turn| turn.notation(M.topology(), Colour::White))
            .collect()
    };
    let endings = notation(game.turn_endings(100).expect("a turn in progress"));
    // First as it stands, then with the pair's one movement, either way along row 9.
    assert_eq!(endings[0], "a1");
    let mut rest = endings[1..].to_vec();
    rest.sort();
    assert_eq!(rest, ["a1 i9-k9", "a1 j9-h9"]);
    assert_eq!(game.turn_endings(2), None, "more ways than asked for");
    // Once the pair has moved, the turn can only end as it stands.
    game.apply(step(M, "i9", "k9")).unwrap();
    assert_eq!(
        notation(game.turn_endings(100).expect("a turn in progress")),
        ["a1 i9-k9"]
    );
    game.apply(Action::EndTurn).unwrap();
    assert_eq!(game.turn_endings(100), None, "the turn is over");
}
