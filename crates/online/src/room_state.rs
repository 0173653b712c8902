//! A room as its events have made it: the game, who sits where, the offers and requests
//! standing, the clock, and how the game ended. [`RoomState::apply`] plays a stored event, the
//! one way a room changes: the server keeps each room's state so (live, and when it rebuilds a
//! room from its log), and a client follows a room with the very same code from the events it
//! is sent. No I/O and no clock of its own: the times are the events'.

use medusa_rules::contract::GameOptions;
use medusa_rules::dyn_game::{DynGame, DynRecord, RESULT, TERMINATION};
use medusa_rules::registry::GameEntry;
use medusa_rules::{GAMES, Registry};

use super::{ClockSpec, RatingChange, RoomCode, RoomEvent};

/// An event as the log keeps it: its number in the room (the first is 1) and when it happened
/// (the server's time, ms).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredEvent {
    pub seq: u64,
    pub at_ms: u64,
    pub event: RoomEvent,
}

/// The other seat.
pub fn other_seat(seat: usize) -> usize {
    1 - seat.min(1)
}

/// The clock of a game with one: the time each side has left when its turn began, and when
/// the running side's turn began.
#[derive(Clone, Copy, Debug)]
struct Clock {
    left: [u64; 2],
    since_ms: u64,
}

/// A room's game and everything its events say besides.
#[derive(Debug)]
pub struct RoomState {
    entry: &'static GameEntry,
    /// The seat that moves first.
    first: usize,
    game: Box<dyn DynGame>,
    events: Vec<StoredEvent>,
    seated: [bool; 2],
    /// The names of the players who took the seats, where they had one.
    players: [Option<String>; 2],
    draw_offer: Option<usize>,
    undo_request: Option<usize>,
    dead_proposal: Option<(usize, String)>,
    /// The offers, requests and proposals each seat has made.
    requests: [usize; 2],
    clock: Option<Clock>,
    /// A resignation the game's core did not record (the resigning side was not to move), or
    /// an ending of the room's own (a flag, a claim, an agreed draw in a game without one):
    /// written into the record's headers.
    termination: Option<String>,
    result: Option<String>,
    /// A rated game's changes to the players' ratings, once told.
    rated: Option<[RatingChange; 2]>,
    /// The seat that offered a rematch, until it was accepted.
    rematch_offer: Option<usize>,
    /// The rematch's room, once one was agreed.
    rematch: Option<RoomCode>,
    /// The lines each seat has said in the chat.
    chat_lines: [usize; 2],
    /// Whether a seat turned the chat off.
    chat_off: bool,
    /// Until when each seat's player is on vacation (ms), as its last vacation said: its
    /// clock does not run before then.
    vacation: [Option<u64>; 2],
    /// When the side to move's turn began (ms): the second seat taken, the last move, or the
    /// last move taken back.
    turn_since_ms: u64,
}

impl RoomState {
    /// A room of the game `game` names, set up with `options`, before any event; the game's
    /// id and options are checked. A clock starts full at `now_ms`.
    pub fn new(
        game: &str,
        options: &GameOptions,
        clock: Option<ClockSpec>,
        now_ms: u64,
    ) -> Result<RoomState, String> {
        RoomState::new_in(&GAMES, game, options, clock, now_ms)
    }

    /// [`RoomState::new`] with the games of `games`.
    pub fn new_in(
        games: &Registry,
        game: &str,
        options: &GameOptions,
        clock: Option<ClockSpec>,
        now_ms: u64,
    ) -> Result<RoomState, String> {
        let entry = games.find(game).map_err(|e| e.to_string())?;
        let game = entry.start(options)?;
        let clock = clock.map(|spec| Clock {
            left: [spec.base_ms; 2],
            since_ms: now_ms,
        });
        Ok(RoomState {
            entry,
            first: game.to_move(),
            game,
            events: Vec::new(),
            seated: [false; 2],
            players: [None, None],
            draw_offer: None,
            undo_request: None,
            dead_proposal: None,
            requests: [0; 2],
            clock,
            termination: None,
            result: None,
            rated: None,
            rematch_offer: None,
            rematch: None,
            chat_lines: [0; 2],
            chat_off: false,
            vacation: [None; 2],
            turn_since_ms: now_ms,
        })
    }

    /// The game as the events have played it.
    pub fn game(&self) -> &dyn DynGame {
        self.game.as_ref()
    }

    /// The game's entry in the registry (its id and name).
    pub fn entry(&self) -> &'static GameEntry {
        self.entry
    }

    /// The seat that moves first.
    pub fn first_seat(&self) -> usize {
        self.first
    }

    /// The number of the last event (0 before any).
    pub fn last_seq(&self) -> u64 {
        self.events.last().map_or(0, |e| e.seq)
    }

    /// Every event so far, in order.
    pub fn events(&self) -> &[StoredEvent] {
        &self.events
    }

    /// The events after `seq`.
    pub fn events_after(&self, seq: u64) -> &[StoredEvent] {
        let start = self.events.partition_point(|e| e.seq <= seq);
        &self.events[start..]
    }

    /// Whether someone sits in `seat`.
    pub fn is_seated(&self, seat: usize) -> bool {
        self.seated.get(seat).copied().unwrap_or(false)
    }

    /// The names of the players in the seats, by seat (`None` for a seat nobody took, or
    /// that a player took without a name).
    pub fn players(&self) -> &[Option<String>; 2] {
        &self.players
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<&str> {
        self.result.as_deref()
    }

    /// How the game ended where its core did not record it (a resignation out of turn, a
    /// flag, a claim, a draw agreed in a game without one).
    pub fn termination(&self) -> Option<&str> {
        self.termination.as_deref()
    }

    /// The seat whose draw offer stands.
    pub fn draw_offer(&self) -> Option<usize> {
        self.draw_offer
    }

    /// The seat whose request to take back a move stands.
    pub fn undo_request(&self) -> Option<usize> {
        self.undo_request
    }

    /// The seat that proposed dead groups, and the stones it named (one of each group,
    /// blank-separated; empty for none).
    pub fn dead_proposal(&self) -> Option<(usize, &str)> {
        self.dead_proposal
            .as_ref()
            .map(|(seat, stones)| (*seat, stones.as_str()))
    }

    /// The changes a rated game's end made to the players' ratings, by seat, once told.
    pub fn rating_changes(&self) -> Option<&[RatingChange; 2]> {
        self.rated.as_ref()
    }

    /// The seat that offers a rematch, while the offer stands.
    pub fn rematch_offer(&self) -> Option<usize> {
        self.rematch_offer
    }

    /// The rematch's room, once one was agreed.
    pub fn rematch(&self) -> Option<RoomCode> {
        self.rematch
    }

    /// The lines `seat` has said in the chat.
    pub fn chat_lines(&self, seat: usize) -> usize {
        self.chat_lines[seat.min(1)]
    }

    /// Whether a player turned the room's chat off.
    pub fn chat_off(&self) -> bool {
        self.chat_off
    }

    /// The seat that won, `Some(None)` for a draw, `None` while the game goes on: read from
    /// the result's sentence, which names the winning side first ("White wins: ...").
    pub fn winner(&self) -> Option<Option<usize>> {
        let result = self.result.as_deref()?;
        let sides = self.game.sides();
        Some((0..2).find(|&seat| result.starts_with(&format!("{} wins", sides[seat]))))
    }

    /// How many offers, requests and proposals `seat` has made (draw offers, requests to take
    /// back a move, proposals of dead groups).
    pub fn requests_of(&self, seat: usize) -> usize {
        self.requests.get(seat).copied().unwrap_or(0)
    }

    /// Whether the game has draws by agreement (Medea and Pillars of Medusa; Medusa and Lotus
    /// end by resignation or by counting).
    pub fn has_draws(&self) -> bool {
        self.game.has_draws_by_agreement()
    }

    /// Whether the game waits for its players to agree on what its moves do not play
    /// (Medusa's and Lotus's dead groups, after the two final passes).
    pub fn awaits_agreement(&self) -> bool {
        self.game.awaits_agreement()
    }

    /// Whose clock runs now: the side to move's, while both seats are taken, the game goes on
    /// and nothing waits for the players' agreement.
    pub fn running_seat(&self) -> Option<usize> {
        let running =
            self.seated == [true, true] && self.result.is_none() && !self.awaits_agreement();
        running.then(|| self.game.to_move())
    }

    /// The time each side has left at `now_ms`, for a game with a clock. A seat's clock does
    /// not run while its player is on vacation.
    pub fn clocks_at(&self, now_ms: u64) -> Option<[u64; 2]> {
        let clock = self.clock?;
        let mut left = clock.left;
        if let Some(seat) = self.running_seat() {
            let spent = now_ms.saturating_sub(self.running_from(seat, clock.since_ms));
            left[seat] = left[seat].saturating_sub(spent);
        }
        Some(left)
    }

    /// When `seat`'s clock, stopped at `since_ms`, runs from: then, or when its player's
    /// vacation ends.
    fn running_from(&self, seat: usize, since_ms: u64) -> u64 {
        match self.vacation[seat.min(1)] {
            Some(until) => since_ms.max(until),
            None => since_ms,
        }
    }

    /// The running seat and when its time runs out (ms), for a game with a clock that runs.
    pub fn deadline(&self) -> Option<(usize, u64)> {
        let clock = self.clock?;
        let seat = self.running_seat()?;
        let from = self.running_from(seat, clock.since_ms);
        Some((seat, from.saturating_add(clock.left[seat])))
    }

    /// Until when `seat`'s player is on vacation, as its last vacation said (it may be
    /// over: compare with the time).
    pub fn vacation_until(&self, seat: usize) -> Option<u64> {
        self.vacation[seat.min(1)]
    }

    /// When the side to move's turn began (ms): the second seat taken, the last move, or the
    /// last move taken back.
    pub fn turn_since_ms(&self) -> u64 {
        self.turn_since_ms
    }

    /// The clocks stopped at `at_ms` as they stand then, to run on from there.
    fn stop_clocks(&mut self, at_ms: u64) {
        let left = self.clocks_at(at_ms);
        if let (Some(clock), Some(left)) = (&mut self.clock, left) {
            clock.left = left;
            clock.since_ms = at_ms;
        }
    }

    /// The game's record so far, with `headers` and the named players' (under the sides'
    /// names: `White`, `Black`). A game that ended where no move records it (a flag, a claim)
    /// gets `Result` and `Termination` headers, which a replay of the record reports
    /// ([`DynRecord::ending_off_the_board`]); a game its moves ended needs none.
    pub fn record(&self, mut headers: Vec<(String, String)>) -> Box<dyn DynRecord> {
        // The players' names, under their sides' (`[White "Ann"]`).
        let sides = self.game.sides();
        for (seat, name) in self.players.iter().enumerate() {
            if let Some(name) = name {
                headers.push((sides[seat].to_string(), name.clone()));
            }
        }
        if let (Some(termination), Some(result)) = (&self.termination, &self.result) {
            headers.push((RESULT.to_string(), result.clone()));
            headers.push((TERMINATION.to_string(), termination.clone()));
        }
        self.game.record(headers)
    }

    /// Plays `play` on the game, asks how the game ended, and takes it back: the outcome
    /// after it, or why it was refused. The game is as it was afterwards, so long as `play`
    /// only plays (the server tries a seat's move so before it stores it).
    pub fn trial(
        &mut self,
        play: impl FnOnce(&mut dyn DynGame) -> Result<(), String>,
    ) -> Result<Option<String>, String> {
        let before = self.game.turns_played();
        play(self.game.as_mut())?;
        let outcome = self.game.outcome();
        // Take back exactly what was played (a turn is one step of the history).
        while self.game.turns_played() > before {
            if !self.game.undo() {
                break;
            }
        }
        Ok(outcome)
    }

    /// Plays a stored event: the one way a room changes. An event that does not follow the
    /// last one, or that the game refuses (a log written by another version of the rules), is
    /// an error and changes nothing.
    pub fn apply(&mut self, stored: StoredEvent) -> Result<(), String> {
        if stored.seq != self.last_seq() + 1 {
            return Err(format!(
                "event {} follows event {}",
                stored.seq,
                self.last_seq()
            ));
        }
        let at = stored.at_ms;
        let sides = self.game.sides();
        match &stored.event {
            RoomEvent::Seated { seat, name } => {
                let seat = (*seat).min(1);
                self.seated[seat] = true;
                self.players[seat] = name.clone();
                self.turn_since_ms = at;
                if let Some(clock) = &mut self.clock {
                    clock.since_ms = at;
                }
            }
            RoomEvent::Moved {
                notation, clocks, ..
            } => {
                self.game.play_token(notation)?;
                self.draw_offer = None;
                self.undo_request = None;
                self.turn_since_ms = at;
                if let (Some(clock), Some(left)) = (&mut self.clock, clocks) {
                    clock.left = *left;
                    clock.since_ms = at;
                }
            }
            RoomEvent::Resigned { seat } => {
                let side = sides[(*seat).min(1)].to_ascii_lowercase();
                let by_core = self.game.play_token(&format!("resign {side}")).is_ok();
                if !by_core {
                    self.termination = Some(format!("{} resigned", sides[(*seat).min(1)]));
                }
            }
            RoomEvent::DrawOffered { seat } => {
                self.draw_offer = Some(*seat);
                self.requests[(*seat).min(1)] += 1;
            }
            RoomEvent::DrawAgreed { .. } => {
                if self.game.play_token("draw").is_err() {
                    self.termination = Some("Draw by agreement".to_string());
                }
            }
            RoomEvent::UndoRequested { seat } => {
                self.undo_request = Some(*seat);
                self.requests[(*seat).min(1)] += 1;
            }
            RoomEvent::Undone { .. } => {
                // The time the side to move spent until the move was taken back is spent:
                // its clock stops here, and the clock of the side whose move it was runs.
                self.stop_clocks(at);
                self.turn_since_ms = at;
                self.game.undo();
                self.undo_request = None;
                self.draw_offer = None;
                self.dead_proposal = None;
            }
            RoomEvent::DeadProposed { seat, stones } => {
                self.dead_proposal = Some((*seat, stones.clone()));
                self.requests[(*seat).min(1)] += 1;
            }
            RoomEvent::DeadAgreed { stones, .. } => {
                self.game.conclude_agreement(stones)?;
            }
            RoomEvent::FlagFell { seat } => {
                self.termination = Some(format!("{}'s time ran out", sides[(*seat).min(1)]));
            }
            RoomEvent::Claimed { seat } => {
                let away = sides[other_seat(*seat)];
                self.termination = Some(format!("{away} was away too long"));
            }
            RoomEvent::Ended { result } => {
                if let (Some(clock), Some(left)) = (self.clock, self.clocks_at(at)) {
                    self.clock = Some(Clock {
                        left,
                        since_ms: clock.since_ms,
                    });
                }
                self.result = Some(result.clone());
            }
            RoomEvent::Rated { changes } => self.rated = Some(*changes),
            RoomEvent::RematchOffered { seat } => self.rematch_offer = Some(*seat),
            RoomEvent::Rematched { code, .. } => {
                self.rematch_offer = None;
                self.rematch = Some(*code);
            }
            RoomEvent::Chat { seat, .. } => self.chat_lines[(*seat).min(1)] += 1,
            RoomEvent::ChatOff { .. } => self.chat_off = true,
            RoomEvent::VacationBegan { seat, until_ms } => {
                self.stop_clocks(at);
                self.vacation[(*seat).min(1)] = Some(*until_ms);
            }
            RoomEvent::VacationEnded { seat } => {
                self.stop_clocks(at);
                self.vacation[(*seat).min(1)] = None;
            }
        }
        self.events.push(stored);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A room of Medea (White, seat 0, moves first), with `clock`, created at 0.
    fn medea(clock: Option<ClockSpec>) -> RoomState {
        RoomState::new("medea", &GameOptions::new(), clock, 0).expect("a room of Medea")
    }

    /// Applies `events` after the room's last, all at `at_ms`.
    fn apply_all(state: &mut RoomState, at_ms: u64, events: Vec<RoomEvent>) {
        for event in events {
            let seq = state.last_seq() + 1;
            state
                .apply(StoredEvent { seq, at_ms, event })
                .expect("the event applies");
        }
    }

    fn moved(seat: usize, notation: &str) -> RoomEvent {
        RoomEvent::Moved {
            seat,
            notation: notation.to_string(),
            clocks: None,
        }
    }

    fn both_seated() -> Vec<RoomEvent> {
        vec![
            RoomEvent::Seated {
                seat: 0,
                name: None,
            },
            RoomEvent::Seated {
                seat: 1,
                name: None,
            },
        ]
    }

    #[test]
    fn the_seats_players_are_named_by_their_seated_events() {
        let mut state = medea(None);
        assert_eq!(state.players(), &[None, None]);
        let named = RoomEvent::Seated {
            seat: 1,
            name: Some("Ann".to_string()),
        };
        apply_all(&mut state, 0, vec![named]);
        assert_eq!(state.players(), &[None, Some("Ann".to_string())]);
        apply_all(
            &mut state,
            0,
            vec![RoomEvent::Seated {
                seat: 0,
                name: None,
            }],
        );
        assert_eq!(state.players(), &[None, Some("Ann".to_string())]);
        // The record names the player under the side's name; the unnamed seat has no header.
        let record = state.record(Vec::new());
        assert_eq!(record.header("Black"), Some("Ann"));
        assert_eq!(record.header("White"), None);
        assert!(record.to_text().contains("[Black \"Ann\"]\n"));
    }

    #[test]
    fn a_room_state_can_be_kept_across_threads() {
        fn send<T: Send>() {}
        send::<RoomState>();
    }

    #[test]
    fn a_move_is_played_and_lapses_the_draw_offer() {
        let mut state = medea(None);
        assert_eq!((state.first_seat(), state.last_seq()), (0, 0));
        apply_all(&mut state, 0, both_seated());
        assert!(state.is_seated(0) && state.is_seated(1) && !state.is_seated(2));
        apply_all(&mut state, 0, vec![RoomEvent::DrawOffered { seat: 1 }]);
        assert_eq!(state.draw_offer(), Some(1));
        assert_eq!(state.running_seat(), Some(0));
        apply_all(&mut state, 0, vec![moved(0, "c3-c4")]);
        assert_eq!(state.game().turns_played(), 1);
        assert_eq!(state.game().to_move(), 1);
        assert_eq!(state.draw_offer(), None);
        assert_eq!(state.running_seat(), Some(1));
        assert_eq!(state.last_seq(), 4);
        assert_eq!(state.events().len(), 4);
        assert_eq!(state.events_after(2).len(), 2);
        assert_eq!(state.events_after(2)[1].event, moved(0, "c3-c4"));
        assert_eq!(state.clocks_at(1000), None, "a room without a clock");
    }

    #[test]
    fn an_event_out_of_order_or_refused_by_the_game_changes_nothing() {
        let mut state = medea(None);
        apply_all(
            &mut state,
            0,
            vec![RoomEvent::Seated {
                seat: 0,
                name: None,
            }],
        );
        let skipped = StoredEvent {
            seq: 3,
            at_ms: 0,
            event: RoomEvent::Seated {
                seat: 1,
                name: None,
            },
        };
        assert_eq!(
            state.apply(skipped),
            Err("event 3 follows event 1".to_string())
        );
        let again = StoredEvent {
            seq: 1,
            at_ms: 0,
            event: RoomEvent::Seated {
                seat: 1,
                name: None,
            },
        };
        assert_eq!(
            state.apply(again),
            Err("event 1 follows event 1".to_string())
        );
        assert_eq!(state.last_seq(), 1);
        assert!(!state.is_seated(1));
        apply_all(
            &mut state,
            0,
            vec![RoomEvent::Seated {
                seat: 1,
                name: None,
            }],
        );
        let illegal = StoredEvent {
            seq: 3,
            at_ms: 0,
            event: moved(0, "c3-c7"),
        };
        assert!(state.apply(illegal).is_err());
        assert_eq!((state.last_seq(), state.game().turns_played()), (2, 0));
    }

    #[test]
    fn an_accepted_request_takes_the_move_back() {
        let mut state = medea(None);
        apply_all(&mut state, 0, both_seated());
        apply_all(
            &mut state,
            0,
            vec![moved(0, "c3-c4"), RoomEvent::UndoRequested { seat: 0 }],
        );
        assert_eq!(state.undo_request(), Some(0));
        apply_all(&mut state, 0, vec![RoomEvent::Undone { seat: 1 }]);
        assert_eq!(state.game().turns_played(), 0);
        assert_eq!(state.game().to_move(), 0);
        assert_eq!(state.undo_request(), None);
    }

    #[test]
    fn a_resignation_ends_the_game_and_is_in_the_record() {
        let mut state = medea(None);
        apply_all(&mut state, 0, both_seated());
        apply_all(
            &mut state,
            0,
            vec![
                moved(0, "c3-c4"),
                RoomEvent::Resigned { seat: 1 },
                RoomEvent::Ended {
                    result: "White wins: Black resigned".to_string(),
                },
            ],
        );
        assert_eq!(state.result(), Some("White wins: Black resigned"));
        // Black was to move: the game's core records the resignation.
        assert_eq!(state.termination(), None);
        assert_eq!(state.running_seat(), None);
        let record = state.record(vec![("Room".to_string(), "ABC-DEF".to_string())]);
        assert_eq!(record.tokens(), ["c3-c4", "resign"]);
        // The moves say how the game ended: no header needs to.
        assert_eq!(
            record.to_text(),
            "[Variant \"medea\"]\n[Room \"ABC-DEF\"]\nc3-c4\nresign\n"
        );
    }

    #[test]
    fn a_resignation_out_of_turn_is_a_turn_of_the_record_in_every_game() {
        for (game, first) in [("medea", "c3-c4"), ("pillars", "e3-e4"), ("medusa", "k10")] {
            let mut state = RoomState::new(game, &GameOptions::new(), None, 0).expect("a room");
            let mover = state.first_seat();
            apply_all(&mut state, 0, both_seated());
            apply_all(&mut state, 0, vec![moved(mover, first)]);
            // The first mover resigns on the opponent's turn.
            apply_all(&mut state, 0, vec![RoomEvent::Resigned { seat: mover }]);
            assert_eq!(state.termination(), None, "{game}");
            let sides = state.game().sides();
            let expected = format!("{} wins: {} resigned", sides[1 - mover], sides[mover]);
            assert_eq!(state.game().outcome(), Some(expected.clone()), "{game}");
            let record = state.record(Vec::new());
            let resign = format!("resign {}", sides[mover].to_ascii_lowercase());
            assert_eq!(record.tokens(), [first, resign.as_str()], "{game}");
            let replayed = record.replay().expect("the record replays");
            assert_eq!(replayed.outcome(), Some(expected), "{game}");
        }
    }

    #[test]
    fn an_ending_off_the_board_is_in_the_records_headers() {
        let mut state = medea(None);
        apply_all(&mut state, 0, both_seated());
        apply_all(
            &mut state,
            0,
            vec![
                RoomEvent::Claimed { seat: 1 },
                RoomEvent::Ended {
                    result: "Black wins: White was away too long".to_string(),
                },
            ],
        );
        assert_eq!(state.termination(), Some("White was away too long"));
        let record = state.record(Vec::new());
        assert_eq!(
            record.ending_off_the_board(),
            Some("Black wins: White was away too long")
        );
        assert_eq!(
            record.to_text(),
            "[Variant \"medea\"]\n[Result \"Black wins: White was away too long\"]\n\
             [Termination \"White was away too long\"]\n"
        );
    }

    #[test]
    fn the_clock_of_the_side_to_move_runs_once_both_are_seated() {
        let spec = ClockSpec::minutes(60_000, 1000);
        let mut state = medea(Some(spec));
        apply_all(
            &mut state,
            1000,
            vec![RoomEvent::Seated {
                seat: 0,
                name: None,
            }],
        );
        assert_eq!(state.clocks_at(4000), Some([60_000, 60_000]));
        apply_all(
            &mut state,
            1000,
            vec![RoomEvent::Seated {
                seat: 1,
                name: None,
            }],
        );
        assert_eq!(state.clocks_at(4000), Some([57_000, 60_000]));
        // The move's clocks (the increment added by the server) are taken as they are.
        apply_all(
            &mut state,
            4000,
            vec![RoomEvent::Moved {
                seat: 0,
                notation: "c3-c4".to_string(),
                clocks: Some([58_000, 60_000]),
            }],
        );
        assert_eq!(state.clocks_at(6000), Some([58_000, 58_000]));
        apply_all(
            &mut state,
            6000,
            vec![RoomEvent::Ended {
                result: "Drawn".to_string(),
            }],
        );
        assert_eq!(state.clocks_at(60_000), Some([58_000, 58_000]), "stopped");
    }

    #[test]
    fn medusas_dead_groups_are_proposed_and_agreed() {
        let mut state =
            RoomState::new("medusa", &GameOptions::new(), None, 0).expect("a room of Medusa");
        let first = state.first_seat();
        let second = other_seat(first);
        apply_all(&mut state, 0, both_seated());
        apply_all(
            &mut state,
            0,
            vec![moved(first, "pass"), moved(second, "pass")],
        );
        assert!(state.awaits_agreement());
        assert_eq!(state.running_seat(), None, "no clock runs in the marking");
        apply_all(
            &mut state,
            0,
            vec![RoomEvent::DeadProposed {
                seat: first,
                stones: String::new(),
            }],
        );
        assert_eq!(state.dead_proposal(), Some((first, "")));
        apply_all(
            &mut state,
            0,
            vec![RoomEvent::DeadAgreed {
                seat: second,
                stones: String::new(),
            }],
        );
        assert!(!state.awaits_agreement());
        assert!(state.game().outcome().is_some(), "the game is counted");
        assert_eq!(state.record(Vec::new()).tokens(), ["pass", "pass", "dead"]);
    }

    #[test]
    fn a_day_clock_stops_for_a_vacation_and_its_deadline_moves() {
        use crate::DAY_MS;
        let spec = ClockSpec::per_move_days(3);
        let mut state = medea(Some(spec));
        apply_all(&mut state, 0, both_seated());
        let mover = state.game().to_move();
        assert_eq!(state.deadline(), Some((mover, 3 * DAY_MS)));
        // A day later the mover goes on vacation for two days: its clock stops then.
        apply_all(
            &mut state,
            DAY_MS,
            vec![RoomEvent::VacationBegan {
                seat: mover,
                until_ms: 3 * DAY_MS,
            }],
        );
        let left = |state: &RoomState, at: u64| state.clocks_at(at).expect("a clock")[mover];
        assert_eq!(left(&state, 2 * DAY_MS), 2 * DAY_MS);
        assert_eq!(state.deadline(), Some((mover, 5 * DAY_MS)));
        assert_eq!(left(&state, 4 * DAY_MS), DAY_MS);
        // Back a day early: the clock runs from then.
        apply_all(
            &mut state,
            2 * DAY_MS,
            vec![RoomEvent::VacationEnded { seat: mover }],
        );
        assert_eq!(state.deadline(), Some((mover, 4 * DAY_MS)));
        // A move sets the mover's clock back to three days.
        let after = spec.after_move(state.clocks_at(3 * DAY_MS).expect("a clock"), mover);
        assert_eq!(after[mover], 3 * DAY_MS);
        apply_all(
            &mut state,
            3 * DAY_MS,
            vec![RoomEvent::Moved {
                seat: mover,
                notation: "c3-c4".to_string(),
                clocks: Some(after),
            }],
        );
        assert_eq!(state.turn_since_ms(), 3 * DAY_MS);
        assert_eq!(state.deadline(), Some((other_seat(mover), 6 * DAY_MS)));
        // Old clocks still read, and a day clock writes its days' milliseconds beside them.
        let old: ClockSpec =
            serde_json::from_str(r#"{"base_ms":60000,"increment_ms":0}"#).expect("a clock");
        assert_eq!(old, ClockSpec::minutes(60_000, 0));
        let daily: ClockSpec = serde_json::from_str(r#"{"days":3}"#).expect("a clock");
        assert_eq!(daily.normalized(), spec);
        assert_eq!(
            serde_json::to_string(&spec).expect("JSON"),
            r#"{"base_ms":259200000,"increment_ms":0,"days":3}"#
        );
    }
}
