//! The lobby on the Online page: the open challenges (the game, its clock, the side the taker
//! plays, whether it is rated, the maker's name and rating), each with **Play**; the games
//! being played (the players, the game, the moves and watchers), each with **Watch**; and
//! **Challenge**, which publishes the game, side and clock chosen above, shown as waiting
//! for an opponent with **Cancel**.

use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::online_form::clock_words;
use super::panel::{DIM, WARNING};
use crate::session::{GameKind, Link, LobbyAct, LobbyLink, OwnChallenge};
use crate::ui::{game_named, side_name, words};
use medusa_locale::Texts;
use medusa_online::{Challenge, ClockSpec, LobbyGame, RoomCode, SideChoice};
use medusa_rules::GameOptions;

/// What the lobby's buttons ask for.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum LobbyChoice {
    /// Something of the lobby's connection (publish, cancel, accept).
    Act(LobbyAct),
    /// Watch this game.
    Watch(RoomCode),
    /// Follow the lobby of the server chosen above.
    Connect,
}

/// The challenge the form above would publish: the game, its options, the side and clock.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ChallengeChoice {
    pub kind: GameKind,
    pub options: GameOptions,
    pub side: SideChoice,
    pub clock: Option<ClockSpec>,
}

/// The side the player who accepts `challenge` plays, in `words`' language.
fn taker_side(words: &Texts, challenge: &Challenge) -> String {
    let kind = GameKind::all()
        .into_iter()
        .find(|kind| kind.id().id == challenge.game);
    let seat = |first: bool| {
        kind.map(|kind| {
            let [opening, other] = kind.seats_in_play_order();
            side_name(words, kind, if first { opening } else { other })
        })
    };
    // The maker plays the side chosen; the taker the other.
    let side = match challenge.side {
        SideChoice::First => seat(false),
        SideChoice::Second => seat(true),
        SideChoice::Random => None,
    };
    match side {
        Some(side) => words.with("lobby-you-play", [("side", side.into())]),
        None => words.get("lobby-sides-random"),
    }
}

/// A challenge in a line, in `words`' language.
fn challenge_line(words: &Texts, challenge: &Challenge) -> String {
    let rated = if challenge.rated { "yes" } else { "no" };
    let mut args = vec![
        ("name", challenge.name.as_str().into()),
        ("game", game_named(words, &challenge.game).into()),
        ("clock", clock_words(words, challenge.clock).into()),
        ("side", taker_side(words, challenge).into()),
        ("rated", rated.into()),
    ];
    match challenge.rating {
        Some(rating) => {
            args.push(("rating", rating.to_string().into()));
            words.with("lobby-challenge", args)
        }
        None => words.with("lobby-challenge-unrated-player", args),
    }
}

/// A game being played in a line, in `words`' language.
fn game_line(words: &Texts, game: &LobbyGame) -> String {
    let name = |seat: usize| {
        game.players[seat]
            .clone()
            .unwrap_or_else(|| words.get("lobby-unnamed"))
    };
    words.with(
        "lobby-game",
        [
            ("first", name(0).into()),
            ("second", name(1).into()),
            ("game", game_named(words, &game.game).into()),
            ("moves", game.moves.into()),
            ("watchers", game.watchers.into()),
        ],
    )
}

/// The lobby `lobby` (none: not followed yet), on the server chosen above (`elsewhere`: the
/// lobby followed is another server's); `challenge` is what Challenge publishes, `rated`
/// whether it is to be rated. What it asks for, if anything.
pub(crate) fn lobby_section(
    ui: &mut egui::Ui,
    lobby: Option<&LobbyLink>,
    elsewhere: bool,
    challenge: &ChallengeChoice,
    rated: &mut bool,
    spots: &mut NoteSpots,
) -> Option<LobbyChoice> {
    let words = words(ui.ctx());
    let mut chosen = None;
    ui.label(RichText::new(words.get("lobby-heading")).strong());
    let lobby = match lobby {
        Some(lobby) if !elsewhere => lobby,
        _ => {
            let connect = ui.button(words.get("lobby-connect"));
            spots.note("lobby connect", &connect);
            if connect.clicked() {
                chosen = Some(LobbyChoice::Connect);
            }
            return chosen;
        }
    };
    match &lobby.link {
        Link::Connected => {}
        Link::Connecting => {
            ui.label(RichText::new(words.get("lobby-connecting")).color(DIM));
        }
        Link::Retrying { why, .. } | Link::Failed(why) => {
            let text = words.with("lobby-unreachable", [("why", why.as_str().into())]);
            ui.label(RichText::new(text).color(WARNING));
        }
    }
    let named = lobby.player.is_some();
    // The player's own challenge, or the way to make one.
    match lobby.own {
        Some(OwnChallenge::Sent) => {
            ui.label(RichText::new(words.get("lobby-publishing")).color(DIM));
        }
        Some(OwnChallenge::Open(_)) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(words.get("lobby-waiting"));
                let cancel = ui.button(words.get("lobby-cancel"));
                spots.note("cancel challenge", &cancel);
                if cancel.clicked() {
                    chosen = Some(LobbyChoice::Act(LobbyAct::Cancel));
                }
            });
        }
        None => {
            ui.horizontal_wrapped(|ui| {
                let button = ui
                    .add_enabled(
                        named,
                        egui::Button::new(words.get("lobby-challenge-button")),
                    )
                    .on_hover_text(words.attribute("lobby-challenge-button", "tooltip"));
                spots.note("challenge", &button);
                ui.checkbox(rated, words.get("lobby-rated"))
                    .on_hover_text(words.attribute("lobby-rated", "tooltip"));
                if button.clicked() {
                    let ChallengeChoice {
                        kind,
                        options,
                        side,
                        clock,
                    } = challenge.clone();
                    chosen = Some(LobbyChoice::Act(LobbyAct::Challenge {
                        kind,
                        options,
                        side,
                        clock,
                        rated: *rated,
                    }));
                }
            });
            if !named {
                ui.label(
                    RichText::new(words.get("lobby-name-first"))
                        .small()
                        .color(DIM),
                );
            }
        }
    }
    ui.add_space(4.0);
    ui.label(words.get("lobby-challenges"));
    if lobby.challenges.is_empty() {
        ui.label(RichText::new(words.get("lobby-no-challenges")).color(DIM));
    }
    for challenge in &lobby.challenges {
        ui.horizontal_wrapped(|ui| {
            let own = lobby.own == Some(OwnChallenge::Open(challenge.id));
            if own {
                ui.label(RichText::new(words.get("lobby-yours")).color(DIM));
            } else {
                let play = ui
                    .add_enabled(named, egui::Button::new(words.get("lobby-play")))
                    .on_hover_text(words.attribute("lobby-play", "tooltip"));
                spots.note(&format!("play {}", challenge.id), &play);
                if play.clicked() {
                    chosen = Some(LobbyChoice::Act(LobbyAct::Accept(challenge.id)));
                }
            }
            ui.label(challenge_line(&words, challenge));
        });
    }
    ui.add_space(4.0);
    ui.label(words.get("lobby-games"));
    if lobby.games.is_empty() {
        ui.label(RichText::new(words.get("lobby-no-games")).color(DIM));
    }
    for game in &lobby.games {
        ui.horizontal_wrapped(|ui| {
            let watch = ui.button(words.get("lobby-watch"));
            spots.note(&format!("watch {}", game.code), &watch);
            if watch.clicked() {
                chosen = Some(LobbyChoice::Watch(game.code));
            }
            ui.label(game_line(&words, game));
        });
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;
    use medusa_online::ShownRating;

    fn lobby(player: bool, own: Option<OwnChallenge>) -> LobbyLink {
        let mut lobby = LobbyLink::new("http://127.0.0.1:9000");
        lobby.link = Link::Connected;
        lobby.player = player.then(|| "Ann".to_string());
        lobby.own = own;
        lobby.challenges = vec![
            Challenge {
                id: 7,
                name: "Bob".into(),
                game: "medea".into(),
                options: GameOptions::new(),
                side: SideChoice::First,
                clock: Some(ClockSpec {
                    base_ms: 300_000,
                    increment_ms: 5_000,
                    days: None,
                }),
                rated: true,
                rating: Some(ShownRating {
                    rating: 1500,
                    provisional: true,
                }),
            },
            Challenge {
                id: 8,
                name: "Ann".into(),
                game: "lotus".into(),
                options: GameOptions::new(),
                side: SideChoice::Random,
                clock: None,
                rated: false,
                rating: None,
            },
        ];
        lobby.games = vec![LobbyGame {
            code: RoomCode::parse("BCDFGH").expect("a code"),
            game: "pillars".into(),
            players: [Some("Cy".into()), None],
            moves: 12,
            watchers: 1,
        }];
        lobby
    }

    fn choice() -> ChallengeChoice {
        ChallengeChoice {
            kind: GameKind::MEDEA,
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        }
    }

    #[test]
    fn a_challenge_and_a_game_read_in_english_as_one_line_each() {
        let english = medusa_locale::english();
        let lobby = lobby(true, None);
        assert_eq!(
            challenge_line(&english, &lobby.challenges[0]),
            "Bob (1500?): Medea, 5 min + 5 s, you play Black, rated"
        );
        assert_eq!(
            challenge_line(&english, &lobby.challenges[1]),
            "Ann: Lotus, No clock, sides drawn at random, not rated"
        );
        assert_eq!(
            game_line(&english, &lobby.games[0]),
            "Cy – someone: Pillars of Medusa, 12 moves, 1 watching"
        );
    }

    #[test]
    fn every_word_of_the_lobby_comes_from_the_language_files() {
        let open = lobby(true, Some(OwnChallenge::Open(8)));
        let unnamed = lobby(false, None);
        let mut connecting = LobbyLink::new("http://127.0.0.1:9000");
        connecting.link = Link::Retrying {
            at: 3.0,
            why: "connection refused".into(),
        };
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for (lobby, elsewhere) in [
                (Some(&open), false),
                (Some(&unnamed), false),
                (Some(&connecting), false),
                (Some(&open), true),
                (None, false),
            ] {
                let mut rated = true;
                assert_every_word_translated(
                    "the lobby",
                    size,
                    |_| false,
                    |ui| {
                        let mut spots = NoteSpots::new(ui.ctx(), "title");
                        lobby_section(ui, lobby, elsewhere, &choice(), &mut rated, &mut spots);
                    },
                );
            }
        }
    }
}
