//! The replay view: a record opened from the records dialog (or a shared link) is shown turn
//! by turn. Stepping forward plays the next turn with its animations; stepping back, or
//! jumping to any turn, shows that position at once. From any turn the players can continue
//! playing (a new game from that position, with its history), or close the view and go back
//! to the game they had before.
//!
//! Who plays each side if they continue is kept from before the record was opened (the game
//! on the screen's players, each colour's with its colour), unless the record names computer
//! players in its headers (`[White "Computer: casual"]`, as the app writes them): then its
//! own.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use medusa_locale::Phrase;

use super::animation_clock::AnimationClock;
use super::any_game::AnyGame;
use super::any_record::AnyRecord;
use super::autosave::Autosave;
use super::game_match::{Intent, Match, MatchSetup, PlayerKind};
use super::notices::Notices;
use super::setup_draft::SetupDraft;
use crate::session::GameSystems;
use medusa_ai::Level;

/// The record being viewed.
#[derive(Resource, Clone, Debug)]
pub struct Replay {
    /// What it is called (the file's name, or where it came from).
    pub name: String,
    pub record: AnyRecord,
    /// Steps shown so far: turns played, and one more once a `dead` line has been counted.
    pub at: usize,
    /// The game that was on the screen when the record was opened.
    pub before: Option<(AnyGame, [PlayerKind; 2])>,
    /// Who plays each colour if the players continue from here.
    pub players: [PlayerKind; 2],
}

impl Replay {
    /// Opens `record` at its last step, the players `before` (of any game) kept for its sides
    /// unless the record names computer players; checks that the whole record can be played.
    pub fn open(
        name: String,
        record: AnyRecord,
        before: &MatchSetup,
    ) -> Result<(Replay, AnyGame), String> {
        let game = record.replay()?;
        let mut replay = Replay {
            name,
            players: players_of(&record, before),
            record,
            at: 0,
            before: None,
        };
        replay.at = replay.steps();
        Ok((replay, game))
    }

    /// How many steps the record has: its turns, and one more for a counted `dead` line.
    pub fn steps(&self) -> usize {
        self.record.steps()
    }

    /// Where the view stands, in words, numbered as the record's lines and the analysis
    /// number them (step `n` shows the position after the `n`th line): "turn 12 of 80",
    /// "turn 80 of 80, counted" in Medusa and Lotus, "move 14 of 15" in Medea and Pillars of
    /// Medusa.
    pub fn where_it_stands(&self) -> String {
        let turns = self.record.turns();
        let counted = if self.at > turns { ", counted" } else { "" };
        let word = self.record.kind().id().move_word;
        format!("{word} {} of {turns}{counted}", self.at.min(turns))
    }

    /// The game after `step` steps.
    pub fn game_at(&self, step: usize) -> Result<AnyGame, String> {
        self.record.game_at(step)
    }

    /// The game that closing the view goes back to: the one on the screen when the record was
    /// opened, or else the game in progress that the autosave keeps (a shared link opened at
    /// start replaces no game on the screen).
    pub fn back_to(&self, autosave: &Autosave) -> Option<(AnyGame, [PlayerKind; 2])> {
        self.before.clone().or_else(|| {
            autosave
                .in_progress()
                .map(|saved| (saved.game.clone(), saved.players))
        })
    }

    /// The intents that take `game` (the game at the current step) one step forward.
    pub fn next_intents(&self, game: &AnyGame) -> Vec<Intent> {
        self.record.next_intents(self.at, game)
    }
}

/// Who plays each side of `record` if the players continue from it: the players its headers
/// name where they name the computer on either side (a side named otherwise is a person's),
/// or else the players of `before`, each colour's with its colour. Nobody plays online from a
/// record: an online player becomes a person.
fn players_of(record: &AnyRecord, before: &MatchSetup) -> [PlayerKind; 2] {
    let kind = record.kind();
    let named = kind
        .side_names()
        .map(|side| record.as_dyn().header(side).and_then(PlayerKind::from_name));
    let players = if named.iter().flatten().any(|p| p.level().is_some()) {
        named.map(|player| player.unwrap_or(PlayerKind::Human))
    } else {
        let mut setup = before.clone();
        setup.switch_game(kind);
        setup.players
    };
    offline(players)
}

/// The players with each online player a person at this screen: a record, and a game gone
/// back to from one, is played here.
fn offline(players: [PlayerKind; 2]) -> [PlayerKind; 2] {
    players.map(|player| match player {
        PlayerKind::Remote => PlayerKind::Human,
        player => player,
    })
}

/// Open a record (text or JSON) in the replay view.
#[derive(Message, Clone, PartialEq, Eq, Debug)]
pub struct OpenRecord {
    /// What to call it (a file name, "pasted record", "shared link").
    pub name: String,
    pub text: String,
}

/// A record was opened in the replay view (the dialog it came from may close).
#[derive(Message, Clone, PartialEq, Eq, Debug)]
pub struct RecordOpened {
    pub name: String,
}

/// What the replay's systems change: the game on the screen (by intents), the notices, and
/// the replay view itself (put in or taken away by commands).
#[derive(SystemParam)]
struct ReplayChanges<'w, 's> {
    intents: MessageWriter<'w, Intent>,
    notices: ResMut<'w, Notices>,
    commands: Commands<'w, 's>,
}

/// Opens records: a good one replaces the game on the screen by the replay view (the game
/// is kept to go back to, and its players to continue with); a bad one leaves everything as
/// it was and says which line is wrong.
fn open(
    mut requests: MessageReader<OpenRecord>,
    game_match: Res<Match>,
    current: Option<Res<Replay>>,
    draft: Res<SetupDraft>,
    mut changes: ReplayChanges,
    mut announce: MessageWriter<RecordOpened>,
) {
    let ReplayChanges {
        intents,
        notices,
        commands,
    } = &mut changes;
    // Only the last request of a frame counts.
    let Some(request) = requests.read().last() else {
        return;
    };
    // The players set before: those of the record already open, of the game on the screen,
    // or (behind the title, a board only looked at) the title's.
    let before = match &current {
        Some(current) => MatchSetup {
            kind: current.record.kind(),
            players: current.players,
            ..game_match.setup.clone()
        },
        None if game_match.viewing => draft.setup.clone(),
        None => game_match.setup.clone(),
    };
    let opened = AnyRecord::parse(&request.text)
        .and_then(|r| Replay::open(request.name.clone(), r, &before));
    match opened {
        Ok((mut replay, game)) => {
            replay.before = match &current {
                // Opening another record keeps the game from before the first.
                Some(current) => current.before.clone(),
                None if game_match.game.turn_count() > 0 => {
                    Some((game_match.game.clone(), offline(game_match.setup.players)))
                }
                None => None,
            };
            announce.write(RecordOpened {
                name: replay.name.clone(),
            });
            commands.insert_resource(replay);
            intents.write(Intent::Review(Box::new(game)));
        }
        Err(error) => {
            notices.push(
                Phrase::new("notice-record-unopened")
                    .with("name", request.name.clone())
                    .with("error", error.to_string()),
            );
        }
    }
}

/// A request from the replay bar or the keys.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReplayStep {
    /// One step forward, animated.
    Forward,
    /// One step back.
    Back,
    /// Straight to this step.
    To(usize),
    /// Continue playing from here.
    Continue,
    /// Play on from here against the computer: the side to move is the person's, the other
    /// the strong computer's (the analysis's "try again from here").
    TryAgain,
    /// Close the view and go back to the game from before (or, if there was none, start a
    /// new game between two people on the record's board).
    Close,
    /// Who plays the side in this [`Seat`](super::Seat) if the players continue from here.
    SetPlayer(usize, PlayerKind),
}

/// Carries out the replay requests through intents.
fn step(
    mut steps: MessageReader<ReplayStep>,
    replay: Option<ResMut<Replay>>,
    game_match: Res<Match>,
    autosave: Res<Autosave>,
    mut clock: ResMut<AnimationClock>,
    mut changes: ReplayChanges,
) {
    let ReplayChanges {
        intents,
        notices,
        commands,
    } = &mut changes;
    let Some(mut replay) = replay else {
        steps.clear();
        return;
    };
    // One request per frame: each one starts from the game the one before produced.
    let Some(&request) = steps.read().next() else {
        return;
    };
    steps.clear();
    if let ReplayStep::SetPlayer(seat, kind) = request {
        if let Some(player) = replay.players.get_mut(seat) {
            *player = kind;
        }
        return;
    }
    clock.finish();
    let target = match request {
        ReplayStep::Forward if replay.at < replay.steps() => {
            for intent in replay.next_intents(&game_match.game) {
                intents.write(intent);
            }
            replay.at += 1;
            return;
        }
        ReplayStep::Forward => return,
        ReplayStep::Back => replay.at.saturating_sub(1),
        ReplayStep::To(step) => step.min(replay.steps()),
        ReplayStep::Continue => {
            intents.write(Intent::Load(
                Box::new(game_match.game.clone()),
                replay.players,
            ));
            commands.remove_resource::<Replay>();
            return;
        }
        ReplayStep::TryAgain => {
            let mover = game_match.game.seat_to_move();
            let mut players = [PlayerKind::Computer(Level::Strong); 2];
            if let Some(person) = players.get_mut(mover) {
                *person = PlayerKind::Human;
            }
            intents.write(Intent::Load(Box::new(game_match.game.clone()), players));
            commands.remove_resource::<Replay>();
            return;
        }
        ReplayStep::Close => {
            match replay.back_to(&autosave) {
                Some((game, players)) => {
                    intents.write(Intent::Load(Box::new(game), players));
                }
                None => {
                    let setup = MatchSetup::hot_seat(replay.record.kind());
                    notices.push(
                        Phrase::new("notice-record-closed").with("game", setup.kind.name_phrase()),
                    );
                    intents.write(Intent::NewMatch(setup));
                }
            }
            commands.remove_resource::<Replay>();
            return;
        }
        ReplayStep::SetPlayer(..) => return,
    };
    if target == replay.at {
        return;
    }
    if let Ok(game) = replay.game_at(target) {
        intents.write(Intent::Review(Box::new(game)));
        replay.at = target;
    }
}

/// The replay's systems: what asks for a step (the replay bar, the keys) runs before them.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ReplaySystems;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReplayStep>()
        .add_message::<OpenRecord>()
        .add_message::<RecordOpened>()
        .add_systems(
            Update,
            (open, step.run_if(on_message::<ReplayStep>))
                .in_set(GameSystems::Input)
                .in_set(ReplaySystems),
        );
}
