//! What a player types in the move box: a move or turn as the records write it (`j11`,
//! `e1 q15-s15`, `c3-d4`, `d4xd6xf6`, `e2-e3`), played through the game's intents, or a question
//! about the board (`cell e5`, `pieces`, `last`, `moves`, `help`) answered in sentences, the
//! questions' words in the screens' language or in English.

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

/// The questions, by the key of their word.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Question {
    Cell,
    Pieces,
    Last,
    Moves,
    Help,
}

impl Question {
    const ALL: [Question; 5] = [
        Question::Cell,
        Question::Pieces,
        Question::Last,
        Question::Moves,
        Question::Help,
    ];

    fn key(self) -> &'static str {
        match self {
            Question::Cell => "command-cell",
            Question::Pieces => "command-pieces",
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

/// What `text`, typed in `game`, asks for.
pub fn read_typed(game: &AnyGame, words: &Texts, text: &str) -> Typed {
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
    Typed::Answer(vec![match question {
        Question::Cell => game
            .cell_words(rest)
            .unwrap_or_else(|| Phrase::new("answer-no-cell").with("cell", rest)),
        Question::Pieces => game.pieces_words(),
        Question::Last => match game.moves().last() {
            Some(last) => Phrase::new("answer-last").with("move", last.clone()),
            None => Phrase::new("answer-no-last"),
        },
        Question::Moves => match game.typed_moves() {
            Some(moves) if moves.is_empty() => Phrase::new("answer-no-moves"),
            Some(moves) => {
                let listed: Vec<&str> =
                    moves.iter().take(MOST_LISTED).map(String::as_str).collect();
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
        },
        Question::Help => help(game),
    }])
}

/// How to type a move and what to ask, with an example of this game.
fn help(game: &AnyGame) -> Phrase {
    let example = game
        .typed_moves()
        .and_then(|moves| moves.into_iter().next())
        .or_else(|| game.moves().last().cloned())
        .unwrap_or_else(|| game.example_cell());
    Phrase::new("answer-help")
        .with("example", example)
        .with("cell", game.example_cell())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;

    fn answer(game: &AnyGame, text: &str) -> Vec<String> {
        let english = medusa_locale::english();
        match read_typed(game, &english, text) {
            Typed::Answer(lines) => lines.iter().map(|line| english.say(line)).collect(),
            Typed::Play(intents) => panic!("{text} plays {intents:?}"),
        }
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
            let Typed::Play(intents) = read_typed(&game, &english, &format!("  {first} ")) else {
                panic!("{first} plays in {}", kind.name());
            };
            let mut played = game.clone();
            for intent in &intents {
                if let Intent::Play(mv) = intent {
                    played.play(mv).unwrap_or_else(|e| panic!("{first}: {e}"));
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
            read_typed(&game, &pseudo, "[çéļļ] f2"),
            Typed::Answer(_)
        ));
        assert!(matches!(
            read_typed(&game, &pseudo, "cell f2"),
            Typed::Answer(_)
        ));
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
