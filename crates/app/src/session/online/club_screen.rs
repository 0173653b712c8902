//! The club screen: a screen on a club's wall that follows a server's live games by itself
//! (or those of one club event). It follows the lobby's list of the games being played and
//! watches one at a time: each in turn for a while, at once a game where a move just took
//! pieces, and always the game pinned. A finished game's result stays a while before the next
//! game. Following an event, it reads the event every few seconds, shows only the boards of
//! its round being played, and between rounds the standings. Nothing waits for a frame: the
//! screen asks for one when its next change is due.

use std::time::Duration;

use bevy::prelude::*;
use medusa_locale::Phrase;

use super::super::notices::Notices;
use super::super::screen::Screen;
use super::super::wake::Wake;
use super::lobby::{GameStruck, Lobby, LobbyAct};
use super::{GoOnline, Online, RoomRequest};
use crate::session::GameSystems;
use medusa_online::{EventInfo, LobbyGame, RoomCode};

/// How long each game is shown in turn, in seconds.
pub const SHOW_EACH_FOR: f64 = 45.0;
/// How long a game is shown at least before a capture elsewhere takes the screen.
pub const SHOWN_AT_LEAST: f64 = 8.0;
/// How long a capture elsewhere still calls the screen after it was told.
pub const CAPTURE_CALLS_FOR: f64 = 20.0;
/// How long a finished game's result stays on the screen.
pub const RESULT_STAYS_FOR: f64 = 12.0;
/// How often an event followed is read again, in seconds.
pub const EVENT_READ_EVERY: f64 = 10.0;

/// Open the club screen of the server at `server` (its page or WebSocket address), showing
/// the game `pinned` whenever it is given, or following the games of the club event `event`.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct OpenClubScreen {
    pub server: String,
    pub pinned: Option<RoomCode>,
    pub event: Option<u64>,
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
    /// The club event whose games the screen follows (none: every live game).
    pub event: Option<u64>,
    /// Following an event: no board of it is being played, and the screen shows its
    /// standings.
    pub between_rounds: bool,
    /// When the event was last asked for (real seconds).
    event_asked: Option<f64>,
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
            event: None,
            between_rounds: false,
            event_asked: None,
            shown: None,
            struck: None,
            switches: 0,
        }
    }

    /// The game shown, if any.
    pub fn shown(&self) -> Option<RoomCode> {
        self.shown.map(|shown| shown.code)
    }

    /// What the screen shows, as the web page is told it: `standings ROUND RESULTS/BOARDS`
    /// between an event's rounds (read as `event`: its latest round, and how many of its
    /// boards have their result), `pinned CODE`, `showing CODE`, or `waiting` for a live
    /// game.
    pub fn describe(&self, event: Option<&EventInfo>) -> String {
        match (self.between_rounds, self.pinned, self.shown()) {
            (true, _, _) => {
                let round = event.and_then(|event| event.played.last());
                let (number, done, boards) = round.map_or((0, 0, 0), |round| {
                    let done = round.boards.iter().filter(|b| b.result.is_some()).count();
                    (round.round, done, round.boards.len())
                });
                format!("standings {number} {done}/{boards}")
            }
            (false, Some(code), _) => format!("pinned {code}"),
            (false, None, Some(code)) => format!("showing {code}"),
            (false, None, None) => "waiting".to_string(),
        }
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

    /// A club screen that follows the games of the event `id`.
    pub fn following_event(mut self, id: u64) -> ClubScreen {
        self.event = Some(id);
        self
    }

    /// Whether the event followed is to be read again at `now` (at once, then every
    /// [`EVENT_READ_EVERY`]); it counts as asked.
    pub fn event_due(&mut self, now: f64) -> Option<u64> {
        let id = self.event?;
        let due = self
            .event_asked
            .is_none_or(|asked| now - asked >= EVENT_READ_EVERY);
        due.then(|| {
            self.event_asked = Some(now);
            id
        })
    }

    /// The games the screen chooses among: every live game, or those of the event followed,
    /// read as `event` (none before it is read).
    pub fn choosable(&self, games: &[LobbyGame], event: Option<&EventInfo>) -> Vec<LobbyGame> {
        let Some(id) = self.event else {
            return games.to_vec();
        };
        let rooms = event
            .filter(|event| event.id == id)
            .map(round_rooms)
            .unwrap_or_default();
        games
            .iter()
            .filter(|game| rooms.contains(&game.code))
            .cloned()
            .collect()
    }

    /// When the screen may change next without news (seconds from `now`): the game shown's
    /// time, its result's, a capture waiting for the game shown's least time, or the event's
    /// next reading. A time already passed is none: what it allowed was looked at in this
    /// frame (a game alone stays on the screen), and news wakes the screen by itself.
    pub fn next_due(&self, now: f64) -> Option<f64> {
        let event = self
            .event_asked
            .filter(|_| self.event.is_some())
            .map(|asked| asked + EVENT_READ_EVERY);
        let mut times = vec![];
        if let Some(shown) = self.shown.filter(|_| self.pinned.is_none()) {
            times.push(shown.since + SHOW_EACH_FOR);
            times.extend(shown.gone_since.map(|gone| gone + RESULT_STAYS_FOR));
            if self.struck.is_some() {
                times.push(shown.since + SHOWN_AT_LEAST);
            }
        }
        times.extend(event);
        times
            .into_iter()
            .filter(|&due| due > now)
            .min_by(f64::total_cmp)
            .map(|due| due - now)
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

/// The rooms of the boards of `event`'s latest round still being played.
pub fn round_rooms(event: &EventInfo) -> Vec<RoomCode> {
    event
        .played
        .last()
        .map(|round| {
            round
                .boards
                .iter()
                .filter(|board| board.result.is_none())
                .filter_map(|board| board.code)
                .collect()
        })
        .unwrap_or_default()
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

/// What a club screen's link names: the server, if any, and the game pinned or the event
/// followed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClubScreenLink {
    pub server: Option<String>,
    pub pinned: Option<RoomCode>,
    pub event: Option<u64>,
}

/// A club screen's link: `http://HOST:PORT/#tv`, with a pinned game `#tv=CODE`, following
/// the club event 3 `#tv=event-3`, or the fragment alone. `None` when the text is no club
/// screen's link; an error when its code or number cannot be read.
pub fn club_screen_link(link: &str) -> Option<Result<ClubScreenLink, String>> {
    let link = link.trim();
    let (server, fragment) = match link.split_once('#') {
        Some((server, fragment)) => (server.trim_end_matches('/'), fragment),
        None => ("", link),
    };
    let server = (!server.is_empty()).then(|| server.to_string());
    let mut read = ClubScreenLink {
        server,
        pinned: None,
        event: None,
    };
    match fragment.split_once('=') {
        None if fragment == "tv" => {}
        Some(("tv", what)) => match what.strip_prefix("event-") {
            Some(number) => match number.parse::<u64>() {
                Ok(id) => read.event = Some(id),
                Err(_) => return Some(Err(format!("{number:?} is no event's number"))),
            },
            None => match RoomCode::parse(what) {
                Ok(code) => read.pinned = Some(code),
                Err(why) => return Some(Err(why)),
            },
        },
        _ => return None,
    }
    Some(Ok(read))
}

/// Puts the club screen up: the lobby followed, the pinned game watched at once.
fn open(
    mut opens: MessageReader<OpenClubScreen>,
    mut commands: Commands,
    mut lobby: MessageWriter<LobbyAct>,
    mut online: ResMut<Online>,
    mut next_screen: Option<ResMut<NextState<Screen>>>,
) {
    for OpenClubScreen {
        server,
        pinned,
        event,
    } in opens.read()
    {
        let club = ClubScreen::new(server, *pinned);
        commands.insert_resource(match event {
            Some(id) => club.following_event(*id),
            None => club,
        });
        lobby.write(LobbyAct::Open(server.clone()));
        // The screen starts with no room: the first game chosen is entered.
        online.0 = None;
        if let Some(next_screen) = &mut next_screen {
            next_screen.set(Screen::Club);
        }
    }
}

/// Where the club screen's choices go: the room to watch, the event to read, the next frame.
#[derive(bevy::ecs::system::SystemParam)]
struct ClubOutlets<'w> {
    go: MessageWriter<'w, GoOnline>,
    lobby: MessageWriter<'w, LobbyAct>,
    wake: MessageWriter<'w, Wake>,
}

/// Turns the screen to the game it should show, reads the event it follows when that is due,
/// and asks for a frame when its next change is due.
fn follow_live_games(
    mut screen: ResMut<ClubScreen>,
    lobby: Res<Lobby>,
    online: Res<Online>,
    mut struck: MessageReader<GameStruck>,
    time: Res<Time<Real>>,
    mut out: ClubOutlets,
) {
    let now = time.elapsed_secs_f64();
    // Looked at every frame of the club screen; changed only when what it shows changes.
    let between_before = screen.between_rounds;
    let club = screen.bypass_change_detection();
    for GameStruck { code, taken } in struck.read() {
        club.struck(*code, *taken, now);
    }
    if let Some(code) = online.0.as_ref().and_then(|room| room.code()) {
        club.followed_to(code);
    }
    let link = lobby.0.as_ref();
    let games = link.map_or(&[][..], |link| &link.games[..]);
    let event = link.and_then(|link| link.event.as_ref());
    let games = club.choosable(games, event);
    club.between_rounds = club.event.is_some() && event.is_some() && games.is_empty();
    // The round's last game just ended: the event is read again for its results.
    if club.between_rounds && !between_before {
        club.event_asked = None;
    }
    if link.is_some_and(|link| link.link == super::Link::Connected)
        && let Some(id) = club.event_due(now)
    {
        out.lobby.write(LobbyAct::ReadEvent(id));
    }
    let turned = club.turn_to(&games, now);
    if let Some(code) = turned {
        out.go.write(GoOnline {
            server: club.server.clone(),
            request: RoomRequest::Watch(code),
        });
    }
    if let Some(due) = club.next_due(now) {
        out.wake.write(Wake::After(Duration::from_secs_f64(due)));
    }
    if turned.is_some() || club.between_rounds != between_before {
        screen.set_changed();
        out.wake.write(Wake::Now);
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
    use medusa_online::{BoardResult, EventBoard, EventKind, EventRound, EventStage};
    use medusa_rules::GameOptions;

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
        // One game alone stays, and the screen asks for no frame until news comes.
        let mut alone = ClubScreen::new("http://club.test", None);
        assert_eq!(alone.turn_to(&games[..1], 0.0), Some(code("BCDFGH")));
        assert_eq!(alone.turn_to(&games[..1], 10.0 * SHOW_EACH_FOR), None);
        assert_eq!(alone.next_due(10.0 * SHOW_EACH_FOR), None);
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

    /// Event 3 in its second round: board 1 (BCDFGH) over, board 2 (JKLMNP) being played.
    fn event_in_round_two() -> EventInfo {
        let board = |board, text: &str, result| EventBoard {
            board,
            first: "Ann".into(),
            second: "Bob".into(),
            code: Some(code(text)),
            result,
            entered: false,
            forfeit: false,
        };
        EventInfo {
            id: 3,
            name: "Friday evening".into(),
            game: "medea".into(),
            options: GameOptions::new(),
            clock: None,
            kind: EventKind::Swiss,
            rounds: 3,
            organiser: "Olga".into(),
            stage: EventStage::Playing,
            players: vec!["Ann".into(), "Bob".into()],
            played: vec![
                EventRound {
                    round: 1,
                    boards: vec![board(1, "QRSTVW", None)],
                    bye: None,
                    absent: vec![],
                },
                EventRound {
                    round: 2,
                    boards: vec![
                        board(1, "BCDFGH", Some(BoardResult::First)),
                        board(2, "JKLMNP", None),
                    ],
                    bye: None,
                    absent: vec![],
                },
            ],
            absent_next: vec![],
            standings: vec![],
        }
    }

    #[test]
    fn following_an_event_it_chooses_among_its_rounds_games_and_reads_it_in_time() {
        let games = [live("BCDFGH", 5), live("JKLMNP", 0), live("QRSTVW", 9)];
        let mut club = ClubScreen::new("http://club.test", None).following_event(3);
        let event = event_in_round_two();
        // Before the event is read, nothing is chosen.
        assert!(club.choosable(&games, None).is_empty());
        // The latest round's board without a result; another event's reading counts for none.
        let codes = |chosen: Vec<LobbyGame>| chosen.iter().map(|g| g.code).collect::<Vec<_>>();
        assert_eq!(
            codes(club.choosable(&games, Some(&event))),
            [code("JKLMNP")]
        );
        let other = EventInfo {
            id: 4,
            ..event.clone()
        };
        assert!(club.choosable(&games, Some(&other)).is_empty());
        assert_eq!(round_rooms(&event), [code("JKLMNP")]);
        // Read at once, then every few seconds; the reading is the next thing due.
        assert_eq!(club.event_due(1.0), Some(3));
        assert_eq!(club.event_due(2.0), None);
        assert_eq!(club.next_due(2.0), Some(EVENT_READ_EVERY - 1.0));
        assert_eq!(club.event_due(1.0 + EVENT_READ_EVERY), Some(3));
        // Every live game, without an event.
        let all = ClubScreen::new("http://club.test", None);
        assert_eq!(all.choosable(&games, Some(&event)).len(), 3);
        // What the page is told.
        assert_eq!(club.describe(Some(&event)), "waiting");
        club.between_rounds = true;
        assert_eq!(club.describe(Some(&event)), "standings 2 1/2");
        club.between_rounds = false;
        club.turn_to(&games[..2], 20.0);
        assert_eq!(club.describe(Some(&event)), "showing BCDFGH");
    }

    #[test]
    fn the_club_screens_link_is_read() {
        assert_eq!(
            club_screen_link("http://club.example:8080/#tv"),
            Some(Ok(ClubScreenLink {
                server: Some("http://club.example:8080".into()),
                pinned: None,
                event: None
            }))
        );
        assert_eq!(
            club_screen_link("tv=BCDFGH"),
            Some(Ok(ClubScreenLink {
                server: None,
                pinned: Some(code("BCDFGH")),
                event: None
            }))
        );
        assert_eq!(
            club_screen_link("#tv=event-3"),
            Some(Ok(ClubScreenLink {
                server: None,
                pinned: None,
                event: Some(3)
            }))
        );
        assert!(club_screen_link("#tv=B1").is_some_and(|read| read.is_err()));
        assert_eq!(
            club_screen_link("tv=event-x"),
            Some(Err("\"x\" is no event's number".to_string()))
        );
        assert_eq!(club_screen_link("watch=BCDFGH"), None);
        assert_eq!(club_screen_link("medea"), None);
    }
}
