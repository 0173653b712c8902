//! The players' chances in the position on the board, judged in the background while the
//! club screen shows a game (its bar of chances): each new position is judged afresh by the
//! game's analysis engine, a slice each frame, so that the screen stays live. The bar keeps
//! the last chance judged until the new position's is made.

use bevy::prelude::*;
use medusa_ai::analysis::LatestChance;

use super::computer;
use super::game_match::Match;
use super::online::ClubScreen;
use super::records::record_of;
use super::wake::wake_now;
use crate::session::GameSystems;

/// The first player's chance to win in the position on the board, as the analysis gives it.
#[derive(Resource, Default, Debug)]
pub struct BoardChance {
    /// The judgement under way.
    judge: Option<LatestChance>,
    /// The moves of the position judged or being judged, as the records write them.
    moves: Option<Vec<String>>,
    /// The first player's chance in the latest position judged, from 0 to 1 (none before
    /// one is judged, or when the game on the board is another).
    pub chance: Option<f32>,
}

impl BoardChance {
    /// Whether a position is being judged.
    pub fn is_judging(&self) -> bool {
        self.judge.is_some()
    }
}

/// A new position on the board: its judgement starts (the chance before it is kept while the
/// game is the same one moved on, and dropped for another game).
fn judge_anew(game_match: Res<Match>, mut chance: ResMut<BoardChance>) {
    let moves = game_match.game.moves();
    if chance.moves.as_ref() == Some(&moves) {
        return;
    }
    let moved_on = chance
        .moves
        .as_ref()
        .is_some_and(|before| moves.starts_with(before));
    if !moved_on {
        chance.chance = None;
    }
    let record = record_of(&game_match);
    chance.judge = match LatestChance::new(record.as_dyn(), None, 1) {
        Ok(judge) => Some(judge),
        Err(why) => {
            warn!("the position cannot be judged: {why}");
            None
        }
    };
    chance.moves = Some(moves);
}

/// Run condition: a position is being judged.
fn judging(chance: Res<BoardChance>) -> bool {
    chance.is_judging()
}

/// Judges for one slice; the chance once it is made.
fn judge_a_slice(real: Res<Time<Real>>, mut chance: ResMut<BoardChance>) {
    let Some(judge) = chance.judge.as_mut() else {
        return;
    };
    if let Some(judgement) = judge.step(computer::slice(&real)) {
        let judged = judgement.chance;
        chance.chance = Some(judged);
        chance.judge = None;
    }
}

/// Puts the judge away when the club screen is down.
fn forget(mut chance: ResMut<BoardChance>) {
    *chance = BoardChance::default();
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<BoardChance>().add_systems(
        Update,
        (
            judge_anew.run_if(resource_exists::<ClubScreen>.and_then(resource_changed::<Match>)),
            (judge_a_slice, wake_now).run_if(judging),
            forget.run_if(resource_removed::<ClubScreen>),
        )
            .chain()
            .in_set(GameSystems::Follow),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{AnyGame, GameKind, PlayerKind};

    /// A headless app judging Medea after `moves`, with the club screen up.
    fn judged_after(moves: &[&str]) -> Option<f32> {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<crate::session::Wake>()
            .insert_resource(ClubScreen::new("http://club.test", None))
            .insert_resource(Match::from_game(
                AnyGame::fresh(GameKind::MEDEA),
                [PlayerKind::Remote; 2],
            ))
            .add_plugins(plugin);
        let mut game_match = app.world_mut().resource_mut::<Match>();
        for token in moves {
            let intents = game_match.game.token_intents(token).expect("a move here");
            for intent in intents {
                game_match.apply(&intent).expect("a legal move");
            }
        }
        for _ in 0..2_000 {
            app.update();
            if !app.world().resource::<BoardChance>().is_judging() {
                break;
            }
        }
        app.world().resource::<BoardChance>().chance
    }

    #[test]
    fn the_position_on_the_board_is_judged_for_the_club_screen() {
        let start = judged_after(&[]).expect("the start judged");
        assert!((0.3..0.7).contains(&start), "an even start: {start}");
        let ahead = judged_after(&["e3-e4", "e6-e5", "e4xe6xg6"]).expect("judged");
        assert!(ahead > 0.6, "White two men up: {ahead}");
    }
}
