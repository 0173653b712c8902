//! How the match on the screen follows the room on the server: the room's moves are the
//! truth, and the match is brought to them by the smallest step that shows what happened.

/// What to do to bring the match to the room.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FollowStep {
    /// Nothing: the match shows the room's game.
    Nothing,
    /// The match is one move ahead with the player's own move, which the room has not yet
    /// acknowledged: it is sent (again, after a reconnection) as the move after `played`.
    Send { played: usize, notation: String },
    /// The room has one move more, the opponent's: it is played on the board, animated.
    Play(String),
    /// Anything else (a reconnection after several moves, a move taken back, a refused move,
    /// a resignation or agreement): the match jumps to the room's game.
    Jump,
}

/// Where the room stands, as the match follows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoomSide<'a> {
    /// The room's moves.
    pub moves: &'a [String],
    /// The room's game is over.
    pub over: bool,
    /// The seat to move in the room's game.
    pub to_move: usize,
    /// The number of moves when the match last showed the room's game: a room with fewer
    /// than that has taken a move back.
    pub level_at: Option<usize>,
}

/// The step from the match (its completed moves `local`, whether a turn of it is half made)
/// to the room, for a screen that plays `own_seat` (none: it watches).
pub fn follow_step(
    local: &[String],
    turn_in_progress: bool,
    room: RoomSide,
    own_seat: Option<usize>,
) -> FollowStep {
    let RoomSide {
        moves: room,
        over: room_over,
        to_move: room_to_move,
        level_at,
    } = room;
    if local == room {
        return FollowStep::Nothing;
    }
    // A move of mine the room has not had yet; not one it had and took back.
    if let Some((last, before)) = local.split_last()
        && before == room
        && !room_over
        && own_seat == Some(room_to_move)
        && level_at == Some(room.len())
    {
        return FollowStep::Send {
            played: room.len(),
            notation: last.clone(),
        };
    }
    if let Some((last, before)) = room.split_last()
        && before == local
        && !turn_in_progress
    {
        return FollowStep::Play(last.clone());
    }
    FollowStep::Jump
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &[&str]) -> Vec<String> {
        list.iter().map(|m| m.to_string()).collect()
    }

    /// The room at `moves`, not over, White (0) to move, last level with the match at
    /// `level_at` moves.
    fn room(moves: &[String], level_at: usize) -> RoomSide<'_> {
        RoomSide {
            moves,
            over: false,
            to_move: 0,
            level_at: Some(level_at),
        }
    }

    #[test]
    fn the_match_follows_the_room_by_the_smallest_step() {
        let now = moves(&["c3-d4", "f6-e5"]);
        // Level: nothing to do.
        assert_eq!(
            follow_step(&now, false, room(&now, 2), Some(0)),
            FollowStep::Nothing
        );
        // One move of mine ahead: it is sent as the third move.
        let mine = moves(&["c3-d4", "f6-e5", "e3-f4"]);
        assert_eq!(
            follow_step(&mine, false, room(&now, 2), Some(0)),
            FollowStep::Send {
                played: 2,
                notation: "e3-f4".into()
            }
        );
        // One move ahead that is not mine to make (a watcher, the other seat): jump back.
        assert_eq!(
            follow_step(&mine, false, room(&now, 2), Some(1)),
            FollowStep::Jump
        );
        assert_eq!(
            follow_step(&mine, false, room(&now, 2), None),
            FollowStep::Jump
        );
        // Nor once the room's game is over.
        let over = RoomSide {
            over: true,
            ..room(&now, 2)
        };
        assert_eq!(follow_step(&mine, false, over, Some(0)), FollowStep::Jump);
        // Nor when the room had that move and took it back: the board goes back too.
        assert_eq!(
            follow_step(&mine, false, room(&now, 3), Some(0)),
            FollowStep::Jump
        );
        // The opponent's one new move is played, unless a turn of mine is half made.
        let behind = moves(&["c3-d4"]);
        assert_eq!(
            follow_step(&behind, false, room(&now, 1), Some(0)),
            FollowStep::Play("f6-e5".into())
        );
        assert_eq!(
            follow_step(&behind, true, room(&now, 1), Some(0)),
            FollowStep::Jump
        );
        // Two moves behind (back after a lost connection), or another line: jump.
        assert_eq!(
            follow_step(&[], false, room(&now, 0), Some(0)),
            FollowStep::Jump
        );
        let other = moves(&["c3-d4", "h6-g5"]);
        assert_eq!(
            follow_step(&other, false, room(&now, 2), Some(0)),
            FollowStep::Jump
        );
    }
}
