//! The title's online form, under the chosen game's card and options when **Online** is
//! chosen: the player's side and the clock for a new room (**Create**), a code to join or
//! watch, the server on the desktop (the browser plays on its page's server), and the way
//! back into the online game the player holds a seat in.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};

use super::control_spots::NoteSpots;
use super::panel::{DIM, WARNING};
use crate::session::{GameKind, GoOnline, HeldSeat, HeldSeats, MatchSetup, RoomRequest};
use crate::session::{PageAddress, Settings};
use medusa_online::{ClockSpec, Invitation, SideChoice, ws_url};

/// The clocks offered for a new room.
const CLOCKS: [(&str, Option<ClockSpec>); 4] = [
    ("No clock", None),
    (
        "5 min + 5 s",
        Some(ClockSpec {
            base_ms: 300_000,
            increment_ms: 5_000,
        }),
    ),
    (
        "15 min + 10 s",
        Some(ClockSpec {
            base_ms: 900_000,
            increment_ms: 10_000,
        }),
    ),
    (
        "1 hour",
        Some(ClockSpec {
            base_ms: 3_600_000,
            increment_ms: 0,
        }),
    ),
];

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
}

impl Default for OnlineDraft {
    fn default() -> OnlineDraft {
        OnlineDraft {
            on: false,
            side: SideChoice::Random,
            clock: 0,
            code: String::new(),
            code_refused: None,
        }
    }
}

impl OnlineDraft {
    /// The request that creates a room for `setup`'s game with this form's side and clock.
    pub fn create(&self, setup: &MatchSetup) -> RoomRequest {
        RoomRequest::Create {
            kind: setup.kind,
            options: setup.kind.options(setup.komi),
            side: self.side,
            clock: CLOCKS.get(self.clock).and_then(|(_, clock)| *clock),
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
    let mut asked = None;
    let sides = kind.side_names();
    let [first, second] = kind.seats_in_play_order();
    egui::Grid::new("online choices")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("Your side");
            ui.horizontal(|ui| {
                for (choice, name, spot) in [
                    (SideChoice::First, sides[first], "side first"),
                    (SideChoice::Second, sides[second], "side second"),
                    (SideChoice::Random, "Random", "side random"),
                ] {
                    let label = ui.selectable_label(draft.side == choice, name);
                    spots.note(spot, &label);
                    if label.clicked() {
                        draft.side = choice;
                    }
                }
            });
            ui.end_row();
            ui.label("Clock");
            ui.horizontal_wrapped(|ui| {
                for (index, (name, _)) in CLOCKS.iter().enumerate() {
                    let label = ui.selectable_label(draft.clock == index, *name);
                    spots.note(&format!("clock {index}"), &label);
                    if label.clicked() {
                        draft.clock = index;
                    }
                }
            });
            ui.end_row();
            if let Some(server) = server {
                ui.label("Server");
                ui.add(egui::TextEdit::singleline(server).desired_width(220.0))
                    .on_hover_text("Where `medusa serve` runs: http://HOST:PORT");
                ui.end_row();
            }
            ui.label("Join a game");
            ui.horizontal(|ui| {
                let field = ui.add(
                    egui::TextEdit::singleline(&mut draft.code)
                        .hint_text("Link or code")
                        .char_limit(300)
                        .desired_width(150.0),
                );
                spots.note("code", &field);
                let join = ui.button("Join");
                spots.note("join", &join);
                let watch = ui.button("Watch");
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
        let back = ui.button(format!("Back to the online game {}", held.code));
        spots.note("back online", &back);
        if back.clicked() {
            asked = Some(RoomRequest::Join(Invitation {
                code: held.code,
                invite: None,
            }));
        }
    }
    ui.label(
        RichText::new(
            "Create a room, then send its link to your opponent: the link takes the free \
             seat, the code alone lets anyone watch.",
        )
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
        Some(Ok((_, RoomRequest::Create { .. }))) | None => Invitation::parse(text),
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
}

impl OnlineTitle<'_> {
    /// The form for `kind`'s game; what it asks for, if anything.
    pub fn form(
        &mut self,
        ui: &mut egui::Ui,
        kind: GameKind,
        spots: &mut NoteSpots,
    ) -> Option<RoomRequest> {
        let in_page = self.page.origin().is_some();
        let held = self.held();
        let mut server = self.settings.server.clone();
        let asked = form(
            ui,
            &mut self.draft,
            kind,
            (!in_page).then_some(&mut server),
            held,
            spots,
        );
        if server != self.settings.server {
            self.settings.server = server;
        }
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
