//! One room: what it was created with, its state as the log of its events has made it (the
//! game, who sits where, the offers and requests standing, the clock, and the result: the
//! protocol's [`RoomState`], which the app's client follows a room with too), and who is
//! connected. [`Room::decide`] turns a seat's act into the events it makes, or a sentence
//! saying why not, changing nothing; [`Room::apply`] plays a stored event, the one way a room
//! changes (live, and when a room is rebuilt from its log).

use medusa_online::{
    ClientMessage, ClockSpec, MAX_MOVE_CHARS, RoomCode, RoomEvent, RoomInfo, RoomState, SeatToken,
    StoredEvent, chat_line, other_seat,
};
use medusa_rules::text_record::quote;
use medusa_rules::{GameOptions, Registry};

use super::chat::{ChatBudget, MAX_CHAT_LINES_PER_SEAT};
use super::seat_key::SeatKey;

/// What a room is created with, kept beside its events; only a seat's key is added, when the
/// second player takes the seat.
#[derive(Clone, Debug)]
pub struct RoomMeta {
    pub code: RoomCode,
    /// The game's id (`medusa`).
    pub game: String,
    /// The game's own options.
    pub options: GameOptions,
    pub clock: Option<ClockSpec>,
    /// The keys of the seats' tokens, by seat (`None` for a seat nobody has taken yet).
    pub keys: [Option<SeatKey>; 2],
    /// The room's invitation, whose link takes the free seat (`None` for a room made before
    /// invitations, whose code alone takes it).
    pub invite: Option<SeatToken>,
    /// The creator's seat; the other is the second player's.
    pub creator_seat: usize,
    /// The address the room was created from.
    pub address: String,
    pub created_ms: u64,
    /// Whether the game changes its named players' ratings.
    pub rated: bool,
}

/// A room in memory: what it was created with, its state as its events have made it, and
/// who is connected to it.
#[derive(Debug)]
pub struct Room {
    pub meta: RoomMeta,
    state: RoomState,
    /// Since when each seat has had no connection (server time, ms); `None` while connected.
    pub away_since: [Option<u64>; 2],
    /// Each seat's connections to this process.
    pub connected: [usize; 2],
    /// Each seat's chat budget.
    pub chat_budgets: [ChatBudget; 2],
}

impl Room {
    /// A new room of `meta`'s game, one of `games`, before any event; the game's id and
    /// options are checked.
    pub fn new(meta: RoomMeta, games: &Registry, now_ms: u64) -> Result<Room, String> {
        let state = RoomState::new_in(games, &meta.game, &meta.options, meta.clock, now_ms)?;
        Ok(Room {
            meta,
            state,
            away_since: [Some(now_ms); 2],
            connected: [0; 2],
            chat_budgets: [ChatBudget::default(); 2],
        })
    }

    /// A room of one of `games`, rebuilt from its stored events.
    pub fn rebuild(
        meta: RoomMeta,
        events: Vec<StoredEvent>,
        games: &Registry,
        now_ms: u64,
    ) -> Result<Room, String> {
        let mut room = Room::new(meta, games, now_ms)?;
        for event in events {
            room.apply(event)?;
        }
        Ok(room)
    }

    /// The room's state: its game, seats, offers, clock and result, and its events.
    pub fn state(&self) -> &RoomState {
        &self.state
    }

    /// The room as a client is told it.
    pub fn info(&self, away_ms: u64) -> RoomInfo {
        let entry = self.state.entry();
        RoomInfo {
            code: self.meta.code,
            game: entry.id.id.to_string(),
            name: entry.id.name.to_string(),
            sides: self.state.game().sides().map(str::to_string),
            first: self.state.first_seat(),
            options: self.meta.options.clone(),
            clock: self.meta.clock,
            away_ms,
            rated: self.meta.rated,
        }
    }

    /// The seat whose token is `token`, if any.
    pub fn seat_of(&self, token: &SeatToken) -> Option<usize> {
        // Both compared, so the time taken does not say which seat matched.
        let matches = self
            .meta
            .keys
            .map(|key| key.is_some_and(|key| key.opens(token)));
        matches.iter().position(|&m| m)
    }

    /// Refuses a seat's token when the game ended more than `keep_ms` before `now_ms`: a
    /// finished game's seats are no longer anyone's to come back to, and its tokens are
    /// worth nothing to whoever finds one.
    pub fn check_token_kept(&self, now_ms: u64, keep_ms: u64) -> Result<(), String> {
        let ended = self
            .state()
            .events()
            .iter()
            .rev()
            .find(|e| matches!(e.event, RoomEvent::Ended { .. }));
        match ended {
            Some(ended) if now_ms.saturating_sub(ended.at_ms) > keep_ms => Err(format!(
                "room {} ended {} days ago, and its seats' tokens have expired: watch it \
                 instead",
                self.meta.code,
                now_ms.saturating_sub(ended.at_ms) / 86_400_000
            )),
            _ => Ok(()),
        }
    }

    /// The game's record so far, with the room's headers.
    pub fn record_text(&self) -> String {
        self.record_text_with(Vec::new())
    }

    /// The record with these headers before its own (an event's name, round and board).
    pub fn record_text_with(&self, mut headers: Vec<(String, String)>) -> String {
        headers.push(("Room".to_string(), self.meta.code.to_string()));
        self.state.record(headers).to_text()
    }

    /// The events of a flag that has fallen by `now_ms`, if one has.
    pub fn flag_due(&self, now_ms: u64) -> Option<Vec<RoomEvent>> {
        let seat = self.state.running_seat()?;
        let left = self.state.clocks_at(now_ms)?;
        (left[seat] == 0).then(|| {
            let sides = self.state.game().sides();
            vec![
                RoomEvent::FlagFell { seat },
                RoomEvent::Ended {
                    result: format!(
                        "{} wins on time: {}'s time ran out",
                        sides[other_seat(seat)],
                        sides[seat]
                    ),
                },
            ]
        })
    }

    /// The events `seat`'s act makes at `now_ms`, or why it is refused. Nothing changes here.
    /// `away_ms` is how long a player may be away before the game can be claimed.
    pub fn decide(
        &mut self,
        seat: usize,
        act: &ClientMessage,
        now_ms: u64,
        away_ms: u64,
    ) -> Result<Vec<RoomEvent>, String> {
        if seat > 1 {
            return Err("there is no such seat".to_string());
        }
        // What players say to each other, and rematches, come after the end too.
        match act {
            ClientMessage::Chat { text } => return self.decide_chat(seat, text, now_ms),
            ClientMessage::ChatOff {} if self.state.chat_off() => {
                return Err("the chat is off in this room already".to_string());
            }
            ClientMessage::ChatOff {} => return Ok(vec![RoomEvent::ChatOff { seat }]),
            ClientMessage::OfferRematch {} => return self.decide_rematch_offer(seat),
            _ => {}
        }
        if let Some(result) = self.state.result() {
            return Err(format!("the game is over: {result}"));
        }
        // A flag that fell before the act, and that the tick has not stored yet, ends the game
        // first, whatever the act.
        if let Some(flag) = self.flag_due(now_ms) {
            return Ok(flag);
        }
        if self.state.events().len() >= MAX_ROOM_EVENTS && !matches!(act, ClientMessage::Resign {})
        {
            return Err(format!(
                "this room has reached its {MAX_ROOM_EVENTS} events: the game can only be \
                 resigned"
            ));
        }
        if is_request(act) && self.state.requests_of(seat) >= MAX_REQUESTS_PER_SEAT {
            return Err(format!(
                "you have made {MAX_REQUESTS_PER_SEAT} offers, requests and proposals in this \
                 game, the most a player may"
            ));
        }
        self.decide_act(seat, act, now_ms, away_ms)
    }

    /// [`Room::decide`] for a room below its limits.
    fn decide_act(
        &mut self,
        seat: usize,
        act: &ClientMessage,
        now_ms: u64,
        away_ms: u64,
    ) -> Result<Vec<RoomEvent>, String> {
        let sides = self.state.game().sides();
        let opponent = other_seat(seat);
        match act {
            ClientMessage::Move { played, notation } => {
                self.decide_move(seat, *played, notation, now_ms)
            }
            ClientMessage::Resign {} => {
                let token = resign_token(sides[seat]);
                let result = self
                    .state
                    .trial(|game| game.play_token(&token))
                    .ok()
                    .flatten()
                    .unwrap_or_else(|| {
                        format!("{} wins: {} resigned", sides[opponent], sides[seat])
                    });
                Ok(vec![
                    RoomEvent::Resigned { seat },
                    RoomEvent::Ended { result },
                ])
            }
            ClientMessage::OfferDraw {} | ClientMessage::AcceptDraw {}
                if !self.state.has_draws() =>
            {
                Err(format!(
                    "{} has no draw by agreement: play on, or resign",
                    self.state.entry().id.name
                ))
            }
            ClientMessage::OfferDraw {} => match self.state.draw_offer() {
                Some(offerer) if offerer == seat => {
                    Err("you have offered a draw already".to_string())
                }
                Some(_) => Err("your opponent offers a draw: accept it instead".to_string()),
                None if !self.state.is_seated(opponent) => {
                    Err("nobody sits in the other seat yet".to_string())
                }
                None => Ok(vec![RoomEvent::DrawOffered { seat }]),
            },
            ClientMessage::AcceptDraw {} => {
                if self.state.draw_offer() != Some(opponent) {
                    return Err("there is no draw offer to accept".to_string());
                }
                let result = self
                    .state
                    .trial(|game| game.play_token("draw"))
                    .ok()
                    .flatten()
                    .unwrap_or_else(|| "Draw by agreement".to_string());
                Ok(vec![
                    RoomEvent::DrawAgreed { seat },
                    RoomEvent::Ended { result },
                ])
            }
            ClientMessage::RequestUndo {} => {
                if self.state.game().turns_played() == 0 {
                    Err("there is no move to take back".to_string())
                } else if self.state.undo_request().is_some() {
                    Err("a request to take back a move stands already".to_string())
                } else if !self.state.is_seated(opponent) {
                    Err("nobody sits in the other seat yet".to_string())
                } else {
                    Ok(vec![RoomEvent::UndoRequested { seat }])
                }
            }
            ClientMessage::AcceptUndo {} => {
                if self.state.undo_request() != Some(opponent) {
                    Err("there is no request to take back a move".to_string())
                } else {
                    Ok(vec![RoomEvent::Undone { seat }])
                }
            }
            ClientMessage::ProposeDead { stones } => {
                if stones.chars().count() > MAX_MOVE_CHARS {
                    return Err("that list of stones is too long".to_string());
                }
                let mut trial = self.state.game().clone_box();
                trial.conclude_agreement(stones)?;
                let stones = stones.split_whitespace().collect::<Vec<_>>().join(" ");
                if self.state.dead_proposal() == Some((seat, stones.as_str())) {
                    return Err("you have proposed these dead groups already".to_string());
                }
                Ok(vec![RoomEvent::DeadProposed { seat, stones }])
            }
            ClientMessage::AcceptDead {} => {
                let Some((proposer, stones)) = self.state.dead_proposal() else {
                    return Err("there are no dead groups proposed to accept".to_string());
                };
                if proposer == seat {
                    return Err("your opponent has to accept your proposal".to_string());
                }
                let mut trial = self.state.game().clone_box();
                trial.conclude_agreement(stones)?;
                let result = trial
                    .outcome()
                    .unwrap_or_else(|| "The game is counted".to_string());
                Ok(vec![
                    RoomEvent::DeadAgreed {
                        seat,
                        stones: stones.to_string(),
                    },
                    RoomEvent::Ended { result },
                ])
            }
            ClientMessage::Claim {} => {
                if !self.state.is_seated(opponent) {
                    return Err("nobody sits in the other seat yet".to_string());
                }
                match self.away_since[opponent] {
                    Some(since) if now_ms.saturating_sub(since) >= away_ms => Ok(vec![
                        RoomEvent::Claimed { seat },
                        RoomEvent::Ended {
                            result: format!(
                                "{} wins: {} was away too long",
                                sides[seat], sides[opponent]
                            ),
                        },
                    ]),
                    Some(since) => Err(format!(
                        "your opponent has been away {} s; the game can be claimed after {} s",
                        now_ms.saturating_sub(since) / 1000,
                        away_ms / 1000
                    )),
                    None => Err("your opponent is connected".to_string()),
                }
            }
            ClientMessage::Create { .. }
            | ClientMessage::Join { .. }
            | ClientMessage::Watch { .. }
            | ClientMessage::Resume { .. } => {
                Err("this connection is in a room already".to_string())
            }
            ClientMessage::Register { .. }
            | ClientMessage::Identify { .. }
            | ClientMessage::SignIn { .. }
            | ClientMessage::SetPassword { .. }
            | ClientMessage::Challenge { .. }
            | ClientMessage::CancelChallenge { .. }
            | ClientMessage::AcceptChallenge { .. }
            | ClientMessage::Lobby { .. }
            | ClientMessage::LeaveLobby {}
            | ClientMessage::MyGames {}
            | ClientMessage::Enter { .. }
            | ClientMessage::OfferRematch {}
            | ClientMessage::AcceptRematch {}
            | ClientMessage::Chat { .. }
            | ClientMessage::ChatOff {}
            | ClientMessage::Vacation { .. }
            | ClientMessage::EndVacation {}
            | ClientMessage::Conditional { .. }
            | ClientMessage::YourTurn {}
            | ClientMessage::Notifications { .. }
            | ClientMessage::PushSubscribe { .. }
            | ClientMessage::PushUnsubscribe { .. }
            | ClientMessage::SetEmail { .. }
            | ClientMessage::CreateEvent { .. }
            | ClientMessage::JoinEvent { .. }
            | ClientMessage::LeaveEvent { .. }
            | ClientMessage::ReadEvent { .. }
            | ClientMessage::ListEvents {}
            | ClientMessage::StartRound { .. }
            | ClientMessage::EnterResult { .. }
            | ClientMessage::MarkAbsent { .. }
            | ClientMessage::EndEvent { .. } => Err("that is no act in the game".to_string()),
        }
    }

    /// A line of the players' chat, within the seat's budget and the room's limits.
    fn decide_chat(
        &mut self,
        seat: usize,
        text: &str,
        now_ms: u64,
    ) -> Result<Vec<RoomEvent>, String> {
        if self.state.chat_off() {
            return Err("a player turned the chat off in this room".to_string());
        }
        let line = chat_line(text)?;
        if self.state.chat_lines(seat) >= MAX_CHAT_LINES_PER_SEAT {
            return Err(format!(
                "you have said {MAX_CHAT_LINES_PER_SEAT} lines in this room, the most a \
                 player may"
            ));
        }
        self.chat_budgets[seat].spend(now_ms)?;
        Ok(vec![RoomEvent::Chat {
            seat,
            text: line.to_string(),
        }])
    }

    /// A seat's offer of a rematch: after the end, once, with both seats taken.
    fn decide_rematch_offer(&self, seat: usize) -> Result<Vec<RoomEvent>, String> {
        if self.state.result().is_none() {
            return Err("a rematch is offered once the game is over".to_string());
        }
        if self.state.rematch().is_some() {
            return Err("the rematch has begun already".to_string());
        }
        match self.state.rematch_offer() {
            Some(offerer) if offerer == seat => Err("you have offered a rematch already".into()),
            Some(_) => Err("your opponent offers a rematch: accept it instead".to_string()),
            None if !self.state.is_seated(other_seat(seat)) => {
                Err("nobody sat in the other seat".to_string())
            }
            None => Ok(vec![RoomEvent::RematchOffered { seat }]),
        }
    }

    /// A move's events: the move with the clocks after it, and the end when it ends the game;
    /// or the flag when the mover's time ran out before it.
    fn decide_move(
        &mut self,
        seat: usize,
        played: usize,
        notation: &str,
        now_ms: u64,
    ) -> Result<Vec<RoomEvent>, String> {
        let notation = notation.trim();
        if notation.chars().count() > MAX_MOVE_CHARS {
            return Err("that move is too long to be one".to_string());
        }
        if !self.state.is_seated(other_seat(seat)) {
            return Err("wait for your opponent to join".to_string());
        }
        if self.state.awaits_agreement() {
            return Err(
                "the dead groups are being marked: propose them or accept the proposal".to_string(),
            );
        }
        if self.state.game().to_move() != seat {
            return Err("it is not your turn".to_string());
        }
        if played != self.state.game().turns_played() {
            return Err(format!(
                "that move was for the position after {played} moves; {} have been played",
                self.state.game().turns_played()
            ));
        }
        let notation = self
            .state
            .game()
            .canonical_board_move(notation)
            .map_err(|why| match parse_words(notation) {
                Some(word) => format!("{} is not played as a move: send {word}", quote(notation)),
                // The core's refusal names the move already, or the move is named first.
                None if why.contains(&quote(notation)) => why,
                None => format!("{} is not legal here: {why}", quote(notation)),
            })?;
        let outcome = self
            .state
            .trial(|game| game.play_token(&notation))
            .map_err(|why| format!("{} is not legal here: {why}", quote(&notation)))?;
        let clocks = match (self.state.clocks_at(now_ms), self.meta.clock) {
            (Some(left), Some(spec)) => Some(spec.after_move(left, seat)),
            _ => None,
        };
        let mut events = vec![RoomEvent::Moved {
            seat,
            notation,
            clocks,
        }];
        if let Some(result) = outcome {
            events.push(RoomEvent::Ended { result });
        }
        Ok(events)
    }

    /// Plays a stored event: the one way a room changes. An event that does not follow the
    /// room's last, or that the game refuses (a log written by another version of the rules),
    /// is an error naming the room.
    pub fn apply(&mut self, stored: StoredEvent) -> Result<(), String> {
        self.state
            .apply(stored)
            .map_err(|why| format!("room {}: {why}", self.meta.code))
    }
}

/// The most events a room keeps: far more than the longest game makes; a room that reaches it
/// can only be resigned.
pub const MAX_ROOM_EVENTS: usize = 10_000;

/// The most offers, requests and proposals one seat may make in a game (draw offers, requests
/// to take back a move, proposals of dead groups).
pub const MAX_REQUESTS_PER_SEAT: usize = 100;

/// Whether `act` asks something of the opponent.
fn is_request(act: &ClientMessage) -> bool {
    matches!(
        act,
        ClientMessage::OfferDraw {}
            | ClientMessage::RequestUndo {}
            | ClientMessage::ProposeDead { .. }
    )
}

/// A seat's resignation as the records write it, by its side's name: `resign black` (the
/// side to move's written `resign` by the game).
fn resign_token(side: &str) -> String {
    format!("resign {}", side.to_ascii_lowercase())
}

/// The message to send instead, for a move that is the players' word: `resign` or `draw`
/// (in any case, with anything after it).
fn parse_words(notation: &str) -> Option<&'static str> {
    let word = notation.split_whitespace().next()?;
    if word.eq_ignore_ascii_case("resign") {
        Some("resign")
    } else if word.eq_ignore_ascii_case("draw") {
        Some("offer_draw or accept_draw")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A room of Medea with a clock of `base_ms`, both seats taken at 0.
    fn clocked(base_ms: u64) -> Room {
        let meta = RoomMeta {
            code: RoomCode::from_numbers([0, 1, 2, 3, 4, 5]),
            game: "medea".to_string(),
            options: GameOptions::new(),
            clock: Some(ClockSpec {
                base_ms,
                increment_ms: 0,
                days: None,
            }),
            keys: [None, None],
            invite: None,
            creator_seat: 0,
            address: "127.0.0.1".to_string(),
            created_ms: 0,
            rated: false,
        };
        let mut room = Room::new(meta, &medusa_rules::GAMES, 0).expect("a room");
        for (seq, seat) in [(1, 0), (2, 1)] {
            room.apply(StoredEvent {
                seq,
                at_ms: 0,
                event: RoomEvent::Seated { seat, name: None },
            })
            .expect("seated");
        }
        room
    }

    #[test]
    fn a_flag_that_fell_before_any_act_ends_the_game_on_time() {
        let flag = vec![
            RoomEvent::FlagFell { seat: 0 },
            RoomEvent::Ended {
                result: "Black wins on time: White's time ran out".to_string(),
            },
        ];
        for act in [
            ClientMessage::Resign {},
            ClientMessage::OfferDraw {},
            ClientMessage::Claim {},
            ClientMessage::RequestUndo {},
            ClientMessage::Move {
                played: 0,
                notation: "c3-d4".to_string(),
            },
        ] {
            // White's clock ran out at 1,000 ms; Black acts at 1,050, before the tick.
            let mut room = clocked(1000);
            assert_eq!(
                room.decide(1, &act, 1050, 60_000),
                Ok(flag.clone()),
                "{act:?}"
            );
            // In time, the act is judged as ever.
            assert_ne!(
                room.decide(1, &act, 900, 60_000),
                Ok(flag.clone()),
                "{act:?}"
            );
        }
    }
}
