//! The club screen's words over the board, readable across a room: both players in a band
//! across the top (their side, name, rating and clock, the running clock bright), the last
//! move's caption in a band across the foot, and under it what the screen follows. Between
//! the rounds of an event it follows, the screen shows the event's standings and the last
//! round's boards instead. There is nothing to press: the board is fitted between the bands,
//! and on the desktop the window goes full screen.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::online_panel::clock_shown;
use super::panel::DIM;
use super::screen_room::ScreenRoom;
use super::{game_name, side_name, words};
use crate::scene::{BoardFill, ViewportInsets};
use crate::session::{
    Announcements, BoardChance, ClubScreen, Lobby, Match, Online, OnlineRoom, Screen,
};
use medusa_locale::Texts;
use medusa_online::{BoardResult, EventInfo, Points};

/// The bands' background: the board shows through a little.
const BAND: Color32 = Color32::from_rgba_premultiplied(12, 14, 18, 225);

/// The size of the players' lines for a screen `height` points high: a twentieth of it,
/// within what a phone and a wall screen need.
fn name_size(height: f32) -> f32 {
    (height / 22.0).clamp(18.0, 64.0)
}

/// Both players, the first to move at the left.
fn players(ui: &mut egui::Ui, words: &Texts, room: &OnlineRoom, game_match: &Match, size: f32) {
    let kind = game_match.game.kind();
    let clocks = room.clocks();
    let running = room.state.as_ref().and_then(|state| state.running_seat());
    let order = kind.seats_in_play_order();
    // A row as high as a name: a layout centred across it takes no more of the band.
    let row = egui::vec2(ui.available_width(), size * 1.4);
    ui.allocate_ui(row, |ui| {
        ui.set_max_height(row.y);
        ui.columns(2, |columns| {
            for ((place, seat), ui) in order.into_iter().enumerate().zip(columns) {
                // The first to move at the left edge, the other at the right.
                let layout = if place == 0 {
                    egui::Layout::left_to_right(egui::Align::Center)
                } else {
                    egui::Layout::right_to_left(egui::Align::Center)
                };
                ui.with_layout(layout, |ui| {
                    stone(ui, seat == kind.dark_seat(), size);
                    let name = room
                        .name_of(seat)
                        .map_or_else(|| side_name(words, kind, seat), str::to_string);
                    ui.label(RichText::new(name).size(size).strong());
                    if let Some(rating) = room.ratings[seat] {
                        ui.label(
                            RichText::new(rating.to_string())
                                .size(size * 0.7)
                                .color(DIM),
                        );
                    }
                    if let Some(left) = clocks {
                        let text = RichText::new(clock_shown(words, left[seat]))
                            .monospace()
                            .size(size);
                        ui.label(if running == Some(seat) {
                            text.color(Color32::WHITE).strong()
                        } else {
                            text.color(DIM)
                        });
                    }
                });
            }
        });
    });
}

/// The bar of the players' chances: the first player's share at the left, in its colour,
/// with each share written on it.
fn chance_bar(ui: &mut egui::Ui, game_match: &Match, chance: f32, size: f32) {
    let kind = game_match.game.kind();
    let first_dark = kind.seats_in_play_order()[0] == kind.dark_seat();
    let (light, dark) = (Color32::from_gray(225), Color32::from_gray(20));
    let (left, right) = if first_dark {
        (dark, light)
    } else {
        (light, dark)
    };
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, size * 0.55), egui::Sense::hover());
    let split = rect.left() + rect.width() * chance.clamp(0.0, 1.0);
    let painter = ui.painter();
    painter.rect_filled(rect.with_max_x(split), 0.0, left);
    painter.rect_filled(rect.with_min_x(split), 0.0, right);
    // A rim, so that the dark side's share stands out from the dark band.
    painter.rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(size / 24.0, Color32::from_gray(130)),
        egui::StrokeKind::Outside,
    );
    let font = egui::FontId::proportional(size * 0.45);
    let percent = |share: f32| format!("{:.0}%", share * 100.0);
    painter.text(
        rect.left_center() + egui::vec2(size * 0.2, 0.0),
        egui::Align2::LEFT_CENTER,
        percent(chance),
        font.clone(),
        right,
    );
    painter.text(
        rect.right_center() - egui::vec2(size * 0.2, 0.0),
        egui::Align2::RIGHT_CENTER,
        percent(1.0 - chance),
        font,
        left,
    );
}

/// A side's stone, as large as its name.
fn stone(ui: &mut egui::Ui, dark: bool, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let (fill, ring) = if dark {
        (Color32::from_gray(10), Color32::from_gray(175))
    } else {
        (Color32::from_gray(235), Color32::from_gray(90))
    };
    ui.painter().circle(
        rect.center(),
        size * 0.42,
        fill,
        egui::Stroke::new(size / 16.0, ring),
    );
}

/// What the screen follows, in a line: the game and its room, how many games are live, and
/// the pin.
fn following_line(words: &Texts, club: &ClubScreen, lobby: &Lobby, game_match: &Match) -> String {
    let live = lobby.0.as_ref().map_or(0, |link| link.games.len());
    let shown = club.shown().map(|code| {
        words.with(
            "club-showing",
            [
                ("game", game_name(words, game_match.game.kind()).into()),
                ("code", code.to_string().into()),
            ],
        )
    });
    let mut parts: Vec<String> = shown.into_iter().collect();
    parts.push(words.with("club-live-games", [("count", live.into())]));
    if let Some(code) = club.pinned {
        parts.push(words.with("club-pinned", [("code", code.to_string().into())]));
    }
    parts.join("  ·  ")
}

/// Points as a table reads them: `2`, `2½`, `¾`.
fn points_text(points: Points) -> String {
    let (whole, quarters) = (points.0 / 4, points.0 % 4);
    let part = ["", "¼", "½", "¾"][quarters as usize];
    match (whole, part) {
        (0, "") => "0".to_string(),
        (0, part) => part.to_string(),
        (whole, part) => format!("{whole}{part}"),
    }
}

/// A board's result as the first player's score and the second's: `1–0`, `½–½`; `–` while
/// it is played.
fn result_text(result: Option<BoardResult>) -> &'static str {
    match result {
        Some(BoardResult::First) => "1–0",
        Some(BoardResult::Second) => "0–1",
        Some(BoardResult::Draw) => "½–½",
        None => "–",
    }
}

/// Between an event's rounds: its name and how far it is, the standings with their
/// tiebreaks, and the last round's boards with their results.
fn standings(ui: &mut egui::Ui, words: &Texts, event: &EventInfo, size: f32) {
    let round = event.played.last().map_or(0, |round| round.round);
    ui.vertical_centered(|ui| {
        ui.label(RichText::new(&event.name).size(size * 1.2).strong());
        ui.label(
            RichText::new(words.with(
                "club-after-round",
                [("round", round.into()), ("rounds", event.rounds.into())],
            ))
            .size(size * 0.7)
            .color(DIM),
        );
    });
    ui.add_space(size * 0.5);
    let text = |text: String| RichText::new(text).size(size * 0.75);
    let head = |key: &str| RichText::new(words.get(key)).size(size * 0.55).color(DIM);
    ui.columns(2, |columns| {
        egui::Grid::new("club standings")
            .spacing(egui::vec2(size * 0.8, size * 0.25))
            .show(&mut columns[0], |ui| {
                for key in [
                    "club-place",
                    "club-player",
                    "club-points",
                    "club-buchholz",
                    "club-sonneborn-berger",
                ] {
                    ui.label(head(key));
                }
                ui.end_row();
                for standing in &event.standings {
                    ui.label(text(standing.place.to_string()));
                    ui.label(text(standing.name.clone()).strong());
                    ui.label(text(points_text(standing.points)).strong());
                    ui.label(text(points_text(standing.buchholz)).color(DIM));
                    ui.label(text(points_text(standing.sonneborn_berger)).color(DIM));
                    ui.end_row();
                }
            });
        let Some(last) = event.played.last() else {
            return;
        };
        let ui = &mut columns[1];
        ui.label(
            RichText::new(words.with("club-round-boards", [("round", round.into())]))
                .size(size * 0.55)
                .color(DIM),
        );
        egui::Grid::new("club boards")
            .spacing(egui::vec2(size * 0.6, size * 0.25))
            .show(ui, |ui| {
                for board in &last.boards {
                    ui.label(text(board.board.to_string()).color(DIM));
                    ui.label(text(board.first.clone()));
                    ui.label(text(result_text(board.result).to_string()).strong());
                    ui.label(text(board.second.clone()));
                    ui.end_row();
                }
            });
        if let Some(bye) = &last.bye {
            ui.label(text(words.with("club-bye", [("name", bye.clone().into())])).color(DIM));
        }
    });
}

/// The club screen's bands, and the board fitted between them.
fn bands(
    mut contexts: EguiContexts,
    club: Res<ClubScreen>,
    online: Res<Online>,
    lobby: Res<Lobby>,
    game_match: Res<Match>,
    (announcements, chance): (Res<Announcements>, Res<BoardChance>),
    mut insets: ResMut<ViewportInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let words = words(ctx);
    let room_size = ScreenRoom::of(ctx);
    let size = name_size(room_size.0.y);
    let frame = egui::Frame::new()
        .fill(BAND)
        .inner_margin(egui::Margin::symmetric(
            (size * 0.6) as i8,
            (size * 0.3) as i8,
        ));
    let mut root = egui::Ui::new(
        ctx.clone(),
        "club screen root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let event = lobby.0.as_ref().and_then(|link| link.event.as_ref());
    if let (true, Some(event)) = (club.between_rounds, event) {
        // Over the board and what is written on it (its coordinates).
        let mut root = egui::Ui::new(
            ctx.clone(),
            "club standings root".into(),
            egui::UiBuilder::new()
                .layer_id(egui::LayerId::new(
                    egui::Order::Foreground,
                    egui::Id::new("club standings"),
                ))
                .max_rect(ctx.viewport_rect()),
        );
        egui::CentralPanel::default()
            .frame(
                egui::Frame::new()
                    .fill(Color32::from_rgb(16, 18, 24))
                    .inner_margin(size),
            )
            .show(&mut root, |ui| standings(ui, &words, event, size));
        return Ok(());
    }
    let room = online.0.as_ref().filter(|room| room.info.is_some());
    let top = egui::Panel::top("club players")
        .frame(frame)
        .resizable(false)
        .show(&mut root, |ui| match room {
            Some(room) => {
                players(ui, &words, room, &game_match, size);
                if let Some(chance) = chance.chance {
                    chance_bar(ui, &game_match, chance, size);
                }
            }
            None => {
                ui.label(
                    RichText::new(words.get("club-waiting"))
                        .size(size * 0.8)
                        .strong(),
                );
            }
        })
        .response
        .rect;
    let caption = room.map(|_| {
        announcements
            .lines
            .iter()
            .map(|line| words.say(line))
            .collect::<Vec<_>>()
            .join(" ")
    });
    let bottom = egui::Panel::bottom("club caption")
        .frame(frame)
        .resizable(false)
        .show(&mut root, |ui| {
            ui.vertical_centered(|ui| {
                let caption = caption.filter(|text| !text.is_empty());
                ui.label(
                    RichText::new(caption.unwrap_or_default())
                        .size(size * 0.85)
                        .color(Color32::WHITE),
                );
                ui.label(
                    RichText::new(following_line(&words, &club, &lobby, &game_match))
                        .size(size * 0.45)
                        .color(DIM),
                );
            });
        })
        .response
        .rect;
    // Egui's points are the window's logical pixels times the panel scale.
    insets.set_if_neq(ViewportInsets {
        top: top.height() * ctx.zoom_factor(),
        bottom: bottom.height() * ctx.zoom_factor(),
        ..default()
    });
    Ok(())
}

/// How close the club screen frames the board: nobody turns it, so it may fill the room
/// between the bands.
const CLUB_FILL: f32 = 0.8;

/// The board framed closer on the club screen.
fn frame_closer(mut fill: ResMut<BoardFill>) {
    fill.set_if_neq(BoardFill(CLUB_FILL));
}

/// The board framed as before once the club screen is down.
fn frame_as_before(mut fill: ResMut<BoardFill>) {
    fill.set_if_neq(BoardFill::default());
}

/// On the desktop the club screen fills the screen.
#[cfg(not(target_arch = "wasm32"))]
fn full_screen(mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>) {
    for mut window in &mut windows {
        window.mode =
            bevy::window::WindowMode::BorderlessFullscreen(bevy::window::MonitorSelection::Current);
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        bands.run_if(in_state(Screen::Club).and_then(resource_exists::<ClubScreen>)),
    );
    app.add_systems(OnEnter(Screen::Club), frame_closer)
        .add_systems(OnExit(Screen::Club), frame_as_before);
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(OnEnter(Screen::Club), full_screen);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_results_read_as_a_table_writes_them() {
        assert_eq!(points_text(Points(0)), "0");
        assert_eq!(points_text(Points(2)), "½");
        assert_eq!(points_text(Points(10)), "2½");
        assert_eq!(points_text(Points(8)), "2");
        assert_eq!(points_text(Points(7)), "1¾");
        assert_eq!(result_text(Some(BoardResult::Second)), "0–1");
        assert_eq!(result_text(None), "–");
    }

    #[test]
    fn the_names_grow_with_the_screen_within_bounds() {
        assert_eq!(name_size(1080.0), 1080.0 / 22.0);
        assert_eq!(name_size(2160.0), 64.0);
        assert_eq!(name_size(300.0), 18.0);
    }
}
