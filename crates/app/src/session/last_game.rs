//! The last finished game, kept in the [`Store`] from one run to the next (the desktop's data
//! folder, the browser's local storage), so that a game can be analysed or stepped through
//! after the program or the page was closed: the title offers it ("Last game"). Every game
//! that ends on this screen is kept, against a person, the computer or online, as its record
//! with the players and the result in its headers; a record looked at and a lesson are not
//! games played, and are not kept.

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::any_record::AnyRecord;
use super::game_match::Match;
use super::lesson::no_lesson;
use super::notices::Notices;
use super::puzzle::no_puzzle;
use super::records::record_of;
use super::store::Store;
use crate::session::GameSystems;

/// Where the last finished game is kept: its text record.
pub const LAST_GAME_KEY: &str = "last-game.txt";

/// The last finished game, read at start and replaced when a game ends.
#[derive(Resource, Clone, Default, Debug)]
pub struct LastGame {
    /// Its record, with the players, the date and the result as headers.
    pub record: Option<AnyRecord>,
}

impl LastGame {
    /// The last game in a line, as the title offers it: "Lotus, 23 turns: White wins by 5
    /// points".
    pub fn summary(&self) -> Option<String> {
        let record = self.record.as_ref()?;
        let kind = record.kind();
        let turns = record.turns();
        let word = kind.id().move_word;
        let result = record
            .as_dyn()
            .header("Result")
            .map(|result| format!(": {result}"))
            .unwrap_or_default();
        Some(format!(
            "{}, {turns} {word}{}{result}",
            kind.name(),
            if turns == 1 { "" } else { "s" }
        ))
    }

    /// Its text record, to open or analyse.
    pub fn text(&self) -> Option<String> {
        self.record.as_ref().map(AnyRecord::to_text)
    }
}

/// Reads the last game kept; one that cannot be read is left out with a notice.
fn load(store: Res<Store>, mut last: ResMut<LastGame>, mut notices: ResMut<Notices>) {
    let read = store
        .read(LAST_GAME_KEY)
        .and_then(|text| text.map(|text| AnyRecord::parse(&text)).transpose());
    match read {
        Ok(record) => last.record = record,
        Err(error) => {
            warn!("the last game could not be read: {error}");
            notices.push(Phrase::new("notice-last-game-unreadable").with("error", error));
        }
    }
}

/// Run condition: the game on the screen has just ended (not a record looked at).
fn game_ended(game_match: Res<Match>, mut was_over: Local<bool>) -> bool {
    let over = !game_match.viewing && game_match.result_line().is_some();
    let ended = over && !*was_over;
    *was_over = over;
    ended
}

/// Keeps the game that has just ended, unless it is the one kept already (a finished game
/// shown again, such as the game a closed replay goes back to).
fn keep(
    game_match: Res<Match>,
    store: Res<Store>,
    mut last: ResMut<LastGame>,
    mut notices: ResMut<Notices>,
) {
    let record = record_of(&game_match);
    let same = last.record.as_ref().is_some_and(|kept| {
        kept.kind() == record.kind() && kept.as_dyn().tokens() == record.as_dyn().tokens()
    });
    if same {
        return;
    }
    if store.keeps_anything()
        && let Err(error) = store.write(LAST_GAME_KEY, &record.to_text())
    {
        warn!("{error}");
        notices.push(Phrase::new("notice-last-game-not-kept").with("error", error));
    }
    last.record = Some(record);
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<LastGame>()
        .add_systems(Startup, load)
        .add_systems(
            Update,
            keep.run_if(
                resource_changed::<Match>
                    .and_then(no_lesson)
                    .and_then(no_puzzle)
                    .and_then(game_ended),
            )
            .in_set(GameSystems::Follow),
        );
}
