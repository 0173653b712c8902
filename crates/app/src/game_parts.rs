//! Each game's part of the app (its views and its plugins), listed once with the games'
//! modules ([`GAME_PARTS`](crate::GAME_PARTS)). The shared code asks the part of the game at
//! hand and names no game.

use bevy::prelude::*;

use crate::GAME_PARTS;
use crate::session::GameKind;
use crate::ui::{GameView, GameViews};

/// One game's part of the app: the views of the games its board plays (Medusa's plays
/// Medusa and Lotus), the plugins that run headless too, and those that draw.
#[derive(Clone, Copy)]
pub(crate) struct GamePart {
    /// The games its board plays, in the title's order.
    pub kinds: &'static [GameKind],
    pub views: &'static [GameView],
    pub logic: fn(&mut App),
    pub presentation: fn(&mut App),
}

/// Every game's logic that runs without a window.
pub(crate) fn logic_plugins(app: &mut App) {
    for part in GAME_PARTS {
        (part.logic)(app);
    }
}

/// Every game's drawing and input.
pub(crate) fn presentation_plugins(app: &mut App) {
    for part in GAME_PARTS {
        (part.presentation)(app);
    }
}

/// What each game shows beyond its board (its card, result, rules page, keys, page
/// attributes), in the title's order.
pub(crate) fn game_views() -> GameViews {
    GameViews::new(
        GAME_PARTS
            .iter()
            .flat_map(|part| part.views.iter().copied()),
    )
}
