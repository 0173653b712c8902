//! Players' ratings, one for each game: Glicko-2 (Glickman, "Example of the Glicko-2
//! system", glicko.net/glicko/glicko2.pdf), as lichess rates them: every rated game is a
//! rating period of its own, one game long, for both players, each rated against the other's
//! rating from before the game. A rating is shown rounded, with a "?" while its deviation
//! says it is still provisional.
//!
//! Pure arithmetic: what a rating is after a game, after idle periods, and how it is shown;
//! the server keeps the numbers and decides when a game is rated.

use std::fmt;

use medusa_online::{RatingChange, RoomCode, ShownRating};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, decay_deviation, glicko2};

/// The system constant τ, which bounds how fast a volatility changes. Glickman suggests 0.3
/// to 1.2 and uses 0.5 in his example; lichess, whose practice these ratings follow, uses 0.75
/// (lila, `modules/rating/src/main/Glicko.scala`: `val tau = 0.75d`).
pub const TAU: f64 = 0.75;

/// A deviation at or above this makes a rating provisional, shown with a "?": lichess's rule
/// (lila, `Glicko.scala`: `provisional = deviation >= provisionalDeviation`, 110).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

/// The iteration for the new volatility stops once its interval is this narrow (Glickman's
/// ε, which lichess uses too).
const CONVERGENCE_TOLERANCE: f64 = 0.000_001;

/// A player's rating in one game, on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating itself; 1500 is a new player's.
    pub rating: f64,
    /// How uncertain the rating is (its standard deviation): it shrinks with games played
    /// and grows with idle time.
    pub deviation: f64,
    /// How erratic the player's results are: the expected spread of the rating's changes.
    pub volatility: f64,
}

impl Rating {
    /// A new player's rating: Glickman's defaults, 1500 with deviation 350 and volatility
    /// 0.06. (lichess starts players at 1500 with deviation 500 and volatility 0.09, and caps
    /// deviations at 500; the crate's growth for idleness caps them at 350, a new player's.)
    pub const NEW: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// Whether the rating is provisional: its deviation is still at least
    /// [`PROVISIONAL_DEVIATION`].
    pub fn provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating as players are shown it.
    pub fn shown(&self) -> ShownRating {
        ShownRating {
            rating: self.rating.round() as i32,
            provisional: self.provisional(),
        }
    }

    /// The rating after `periods` rating periods without a game: the rating and volatility
    /// stay, the deviation grows (Glickman's step 6 alone, once a period), at most to a new
    /// player's 350. Whole periods only: lichess counts fractional periods by the time since
    /// the last game (0.21436 a day), which the crate does not offer; how long a period is
    /// here is the caller's choice.
    pub fn after_idle(self, periods: u32) -> Rating {
        (0..periods).fold(self, |rating, _| {
            Rating::from(decay_deviation(&Glicko2Rating::from(rating)))
        })
    }
}

/// Rounded, with "?" while provisional: `1500?` for a new player, `1623` for an established
/// one (lichess's display).
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = if self.provisional() { "?" } else { "" };
        write!(f, "{}{mark}", self.rating.round())
    }
}

impl From<Rating> for Glicko2Rating {
    fn from(rating: Rating) -> Glicko2Rating {
        Glicko2Rating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

impl From<Glicko2Rating> for Rating {
    fn from(rating: Glicko2Rating) -> Rating {
        Rating {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

/// How a rated game between seat 0 and seat 1 ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Seat 0 won.
    Seat0Won,
    /// Seat 1 won.
    Seat1Won,
    /// Neither: a draw.
    Drawn,
}

impl Outcome {
    /// The outcome of a game that `winner` won (`None`: a draw).
    pub fn of_winner(winner: Option<usize>) -> Outcome {
        match winner {
            Some(0) => Outcome::Seat0Won,
            Some(_) => Outcome::Seat1Won,
            None => Outcome::Drawn,
        }
    }

    /// `seat`'s score: 1 for a win, 0.5 for a draw, 0 for a loss.
    pub fn score(self, seat: usize) -> f64 {
        match (self, seat) {
            (Outcome::Drawn, _) => 0.5,
            (Outcome::Seat0Won, 0) | (Outcome::Seat1Won, 1) => 1.0,
            _ => 0.0,
        }
    }
}

/// A rated game's end, to settle: its room, its game, the seats' players (by their ids in
/// the store), how it ended and when.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    pub room: RoomCode,
    pub game: String,
    pub players: [i64; 2],
    pub outcome: Outcome,
    pub at_ms: u64,
}

impl RatedGame {
    /// The seats' ratings after the game, from theirs before it (a player's first rated game
    /// in a game starts from [`Rating::NEW`]).
    pub fn after(&self, before: [Rating; 2]) -> [Rating; 2] {
        let (seat0, seat1) = after_game(before[0], before[1], self.outcome);
        [seat0, seat1]
    }
}

/// What a rated game changed, by seat, as the players are shown it.
pub fn changes(before: [Rating; 2], after: [Rating; 2]) -> [RatingChange; 2] {
    [0, 1].map(|seat| RatingChange {
        before: before[seat].shown(),
        after: after[seat].shown(),
    })
}

/// Both players' ratings after a rated game between them: one rating period of one game for
/// each, rated against the other's rating from before the game, with τ = [`TAU`].
pub fn after_game(seat0: Rating, seat1: Rating, outcome: Outcome) -> (Rating, Rating) {
    let outcome = match outcome {
        Outcome::Seat0Won => Outcomes::WIN,
        Outcome::Seat1Won => Outcomes::LOSS,
        Outcome::Drawn => Outcomes::DRAW,
    };
    let config = Glicko2Config {
        tau: TAU,
        convergence_tolerance: CONVERGENCE_TOLERANCE,
    };
    let (seat0, seat1) = glicko2(&seat0.into(), &seat1.into(), &outcome, &config);
    (seat0.into(), seat1.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    /// The Glicko-2 scale's factor, 400 / ln 10 (Glickman, step 2).
    const SCALE: f64 = 173.7178;

    /// Everything Glickman's steps 2 to 8 compute for one player's rating period, written here
    /// from the paper alone, to check the crate against.
    struct Period {
        g: Vec<f64>,
        e: Vec<f64>,
        v: f64,
        delta: f64,
        volatility: f64,
        phi_star: f64,
        phi: f64,
        mu: f64,
        rating: Rating,
    }

    /// Glickman's steps: `player` plays the `games` (opponent, score) in one period.
    fn period(player: Rating, games: &[(Rating, f64)], tau: f64) -> Period {
        // Step 2: onto the Glicko-2 scale.
        let mu = (player.rating - 1500.0) / SCALE;
        let phi = player.deviation / SCALE;
        let sigma = player.volatility;
        let opponents: Vec<(f64, f64, f64)> = games
            .iter()
            .map(|(o, s)| ((o.rating - 1500.0) / SCALE, o.deviation / SCALE, *s))
            .collect();
        // Step 3: g(φ_j) = 1 / √(1 + 3φ_j²/π²), E = 1 / (1 + exp(-g(φ_j)(μ - μ_j))).
        let pi2 = std::f64::consts::PI * std::f64::consts::PI;
        let g: Vec<f64> = opponents
            .iter()
            .map(|&(_, phi_j, _)| 1.0 / (1.0 + 3.0 * phi_j * phi_j / pi2).sqrt())
            .collect();
        let e: Vec<f64> = opponents
            .iter()
            .zip(&g)
            .map(|(&(mu_j, _, _), &g_j)| 1.0 / (1.0 + (-g_j * (mu - mu_j)).exp()))
            .collect();
        let scores: Vec<f64> = opponents.iter().map(|&(_, _, s)| s).collect();
        let (v, surprise) = v_and_surprise(&g, &e, &scores);
        // Step 4: Δ = v Σ g (s - E).
        let delta = v * surprise;
        // Step 5: the new volatility, by the Illinois algorithm on
        // f(x) = eˣ(Δ² - φ² - v - eˣ) / (2(φ² + v + eˣ)²) - (x - a)/τ².
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        while (big_b - big_a).abs() > CONVERGENCE_TOLERANCE {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
        }
        let volatility = (big_a / 2.0).exp();
        let phi_star = pre_period_deviation(phi, volatility);
        let new_phi = new_deviation(phi_star, v);
        // Step 7: μ' = μ + φ'² Σ g (s - E).
        let new_mu = mu + new_phi * new_phi * surprise;
        // Step 8: back onto the Glicko scale.
        Period {
            g,
            e,
            v,
            delta,
            volatility,
            phi_star,
            phi: new_phi,
            mu: new_mu,
            rating: Rating {
                rating: SCALE * new_mu + 1500.0,
                deviation: SCALE * new_phi,
                volatility,
            },
        }
    }

    /// Steps 3 and 4 from the opponents' g and E and the scores: v = [Σ g² E (1 - E)]⁻¹, and
    /// the sum Σ g (s - E) that Δ is v times.
    fn v_and_surprise(g: &[f64], e: &[f64], scores: &[f64]) -> (f64, f64) {
        let mut information = 0.0;
        let mut surprise = 0.0;
        for ((g_j, e_j), s) in g.iter().zip(e).zip(scores) {
            information += g_j * g_j * e_j * (1.0 - e_j);
            surprise += g_j * (s - e_j);
        }
        (1.0 / information, surprise)
    }

    /// Step 6: the deviation before the period's games, φ* = √(φ² + σ'²).
    fn pre_period_deviation(phi: f64, new_volatility: f64) -> f64 {
        (phi * phi + new_volatility * new_volatility).sqrt()
    }

    /// Step 7: the deviation after them, φ' = 1 / √(1/φ*² + 1/v).
    fn new_deviation(phi_star: f64, v: f64) -> f64 {
        1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt()
    }

    /// Whether `value`, printed to `decimals` places, reads `printed`.
    fn prints_as(value: f64, decimals: usize, printed: &str) -> bool {
        format!("{value:.decimals$}") == printed
    }

    fn assert_close(what: &str, got: Rating, want: Rating, tolerance: f64) {
        for (field, g, w) in [
            ("rating", got.rating, want.rating),
            ("deviation", got.deviation, want.deviation),
            ("volatility", got.volatility, want.volatility),
        ] {
            assert!(
                (g - w).abs() <= tolerance,
                "{what}: {field} {g} where {w} was computed"
            );
        }
    }

    fn rating(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman's worked example: 1500/200/0.06 plays 1400/30, 1550/100 and 1700/300 with
    /// scores 1, 0 and 0, τ = 0.5.
    #[test]
    fn glickmans_example_comes_out_of_the_paper_and_the_crate() {
        let player = rating(1500.0, 200.0);
        let games = [
            (rating(1400.0, 30.0), 1.0),
            (rating(1550.0, 100.0), 0.0),
            (rating(1700.0, 300.0), 0.0),
        ];
        let p = period(player, &games, 0.5);
        // The paper works each step out from the previous steps' values as it prints them,
        // rounded, and prints the result rounded again: its numbers are checked here as it
        // got them, from its printed inputs through the same steps, and the unrounded ones
        // against them as far as the rounding leaves them equal.
        // Step 2: the player's φ = 1.1513 (the opponents' μ and φ are in g and E).
        assert!(prints_as(player.deviation / SCALE, 4, "1.1513"));
        // Step 3: g and E.
        for (g, printed) in p.g.iter().zip(["0.9955", "0.9531", "0.7242"]) {
            assert!(prints_as(*g, 4, printed), "g = {g}, the paper {printed}");
        }
        for (e, printed) in p.e.iter().zip(["0.639", "0.432", "0.303"]) {
            assert!(prints_as(*e, 3, printed), "E = {e}, the paper {printed}");
        }
        // v = 1.7785 and Δ = -0.4834 from the printed g and E (unrounded, 1.7790 and -0.4839).
        let (v, surprise) = v_and_surprise(
            &[0.9955, 0.9531, 0.7242],
            &[0.639, 0.432, 0.303],
            &[1.0, 0.0, 0.0],
        );
        assert!(prints_as(v, 4, "1.7785"), "v = {v}");
        assert!(
            prints_as(v * surprise, 4, "-0.4834"),
            "delta = {}",
            v * surprise
        );
        assert!(prints_as(p.v, 4, "1.7790"), "v = {}", p.v);
        assert!(prints_as(p.delta, 4, "-0.4839"), "delta = {}", p.delta);
        // Step 5: σ' = 0.05999, cut rather than rounded to five places (it is 0.0599960).
        assert!(
            (0.05999..0.06).contains(&p.volatility),
            "sigma' = {}",
            p.volatility
        );
        // Step 6: φ* = 1.152862 from φ = 1.1513 and σ' = 0.05999 (unrounded, 1.152855).
        let phi_star = pre_period_deviation(1.1513, 0.05999);
        assert!(prints_as(phi_star, 6, "1.152862"), "phi* = {phi_star}");
        assert!(prints_as(p.phi_star, 4, "1.1529"), "phi* = {}", p.phi_star);
        // Step 7: φ' = 0.8722 from the printed φ* and v, and unrounded; μ' = -0.2069.
        let phi = new_deviation(1.152862, 1.7785);
        assert!(prints_as(phi, 4, "0.8722"), "phi' = {phi}");
        assert!(prints_as(p.phi, 4, "0.8722"), "phi' = {}", p.phi);
        assert!(prints_as(p.mu, 4, "-0.2069"), "mu' = {}", p.mu);
        // Step 8: 1464.06 and 151.52 are the printed μ' and φ' scaled back; unrounded the
        // rating is 1464.05.
        assert!(prints_as(SCALE * -0.2069 + 1500.0, 2, "1464.06"));
        assert!(prints_as(SCALE * 0.8722, 2, "151.52"));
        assert!(prints_as(p.rating.rating, 2, "1464.05"), "{:?}", p.rating);
        assert!(prints_as(p.rating.deviation, 2, "151.52"), "{:?}", p.rating);

        // The crate's rating period of three games gives the same.
        let config = Glicko2Config {
            tau: 0.5,
            convergence_tolerance: CONVERGENCE_TOLERANCE,
        };
        let results: Vec<(Glicko2Rating, Outcomes)> = games
            .iter()
            .map(|&(opponent, score)| {
                let outcome = if score == 1.0 {
                    Outcomes::WIN
                } else {
                    Outcomes::LOSS
                };
                (opponent.into(), outcome)
            })
            .collect();
        let crate_rating = Rating::from(glicko2_rating_period(&player.into(), &results, &config));
        assert_close("the crate's period", crate_rating, p.rating, 1e-6);
    }

    /// Two new players play five rated games, each a period of its own: seat 0 wins twice,
    /// they draw, seat 1 wins twice. Both ratings are what the paper's steps give, game by
    /// game, with lichess's τ.
    #[test]
    fn five_single_game_periods_follow_the_paper() {
        let (mut seat0, mut seat1) = (Rating::NEW, Rating::NEW);
        let (mut own0, mut own1) = (Rating::NEW, Rating::NEW);
        for (outcome, score0) in [
            (Outcome::Seat0Won, 1.0),
            (Outcome::Seat0Won, 1.0),
            (Outcome::Drawn, 0.5),
            (Outcome::Seat1Won, 0.0),
            (Outcome::Seat1Won, 0.0),
        ] {
            (seat0, seat1) = after_game(seat0, seat1, outcome);
            (own0, own1) = (
                period(own0, &[(own1, score0)], TAU).rating,
                period(own1, &[(own0, 1.0 - score0)], TAU).rating,
            );
            assert_close("seat 0", seat0, own0, 1e-9);
            assert_close("seat 1", seat1, own1, 1e-9);
        }
        // Two wins each way and a draw, but seat 1 ends above (1616 to 1384): its wins and
        // the draw came when it was rated lower, and an upset moves ratings more than an
        // expected result.
        assert!(seat1.rating > seat0.rating, "{seat0:?} {seat1:?}");
        assert!(seat0.deviation < Rating::NEW.deviation);
        assert!(seat1.deviation < Rating::NEW.deviation);
    }

    /// A draw between two new players changes neither rating and makes both surer.
    #[test]
    fn a_draw_between_equals_keeps_them_equal_and_shrinks_deviations() {
        let (seat0, seat1) = after_game(Rating::NEW, Rating::NEW, Outcome::Drawn);
        assert_eq!(seat0, seat1);
        assert_eq!(seat0.rating, 1500.0);
        assert!(
            seat0.deviation < Rating::NEW.deviation,
            "deviation {}",
            seat0.deviation
        );
    }

    /// A win moves the winner up and the loser down by as much, between equals.
    #[test]
    fn a_win_between_equals_moves_both_by_the_same() {
        let (seat0, seat1) = after_game(Rating::NEW, Rating::NEW, Outcome::Seat1Won);
        assert!(seat1.rating > 1500.0);
        assert!(((seat1.rating - 1500.0) - (1500.0 - seat0.rating)).abs() < 1e-9);
    }

    #[test]
    fn a_rating_is_shown_rounded_with_a_mark_while_provisional() {
        assert_eq!(Rating::NEW.to_string(), "1500?");
        assert_eq!(rating(1623.4, 109.9).to_string(), "1623");
        assert_eq!(rating(1622.5, 60.0).to_string(), "1623");
        assert_eq!(rating(1623.4, 110.0).to_string(), "1623?");
        assert!(!rating(1623.4, 109.9).provisional());
    }

    /// Idle periods grow the deviation by the volatility, √(φ² + nσ²), up to a new player's.
    #[test]
    fn idle_periods_grow_the_deviation_up_to_a_new_players() {
        let player = rating(1700.0, 50.0);
        assert_eq!(player.after_idle(0), player);
        let idle = player.after_idle(10);
        let phi = 50.0 / SCALE;
        let want = (phi * phi + 10.0 * 0.06 * 0.06).sqrt() * SCALE;
        assert!((idle.deviation - want).abs() < 1e-9, "{idle:?}, {want}");
        assert_eq!((idle.rating, idle.volatility), (1700.0, 0.06));
        assert_eq!(player.after_idle(10_000).deviation, 350.0);
    }
}
