//! Resolving an arrival (docs/rules.md, "Capture by reversal"): capture by reversal, second reversal, suicide,
//! and rosette / lotus immunity, on both boards.

use crate::common::{place, position, reversals, stones};
use medusa::medusa::{Colour, Effect, Reversal, Variant};

const M: Variant = Variant::Medusa;
const L: Variant = Variant::Lotus;

#[test]
fn single_stone_is_reversed_when_it_loses_its_last_liberty() {
    // White's corner stone a1 has neighbours b1 and a2.
    let mut p = position(M, "b1", "a1", Colour::Black);
    let effects = p.apply(place(M, "a2")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "a1 a2 b1");
    assert_eq!(stones(&p, Colour::White), "");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a1".to_string(), Colour::Black, Reversal::Capture)]
    );
    assert_eq!(
        effects[0],
        Effect::Placed {
            point: crate::common::at(M, "a2"),
            colour: Colour::Black
        }
    );
}

#[test]
fn a_group_is_reversed_as_a_wave_from_the_capturing_stone() {
    // White a1-a2-a3 along column a; its liberties are b1, b3 and a4.
    let mut p = position(M, "b1 b3", "a1 a2 a3", Colour::Black);
    let effects = p.apply(place(M, "a4")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "a1 a2 a3 a4 b1 b3");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a3 a2 a1".to_string(), Colour::Black, Reversal::Capture)]
    );
}

#[test]
fn several_groups_are_captured_by_one_placement() {
    // White a1 (liberty a2 once b1 is black) and white a3 (liberties a2, a4 with b3 black):
    // Black a2 takes both, as two reversals.
    let mut p = position(M, "b1 b3 a4", "a1 a3", Colour::Black);
    let effects = p.apply(place(M, "a2")).unwrap();
    assert_eq!(stones(&p, Colour::White), "");
    assert_eq!(stones(&p, Colour::Black), "a1 a2 a3 a4 b1 b3");
    let mut got = reversals(p.topology(), &effects);
    got.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        got,
        [
            ("a1".to_string(), Colour::Black, Reversal::Capture),
            ("a3".to_string(), Colour::Black, Reversal::Capture)
        ]
    );
}

#[test]
fn capture_happens_even_when_the_placed_stone_has_no_liberty() {
    // Black a2 touches only a1 (white, captured), a3 and b3 (white, with liberties).
    let mut p = position(M, "b1", "a1 a3 b3", Colour::Black);
    let effects = p.apply(place(M, "a2")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "a1 a2 b1");
    assert_eq!(stones(&p, Colour::White), "a3 b3");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a1".to_string(), Colour::Black, Reversal::Capture)]
    );
    // The new black group keeps b1's liberties c1 and c2.
    assert_eq!(
        crate::common::names(
            p.topology(),
            p.board().liberties(crate::common::at(M, "a2"))
        ),
        "c1 c2"
    );
}

#[test]
fn a_capturing_group_left_without_liberty_is_reversed_again() {
    // Black a2 captures a1, but the joined group a1-a2-b1 has no liberty (a3, b3, c1, c2 are
    // white): it is reversed to White, a second reversal.
    let mut p = position(M, "b1", "a1 a3 b3 c1 c2", Colour::Black);
    let effects = p.apply(place(M, "a2")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "");
    assert_eq!(stones(&p, Colour::White), "a1 a2 a3 b1 b3 c1 c2");
    assert_eq!(
        reversals(p.topology(), &effects),
        [
            ("a1".to_string(), Colour::Black, Reversal::Capture),
            (
                "a2 a1 b1".to_string(),
                Colour::White,
                Reversal::SecondReversal
            )
        ]
    );
    assert!(p.board().is_consistent());
}

#[test]
fn suicide_of_a_single_stone_reverses_it() {
    let mut p = position(M, "", "b1 a2", Colour::Black);
    let effects = p.apply(place(M, "a1")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "");
    assert_eq!(stones(&p, Colour::White), "a1 a2 b1");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a1".to_string(), Colour::White, Reversal::Suicide)]
    );
    // a1 now belongs to the white group a1-a2-b1.
    assert_eq!(p.board().group(crate::common::at(M, "b1")).len(), 3);
}

#[test]
fn suicide_reverses_the_whole_group() {
    // Black b1 has liberties a1, c1, c2; white holds c1, c2 and a2. Black a1 fills b1's last
    // liberty and captures nothing (a2 has liberties a3, b3).
    let mut p = position(M, "b1", "a2 c1 c2", Colour::Black);
    let effects = p.apply(place(M, "a1")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "");
    assert_eq!(stones(&p, Colour::White), "a1 a2 b1 c1 c2");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a1 b1".to_string(), Colour::White, Reversal::Suicide)]
    );
}

/// The six cells of the rosette site around the dark b2.
const B2_SITE: &str = "a1 a2 b1 b3 c2 c3";

#[test]
fn a_group_with_a_rosette_is_not_captured() {
    let mut p = position(M, B2_SITE, "c1 c4 d3", Colour::White);
    assert!(p.board().has_rosette(crate::common::at(M, "a1")));
    let effects = p.apply(place(M, "a3")).unwrap();
    assert_eq!(reversals(p.topology(), &effects), []);
    assert_eq!(stones(&p, Colour::Black), "a1 a2 b1 b3 c2 c3");
    assert!(p.board().liberties(crate::common::at(M, "a1")).is_empty());
}

#[test]
fn completing_a_rosette_without_liberty_is_not_suicide() {
    // Five black stones of the site and every liberty of the group white: Black a2 fills the
    // last liberty and completes the rosette, so the group stays.
    let mut p = position(M, "a1 b1 b3 c2 c3", "a3 c1 c4 d3", Colour::Black);
    let effects = p.apply(place(M, "a2")).unwrap();
    assert_eq!(reversals(p.topology(), &effects), []);
    assert_eq!(stones(&p, Colour::Black), B2_SITE);
    assert!(effects.contains(&Effect::RosetteFormed {
        site: 0,
        colour: Colour::Black
    }));
}

#[test]
fn a_rosette_completed_by_a_capture_saves_the_capturing_group() {
    // White a1 sits in Black's site; Black a2 captures it (a1 touches only b1 and a2). The
    // joined group has no liberty (a3, c1, c4, d3 are white), which would mean a second
    // reversal, but the reversed a1 completed the rosette, so the group stays Black.
    let mut p = position(M, "b1 b3 c2 c3", "a1 a3 c1 c4 d3", Colour::Black);
    let effects = p.apply(place(M, "a2")).unwrap();
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a1".to_string(), Colour::Black, Reversal::Capture)]
    );
    assert_eq!(stones(&p, Colour::Black), B2_SITE);
    assert!(effects.contains(&Effect::RosetteFormed {
        site: 0,
        colour: Colour::Black
    }));
    assert!(p.board().liberties(crate::common::at(M, "a2")).is_empty());
}

#[test]
fn suicide_that_completes_the_opponents_rosette_gives_them_a_rosette() {
    // Black has five of the site and a3; White places on a2, the sixth cell, with no liberty:
    // White's stone is reversed and the rosette is Black's (the seed's "placement at A").
    let mut p = position(M, "a1 a3 b1 b3 c2 c3", "", Colour::White);
    let effects = p.apply(place(M, "a2")).unwrap();
    assert_eq!(
        reversals(p.topology(), &effects),
        [("a2".to_string(), Colour::Black, Reversal::Suicide)]
    );
    assert_eq!(stones(&p, Colour::Black), "a1 a2 a3 b1 b3 c2 c3");
    assert!(effects.contains(&Effect::RosetteFormed {
        site: 0,
        colour: Colour::Black
    }));
    assert!(p.board().has_rosette(crate::common::at(M, "a2")));
}

#[test]
fn no_further_cascade_after_the_second_reversal() {
    // After the second reversal the white group b1-a1-a2 joins white a3-b3-c1-c2; a black
    // group left without liberty elsewhere is not touched by this arrival.
    let mut p = position(M, "b1 d1", "a1 a3 b3 c1 c2 e1 e2", Colour::Black);
    // Black d1 already has no liberty (c1, e1, e2 white) in this set-up position.
    assert!(p.board().liberties(crate::common::at(M, "d1")).is_empty());
    p.apply(place(M, "a2")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "d1");
}

#[test]
fn lotus_capture() {
    // Point 1 touches 2, 5 and 8.
    let mut p = position(L, "2 8", "1", Colour::Black);
    let effects = p.apply(place(L, "5")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "1 2 5 8");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("1".to_string(), Colour::Black, Reversal::Capture)]
    );
    // The placement is the whole Lotus turn.
    assert_eq!(p.to_move(), Colour::White);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::TurnEnded { .. }))
    );
}

#[test]
fn lotus_second_reversal_of_a_capturing_group_without_liberty() {
    // Black captures white 1 with 5, but the black group 1-2-5-8 then has no liberty (6, 10,
    // 11, 12 are white): it is reversed again.
    let mut p = position(L, "2 8", "1 6 10 11 12", Colour::Black);
    let effects = p.apply(place(L, "5")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "");
    assert_eq!(stones(&p, Colour::White), "1 2 5 6 8 10 11 12");
    assert_eq!(
        reversals(p.topology(), &effects),
        [
            ("1".to_string(), Colour::Black, Reversal::Capture),
            (
                "5 1 2 8".to_string(),
                Colour::White,
                Reversal::SecondReversal
            )
        ]
    );
}

#[test]
fn lotus_white_at_the_same_point_is_a_regular_capture() {
    // The mirror of the seed's example: White plays the point and captures the black stones.
    let mut p = position(L, "1 6 10 11 12", "2 8", Colour::White);
    let effects = p.apply(place(L, "5")).unwrap();
    assert_eq!(stones(&p, Colour::White), "");
    assert_eq!(stones(&p, Colour::Black), "1 2 5 6 8 10 11 12");
    assert_eq!(
        reversals(p.topology(), &effects)[1].2,
        Reversal::SecondReversal
    );
}

#[test]
fn lotus_suicide() {
    let mut p = position(L, "2 5 8", "", Colour::White);
    let effects = p.apply(place(L, "1")).unwrap();
    assert_eq!(stones(&p, Colour::Black), "1 2 5 8");
    assert_eq!(
        reversals(p.topology(), &effects),
        [("1".to_string(), Colour::Black, Reversal::Suicide)]
    );
}

/// The centre-left hexagon (lotus site 3): points 8, 11, 12, 17, 18, 23.
const LOTUS_SITE: &str = "8 11 12 17 18 23";

#[test]
fn lotus_group_with_a_lotus_is_never_reversed() {
    let t = L.topology();
    let site = t.sites()[3].mask;
    assert_eq!(crate::common::names(t, site), LOTUS_SITE);
    // Its liberties: every neighbour of the hexagon.
    let liberties = t.neighbours_of_set(site) & !site;
    assert_eq!(
        crate::common::names(t, liberties),
        "1 2 5 6 10 13 16 19 26 27 31 32"
    );
    // White occupies all but 32; White plays 32: no capture.
    let mut p = position(L, LOTUS_SITE, "1 2 5 6 10 13 16 19 26 27 31", Colour::White);
    let effects = p.apply(place(L, "32")).unwrap();
    assert_eq!(reversals(t, &effects), []);
    assert_eq!(stones(&p, Colour::Black), LOTUS_SITE);
}

#[test]
fn lotus_completed_without_liberty_is_not_suicide() {
    let mut p = position(
        L,
        "8 11 12 17 18",
        "1 2 5 6 10 13 16 19 26 27 31 32",
        Colour::Black,
    );
    let effects = p.apply(place(L, "23")).unwrap();
    assert_eq!(reversals(p.topology(), &effects), []);
    assert!(effects.contains(&Effect::RosetteFormed {
        site: 3,
        colour: Colour::Black
    }));
}
