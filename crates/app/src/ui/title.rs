//! The title screen: choose the game from its card (name, one line, a small picture of its
//! board; each game's entry among the game views), its options, and who plays each side, then
//! start; or continue the saved game; or analyse or step through the last finished game, kept
//! from the last run. The arrow keys choose the game and Enter starts, for a keyboard alone.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::control_spots::{ControlSpots, NoteSpots};
use super::game_views::{GameView, GameViews};
use super::lesson_window::Learning;
use super::online_form::OnlineTitle;
use super::opponent::opponent_choice;
use super::puzzle_window::PuzzleButton;
use super::screen_room::ScreenRoom;
use super::widgets;
use crate::scene::{PointerOverPanel, ViewportInsets};
use crate::session::Notices;
use crate::session::Screen;
use crate::session::{
    Analyse, AnyGame, GameKind, Intent, LAST_GAME, LastGame, Match, MatchSetup, OpenRecord, Replay,
    RoomRequest, SetupDraft,
};
use crate::session::{AnyRecord, Autosave, SavedMatch};
use crate::ui::{game_name, side_name, words};
use medusa_locale::Texts;

/// The title's window, `New game`, hung from the top of the screen: nothing moves when the
/// chosen game's options change. On a phone (or a short screen) it fills the screen, for the
/// form to scroll in it with Start in sight; so does the online page, with its lobby
/// (`scrolls`).
fn title_window(words: &Texts, room: ScreenRoom, scrolls: bool) -> egui::Window<'static> {
    let window = egui::Window::new(words.get("title-window"))
        .id(egui::Id::new("title window"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 24.0])
        .min_width(room.width(460.0));
    if scrolls {
        // A phone's window is the screen's width; a desktop's is as wide as the cards' row.
        let window = if room.narrow() {
            window.max_width(room.width(460.0))
        } else {
            window
        };
        window
            .min_height(room.height_below(24.0))
            .max_height(room.height_below(24.0))
    } else {
        window
    }
}

/// Whether the title's form scrolls in its window: on a phone or a short screen.
fn form_scrolls(room: ScreenRoom) -> bool {
    room.narrow() || room.short()
}

/// Each visit to the title screen begins with Enter continuing the saved game.
fn forget_choice(mut draft: ResMut<SetupDraft>) {
    draft.chosen = false;
}

/// The side of a card's picture, in points.
const CARD_PICTURE: f32 = 128.0;

/// The room around a card's picture and words, inside its frame.
const CARD_MARGIN: f32 = 8.0;

/// The width of the chosen card's frame (a whole number of points, which the margin gives up).
const CHOSEN_STROKE: f32 = 3.0;

/// A game's card: its picture, name and line, framed more strongly when `chosen`. Clicking
/// anywhere on it chooses it.
fn card(ui: &mut egui::Ui, view: &GameView, chosen: bool, learnt: f32) -> egui::Response {
    let words = words(ui.ctx());
    let visuals = ui.visuals();
    let stroke = if chosen {
        egui::Stroke::new(CHOSEN_STROKE, visuals.selection.stroke.color)
    } else {
        egui::Stroke::new(1.0, visuals.widgets.noninteractive.bg_stroke.color)
    };
    // The chosen card's thicker frame is taken from its margin: every card keeps its size,
    // and the form under them its place.
    let margin = CARD_MARGIN + 1.0 - stroke.width;
    let fill = if chosen {
        visuals.selection.bg_fill.gamma_multiply(0.35)
    } else {
        visuals.faint_bg_color
    };
    let response = egui::Frame::group(ui.style())
        .stroke(stroke)
        .fill(fill)
        .inner_margin(margin)
        .show(ui, |ui| {
            ui.set_width(CARD_PICTURE);
            // Room for the name and three lines, so that the cards stand level.
            ui.set_min_height(CARD_PICTURE + 84.0);
            ui.vertical_centered(|ui| {
                (view.card_picture)(ui, egui::Vec2::splat(CARD_PICTURE));
                let name = game_name(&words, view.kind);
                ui.label(RichText::new(name).size(20.0).strong());
                ui.label(RichText::new(words.get(view.line)).size(12.5));
                // How far the game's lessons are done.
                if learnt > 0.0 {
                    ui.add(
                        egui::ProgressBar::new(learnt)
                            .desired_width(CARD_PICTURE)
                            .desired_height(4.0)
                            .fill(egui::Color32::from_rgb(240, 196, 70)),
                    )
                    .on_hover_text(words.with(
                        "title-lessons-done",
                        [("percent", (learnt * 100.0).round().into())],
                    ));
                }
            });
        })
        .response
        .interact(egui::Sense::click());
    let name = game_name(&words, view.kind);
    response
        .widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::Button, true, chosen, &name));
    response
        .on_hover_cursor(egui::CursorIcon::PointingHand)
        .on_hover_text(words.attribute("title-card", "tooltip"))
}

/// The games' names as a row of choices, `chosen` marked: the cards of a phone's online page.
/// The game clicked, if any.
fn game_names_row(
    ui: &mut egui::Ui,
    views: &GameViews,
    chosen: GameKind,
    spots: &mut NoteSpots,
) -> Option<GameKind> {
    let words = words(ui.ctx());
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        for view in views.iter() {
            let name = RichText::new(game_name(&words, view.kind)).size(17.0);
            let label = ui.selectable_label(view.kind == chosen, name);
            spots.note(&format!("card {}", view.kind.id().id), &label);
            if label.clicked() {
                clicked = Some(view.kind);
            }
        }
    });
    clicked
}

/// The game `step` places after `kind` on the title screen (before it for a negative step),
/// stopping at the ends.
fn neighbour(kind: GameKind, step: i32) -> GameKind {
    let games = GameKind::all();
    let at = games.iter().position(|&k| k == kind).unwrap_or(0) as i32;
    let to = (at + step).clamp(0, games.len() as i32 - 1);
    games.get(to as usize).copied().unwrap_or(kind)
}

/// Chooses `kind`, keeping its options inside their ranges (the komi inside its board's)
/// and each colour's player with its colour (the games number their sides differently).
fn choose(setup: &mut MatchSetup, kind: GameKind, views: &GameViews) {
    setup.switch_game(kind);
    (views.of(kind).fit_options)(setup);
}

/// What the form under the cards asks for.
#[derive(Clone, PartialEq, Debug)]
enum FormAction {
    /// Nothing yet.
    None,
    /// Start the game set up (by Start or Enter; Create when online).
    Start,
    /// A card was chosen (by a click or the arrows).
    Chose(GameKind),
    /// Join or watch a room online (or go back to one).
    Online(RoomRequest),
}

/// The title's keys pressed this frame: the arrows' steps (every press counts, though a slow
/// frame sees several) and Enter.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct TitleKeys {
    step: i32,
    enter: bool,
}

impl TitleKeys {
    fn read(ui: &egui::Ui) -> TitleKeys {
        ui.input(|i| TitleKeys {
            step: i.num_presses(egui::Key::ArrowRight) as i32
                - i.num_presses(egui::Key::ArrowLeft) as i32,
            enter: i.key_pressed(egui::Key::Enter),
        })
    }
}

/// The height kept for a game's description and options, so that Start stands in one place
/// whichever card is chosen: three lines of description and the komi's row.
const FORM_MIDDLE_HEIGHT: f32 = 96.0;

/// The room kept under a scrolling form for Start, besides the button itself: its space
/// above and the window's margin.
const START_ROOM: f32 = 24.0;

/// What the form under the cards is laid out with: the games' views, the keys pressed this
/// frame, the room on the screen, and how far each game's lessons are done.
#[derive(Clone, Copy)]
struct FormFrame<'a> {
    views: &'a GameViews,
    keys: TitleKeys,
    room: ScreenRoom,
    learnt: &'a dyn Fn(GameKind) -> f32,
}

/// The cards, the chosen game's description and options, and who plays each side (or, with
/// `online` chosen, the online form).
fn setup_form(
    ui: &mut egui::Ui,
    draft: &mut SetupDraft,
    frame: FormFrame,
    spots: &mut NoteSpots,
    online: Option<&mut OnlineTitle>,
) -> FormAction {
    let FormFrame {
        views,
        keys,
        room,
        learnt,
    } = frame;
    let SetupDraft { setup, chosen } = draft;
    let mut action = FormAction::None;
    let step = keys.step;
    if step != 0 {
        let kind = neighbour(setup.kind, step);
        choose(setup, kind, views);
        *chosen = true;
        action = FormAction::Chose(kind);
    }
    ui.add_space(6.0);
    let online_on = online.as_ref().is_some_and(|online| online.draft.on);
    // In a row on a desktop, two by two on a phone; on a phone's online page, where the lobby
    // is what the player came for, the games' names in a row.
    let narrow = room.narrow();
    if narrow && online_on {
        if let Some(kind) = game_names_row(ui, views, setup.kind, spots) {
            choose(setup, kind, views);
            *chosen = true;
            action = FormAction::Chose(kind);
        }
    } else {
        let mut cards = |ui: &mut egui::Ui| {
            for (at, view) in views.iter().enumerate() {
                let kind = view.kind;
                let response = card(ui, view, setup.kind == kind, learnt(kind));
                spots.note(&format!("card {}", kind.id().id), &response);
                if response.clicked() {
                    choose(setup, kind, views);
                    *chosen = true;
                    action = FormAction::Chose(kind);
                }
                if narrow && at % 2 == 1 {
                    ui.end_row();
                }
            }
        };
        if narrow {
            egui::Grid::new("title cards").show(ui, |ui| cards(ui));
        } else {
            ui.horizontal_top(|ui| cards(ui));
        }
    }
    ui.add_space(4.0);
    ui.vertical(|ui| {
        // A form that scrolls need not keep its size: no empty band under a short description.
        if !form_scrolls(room) && !online_on {
            ui.set_min_height(FORM_MIDDLE_HEIGHT);
        }
        let view = views.of(setup.kind);
        ui.label(words(ui.ctx()).get(view.about));
        ui.add_space(8.0);
        (view.options)(ui, setup);
    });
    ui.add_space(8.0);
    match online {
        Some(online) => {
            opponent_choice(ui, setup, &mut online.draft.on, spots);
            if online.draft.on {
                ui.add_space(4.0);
                if let Some(request) = online.form(ui, setup, spots) {
                    action = FormAction::Online(request);
                }
            }
        }
        None => opponent_choice(ui, setup, &mut false, spots),
    }
    action
}

/// The Start button (Create, online); whether it (or Enter) starts the game.
fn start_button(ui: &mut egui::Ui, keys: TitleKeys, spots: &mut NoteSpots, online: bool) -> bool {
    let words = words(ui.ctx());
    let (key, spot) = if online {
        ("title-create", "create")
    } else {
        ("title-start", "start")
    };
    let start = ui
        .button(RichText::new(words.get(key)).size(18.0))
        .on_hover_text(words.attribute(key, "tooltip"));
    spots.note(spot, &start);
    start.clicked() || keys.enter
}

/// What the buttons under the form asked for.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct StartRow {
    /// Start (Create online), or Enter.
    start: bool,
    /// Back to the game behind the title.
    back: bool,
}

/// The buttons under the form: Start (Create when `online`), the lessons' and the puzzles'
/// buttons that `learn` draws, and Back to the game when one in progress stands behind the title
/// (`back_offered`).
fn start_row(
    ui: &mut egui::Ui,
    keys: TitleKeys,
    spots: &mut NoteSpots,
    online: bool,
    back_offered: bool,
    learn: impl FnOnce(&mut egui::Ui, &mut NoteSpots),
) -> StartRow {
    let words = words(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        let start = start_button(ui, keys, spots, online);
        learn(ui, spots);
        let back = back_offered && ui.button(words.get("title-back")).clicked();
        StartRow { start, back }
    })
    .inner
}

/// The saved game in a line in `words`' language, as the title offers to continue it:
/// "Continue: Medea, 1 turn played, Black to play".
fn continue_words(words: &Texts, saved: &SavedMatch) -> String {
    let kind = saved.game.kind();
    let side = side_name(words, kind, saved.game.seat_to_move());
    words.with(
        "title-continue",
        [
            ("game", game_name(words, kind).into()),
            ("turns", saved.game.turn_count().into()),
            ("side", side.into()),
        ],
    )
}

/// The button that continues the saved game, its line wrapping on a narrow phone.
fn continue_button(ui: &mut egui::Ui, saved: &SavedMatch) -> egui::Response {
    let text = continue_words(&words(ui.ctx()), saved);
    ui.add(egui::Button::new(RichText::new(text).size(17.0)).wrap())
}

/// The last finished game in a line in `words`' language, as the title offers it: "Last
/// game: Lotus, 23 turns: White wins by 5 points" (the result as the record's header gives
/// it).
fn last_game_words(words: &Texts, record: &AnyRecord) -> String {
    let kind = record.kind();
    let length = words.with(
        "title-game-length",
        [
            ("unit", kind.id().move_word.into()),
            ("count", record.turns().into()),
        ],
    );
    let game = game_name(words, kind);
    match record.as_dyn().header("Result") {
        Some(result) => words.with(
            "title-last-game-result",
            [
                ("game", game.into()),
                ("length", length.into()),
                ("result", result.into()),
            ],
        ),
        None => words.with(
            "title-last-game",
            [("game", game.into()), ("length", length.into())],
        ),
    }
}

/// What was asked of the last game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum LastGameChoice {
    Analyse,
    Replay,
}

/// The last game in a line, with Analyse and Replay (noted as `last game analyse` and
/// `last game replay`); which of them was pressed.
fn last_game_row(
    ui: &mut egui::Ui,
    record: &AnyRecord,
    noted: &mut NoteSpots,
) -> Option<LastGameChoice> {
    let words = words(ui.ctx());
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(last_game_words(&words, record));
        let analyse = ui
            .button(words.get("title-analyse"))
            .on_hover_text(words.attribute("title-analyse", "tooltip"));
        noted.note("last game analyse", &analyse);
        let replay = ui
            .button(words.get("title-replay"))
            .on_hover_text(words.attribute("title-replay", "tooltip"));
        noted.note("last game replay", &replay);
        if analyse.clicked() {
            chosen = Some(LastGameChoice::Analyse);
        } else if replay.clicked() {
            chosen = Some(LastGameChoice::Replay);
        }
    });
    ui.separator();
    chosen
}

/// The last finished game, offered to analyse or to step through.
#[derive(SystemParam)]
struct LastGameOffer<'w> {
    last: Res<'w, LastGame>,
    analyse: MessageWriter<'w, Analyse>,
    open: MessageWriter<'w, OpenRecord>,
}

impl LastGameOffer<'_> {
    /// The last game in a line, with Analyse and Replay; whether one of them was pressed.
    fn show(&mut self, ui: &mut egui::Ui, noted: &mut NoteSpots) -> bool {
        let Some(record) = &self.last.record else {
            return false;
        };
        match last_game_row(ui, record, noted) {
            Some(LastGameChoice::Analyse) => {
                self.analyse.write(Analyse::LastGame);
                true
            }
            Some(LastGameChoice::Replay) => {
                self.open.write(OpenRecord {
                    name: LAST_GAME.to_string(),
                    text: record.to_text(),
                });
                true
            }
            None => false,
        }
    }
}

/// What the board behind the title shows when `kind` is chosen: a fresh board of that game,
/// looked at (never saved), unless the board shows a game with turns played or a record,
/// which stays to go back to.
fn preview(game_match: &Match, viewing_record: bool, kind: GameKind) -> Option<Intent> {
    let keeps_a_game = game_match.game.turn_count() > 0 || viewing_record;
    (!keeps_a_game && game_match.game.kind() != kind)
        .then(|| Intent::Review(Box::new(AnyGame::fresh(kind))))
}

/// The new game's form: the game and players set up so far, the games' cards, and the
/// online form.
#[derive(SystemParam)]
struct NewGameForm<'w> {
    draft: ResMut<'w, SetupDraft>,
    views: Res<'w, GameViews>,
    online: OnlineTitle<'w>,
}

/// The games the title can go back to: the one on the board (or the record in the replay
/// view) and the saved game in progress.
#[derive(SystemParam)]
struct GamesBehind<'w> {
    game_match: Res<'w, Match>,
    replay: Option<Res<'w, Replay>>,
    autosave: Res<'w, Autosave>,
}

/// Where the title leads: the notices said on it, the intents that set up the board, and the
/// next screen.
#[derive(SystemParam)]
struct TitleExits<'w> {
    notices: ResMut<'w, Notices>,
    intents: MessageWriter<'w, Intent>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

/// What the title's window tells the board and the page: the board's whole viewport, the
/// pointer over the window, and where its controls stand.
#[derive(SystemParam)]
struct PanelLayout<'w> {
    insets: ResMut<'w, ViewportInsets>,
    over_panel: ResMut<'w, PointerOverPanel>,
    spots: ResMut<'w, ControlSpots>,
}

/// The ways to practise a game from the title: its lessons and its puzzles.
#[derive(bevy::ecs::system::SystemParam)]
struct Practice<'w> {
    learning: Learning<'w>,
    puzzling: PuzzleButton<'w>,
}

fn title(
    mut contexts: EguiContexts,
    mut form: NewGameForm,
    games: GamesBehind,
    mut exits: TitleExits,
    mut layout: PanelLayout,
    mut practice: Practice,
    mut last_game: LastGameOffer,
) -> Result {
    let Practice { learning, puzzling } = &mut practice;
    let NewGameForm {
        draft,
        views,
        online,
    } = &mut form;
    let GamesBehind {
        game_match,
        replay,
        autosave,
    } = &games;
    let TitleExits {
        notices,
        intents,
        next_screen,
    } = &mut exits;
    let ctx = contexts.ctx_mut()?;
    let mut noted = NoteSpots::new(ctx, "title");
    layout.insets.set_if_neq(ViewportInsets::default());
    layout.over_panel.set_if_neq(PointerOverPanel(true));
    let room = ScreenRoom::of(ctx);
    // The online page, with its lobby, scrolls everywhere.
    let scrolls = form_scrolls(room) || online.draft.on;
    title_window(&words(ctx), room, scrolls).show(ctx, |ui| {
        // Enter takes the first choice: continue the saved game, or start (at once if a
        // game was chosen, also by the arrows in this frame).
        let keys = TitleKeys::read(ui);
        let continue_on_enter = keys.enter && !draft.chosen && keys.step == 0;
        widgets::notices(ui, notices);
        if let Some(saved) = autosave.in_progress() {
            let go_on = continue_button(ui, saved);
            noted.note("continue", &go_on);
            if go_on.clicked() || continue_on_enter {
                // What was said on the title screen stays there.
                notices.0.clear();
                intents.write(Intent::Load(Box::new(saved.game.clone()), saved.players));
                next_screen.set(Screen::Playing);
                return;
            }
            ui.separator();
        }
        if last_game.show(ui, &mut noted) {
            notices.0.clear();
            next_screen.set(Screen::Playing);
            return;
        }
        let learnt: Vec<(GameKind, f32)> = GameKind::all()
            .iter()
            .map(|&kind| (kind, learning.done(kind)))
            .collect();
        let learnt = |kind: GameKind| {
            learnt
                .iter()
                .find(|(k, _)| *k == kind)
                .map_or(0.0, |(_, done)| *done)
        };
        let frame = FormFrame {
            views,
            keys,
            room,
            learnt: &learnt,
        };
        let mut form =
            |ui: &mut egui::Ui| setup_form(ui, draft, frame, &mut noted, Some(&mut *online));
        let mut action = if scrolls {
            let below = START_ROOM + ui.spacing().interact_size.y;
            // Of the window's height whatever the game's form holds: Start stays in its place
            // under a finger.
            egui::ScrollArea::vertical()
                .auto_shrink([true, false])
                .max_height((ui.available_height() - below).max(0.0))
                .show(ui, form)
                .inner
        } else {
            form(ui)
        };
        ui.add_space(10.0);
        let has_game = game_match.game.turn_count() > 0 || replay.is_some();
        let online_on = online.draft.on;
        let kind = draft.setup.kind;
        let mut learn_now = false;
        let row = start_row(
            ui,
            keys,
            &mut noted,
            online_on,
            has_game && game_match.game.is_in_progress(),
            |ui, noted| {
                if let Some(learn) = learning.button(ui, kind) {
                    noted.note("learn", &learn);
                    learn_now = learn.clicked();
                }
                if let Some(puzzles) = puzzling.button(ui, kind) {
                    noted.note("puzzles", &puzzles);
                    learn_now |= puzzles.clicked();
                }
            },
        );
        if row.start {
            action = FormAction::Start;
        }
        if learn_now {
            notices.0.clear();
            next_screen.set(Screen::Playing);
        }
        if row.back {
            next_screen.set(Screen::Playing);
        }
        match action {
            FormAction::Start if online_on => {
                notices.0.clear();
                let request = online.draft.create(&draft.setup);
                online.go(request);
                next_screen.set(Screen::Playing);
            }
            FormAction::Start => {
                notices.0.clear();
                intents.write(Intent::NewMatch(draft.setup.clone()));
                next_screen.set(Screen::Playing);
            }
            FormAction::Online(request) => {
                notices.0.clear();
                online.go(request);
                next_screen.set(Screen::Playing);
            }
            FormAction::Chose(kind) => {
                if let Some(intent) = preview(game_match, replay.is_some(), kind) {
                    intents.write(intent);
                }
            }
            FormAction::None => {}
        }
    });
    ControlSpots::keep(&mut layout.spots, noted);
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), forget_choice)
        .add_systems(
            EguiPrimaryContextPass,
            title.run_if(in_state(Screen::Title)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MedusaMove;
    use crate::game_views;

    #[test]
    fn the_arrows_step_through_the_games_and_stop_at_the_ends() {
        let games = GameKind::all();
        let last = games.len() - 1;
        assert_eq!(neighbour(games[0], 1), games[1]);
        assert_eq!(neighbour(games[0], 2), games[2]);
        assert_eq!(neighbour(games[1], -1), games[0]);
        assert_eq!(neighbour(games[last - 1], 1), games[last]);
        assert_eq!(neighbour(games[last], 1), games[last]);
        assert_eq!(neighbour(games[1], 5), games[last]);
        assert_eq!(neighbour(games[0], -3), games[0]);
    }

    /// The size of the form under the title's cards with `kind` chosen on a `screen` of that
    /// size, laid out by egui with the game's fonts without a window on the screen.
    fn form_size(kind: GameKind, screen: egui::Vec2) -> egui::Vec2 {
        let ctx = egui::Context::default();
        ctx.set_fonts(super::super::fonts::definitions());
        let views = game_views();
        let room = ScreenRoom(screen);
        let mut size = egui::Vec2::ZERO;
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, screen)),
            ..Default::default()
        };
        // Egui settles a window's size and loads its fonts over its first frames.
        for _ in 0..4 {
            let mut output = ctx.run_ui(input(), |ui| {
                egui::Window::new("New game")
                    .min_width(room.width(460.0))
                    .max_width(room.width(460.0))
                    .show(ui.ctx(), |ui| {
                        let mut draft = SetupDraft {
                            setup: MatchSetup::hot_seat(kind),
                            chosen: false,
                        };
                        let mut noted = NoteSpots::new(ui.ctx(), "title");
                        let frame = FormFrame {
                            views: &views,
                            keys: TitleKeys::default(),
                            room,
                            learnt: &|_| 0.0,
                        };
                        setup_form(ui, &mut draft, frame, &mut noted, None);
                        size = ui.min_rect().size();
                    });
            });
            output.textures_delta.clear();
        }
        size
    }

    #[test]
    fn the_continue_button_fits_a_phone() {
        use crate::session::{AnyGame, PlayerKind};
        let mut game = AnyGame::fresh(GameKind::PILLARS);
        for _ in 0..12 {
            let token = game
                .as_dyn()
                .legal_tokens()
                .and_then(|tokens| tokens.into_iter().next())
                .expect("a legal move");
            game.as_dyn_mut().play_token(&token).expect("a move");
        }
        let saved = SavedMatch {
            game,
            players: [PlayerKind::Human; 2],
        };
        assert_eq!(
            saved.summary(),
            "Pillars of Medusa, 12 turns played, White to play"
        );
        // The title's window on a phone 390 points wide.
        let room = ScreenRoom(egui::vec2(390.0, 844.0)).width(460.0);
        let ctx = egui::Context::default();
        ctx.set_fonts(super::super::fonts::definitions());
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(390.0, 844.0),
            )),
            ..Default::default()
        };
        // Egui loads its fonts over the first frames.
        let mut button = egui::Rect::NOTHING;
        for _ in 0..3 {
            let mut output = ctx.run_ui(input.clone(), |ui| {
                egui::Window::new("New game")
                    .min_width(room)
                    .max_width(room)
                    .show(ui.ctx(), |ui| {
                        button = continue_button(ui, &saved).rect;
                    });
            });
            output.textures_delta.clear();
        }
        let width = button.width();
        assert!(width <= room, "{width} > {room}");
        assert!(button.right() <= 390.0, "{button:?} leaves the screen");
    }

    #[test]
    fn the_form_keeps_its_size_whichever_game_is_chosen() {
        // On a desktop Start stands under the form (on a phone, under a scrolling form of the
        // window's height).
        let sizes: Vec<egui::Vec2> = GameKind::all()
            .into_iter()
            .map(|kind| form_size(kind, egui::vec2(1280.0, 800.0)))
            .collect();
        assert!(sizes[0].y > 300.0, "{sizes:?}");
        assert!(sizes.iter().all(|&size| size == sizes[0]), "{sizes:?}");
    }

    #[test]
    fn choosing_a_card_shows_its_board_unless_a_game_stands_behind() {
        let fresh = Match::hot_seat(GameKind::MEDUSA);
        match preview(&fresh, false, GameKind::LOTUS) {
            Some(Intent::Review(game)) => {
                assert_eq!((game.kind(), game.turn_count()), (GameKind::LOTUS, 0));
            }
            other => panic!("a fresh Lotus board to look at, not {other:?}"),
        }
        assert_eq!(preview(&fresh, false, GameKind::MEDUSA), None);
        assert_eq!(preview(&fresh, true, GameKind::LOTUS), None);
        let mut played = Match::hot_seat(GameKind::MEDUSA);
        played
            .apply(&Intent::from(MedusaMove::Pass))
            .expect("a pass at the start");
        assert_eq!(played.game.turn_count(), 1);
        assert_eq!(preview(&played, false, GameKind::LOTUS), None);
    }

    #[test]
    fn a_player_stays_with_its_colour_from_game_to_game() {
        use crate::session::PlayerKind;
        let views = game_views();
        let computer = PlayerKind::Computer(medusa_ai::Level::Casual);
        for first in GameKind::all() {
            let mut setup = MatchSetup::hot_seat(first);
            setup.players[first.dark_seat()] = computer;
            for kind in GameKind::all()
                .into_iter()
                .chain(GameKind::all().into_iter().rev())
            {
                choose(&mut setup, kind, &views);
                assert_eq!(setup.players[kind.dark_seat()], computer, "{}", kind.name());
                assert_eq!(setup.players[kind.white_seat()], PlayerKind::Human);
            }
        }
    }

    #[test]
    fn the_first_player_is_listed_first_in_every_game() {
        let first: Vec<&str> = GameKind::all()
            .iter()
            .map(|kind| kind.side_names()[kind.seats_in_play_order()[0]])
            .collect();
        assert_eq!(first, ["White", "Black", "White", "White"]);
    }

    /// `kind`'s game after `moves` moves: the first legal one each time, or stones placed
    /// in turn where the game lists no moves (Medusa, Lotus).
    fn played(kind: GameKind, moves: usize) -> AnyGame {
        let mut game = AnyGame::fresh(kind);
        for at in 0..moves {
            const CELLS: [&str; 5] = ["j11", "k11", "k12", "k13", "k14"];
            let placed = if kind == GameKind::LOTUS {
                format!("{}", 30 + at)
            } else {
                CELLS[at % CELLS.len()].to_string()
            };
            let token = game
                .as_dyn()
                .legal_tokens()
                .map_or(Some(placed), |tokens| tokens.into_iter().next())
                .expect("a legal move");
            game.as_dyn_mut().play_token(&token).expect("a move");
        }
        game
    }

    /// The record of `kind`'s game after `moves` moves, with the result `result`.
    fn finished(kind: GameKind, moves: usize, result: Option<&str>) -> AnyRecord {
        let headers = result
            .map(|result| ("Result".to_string(), result.to_string()))
            .into_iter()
            .collect();
        AnyRecord::of_game(&played(kind, moves), headers)
    }

    #[test]
    fn the_saved_and_the_last_game_read_in_english_as_the_session_sums_them_up() {
        use crate::session::PlayerKind;
        let english = medusa_locale::english();
        let saved = |kind, moves| SavedMatch {
            game: played(kind, moves),
            players: [PlayerKind::Human; 2],
        };
        let one = saved(GameKind::MEDEA, 1);
        assert_eq!(
            continue_words(&english, &one),
            "Continue: Medea, 1 turn played, Black to play"
        );
        for kind in GameKind::all() {
            for moves in [0, 1, 5] {
                let saved = saved(kind, moves);
                assert_eq!(
                    continue_words(&english, &saved),
                    format!("Continue: {}", saved.summary())
                );
            }
        }
        let lotus = finished(GameKind::LOTUS, 3, Some("White wins by 5 points"));
        assert_eq!(
            last_game_words(&english, &lotus),
            "Last game: Lotus, 3 turns: White wins by 5 points"
        );
        let pillars = finished(GameKind::PILLARS, 1, None);
        assert_eq!(
            last_game_words(&english, &pillars),
            "Last game: Pillars of Medusa, 1 move"
        );
        for kind in GameKind::all() {
            for (moves, result) in [(1, None), (4, Some("Black wins: White resigned"))] {
                let record = finished(kind, moves, result);
                let last = LastGame {
                    record: Some(record.clone()),
                };
                let summary = last.summary().expect("a last game");
                assert_eq!(
                    last_game_words(&english, &record),
                    format!("Last game: {summary}")
                );
            }
        }
    }

    /// A piece's letter on the Pillars card's picture, as the records write the piece.
    fn piece_letter(text: &str) -> bool {
        let mut letters = text.chars();
        letters
            .next()
            .is_some_and(|letter| letter.is_ascii_uppercase())
            && letters.next().is_none()
    }

    #[test]
    fn every_word_of_the_title_comes_from_the_language_files() {
        use crate::session::{Opponent, PlayerKind};
        use crate::ui::words_shown::assert_every_word_translated;
        use medusa_ai::Level;
        let views = game_views();
        let screen = egui::vec2(1280.0, 900.0);
        let last = finished(GameKind::MEDUSA, 2, Some("Black wins: White resigned"));
        for kind in GameKind::all() {
            let opponents = [
                Opponent::PersonHere,
                Opponent::Computer {
                    level: Level::Casual,
                    person: kind.white_seat(),
                },
                Opponent::ComputerAgainstComputer(Level::Master),
            ];
            for opponent in opponents {
                for saved in [None, Some(played(kind, 3))] {
                    let saved = saved.map(|game| SavedMatch {
                        game,
                        players: [PlayerKind::Human; 2],
                    });
                    let mut draft = SetupDraft {
                        setup: MatchSetup::hot_seat(kind),
                        chosen: false,
                    };
                    draft.setup.play_against(opponent);
                    let what = format!("the title with {} chosen", kind.name());
                    assert_every_word_translated(&what, screen, piece_letter, |ui| {
                        let words = words(ui.ctx());
                        let room = ScreenRoom(screen);
                        title_window(&words, room, form_scrolls(room)).show(ui.ctx(), |ui| {
                            let mut noted = NoteSpots::new(ui.ctx(), "title");
                            if let Some(saved) = &saved {
                                continue_button(ui, saved);
                            }
                            last_game_row(ui, &last, &mut noted);
                            let frame = FormFrame {
                                views: &views,
                                keys: TitleKeys::default(),
                                room,
                                learnt: &|_| 0.5,
                            };
                            setup_form(ui, &mut draft, frame, &mut noted, None);
                            start_row(ui, TitleKeys::default(), &mut noted, false, true, |_, _| {});
                            start_row(ui, TitleKeys::default(), &mut noted, true, false, |_, _| {});
                        });
                    });
                }
            }
        }
    }
}
