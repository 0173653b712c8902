//! The games waiting for the player's move on the Online page, the longest waiting first, with
//! the time left on each (a game by the day's in days and hours), each with **Play**; and the
//! player's vacation: **Go on vacation** for some days, which stops the clocks of the games by
//! the day, or, while on it, how long it lasts and **End vacation**.

use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::online_panel::time_left_words;
use super::panel::DIM;
use crate::session::LobbyAct;
use crate::ui::{game_named, words};
use medusa_locale::Texts;
use medusa_online::{MyGame, RoomCode};

/// The most days of vacation the server gives in a year.
const MAX_VACATION_DAYS: u32 = 30;

/// What the section's buttons ask for.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum YourTurnChoice {
    /// Something of the lobby's connection (the list again, a vacation).
    Act(LobbyAct),
    /// Into this game, in the player's seat.
    Play(RoomCode),
}

/// One game waiting, in a line: the game, the opponent and the time left.
fn waiting_line(words: &Texts, game: &MyGame) -> String {
    let opponent = game
        .opponent
        .clone()
        .unwrap_or_else(|| words.get("lobby-unnamed"));
    let game_name = game_named(words, &game.game);
    match game.time_left_ms {
        Some(left) => words.with(
            "your-turn-line",
            [
                ("game", game_name.into()),
                ("opponent", opponent.into()),
                ("left", time_left_words(words, left).into()),
            ],
        ),
        None => words.with(
            "your-turn-line-no-clock",
            [("game", game_name.into()), ("opponent", opponent.into())],
        ),
    }
}

/// The games waiting for the player's move (`None`: not told yet); what the buttons ask
/// for, if anything.
pub(crate) fn your_turn_section(
    ui: &mut egui::Ui,
    games: Option<&[MyGame]>,
    spots: &mut NoteSpots,
) -> Option<YourTurnChoice> {
    let words = words(ui.ctx());
    let mut chosen = None;
    ui.horizontal(|ui| {
        ui.label(RichText::new(words.get("your-turn-heading")).strong());
        let refresh = ui
            .small_button(words.get("your-turn-refresh"))
            .on_hover_text(words.attribute("your-turn-refresh", "tooltip"));
        spots.note("your turn", &refresh);
        if refresh.clicked() {
            chosen = Some(YourTurnChoice::Act(LobbyAct::YourTurn));
        }
    });
    let Some(games) = games else {
        return chosen;
    };
    if games.is_empty() {
        ui.label(RichText::new(words.get("your-turn-none")).color(DIM));
    }
    for game in games {
        ui.horizontal_wrapped(|ui| {
            let play = ui
                .button(words.get("your-turn-play"))
                .on_hover_text(words.attribute("your-turn-play", "tooltip"));
            spots.note(&format!("your turn {}", game.code), &play);
            if play.clicked() {
                chosen = Some(YourTurnChoice::Play(game.code));
            }
            ui.label(waiting_line(&words, game));
        });
    }
    chosen
}

/// The player's vacation as the server told it (`None`: not yet): until when and the days
/// left; `days` is the number the player picks; `now_ms` the time (ms since 1970).
pub(crate) fn vacation_row(
    ui: &mut egui::Ui,
    told: Option<(Option<u64>, u32)>,
    days: &mut u32,
    now_ms: u64,
    spots: &mut NoteSpots,
) -> Option<YourTurnChoice> {
    let words = words(ui.ctx());
    let (until, left) = told?;
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| match until.filter(|&until| until > now_ms) {
        Some(until) => {
            let lasts = time_left_words(&words, until - now_ms);
            ui.label(words.with("vacation-on", [("left", lasts.into())]));
            let end = ui.button(words.get("vacation-end"));
            spots.note("end vacation", &end);
            if end.clicked() {
                chosen = Some(YourTurnChoice::Act(LobbyAct::EndVacation));
            }
        }
        None if left == 0 => {
            ui.label(RichText::new(words.get("vacation-none-left")).color(DIM));
        }
        None => {
            *days = (*days).clamp(1, left.min(MAX_VACATION_DAYS));
            let go = ui
                .button(words.get("vacation-go"))
                .on_hover_text(words.attribute("vacation-go", "tooltip"));
            spots.note("go on vacation", &go);
            ui.add(egui::DragValue::new(days).range(1..=left.min(MAX_VACATION_DAYS)));
            ui.label(words.with(
                "vacation-days",
                [("days", (*days).into()), ("left", left.into())],
            ));
            if go.clicked() {
                chosen = Some(YourTurnChoice::Act(LobbyAct::Vacation(*days)));
            }
        }
    });
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;
    use medusa_online::DAY_MS;

    fn waiting() -> Vec<MyGame> {
        let code = |text| RoomCode::parse(text).expect("a code");
        let game = |code, game: &str, opponent: Option<&str>, left| MyGame {
            code,
            game: game.into(),
            seat: 0,
            opponent: opponent.map(Into::into),
            moves: 4,
            your_move: true,
            result: None,
            rated: false,
            created_ms: 1,
            turn_since_ms: Some(1),
            time_left_ms: left,
            clock: None,
            opponent_vacation_until_ms: None,
        };
        vec![
            game(
                code("BCDFGH"),
                "medea",
                Some("Bob"),
                Some(2 * DAY_MS + 5 * 3_600_000),
            ),
            game(code("JKLMNP"), "pillars", None, None),
        ]
    }

    #[test]
    fn a_game_waiting_reads_with_its_opponent_and_time_left() {
        let english = medusa_locale::english();
        let games = waiting();
        assert_eq!(
            waiting_line(&english, &games[0]),
            "Medea against Bob: 2d 5h left"
        );
        assert_eq!(
            waiting_line(&english, &games[1]),
            "Pillars of Medusa against someone"
        );
    }

    #[test]
    fn every_word_of_the_games_waiting_and_the_vacation_comes_from_the_language_files() {
        let games = waiting();
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for list in [Some(&games[..]), Some(&[][..]), None] {
                assert_every_word_translated(
                    "the games waiting",
                    size,
                    |_| false,
                    |ui| {
                        let mut spots = NoteSpots::new(ui.ctx(), "title");
                        your_turn_section(ui, list, &mut spots);
                    },
                );
            }
            for told in [
                Some((None, 27)),
                Some((Some(3 * DAY_MS), 27)),
                Some((None, 0)),
            ] {
                let mut days = 3;
                assert_every_word_translated(
                    "the vacation",
                    size,
                    |_| false,
                    |ui| {
                        let mut spots = NoteSpots::new(ui.ctx(), "title");
                        vacation_row(ui, told, &mut days, DAY_MS, &mut spots);
                    },
                );
            }
        }
    }
}
