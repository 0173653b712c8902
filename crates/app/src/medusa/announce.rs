//! What a screen reader says of a Medusa or Lotus change: where the stone arrived and what it
//! reversed ("White j11 reverses 7 black stones"), rosettes, passes and the marking of dead
//! groups, from the core's effects.

use medusa_locale::Phrase;
use medusa_rules::medusa::{Colour, Effect, Game, Reversal, Variant};

/// A side's name, said in the screens' language.
fn side(colour: Colour) -> Phrase {
    Phrase::new(format!("side-{}", colour.name()))
}

/// A stone that arrived and what it has reversed so far.
struct Arrival {
    colour: Colour,
    /// Where it arrived, as the records write it (`j11`, `q15-s15`).
    notation: String,
    /// The stones its arrival reversed of the other side.
    captured: usize,
}

impl Arrival {
    /// What the arrival did, in one sentence.
    fn phrase(self) -> Phrase {
        let key = match (self.captured, self.colour.opponent()) {
            (0, _) => "announce-medusa-arrival",
            (_, Colour::Black) => "announce-medusa-reverses-black",
            (_, Colour::White) => "announce-medusa-reverses-white",
        };
        let phrase = Phrase::new(key)
            .with("side", side(self.colour))
            .with("arrival", self.notation);
        if self.captured == 0 {
            phrase
        } else {
            phrase.with("count", self.captured)
        }
    }
}

/// The sentences for `effects`, the change that led to `game`.
pub(super) fn announce(game: &Game, effects: &[Effect]) -> Vec<Phrase> {
    let topology = game.topology();
    let mut lines = Vec::new();
    let mut arrival: Option<Arrival> = None;
    for effect in effects {
        // An arrival is said once what it reversed has been counted.
        if !matches!(effect, Effect::Reversed { .. })
            && let Some(done) = arrival.take()
        {
            lines.push(done.phrase());
        }
        match effect {
            Effect::Placed { point, colour } => {
                arrival = Some(Arrival {
                    colour: *colour,
                    notation: topology.label(*point).to_string(),
                    captured: 0,
                });
            }
            Effect::Moved {
                from, to, colour, ..
            } => {
                arrival = Some(Arrival {
                    colour: *colour,
                    notation: format!("{}-{}", topology.label(*from), topology.label(*to)),
                    captured: 0,
                });
            }
            Effect::Reversed { points, reason, .. } => match reason {
                Reversal::Capture => {
                    if let Some(arrival) = arrival.as_mut() {
                        arrival.captured += points.len();
                    }
                }
                Reversal::SecondReversal => {
                    if let Some(done) = arrival.take() {
                        lines.push(done.phrase());
                    }
                    lines.push(
                        Phrase::new("announce-medusa-second-reversal").with("count", points.len()),
                    );
                }
                Reversal::Suicide => {
                    if let Some(done) = arrival.take() {
                        lines.push(
                            Phrase::new("announce-medusa-suicide")
                                .with("side", side(done.colour))
                                .with("arrival", done.notation)
                                .with("count", points.len()),
                        );
                    }
                }
                Reversal::Dead => {}
            },
            Effect::RosetteFormed { colour, .. } => {
                let key = match game.variant() {
                    Variant::Medusa => "announce-medusa-rosette",
                    Variant::Lotus => "announce-lotus-rosette",
                };
                lines.push(Phrase::new(key).with("side", side(*colour)));
            }
            Effect::TurnEnded {
                player,
                placed: false,
                moved: false,
            } => lines.push(Phrase::new("announce-medusa-pass").with("side", side(*player))),
            Effect::MarkingStarted => lines.push(Phrase::new("announce-medusa-marking")),
            Effect::DeadToggled { points, dead } => {
                let key = if *dead {
                    "announce-medusa-dead"
                } else {
                    "announce-medusa-alive"
                };
                lines.push(Phrase::new(key).with("count", points.len()));
            }
            Effect::PlayResumed => lines.push(Phrase::new("announce-medusa-play-resumed")),
            Effect::TurnEnded { .. }
            | Effect::MarkerMoved { .. }
            | Effect::MarkingAccepted(_)
            | Effect::GameEnded(_) => {}
        }
    }
    if let Some(done) = arrival {
        lines.push(done.phrase());
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use medusa_rules::medusa::{Action, Bits, Position};

    /// A game of `variant` with these stones, `to_move` to play.
    fn game(variant: Variant, black: &str, white: &str, to_move: Colour) -> Game {
        let topology = variant.topology();
        let points = |labels: &str| -> Bits {
            labels
                .split_whitespace()
                .map(|label| topology.point(label).unwrap_or_else(|| panic!("{label}")))
                .collect()
        };
        let position = Position::setup(variant, points(black), points(white), to_move, 0)
            .unwrap_or_else(|e| panic!("{e:?}"));
        Game::from_position(position, 0)
    }

    /// What a screen reader says, in English, of `action` played in `game`.
    fn said(game: &mut Game, action: Action) -> Vec<String> {
        let effects = game.apply(action).unwrap_or_else(|e| panic!("{e:?}"));
        let english = medusa_locale::english();
        announce(game, &effects)
            .iter()
            .map(|phrase| english.say(phrase))
            .collect()
    }

    fn point(label: &str) -> medusa_rules::medusa::Point {
        Variant::Medusa
            .topology()
            .point(label)
            .unwrap_or_else(|| panic!("{label}"))
    }

    #[test]
    fn a_placement_that_reverses_a_group_is_said_with_the_stones_it_reversed() {
        // White a1-a2-a3 along column a, its liberties b1, b3 and a4; Black takes the last.
        let mut game = game(Variant::Medusa, "b1 b3", "a1 a2 a3", Colour::Black);
        assert_eq!(
            said(&mut game, Action::Place(point("a4"))),
            ["Black a4 reverses 3 white stones"]
        );
    }

    #[test]
    fn a_stone_moved_over_its_friends_is_said_from_where_to_where() {
        let mut game = game(Variant::Medusa, "", "k11 k12 k13", Colour::White);
        let action = Action::Move {
            from: point("k11"),
            to: point("k14"),
        };
        assert_eq!(said(&mut game, action), ["White k11-k14"]);
    }

    #[test]
    fn a_single_stone_taken_and_a_pass_are_said_in_the_singular() {
        let mut game = game(Variant::Medusa, "b1", "a1", Colour::Black);
        assert_eq!(
            said(&mut game, Action::Place(point("a2"))),
            ["Black a2 reverses one white stone"]
        );
        let mut quiet = self::game(Variant::Lotus, "", "", Colour::Black);
        let effects = quiet.pass().unwrap_or_else(|e| panic!("{e:?}"));
        let english = medusa_locale::english();
        let lines: Vec<String> = announce(&quiet, &effects)
            .iter()
            .map(|phrase| english.say(phrase))
            .collect();
        assert_eq!(lines, ["Black passes"]);
    }
}
