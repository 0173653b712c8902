//! What a player types in the move box: a move or turn as the records write it (`j11`,
//! `e1 q15-s15`, `c3-d4`, `d4xd6xf6`, `e2-e3`), played through the game's intents, or a question
//! about the board (`cell e5`, `pieces`, `groups`, `score`, `clock`, `last`, `moves`, `help`)
//! answered in sentences, the questions' words in the screens' language or in English.

use medusa_locale::{Phrase, Texts};

use super::any_game::AnyGame;
use super::game_match::Intent;

/// What typed text asks for.
#[derive(Clone, PartialEq, Debug)]
pub enum Typed {
    /// These intents play the move typed.
    Play(Vec<Intent>),
    /// The answer to a question, or why the move typed cannot be played.
    Answer(Vec<Phrase>),
}

/// The clocks as the panel shows them: the time each seat has left, and whose clock runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clocks {
    /// The milliseconds each seat has left.
    pub left_ms: [u64; 2],
    /// The seat whose clock runs (none before both players are seated, during Medusa's
    /// marking, and once the game is over).
    pub running: Option<usize>,
}

/// A clock's time as it shows it, whole seconds rounded up: hours, minutes and seconds.
pub fn clock_reading(ms: u64) -> [u64; 3] {
    let seconds = ms.div_ceil(1000);
    [seconds / 3600, seconds / 60 % 60, seconds % 60]
}

/// Whether a clock with `ms` left reads in days and hours (a day or more) rather than to the
/// second.
pub fn clock_reads_days(ms: u64) -> bool {
    clock_reading(ms)[0] >= 24
}

/// What the move box knows of the match beyond its game.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Asking {
    /// The clocks, in a game that has them (an online game with a clock).
    pub clocks: Option<Clocks>,
    /// Whether the side to move is played by a person at this screen ("your groups").
    pub own_turn: bool,
}

/// The questions, by the key of their word.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Question {
    Cell,
    Pieces,
    Groups,
    Score,
    Clock,
    Last,
    Moves,
    Help,
}

impl Question {
    const ALL: [Question; 8] = [
        Question::Cell,
        Question::Pieces,
        Question::Groups,
        Question::Score,
        Question::Clock,
        Question::Last,
        Question::Moves,
        Question::Help,
    ];

    fn key(self) -> &'static str {
        match self {
            Question::Cell => "command-cell",
            Question::Pieces => "command-pieces",
            Question::Groups => "command-groups",
            Question::Score => "command-score",
            Question::Clock => "command-clock",
            Question::Last => "command-last",
            Question::Moves => "command-moves",
            Question::Help => "command-help",
        }
    }

    /// The question `word` asks, in `words`' language or in English.
    fn of(word: &str, words: &Texts) -> Option<Question> {
        let english = medusa_locale::english();
        Question::ALL.into_iter().find(|question| {
            [words.get(question.key()), english.get(question.key())]
                .iter()
                .any(|name| name.to_lowercase() == word.to_lowercase())
        })
    }
}

/// The most moves an answer lists.
const MOST_LISTED: usize = 12;

/// What `text`, typed in `game` (in the match `asking` tells of), asks for.
pub fn read_typed(game: &AnyGame, asking: &Asking, words: &Texts, text: &str) -> Typed {
    let text = text.trim();
    let mut parts = text.splitn(2, char::is_whitespace);
    let first = parts.next().unwrap_or_default();
    let rest = parts.next().unwrap_or_default().trim();
    let question = if text.is_empty() {
        Some(Question::Help)
    } else {
        Question::of(first, words)
    };
    let Some(question) = question else {
        return match game.token_intents(text) {
            Ok(intents) if !intents.is_empty() => Typed::Play(intents),
            Ok(_) => Typed::Answer(vec![help(game)]),
            Err(why) => Typed::Answer(vec![
                Phrase::new("answer-refused")
                    .with("typed", text)
                    .with("why", why),
            ]),
        };
    };
    Typed::Answer(match question {
        Question::Cell => vec![
            game.cell_words(rest)
                .unwrap_or_else(|| Phrase::new("answer-no-cell").with("cell", rest)),
        ],
        Question::Pieces => vec![game.pieces_words()],
        Question::Groups => game.groups_words(asking.own_turn).unwrap_or_else(|| {
            vec![Phrase::new("answer-no-groups").with("game", game.kind().name_phrase())]
        }),
        Question::Score => game.score_words(),
        Question::Clock => vec![clock_words(game, asking.clocks)],
        Question::Last => vec![match game.moves().last() {
            Some(last) => Phrase::new("answer-last").with("move", last.clone()),
            None => Phrase::new("answer-no-last"),
        }],
        Question::Moves => vec![moves_words(game)],
        Question::Help => vec![help(game)],
    })
}

/// The legal moves, the first ones of many (the help, when they are too many to weigh).
fn moves_words(game: &AnyGame) -> Phrase {
    match game.typed_moves() {
        Some(moves) if moves.is_empty() => Phrase::new("answer-no-moves"),
        Some(moves) => {
            let listed: Vec<&str> = moves.iter().take(MOST_LISTED).map(String::as_str).collect();
            let more = if moves.len() > MOST_LISTED {
                " …"
            } else {
                ""
            };
            Phrase::new("answer-moves")
                .with("count", moves.len())
                .with("moves", format!("{}{more}", listed.join(", ")))
        }
        None => help(game),
    }
}

/// How to type a move and what to ask (groups in the games that have them), with an
/// example of this game.
fn help(game: &AnyGame) -> Phrase {
    let example = game
        .typed_moves()
        .and_then(|moves| moves.into_iter().next())
        .or_else(|| game.moves().last().cloned())
        .unwrap_or_else(|| game.example_cell());
    let key = if game.groups_words(false).is_some() {
        "answer-help-groups"
    } else {
        "answer-help"
    };
    Phrase::new(key)
        .with("example", example)
        .with("cell", game.example_cell())
}

/// The time each side has left as the clocks show it, first player first, and whose clock
/// runs; or that the game has no clock.
fn clock_words(game: &AnyGame, clocks: Option<Clocks>) -> Phrase {
    let Some(clocks) = clocks else {
        return Phrase::new("answer-no-clock");
    };
    let kind = game.kind();
    let [first, second] = kind.seats_in_play_order();
    let time = |seat: usize| match clock_reading(clocks.left_ms[seat]) {
        [hours, _, _] if hours >= 24 => Phrase::new("answer-time-days")
            .with("days", hours / 24)
            .with("hours", hours % 24),
        [0, 0, seconds] => Phrase::new("answer-time-seconds").with("seconds", seconds),
        [0, minutes, seconds] => Phrase::new("answer-time-minutes")
            .with("minutes", minutes)
            .with("seconds", seconds),
        [hours, minutes, seconds] => Phrase::new("answer-time-hours")
            .with("hours", hours)
            .with("minutes", minutes)
            .with("seconds", seconds),
    };
    let phrase = match clocks.running {
        Some(seat) => Phrase::new("answer-clock").with("to-move", kind.side_phrase(seat)),
        None => Phrase::new("answer-clock-stopped"),
    };
    phrase
        .with("first", kind.side_phrase(first))
        .with("first-time", time(first))
        .with("second", kind.side_phrase(second))
        .with("second-time", time(second))
}

/// The moves that can be typed now beginning with `typed` (in any case), at most `most`.
pub fn completions(game: &AnyGame, typed: &str, most: usize) -> Vec<String> {
    let typed = typed.trim().to_lowercase();
    if typed.is_empty() {
        return Vec::new();
    }
    game.typed_moves()
        .unwrap_or_default()
        .into_iter()
        .filter(|mv| mv.to_lowercase().starts_with(&typed))
        .take(most)
        .collect()
}

/// The answer in English to `text` typed in `game` (in the match `asking` tells of), a line
/// each: for the games' tests of their answers.
#[cfg(test)]
pub(crate) fn answered(game: &AnyGame, asking: &Asking, text: &str) -> Vec<String> {
    let english = medusa_locale::english();
    match read_typed(game, asking, &english, text) {
        Typed::Answer(lines) => lines.iter().map(|line| english.say(line)).collect(),
        Typed::Play(intents) => panic!("{text} plays {intents:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;

    fn answer(game: &AnyGame, text: &str) -> Vec<String> {
        answered(game, &Asking::default(), text)
    }

    #[test]
    fn a_move_typed_as_the_records_write_it_plays_in_every_game() {
        for kind in GameKind::all() {
            let game = AnyGame::fresh(kind);
            let Some(first) = game
                .typed_moves()
                .and_then(|moves| moves.into_iter().next())
            else {
                panic!("{} has a move to type", kind.name());
            };
            let english = medusa_locale::english();
            let Typed::Play(intents) =
                read_typed(&game, &Asking::default(), &english, &format!("  {first} "))
            else {
                panic!("{first} plays in {}", kind.name());
            };
            let mut played = game.clone();
            for intent in &intents {
                if let Intent::Play(mv) = intent {
                    played
                        .play(mv)
                        .unwrap_or_else(|e| panic!("{first}: {}", english.say(&e)));
                }
            }
            assert_ne!(played, game, "{first} changes {}", kind.name());
        }
    }

    #[test]
    fn questions_are_answered_and_a_wrong_move_says_why() {
        let game = AnyGame::fresh(GameKind::MEDEA);
        assert_eq!(answer(&game, "cell c3"), ["c3: White man"]);
        assert_eq!(
            answer(&game, "CELL k3"),
            ["There is no square k3 on this board."]
        );
        assert_eq!(answer(&game, "last"), ["No move has been played yet."]);
        assert_eq!(
            answer(&game, "pieces"),
            ["White has 18 men and 0 kings, Black 18 men and 0 kings"]
        );
        let refused = answer(&game, "c3-c5");
        assert!(refused[0].starts_with("c3-c5: "), "{refused:?}");
        let legal = game.typed_moves().unwrap_or_default();
        let moves = answer(&game, "moves");
        let listed = legal[..12].join(", ");
        assert_eq!(moves, [format!("{} legal moves: {listed} …", legal.len())]);
        assert!(answer(&game, "")[0].starts_with("Type a move as the records write it"));
    }

    #[test]
    fn the_questions_words_are_understood_in_the_screens_language_too() {
        let game = AnyGame::fresh(GameKind::PILLARS);
        let pseudo = medusa_locale::Texts::load(medusa_locale::PSEUDO);
        // The pseudo-language's word for "cell" is "[çéļļ]".
        assert!(matches!(
            read_typed(&game, &Asking::default(), &pseudo, "[çéļļ] f2"),
            Typed::Answer(_)
        ));
        assert!(matches!(
            read_typed(&game, &Asking::default(), &pseudo, "cell f2"),
            Typed::Answer(_)
        ));
    }

    #[test]
    fn the_clocks_are_read_in_words_with_whose_runs_or_that_there_is_none() {
        let game = AnyGame::fresh(GameKind::MEDEA);
        let kind = game.kind();
        let [white, black] = [kind.white_seat(), kind.dark_seat()];
        let mut left_ms = [0; 2];
        left_ms[white] = 252_000;
        left_ms[black] = 184_001;
        let mut asking = Asking {
            clocks: Some(Clocks {
                left_ms,
                running: Some(white),
            }),
            own_turn: true,
        };
        assert_eq!(
            answered(&game, &asking, "clock"),
            ["White 4 minutes 12 seconds, Black 3 minutes 5 seconds, White to move"]
        );
        left_ms[white] = 3_750_000;
        left_ms[black] = 1_000;
        asking.clocks = Some(Clocks {
            left_ms,
            running: None,
        });
        assert_eq!(
            answered(&game, &asking, "CLOCK"),
            ["White 1 hour 2 minutes 30 seconds, Black 1 second, the clocks are stopped"]
        );
        // A game by the day: days and hours.
        left_ms[white] = (49 * 60 + 30) * 60_000;
        left_ms[black] = 24 * 3_600_000;
        asking.clocks = Some(Clocks {
            left_ms,
            running: Some(black),
        });
        assert_eq!(
            answered(&game, &asking, "clock"),
            ["White 2 days 1 hour, Black 1 day 0 hours, Black to move"]
        );
        assert_eq!(answer(&game, "clock"), ["This game has no clock."]);
    }

    #[test]
    fn groups_are_a_question_of_the_games_with_groups_and_help_says_so() {
        let medea = AnyGame::fresh(GameKind::MEDEA);
        assert_eq!(
            answer(&medea, "groups"),
            ["Medea has no groups: ask pieces, or cell and a square."]
        );
        let first = |game: &AnyGame| {
            game.typed_moves()
                .and_then(|moves| moves.into_iter().next())
                .unwrap_or_default()
        };
        assert_eq!(
            answer(&medea, "help"),
            [format!(
                "Type a move as the records write it ({}), or ask: cell and a square (cell e5), \
                 pieces, score, clock, last (the last move), moves (the legal moves), help.",
                first(&medea)
            )]
        );
        let lotus = AnyGame::fresh(GameKind::LOTUS);
        assert_eq!(
            answer(&lotus, "help"),
            [format!(
                "Type a move as the records write it ({}), or ask: cell and a point (cell {}), \
                 pieces, groups (the groups and their liberties), score, clock, last (the last \
                 move), moves (the legal moves), help.",
                first(&lotus),
                lotus.example_cell()
            )]
        );
    }

    #[test]
    fn completions_are_the_legal_moves_beginning_as_typed() {
        let game = AnyGame::fresh(GameKind::MEDEA);
        let all = game.typed_moves().unwrap_or_default();
        let from_c3: Vec<String> = all
            .iter()
            .filter(|mv| mv.starts_with("c3"))
            .cloned()
            .collect();
        assert!(!from_c3.is_empty());
        assert_eq!(completions(&game, "C3", 10), from_c3);
        assert_eq!(completions(&game, "", 10), Vec::<String>::new());
        assert_eq!(completions(&game, "c3", 1).len(), 1);
    }
}
