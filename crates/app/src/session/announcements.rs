//! What a screen reader announces: after each move, what happened, in sentences the game makes
//! of the core's effects ([`SessionGame::announce`](super::SessionGame::announce)), and the
//! result when the game ends. The platform says them where a screen reader hears them (the
//! page's live region); the phrases are said in the screens' language there.

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::game_match::{ChangeKind, GameChanged, Match};
use super::systems::GameSystems;

/// The sentences of the last change announced, and how many changes were announced so far.
#[derive(Resource, Clone, Default, PartialEq, Debug)]
pub struct Announcements {
    pub lines: Vec<Phrase>,
    pub count: u64,
}

/// What a screen reader says of the changes of this frame.
fn announce(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut announcements: ResMut<Announcements>,
) {
    let mut lines = Vec::new();
    for change in changes.read() {
        if change.kind != ChangeKind::Played {
            continue;
        }
        lines.extend(game_match.game.announce(&change.effects));
        if change.effects.end_the_game()
            && let Some(result) = game_match.game.result_line()
        {
            lines.push(Phrase::new("announce-game-over").with("result", result));
        }
    }
    if !lines.is_empty() {
        announcements.lines = lines;
        announcements.count += 1;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Announcements>().add_systems(
        Update,
        announce
            .run_if(on_message::<GameChanged>)
            .in_set(GameSystems::Follow),
    );
}
