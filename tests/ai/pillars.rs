//! Pillars of Medusa's computer player on concrete positions: it mates in one and in two,
//! does not put a piece next to an enemy Medusa for nothing, and frees its King by freezing
//! the checking piece when that is the only way out.

use medusa::ai::alphabeta::{Budget, SearchGame, hint};
use medusa::ai::pillars::{PillarsSearch, evaluate, gain};
use medusa::pillars::{Colour, EndReason, Game, Move, Position};

use crate::common::pillars::{moves, mv, setup, sq};

fn best(position: &Position, depth: u32) -> Move {
    hint(
        &PillarsSearch::from_position(position.clone()),
        Budget::depth(depth),
        7,
    )
    .expect("a move")
}

fn mates(position: &Position, mv: Move) -> bool {
    let mut game = Game::from_position(position.clone());
    game.play(mv).unwrap();
    game.outcome()
        .is_some_and(|o| o.reason == EndReason::Checkmate)
}

#[test]
fn it_mates_in_one() {
    let position = setup(Colour::White, "Kf1 kk11 wj10 wk10 Ta2 Hc3");
    let chosen = best(&position, 2);
    assert_eq!(position.notation(chosen), "a2-a11");
    // A Medusa's mate: she steps next to the King, which is frozen and cannot take her.
    let medusa = setup(Colour::Black, "Ka1 kk11 me5 wk5");
    let chosen = best(&medusa, 2);
    assert!(mates(&medusa, chosen), "{}", medusa.notation(chosen));
}

#[test]
fn it_mates_in_two() {
    let position = setup(Colour::White, "Ta1 Tb2 Kk1 kh11");
    assert!(
        !position
            .legal_moves()
            .into_iter()
            .any(|m| mates(&position, m)),
        "no mate in one"
    );
    let first = best(&position, 4);
    let mut after = position.clone();
    after.apply(first).unwrap();
    for reply in after.legal_moves() {
        let mut next = after.clone();
        next.apply(reply).unwrap();
        let second = best(&next, 2);
        assert!(
            mates(&next, second),
            "{} {} {}",
            position.notation(first),
            after.notation(reply),
            next.notation(second)
        );
    }
}

#[test]
fn it_does_not_step_next_to_an_enemy_medusa_for_nothing() {
    // The Horse on c3 could go to d5, next to the Medusa on e6: defended by the Sword on c4,
    // so she would not take it, but it would stand there turned to stone.
    let position = setup(Colour::White, "Kf1 kf11 Hc3 Wc4 Wa2 me6 wk9");
    for depth in [1, 2, 3] {
        let chosen = best(&position, depth);
        assert_ne!(position.notation(chosen), "c3-d5", "depth {depth}");
    }
    let mut frozen = position.clone();
    frozen.apply(mv(&position, "c3-d5")).unwrap();
    let mut free = position.clone();
    free.apply(mv(&position, "c3-e2")).unwrap();
    // Seen from Black, to move: the frozen Horse is worth less to White.
    assert!(evaluate(&frozen) > evaluate(&free));
}

#[test]
fn it_frees_its_king_by_freezing_the_checking_piece_when_nothing_else_helps() {
    // The Horse on c2 checks the King on a1, which its own pieces wall in; nothing can take
    // the Horse. The only answers put the Medusa next to it.
    let position = setup(Colour::White, "Ka1 Wa2 Wb2 Hb1 Mf3 hc2 kk11");
    assert!(position.is_check());
    assert_eq!(moves(&position), vec!["f3-c3", "f3-d1", "f3-d3"]);
    let chosen = best(&position, 3);
    let mut after = position.clone();
    after.apply(chosen).unwrap();
    assert!(after.is_frozen(sq("c2")));
}

#[test]
fn greedy_gains_count_captures_promotions_and_new_forms() {
    let position = setup(Colour::White, "Ka1 kk6 *Ad4 qf6 Wc10");
    let search = PillarsSearch::from_position(position.clone());
    let take = mv(&position, "d4xf6");
    let become_queen = mv(&position, "d4xf6=Q");
    let promote = mv(&position, "c10-c11");
    assert_eq!(gain(&position, take), 980);
    assert_eq!(gain(&position, become_queen), 980 + 980 - 340);
    assert_eq!(gain(&position, promote), 950 - 100);
    assert_eq!(search.gain(take), 980);
}
