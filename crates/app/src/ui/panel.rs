//! The game panel beside the board: whose turn it is and what they may do, the turn's
//! controls, the count, the move list, a game's analysis and the game's menu (the view and
//! speed settings, the dialogs, Analyse, a new game).
//! What is a game's own there (its status line, moves, controls and count) the game's panel
//! system hands over as its [`PanelParts`].

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::analysis_section::AnalysisSection;
use super::control_spots::{ControlSpots, NoteSpots};
use super::dialog::Dialog;
use super::lesson_window::LessonLayout;
use super::online_panel::OnlinePanel;
use super::result::ResultShown;
use super::screen_room::ScreenRoom;
use super::widgets::{self, speed_choice, view_choice};
use crate::GameSystems;
use crate::scene::ShownBoard;
use crate::scene::{PointerOverPanel, ViewportInsets};
use crate::session::AnimationClock;
use crate::session::Notices;
use crate::session::Screen;
use crate::session::{Allowed, Analyse, AnyGame, GameBoard, Intent, Match, PlayerKind};
use crate::session::{CameraView, Settings};
use crate::session::{ComputerPlayer, Hint};
use crate::session::{Courses, Lesson};

/// Width of the panel, in points.
pub(crate) const PANEL_WIDTH: f32 = 300.0;

/// Accent colours of the panel.
pub(crate) const WARNING: Color32 = Color32::from_rgb(255, 170, 90);
pub(crate) const DIM: Color32 = Color32::from_rgb(160, 160, 165);
pub(crate) const HINT: Color32 = Color32::from_rgb(120, 220, 255);

/// The panel's text: the status line and the move list, made again by the game shown when
/// the game or what else its text reads changes, not every frame.
#[derive(Resource, Default)]
pub struct PanelText {
    /// Whose turn it is, or the result.
    pub headline: String,
    /// What can be done now.
    pub hint: String,
    /// The move list, a line each.
    pub moves: Vec<String>,
}

impl PanelText {
    /// The text of a status line (the headline and the hint) and a move list.
    pub fn new((headline, hint): (String, String), moves: Vec<String>) -> PanelText {
        PanelText {
            headline,
            hint,
            moves,
        }
    }
}

/// A system that makes the panel's text again from `text_of`, for a game whose text reads
/// nothing but the game (`None` for another game's).
fn refresh_text(
    text_of: fn(&AnyGame) -> Option<PanelText>,
) -> impl FnMut(Res<Match>, ResMut<PanelText>) {
    move |game_match: Res<Match>, mut text: ResMut<PanelText>| {
        if let Some(new) = text_of(&game_match.game) {
            *text = new;
        }
    }
}

/// What a game puts into the panel of its own besides its text: its turn's controls and its
/// count. Each game's panel system hands its parts to [`GamePanel::show`].
pub(crate) trait PanelParts {
    /// The turn's controls.
    fn controls(&mut self, ui: &mut egui::Ui, turn: &mut TurnControls);
    /// The count under them, and the game's own view settings.
    fn count(&mut self, ui: &mut egui::Ui, game: &AnyGame, settings: &mut Mut<Settings>);
}

/// A small round piece of the dark or the light side.
pub fn side_icon(ui: &mut egui::Ui, dark: bool) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
    let (fill, ring) = if dark {
        (Color32::from_gray(10), Color32::from_gray(175))
    } else {
        (Color32::from_gray(235), Color32::from_gray(90))
    };
    ui.painter()
        .circle(rect.center(), 7.0, fill, egui::Stroke::new(1.0, ring));
}

/// What a game's turn controls may use: the match, the hint, whether a person is to move,
/// what else they may do now, and the intents the buttons send.
pub struct TurnControls<'a> {
    pub game_match: &'a Match,
    pub hint: &'a mut Hint,
    pub my_turn: bool,
    pub allowed: Allowed,
    pub sent: Vec<Intent>,
    /// Where the main controls are drawn, for the page.
    pub noted: &'a mut NoteSpots,
}

impl TurnControls<'_> {
    /// The Undo button (online, a request to the opponent to take the player's move back).
    pub fn undo(&mut self, ui: &mut egui::Ui, hover: &str) {
        if !self.allowed.shown.undo {
            return;
        }
        let hover = if self.game_match.is_online() {
            "Ask your opponent to let you take back your last move"
        } else {
            hover
        };
        if ui
            .add_enabled(self.allowed.undo, egui::Button::new("Undo"))
            .on_hover_text(hover)
            .clicked()
        {
            self.sent.push(Intent::Undo);
        }
    }

    /// The Hint button (none in a lesson, whose window has its own).
    pub fn hint(&mut self, ui: &mut egui::Ui) {
        if !self.allowed.shown.hint {
            return;
        }
        let text = if self.hint.is_thinking() {
            "Hint…"
        } else {
            "Hint"
        };
        // Against a person online, the computer does not help.
        let enabled = self.my_turn && !self.game_match.is_online();
        if ui
            .add_enabled(enabled, egui::Button::new(text))
            .on_hover_text("The computer's suggestion, marked on the board")
            .clicked()
        {
            let seed = self.game_match.game.turn_count() as u64;
            self.hint.request(&self.game_match.game, seed);
        }
    }

    /// Shows the hint's suggestion, in the game's words.
    pub fn hint_line(ui: &mut egui::Ui, text: String) {
        ui.label(RichText::new(text).color(HINT));
    }
}

/// Everything the panel needs to change.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PanelState<'w> {
    game_match: ResMut<'w, Match>,
    settings: ResMut<'w, Settings>,
    camera: ResMut<'w, CameraView>,
    insets: ResMut<'w, ViewportInsets>,
    over_panel: ResMut<'w, PointerOverPanel>,
    clock: ResMut<'w, AnimationClock>,
    next_screen: ResMut<'w, NextState<Screen>>,
    computer: Res<'w, ComputerPlayer>,
    notices: ResMut<'w, Notices>,
    dialog: ResMut<'w, Dialog>,
    result: ResMut<'w, ResultShown>,
    hint: ResMut<'w, Hint>,
    analyse: MessageWriter<'w, Analyse>,
    lesson: Res<'w, Lesson>,
    courses: Res<'w, Courses>,
}

/// The game panel, drawn by the system of the game shown with the game's own parts.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct GamePanel<'w, 's> {
    contexts: EguiContexts<'w, 's>,
    state: PanelState<'w>,
    intents: MessageWriter<'w, Intent>,
    confirm_resign: Local<'s, bool>,
    text: Res<'w, PanelText>,
    online: OnlinePanel<'w>,
    analysis: AnalysisSection<'w>,
    spots: ResMut<'w, ControlSpots>,
}

/// Run condition of a game's panel system: the game screen, with the game's `board` shown.
pub(crate) fn panel_shown(
    board: GameBoard,
) -> impl Fn(Res<State<Screen>>, Res<ShownBoard>) -> bool + Clone {
    move |screen: Res<State<Screen>>, shown: Res<ShownBoard>| {
        *screen.get() == Screen::Playing && shown.0 == board
    }
}

impl GamePanel<'_, '_> {
    /// Draws the panel with `parts`, the game's own.
    pub(crate) fn show(&mut self, parts: &mut impl PanelParts) -> Result {
        let GamePanel {
            contexts,
            state,
            intents,
            confirm_resign,
            text,
            online,
            analysis,
            spots,
        } = self;
        let ctx = contexts.ctx_mut()?.clone();
        let mut sections = Sections {
            state,
            intents,
            confirm_resign,
            text,
            parts,
            online,
            analysis,
            noted: NoteSpots::new(&ctx, "panel"),
        };
        sections.draw(&ctx);
        ControlSpots::keep(spots, sections.noted);
        Ok(())
    }
}

/// Where the panel stands: beside the board on a screen wider than tall (its parts folded
/// and scrolling on a low one, a phone on its side), as a sheet under it on a screen taller
/// than wide (a phone or a tablet held upright).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum PanelPlace {
    Side,
    LowSide,
    Sheet,
}

impl PanelPlace {
    /// Where the panel goes on `room`.
    pub(crate) fn for_screen(room: ScreenRoom) -> PanelPlace {
        if room.0.y > room.0.x {
            PanelPlace::Sheet
        } else if room.short() {
            PanelPlace::LowSide
        } else {
            PanelPlace::Side
        }
    }
}

/// The most of a tall screen the sheet takes.
const SHEET_SHARE: f32 = 0.42;

/// The panel's sections, drawn in the side panel or the sheet.
struct Sections<'a, 'w> {
    state: &'a mut PanelState<'w>,
    intents: &'a mut MessageWriter<'w, Intent>,
    confirm_resign: &'a mut bool,
    text: &'a PanelText,
    parts: &'a mut dyn PanelParts,
    online: &'a mut OnlinePanel<'w>,
    analysis: &'a mut AnalysisSection<'w>,
    /// Where the main controls are drawn this frame.
    noted: NoteSpots,
}

impl Sections<'_, '_> {
    /// Sends `intent`, finishing what is still animating first.
    fn send(&mut self, intent: Intent) {
        self.state.clock.finish();
        self.intents.write(intent);
    }

    fn draw(&mut self, ctx: &egui::Context) {
        let screen = ctx.viewport_rect();
        let mut root = egui::Ui::new(
            ctx.clone(),
            "game panel root".into(),
            egui::UiBuilder::new()
                .layer_id(egui::LayerId::background())
                .max_rect(screen),
        );
        let place = PanelPlace::for_screen(ScreenRoom::of(ctx));
        let (rect, insets) = match place {
            PanelPlace::Side | PanelPlace::LowSide => {
                let response = egui::Panel::right("game panel")
                    .resizable(false)
                    .exact_size(PANEL_WIDTH)
                    .show(&mut root, |ui| match place {
                        PanelPlace::Side => self.side(ui),
                        PanelPlace::LowSide | PanelPlace::Sheet => self.folded(ui, false),
                    });
                let rect = response.response.rect;
                // Egui's points are the window's logical pixels times the panel scale.
                let insets = ViewportInsets {
                    right: rect.width() * ctx.zoom_factor(),
                    ..default()
                };
                (rect, insets)
            }
            PanelPlace::Sheet => {
                // As high as what it shows, up to its share of the screen: the board takes
                // the rest, and more while the sheet's sections are folded. During a lesson
                // its height is fixed, so that the board does not move with what it shows.
                let lesson = self.state.lesson.is_open().then(|| {
                    let size = Vec2::new(screen.width(), screen.height());
                    LessonLayout::for_screen(size).sheet
                });
                let sheet = egui::Panel::bottom("game sheet").resizable(false);
                let (sheet, most) = match lesson.flatten() {
                    Some(height) => (sheet.exact_size(height), height),
                    None => {
                        let most = screen.height() * SHEET_SHARE;
                        (sheet.max_size(most), most)
                    }
                };
                let response = sheet.show(&mut root, |ui| {
                    ui.set_max_height(most - ui.spacing().window_margin.sum().y);
                    self.folded(ui, true)
                });
                let rect = response.response.rect;
                let insets = ViewportInsets {
                    bottom: rect.height() * ctx.zoom_factor(),
                    ..default()
                };
                (rect, insets)
            }
        };
        // The top and the left are the lesson window's.
        let insets = ViewportInsets {
            top: self.state.insets.top,
            left: self.state.insets.left,
            ..insets
        };
        self.state.insets.set_if_neq(insets);
        self.state
            .over_panel
            .set_if_neq(PointerOverPanel::from_egui(ctx, rect));
    }

    /// Beside the board: everything open, the settings at the bottom with the analysis (when
    /// there is one) above them, and the move list filling the room between.
    fn side(&mut self, ui: &mut egui::Ui) {
        self.status(ui);
        ui.separator();
        // A screen that watches an online game has nothing to play.
        if !self.online.watching() {
            self.controls(ui);
            ui.separator();
        }
        self.count(ui);
        ui.separator();
        egui::Panel::bottom("panel settings")
            .show_separator_line(true)
            .show(ui, |ui| self.settings(ui));
        if self.analysis.is_shown() {
            egui::Panel::bottom("panel analysis")
                .show_separator_line(true)
                .show(ui, |ui| self.analysis.show(ui));
        }
        ui.label(RichText::new("Moves").strong());
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .min_scrolled_height(0.0)
            .show(ui, |ui| self.moves(ui));
    }

    /// Under the board or beside it on a low screen: the status and the turn's controls
    /// first, the rest folded, all scrolling; under the board, only as high as it needs
    /// (`fit`).
    fn folded(&mut self, ui: &mut egui::Ui, fit: bool) {
        egui::ScrollArea::vertical()
            .auto_shrink([false, fit])
            .show(ui, |ui| {
                self.status(ui);
                ui.separator();
                if !self.online.watching() {
                    self.controls(ui);
                }
                egui::CollapsingHeader::new("Count")
                    .id_salt("sheet count")
                    .show(ui, |ui| self.count(ui));
                egui::CollapsingHeader::new("Moves")
                    .id_salt("sheet moves")
                    .show(ui, |ui| self.moves(ui));
                if self.analysis.is_shown() {
                    egui::CollapsingHeader::new("Analysis")
                        .id_salt("sheet analysis")
                        .default_open(true)
                        .show(ui, |ui| self.analysis.show(ui));
                }
                egui::CollapsingHeader::new("View, settings, records, help")
                    .id_salt("sheet settings")
                    .show(ui, |ui| self.settings(ui));
            });
    }

    /// The game's name, whose turn it is and what can be done, the refusal and the notices.
    /// During a lesson its window says what to do and why a move is refused.
    fn status(&mut self, ui: &mut egui::Ui) {
        let state = &mut *self.state;
        let kind = state.game_match.game.kind();
        let to_move = state.game_match.seat_awaited();
        ui.add_space(8.0);
        ui.heading(RichText::new(kind.name()).size(26.0).strong());
        ui.add_space(4.0);
        let human = state.game_match.awaits_human();
        let lesson = state.lesson.is_open();
        // Against the computer or online, the result as the player reads it: "You won".
        let own_result = state
            .game_match
            .result_here()
            .filter(|_| state.game_match.own_seat().is_some());
        ui.horizontal(|ui| {
            if let Some(seat) = to_move {
                side_icon(ui, seat == kind.dark_seat());
            }
            let headline = own_result.as_deref().unwrap_or(&self.text.headline);
            ui.label(RichText::new(headline).size(18.0).strong());
        });
        match (to_move.filter(|_| !human), state.computer.progress()) {
            _ if state.game_match.viewing => {
                ui.label("A record: step through it with the replay bar.");
            }
            (Some(seat), _) if state.game_match.player(seat) == PlayerKind::Remote => {
                ui.label(if self.online.watching() {
                    "The game is played online."
                } else {
                    "Your opponent is to play."
                });
            }
            (Some(seat), Some(progress)) => {
                let player = state.game_match.player(seat);
                ui.label(format!("{} is thinking…", player.label()));
                ui.add(egui::ProgressBar::new(progress).desired_height(6.0));
            }
            (Some(_), None) => {
                ui.label("The computer is about to play.");
            }
            // Online a finished game is not taken back: the next is started from the title.
            _ if state.game_match.is_online() && state.game_match.result_line().is_some() => {
                ui.label("The game is over: New game, below, starts another.");
            }
            _ if lesson => {}
            _ => {
                ui.label(&self.text.hint);
            }
        }
        if let Some(refusal) = state.game_match.refusal.as_ref().filter(|_| !lesson) {
            ui.label(RichText::new(refusal).color(WARNING));
        }
        if let Some(ending) = state
            .game_match
            .ended
            .as_ref()
            .filter(|_| !state.game_match.game.is_over() && own_result.is_none())
        {
            ui.label(RichText::new(ending).strong());
        }
        self.online.show(ui, &state.game_match, &mut self.noted);
        widgets::notices(ui, &mut state.notices);
    }

    /// The game's turn controls, the result's button and the resignation.
    fn controls(&mut self, ui: &mut egui::Ui) {
        let human = self.state.game_match.awaits_human();
        let to_move = self.state.game_match.seat_awaited();
        let step = self.state.lesson.step(&self.state.courses);
        let allowed = Allowed::now(
            &self.state.game_match,
            self.online.online(),
            step.map(|(_, step)| step),
        );
        let mut turn = TurnControls {
            game_match: &self.state.game_match,
            hint: &mut self.state.hint,
            my_turn: to_move.is_some() && human,
            allowed,
            sent: Vec::new(),
            noted: &mut self.noted,
        };
        self.parts.controls(ui, &mut turn);
        for intent in std::mem::take(&mut turn.sent) {
            self.send(intent);
        }
        if self.state.game_match.result_line().is_some()
            && !self.state.result.0
            && ui.button("Show the result").clicked()
        {
            self.state.result.0 = true;
        }
        let resigner = allowed.resign;
        if !allowed.shown.resign {
            *self.confirm_resign = false;
        } else if !*self.confirm_resign {
            if ui
                .add_enabled(resigner.is_some(), egui::Button::new("Resign…"))
                .clicked()
            {
                *self.confirm_resign = true;
            }
        } else if let Some(player) = resigner {
            let side = self.state.game_match.game.kind().side_names()[player];
            let mut answer = None;
            ui.horizontal(|ui| {
                ui.label(format!("{side} resigns?"));
                if ui.button("Yes, resign").clicked() {
                    answer = Some(true);
                }
                if ui.button("No").clicked() {
                    answer = Some(false);
                }
            });
            if let Some(resigns) = answer {
                if resigns {
                    self.send(Intent::Resign(player));
                }
                *self.confirm_resign = false;
            }
        } else {
            *self.confirm_resign = false;
        }
    }

    /// The game's count.
    fn count(&mut self, ui: &mut egui::Ui) {
        let state = &mut *self.state;
        self.parts
            .count(ui, &state.game_match.game, &mut state.settings.reborrow());
    }

    /// The game's menu: the animation speed, the view, the dialogs, Analyse and a new game.
    fn settings(&mut self, ui: &mut egui::Ui) {
        let step = self.state.lesson.step(&self.state.courses);
        let analysable = Allowed::now(
            &self.state.game_match,
            self.online.online(),
            step.map(|(_, step)| step),
        )
        .analyse;
        let state = &mut *self.state;
        ui.add_space(4.0);
        let mut speed = state.settings.animation;
        ui.horizontal(|ui| {
            ui.label("Animation");
            speed_choice(ui, &mut speed);
        });
        if speed != state.settings.animation {
            state.settings.animation = speed;
        }
        let mut view = *state.camera;
        view_choice(ui, &mut view);
        state.camera.set_if_neq(view);
        ui.horizontal_wrapped(|ui| {
            for (dialog, name) in [
                (Dialog::Settings, "Settings"),
                (Dialog::Records, "Records"),
                (Dialog::Help, "Help"),
            ] {
                let open = *state.dialog == dialog;
                if ui.selectable_label(open, name).clicked() {
                    state.dialog.toggle(dialog);
                }
            }
            let analyse = ui
                .add_enabled(analysable, egui::Button::new("Analyse"))
                .on_hover_text("The computer judges every move of this game so far")
                .on_disabled_hover_text(if state.game_match.is_online() {
                    "An online game is analysed once it is over"
                } else {
                    "No move has been played yet"
                });
            if analyse.clicked() {
                state.analyse.write(Analyse::Shown);
            }
            if ui.button("New game").clicked() {
                state.next_screen.set(Screen::Title);
            }
        });
        ui.label(
            RichText::new("Right-drag to turn the board, wheel to zoom.")
                .small()
                .color(DIM),
        );
        ui.add_space(4.0);
    }

    /// The move list, a line each.
    fn moves(&mut self, ui: &mut egui::Ui) {
        for line in &self.text.moves {
            ui.label(RichText::new(line).monospace());
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PanelText>();
}

/// A game's panel parts as plain functions, for a game whose text reads nothing but the game
/// and whose parts need nothing but the game and the settings.
#[derive(Clone, Copy)]
pub(crate) struct PlainParts {
    /// The status line and the move list (`None` for another game's).
    pub text: fn(&AnyGame) -> Option<PanelText>,
    /// The turn's controls.
    pub controls: fn(&mut egui::Ui, &mut TurnControls),
    /// The count, and the game's own view settings.
    pub count: fn(&mut egui::Ui, &AnyGame, &mut Mut<Settings>),
}

impl PanelParts for PlainParts {
    fn controls(&mut self, ui: &mut egui::Ui, turn: &mut TurnControls) {
        (self.controls)(ui, turn);
    }

    fn count(&mut self, ui: &mut egui::Ui, game: &AnyGame, settings: &mut Mut<Settings>) {
        (self.count)(ui, game, settings);
    }
}

/// The panel system of a game with plain parts.
fn plain_panel(parts: PlainParts) -> impl FnMut(GamePanel) -> Result {
    move |mut panel: GamePanel| panel.show(&mut { parts })
}

/// Adds the panel of a game with plain `parts`, shown with the game's `board`.
pub(crate) fn add_game_panel(app: &mut App, board: GameBoard, parts: PlainParts) {
    app.add_systems(
        Update,
        refresh_text(parts.text)
            .run_if(resource_changed::<Match>)
            .in_set(GameSystems::Present),
    )
    .add_systems(
        EguiPrimaryContextPass,
        plain_panel(parts).run_if(panel_shown(board)),
    );
}
