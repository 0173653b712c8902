//! The online part of the game panel: the room's code, large, with its links to copy; both
//! players with their clocks and whether they are here; the connection; what the server
//! refused; and what stands between the players (a draw offered, a move asked back, dead
//! groups proposed, an absent opponent to claim against), with the buttons that answer.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};

use super::control_spots::NoteSpots;
use super::panel::{DIM, WARNING, side_icon};
use crate::session::{Link, Match, Online, OnlineAct, OnlineRoom};
use medusa_online::ClientMessage;

/// The colour of a good connection.
const FINE: Color32 = Color32::from_rgb(130, 210, 140);

/// A clock's time as people read it: `4:05`, `1:02:30`.
pub fn clock_text(ms: u64) -> String {
    let seconds = ms.div_ceil(1000);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// What the panel needs for the online part.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OnlinePanel<'w> {
    online: Res<'w, Online>,
    acts: MessageWriter<'w, OnlineAct>,
    time: Res<'w, Time<Real>>,
}

impl OnlinePanel<'_> {
    /// Whether this screen only watches an online game (no controls to show).
    pub fn watching(&self) -> bool {
        self.online.0.as_ref().is_some_and(OnlineRoom::watching)
    }

    /// The online room, if any.
    pub fn online(&self) -> &Online {
        &self.online
    }

    /// The online part, when the game is online.
    pub fn show(&mut self, ui: &mut egui::Ui, game_match: &Match, noted: &mut NoteSpots) {
        let Some(room) = &self.online.0 else {
            return;
        };
        let now = self.time.elapsed_secs_f64();
        code_line(ui, room);
        players(ui, room, game_match, now);
        connection(ui, room, now);
        if let Some(refusal) = &room.refusal {
            ui.label(RichText::new(format!("The server refused: {refusal}")).color(WARNING));
        }
        let mut act = None;
        standing(ui, room, game_match, now, &mut act, noted);
        if let Some(act) = act {
            self.acts.write(OnlineAct(act));
        }
    }
}

/// The room's code, large, and its links to copy (while the opponent is awaited, with the
/// sentence that says what to do with them).
fn code_line(ui: &mut egui::Ui, room: &OnlineRoom) {
    let Some(code) = room.code() else {
        return;
    };
    ui.horizontal(|ui| {
        ui.label("Room");
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
        ui.label("Waiting for your opponent: send them the link, or the code.");
    }
    ui.horizontal(|ui| {
        for (what, label) in [("join", "Copy link"), ("watch", "Copy watch link")] {
            if let Some(link) = room.link(what)
                && ui.button(label).on_hover_text(&link).clicked()
            {
                ui.ctx().copy_text(link);
            }
        }
    });
}

/// Both players, first to move first: their side, who they are, their clock (the running
/// one strong) and how long they have been away.
fn players(ui: &mut egui::Ui, room: &OnlineRoom, game_match: &Match, now: f64) {
    let (Some(info), Some(state)) = (&room.info, &room.state) else {
        return;
    };
    let kind = game_match.game.kind();
    let clocks = room.clocks();
    let running = state.running_seat();
    egui::Grid::new("online players")
        .num_columns(4)
        .show(ui, |ui| {
            for seat in kind.seats_in_play_order() {
                ui.horizontal(|ui| {
                    side_icon(ui, seat == kind.dark_seat());
                    ui.label(info.sides.get(seat).map_or("", String::as_str));
                });
                let who = if room.seat == Some(seat) {
                    "You"
                } else if !state.is_seated(seat) {
                    "(free seat)"
                } else if room.watching() {
                    "Player"
                } else {
                    "Opponent"
                };
                ui.label(who);
                match clocks {
                    Some(left) => {
                        let text = RichText::new(clock_text(left[seat])).monospace().size(18.0);
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
                match room.away_since.get(seat).copied().flatten() {
                    Some(since) if state.is_seated(seat) => {
                        ui.label(
                            RichText::new(format!("away {} s", (now - since).max(0.0) as u64))
                                .color(WARNING),
                        );
                    }
                    _ => {
                        ui.label("");
                    }
                }
                ui.end_row();
            }
        });
}

/// The connection to the server, in a line.
fn connection(ui: &mut egui::Ui, room: &OnlineRoom, now: f64) {
    let server = room.server.trim_end_matches("/ws");
    let (text, colour) = match &room.link {
        Link::Connected if room.watching() => ("Connected: watching".to_string(), FINE),
        Link::Connected => ("Connected".to_string(), FINE),
        Link::Connecting => (format!("Connecting to {server}…"), DIM),
        Link::Retrying { at, why } => (
            format!(
                "The server at {server} cannot be reached ({why}); retrying in {} s",
                (at - now).max(0.0).ceil() as u64
            ),
            WARNING,
        ),
        Link::Failed(why) => (format!("{why}."), WARNING),
    };
    ui.label(RichText::new(text).color(colour));
}

/// What stands between the players, and the buttons that answer it.
fn standing(
    ui: &mut egui::Ui,
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
                ui.label("Your opponent offers a draw.");
                let accept = ui.button("Accept the draw");
                noted.note("accept draw", &accept);
                if accept.clicked() {
                    *act = Some(ClientMessage::AcceptDraw {});
                }
            });
        }
        Some(_) => {
            ui.label(RichText::new("You offered a draw.").color(DIM));
        }
        None => {}
    }
    match state.undo_request() {
        Some(by) if by == opponent => {
            ui.horizontal(|ui| {
                ui.label("Your opponent asks to take back the last move.");
                if ui.button("Allow").clicked() {
                    *act = Some(ClientMessage::AcceptUndo {});
                }
            });
        }
        Some(_) => {
            ui.label(RichText::new("You asked to take back the last move.").color(DIM));
        }
        None => {}
    }
    match state.dead_proposal() {
        Some((by, stones)) if by == opponent => {
            let named = if stones.is_empty() { "none" } else { stones };
            ui.horizontal_wrapped(|ui| {
                ui.label(format!(
                    "Your opponent proposes these dead groups: {named}."
                ));
                if ui.button("Accept").clicked() {
                    *act = Some(ClientMessage::AcceptDead {});
                }
            });
        }
        Some(_) => {
            ui.label(RichText::new("You proposed the dead groups.").color(DIM));
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
            .button("Claim the game")
            .on_hover_text("Your opponent has been away too long")
            .clicked()
    {
        *act = Some(ClientMessage::Claim {});
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_read_as_minutes_and_seconds() {
        assert_eq!(clock_text(300_000), "5:00");
        assert_eq!(clock_text(65_001), "1:06");
        assert_eq!(clock_text(0), "0:00");
        assert_eq!(clock_text(3_750_000), "1:02:30");
    }
}
