//! Records in the headless app: opening one shows it in the replay view (the game on the
//! screen is kept), stepping goes back and forth through its turns with the entities in step,
//! the players can continue from any turn (with the players set before the record was opened,
//! or those it names) or go back to their game, and a bad record changes nothing and names its
//! line.

use crate::common::app::{app_for, app_with, medusa_of, mismatches, refusal, send, settle};
use crate::common::at;
use bevy::prelude::*;
use medusa::ai::Level;
use medusa::app::AnimationClock;
use medusa::app::CellClicked;
use medusa::app::MedusaMove;
use medusa::app::Notices;
use medusa::app::Stone;
use medusa::app::record_of;
use medusa::app::{AnyGame, GameKind, Intent, Match, PlayerKind};
use medusa::app::{Autosave, SavedMatch};
use medusa::app::{OpenRecord, RecordOpened, Replay, ReplayStep};
use medusa::medusa::Action;
use medusa::medusa::{Colour, Game, Record, Variant};

const M: Variant = Variant::Medusa;

/// The example game of the midgame screenshot: a rosette, a capture and a movement.
const RECORD: &str = include_str!("../data/midgame.txt");

fn game(app: &App) -> &Game {
    medusa_of(app)
}

fn replay(app: &App) -> Option<&Replay> {
    app.world().get_resource::<Replay>()
}

/// The colours of the stone entities, by point label, sorted.
fn stones(app: &mut App) -> Vec<(String, Colour)> {
    let topology = game(app).topology();
    let mut query = app.world_mut().query::<&Stone>();
    let mut stones: Vec<(String, Colour)> = query
        .iter(app.world())
        .map(|s| (topology.label(s.point).to_string(), s.colour))
        .collect();
    stones.sort_by(|a, b| a.0.cmp(&b.0));
    stones
}

/// The stones of the core position, the same way.
fn core(game: &Game) -> Vec<(String, Colour)> {
    let board = game.position().board();
    let mut stones: Vec<(String, Colour)> = board
        .occupied()
        .iter()
        .filter_map(|p| Some((game.topology().label(p).to_string(), board.colour_at(p)?)))
        .collect();
    stones.sort_by(|a, b| a.0.cmp(&b.0));
    stones
}

fn open(app: &mut App, name: &str, text: &str) {
    app.world_mut().write_message(OpenRecord {
        name: name.into(),
        text: text.into(),
    });
    app.update();
    app.update();
}

fn step(app: &mut App, step: ReplayStep) {
    app.world_mut().write_message(step);
    app.update();
    app.update();
}

/// An app with a game of two turns in progress.
fn app_with_a_game() -> App {
    let mut app = app_with(Game::new(M, 3).unwrap());
    send(&mut app, Intent::from(Action::Place(at(M, "a10"))));
    send(&mut app, Intent::from(Action::EndTurn));
    send(&mut app, Intent::from(Action::Place(at(M, "s19"))));
    send(&mut app, Intent::from(Action::EndTurn));
    app
}

#[test]
fn a_record_opens_at_its_end_and_steps_back_and_forth() {
    let record = Record::parse(RECORD).unwrap();
    let full = record.replay().unwrap();
    let mut app = app_with_a_game();
    open(&mut app, "midgame.txt", RECORD);
    let shown = replay(&app).expect("the replay view is open");
    assert_eq!((shown.at, shown.steps()), (17, 17));
    assert!(app.world().resource::<Match>().viewing);
    assert_eq!(game(&app).turns().len(), 17);
    assert_eq!(game(&app).position(), full.position());
    settle(&mut app);
    assert_eq!(stones(&mut app), core(&full));

    // Back one turn: the capture and the movement of turn 17 are undone at once.
    step(&mut app, ReplayStep::Back);
    let at_16 = record.clone();
    let mut partial = at_16;
    partial.turns.truncate(16);
    let before_17 = partial.replay().unwrap();
    assert_eq!(game(&app).position(), before_17.position());
    assert_eq!(stones(&mut app), core(&before_17));
    // Forward again: turn 17 is played with its animations.
    step(&mut app, ReplayStep::Forward);
    assert!(app.world().resource::<AnimationClock>().is_busy());
    assert_eq!(game(&app).position(), full.position());
    settle(&mut app);
    assert_eq!(stones(&mut app), core(&full));
    // Jump to the start and to the middle.
    step(&mut app, ReplayStep::To(0));
    assert!(stones(&mut app).is_empty());
    step(&mut app, ReplayStep::To(5));
    assert_eq!(game(&app).turns().len(), 5);
    assert_eq!(replay(&app).unwrap().at, 5);
    settle(&mut app);
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

#[test]
fn nobody_plays_a_record_being_viewed() {
    let mut app = app_with_a_game();
    open(&mut app, "midgame.txt", RECORD);
    let before = game(&app).clone();
    app.world_mut()
        .write_message(CellClicked(at(M, "e5").into()));
    app.update();
    assert_eq!(*game(&app), before);
    assert_eq!(
        refusal(&app).as_deref(),
        Some("this is a record: step through it, or continue playing from here")
    );
}

#[test]
fn the_players_continue_from_any_turn() {
    let mut app = app_with_a_game();
    open(&mut app, "midgame.txt", RECORD);
    step(&mut app, ReplayStep::To(10));
    app.world_mut().resource_mut::<Replay>().players =
        [PlayerKind::Human, PlayerKind::Computer(Level::Beginner)];
    step(&mut app, ReplayStep::Continue);
    assert!(replay(&app).is_none());
    let game_match = app.world().resource::<Match>();
    assert!(!game_match.viewing);
    assert_eq!(
        game_match.medusa().expect("a Medusa match").turns().len(),
        10
    );
    assert_eq!(
        game_match.player(Colour::White),
        PlayerKind::Computer(Level::Beginner)
    );
    // Turn 11 is White's (White began), and White is now the computer.
    assert_eq!(
        game_match
            .medusa()
            .expect("a Medusa match")
            .position()
            .to_move(),
        Colour::White
    );
}

#[test]
fn closing_the_view_brings_back_the_game_from_before() {
    let mut app = app_with_a_game();
    let mine = game(&app).clone();
    open(&mut app, "midgame.txt", RECORD);
    // Opening a second record keeps the game from before the first.
    open(&mut app, "again", RECORD);
    step(&mut app, ReplayStep::Back);
    step(&mut app, ReplayStep::Close);
    assert!(replay(&app).is_none());
    assert_eq!(*game(&app), mine);
    assert!(!app.world().resource::<Match>().viewing);
    settle(&mut app);
    assert_eq!(stones(&mut app), core(&mine));
}

#[test]
fn a_bad_record_changes_nothing_and_names_its_line() {
    let mut app = app_with_a_game();
    let mine = game(&app).clone();
    let broken = "[Variant \"medusa\"]\nj11\nk11\nj11\n";
    open(&mut app, "broken.txt", broken);
    assert!(replay(&app).is_none());
    assert_eq!(*game(&app), mine);
    let notices = app.world().resource::<Notices>();
    assert!(
        notices.contains("broken.txt could not be opened: line 4:"),
        "{notices:?}"
    );
    open(&mut app, "empty", "");
    assert!(replay(&app).is_none());
    assert!(
        app.world()
            .resource::<Notices>()
            .contains("empty could not be opened: line")
    );
}

#[test]
fn a_counted_record_steps_through_its_dead_line() {
    // Play a short Lotus game to a marked end, and record it.
    let lotus = Variant::Lotus;
    let mut app = app_with(Game::new(lotus, 3).unwrap());
    for point in ["1", "72", "2"] {
        send(&mut app, Intent::from(Action::Place(at(lotus, point))));
    }
    send(&mut app, Intent::from(MedusaMove::Pass));
    send(&mut app, Intent::from(MedusaMove::Pass));
    send(&mut app, Intent::from(Action::ToggleDead(at(lotus, "72"))));
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::Black)));
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::White)));
    let finished = game(&app).clone();
    assert!(finished.position().outcome().is_some());
    let text = record_of(app.world().resource::<Match>()).to_text();
    assert!(text.contains("\ndead 72"), "{text}");
    open(&mut app, "lotus", &text);
    let steps = replay(&app).unwrap().steps();
    assert_eq!(steps, 6, "five turns and the count");
    assert_eq!(
        replay(&app).unwrap().where_it_stands(),
        "turn 5 of 5, counted"
    );
    step(&mut app, ReplayStep::Back);
    assert_eq!(replay(&app).unwrap().where_it_stands(), "turn 5 of 5");
    assert!(game(&app).position().marking().is_some());
    step(&mut app, ReplayStep::Forward);
    assert_eq!(game(&app).position(), finished.position());
    settle(&mut app);
    assert_eq!(stones(&mut app), core(&finished));
    assert!(mismatches(&app).is_empty(), "{:?}", mismatches(&app));
}

/// How many records were announced as opened.
#[derive(Resource, Default)]
struct Opened(usize);

fn count_opened(mut opened: MessageReader<RecordOpened>, mut count: ResMut<Opened>) {
    count.0 += opened.read().count();
}

#[test]
fn another_record_opens_from_inside_the_replay_view() {
    let mut app = app_with_a_game();
    app.init_resource::<Opened>()
        .add_systems(Last, count_opened);
    open(&mut app, "midgame.txt", RECORD);
    step(&mut app, ReplayStep::Back);
    let lotus = "[Variant \"lotus\"]\n17\n30\n";
    open(&mut app, "lotus.txt", lotus);
    let shown = replay(&app).expect("the second record is shown");
    assert_eq!(shown.name, "lotus.txt");
    assert_eq!(shown.where_it_stands(), "turn 2 of 2");
    assert_eq!(game(&app).variant(), Variant::Lotus);
    assert_eq!(game(&app).turns().len(), 2);
    // Each record that opened was announced once (the records dialog closes on that, not on
    // any change of the replay); stepping through a record announces nothing.
    assert_eq!(app.world().resource::<Opened>().0, 2);
    step(&mut app, ReplayStep::Back);
    step(&mut app, ReplayStep::Forward);
    step(
        &mut app,
        ReplayStep::SetPlayer(Colour::White.index(), PlayerKind::Human),
    );
    assert_eq!(app.world().resource::<Opened>().0, 2);
}

#[test]
fn closing_a_link_opened_at_start_goes_back_to_the_saved_game_in_progress() {
    // The page reloads with a link in its address; the autosave keeps a game of Lotus.
    let mut app = app_with(Game::new(M, 3).unwrap());
    let mut lotus = Game::new(Variant::Lotus, 3).unwrap();
    for point in ["17", "30"] {
        lotus
            .apply(medusa::medusa::Action::Place(at(Variant::Lotus, point)))
            .expect("a vacant point");
        lotus
            .apply(medusa::medusa::Action::EndTurn)
            .expect("the turn ends");
    }
    let players = [PlayerKind::Human, PlayerKind::Computer(Level::Casual)];
    app.world_mut().resource_mut::<Autosave>().saved = Some(SavedMatch {
        game: lotus.clone().into(),
        players,
    });
    open(&mut app, "The shared game", RECORD);
    assert!(app.world().resource::<Match>().viewing);
    step(&mut app, ReplayStep::Close);
    assert!(replay(&app).is_none());
    let game_match = app.world().resource::<Match>();
    assert!(!game_match.viewing);
    assert_eq!(game_match.medusa(), Some(&lotus));
    assert_eq!(game_match.setup.players, players);
}

#[test]
fn closing_a_record_opened_first_leaves_a_playable_game_and_says_which() {
    // A shared link opened at start: there is no game from before.
    let mut app = app_with(Game::new(M, 3).unwrap());
    open(&mut app, "The shared game", RECORD);
    assert!(app.world().resource::<Match>().viewing);
    step(&mut app, ReplayStep::Close);
    assert!(replay(&app).is_none());
    let game_match = app.world().resource::<Match>();
    assert!(!game_match.viewing, "the game on the screen can be played");
    assert_eq!(game_match.medusa().expect("a Medusa match").variant(), M);
    assert!(
        game_match
            .medusa()
            .expect("a Medusa match")
            .turns()
            .is_empty()
    );
    assert_eq!(game_match.setup.players, [PlayerKind::Human; 2]);
    assert!(
        app.world()
            .resource::<Notices>()
            .contains("a new game of Medusa between two people starts"),
        "{:?}",
        app.world().resource::<Notices>()
    );
    // A click places a stone.
    app.world_mut()
        .write_message(CellClicked(at(M, "j11").into()));
    app.update();
    assert!(game(&app).position().placed_this_turn());
}

/// A person playing Lotus against the computer opens a record: the replay view keeps who plays
/// each colour (it used to reset both to people), for a record of another game too (each
/// colour's player with its colour); a record whose headers name a computer player brings its
/// own players, and one that names only people keeps those set before.
#[test]
fn opening_a_record_keeps_the_players_or_takes_the_computer_it_names() {
    let casual = PlayerKind::Computer(Level::Casual);
    let strong = PlayerKind::Computer(Level::Strong);
    // Lotus: Black (seat 0), the first to play, is the person; White the computer.
    let lotus = Game::new(Variant::Lotus, 3).unwrap();
    let mut app = app_for(lotus, [PlayerKind::Human, casual]);
    open(&mut app, "lotus.txt", "[Variant \"lotus\"]\n17\n30\n");
    assert_eq!(replay(&app).unwrap().players, [PlayerKind::Human, casual]);
    // Continuing from there: the person still plays Black against the computer.
    step(&mut app, ReplayStep::Continue);
    let game_match = app.world().resource::<Match>();
    assert!(!game_match.viewing);
    assert_eq!(game_match.setup.players, [PlayerKind::Human, casual]);
    // A record of Medea, whose seats are White's then Black's: the computer stays White.
    open(&mut app, "medea.txt", "[Variant \"medea\"]\ne3-e4\n");
    assert_eq!(replay(&app).unwrap().players, [casual, PlayerKind::Human]);
    // A record that names the computer on one side: its players.
    let named = "[Variant \"medea\"]\n[White \"Human\"]\n[Black \"Computer: strong\"]\ne3-e4\n";
    open(&mut app, "named.txt", named);
    assert_eq!(replay(&app).unwrap().players, [PlayerKind::Human, strong]);
    // A record that names people only: the players from before (the record open until now).
    let people = "[Variant \"medea\"]\n[White \"Ann\"]\n[Black \"Bob\"]\ne3-e4\nf6-f5\n";
    open(&mut app, "people.txt", people);
    assert_eq!(replay(&app).unwrap().players, [PlayerKind::Human, strong]);
    // The app's own records name their players as the title does, and bring them back.
    let record = record_of(&Match::from_game(
        AnyGame::fresh(GameKind::PILLARS),
        [casual, PlayerKind::Human],
    ))
    .to_text();
    open(&mut app, "pillars.txt", &record);
    assert_eq!(replay(&app).unwrap().players, [casual, PlayerKind::Human]);
}
