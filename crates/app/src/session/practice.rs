//! Practice of the player's own mistakes: each analysis of a game the player played (a seat
//! named "Human" in its record, or one of the player's names on a server) keeps the moves it
//! marks a mistake or a blunder as positions to practise ("find the better move"), and a
//! spaced-repetition schedule (FSRS) brings each back: a miss the next day, a success after
//! days that grow with each success. The cards are kept in the store (`practice.json`).

use bevy::prelude::*;
use chrono::{DateTime, Utc};
use medusa_locale::Phrase;
use rs_fsrs::{FSRS, Parameters, Rating};
use serde::{Deserialize, Serialize};

use super::game_analysis::Analysed;
use super::game_kind::GameKind;
use super::game_match::PlayerKind;
use super::notices::Notices;
use super::online::KnownPlayers;
use super::store::Store;
use crate::session::GameSystems;
use medusa_ai::puzzles::{Mistake, Puzzle, mistakes_of};

/// The store's key for the practice cards.
pub const PRACTICE_KEY: &str = "practice.json";

/// The most cards kept: past it, the oldest go.
pub const MAX_PRACTICE_CARDS: usize = 300;

/// One of the player's mistakes, with its schedule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PracticeCard {
    /// The position before the mistake; its solution is the analysis's better move, its
    /// theme the mark (`mistake`, `blunder`).
    pub puzzle: Puzzle,
    /// The move the player made there.
    pub played: String,
    /// The move's number in its game.
    pub number: usize,
    /// When it is due, how well it is known.
    pub schedule: rs_fsrs::Card,
}

impl PracticeCard {
    /// The card's game.
    pub fn kind(&self) -> Option<GameKind> {
        GameKind::from_id(&self.puzzle.game)
    }
}

/// The scheduler: FSRS's default weights, in whole days (a miss comes back the next day).
fn scheduler() -> FSRS {
    FSRS::new(Parameters {
        enable_short_term: false,
        ..Parameters::default()
    })
}

/// The player's mistakes to practise, as saved.
#[derive(Resource, Clone, Default, Debug, PartialEq, Serialize, Deserialize)]
pub struct PracticeDeck {
    pub cards: Vec<PracticeCard>,
}

impl PracticeDeck {
    /// Keeps the mistakes not held yet, due at once; how many were new. The oldest cards go
    /// past [`MAX_PRACTICE_CARDS`].
    pub fn add(&mut self, mistakes: Vec<Mistake>, now: DateTime<Utc>) -> usize {
        let mut added = 0;
        for mistake in mistakes {
            if self.card(&mistake.puzzle.id).is_some() {
                continue;
            }
            let schedule = rs_fsrs::Card {
                due: now,
                last_review: now,
                ..rs_fsrs::Card::default()
            };
            self.cards.push(PracticeCard {
                puzzle: mistake.puzzle,
                played: mistake.played,
                number: mistake.number,
                schedule,
            });
            added += 1;
        }
        let extra = self.cards.len().saturating_sub(MAX_PRACTICE_CARDS);
        self.cards.drain(..extra);
        added
    }

    /// The card of the puzzle `id`.
    pub fn card(&self, id: &str) -> Option<&PracticeCard> {
        self.cards.iter().find(|card| card.puzzle.id == id)
    }

    /// The cards of `kind` due at `now`, the longest due first.
    pub fn due(&self, kind: GameKind, now: DateTime<Utc>) -> Vec<&PracticeCard> {
        let mut due: Vec<&PracticeCard> = self
            .of(kind)
            .filter(|card| card.schedule.due <= now)
            .collect();
        due.sort_by_key(|card| card.schedule.due);
        due
    }

    /// The cards of `kind`.
    pub fn of(&self, kind: GameKind) -> impl Iterator<Item = &PracticeCard> {
        self.cards
            .iter()
            .filter(move |card| card.kind() == Some(kind))
    }

    /// Schedules the card `id` after it was `solved` (or missed) at `now`: its next due date.
    /// An attempt before the card is due is practice beyond the schedule, and moves nothing.
    pub fn review(&mut self, id: &str, solved: bool, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        let card = self.cards.iter_mut().find(|card| card.puzzle.id == id)?;
        if card.schedule.due > now {
            return Some(card.schedule.due);
        }
        let rating = if solved { Rating::Good } else { Rating::Again };
        card.schedule = scheduler().next(card.schedule.clone(), now, rating).card;
        Some(card.schedule.due)
    }
}

/// Whether the seat named `name` in a record is the player's: the local player ("Human") or
/// one of the player's names on a server.
fn is_own(name: &str, known: &KnownPlayers) -> bool {
    name == PlayerKind::Human.label() || known.names().any(|own| own == name)
}

/// Reads the cards kept.
fn load(store: Res<Store>, mut deck: ResMut<PracticeDeck>, mut notices: ResMut<Notices>) {
    if let Some(saved) =
        notices.read_or_tell(store.read_json(PRACTICE_KEY), "notice-practice-unreadable")
    {
        *deck = saved;
    }
}

/// Keeps the cards (when the store keeps anything).
fn save(store: Res<Store>, deck: Res<PracticeDeck>, mut notices: ResMut<Notices>) {
    if !store.keeps_anything() {
        return;
    }
    if let Err(error) = store.write_json(PRACTICE_KEY, &*deck) {
        notices.push(Phrase::new("notice-practice-not-kept").with("error", error));
    }
}

/// Keeps the player's mistakes of each game analysed to the end, and says how many are new.
fn keep_mistakes(
    mut analysed: MessageReader<Analysed>,
    known: Res<KnownPlayers>,
    mut deck: ResMut<PracticeDeck>,
    mut notices: ResMut<Notices>,
) {
    for Analysed { text, report } in analysed.read() {
        let Ok(record) = medusa_rules::GAMES.read_record(text) else {
            continue;
        };
        let Ok(played) = record.replay() else {
            continue;
        };
        let own = played
            .sides()
            .map(|side| record.header(side).is_some_and(|name| is_own(name, &known)));
        if own == [false; 2] {
            continue;
        }
        let added = deck.add(mistakes_of(record.as_ref(), report, own), Utc::now());
        if added > 0 {
            notices.push(Phrase::new("notice-practice-added").with("count", added as i64));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PracticeDeck>()
        .add_systems(Startup, load)
        .add_systems(
            Update,
            (
                keep_mistakes
                    .run_if(on_message::<Analysed>)
                    .in_set(GameSystems::Follow),
                save.run_if(
                    resource_changed::<PracticeDeck>.and_then(not(resource_added::<PracticeDeck>)),
                )
                .in_set(GameSystems::Follow),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn mistake(id: &str, game: &str) -> Mistake {
        Mistake {
            puzzle: Puzzle {
                id: id.into(),
                game: game.into(),
                position: String::new(),
                side: "Black".into(),
                solution: vec!["g5-h4".into()],
                themes: vec!["blunder".into()],
                difficulty: 3,
                work: 0,
                margin: 0.4,
            },
            played: "h6-h5".into(),
            number: 14,
            mark: medusa_ai::analysis::Mark::Blunder,
        }
    }

    #[test]
    fn a_mistake_is_due_at_once_back_the_next_day_when_missed_and_later_when_found() {
        let now = Utc.with_ymd_and_hms(2026, 11, 28, 9, 0, 0).unwrap();
        let mut deck = PracticeDeck::default();
        let added = deck.add(vec![mistake("a", "medea"), mistake("b", "lotus")], now);
        assert_eq!(added, 2);
        // The same mistake again (the game analysed twice) is kept once.
        assert_eq!(deck.add(vec![mistake("a", "medea")], now), 0);
        let due: Vec<&str> = deck
            .due(GameKind::MEDEA, now)
            .iter()
            .map(|card| card.puzzle.id.as_str())
            .collect();
        assert_eq!(due, ["a"]);
        // Missed: back the next day, not before.
        let next = deck.review("a", false, now).unwrap();
        assert_eq!(next, now + chrono::Duration::days(1));
        assert!(deck.due(GameKind::MEDEA, now).is_empty());
        // Tried again before it is due: nothing moves.
        assert_eq!(deck.review("a", true, now), Some(next));
        assert_eq!(deck.card("a").unwrap().schedule.reps, 1);
        let tomorrow = now + chrono::Duration::days(1);
        assert_eq!(deck.due(GameKind::MEDEA, tomorrow).len(), 1);
        // Found the next day, and again when next due: the waits grow.
        let first = deck.review("a", true, tomorrow).unwrap();
        let second = deck.review("a", true, first).unwrap();
        assert!(first > tomorrow + chrono::Duration::days(1), "{first}");
        assert!(second - first > first - tomorrow, "{first} {second}");
        // Three reviews; the first miss, of a new card, is not a lapse of one known.
        let schedule = &deck.card("a").unwrap().schedule;
        assert_eq!((schedule.reps, schedule.lapses), (3, 0));
        assert_eq!(deck.due(GameKind::LOTUS, now).len(), 1);
    }

    #[test]
    fn the_oldest_cards_go_past_the_limit_and_the_deck_reads_back() {
        let now = Utc.with_ymd_and_hms(2026, 11, 28, 9, 0, 0).unwrap();
        let mut deck = PracticeDeck::default();
        let many: Vec<Mistake> = (0..MAX_PRACTICE_CARDS + 5)
            .map(|n| mistake(&format!("m{n}"), "medea"))
            .collect();
        deck.add(many, now);
        assert_eq!(deck.cards.len(), MAX_PRACTICE_CARDS);
        assert_eq!(deck.cards[0].puzzle.id, "m5");
        let text = serde_json::to_string(&deck).unwrap();
        let back: PracticeDeck = serde_json::from_str(&text).unwrap();
        assert_eq!(back, deck);
    }

    #[test]
    fn a_seat_is_the_players_when_named_human_or_by_one_of_the_players_names() {
        let known = KnownPlayers::default();
        assert!(is_own("Human", &known));
        assert!(!is_own("Computer (level 3)", &known));
        assert!(!is_own("Ann", &known));
    }
}
