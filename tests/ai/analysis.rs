//! Whole-game analysis on the library: the same report however the work is sliced, progress
//! that only grows, a report that fills as the positions are judged, and where a game was
//! lost, with or without a marked move.

use std::time::Duration;

use medusa::ai::analysis::{Analysis, INACCURACY, LOSS_DROP, Mark};

const MEDEA: &str = include_str!("../data/analysis-medea-blunder.txt");
const DECLINE: &str = include_str!("../data/analysis-lotus-decline.txt");
const MEDUSA: &str = include_str!("../data/analysis-medusa-blunder.txt");
const LOTUS: &str = "[Variant \"lotus\"]\n42\n34\n33\n23\n19\n49\n";

#[test]
fn slices_of_any_size_give_the_same_report() {
    for (record, engine) in [(MEDEA, "ab:depth=4"), (LOTUS, "mcts:playouts=300")] {
        let whole = Analysis::from_text(record, Some(engine), 7).unwrap().run();
        let mut sliced = Analysis::from_text(record, Some(engine), 7).unwrap();
        let mut progress = 0.0;
        let mut steps = 0;
        while !sliced.step(Duration::from_micros(200)) {
            assert!(sliced.progress() >= progress);
            progress = sliced.progress();
            // Partial reports: as many moves as both their positions are judged.
            let partial = sliced.report();
            assert_eq!(partial.moves.len(), partial.chances.len().saturating_sub(1));
            assert!(!partial.complete);
            steps += 1;
        }
        assert!(steps > 1, "{engine}: the work took more than one slice");
        assert_eq!(sliced.progress(), 1.0);
        assert_eq!(sliced.report(), whole, "{engine}");
        assert!(whole.complete);
    }
}

#[test]
fn the_planted_blunder_leads_the_turning_points() {
    let report = Analysis::from_text(MEDEA, None, 1).unwrap().run();
    let turning = report.turning_points();
    assert_eq!(turning[0].played, "h6-h5");
    assert_eq!(turning[0].mark, Some(Mark::Blunder));
    assert_eq!(turning[0].mover, "Black");
    assert!(turning[0].drop >= 0.3);
    assert!(report.chances.iter().all(|c| (0.0..=1.0).contains(c)));
    // Black lost it there first of all, in Medea's words.
    let lost = report.where_lost.as_ref().expect("Black is behind");
    assert_eq!((lost.player, lost.losses[0].number), ("Black", 14));
    assert_eq!(
        report.where_lost_line().as_deref(),
        Some("Where Black lost it: move 14 (−43%).")
    );
}

/// A game of Lotus lost a little at a time, as a new player lost one against the computer:
/// Black's chance falls from 54% to nil and no move of either side is marked, yet the report
/// says where Black lost it: its own three largest drops, biggest first, each below an
/// inaccuracy.
#[test]
fn a_game_lost_a_little_at_a_time_says_where_it_was_lost() {
    let report = Analysis::from_text(DECLINE, None, 1).unwrap().run();
    assert!(report.complete);
    for count in &report.counts {
        assert_eq!(
            (count.inaccuracies, count.mistakes, count.blunders),
            (0, 0, 0),
            "{count:?}"
        );
    }
    let lost = report.where_lost.as_ref().expect("Black is behind");
    assert_eq!((lost.player, lost.seat), ("Black", 0));
    assert!(lost.from > 0.5 && lost.to == 0.0, "{lost:?}");
    let numbers: Vec<usize> = lost.losses.iter().map(|loss| loss.number).collect();
    assert_eq!(numbers, [25, 21, 29]);
    for loss in &lost.losses {
        assert!((LOSS_DROP..INACCURACY).contains(&loss.drop), "{loss:?}");
        let analysed = report.move_numbered(loss.number).unwrap();
        assert_eq!((analysed.mover, analysed.drop), ("Black", loss.drop));
    }
    assert_eq!(
        report.where_lost_line().as_deref(),
        Some("Where Black lost it: turns 25 (−9%), 21 (−9%), 29 (−7%).")
    );
    // The move into the position after turn 25, numbered as the records and the replay view.
    assert_eq!(
        report.move_into(25).as_deref(),
        Some("Turn 25: Black played 56 (−9%).")
    );
}

/// Black's k10 (turn 46) leaves its 22-stone group to be reversed by White's b3, the point
/// that would have completed the group's rosette: the only blunder of the record.
#[test]
fn the_planted_medusa_blunder_is_the_only_one() {
    let report = Analysis::from_text(MEDUSA, None, 1).unwrap().run();
    let blunders = report.marked(Mark::Blunder);
    assert_eq!(blunders, vec![(46, "k10")]);
    let turning = report.turning_points();
    assert_eq!(turning[0].played, "k10");
    assert_eq!(turning[0].mover, "Black");
    assert_eq!(turning[0].best.as_deref(), Some("b3"));
    assert!(turning[0].drop >= 0.3);
    // White's best reply places on b3, whatever it moves after.
    let reply = report.positions[46].best.as_deref().unwrap();
    assert_eq!(reply.split(' ').next(), Some("b3"), "{reply}");
    assert!(report.chances.iter().all(|c| (0.0..=1.0).contains(c)));
}

#[test]
fn analysis_refuses_what_it_cannot_judge() {
    let error = Analysis::from_text("[Variant \"chess\"]\ne4\n", None, 1).unwrap_err();
    assert!(
        error.to_string().starts_with("unknown game 'chess'"),
        "{error}"
    );
    let error = Analysis::from_text(MEDEA, Some("random"), 1).unwrap_err();
    assert!(error.to_string().contains("does not search"));
}

/// Every turn of a Lotus record played on after two passes is analysed, and the report is
/// complete only once the last of them is judged.
#[test]
fn turns_after_two_passes_are_analysed_and_the_report_waits_for_them() {
    let record = "[Variant \"lotus\"]\npass\npass\n17\n22\n30\n";
    let mut analysis = Analysis::from_text(record, Some("mcts:playouts=200"), 3).unwrap();
    assert_eq!(analysis.moves(), 5);
    while !analysis.step(Duration::from_micros(200)) {
        let partial = analysis.report();
        assert!(!partial.complete);
        assert!(partial.chances.len() < 6);
    }
    let report = analysis.report();
    assert!(report.complete);
    let played: Vec<&str> = report.moves.iter().map(|m| m.played.as_str()).collect();
    assert_eq!(played, ["pass", "pass", "17", "22", "30"]);
    assert!(report.positions.iter().all(|p| !p.game_over));
    // After the passes Black resumed: the position is judged in play, with a best move.
    assert!(report.positions[2].best.is_some());
}

/// The final position of a game ended by a resignation or an agreed draw is the result
/// itself: marked game over, with no best move and no search, in every game.
#[test]
fn a_resignation_or_a_draw_ends_the_report_with_the_result() {
    for (record, engine, chance, verdict) in [
        (
            "[Variant \"medea\"]\ne3-e4\nf6-f5\nresign\n",
            "ab:depth=2",
            0.0,
            "Black wins: White resigned",
        ),
        (
            "[Variant \"medea\"]\ne3-e4\nf6-f5\ndraw\n",
            "ab:depth=2",
            0.5,
            "Draw by agreement",
        ),
        (
            "[Variant \"pillars\"]\ne3-e4\ne9-e7\nresign\n",
            "ab:depth=2",
            0.0,
            "Black wins: White resigned",
        ),
        (
            "[Variant \"pillars\"]\ne3-e4\ndraw\n",
            "ab:depth=2",
            0.5,
            "Draw by agreement",
        ),
        (
            "[Variant \"medusa\"]\nk10\nresign\n",
            "mcts:playouts=100",
            1.0,
            "White wins: Black resigned",
        ),
        (
            "[Variant \"lotus\"]\n17\n22\nresign\n",
            "mcts:playouts=100",
            0.0,
            "White wins: Black resigned",
        ),
    ] {
        let report = Analysis::from_text(record, Some(engine), 1).unwrap().run();
        assert!(report.complete, "{record}");
        let last = report.positions.last().unwrap();
        assert!(last.game_over, "{record}: {last:?}");
        assert_eq!(last.best, None, "{record}");
        assert_eq!(last.chance, chance, "{record}");
        assert_eq!(last.verdict, verdict, "{record}");
        assert_eq!(last.work, 0, "{record}");
        assert_eq!(report.chances.last(), Some(&chance), "{record}");
        let over = report.positions.iter().filter(|p| p.game_over).count();
        assert_eq!(over, 1, "{record}");
    }
}
