//! The club screen: a screen on a club's wall that follows a server's live games by itself.
//! It follows the lobby's list of the games being played and watches one at a time: each in
//! turn for a while, at once a game where a move just took pieces, and always the game
//! pinned. A finished game's result stays a while before the next game. Nothing waits for a
//! frame: the screen asks for one when its next change is due.

use std::time::Duration;

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::super::notices::Notices;
use super::super::screen::Screen;
use super::super::wake::Wake;
use super::lobby::{GameStruck, Lobby, LobbyAct};
use super::{GoOnline, Online, RoomRequest};
use crate::session::GameSystems;
use medusa_online::{LobbyGame, RoomCode};

/// How long each game is shown in turn, in seconds.
pub const SHOW_EACH_FOR: f64 = 45.0;
/// How long a game is shown at least before a capture elsewhere takes the screen.
pub const SHOWN_AT_LEAST: f64 = 8.0;
/// How long a capture elsewhere still calls the screen after it was told.
pub const CAPTURE_CALLS_FOR: f64 = 20.0;
/// How long a finished game's result stays on the screen.
pub const RESULT_STAYS_FOR: f64 = 12.0;

/// Open the club screen of the server at `server` (its page or WebSocket address), showing
/// the game `pinned` whenever it is given.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct OpenClubScreen {
    pub server: String,
    pub pinned: Option<RoomCode>,
}

/// What the player asks of the club screen: pin the game shown (or unpin it), the next game
/// now, or leave.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClubScreenAct {
    Pin,
    Next,
    Leave,
}

/// The game on the club screen, and since when (real seconds); once it left the lobby's list
/// (it ended), since when.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Shown {
    code: RoomCode,
    since: f64,
    gone_since: Option<f64>,
}

/// The club screen, while it is up.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct ClubScreen {
    /// The server's page or WebSocket address.
    pub server: String,
    /// The game shown whenever it is, until it is unpinned.
    pub pinned: Option<RoomCode>,
    shown: Option<Shown>,
    /// The latest capture in a game not shown: its code, the pieces taken, and when it was
    /// told (real seconds).
    struck: Option<(RoomCode, usize, f64)>,
    /// How many times the screen turned to another game.
    pub switches: u64,
}

impl ClubScreen {
    pub fn new(server: &str, pinned: Option<RoomCode>) -> ClubScreen {
        ClubScreen {
            server: server.to_string(),
            pinned,
            shown: None,
            struck: None,
            switches: 0,
        }
    }

    /// The game shown, if any.
    pub fn shown(&self) -> Option<RoomCode> {
        self.shown.map(|shown| shown.code)
    }

    /// A move in `code` took `taken` pieces, told at `now`: the biggest fresh capture of a
    /// game not shown is kept.
    pub fn struck(&mut self, code: RoomCode, taken: usize, now: f64) {
        if self.shown() == Some(code) {
            return;
        }
        let keep = match self.struck {
            Some((_, before, at)) => now - at > CAPTURE_CALLS_FOR || taken >= before,
            None => true,
        };
        if keep {
            self.struck = Some((code, taken, now));
        }
    }

    /// The room the screen shows is now `code` (a rematch that the room followed): it is
    /// shown on from when the game before it was.
    pub fn followed_to(&mut self, code: RoomCode) {
        if let Some(shown) = &mut self.shown
            && shown.code != code
        {
            shown.code = code;
            shown.gone_since = None;
        }
    }

    /// The game to turn to at `now`, among the live `games`, if the screen should change:
    /// the game pinned; a game where a move just took pieces, once the game shown has been
    /// shown a while; the next game in turn, once the game shown has had its time or its
    /// result has been shown; the most watched game when none is shown.
    pub fn turn_to(&mut self, games: &[LobbyGame], now: f64) -> Option<RoomCode> {
        let listed = |code: RoomCode| games.iter().any(|game| game.code == code);
        if let Some(pinned) = self.pinned {
            return (self.shown() != Some(pinned)).then(|| self.show(pinned, now));
        }
        let Some(shown) = &mut self.shown else {
            let first = games
                .iter()
                .max_by_key(|game| (game.watchers, std::cmp::Reverse(game.code.as_str())))?;
            return Some(self.show(first.code, now));
        };
        if listed(shown.code) {
            shown.gone_since = None;
        } else if shown.gone_since.is_none() {
            shown.gone_since = Some(now);
        }
        let shown = *shown;
        if now - shown.since < SHOWN_AT_LEAST {
            return None;
        }
        if let Some((code, _, at)) = self.struck.take()
            && now - at <= CAPTURE_CALLS_FOR
            && listed(code)
        {
            return Some(self.show(code, now));
        }
        let over = shown
            .gone_since
            .is_some_and(|gone| now - gone >= RESULT_STAYS_FOR);
        if !over && now - shown.since < SHOW_EACH_FOR {
            return None;
        }
        let next = next_in_turn(games, shown.code)?;
        Some(self.show(next, now))
    }

    /// When the screen may change next without news (seconds from `now`): the game shown's
    /// time, its result's, or a capture waiting for the game shown's least time.
    pub fn next_due(&self, now: f64) -> Option<f64> {
        let shown = self.shown?;
        if self.pinned.is_some() {
            return None;
        }
        let mut due = shown.since + SHOW_EACH_FOR;
        if let Some(gone) = shown.gone_since {
            due = due.min(gone + RESULT_STAYS_FOR);
        }
        if self.struck.is_some() {
            due = due.min(shown.since + SHOWN_AT_LEAST);
        }
        Some((due - now).max(0.0))
    }

    /// Pins the game shown, or unpins the game pinned.
    pub fn toggle_pin(&mut self) {
        self.pinned = match self.pinned {
            Some(_) => None,
            None => self.shown(),
        };
    }

    /// The next game in turn, now (the pin let go).
    pub fn skip(&mut self, games: &[LobbyGame], now: f64) -> Option<RoomCode> {
        self.pinned = None;
        let next = match self.shown() {
            Some(shown) => next_in_turn(games, shown)?,
            None => games.first()?.code,
        };
        Some(self.show(next, now))
    }

    fn show(&mut self, code: RoomCode, now: f64) -> RoomCode {
        if self.struck.is_some_and(|(struck, _, _)| struck == code) {
            self.struck = None;
        }
        self.shown = Some(Shown {
            code,
            since: now,
            gone_since: None,
        });
        self.switches += 1;
        code
    }
}

/// The game after `code` among `games` in the order of their codes, round to the first; none
/// when there is no other.
fn next_in_turn(games: &[LobbyGame], code: RoomCode) -> Option<RoomCode> {
    let mut codes: Vec<RoomCode> = games
        .iter()
        .map(|game| game.code)
        .filter(|&other| other != code)
        .collect();
    codes.sort_by(|a, b| a.as_str().cmp(b.as_str()));
    codes
        .iter()
        .find(|other| other.as_str() > code.as_str())
        .or(codes.first())
        .copied()
}

/// What a club screen's link names: the server, if any, and the game pinned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClubScreenLink {
    pub server: Option<String>,
    pub pinned: Option<RoomCode>,
}

/// A club screen's link: `http://HOST:PORT/#tv`, with a pinned game `#tv=CODE`, or the
/// fragment alone. `None` when the text is no club screen's link; an error when its code
/// cannot be read.
pub fn club_screen_link(link: &str) -> Option<Result<ClubScreenLink, String>> {
    let link = link.trim();
    let (server, fragment) = match link.split_once('#') {
        Some((server, fragment)) => (server.trim_end_matches('/'), fragment),
        None => ("", link),
    };
    let server = (!server.is_empty()).then(|| server.to_string());
    let pinned = match fragment.split_once('=') {
        None if fragment == "tv" => None,
        Some(("tv", code)) => match RoomCode::parse(code) {
            Ok(code) => Some(code),
            Err(why) => return Some(Err(why)),
        },
        _ => return None,
    };
    Some(Ok(ClubScreenLink { server, pinned }))
}

/// Puts the club screen up: the lobby followed, the pinned game watched at once.
fn open(
    mut opens: MessageReader<OpenClubScreen>,
    mut commands: Commands,
    mut lobby: MessageWriter<LobbyAct>,
    mut online: ResMut<Online>,
    mut next_screen: Option<ResMut<NextState<Screen>>>,
) {
    for OpenClubScreen { server, pinned } in opens.read() {
        commands.insert_resource(ClubScreen::new(server, *pinned));
        lobby.write(LobbyAct::Open(server.clone()));
        // The screen starts with no room: the first game chosen is entered.
        online.0 = None;
        if let Some(next_screen) = &mut next_screen {
            next_screen.set(Screen::Club);
        }
    }
}

/// Turns the screen to the game it should show, and asks for a frame when its next change is
/// due.
fn follow_live_games(
    mut club: ResMut<ClubScreen>,
    lobby: Res<Lobby>,
    online: Res<Online>,
    mut struck: MessageReader<GameStruck>,
    time: Res<Time<Real>>,
    mut go: MessageWriter<GoOnline>,
    mut wake: MessageWriter<Wake>,
) {
    let now = time.elapsed_secs_f64();
    // Looked at every frame of the club screen; changed only when it turns.
    let club = club.bypass_change_detection();
    for GameStruck { code, taken } in struck.read() {
        club.struck(*code, *taken, now);
    }
    if let Some(code) = online.0.as_ref().and_then(|room| room.code()) {
        club.followed_to(code);
    }
    let games = lobby.0.as_ref().map_or(&[][..], |link| &link.games[..]);
    if let Some(code) = club.turn_to(games, now) {
        go.write(GoOnline {
            server: club.server.clone(),
            request: RoomRequest::Watch(code),
        });
    }
    if let Some(due) = club.next_due(now) {
        wake.write(Wake::After(Duration::from_secs_f64(due)));
    }
}

/// Pins the game shown or lets it go, or turns to the next game, as the player asks.
fn act(
    mut acts: MessageReader<ClubScreenAct>,
    mut club: ResMut<ClubScreen>,
    lobby: Res<Lobby>,
    time: Res<Time<Real>>,
    mut go: MessageWriter<GoOnline>,
    mut notices: ResMut<Notices>,
) {
    let now = time.elapsed_secs_f64();
    for act in acts.read() {
        match act {
            ClubScreenAct::Pin => {
                club.toggle_pin();
                let phrase = match club.pinned {
                    Some(code) => Phrase::new("club-pinned").with("code", code.to_string()),
                    None => Phrase::new("club-unpinned"),
                };
                notices.push(phrase);
            }
            ClubScreenAct::Next => {
                let games = lobby.0.as_ref().map_or(&[][..], |link| &link.games[..]);
                if let Some(code) = club.skip(games, now) {
                    go.write(GoOnline {
                        server: club.server.clone(),
                        request: RoomRequest::Watch(code),
                    });
                }
            }
            ClubScreenAct::Leave => {}
        }
    }
}

/// Takes the club screen down when the player asks: back to the title screen, out of the
/// room shown.
fn leave(
    mut acts: MessageReader<ClubScreenAct>,
    mut commands: Commands,
    mut online: ResMut<Online>,
    mut next_screen: Option<ResMut<NextState<Screen>>>,
) {
    if acts.read().any(|act| *act == ClubScreenAct::Leave) {
        commands.remove_resource::<ClubScreen>();
        online.0 = None;
        if let Some(next_screen) = &mut next_screen {
            next_screen.set(Screen::Title);
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<OpenClubScreen>()
        .add_message::<ClubScreenAct>()
        .add_systems(
            Update,
            (
                open.run_if(on_message::<OpenClubScreen>),
                (act, leave)
                    .chain()
                    .run_if(resource_exists::<ClubScreen>.and_then(on_message::<ClubScreenAct>)),
                follow_live_games.run_if(resource_exists::<ClubScreen>),
            )
                .chain()
                .in_set(GameSystems::Input),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(text: &str) -> RoomCode {
        RoomCode::parse(text).expect("a code")
    }

    fn live(text: &str, watchers: usize) -> LobbyGame {
        LobbyGame {
            code: code(text),
            game: "medea".into(),
            players: [Some("Ann".into()), Some("Bob".into())],
            moves: 4,
            watchers,
        }
    }

    #[test]
    fn the_most_watched_game_comes_first_and_each_has_its_turn() {
        let games = [live("BCDFGH", 0), live("JKLMNP", 2), live("QRSTVW", 1)];
        let mut club = ClubScreen::new("http://club.test", None);
        assert_eq!(club.turn_to(&[], 0.0), None, "no live game, nothing shown");
        assert_eq!(club.turn_to(&games, 1.0), Some(code("JKLMNP")));
        assert_eq!(club.next_due(1.0), Some(SHOW_EACH_FOR));
        assert_eq!(club.turn_to(&games, 1.0 + SHOW_EACH_FOR - 0.5), None);
        assert_eq!(
            club.turn_to(&games, 1.0 + SHOW_EACH_FOR),
            Some(code("QRSTVW"))
        );
        // After the last code, round to the first.
        assert_eq!(
            club.turn_to(&games, 1.0 + 2.0 * SHOW_EACH_FOR),
            Some(code("BCDFGH"))
        );
        assert_eq!(club.switches, 3);
        // One game alone stays.
        let mut alone = ClubScreen::new("http://club.test", None);
        assert_eq!(alone.turn_to(&games[..1], 0.0), Some(code("BCDFGH")));
        assert_eq!(alone.turn_to(&games[..1], 10.0 * SHOW_EACH_FOR), None);
    }

    #[test]
    fn a_capture_elsewhere_takes_the_screen_once_the_game_shown_had_its_least_time() {
        let games = [live("BCDFGH", 1), live("JKLMNP", 0), live("QRSTVW", 0)];
        let mut club = ClubScreen::new("http://club.test", None);
        assert_eq!(club.turn_to(&games, 0.0), Some(code("BCDFGH")));
        // A capture in the game shown is no reason to turn.
        club.struck(code("BCDFGH"), 5, 1.0);
        // Two captures elsewhere: the bigger is kept.
        club.struck(code("QRSTVW"), 1, 2.0);
        club.struck(code("JKLMNP"), 3, 2.5);
        club.struck(code("QRSTVW"), 2, 3.0);
        assert_eq!(club.turn_to(&games, 3.0), None, "not before its least time");
        assert_eq!(club.next_due(3.0), Some(SHOWN_AT_LEAST - 3.0));
        assert_eq!(club.turn_to(&games, SHOWN_AT_LEAST), Some(code("JKLMNP")));
        // A capture told too long ago calls no more.
        club.struck(code("QRSTVW"), 4, 10.0);
        assert_eq!(club.turn_to(&games, 10.0 + CAPTURE_CALLS_FOR + 1.0), None);
        // A capture in a game that ended meanwhile calls no more.
        club.struck(code("QRSTVW"), 4, 40.0);
        assert_eq!(club.turn_to(&games[..2], 41.0), None);
    }

    #[test]
    fn a_finished_games_result_stays_a_while_and_a_pinned_game_stays() {
        let games = [live("BCDFGH", 1), live("JKLMNP", 0)];
        let mut club = ClubScreen::new("http://club.test", None);
        assert_eq!(club.turn_to(&games, 0.0), Some(code("BCDFGH")));
        // BCDFGH ends at 20 s: its result is shown for a while.
        assert_eq!(club.turn_to(&games[1..], 20.0), None);
        assert_eq!(club.next_due(20.0), Some(RESULT_STAYS_FOR));
        assert_eq!(
            club.turn_to(&games[1..], 20.0 + RESULT_STAYS_FOR - 1.0),
            None
        );
        assert_eq!(
            club.turn_to(&games[1..], 20.0 + RESULT_STAYS_FOR),
            Some(code("JKLMNP"))
        );
        // Pinned: shown whatever happens elsewhere, and at once.
        let mut pinned = ClubScreen::new("http://club.test", Some(code("BCDFGH")));
        assert_eq!(pinned.turn_to(&[], 0.0), Some(code("BCDFGH")));
        pinned.struck(code("JKLMNP"), 9, 1.0);
        assert_eq!(pinned.turn_to(&games, 100.0), None);
        assert_eq!(pinned.next_due(100.0), None);
        // Unpinned, and pinned again: the game shown.
        pinned.toggle_pin();
        assert_eq!(pinned.pinned, None);
        pinned.toggle_pin();
        assert_eq!(pinned.pinned, Some(code("BCDFGH")));
        // The next game now lets the pin go.
        assert_eq!(pinned.skip(&games, 101.0), Some(code("JKLMNP")));
        assert_eq!(pinned.pinned, None);
    }

    #[test]
    fn a_rematch_followed_by_the_room_is_shown_on() {
        let games = [live("BCDFGH", 1), live("JKLMNP", 0)];
        let mut club = ClubScreen::new("http://club.test", None);
        assert_eq!(club.turn_to(&games, 0.0), Some(code("BCDFGH")));
        club.followed_to(code("QRSTVW"));
        assert_eq!(club.shown(), Some(code("QRSTVW")));
        let rematch = [live("JKLMNP", 0), live("QRSTVW", 2)];
        assert_eq!(club.turn_to(&rematch, 10.0), None);
        assert_eq!(club.turn_to(&rematch, SHOW_EACH_FOR), Some(code("JKLMNP")));
    }

    #[test]
    fn the_club_screens_link_is_read() {
        assert_eq!(
            club_screen_link("http://club.example:8080/#tv"),
            Some(Ok(ClubScreenLink {
                server: Some("http://club.example:8080".into()),
                pinned: None
            }))
        );
        assert_eq!(
            club_screen_link("tv=BCDFGH"),
            Some(Ok(ClubScreenLink {
                server: None,
                pinned: Some(code("BCDFGH"))
            }))
        );
        assert!(club_screen_link("#tv=B1").is_some_and(|read| read.is_err()));
        assert_eq!(club_screen_link("watch=BCDFGH"), None);
        assert_eq!(club_screen_link("medea"), None);
    }
}
