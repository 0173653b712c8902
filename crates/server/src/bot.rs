//! A player on a server: `medusa bot` (and the tests' and the load bench's players). It
//! enters a room (creating it or joining it), follows the room's events with a [`RoomState`]
//! of its own, plays its moves with an engine when it is its turn, settles Medusa's dead
//! groups by proposing none and accepting the opponent's proposal, comes back by itself with
//! its token when the connection is lost, and ends with the result when the room's game is
//! over.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use medusa_ai as ai;
use medusa_ai::alphabeta::{self, MatchGame};
use medusa_ai::medea::MedeaSearch;
use medusa_ai::pillars::PillarsSearch;
use medusa_online::{
    ClientMessage, ClockSpec, Invitation, PROTOCOL_VERSION, RoomCode, RoomEvent, RoomState,
    SeatToken, ServerMessage, SideChoice, StoredEvent,
};
use medusa_rules::contract::{GameId, GameRules};
use medusa_rules::dyn_game::DynGame;
use medusa_rules::{GAMES, GameOptions};
use medusa_rules::{medea, medusa, pillars};

use super::client::Connection;

/// Chooses the moves of one side, as the records write them.
pub trait MoveChooser: Send {
    /// The move for the side to move in `game`.
    fn choose(&mut self, game: &dyn DynGame) -> Result<String, String>;
}

/// Medusa's and Lotus's players (`random`, `greedy`, levels, `mcts:...`).
struct MedusaChooser(ai::Player);

impl MoveChooser for MedusaChooser {
    fn choose(&mut self, game: &dyn DynGame) -> Result<String, String> {
        let game = game
            .as_any()
            .downcast_ref::<medusa::Game>()
            .ok_or("the engine plays Medusa and Lotus only")?;
        let turn = self.0.choose(game);
        Ok(GameRules::write_move(game, &turn))
    }
}

/// The alpha-beta games' players (`random`, `greedy`, levels, `ab:...`), over the search's
/// view of the game `from` gives.
struct SearchChooser<G: MatchGame> {
    player: alphabeta::Player<G>,
    from: fn(&dyn DynGame) -> Option<G>,
}

impl<G: MatchGame + Send> MoveChooser for SearchChooser<G>
where
    G::Move: Send,
    alphabeta::Player<G>: Send,
{
    fn choose(&mut self, game: &dyn DynGame) -> Result<String, String> {
        let position = (self.from)(game).ok_or("the engine plays another game")?;
        let mv = self
            .player
            .choose(&position)
            .ok_or("the engine found no move")?;
        Ok(position.notation(mv))
    }
}

/// A chooser for a game: from an engine spec and a seed.
type ChooserFn = fn(&str, u64) -> Result<Box<dyn MoveChooser>, String>;

fn medusa_chooser(spec: &str, seed: u64) -> Result<Box<dyn MoveChooser>, String> {
    let engine = ai::Engine::parse(spec).map_err(|e| e.to_string())?;
    Ok(Box::new(MedusaChooser(ai::Player::new(engine, seed))))
}

fn medea_chooser(spec: &str, seed: u64) -> Result<Box<dyn MoveChooser>, String> {
    let engine = alphabeta::Engine::parse::<MedeaSearch>(spec).map_err(|e| e.to_string())?;
    Ok(Box::new(SearchChooser::<MedeaSearch> {
        player: alphabeta::Player::new(engine, seed),
        from: |game| {
            game.as_any()
                .downcast_ref::<medea::Game>()
                .map(MedeaSearch::from_game)
        },
    }))
}

fn pillars_chooser(spec: &str, seed: u64) -> Result<Box<dyn MoveChooser>, String> {
    let engine = alphabeta::Engine::parse::<PillarsSearch>(spec).map_err(|e| e.to_string())?;
    Ok(Box::new(SearchChooser::<PillarsSearch> {
        player: alphabeta::Player::new(engine, seed),
        from: |game| {
            game.as_any()
                .downcast_ref::<pillars::Game>()
                .map(PillarsSearch::from_game)
        },
    }))
}

/// The engines of each game of the registry. A game joins with one line.
const CHOOSERS: &[(GameId, ChooserFn)] = &[
    (medusa::MEDUSA, medusa_chooser),
    (medusa::LOTUS, medusa_chooser),
    (medea::MEDEA, medea_chooser),
    (pillars::PILLARS, pillars_chooser),
];

/// The chooser of `spec` for the game `game` names.
pub fn chooser(game: &str, spec: &str, seed: u64) -> Result<Box<dyn MoveChooser>, String> {
    let id = GAMES.find(game).map_err(|e| e.to_string())?.id;
    let (_, make) = CHOOSERS
        .iter()
        .find(|(known, _)| *known == id)
        .ok_or_else(|| format!("no engine plays {}", id.name))?;
    make(spec, seed)
}

/// How the bot enters its room.
#[derive(Clone, Debug)]
pub enum Role {
    /// Creates a room of this game (with the game's options, a side and a clock).
    Create {
        game: String,
        options: GameOptions,
        side: SideChoice,
        clock: Option<ClockSpec>,
    },
    /// Joins the room of this invitation (or of this code alone).
    Join(Invitation),
}

/// What the bot reports as it goes.
pub trait Report: Send {
    /// The room's code, once it is known (first for a creator), with its invitation when the
    /// server gives it (to the creator, for the second player).
    fn room(&mut self, invitation: Invitation);
    /// A line about the connection (lost, back).
    fn note(&mut self, line: &str);
}

/// How long the bot keeps trying to come back to a server that went away.
const RECONNECT_FOR: Duration = Duration::from_secs(120);

/// The bot's own view of the room.
struct View {
    code: Option<RoomCode>,
    seat: Option<usize>,
    token: Option<SeatToken>,
    /// The room as its events have made it, from the welcome on.
    state: Option<RoomState>,
    /// The number of moves played when the bot last sent a move or act, while it waits for
    /// the room's answer.
    waiting: Option<usize>,
    proposed_dead: bool,
    /// Whether the opponent has proposed dead groups for this bot to accept.
    proposal_waits: bool,
}

impl View {
    /// The number of the last event the bot has followed (0 before any).
    fn last_seq(&self) -> u64 {
        self.state.as_ref().map_or(0, RoomState::last_seq)
    }
}

/// Plays in a room on `server` until its game ends; the result.
pub async fn play(
    server: &str,
    role: Role,
    spec: &str,
    seed: u64,
    report: &mut dyn Report,
) -> Result<String, String> {
    let mut view = View {
        code: None,
        seat: None,
        token: None,
        state: None,
        waiting: None,
        proposed_dead: false,
        proposal_waits: false,
    };
    let mut chooser: Option<Arc<Mutex<Box<dyn MoveChooser>>>> = None;
    if let Role::Create { game, .. } = &role {
        chooser = Some(Arc::new(Mutex::new(self::chooser(game, spec, seed)?)));
    }
    let mut lost_since: Option<std::time::Instant> = None;
    loop {
        let connection = match Connection::open(server).await {
            Ok(connection) => connection,
            Err(why) => {
                let since = *lost_since.get_or_insert_with(std::time::Instant::now);
                if since.elapsed() > RECONNECT_FOR || view.token.is_none() && view.code.is_none() {
                    return Err(why);
                }
                tokio::time::sleep(Duration::from_millis(250)).await;
                continue;
            }
        };
        if lost_since.take().is_some() {
            report.note("connected again");
        }
        match session(
            connection,
            &role,
            spec,
            seed,
            &mut view,
            &mut chooser,
            report,
        )
        .await
        {
            Ok(result) => return Ok(result),
            Err(Lost::Fatal(why)) => return Err(why),
            Err(Lost::Connection(why)) => {
                if view.token.is_none() {
                    return Err(why);
                }
                report.note(&format!("connection lost ({why}); coming back"));
                lost_since = Some(std::time::Instant::now());
                view.waiting = None;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

enum Lost {
    Connection(String),
    Fatal(String),
}

async fn session(
    mut connection: Connection,
    role: &Role,
    spec: &str,
    seed: u64,
    view: &mut View,
    chooser: &mut Option<Arc<Mutex<Box<dyn MoveChooser>>>>,
    report: &mut dyn Report,
) -> Result<String, Lost> {
    let enter = match (view.code, view.token) {
        (Some(code), Some(token)) => ClientMessage::Resume {
            version: PROTOCOL_VERSION,
            code,
            token,
            after: view.last_seq(),
        },
        _ => match role {
            Role::Create {
                game,
                options,
                side,
                clock,
            } => ClientMessage::Create {
                version: PROTOCOL_VERSION,
                game: game.clone(),
                options: options.clone(),
                side: *side,
                clock: *clock,
            },
            Role::Join(invitation) => ClientMessage::Join {
                version: PROTOCOL_VERSION,
                code: invitation.code,
                invite: invitation.invite,
            },
        },
    };
    connection.send(&enter).await.map_err(Lost::Connection)?;
    loop {
        let message = connection.receive().await.map_err(Lost::Connection)?;
        match message {
            ServerMessage::Welcome {
                room,
                seat,
                token,
                invite,
                ..
            } => {
                if view.code.is_none() {
                    report.room(Invitation {
                        code: room.code,
                        invite,
                    });
                }
                view.code = Some(room.code);
                if token.is_some() {
                    view.token = token;
                }
                view.seat = seat;
                if seat.is_none() {
                    return Err(Lost::Fatal(format!(
                        "room {} has both seats taken: a bot does not watch",
                        room.code
                    )));
                }
                if view.state.is_none() {
                    // The clock's times are the events' (the server's): none is needed here.
                    let state = RoomState::new(&room.game, &room.options, room.clock, 0)
                        .map_err(Lost::Fatal)?;
                    view.state = Some(state);
                }
                if chooser.is_none() {
                    *chooser = Some(Arc::new(Mutex::new(
                        self::chooser(&room.game, spec, seed).map_err(Lost::Fatal)?,
                    )));
                }
            }
            ServerMessage::Event { seq, at_ms, event } => {
                if seq <= view.last_seq() {
                    continue;
                }
                follow(view, StoredEvent { seq, at_ms, event }).map_err(Lost::Fatal)?;
                if let Some(result) = view.state.as_ref().and_then(RoomState::result) {
                    let result = result.to_string();
                    connection.close().await;
                    return Ok(result);
                }
            }
            ServerMessage::Presence { .. } => {}
            ServerMessage::Error { message } => {
                report.note(&format!("refused: {message}"));
                view.waiting = None;
                // Whatever was refused, a moment's pause before trying again.
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
        if let Some(act) = next_act(view, chooser).await.map_err(Lost::Fatal)? {
            connection.send(&act).await.map_err(Lost::Connection)?;
        }
    }
}

/// Follows one event with the bot's own room state, and what it means for the bot's own
/// bookkeeping: an answer to what it sent, a proposal to accept.
fn follow(view: &mut View, stored: StoredEvent) -> Result<(), String> {
    let state = view
        .state
        .as_mut()
        .ok_or("an event came before the welcome")?;
    match &stored.event {
        RoomEvent::Moved { .. } | RoomEvent::Undone { .. } => view.waiting = None,
        RoomEvent::DeadProposed { seat, .. } => {
            view.proposal_waits = Some(*seat) != view.seat;
            view.waiting = None;
        }
        _ => {}
    }
    state.apply(stored)
}

/// What the bot does next, if anything: its move, or its part in marking the dead.
async fn next_act(
    view: &mut View,
    chooser: &Option<Arc<Mutex<Box<dyn MoveChooser>>>>,
) -> Result<Option<ClientMessage>, String> {
    let (Some(seat), Some(state)) = (view.seat, view.state.as_ref()) else {
        return Ok(None);
    };
    let both_seated = state.is_seated(0) && state.is_seated(1);
    if view.waiting.is_some() || state.result().is_some() || !both_seated {
        return Ok(None);
    }
    if state.awaits_agreement() {
        return Ok(marking_act(view, seat));
    }
    let game = state.game();
    if game.to_move() != seat || game.outcome().is_some() {
        return Ok(None);
    }
    let Some(chooser) = chooser.clone() else {
        return Ok(None);
    };
    let snapshot = game.clone_box();
    let played = snapshot.turns_played();
    let notation = tokio::task::spawn_blocking(move || {
        let mut chooser = chooser
            .lock()
            .map_err(|_| "the engine stopped".to_string())?;
        chooser.choose(snapshot.as_ref())
    })
    .await
    .map_err(|e| format!("the engine stopped: {e}"))??;
    view.waiting = Some(played);
    Ok(Some(ClientMessage::Move { played, notation }))
}

/// Medusa's marking: the first player proposes that nothing is dead, the other accepts.
fn marking_act(view: &mut View, seat: usize) -> Option<ClientMessage> {
    let state = view.state.as_ref()?;
    let first = state.first_seat();
    let played = state.game().turns_played();
    if seat == first && !view.proposed_dead {
        view.proposed_dead = true;
        view.waiting = Some(played);
        Some(ClientMessage::ProposeDead {
            stones: String::new(),
        })
    } else if seat != first && view.proposal_waits {
        view.proposal_waits = false;
        view.waiting = Some(played);
        Some(ClientMessage::AcceptDead {})
    } else {
        None
    }
}
