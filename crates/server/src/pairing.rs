//! An event's rounds and how the next one is paired: round robin by the Berger tables, Swiss
//! by a maximum-weight matching of the players present ([`max_weight_matching`]). Pure: the
//! players are numbered in their order of joining (their seeds), and everything a pairing
//! needs is the rounds before it.
//!
//! Points are counted in halves: a win 2, a draw 1, a loss 0, a bye 2, an absence 0.

use crate::matching::max_weight_matching;
use crate::standings::{Standing, standings};

/// How an event is paired.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    RoundRobin,
    Swiss,
}

/// How a game ended: the first player (who moves first) won, the second did, or a draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    First,
    Second,
    Draw,
}

impl Outcome {
    /// The half-points of the first player and of the second.
    pub fn halves(self) -> (u32, u32) {
        match self {
            Outcome::First => (2, 0),
            Outcome::Second => (0, 2),
            Outcome::Draw => (1, 1),
        }
    }
}

/// One game of a round: the player who moves first, the other, and its result once known.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Game {
    pub first: usize,
    pub second: usize,
    pub result: Option<Outcome>,
}

/// A round: its games, the player with the bye (a win's points, no game), and the players
/// marked absent (no game, no points).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Round {
    pub games: Vec<Game>,
    pub bye: Option<usize>,
    pub absent: Vec<usize>,
}

/// The rounds a round robin of `players` has: each meets each other once.
pub fn round_robin_rounds(players: usize) -> usize {
    let even = players + players % 2;
    even.saturating_sub(1)
}

/// Round `round` (from 0) of the Berger table for `players` (seeds from 0; an odd count gets
/// a dummy, whose opponent has the bye). Absent players' games are lost by forfeit (both
/// absent: no game).
pub fn berger(players: usize, round: usize, absent: &[usize]) -> Round {
    let n = players + players % 2;
    let mut out = Round {
        absent: absent.to_vec(),
        ..Round::default()
    };
    if n < 2 {
        return out;
    }
    let cycle = n - 1;
    let k = round % cycle;
    // The table numbers players from 1, the last one (n) fixed, the others turning round.
    let turn = |i: usize| (i - 1) % cycle + 1;
    let a = (k * (n / 2)) % cycle + 1;
    let mut pairs = vec![if k.is_multiple_of(2) { (a, n) } else { (n, a) }];
    for j in 1..n / 2 {
        pairs.push((turn(a + j), turn(a + cycle - j)));
    }
    // A second cycle plays the same pairs with the colours the other way.
    let reversed = (round / cycle) % 2 == 1;
    for (first, second) in pairs {
        let (first, second) = if reversed {
            (second - 1, first - 1)
        } else {
            (first - 1, second - 1)
        };
        if first >= players || second >= players {
            out.bye = Some(first.min(second)).filter(|p| !absent.contains(p));
            continue;
        }
        let result = match (absent.contains(&first), absent.contains(&second)) {
            (true, true) => continue,
            (true, false) => Some(Outcome::Second),
            (false, true) => Some(Outcome::First),
            (false, false) => None,
        };
        out.games.push(Game {
            first,
            second,
            result,
        });
    }
    out
}

/// What the rounds so far say of one player, for pairing.
#[derive(Clone, Default, Debug)]
struct History {
    /// Firsts minus seconds.
    balance: i32,
    /// The colours of the games played, in order (true: first).
    colours: Vec<bool>,
    opponents: Vec<usize>,
    had_bye: bool,
}

impl History {
    /// The colour the player must have next, if one would break the rules: more than one
    /// colour ahead, or three of one colour in a row.
    fn must(&self) -> Option<bool> {
        let last_two = self.colours.len() >= 2
            && self.colours[self.colours.len() - 1] == self.colours[self.colours.len() - 2];
        if self.balance >= 1 || (last_two && self.colours.last() == Some(&true)) {
            Some(false)
        } else if self.balance <= -1 || (last_two && self.colours.last() == Some(&false)) {
            Some(true)
        } else {
            None
        }
    }

    /// The colour the player would rather have: against the balance, else against the last.
    fn rather(&self) -> Option<bool> {
        match self.balance {
            b if b > 0 => Some(false),
            b if b < 0 => Some(true),
            _ => self.colours.last().map(|&first| !first),
        }
    }
}

fn histories(players: usize, played: &[Round]) -> Vec<History> {
    let mut out = vec![History::default(); players];
    for round in played {
        for game in &round.games {
            // A forfeit was no game: no colour, and the two may still meet.
            if is_forfeit(round, game) {
                continue;
            }
            out[game.first].balance += 1;
            out[game.first].colours.push(true);
            out[game.first].opponents.push(game.second);
            out[game.second].balance -= 1;
            out[game.second].colours.push(false);
            out[game.second].opponents.push(game.first);
        }
        if let Some(bye) = round.bye {
            out[bye].had_bye = true;
        }
    }
    out
}

/// Whether a game of a round was lost by an absent player without being played.
pub fn is_forfeit(round: &Round, game: &Game) -> bool {
    round.absent.contains(&game.first) || round.absent.contains(&game.second)
}

// The weights of a Swiss pairing, by what matters most: never the same pair twice, then
// nobody breaking the colour rules, then players of equal points together, then colours as
// each would rather have them.
// Last, within a score group, its top half against its bottom half (the first of a group
// of six meets the fourth). Each weight outweighs the sum of all the smaller ones over the
// pairs of a round of up to 64 players and 20 rounds.
const BASE: i64 = 1 << 58;
const REPEAT: i64 = 1 << 52;
const COLOUR_RULE: i64 = 1 << 46;
const SCORE: i64 = 1 << 26;
const COLOUR_WISH: i64 = 1 << 16;

/// A player's place in its score group among those being paired, and the group's size.
#[derive(Clone, Copy)]
struct InGroup {
    at: usize,
    size: usize,
}

/// The weight of pairing `a` with `b`.
fn weight(
    h: &[History],
    points: &[u32],
    (a, ga): (usize, InGroup),
    (b, gb): (usize, InGroup),
) -> i64 {
    let mut w = BASE;
    if points[a] == points[b] {
        let off = (ga.at.abs_diff(gb.at) as i64) - (ga.size / 2) as i64;
        w -= off * off;
    }
    let met = h[a].opponents.iter().filter(|&&o| o == b).count() as i64;
    w -= REPEAT * met;
    if let (Some(x), Some(y)) = (h[a].must(), h[b].must())
        && x == y
    {
        w -= COLOUR_RULE;
    }
    let gap = i64::from(points[a].abs_diff(points[b]));
    w -= SCORE * gap * gap;
    if let (Some(x), Some(y)) = (h[a].rather(), h[b].rather())
        && x == y
    {
        w -= COLOUR_WISH;
    }
    w
}

/// Pairs of players.
type Pairs = Vec<(usize, usize)>;

/// The colours of a Swiss pair: the rules first, then each one's wish, then the
/// higher-placed player (earlier in `order`) gets the colour it did not have last, or the
/// first colour on odd boards.
fn colours(h: &[History], a: usize, b: usize, board: usize) -> (usize, usize) {
    let first_is = |p: usize, first: bool| {
        if first {
            (p, other(p, a, b))
        } else {
            (other(p, a, b), p)
        }
    };
    if let Some(x) = h[a].must() {
        return first_is(a, x);
    }
    if let Some(y) = h[b].must() {
        return first_is(b, y);
    }
    match (h[a].rather(), h[b].rather()) {
        (Some(x), Some(y)) if x != y => first_is(a, x),
        (Some(x), _) => first_is(a, x),
        (None, Some(y)) => first_is(b, y),
        (None, None) => first_is(a, board.is_multiple_of(2)),
    }
}

fn other(p: usize, a: usize, b: usize) -> usize {
    if p == a { b } else { a }
}

/// The next Swiss round for `players`, after `played`, without the `absent` ones: the bye
/// (when an odd number are present) to the lowest-placed player without one for whom the
/// others can be paired without a repeat, then the pairs of the largest weight; the boards
/// in order of the higher-placed player of each.
pub fn swiss(players: usize, played: &[Round], absent: &[usize]) -> Round {
    let table = standings(players, played);
    let order: Vec<usize> = table.iter().map(|s: &Standing| s.player).collect();
    let points: Vec<u32> = {
        let mut points = vec![0; players];
        for s in &table {
            points[s.player] = s.halves;
        }
        points
    };
    let h = histories(players, played);
    let present: Vec<usize> = order
        .iter()
        .copied()
        .filter(|p| !absent.contains(p))
        .collect();
    let pair = |these: &[usize]| -> Vec<(usize, usize)> {
        // `these` are in placing order: each score group is a run of them.
        let groups: Vec<InGroup> = these
            .iter()
            .map(|&p| {
                let same: Vec<usize> = these
                    .iter()
                    .copied()
                    .filter(|&q| points[q] == points[p])
                    .collect();
                InGroup {
                    at: same.iter().position(|&q| q == p).unwrap_or(0),
                    size: same.len(),
                }
            })
            .collect();
        let mut edges = Vec::new();
        for i in 0..these.len() {
            for j in i + 1..these.len() {
                let w = weight(&h, &points, (these[i], groups[i]), (these[j], groups[j]));
                edges.push((i, j, w));
            }
        }
        let mates = max_weight_matching(these.len(), &edges);
        (0..these.len())
            .filter_map(|i| mates[i].filter(|&j| i < j).map(|j| (these[i], these[j])))
            .collect()
    };
    let repeats = |pairs: &[(usize, usize)]| {
        pairs
            .iter()
            .filter(|(a, b)| h[*a].opponents.contains(b))
            .count()
    };
    let mut bye = None;
    let mut pairs = Vec::new();
    if present.len() % 2 == 1 {
        // From the lowest placed up: those without a bye, then (when all had one) anyone.
        let mut candidates: Vec<usize> = present
            .iter()
            .rev()
            .copied()
            .filter(|&p| !h[p].had_bye)
            .collect();
        candidates.extend(present.iter().rev().copied().filter(|&p| h[p].had_bye));
        let mut best: Option<(usize, usize, Pairs)> = None;
        for candidate in candidates {
            let rest: Vec<usize> = present
                .iter()
                .copied()
                .filter(|&p| p != candidate)
                .collect();
            let these = pair(&rest);
            let r = repeats(&these);
            if best.as_ref().is_none_or(|(_, fewest, _)| r < *fewest) {
                best = Some((candidate, r, these));
            }
            if r == 0 {
                break;
            }
        }
        if let Some((candidate, _, these)) = best {
            bye = Some(candidate);
            pairs = these;
        }
    } else {
        pairs = pair(&present);
    }
    let place = |p: usize| order.iter().position(|&q| q == p).unwrap_or(usize::MAX);
    pairs.sort_by_key(|&(a, b)| place(a).min(place(b)));
    let games = pairs
        .into_iter()
        .enumerate()
        .map(|(board, (a, b))| {
            let (a, b) = if place(a) <= place(b) { (a, b) } else { (b, a) };
            let (first, second) = colours(&h, a, b, board);
            Game {
                first,
                second,
                result: None,
            }
        })
        .collect();
    Round {
        games,
        bye,
        absent: absent.to_vec(),
    }
}

/// The next round of an event of `kind`.
pub fn next_round(kind: Kind, players: usize, played: &[Round], absent: &[usize]) -> Round {
    match kind {
        Kind::RoundRobin => berger(players, played.len(), absent),
        Kind::Swiss => swiss(players, played, absent),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(round: &Round) -> Vec<(usize, usize)> {
        round
            .games
            .iter()
            .map(|g| (g.first + 1, g.second + 1))
            .collect()
    }

    #[test]
    fn round_robins_follow_the_berger_tables() {
        // The FIDE tables, players numbered from 1.
        let four = [
            vec![(1, 4), (2, 3)],
            vec![(4, 3), (1, 2)],
            vec![(2, 4), (3, 1)],
        ];
        for (round, expected) in four.iter().enumerate() {
            assert_eq!(&pairs(&berger(4, round, &[])), expected);
        }
        let six = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        for (round, expected) in six.iter().enumerate() {
            assert_eq!(&pairs(&berger(6, round, &[])), expected);
        }
        // Five players: the sixth is the dummy, and its opponent has the bye.
        let round = berger(5, 1, &[]);
        assert_eq!(pairs(&round), [(5, 3), (1, 2)]);
        assert_eq!(round.bye, Some(3));
        // A second cycle turns the colours round.
        assert_eq!(pairs(&berger(4, 3, &[])), [(4, 1), (3, 2)]);
        assert_eq!(round_robin_rounds(5), 5);
        assert_eq!(round_robin_rounds(4), 3);
    }

    #[test]
    fn an_absent_player_of_a_round_robin_loses_by_forfeit() {
        let round = berger(4, 0, &[3]);
        assert_eq!(
            round.games,
            [
                Game {
                    first: 0,
                    second: 3,
                    result: Some(Outcome::First)
                },
                Game {
                    first: 1,
                    second: 2,
                    result: None
                }
            ]
        );
        assert!(is_forfeit(&round, &round.games[0]));
    }

    fn play(round: &mut Round, results: &[Outcome]) {
        for (game, &result) in round.games.iter_mut().zip(results) {
            game.result = Some(result);
        }
    }

    #[test]
    fn a_first_swiss_round_slides_the_seeds_and_gives_the_last_the_bye() {
        let round = swiss(5, &[], &[]);
        assert_eq!(round.bye, Some(4));
        // Seeds from 1: the top half meets the bottom half, the colours alternating.
        assert_eq!(pairs(&round), [(1, 3), (4, 2)]);
        let round = swiss(6, &[], &[]);
        assert_eq!(round.bye, None);
        assert_eq!(pairs(&round), [(1, 4), (5, 2), (3, 6)]);
    }

    #[test]
    fn swiss_rounds_keep_colours_in_balance_then_score_groups_and_never_repeat() {
        // Round 1: 1-2, 3-4, the first colour winning both.
        let mut one = Round {
            games: vec![
                Game {
                    first: 0,
                    second: 1,
                    result: None,
                },
                Game {
                    first: 2,
                    second: 3,
                    result: None,
                },
            ],
            ..Round::default()
        };
        play(&mut one, &[Outcome::First, Outcome::First]);
        // 1 and 3 (2 points) both had the first colour: paired together one of them would
        // be two colours ahead, so each meets a player who had the second.
        let mut two = swiss(4, std::slice::from_ref(&one), &[]);
        assert_eq!(pairs(&two), [(4, 1), (2, 3)]);
        play(&mut two, &[Outcome::Draw, Outcome::Draw]);
        // Round 3: the only pairs not yet played; 1 and 3 are tied in everything and the
        // better seed has its wish (the first colour, having had the second last), 2 and 4
        // alike (the second).
        let three = swiss(4, &[one, two], &[]);
        assert_eq!(pairs(&three), [(1, 3), (4, 2)]);
    }

    #[test]
    fn the_bye_goes_to_the_lowest_placed_without_one_and_absent_players_sit_out() {
        // Round 1 of 5: 1-2 (1 wins), 3-4 (a draw), 5 the bye.
        let one = Round {
            games: vec![
                Game {
                    first: 0,
                    second: 1,
                    result: Some(Outcome::First),
                },
                Game {
                    first: 2,
                    second: 3,
                    result: Some(Outcome::Draw),
                },
            ],
            bye: Some(4),
            absent: vec![],
        };
        let two = swiss(5, std::slice::from_ref(&one), &[]);
        // Placed: 1 and 5 (2 points), 3 and 4 (1), 2 (0): the bye to 2. 3-4 met already;
        // 1-3 would both need the second colour: 4-1 and 5-3.
        assert_eq!(two.bye, Some(1));
        assert_eq!(pairs(&two), [(4, 1), (5, 3)]);
        // With 2 absent, four remain: no bye, the same pairs.
        let absent = swiss(5, std::slice::from_ref(&one), &[1]);
        assert_eq!(absent.bye, None);
        assert_eq!(pairs(&absent), [(4, 1), (5, 3)]);
        assert_eq!(absent.absent, [1]);
        // R1: 1-2 drawn, 3 the bye; R2: 3-1, 1 wins, 2 the bye. The lowest placed (3) and
        // 2 had byes: the third goes to 1, though it leads.
        let byes = [
            Round {
                games: vec![Game {
                    first: 0,
                    second: 1,
                    result: Some(Outcome::Draw),
                }],
                bye: Some(2),
                absent: vec![],
            },
            Round {
                games: vec![Game {
                    first: 2,
                    second: 0,
                    result: Some(Outcome::Second),
                }],
                bye: Some(1),
                absent: vec![],
            },
        ];
        let three = swiss(3, &byes, &[]);
        assert_eq!(three.bye, Some(0));
        assert_eq!(pairs(&three), [(2, 3)]);
    }

    #[test]
    fn forty_players_over_seven_rounds_never_repeat_nor_break_the_colour_rules() {
        let players = 41;
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut rounds: Vec<Round> = Vec::new();
        let started = std::time::Instant::now();
        for _ in 0..7 {
            let mut round = swiss(players, &rounds, &[]);
            for game in &mut round.games {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                game.result =
                    Some([Outcome::First, Outcome::Second, Outcome::Draw][(seed % 3) as usize]);
            }
            rounds.push(round);
        }
        assert!(started.elapsed() < std::time::Duration::from_secs(10));
        let h = histories(players, &rounds);
        for (p, history) in h.iter().enumerate() {
            let mut opponents = history.opponents.clone();
            opponents.sort_unstable();
            opponents.dedup();
            assert_eq!(
                opponents.len(),
                history.opponents.len(),
                "player {p} met one twice"
            );
            assert!(
                history.balance.abs() <= 1,
                "player {p}: {:?}",
                history.colours
            );
        }
        let byes: Vec<usize> = rounds.iter().filter_map(|r| r.bye).collect();
        let mut distinct = byes.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 7);
    }
}
