//! `medusa perft` within its limits: a depth no count could ever reach is refused with a
//! sentence, and memory grows only with the plies walked.

use super::program::{medusa, text};

/// Positions where the side to move has no legal move.
const WITHOUT_MOVES: [(&str, &str); 2] = [
    ("medea", "8/8/8/8/7M/3M3M/7m/MM4MM b c6,f6 a1,b1 0"),
    ("pillars", "10k/8Q2/11/11/11/11/11/11/11/11/5K5 b - 0 1"),
];

#[test]
fn a_depth_no_count_could_reach_is_refused_with_status_2() {
    for (variant, fen) in WITHOUT_MOVES {
        for depth in ["4294967295", "200000000", "65"] {
            for position in [vec![], vec!["--fen", fen]] {
                let mut args = vec!["perft", "--variant", variant, "--depth", depth];
                args.extend(position);
                let out = medusa(&args, None);
                assert_eq!(out.status.code(), Some(2), "{args:?}");
                assert_eq!(
                    text(&out.stderr),
                    format!("perft counts at most 64 plies deep, not {depth}\n"),
                    "{args:?}"
                );
                assert!(out.stdout.is_empty());
            }
        }
    }
}

#[test]
fn the_deepest_count_from_a_position_without_moves_is_0() {
    for (variant, fen) in WITHOUT_MOVES {
        for divide in [false, true] {
            let mut args = vec!["perft", "--variant", variant, "--depth", "64", "--fen", fen];
            if divide {
                args.push("--divide");
            }
            let out = medusa(&args, None);
            assert!(out.status.success(), "{}", text(&out.stderr));
            assert_eq!(text(&out.stdout), "0\n", "{args:?}");
        }
    }
}
