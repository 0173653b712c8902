//! Medusa's and Lotus's marking of dead groups, the one stage of a game that the records'
//! move tokens do not play: after the two final passes the players agree which groups are
//! dead (a record's `dead` line names one stone of each), and the game is counted. The other
//! games have no marking, and these functions say so.

use medusa_rules::dyn_game::DynGame;
use medusa_rules::medusa;

/// Whether the game waits for its dead groups to be agreed.
pub fn is_marking(game: &dyn DynGame) -> bool {
    game.as_any()
        .downcast_ref::<medusa::Game>()
        .is_some_and(|game| game.position().marking().is_some())
}

/// Reverses the groups of `stones` (one stone of each, blank-separated, as a record's `dead`
/// line names them) and counts the game; refused, changing nothing, when the game is not in
/// its marking or a name is not one of its stones.
pub fn conclude(game: &mut dyn DynGame, stones: &str) -> Result<(), String> {
    let Some(game) = game.as_any_mut().downcast_mut::<medusa::Game>() else {
        return Err("this game has no dead groups to mark".to_string());
    };
    if game.position().marking().is_none() {
        return Err("dead groups are marked only after the two final passes".to_string());
    }
    let topology = game.topology();
    let mut points = Vec::new();
    for name in stones.split_whitespace() {
        let point = topology.point(name).ok_or_else(|| {
            format!(
                "{} is not a {} of the board",
                medusa_rules::text_record::quote(name),
                topology.point_word()
            )
        })?;
        points.push(point);
    }
    let saved = game.clone();
    game.conclude_with_dead(&points).map_err(|error| {
        let message = error.describe(topology);
        *game = saved;
        message
    })?;
    Ok(())
}
