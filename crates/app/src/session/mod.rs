//! The match for any game and what goes with it: the players' intents applied through the
//! core, the computer's turns, the replay view, the analysis of a game, the lessons, the
//! practice of the player's own mistakes, the online room (and the club screen's judgement of
//! the position it shows), the autosave and the last finished game, the settings and the store they are
//! kept in, the notices for the player, and the clock the animations are queued on.
//! Nothing here draws or reads a key.

mod allowed;
mod animation_clock;
mod announcements;
mod any_game;
mod any_record;
mod autosave;
mod board_chance;
mod camera_view;
mod computer;
mod game_analysis;
mod game_kind;
mod game_match;
mod game_move;
mod game_search;
mod language;
mod last_game;
mod lesson;
mod notices;
mod online;
mod practice;
mod puzzle;
mod records;
mod replay;
mod screen;
mod settings;
mod setup_draft;
mod store;
mod systems;
mod typed;
mod wake;
mod whole_moves;

pub use allowed::{Allowed, Shown};
pub use animation_clock::{AnimationClock, AnimationSpeed, SystemReducesMotion};
pub use announcements::Announcements;
pub use any_game::{AnyGame, Awaits, SessionGame};
pub use any_record::AnyRecord;
pub use autosave::{AUTOSAVE_KEY, Autosave, SavedMatch, UNREADABLE_KEY};
pub use board_chance::BoardChance;
pub use camera_view::{BoardTurned, CameraView};
pub use computer::{ComputerPlayer, Hint};
pub use game_analysis::{Analyse, Analysed, GameAnalysis, LAST_GAME, THIS_GAME};
pub use game_kind::{GameBoard, GameKind, KindEntry, Seat};
pub use game_match::{ChangeKind, GameChanged, Intent, Match, MatchSetup, Opponent, PlayerKind};
pub(crate) use game_move::own_accessors;
pub use game_move::{Effects, GameEffect, GameMove, PlayerMove, Suggestion};
pub use language::{Words, chosen_language};
pub use last_game::{LAST_GAME_KEY, LastGame};
pub use lesson::{
    Courses, Feedback, LESSONS_KEY, Lesson, LessonInPlay, LessonProgress, OpenLesson,
};
pub use notices::Notices;
#[cfg(test)]
pub(crate) use online::medea_room_for_tests;
pub use online::{
    CAPTURE_CALLS_FOR, ClubScreen, ClubScreenAct, ClubScreenLink, GameNotice, GameStruck, GoOnline,
    HeldSeat, HeldSeats, KnownPlayer, KnownPlayers, Link, Lobby, LobbyAct, LobbyLink,
    NotificationSettings, Online, OnlineAct, OnlineLaunch, OnlineRoom, OpenClubScreen,
    OwnChallenge, PLAYERS_KEY, PushWanted, RESULT_STAYS_FOR, RoomRequest, RoomSocket, SEATS_KEY,
    SHOW_EACH_FOR, SHOWN_AT_LEAST, SocketEvent, SocketOpener, SystemNotice, club_screen_link,
};
pub use practice::{MAX_PRACTICE_CARDS, PRACTICE_KEY, PracticeCard, PracticeDeck};
pub use puzzle::{
    OpenPractice, OpenPuzzle, PUZZLES_KEY, PuzzleFeedback, PuzzleFrom, PuzzleOnBoard,
    PuzzleProgress, PuzzleSets, ShowSolution,
};
pub use records::{PageAddress, record_of};
pub use replay::{OpenRecord, RecordOpened, Replay, ReplayStep, ReplaySystems};
pub use settings::{
    Palette, SETTINGS_KEY, SETTINGS_UNREADABLE_KEY, Settings, SettingsFile, StoneStyle,
};
pub use setup_draft::SetupDraft;
pub use store::Store;
pub use systems::GameSystems;
#[cfg(test)]
pub(crate) use typed::answered;
pub use typed::{Asking, Clocks, Typed, clock_reading, clock_reads_days, completions, read_typed};
pub use wake::{Wake, Waker, wake_now};
pub use whole_moves::WholeMoves;
#[cfg(test)]
pub(crate) use whole_moves::announced;

pub(crate) use animation_clock::{Animating, ClockSystems, animations_idle};
pub(crate) use any_game::{no_such_seat, not_a_game_of, not_this_game, take, unreadable};
pub(crate) use game_match::apply_intents;

pub(crate) use records::{RECORDS, date_stamp, file_stem};
pub(crate) use screen::{Screen, not_on_title};
pub(crate) use settings::UI_SCALES;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use store::read_record_file;

use bevy::prelude::*;

/// The session's logic, which runs headless too.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        systems::plugin,
        wake::plugin,
        animation_clock::plugin,
        camera_view::plugin,
        game_match::plugin,
        notices::plugin,
        settings::plugin,
        autosave::plugin,
        last_game::plugin,
        replay::plugin,
        computer::plugin,
        (lesson::plugin, puzzle::plugin, practice::plugin),
        (game_analysis::plugin, board_chance::plugin),
        online::plugin,
        (setup_draft::plugin, language::plugin, announcements::plugin),
    ))
    .init_resource::<PageAddress>();
}

/// The screens (title, playing), which need Bevy's states.
pub(crate) fn presentation_plugin(app: &mut App) {
    app.add_plugins(screen::plugin);
}
