//! The game panel beside the board: whose turn it is and what they may do, the turn's
//! controls, the count, the move list, a game's analysis and the game's menu (the view and
//! speed settings, the dialogs, Analyse, a new game).
//! What is a game's own there (its status line, moves, controls and count) the game's panel
//! system hands over as its [`PanelParts`]. The panel is drawn from plain values
//! ([`PanelBody`]) that the system gathers, and the system carries out what they ask.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::analysis_section::{AnalysisSection, AnalysisView};
use super::control_spots::{ControlSpots, NoteSpots};
use super::dialog::Dialog;
use super::lesson_window::LessonLayout;
use super::move_box::{MoveBox, move_box};
use super::online_panel::{OnlinePanel, OnlineView};
use super::result::ResultShown;
use super::screen_room::ScreenRoom;
use super::widgets::{self, speed_choice, view_choice};
use crate::GameSystems;
use crate::scene::ShownBoard;
use crate::scene::{PointerOverPanel, ViewportInsets};
use crate::session::Notices;
use crate::session::Screen;
use crate::session::{Allowed, Analyse, AnyGame, Asking, GameBoard, Intent, Match, PlayerKind};
use crate::session::{AnimationClock, Announcements};
use crate::session::{CameraView, Settings};
use crate::session::{ComputerPlayer, Hint};
use crate::session::{Courses, Lesson, PuzzleOnBoard, ReplayStep};
use crate::ui::{game_name, words};
use medusa_locale::Phrase;
use medusa_online::ClientMessage;

/// Width of the panel, in points.
pub(crate) const PANEL_WIDTH: f32 = 300.0;

/// Accent colours of the panel.
pub(crate) const WARNING: Color32 = Color32::from_rgb(255, 170, 90);
pub(crate) const DIM: Color32 = Color32::from_rgb(160, 160, 165);
pub(crate) const HINT: Color32 = Color32::from_rgb(120, 220, 255);

/// The panel's text: the status line and the move list, made again by the game shown when
/// the game or what else its text reads changes, not every frame; said in the screens'
/// language where it is drawn.
#[derive(Resource)]
pub struct PanelText {
    /// Whose turn it is, or the result.
    pub headline: Phrase,
    /// What can be done now.
    pub hint: Phrase,
    /// The move list, a line each.
    pub moves: Vec<Phrase>,
}

impl Default for PanelText {
    /// Nothing to say yet (an empty key says nothing).
    fn default() -> PanelText {
        PanelText {
            headline: Phrase::new(""),
            hint: Phrase::new(""),
            moves: Vec::new(),
        }
    }
}

impl PanelText {
    /// The text of a status line (the headline and the hint) and a move list.
    pub fn new((headline, hint): (Phrase, Phrase), moves: Vec<Phrase>) -> PanelText {
        PanelText {
            headline,
            hint,
            moves,
        }
    }
}

/// The name of a side as the games spell it (`White`, `Black`), as a phrase of the language
/// files (`side-white`).
pub(crate) fn side_phrase(side: &str) -> Phrase {
    Phrase::new(format!("side-{}", side.to_lowercase()))
}

/// A line of the move list: "14. Black h6-h5"; `unfinished` for a turn still being played.
pub(crate) fn move_line(number: usize, side: &str, notation: String, unfinished: bool) -> Phrase {
    let key = if unfinished {
        "panel-move-line-unfinished"
    } else {
        "panel-move-line"
    };
    Phrase::new(key)
        .with("number", number)
        .with("side", side_phrase(side))
        .with("move", notation)
}

/// The headline of a finished game that a side won for a `reason` (a phrase of its own):
/// "White wins: Black resigned", or as the one person at this screen reads it (`won_here`:
/// whether they won), "You lost: Black resigned".
pub(crate) fn win_phrase(winner: &str, won_here: Option<bool>, reason: Phrase) -> Phrase {
    match won_here {
        None => Phrase::new("panel-result-wins").with("side", side_phrase(winner)),
        Some(true) => Phrase::new("panel-result-you-won"),
        Some(false) => Phrase::new("panel-result-you-lost"),
    }
    .with("reason", reason)
}

/// Whether the one person at this screen (against the computer or online) plays the side
/// named `side`; none between two people, two computers, or while watching.
pub(crate) fn plays_here(game_match: &Match, side: &str) -> Option<bool> {
    let own = game_match.own_seat()?;
    Some(game_match.game.kind().side_names().get(own) == Some(&side))
}

/// A system that makes the panel's text again from `text_of`, for a game whose text reads
/// nothing but the match (`None` for another game's).
fn refresh_text(
    text_of: fn(&Match) -> Option<PanelText>,
) -> impl FnMut(Res<Match>, ResMut<PanelText>) {
    move |game_match: Res<Match>, mut text: ResMut<PanelText>| {
        if let Some(new) = text_of(&game_match) {
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
    fn count(&mut self, ui: &mut egui::Ui, game: &AnyGame, settings: &mut Settings);
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
    /// The Undo button (online, a request to the opponent to take the player's move back),
    /// its words and tooltip the message `key`'s.
    pub fn undo(&mut self, ui: &mut egui::Ui, key: &str) {
        if !self.allowed.shown.undo {
            return;
        }
        let words = words(ui.ctx());
        let key = if self.game_match.is_online() {
            "panel-undo-online"
        } else {
            key
        };
        if ui
            .add_enabled(self.allowed.undo, egui::Button::new(words.get(key)))
            .on_hover_text(words.attribute(key, "tooltip"))
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
        let words = words(ui.ctx());
        let key = if self.hint.is_thinking() {
            "panel-hint-thinking"
        } else {
            "panel-hint"
        };
        // Against a person online, the computer does not help.
        let enabled = self.my_turn && !self.game_match.is_online();
        if ui
            .add_enabled(enabled, egui::Button::new(words.get(key)))
            .on_hover_text(words.attribute(key, "tooltip"))
            .clicked()
        {
            let seed = self.game_match.game.turn_count() as u64;
            self.hint.request(&self.game_match.game, seed);
        }
    }

    /// Shows the hint's suggestion: its move, in the game's notation ("Hint: c3-d4").
    pub fn hint_line(ui: &mut egui::Ui, notation: String) {
        let text = words(ui.ctx()).with("panel-hint-move", [("move", notation.into())]);
        TurnControls::hint_text(ui, text);
    }

    /// Shows a hint said in words.
    pub fn hint_text(ui: &mut egui::Ui, text: String) {
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
    puzzle: Res<'w, PuzzleOnBoard>,
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
    move_box: ResMut<'w, MoveBox>,
    announcements: ResMut<'w, Announcements>,
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
    /// Draws the panel with `parts`, the game's own, and carries out what it asks.
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
            move_box,
            announcements,
        } = self;
        let ctx = contexts.ctx_mut()?.clone();
        let step = state.lesson.step(&state.courses);
        let puzzle = state.puzzle.is_open();
        let allowed = if puzzle {
            Allowed::in_puzzle()
        } else {
            Allowed::now(
                &state.game_match,
                online.online(),
                step.map(|(_, step)| step),
            )
        };
        // Edit copies: each counts as changed only when it changes.
        let mut settings = state.settings.clone();
        let mut camera = *state.camera;
        let mut dialog = *state.dialog;
        let mut result_shown = state.result.0;
        let mut noted = NoteSpots::new(&ctx, "panel");
        let said = announcements.lines.clone();
        let mut body = PanelBody {
            game_match: &state.game_match,
            text,
            parts,
            settings: &mut settings,
            camera: &mut camera,
            hint: &mut state.hint,
            notices: &mut state.notices,
            dialog: &mut dialog,
            result_shown: &mut result_shown,
            confirm_resign,
            thinking: state.computer.progress(),
            allowed,
            lesson: state.lesson.is_open() || puzzle,
            online: online.view(),
            analysis: analysis.view(),
            noted: &mut noted,
            move_box,
            said: &said,
            asked: PanelAsked::default(),
        };
        let lesson = state.lesson.is_open() || puzzle;
        let (rect, insets) = body.draw(&ctx, lesson);
        let asked = body.asked;
        state.settings.set_if_neq(settings);
        state.camera.set_if_neq(camera);
        state.dialog.set_if_neq(dialog);
        state.result.set_if_neq(ResultShown(result_shown));
        // The top and the left are the lesson window's.
        let insets = ViewportInsets {
            top: state.insets.top,
            left: state.insets.left,
            ..insets
        };
        state.insets.set_if_neq(insets);
        state
            .over_panel
            .set_if_neq(PointerOverPanel::from_egui(&ctx, rect));
        if !asked.intents.is_empty() {
            // What is still animating is finished first.
            state.clock.finish();
            intents.write_batch(asked.intents);
        }
        if asked.analyse {
            state.analyse.write(Analyse::Shown);
        }
        if !asked.said.is_empty() {
            announcements.lines = asked.said;
            announcements.count += 1;
        }
        if asked.new_game {
            state.next_screen.set(Screen::Title);
        }
        online.act(asked.online);
        online.next_game(asked.next_game);
        analysis.carry_out(asked.steps, asked.close_analysis);
        ControlSpots::keep(spots, noted);
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

/// What the panel's buttons ask for, carried out by its system once it is drawn.
#[derive(Default, Debug)]
pub(crate) struct PanelAsked {
    /// The intents sent, in order.
    pub intents: Vec<Intent>,
    /// The analysis of the game.
    pub analyse: bool,
    /// Back to the title, for a new game.
    pub new_game: bool,
    /// What is sent to the online room.
    pub online: Option<ClientMessage>,
    /// **Next game**: into the next game waiting for the player's move.
    pub next_game: bool,
    /// The replay view's steps (from the analysis).
    pub steps: Vec<ReplayStep>,
    /// The analysis put away.
    pub close_analysis: bool,
    /// What a screen reader is to hear (the move box's answers).
    pub said: Vec<Phrase>,
}

/// What the panel shows and changes, as plain values: the game panel's system gathers them
/// from the world, draws the panel and carries out what it asked ([`PanelAsked`]).
pub(crate) struct PanelBody<'a> {
    pub game_match: &'a Match,
    pub text: &'a PanelText,
    pub parts: &'a mut dyn PanelParts,
    pub settings: &'a mut Settings,
    pub camera: &'a mut CameraView,
    pub hint: &'a mut Hint,
    pub notices: &'a mut Notices,
    pub dialog: &'a mut Dialog,
    /// Whether the result window is shown.
    pub result_shown: &'a mut bool,
    /// Whether the resignation waits for its confirmation.
    pub confirm_resign: &'a mut bool,
    /// How far the computer's search has come, while it thinks.
    pub thinking: Option<f32>,
    /// What the person may do now.
    pub allowed: Allowed,
    /// Whether a lesson is on the board (its window says what to do and what is refused).
    pub lesson: bool,
    pub online: OnlineView<'a>,
    pub analysis: AnalysisView<'a>,
    /// Where the main controls are drawn this frame.
    pub noted: &'a mut NoteSpots,
    /// What is typed in the move box and its last answer.
    pub move_box: &'a mut MoveBox,
    /// What the last move did, in the sentences a screen reader says.
    pub said: &'a [Phrase],
    pub asked: PanelAsked,
}

impl PanelBody<'_> {
    /// Draws the panel beside the board or under it, as the screen has room, a lesson
    /// fixing the sheet's height; returns where it stands and what it covers of the board's
    /// view.
    fn draw(&mut self, ctx: &egui::Context, lesson: bool) -> (egui::Rect, ViewportInsets) {
        let screen = ctx.viewport_rect();
        let mut root = egui::Ui::new(
            ctx.clone(),
            "game panel root".into(),
            egui::UiBuilder::new()
                .layer_id(egui::LayerId::background())
                .max_rect(screen),
        );
        let place = PanelPlace::for_screen(ScreenRoom::of(ctx));
        match place {
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
                let lesson = lesson.then(|| {
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
        }
    }

    /// Beside the board: everything open, the settings at the bottom with the analysis (when
    /// there is one) above them, and the move list filling the room between.
    pub(crate) fn side(&mut self, ui: &mut egui::Ui) {
        let words = words(ui.ctx());
        self.status(ui);
        ui.separator();
        // A screen that watches an online game has nothing to play.
        if !self.online.watching() {
            self.controls(ui);
            ui.separator();
        }
        self.move_box(ui);
        ui.separator();
        self.count(ui);
        ui.separator();
        egui::Panel::bottom("panel settings")
            .show_separator_line(true)
            .show(ui, |ui| self.settings(ui));
        if self.analysis.is_shown() {
            egui::Panel::bottom("panel analysis")
                .show_separator_line(true)
                .show(ui, |ui| self.analysis(ui));
        }
        ui.label(RichText::new(words.get("panel-moves")).strong());
        egui::ScrollArea::vertical()
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .min_scrolled_height(0.0)
            .show(ui, |ui| self.moves(ui));
    }

    /// Under the board or beside it on a low screen: the status and the turn's controls
    /// first, the rest folded, all scrolling; under the board, only as high as it needs
    /// (`fit`).
    pub(crate) fn folded(&mut self, ui: &mut egui::Ui, fit: bool) {
        let words = words(ui.ctx());
        egui::ScrollArea::vertical()
            .auto_shrink([false, fit])
            .show(ui, |ui| {
                self.status(ui);
                ui.separator();
                if !self.online.watching() {
                    self.controls(ui);
                }
                self.move_box(ui);
                egui::CollapsingHeader::new(words.get("panel-count"))
                    .id_salt("sheet count")
                    .show(ui, |ui| self.count(ui));
                egui::CollapsingHeader::new(words.get("panel-moves"))
                    .id_salt("sheet moves")
                    .show(ui, |ui| self.moves(ui));
                if self.analysis.is_shown() {
                    egui::CollapsingHeader::new(words.get("panel-analysis"))
                        .id_salt("sheet analysis")
                        .default_open(true)
                        .show(ui, |ui| self.analysis(ui));
                }
                egui::CollapsingHeader::new(words.get("panel-menu"))
                    .id_salt("sheet settings")
                    .show(ui, |ui| self.settings(ui));
            });
    }

    /// The move box, and what is sent from it.
    fn move_box(&mut self, ui: &mut egui::Ui) {
        let game_match = self.game_match;
        let asking = Asking {
            clocks: self.online.clocks(),
            own_turn: game_match.player(game_match.game.seat_to_move()) == PlayerKind::Human,
        };
        let sent = move_box(ui, &game_match.game, &asking, self.move_box, self.said);
        self.asked.intents.extend(sent.intents);
        self.asked.said.extend(sent.said);
    }

    /// The analysis section, and what it asks.
    fn analysis(&mut self, ui: &mut egui::Ui) {
        let asked = self.analysis.show(ui);
        self.asked.steps.extend(asked.steps);
        self.asked.close_analysis |= asked.close;
    }

    /// The headline: the result as the player reads it (an ending the server said, as it
    /// said it), else the game's own.
    fn headline(&self, words: &medusa_locale::Texts) -> String {
        let game_match = self.game_match;
        let server_ending = game_match.ended.is_some() && !game_match.game.is_over();
        match game_match.result_here() {
            Some(own) if server_ending && game_match.own_seat().is_some() => own,
            _ => words.say(&self.text.headline),
        }
    }

    /// The game's name, whose turn it is and what can be done, the refusal and the notices.
    /// During a lesson its window says what to do and why a move is refused.
    fn status(&mut self, ui: &mut egui::Ui) {
        let words = words(ui.ctx());
        let game_match = self.game_match;
        let kind = game_match.game.kind();
        let to_move = game_match.seat_awaited();
        ui.add_space(8.0);
        ui.heading(RichText::new(game_name(&words, kind)).size(26.0).strong());
        ui.add_space(4.0);
        let human = game_match.awaits_human();
        let lesson = self.lesson;
        ui.horizontal(|ui| {
            if let Some(seat) = to_move {
                side_icon(ui, seat == kind.dark_seat());
            }
            ui.label(RichText::new(self.headline(&words)).size(18.0).strong());
        });
        match (to_move.filter(|_| !human), self.thinking) {
            _ if game_match.viewing => {
                ui.label(words.get("panel-viewing"));
            }
            (Some(seat), _) if game_match.player(seat) == PlayerKind::Remote => {
                ui.label(words.get(if self.online.watching() {
                    "panel-watching-online"
                } else {
                    "panel-opponent-to-play"
                }));
            }
            (Some(seat), Some(progress)) => {
                let level = game_match.player(seat).level().map_or("", |l| l.name());
                ui.label(words.with("panel-thinking", [("level", level.into())]));
                ui.add(egui::ProgressBar::new(progress).desired_height(6.0));
            }
            (Some(_), None) => {
                ui.label(words.get("panel-computer-about-to-play"));
            }
            // Online a finished game is not taken back: the next is started from the title.
            _ if game_match.is_online() && game_match.result_line().is_some() => {
                ui.label(words.get("panel-online-over"));
            }
            _ if lesson => {}
            _ => {
                ui.label(words.say(&self.text.hint));
            }
        }
        // Why the last move or click was refused; and the server's ending, as it comes.
        if let Some(refusal) = game_match.refusal.as_ref().filter(|_| !lesson) {
            ui.label(RichText::new(words.say(refusal)).color(WARNING));
        }
        let own_result = game_match.own_seat().and(game_match.result_here());
        if let Some(ending) = game_match
            .ended
            .as_ref()
            .filter(|_| !game_match.game.is_over() && own_result.is_none())
        {
            ui.label(RichText::new(ending).strong());
        }
        self.asked.online = self
            .online
            .show(ui, game_match, self.noted, &mut self.asked.next_game);
        widgets::notices(ui, self.notices);
    }

    /// The game's turn controls, the result's button and the resignation.
    fn controls(&mut self, ui: &mut egui::Ui) {
        let words = words(ui.ctx());
        let human = self.game_match.awaits_human();
        let to_move = self.game_match.seat_awaited();
        let allowed = self.allowed;
        let mut turn = TurnControls {
            game_match: self.game_match,
            hint: self.hint,
            my_turn: to_move.is_some() && human,
            allowed,
            sent: Vec::new(),
            noted: self.noted,
        };
        self.parts.controls(ui, &mut turn);
        self.asked.intents.append(&mut turn.sent);
        if self.game_match.result_line().is_some()
            && !*self.result_shown
            && ui.button(words.get("panel-show-result")).clicked()
        {
            *self.result_shown = true;
        }
        let resigner = allowed.resign;
        if !allowed.shown.resign {
            *self.confirm_resign = false;
        } else if !*self.confirm_resign {
            let resign = ui.add_enabled(
                resigner.is_some(),
                egui::Button::new(words.get("panel-resign")),
            );
            self.noted.note("resign", &resign);
            if resign.clicked() {
                *self.confirm_resign = true;
            }
        } else if let Some(player) = resigner {
            let side = self.game_match.game.kind().side_names()[player];
            let mut answer = None;
            let noted = &mut *self.noted;
            ui.horizontal(|ui| {
                let side = words.say(&side_phrase(side));
                ui.label(words.with("panel-resign-confirm", [("side", side.into())]));
                let yes = ui.button(words.get("panel-resign-yes"));
                noted.note("resign yes", &yes);
                if yes.clicked() {
                    answer = Some(true);
                }
                if ui.button(words.get("panel-resign-no")).clicked() {
                    answer = Some(false);
                }
            });
            if let Some(resigns) = answer {
                if resigns {
                    self.asked.intents.push(Intent::Resign(player));
                }
                *self.confirm_resign = false;
            }
        } else {
            *self.confirm_resign = false;
        }
    }

    /// The game's count.
    fn count(&mut self, ui: &mut egui::Ui) {
        self.parts.count(ui, &self.game_match.game, self.settings);
    }

    /// The game's menu: the animation speed, the view, the dialogs, Analyse and a new game.
    fn settings(&mut self, ui: &mut egui::Ui) {
        let words = words(ui.ctx());
        let analysable = self.allowed.analyse;
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            ui.label(words.get("panel-animation"));
            speed_choice(ui, &mut self.settings.animation);
        });
        view_choice(ui, self.camera);
        ui.horizontal_wrapped(|ui| {
            for (dialog, key) in [
                (Dialog::Settings, "dialog-settings"),
                (Dialog::Records, "dialog-records"),
                (Dialog::Help, "dialog-help"),
            ] {
                let open = *self.dialog == dialog;
                if ui.selectable_label(open, words.get(key)).clicked() {
                    self.dialog.toggle(dialog);
                }
            }
            let analyse = ui
                .add_enabled(analysable, egui::Button::new(words.get("panel-analyse")))
                .on_hover_text(words.attribute("panel-analyse", "tooltip"))
                .on_disabled_hover_text(words.get(if self.game_match.is_online() {
                    "panel-analyse-online-later"
                } else {
                    "panel-analyse-no-move"
                }));
            if analyse.clicked() {
                self.asked.analyse = true;
            }
            if ui.button(words.get("panel-new-game")).clicked() {
                self.asked.new_game = true;
            }
        });
        ui.label(
            RichText::new(words.get("panel-view-help"))
                .small()
                .color(DIM),
        );
        ui.add_space(4.0);
    }

    /// The move list, a line each.
    fn moves(&mut self, ui: &mut egui::Ui) {
        let words = words(ui.ctx());
        for line in &self.text.moves {
            ui.label(RichText::new(words.say(line)).monospace());
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PanelText>();
}

/// A game's panel parts as plain functions, for a game whose text reads nothing but the match
/// and whose parts need nothing but the game and the settings.
#[derive(Clone, Copy)]
pub(crate) struct PlainParts {
    /// The status line and the move list (`None` for another game's).
    pub text: fn(&Match) -> Option<PanelText>,
    /// The turn's controls.
    pub controls: fn(&mut egui::Ui, &mut TurnControls),
    /// The count, and the game's own view settings.
    pub count: fn(&mut egui::Ui, &AnyGame, &mut Settings),
}

impl PanelParts for PlainParts {
    fn controls(&mut self, ui: &mut egui::Ui, turn: &mut TurnControls) {
        (self.controls)(ui, turn);
    }

    fn count(&mut self, ui: &mut egui::Ui, game: &AnyGame, settings: &mut Settings) {
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

/// The checks of the panel's words that every game's part runs.
#[cfg(test)]
pub(crate) mod checks {
    use super::*;
    use crate::session::{GameAnalysis, GameKind, Online};
    use crate::ui::words_shown::assert_every_word_translated;

    /// Plays the first legal move `count` times, or as many as `tokens` name where given.
    pub(crate) fn play(game_match: &mut Match, tokens: &[&str], count: usize) {
        for index in 0..count {
            let token = match tokens.get(index) {
                Some(token) => token.to_string(),
                None => game_match
                    .game
                    .as_dyn()
                    .legal_tokens()
                    .and_then(|tokens| tokens.into_iter().next())
                    .expect("a legal move"),
            };
            let intents = game_match.game.token_intents(&token).expect("a move here");
            for intent in intents {
                game_match.apply(&intent).expect("a legal move");
            }
        }
    }

    /// Asserts that the panel of `game_match` shows no word left in the code, beside the
    /// board (everything open) and under it (folded), with the game's `text` and `parts`;
    /// `thinking`: how far the computer's search is.
    pub(crate) fn assert_panel_translated(
        what: &str,
        game_match: &Match,
        text: &PanelText,
        parts: &mut dyn PanelParts,
        thinking: Option<f32>,
    ) {
        let online = Online::default();
        let analysis = GameAnalysis::default();
        for folded in [false, true] {
            let what = format!("{what}, folded: {folded}");
            assert_every_word_translated(
                &what,
                egui::vec2(1200.0, 900.0),
                |_| false,
                |ui| {
                    let mut noted = NoteSpots::new(ui.ctx(), "panel");
                    let mut body = PanelBody {
                        game_match,
                        text,
                        parts: &mut *parts,
                        settings: &mut Settings::default(),
                        camera: &mut CameraView::default(),
                        hint: &mut Hint::default(),
                        notices: &mut Notices::default(),
                        dialog: &mut Dialog::default(),
                        result_shown: &mut false,
                        confirm_resign: &mut false,
                        thinking,
                        allowed: Allowed::now(game_match, &online, None),
                        lesson: false,
                        online: OnlineView {
                            online: &online,
                            now: 0.0,
                            waiting_elsewhere: false,
                        },
                        analysis: AnalysisView {
                            analysis: &analysis,
                            replay: None,
                        },
                        noted: &mut noted,
                        move_box: &mut MoveBox::default(),
                        said: &[Phrase::new("announce-game-over").with("result", "1-0")],
                        asked: PanelAsked::default(),
                    };
                    if folded {
                        body.folded(ui, true);
                    } else {
                        body.side(ui);
                    }
                },
            );
        }
    }

    /// The panel of a game with plain `parts` at the start, after `tokens` and a few moves
    /// more, and once the side to move resigned; against the computer, thinking.
    pub(crate) fn assert_plain_panel_translated(
        kind: GameKind,
        parts: PlainParts,
        tokens: &[&str],
    ) {
        let check = |what: &str, game_match: &Match, thinking| {
            let text = (parts.text)(game_match).expect("the game's own text");
            assert_panel_translated(what, game_match, &text, &mut { parts }, thinking);
        };
        let mut game_match = Match::hot_seat(kind);
        check("the panel at the start", &game_match, None);
        play(&mut game_match, tokens, 4);
        check("the panel after four moves", &game_match, None);
        // The last move again, refused: its piece has gone.
        let last = game_match.game.moves().last().cloned().unwrap_or_default();
        let mut refused = game_match.clone();
        refused.refusal = game_match.game.token_intents(&last).err();
        assert!(refused.refusal.is_some(), "{last} again is refused");
        check("the panel with a move refused", &refused, None);
        let to_move = game_match.game.seat_to_move();
        game_match
            .apply(&Intent::Resign(to_move))
            .expect("the side to move may resign");
        check("the panel of a finished game", &game_match, None);
        // Against the computer, which is thinking; and as the person who won reads it.
        let mut players = [PlayerKind::Human; 2];
        players[1 - to_move] = PlayerKind::Computer(medusa_ai::Level::Strong);
        let mut against = Match::from_game(AnyGame::fresh(kind), players);
        if against.player(against.game.seat_to_move()) == PlayerKind::Human {
            play(&mut against, tokens, 1);
        }
        check("the panel while the computer thinks", &against, Some(0.5));
        // A click while the computer thinks, refused.
        let mut waiting = against.clone();
        waiting.refusal = against.why_waiting();
        assert!(waiting.refusal.is_some(), "the computer is to move");
        check("the panel with a click refused", &waiting, Some(0.5));
        against.setup.players = [
            PlayerKind::Human,
            PlayerKind::Computer(medusa_ai::Level::Casual),
        ];
        against
            .apply(&Intent::Resign(1))
            .expect("the computer's side resigns");
        check(
            "the panel of a game won against the computer",
            &against,
            None,
        );
    }
}
