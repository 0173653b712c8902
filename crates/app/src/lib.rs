//! The animated 3D board, a Bevy application. One plugin per file; nothing here decides a
//! rule: every action goes to the rules core, and the entities follow what it reports.
//!
//! Data flows one way: pointer, keyboard and the computer player → [`Intent`] messages →
//! [`Match`] applies them through the core → [`GameChanged`] messages → stones, board
//! decorations and panels update and queue animations.

mod game_parts;
mod input;
mod medea;
mod medusa;
mod pillars;
mod platform;
mod scene;
mod screenshot;
mod session;
mod squares;
mod ui;

use bevy::prelude::*;
use bevy_egui::EguiPlugin;

pub(crate) use game_parts::game_views;

/// The games' parts of the app, whose modules are declared above. A game joins with one line.
const GAME_PARTS: [game_parts::GamePart; 3] = [medusa::PART, medea::PART, pillars::PART];

// What the command line, the tests and the benchmarks drive the game through.
pub use input::{CellClicked, Cursor, HoveredCell, KeyboardClaimed, OffCellClicked, TouchScreen};
pub use medea::{
    CaptureMark, Chakra, Crown, MedeaIndex, MedeaPiece, MedeaReconcile, MedeaSelection,
};
pub use medusa::{
    BoardLayout, DEFAULT_KOMI, MedusaMove, ReconcileReport, Selection, Stone, StoneIndex,
    colour_shown,
};
pub use pillars::{
    Captured, ChooseForm, Form, MorphMark, Petrification, PillarsIndex, PillarsPiece,
    PillarsReconcile, PillarsSelection,
};
pub use scene::{
    BoardCells, BoardFocus, BoardFraming, Cell, Cue, Cues, Focus, Tweens, ViewportInsets,
};
pub use screenshot::{ScreenshotRequest, take_screenshot};
pub use session::{
    AUTOSAVE_KEY, Allowed, Analyse, Analysed, AnimationClock, AnimationSpeed, Announcements,
    AnyGame, AnyRecord, Autosave, BoardChance, BoardTurned, CAPTURE_CALLS_FOR, CameraView,
    ChangeKind, ClubScreen, ClubScreenAct, ClubScreenLink, ComputerPlayer, Courses, Effects,
    Feedback, GameAnalysis, GameChanged, GameKind, GameMove, GameNotice, GameStruck, GameSystems,
    GoOnline, HeldSeat, HeldSeats, Hint, Intent, KnownPlayer, KnownPlayers, LAST_GAME,
    LAST_GAME_KEY, LESSONS_KEY, LastGame, Lesson, LessonInPlay, LessonProgress, Link, Lobby,
    LobbyAct, LobbyLink, MAX_PRACTICE_CARDS, Match, MatchSetup, Notices, NotificationSettings,
    Online, OnlineAct, OnlineLaunch, OpenClubScreen, OpenLesson, OpenPractice, OpenPuzzle,
    OpenRecord, Opponent, OwnChallenge, PLAYERS_KEY, PRACTICE_KEY, PUZZLES_KEY, Palette,
    PlayerKind, PracticeCard, PracticeDeck, PushWanted, PuzzleFeedback, PuzzleFrom, PuzzleOnBoard,
    PuzzleProgress, PuzzleSets, RESULT_STAYS_FOR, RecordOpened, Replay, ReplayStep, RoomRequest,
    RoomSocket, SEATS_KEY, SETTINGS_KEY, SETTINGS_UNREADABLE_KEY, SHOW_EACH_FOR, SHOWN_AT_LEAST,
    SavedMatch, Seat, Settings, SettingsFile, SetupDraft, ShowSolution, Shown, SocketEvent,
    SocketOpener, StoneStyle, Store, Suggestion, SystemNotice, THIS_GAME, UNREADABLE_KEY, Wake,
    Waker, Words, club_screen_link, record_of,
};
pub use ui::{LessonLayout, LessonLine, lesson_text};

/// The game logic that runs without a window: the match, the stone entities, their
/// animations, and what clicks mean. Headless tests use this on top of `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.insert_resource(platform::SOCKET_OPENER).add_plugins((
        session::plugin,
        scene::plugin,
        input::plugin,
        game_parts::logic_plugins,
    ));
}

/// Everything that draws the game and takes input from a window (needs the render plugins).
pub fn presentation_plugin(app: &mut App) {
    app.insert_resource(game_views()).add_plugins((
        session::presentation_plugin,
        scene::presentation_plugin,
        input::presentation_plugin,
        game_parts::presentation_plugins,
        ui::plugin,
        platform::plugin,
    ));
}

/// The window's default size.
pub const WINDOW_SIZE: UVec2 = UVec2::new(1280, 800);

/// The Bevy plugins the game window needs, with the window titled and sized.
pub fn engine_plugins(size: UVec2) -> impl PluginGroup {
    DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Medusa".into(),
                resolution: size.into(),
                // In a web page: draw on the page's canvas, follow its size, and keep the
                // browser from scrolling or zooming the page on the game's keys and touches.
                canvas: Some("#medusa".into()),
                fit_canvas_to_parent: true,
                prevent_default_event_handling: true,
                ..default()
            }),
            ..default()
        })
        // The game loads nothing it has not built in; over HTTP there are no `.meta` files.
        .set(AssetPlugin {
            meta_check: bevy::asset::AssetMetaCheck::Never,
            ..default()
        })
}

/// Adds the engine, the panels and the whole game to `app`.
pub fn game_app(app: &mut App, size: UVec2) {
    app.add_plugins(engine_plugins(size))
        .add_plugins(EguiPlugin::default())
        .insert_resource(Store::default_location())
        .add_plugins((logic_plugin, presentation_plugin));
}

/// Opens the game window and runs until it is closed; `online` is what the command line
/// asked of online play (a server, a room to join).
pub fn run(online: OnlineLaunch) -> AppExit {
    let mut app = App::new();
    game_app(&mut app, WINDOW_SIZE);
    app.insert_resource(online);
    app.run()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game of the rules' list is played in the app, with its card and course: a game
    /// added to the rules and left out of a layer fails here, not at run time.
    #[test]
    fn every_game_of_the_list_has_a_card_a_course_and_a_start() {
        let views = game_views();
        let courses = medusa_lessons::builtin_courses().expect("the built-in courses");
        for entry in medusa_rules::GAMES.games() {
            let id = entry.id;
            let kind = GameKind::of(id).unwrap_or_else(|| panic!("the app plays {}", id.name));
            assert_eq!(views.of(kind).kind, kind, "{}'s card", id.name);
            assert!(
                courses.iter().any(|course| course.game == id.id),
                "{} has a course",
                id.name
            );
            let game = AnyGame::start(kind, 0).unwrap_or_else(|e| panic!("{}: {e}", id.name));
            assert_eq!(game.kind(), kind);
        }
    }
}
