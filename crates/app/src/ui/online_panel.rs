//! The online part of the game panel: the room's code, large, with its links to copy; both
//! players with their clocks and whether they are here; the connection; what the server
//! refused; and what stands between the players (a draw offered, a move asked back, dead
//! groups proposed, an absent opponent to claim against), with the buttons that answer.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};

use super::conditional_moves::conditional_section;
use super::control_spots::NoteSpots;
use super::panel::{DIM, WARNING, side_icon};
use crate::session::{Clocks, Link, Lobby, LobbyAct, Match, Online, OnlineAct, OnlineRoom};
use crate::session::{clock_reading, clock_reads_days};
use crate::ui::{side_name, words};
use medusa_locale::Texts;
use medusa_online::{ClientMessage, RatingChange};

/// The colour of a good connection.
const FINE: Color32 = Color32::from_rgb(130, 210, 140);

/// A clock's time as people read it: `4:05`, `1:02:30`.
pub fn clock_text(ms: u64) -> String {
    let [hours, minutes, seconds] = clock_reading(ms);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// A clock's time in `words`' language: days and hours for a game by the day's (`2d 5h`),
/// else as [`clock_text`] reads it.
pub fn clock_shown(words: &Texts, ms: u64) -> String {
    if clock_reads_days(ms) {
        let [hours, _, _] = clock_reading(ms);
        words.with(
            "online-clock-days",
            [
                ("days", (hours / 24).into()),
                ("hours", (hours % 24).into()),
            ],
        )
    } else {
        clock_text(ms)
    }
}

/// Time left as a list reads it: days and hours (`2d 5h`), hours and minutes (`23h 56m`), or
/// minutes and seconds (`4:05`).
pub fn time_left_words(words: &Texts, ms: u64) -> String {
    match clock_reading(ms) {
        [hours, _, _] if hours >= 24 => clock_shown(words, ms),
        [0, _, _] => clock_text(ms),
        [hours, minutes, _] => words.with(
            "online-clock-hours-minutes",
            [("hours", hours.into()), ("minutes", minutes.into())],
        ),
    }
}

/// What the panel needs for the online part.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OnlinePanel<'w> {
    online: Res<'w, Online>,
    acts: MessageWriter<'w, OnlineAct>,
    time: Res<'w, Time<Real>>,
    lobby: Res<'w, Lobby>,
    lobby_acts: MessageWriter<'w, LobbyAct>,
}

impl OnlinePanel<'_> {
    /// The online room, if any.
    pub fn online(&self) -> &Online {
        &self.online
    }

    /// What the online part shows, now.
    pub(crate) fn view(&self) -> OnlineView<'_> {
        let code = self.online.0.as_ref().and_then(OnlineRoom::code);
        // A game by the day after the player's move: another game waits for it.
        let waiting_elsewhere = self
            .lobby
            .0
            .as_ref()
            .and_then(|lobby| lobby.your_turn.as_deref())
            .is_some_and(|games| games.iter().any(|game| Some(game.code) != code));
        OnlineView {
            online: &self.online,
            now: self.time.elapsed_secs_f64(),
            waiting_elsewhere,
        }
    }

    /// **Next game**: into the game that waits longest for the player's move, other than
    /// this one.
    pub(crate) fn next_game(&mut self, asked: bool) {
        if let Some(code) = self.online.0.as_ref().and_then(OnlineRoom::code)
            && asked
        {
            self.lobby_acts.write(LobbyAct::NextGame(code));
        }
    }

    /// Sends `act` to the room, if any.
    pub(crate) fn act(&mut self, act: Option<ClientMessage>) {
        if let Some(act) = act {
            self.acts.write(OnlineAct(act));
        }
    }
}

/// The online part as plain values: the room, and the real time now (in seconds, as the
/// room's times of absence count it).
#[derive(Clone, Copy)]
pub(crate) struct OnlineView<'a> {
    pub online: &'a Online,
    pub now: f64,
    /// Another game waits for the player's move (as the lobby last said).
    pub waiting_elsewhere: bool,
}

impl OnlineView<'_> {
    /// Whether this screen only watches an online game (no controls to show).
    pub fn watching(&self) -> bool {
        self.online.0.as_ref().is_some_and(OnlineRoom::watching)
    }

    /// The clocks as the players' lines show them, in an online game with a clock.
    pub fn clocks(&self) -> Option<Clocks> {
        let room = self.online.0.as_ref()?;
        Some(Clocks {
            left_ms: room.clocks()?,
            running: room.state.as_ref()?.running_seat(),
        })
    }

    /// The online part, when the game is online; returns what its buttons send to the room
    /// (**Next game** sets `next_game`).
    pub fn show(
        &self,
        ui: &mut egui::Ui,
        game_match: &Match,
        noted: &mut NoteSpots,
        next_game: &mut bool,
    ) -> Option<ClientMessage> {
        let room = self.online.0.as_ref()?;
        let words = words(ui.ctx());
        code_line(ui, &words, room);
        players(ui, &words, room, game_match, self.now);
        connection(ui, &words, room, self.now);
        if let Some(refusal) = &room.refusal {
            let text = words.with("online-refused", [("refusal", refusal.as_str().into())]);
            ui.label(RichText::new(text).color(WARNING));
        }
        let mut act = None;
        standing(ui, &words, room, game_match, self.now, &mut act, noted);
        if by_the_day_after_own_move(room)
            && let Some(state) = &room.state
        {
            let played = state.game().turns_played();
            if let Some(lines) = conditional_section(ui, room, played, noted) {
                act = Some(lines);
            }
        }
        if self.waiting_elsewhere && by_the_day_after_own_move(room) {
            let next = ui
                .button(words.get("online-next-game"))
                .on_hover_text(words.attribute("online-next-game", "tooltip"));
            noted.note("next game", &next);
            *next_game = next.clicked();
        }
        act
    }
}

/// The room's code, large, and its links to copy (while the opponent is awaited, with the
/// sentence that says what to do with them).
fn code_line(ui: &mut egui::Ui, words: &Texts, room: &OnlineRoom) {
    let Some(code) = room.code() else {
        return;
    };
    ui.horizontal(|ui| {
        ui.label(words.get("online-room"));
        ui.label(
            RichText::new(code.to_string())
                .size(30.0)
                .monospace()
                .strong(),
        );
    });
    let waiting = room
        .state
        .as_ref()
        .is_some_and(|state| !(state.is_seated(0) && state.is_seated(1)));
    if waiting && !room.watching() {
        ui.label(words.get("online-waiting"));
    }
    ui.horizontal(|ui| {
        for (what, key) in [
            ("join", "online-copy-link"),
            ("watch", "online-copy-watch-link"),
        ] {
            if let Some(link) = room.link(what)
                && ui.button(words.get(key)).on_hover_text(&link).clicked()
            {
                ui.ctx().copy_text(link);
            }
        }
    });
}

/// Whether `room` is a game by the day that goes on, with the opponent to move after this
/// screen's player moved.
fn by_the_day_after_own_move(room: &OnlineRoom) -> bool {
    let daily = room
        .info
        .as_ref()
        .and_then(|info| info.clock)
        .is_some_and(|clock| clock.is_daily());
    let waiting = room.state.as_ref().is_some_and(|state| {
        state.result().is_none()
            && room
                .seat
                .is_some_and(|seat| state.running_seat() != Some(seat))
    });
    daily && waiting
}

/// Milliseconds since 1970 on this machine.
fn epoch_ms() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_millis() as u64)
}

/// Both players, first to move first: their side, who they are, their clock (the running
/// one strong) and how long they have been away.
fn players(ui: &mut egui::Ui, words: &Texts, room: &OnlineRoom, game_match: &Match, now: f64) {
    let (Some(_), Some(state)) = (&room.info, &room.state) else {
        return;
    };
    let kind = game_match.game.kind();
    let clocks = room.clocks();
    let running = state.running_seat();
    egui::Grid::new("online players")
        .num_columns(5)
        .show(ui, |ui| {
            for seat in kind.seats_in_play_order() {
                ui.horizontal(|ui| {
                    side_icon(ui, seat == kind.dark_seat());
                    ui.label(side_name(words, kind, seat));
                });
                let who = if room.seat == Some(seat) {
                    "online-you"
                } else if !state.is_seated(seat) {
                    "online-free-seat"
                } else if room.watching() {
                    "online-player"
                } else {
                    "online-opponent"
                };
                ui.label(words.get(who));
                match (room.name_of(seat), room.ratings[seat]) {
                    (Some(name), Some(rating)) => {
                        ui.label(words.with(
                            "online-name-rating",
                            [("name", name.into()), ("rating", rating.to_string().into())],
                        ));
                    }
                    // A name is the player's own, in every language.
                    (Some(name), None) => {
                        ui.label(name);
                    }
                    (None, _) => {
                        ui.label("");
                    }
                }
                match clocks {
                    Some(left) => {
                        let text = RichText::new(clock_shown(words, left[seat]))
                            .monospace()
                            .size(18.0);
                        ui.label(if running == Some(seat) {
                            text.strong()
                        } else {
                            text.color(DIM)
                        });
                    }
                    None => {
                        ui.label("");
                    }
                }
                let on_vacation = state
                    .vacation_until(seat)
                    .map(|until| until.saturating_sub(epoch_ms()))
                    .filter(|&left| left > 0);
                if let Some(left) = on_vacation {
                    let text = words.with(
                        "online-on-vacation",
                        [("left", time_left_words(words, left).into())],
                    );
                    ui.label(RichText::new(text).color(WARNING));
                } else {
                    match room.away_shown(seat) {
                        Some(since) => {
                            let seconds = (now - since).max(0.0) as u64;
                            ui.label(
                                RichText::new(
                                    words.with("online-away", [("seconds", seconds.into())]),
                                )
                                .color(WARNING),
                            );
                        }
                        _ => {
                            ui.label("");
                        }
                    }
                }
                ui.end_row();
            }
        });
    // After a rated game, each player's change.
    if let Some(changes) = state.rating_changes() {
        for seat in kind.seats_in_play_order() {
            let change = changes[seat];
            let name = room
                .name_of(seat)
                .map_or_else(|| side_name(words, kind, seat), str::to_string);
            ui.label(rating_change_line(words, name, change));
        }
    }
}

/// A player's rating before and after a rated game, in `words`' language:
/// `Ann: 1500? → 1662, +162`.
fn rating_change_line(words: &Texts, name: String, change: RatingChange) -> String {
    words.with(
        "online-rating-change",
        [
            ("name", name.into()),
            ("before", change.before.to_string().into()),
            ("after", change.after.to_string().into()),
            ("difference", change.difference().into()),
        ],
    )
}

/// The connection to the server, in a line (the system's and the server's reasons as they
/// give them).
fn connection(ui: &mut egui::Ui, words: &Texts, room: &OnlineRoom, now: f64) {
    let server = room.server.trim_end_matches("/ws");
    let (text, colour) = match &room.link {
        Link::Connected if room.watching() => (words.get("online-connected-watching"), FINE),
        Link::Connected => (words.get("online-connected"), FINE),
        Link::Connecting => (
            words.with("online-connecting", [("server", server.into())]),
            DIM,
        ),
        Link::Retrying { at, why } => {
            let seconds = (at - now).max(0.0).ceil() as u64;
            (
                words.with(
                    "online-retrying",
                    [
                        ("server", server.into()),
                        ("why", why.as_str().into()),
                        ("seconds", seconds.into()),
                    ],
                ),
                WARNING,
            )
        }
        Link::Failed(why) => (
            words.with("online-failed", [("why", why.as_str().into())]),
            WARNING,
        ),
    };
    ui.label(RichText::new(text).color(colour));
}

/// What stands between the players, and the buttons that answer it.
fn standing(
    ui: &mut egui::Ui,
    words: &Texts,
    room: &OnlineRoom,
    game_match: &Match,
    now: f64,
    act: &mut Option<ClientMessage>,
    noted: &mut NoteSpots,
) {
    let (Some(state), Some(seat)) = (&room.state, room.seat) else {
        return;
    };
    if state.result().is_some() {
        return;
    }
    let opponent = 1 - seat.min(1);
    match state.draw_offer() {
        Some(by) if by == opponent => {
            ui.horizontal(|ui| {
                ui.label(words.get("online-draw-offered"));
                let accept = ui.button(words.get("online-accept-draw"));
                noted.note("accept draw", &accept);
                if accept.clicked() {
                    *act = Some(ClientMessage::AcceptDraw {});
                }
            });
        }
        Some(_) => {
            ui.label(RichText::new(words.get("online-you-offered-draw")).color(DIM));
        }
        None => {}
    }
    match state.undo_request() {
        Some(by) if by == opponent => {
            ui.horizontal(|ui| {
                ui.label(words.get("online-undo-asked"));
                if ui.button(words.get("online-allow-undo")).clicked() {
                    *act = Some(ClientMessage::AcceptUndo {});
                }
            });
        }
        Some(_) => {
            ui.label(RichText::new(words.get("online-you-asked-undo")).color(DIM));
        }
        None => {}
    }
    match state.dead_proposal() {
        Some((by, stones)) if by == opponent => {
            let proposed = if stones.is_empty() {
                words.get("online-dead-proposed-none")
            } else {
                words.with("online-dead-proposed", [("stones", stones.into())])
            };
            ui.horizontal_wrapped(|ui| {
                ui.label(proposed);
                if ui.button(words.get("online-accept-dead")).clicked() {
                    *act = Some(ClientMessage::AcceptDead {});
                }
            });
        }
        Some(_) => {
            ui.label(RichText::new(words.get("online-you-proposed-dead")).color(DIM));
        }
        None => {}
    }
    let away_for = room.away_since[opponent].map(|since| now - since);
    let may_claim = room
        .info
        .as_ref()
        .zip(away_for)
        .is_some_and(|(info, away)| away * 1000.0 >= info.away_ms as f64);
    if may_claim
        && state.is_seated(opponent)
        && !game_match.game.is_over()
        && ui
            .button(words.get("online-claim"))
            .on_hover_text(words.attribute("online-claim", "tooltip"))
            .clicked()
    {
        *act = Some(ClientMessage::Claim {});
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{GameKind, PlayerKind, medea_room_for_tests};
    use crate::ui::words_shown::assert_every_word_translated;
    use medusa_online::{ClockSpec, RoomEvent, RoomState, ShownRating, StoredEvent};

    /// A room of Medea on a server, this screen in `seat` (none: watching), both seated, the
    /// opponent asking for a draw and to take back a move, away long enough to be claimed;
    /// the connection lost.
    fn room(seat: Option<usize>) -> OnlineRoom {
        let clock = Some(ClockSpec {
            base_ms: 300_000,
            increment_ms: 0,
            days: None,
        });
        let events = vec![
            RoomEvent::Seated {
                seat: 0,
                name: None,
            },
            RoomEvent::Seated {
                seat: 1,
                name: None,
            },
            RoomEvent::DrawOffered { seat: 1 },
            RoomEvent::UndoRequested { seat: 1 },
        ];
        let mut room = medea_room_for_tests(seat, clock, events);
        room.away_since = [None, Some(0.0)];
        room.link = Link::Retrying {
            at: 70.0,
            why: "connection refused".into(),
        };
        room.refusal = Some("it is not your turn".into());
        room
    }

    /// The room of [`room`], its players named (Ann with a rating), after a rated game's end.
    fn rated(seat: Option<usize>) -> OnlineRoom {
        let mut room = room(seat);
        let new = ShownRating {
            rating: 1500,
            provisional: true,
        };
        room.names = [Some("Ann".into()), Some("Bob".into())];
        room.ratings = [Some(new), None];
        let state = room.state.as_mut().expect("a room");
        for event in [
            RoomEvent::Resigned { seat: 1 },
            RoomEvent::Ended {
                result: "White wins: Black resigned".into(),
            },
            RoomEvent::Rated {
                changes: [
                    RatingChange {
                        before: new,
                        after: ShownRating {
                            rating: 1662,
                            provisional: false,
                        },
                    },
                    RatingChange {
                        before: new,
                        after: ShownRating {
                            rating: 1338,
                            provisional: true,
                        },
                    },
                ],
            },
        ] {
            let seq = state.last_seq() + 1;
            state
                .apply(StoredEvent {
                    seq,
                    at_ms: seq,
                    event,
                })
                .expect("the room's events");
        }
        room
    }

    #[test]
    fn a_rated_games_change_reads_as_before_after_and_the_difference() {
        let english = medusa_locale::english();
        let room = rated(Some(0));
        let change = room
            .state
            .as_ref()
            .and_then(RoomState::rating_changes)
            .expect("rated")[0];
        assert_eq!(
            rating_change_line(&english, "Ann".into(), change),
            "Ann: 1500? → 1662, +162"
        );
    }

    #[test]
    fn every_word_of_the_online_panel_comes_from_the_language_files() {
        let game_match = Match::from_game(
            crate::session::AnyGame::fresh(GameKind::MEDEA),
            [PlayerKind::Human, PlayerKind::Remote],
        );
        for (seat, named) in [(Some(0), false), (None, false), (Some(1), true)] {
            let online = Online(Some(if named { rated(seat) } else { room(seat) }));
            assert_every_word_translated(
                "the online panel",
                egui::vec2(400.0, 800.0),
                // The room's code, the server's address, the clocks, the players' names.
                |text| ["KXRMTB", "Bob"].contains(&text),
                |ui| {
                    let mut noted = NoteSpots::new(ui.ctx(), "panel");
                    let view = OnlineView {
                        online: &online,
                        now: 60.0,
                        waiting_elsewhere: true,
                    };
                    view.show(ui, &game_match, &mut noted, &mut false);
                },
            );
        }
    }

    #[test]
    fn clocks_read_as_minutes_and_seconds() {
        assert_eq!(clock_text(300_000), "5:00");
        assert_eq!(clock_text(65_001), "1:06");
        assert_eq!(clock_text(0), "0:00");
        assert_eq!(clock_text(3_750_000), "1:02:30");
        let english = medusa_locale::english();
        assert_eq!(clock_shown(&english, 3_750_000), "1:02:30");
        // A game by the day's: 2 days, 5 hours and a minute left.
        assert_eq!(clock_shown(&english, (53 * 60 + 1) * 60_000), "2d 5h");
        assert_eq!(time_left_words(&english, (53 * 60 + 1) * 60_000), "2d 5h");
        assert_eq!(
            time_left_words(&english, (23 * 60 + 56) * 60_000),
            "23h 56m"
        );
        assert_eq!(time_left_words(&english, 245_000), "4:05");
    }
}
