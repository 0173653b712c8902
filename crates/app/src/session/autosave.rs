//! The game in progress is written to the [`Store`] after every completed turn (and when the
//! marking or the game ends), so that closing the game, or a crash, loses at most the turn in
//! progress. At the next start the saved game is offered as "Continue".
//!
//! A saved game that cannot be read is set aside (kept under another name, never deleted), the
//! player is told, and the game starts fresh.

use bevy::prelude::*;
use medusa_locale::Phrase;
use serde::{Deserialize, Serialize};

use super::any_game::AnyGame;
use super::any_record::AnyRecord;
use super::game_match::{GameChanged, Match, PlayerKind};
use super::lesson::no_lesson;
use super::notices::Notices;
use super::puzzle::no_puzzle;
use super::records::record_of;
use super::store::Store;
use crate::session::GameSystems;
use medusa_rules::text_record::{printable, quote};

/// Where the game in progress is kept.
pub const AUTOSAVE_KEY: &str = "autosave.json";

/// Where an unreadable autosave is set aside.
pub const UNREADABLE_KEY: &str = "autosave-unreadable.json";

/// The format of the autosave file.
const FORMAT: u32 = 1;

/// What the autosave file holds: the game's record (text form) and who plays each colour.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct SavedFile {
    format: u32,
    black: String,
    white: String,
    record: String,
}

/// A saved game, ready to go on with.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedMatch {
    pub game: AnyGame,
    /// Who plays each side, by [`Seat`](super::Seat).
    pub players: [PlayerKind; 2],
}

impl SavedMatch {
    /// The saved game in a line, as the title offers to continue it: "Medea, 1 turn played,
    /// Black to play".
    pub fn summary(&self) -> String {
        let kind = self.game.kind();
        let turns = self.game.turn_count();
        format!(
            "{}, {turns} turn{} played, {} to play",
            kind.name(),
            if turns == 1 { "" } else { "s" },
            kind.side_names()[self.game.seat_to_move()]
        )
    }

    /// The file's text for `game_match`.
    pub fn to_text(game_match: &Match) -> Result<String, String> {
        let players = game_match.setup.players;
        let white = game_match.setup.kind.white_seat();
        let black = 1 - white;
        let file = SavedFile {
            format: FORMAT,
            black: players[black].id().into(),
            white: players[white].id().into(),
            record: record_of(game_match).to_text(),
        };
        serde_json::to_string_pretty(&file).map_err(|e| e.to_string())
    }

    /// Reads a saved game from the file's text.
    pub fn from_text(text: &str) -> Result<SavedMatch, String> {
        let file: SavedFile =
            serde_json::from_str(text).map_err(|e| printable(&e.to_string(), 160))?;
        if file.format > FORMAT {
            return Err(format!(
                "it was written by a newer version (format {})",
                file.format
            ));
        }
        let player = |id: &str| {
            PlayerKind::from_id(id).ok_or_else(|| format!("{} is not a kind of player", quote(id)))
        };
        let record = AnyRecord::parse(&file.record)?;
        let game = record.replay()?;
        let white = game.kind().white_seat();
        let black = 1 - white;
        let mut players = [PlayerKind::Human; 2];
        players[white] = player(&file.white)?;
        players[black] = player(&file.black)?;
        Ok(SavedMatch { game, players })
    }
}

/// The game saved by the last run, read at start.
#[derive(Resource, Default, Debug)]
pub struct Autosave {
    /// The saved game, if there is one and it could be read.
    pub saved: Option<SavedMatch>,
}

impl Autosave {
    /// The saved game, if it is still in progress (a finished one is not offered to continue).
    pub fn in_progress(&self) -> Option<&SavedMatch> {
        self.saved
            .as_ref()
            .filter(|saved| saved.game.is_in_progress())
    }
}

/// Reads the saved game; an unreadable one is set aside with a notice.
fn load(store: Res<Store>, mut autosave: ResMut<Autosave>, mut notices: ResMut<Notices>) {
    let text = match store.read(AUTOSAVE_KEY) {
        Ok(Some(text)) => text,
        Ok(None) => return,
        Err(error) => {
            notices.push(Phrase::new("notice-saved-game-unreadable").with("error", error));
            return;
        }
    };
    match SavedMatch::from_text(&text) {
        Ok(saved) => autosave.saved = Some(saved),
        Err(error) => {
            let kept = store.set_aside(AUTOSAVE_KEY, UNREADABLE_KEY, &text);
            let message = match kept {
                Ok(()) => {
                    Phrase::new("notice-saved-game-unreadable-kept").with("file", UNREADABLE_KEY)
                }
                Err(_) => Phrase::new("notice-saved-game-unreadable-new"),
            }
            .with("error", error.to_string());
            warn!("{}", medusa_locale::english().say(&message));
            notices.push(message);
        }
    }
}

/// After a change that completes a turn (or undoes back to the start of one) or ends the game,
/// writes the game.
fn save(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    store: Res<Store>,
    mut autosave: ResMut<Autosave>,
    mut notices: ResMut<Notices>,
    mut failed: Local<bool>,
) {
    // A record looked at is not a game in progress, and an online game is kept by its room.
    if changes.read().count() == 0
        || !store.keeps_anything()
        || game_match.viewing
        || game_match.is_online()
    {
        return;
    }
    if game_match.game.actions_in_progress() > 0 {
        // The turn or the marking in progress is not saved: only whole turns are, and the end.
        return;
    }
    let written =
        SavedMatch::to_text(&game_match).and_then(|text| store.write(AUTOSAVE_KEY, &text));
    match written {
        Ok(()) => *failed = false,
        // Say it once, not after every turn.
        Err(error) if !*failed => {
            *failed = true;
            warn!("{error}");
            notices.push(Phrase::new("notice-game-not-saved").with("error", error));
        }
        Err(_) => {}
    }
    // The game on the screen is now the one saved.
    autosave.saved = None;
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Autosave>()
        .add_systems(Startup, load)
        .add_systems(
            Update,
            // A lesson's or a puzzle's position is never the game in progress.
            save.run_if(
                on_message::<GameChanged>
                    .and_then(no_lesson)
                    .and_then(no_puzzle),
            )
            .in_set(GameSystems::Follow),
        );
}
