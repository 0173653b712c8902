//! The player's games on the Online page: those going on (whose move it is) with **Resume**,
//! which enters the room by the player's name from any device, and the finished ones (their
//! result) with **Record**, which opens the game's record in the replay, to analyse it.

use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::panel::DIM;
use crate::ui::{game_named, words};
use medusa_locale::Texts;
use medusa_online::{MyGame, RoomCode};

/// What the list's buttons ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MyGamesChoice {
    /// Ask the server for the list (again).
    Refresh,
    /// Back into this game's room, in the player's seat.
    Resume(RoomCode),
    /// This finished game's record, in the replay.
    Record(RoomCode),
}

/// One of the player's games in a line, in `words`' language.
fn my_game_line(words: &Texts, game: &MyGame) -> String {
    let opponent = game
        .opponent
        .clone()
        .unwrap_or_else(|| words.get("lobby-unnamed"));
    let game_name = game_named(words, &game.game);
    match &game.result {
        // The server's sentence, as it says it.
        Some(result) => words.with(
            "my-games-over",
            [
                ("game", game_name.into()),
                ("opponent", opponent.into()),
                ("result", result.as_str().into()),
            ],
        ),
        None => words.with(
            "my-games-going",
            [
                ("game", game_name.into()),
                ("opponent", opponent.into()),
                ("moves", game.moves.into()),
                (
                    "turn",
                    if game.your_move { "yours" } else { "theirs" }.into(),
                ),
            ],
        ),
    }
}

/// The player's games (`None`: not asked for yet); what the buttons ask for, if anything.
/// `named`: the lobby knows the player (only a named player has games).
pub(crate) fn my_games_section(
    ui: &mut egui::Ui,
    games: Option<&[MyGame]>,
    named: bool,
    spots: &mut NoteSpots,
) -> Option<MyGamesChoice> {
    let words = words(ui.ctx());
    let mut chosen = None;
    ui.horizontal(|ui| {
        ui.label(RichText::new(words.get("my-games-heading")).strong());
        let refresh = ui.add_enabled(
            named,
            egui::Button::new(words.get("my-games-refresh")).small(),
        );
        // A button that cannot be pressed yet (the lobby does not know the player) is not
        // among the page's controls.
        if named {
            spots.note("my games", &refresh);
        }
        if refresh.clicked() {
            chosen = Some(MyGamesChoice::Refresh);
        }
    });
    let Some(games) = games else {
        return chosen;
    };
    if games.is_empty() {
        ui.label(RichText::new(words.get("my-games-none")).color(DIM));
    }
    for game in games {
        ui.horizontal_wrapped(|ui| {
            let (key, choice) = match game.result {
                None => ("my-games-resume", MyGamesChoice::Resume(game.code)),
                Some(_) => ("my-games-record", MyGamesChoice::Record(game.code)),
            };
            let button = ui
                .button(words.get(key))
                .on_hover_text(words.attribute(key, "tooltip"));
            spots.note(&format!("my game {}", game.code), &button);
            if button.clicked() {
                chosen = Some(choice);
            }
            let line = my_game_line(&words, game);
            if game.your_move {
                ui.label(RichText::new(line).strong());
            } else {
                ui.label(line);
            }
        });
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

    fn games() -> Vec<MyGame> {
        let code = |text| RoomCode::parse(text).expect("a code");
        vec![
            MyGame {
                code: code("BCDFGH"),
                game: "medusa".into(),
                seat: 0,
                opponent: Some("Bob".into()),
                moves: 1,
                your_move: true,
                result: None,
                rated: true,
                created_ms: 2,
                turn_since_ms: None,
                time_left_ms: None,
                clock: None,
                opponent_vacation_until_ms: None,
            },
            MyGame {
                code: code("JKLMNP"),
                game: "medea".into(),
                seat: 1,
                opponent: None,
                moves: 30,
                your_move: false,
                result: Some("White wins: Black resigned".into()),
                rated: false,
                created_ms: 1,
                turn_since_ms: None,
                time_left_ms: None,
                clock: None,
                opponent_vacation_until_ms: None,
            },
        ]
    }

    #[test]
    fn a_game_reads_in_english_with_whose_move_or_its_result() {
        let english = medusa_locale::english();
        let games = games();
        assert_eq!(
            my_game_line(&english, &games[0]),
            "Medusa against Bob, 1 move: your move"
        );
        assert_eq!(
            my_game_line(&english, &games[1]),
            "Medea against someone: White wins: Black resigned"
        );
    }

    #[test]
    fn every_word_of_my_games_comes_from_the_language_files() {
        let games = games();
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for (list, named) in [
                (Some(&games[..]), true),
                (Some(&[][..]), true),
                (None, false),
            ] {
                assert_every_word_translated(
                    "my games",
                    size,
                    |_| false,
                    |ui| {
                        let mut spots = NoteSpots::new(ui.ctx(), "title");
                        my_games_section(ui, list, named, &mut spots);
                    },
                );
            }
        }
    }
}
