//! The title's online form, under the chosen game's card and options when **Online** is
//! chosen: the player's side and the clock for a new room (**Create**), a code to join or
//! watch, the server on the desktop (the browser plays on its page's server), and the way
//! back into the online game the player holds a seat in (a private game); then the player's
//! name, the lobby and the player's games, each drawn by its own file.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::lobby::{ChallengeChoice, LobbyChoice, lobby_section};
use super::my_games::{MyGamesChoice, my_games_section};
use super::notice_settings::{NoticeChoice, notifications_row};
use super::panel::{DIM, WARNING};
use super::player_name::{NameDraft, name_form};
use super::your_turn::{YourTurnChoice, vacation_row, your_turn_section};
use crate::session::{GameKind, GoOnline, HeldSeat, HeldSeats, MatchSetup, RoomRequest};
use crate::session::{Lobby, LobbyAct, PageAddress, PushWanted, Settings};
use crate::ui::{side_name, words};
use medusa_locale::Texts;
use medusa_online::{ClockSpec, Invitation, SideChoice, ws_url};

/// The clocks offered for a new room: minutes and an increment, or days a move (a game by
/// the day).
const CLOCKS: [Option<ClockSpec>; 7] = [
    None,
    Some(ClockSpec::minutes(300_000, 5_000)),
    Some(ClockSpec::minutes(900_000, 10_000)),
    Some(ClockSpec::minutes(3_600_000, 0)),
    Some(ClockSpec::per_move_days(1)),
    Some(ClockSpec::per_move_days(3)),
    Some(ClockSpec::per_move_days(7)),
];

/// A clock in `words`' language: "No clock", "5 min + 5 s", "1 hour", "3 days a move".
pub(crate) fn clock_words(words: &Texts, clock: Option<ClockSpec>) -> String {
    const HOUR_MS: u64 = 3_600_000;
    match clock {
        None => words.get("title-online-no-clock"),
        Some(ClockSpec {
            days: Some(days), ..
        }) => words.with("title-online-clock-days", [("days", days.into())]),
        Some(ClockSpec {
            base_ms,
            increment_ms: 0,
            days: None,
        }) if base_ms % HOUR_MS == 0 => words.with(
            "title-online-clock-hours",
            [("hours", (base_ms / HOUR_MS).into())],
        ),
        Some(ClockSpec {
            base_ms,
            increment_ms,
            days: None,
        }) => words.with(
            "title-online-clock-minutes",
            [
                ("minutes", (base_ms / 60_000).into()),
                ("increment", (increment_ms / 1_000).into()),
            ],
        ),
    }
}

/// What the online form holds, kept from one visit to the title to the next.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct OnlineDraft {
    /// The title plays online (else on this screen).
    pub on: bool,
    pub side: SideChoice,
    /// The index in [`CLOCKS`].
    pub clock: usize,
    /// The code typed to join or watch.
    pub code: String,
    /// Why the code cannot be used, after a try.
    pub code_refused: Option<String>,
    /// A challenge published in the lobby is rated.
    pub rated: bool,
    /// The days of vacation the player picks.
    pub vacation_days: u32,
    /// The e-mail address typed for the player's notices.
    pub email: String,
}

impl Default for OnlineDraft {
    fn default() -> OnlineDraft {
        OnlineDraft {
            on: false,
            side: SideChoice::Random,
            clock: 0,
            code: String::new(),
            code_refused: None,
            rated: false,
            vacation_days: 7,
            email: String::new(),
        }
    }
}

impl OnlineDraft {
    /// The request that creates a room for `setup`'s game with this form's side and clock.
    pub fn create(&self, setup: &MatchSetup) -> RoomRequest {
        let ChallengeChoice {
            kind,
            options,
            side,
            clock,
        } = self.challenge(setup);
        RoomRequest::Create {
            kind,
            options,
            side,
            clock,
        }
    }

    /// The challenge for `setup`'s game with this form's side and clock.
    pub(crate) fn challenge(&self, setup: &MatchSetup) -> ChallengeChoice {
        ChallengeChoice {
            kind: setup.kind,
            options: setup.kind.options(setup.komi),
            side: self.side,
            clock: CLOCKS.get(self.clock).copied().flatten(),
        }
    }
}

/// The online form in place of the players: the side and clock of a new room, the server
/// (on the desktop, `server` to edit), a code to join or watch, and the game the player holds
/// a seat in. What it asks for, if anything.
fn form(
    ui: &mut egui::Ui,
    draft: &mut OnlineDraft,
    kind: GameKind,
    server: Option<&mut String>,
    held: Option<HeldSeat>,
    spots: &mut NoteSpots,
) -> Option<RoomRequest> {
    let words = words(ui.ctx());
    let mut asked = None;
    let [first, second] = kind.seats_in_play_order();
    egui::Grid::new("online choices")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(words.get("title-online-side"));
            ui.horizontal(|ui| {
                for (choice, name, spot) in [
                    (
                        SideChoice::First,
                        side_name(&words, kind, first),
                        "side first",
                    ),
                    (
                        SideChoice::Second,
                        side_name(&words, kind, second),
                        "side second",
                    ),
                    (
                        SideChoice::Random,
                        words.get("title-online-random"),
                        "side random",
                    ),
                ] {
                    let label = ui.selectable_label(draft.side == choice, name);
                    spots.note(spot, &label);
                    if label.clicked() {
                        draft.side = choice;
                    }
                }
            });
            ui.end_row();
            // The clocks in minutes on one row, those by the day on the next.
            for (key, daily) in [
                ("title-online-clock", false),
                ("title-online-by-the-day", true),
            ] {
                ui.label(words.get(key));
                ui.horizontal_wrapped(|ui| {
                    for (index, clock) in CLOCKS.into_iter().enumerate() {
                        if clock.is_some_and(|clock| clock.is_daily()) != daily {
                            continue;
                        }
                        let name = clock_words(&words, clock);
                        let label = ui.selectable_label(draft.clock == index, name);
                        spots.note(&format!("clock {index}"), &label);
                        if label.clicked() {
                            draft.clock = index;
                        }
                    }
                });
                ui.end_row();
            }
            ui.label(RichText::new(words.get("title-online-private")).strong());
            ui.end_row();
            if let Some(server) = server {
                let label = ui.label(words.get("title-online-server"));
                ui.add(egui::TextEdit::singleline(server).desired_width(220.0))
                    .labelled_by(label.id)
                    .on_hover_text(words.attribute("title-online-server", "tooltip"));
                ui.end_row();
            }
            let label = ui.label(words.get("title-online-join-a-game"));
            ui.horizontal(|ui| {
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut draft.code)
                            .hint_text(words.get("title-online-code-hint"))
                            .char_limit(300)
                            .desired_width(150.0),
                    )
                    .labelled_by(label.id);
                spots.note("code", &field);
                let join = ui.button(words.get("title-online-join"));
                spots.note("join", &join);
                let watch = ui.button(words.get("title-online-watch"));
                spots.note("watch", &watch);
                if join.clicked() || watch.clicked() {
                    match read_room(&draft.code) {
                        Ok(invitation) => {
                            draft.code_refused = None;
                            asked = Some(if join.clicked() {
                                RoomRequest::Join(invitation)
                            } else {
                                RoomRequest::Watch(invitation.code)
                            });
                        }
                        Err(why) => draft.code_refused = Some(why),
                    }
                }
            });
            ui.end_row();
        });
    if let Some(why) = &draft.code_refused {
        ui.label(RichText::new(why).color(WARNING));
    }
    if let Some(held) = held {
        let back = ui.button(words.with(
            "title-online-back",
            [("code", held.code.to_string().into())],
        ));
        spots.note("back online", &back);
        if back.clicked() {
            asked = Some(RoomRequest::Join(Invitation {
                code: held.code,
                invite: None,
            }));
        }
    }
    ui.label(
        RichText::new(words.get("title-online-how"))
            .small()
            .color(DIM),
    );
    asked
}

/// The room a player typed or pasted: a room's link (its server's part is the form's),
/// `CODE.INVITE` as a link carries it, or a code alone.
fn read_room(text: &str) -> Result<Invitation, String> {
    match RoomRequest::from_link(text) {
        Some(Ok((_, RoomRequest::Join(invitation)))) => Ok(invitation),
        Some(Ok((_, RoomRequest::Watch(code)))) => Ok(Invitation { code, invite: None }),
        Some(Ok((
            _,
            RoomRequest::Create { .. }
            | RoomRequest::Seat(_)
            | RoomRequest::Enter(_)
            | RoomRequest::Record(_),
        )))
        | None => Invitation::parse(text),
        Some(Err(why)) => Err(why),
    }
}

/// What the title needs to play online: the form, the server (the page's, or the desktop's
/// setting), the seats held, and the way online.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OnlineTitle<'w> {
    pub draft: ResMut<'w, OnlineDraft>,
    settings: ResMut<'w, Settings>,
    page: Res<'w, PageAddress>,
    seats: Res<'w, HeldSeats>,
    go: MessageWriter<'w, GoOnline>,
    lobby: Res<'w, Lobby>,
    lobby_acts: MessageWriter<'w, LobbyAct>,
    push: MessageWriter<'w, PushWanted>,
    name: ResMut<'w, NameDraft>,
}

impl OnlineTitle<'_> {
    /// The online page for `setup`'s game: the form of a private game, the player's name,
    /// the lobby and the player's games; what it asks for, if anything (what it asks of the
    /// lobby goes there).
    pub fn form(
        &mut self,
        ui: &mut egui::Ui,
        setup: &MatchSetup,
        spots: &mut NoteSpots,
    ) -> Option<RoomRequest> {
        let in_page = self.page.origin().is_some();
        let server_url = ws_url(&self.server());
        // The lobby is followed from the first visit to the online page.
        if self.lobby.0.is_none() {
            self.lobby_acts.write(LobbyAct::Open(self.server()));
        }
        let lobby = self.lobby.0.as_ref();
        let elsewhere = lobby.is_some_and(|lobby| lobby.server != server_url);
        let held = self.held();
        let mut server = self.settings.server.clone();
        let mut asked = form(
            ui,
            &mut self.draft,
            setup.kind,
            (!in_page).then_some(&mut server),
            held,
            spots,
        );
        if server != self.settings.server {
            self.settings.server = server;
        }
        // The player's name, then the lobby, under the private game's form (whose controls
        // stand where they always stood).
        ui.separator();
        let mut acts = Vec::new();
        acts.extend(name_form(
            ui,
            &mut self.name,
            lobby.filter(|_| !elsewhere),
            spots,
        ));
        ui.add_space(6.0);
        let challenge = self.draft.challenge(setup);
        match lobby_section(
            ui,
            lobby,
            elsewhere,
            &challenge,
            &mut self.draft.rated,
            spots,
        ) {
            Some(LobbyChoice::Act(act)) => acts.push(act),
            Some(LobbyChoice::Watch(code)) => asked = Some(RoomRequest::Watch(code)),
            Some(LobbyChoice::Connect) => acts.push(LobbyAct::Open(self.server())),
            None => {}
        }
        if let Some(lobby) = lobby.filter(|lobby| !elsewhere && lobby.player.is_some()) {
            ui.separator();
            let now_ms = web_time::SystemTime::now()
                .duration_since(web_time::UNIX_EPOCH)
                .map_or(0, |since| since.as_millis() as u64);
            let told = lobby.vacation;
            let choices = [
                your_turn_section(ui, lobby.your_turn.as_deref(), spots),
                vacation_row(ui, told, &mut self.draft.vacation_days, now_ms, spots),
            ];
            for choice in choices.into_iter().flatten() {
                match choice {
                    YourTurnChoice::Act(act) => acts.push(act),
                    YourTurnChoice::Play(code) => asked = Some(RoomRequest::Enter(code)),
                }
            }
            let browser = cfg!(target_arch = "wasm32");
            let told = lobby.notifications.as_ref();
            for choice in notifications_row(ui, told, &mut self.draft.email, browser, spots) {
                match choice {
                    NoticeChoice::Act(act) => acts.push(act),
                    NoticeChoice::Push(wanted) => {
                        self.push.write(wanted);
                    }
                }
            }
        }
        if let Some(lobby) = lobby.filter(|_| !elsewhere) {
            ui.separator();
            match my_games_section(ui, lobby.my_games(), lobby.player.is_some(), spots) {
                Some(MyGamesChoice::Refresh) => acts.push(LobbyAct::MyGames),
                Some(MyGamesChoice::Resume(code)) => asked = Some(RoomRequest::Enter(code)),
                Some(MyGamesChoice::Record(code)) => asked = Some(RoomRequest::Record(code)),
                None => {}
            }
        }
        self.lobby_acts.write_batch(acts);
        asked
    }

    /// The newest seat held on this screen's server, if any.
    fn held(&self) -> Option<HeldSeat> {
        let server = ws_url(&self.server());
        self.seats
            .newest()
            .filter(|(on, _)| *on == server)
            .map(|(_, held)| held)
    }

    /// The server this screen plays on.
    fn server(&self) -> String {
        self.page
            .origin()
            .unwrap_or_else(|| self.settings.server.clone())
    }

    /// Goes online with `request`.
    pub fn go(&mut self, request: RoomRequest) {
        let server = self.server();
        self.go.write(GoOnline { server, request });
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<OnlineDraft>();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;
    use medusa_online::{RoomCode, SeatToken};

    #[test]
    fn the_clocks_read_in_english_as_before_and_the_chosen_one_creates_the_room() {
        let english = medusa_locale::english();
        let names: Vec<String> = CLOCKS
            .into_iter()
            .map(|clock| clock_words(&english, clock))
            .collect();
        assert_eq!(
            names,
            [
                "No clock",
                "5 min + 5 s",
                "15 min + 10 s",
                "1 hour",
                "1 day a move",
                "3 days a move",
                "7 days a move"
            ]
        );
        let two_hours = ClockSpec {
            base_ms: 7_200_000,
            increment_ms: 0,
            days: None,
        };
        assert_eq!(clock_words(&english, Some(two_hours)), "2 hours");
        let draft = OnlineDraft {
            clock: 2,
            ..OnlineDraft::default()
        };
        let setup = MatchSetup::hot_seat(GameKind::MEDEA);
        let RoomRequest::Create { clock, .. } = draft.create(&setup) else {
            panic!("a room created");
        };
        assert_eq!(
            clock,
            Some(ClockSpec {
                base_ms: 900_000,
                increment_ms: 10_000,
                days: None,
            })
        );
    }

    #[test]
    fn every_word_of_the_online_form_comes_from_the_language_files() {
        let code = RoomCode::parse("KXRMTB").expect("a code");
        let held = HeldSeat {
            code,
            seat: 0,
            token: SeatToken::from_bytes([7; 16]),
        };
        let server = "http://127.0.0.1:9000";
        for kind in GameKind::all() {
            for (server_shown, held) in [(true, Some(held)), (false, None)] {
                let mut draft = OnlineDraft::default();
                let mut address = server.to_string();
                assert_every_word_translated(
                    &format!("the online form for {}", kind.name()),
                    egui::vec2(800.0, 600.0),
                    // The server's address is data.
                    |text| text == server,
                    |ui| {
                        let mut spots = NoteSpots::new(ui.ctx(), "title");
                        let server = server_shown.then_some(&mut address);
                        form(ui, &mut draft, kind, server, held, &mut spots);
                    },
                );
            }
        }
    }
}
