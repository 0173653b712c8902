//! An event's standings: points, then Buchholz (the sum of the opponents' points), then
//! Sonneborn-Berger (the points of the opponents beaten, and half those of the opponents
//! drawn), then the direct encounter (the points scored against the others still tied),
//! then the seed (the order of joining). Pure, over the rounds with results.
//!
//! Everything is counted in halves of a point, Sonneborn-Berger in quarters, so that no
//! rounding enters. Games without a result yet count for nothing; a bye counts a win's
//! points, and a game lost by an absent player counts its points, but neither has an
//! opponent for Buchholz or Sonneborn-Berger.

use crate::pairing::{Round, is_forfeit};

/// One player's line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Standing {
    pub player: usize,
    /// Points, in halves.
    pub halves: u32,
    /// Buchholz, in halves.
    pub buchholz: u32,
    /// Sonneborn-Berger, in quarters.
    pub sonneborn_berger: u32,
    /// Points scored against the players tied with this one on points, Buchholz and
    /// Sonneborn-Berger, in halves.
    pub direct: u32,
}

/// The standings of `players` after `rounds`, the first place first.
pub fn standings(players: usize, rounds: &[Round]) -> Vec<Standing> {
    let mut halves = vec![0u32; players];
    // Each player's games against an opponent: (opponent, own halves).
    let mut games: Vec<Vec<(usize, u32)>> = vec![Vec::new(); players];
    for round in rounds {
        for game in &round.games {
            let Some(result) = game.result else {
                continue;
            };
            let (a, b) = result.halves();
            halves[game.first] += a;
            halves[game.second] += b;
            if !is_forfeit(round, game) {
                games[game.first].push((game.second, a));
                games[game.second].push((game.first, b));
            }
        }
        if let Some(bye) = round.bye {
            halves[bye] += 2;
        }
    }
    let mut table: Vec<Standing> = (0..players)
        .map(|player| Standing {
            player,
            halves: halves[player],
            buchholz: games[player].iter().map(|&(o, _)| halves[o]).sum(),
            sonneborn_berger: games[player].iter().map(|&(o, own)| own * halves[o]).sum(),
            direct: 0,
        })
        .collect();
    let key = |s: &Standing| (s.halves, s.buchholz, s.sonneborn_berger);
    for s in 0..players {
        let tied: Vec<usize> = (0..players)
            .filter(|&o| o != s && key(&table[o]) == key(&table[s]))
            .collect();
        table[s].direct = games[s]
            .iter()
            .filter(|(o, _)| tied.contains(o))
            .map(|&(_, own)| own)
            .sum();
    }
    table.sort_by(|a, b| {
        (b.halves, b.buchholz, b.sonneborn_berger, b.direct)
            .cmp(&(a.halves, a.buchholz, a.sonneborn_berger, a.direct))
            .then(a.player.cmp(&b.player))
    });
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::{Game, Outcome};

    fn game(first: usize, second: usize, result: Outcome) -> Game {
        Game {
            first,
            second,
            result: Some(result),
        }
    }

    #[test]
    fn standings_count_points_buchholz_sonneborn_berger_and_the_direct_encounter() {
        // Five players (A..E = 0..4), three rounds, worked by hand:
        // R1: A-B 1-0, C-D ½-½, E the bye.
        // R2: E-A 0-1, D-B 1-0, C absent.
        // R3: A-D ½-½, B-C 0-1, E absent.
        let rounds = vec![
            Round {
                games: vec![game(0, 1, Outcome::First), game(2, 3, Outcome::Draw)],
                bye: Some(4),
                absent: vec![],
            },
            Round {
                games: vec![game(4, 0, Outcome::Second), game(3, 1, Outcome::First)],
                bye: None,
                absent: vec![2],
            },
            Round {
                games: vec![game(0, 3, Outcome::Draw), game(1, 2, Outcome::Second)],
                bye: None,
                absent: vec![4],
            },
        ];
        let table = standings(5, &rounds);
        // Points (halves): A 2+2+1 = 5, B 0, C 1+0+2 = 3, D 1+2+1 = 4, E 2+0 = 2.
        // Buchholz: A: B 0 + E 2 + D 4 = 6; D: C 3 + B 0 + A 5 = 8; C: D 4 + B 0 = 4;
        // E: A 5 = 5; B: A 5 + D 4 + C 3 = 12.
        // Sonneborn-Berger (quarters, own halves × opponent's): A: 2·0 + 2·2 + 1·4 = 8;
        // D: 1·3 + 2·0 + 1·5 = 8; C: 1·4 + 2·0 = 4; E: 0; B: 0.
        let got: Vec<(usize, u32, u32, u32)> = table
            .iter()
            .map(|s| (s.player, s.halves, s.buchholz, s.sonneborn_berger))
            .collect();
        assert_eq!(
            got,
            [
                (0, 5, 6, 8),
                (3, 4, 8, 8),
                (2, 3, 4, 4),
                (4, 2, 5, 0),
                (1, 0, 12, 0)
            ]
        );
    }

    #[test]
    fn the_direct_encounter_then_the_seed_part_players_tied_on_the_rest() {
        // Six players: B 0, A 1, X 2, P 3, Y 4, Q 5.
        // R1: A-B 1-0, X-P 0-1, Y-Q 1-0. R2: X-A 1-0, B-Y 1-0, P-Q 1-0.
        let rounds = vec![
            Round {
                games: vec![
                    game(1, 0, Outcome::First),
                    game(2, 3, Outcome::Second),
                    game(4, 5, Outcome::First),
                ],
                ..Round::default()
            },
            Round {
                games: vec![
                    game(2, 1, Outcome::First),
                    game(0, 4, Outcome::First),
                    game(3, 5, Outcome::First),
                ],
                ..Round::default()
            },
        ];
        // Points: P 4; X, A, B, Y 2; Q 0. Buchholz: X 4 + 2 = 6, A 2 + 2 = 4, B 2 + 2 = 4,
        // Y 0 + 2 = 2. Sonneborn-Berger: A 2·2 = 4, B 2·2 = 4: A and B are tied, and A beat
        // B, so A goes first though B has the better seed.
        let table = standings(6, &rounds);
        let got: Vec<(usize, u32, u32, u32, u32)> = table
            .iter()
            .map(|s| (s.player, s.halves, s.buchholz, s.sonneborn_berger, s.direct))
            .collect();
        assert_eq!(
            got,
            [
                (3, 4, 2, 4, 0),
                (2, 2, 6, 4, 0),
                (1, 2, 4, 4, 2),
                (0, 2, 4, 4, 0),
                (4, 2, 2, 0, 0),
                (5, 0, 6, 0, 0)
            ]
        );
        // Equal in everything: the seed decides.
        let rounds = vec![Round {
            games: vec![game(0, 1, Outcome::Draw)],
            ..Round::default()
        }];
        let order: Vec<usize> = standings(2, &rounds).iter().map(|s| s.player).collect();
        assert_eq!(order, [0, 1]);
        let rounds = vec![Round {
            games: vec![game(1, 0, Outcome::Draw)],
            ..Round::default()
        }];
        let order: Vec<usize> = standings(2, &rounds).iter().map(|s| s.player).collect();
        assert_eq!(order, [0, 1]);
    }
}
