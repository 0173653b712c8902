//! What the game keeps between runs, in a headless app with a store in a folder of its own:
//! the autosave after every turn and the game it restores, the last finished game to analyse
//! or replay, settings written and read back, and a clean start with a message when either
//! file is corrupt.

use std::path::PathBuf;

use crate::common::app::{app_storing, medusa_of, send};
use crate::common::at;
use bevy::prelude::*;
use medusa::ai::Level;
use medusa::app::AnimationSpeed;
use medusa::app::MedusaMove;
use medusa::app::Notices;
use medusa::app::Stone;
use medusa::app::Store;
use medusa::app::{AUTOSAVE_KEY, Autosave, SavedMatch, UNREADABLE_KEY};
use medusa::app::{Analyse, GameAnalysis, LAST_GAME, LAST_GAME_KEY, LastGame, OpenRecord, Replay};
use medusa::app::{
    CameraView, SETTINGS_KEY, SETTINGS_UNREADABLE_KEY, Settings, SettingsFile, StoneStyle,
};
use medusa::app::{Intent, Match, PlayerKind};
use medusa::medusa::Action;
use medusa::medusa::{Colour, Game, Variant};

const M: Variant = Variant::Medusa;

/// An empty folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("medusa-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A headless app (Medusa, a person against the casual computer) storing into `dir`.
fn app_in(dir: &PathBuf) -> App {
    let players = [PlayerKind::Computer(Level::Casual), PlayerKind::Human];
    app_storing(Game::new(M, 3).unwrap(), players, Store::in_folder(dir))
}

fn saved(dir: &PathBuf) -> SavedMatch {
    let text = Store::in_folder(dir)
        .read(AUTOSAVE_KEY)
        .unwrap()
        .expect("an autosave");
    SavedMatch::from_text(&text).expect("a readable autosave")
}

#[test]
fn every_completed_turn_is_saved_and_the_turn_in_progress_is_not() {
    let dir = folder("autosave-turns");
    let mut app = app_in(&dir);
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    send(&mut app, Intent::from(Action::EndTurn));
    assert_eq!(saved(&dir).game.turn_count(), 1);
    // Black is the computer here; take its seat for the test.
    app.world_mut().resource_mut::<Match>().setup.players = [PlayerKind::Human; 2];
    send(&mut app, Intent::from(Action::Place(at(M, "k11"))));
    send(&mut app, Intent::from(Action::EndTurn));
    send(&mut app, Intent::from(Action::Place(at(M, "j9"))));
    let saved_now = saved(&dir);
    assert_eq!(
        saved_now.game.turn_count(),
        2,
        "the placement in progress is not saved"
    );
    assert_eq!(saved_now.players, [PlayerKind::Human; 2]);
    send(&mut app, Intent::from(Action::EndTurn));
    assert_eq!(saved(&dir).game.medusa(), Some(medusa_of(&app)));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_next_start_offers_the_saved_game_and_continues_it() {
    let dir = folder("autosave-continue");
    let mut app = app_in(&dir);
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    send(&mut app, Intent::from(Action::EndTurn));
    let played = medusa_of(&app).clone();
    drop(app);

    let mut app = app_in(&dir);
    let saved = app
        .world()
        .resource::<Autosave>()
        .saved
        .clone()
        .expect("the saved game is offered");
    assert!(saved.game.is_in_progress());
    assert_eq!(saved.game.medusa(), Some(&played));
    // The title's line for it counts one turn as one.
    assert_eq!(saved.summary(), "Medusa, 1 turn played, Black to play");
    assert_eq!(
        saved.players,
        [PlayerKind::Computer(Level::Casual), PlayerKind::Human]
    );
    send(&mut app, Intent::Load(Box::new(saved.game), saved.players));
    let game_match = app.world().resource::<Match>();
    assert_eq!(game_match.medusa(), Some(&played));
    assert_eq!(
        game_match.player(Colour::Black),
        PlayerKind::Computer(Level::Casual)
    );
    app.update();
    let mut stones = app.world_mut().query::<&Stone>();
    let stones: Vec<Stone> = stones.iter(app.world()).copied().collect();
    assert_eq!(
        stones,
        [Stone {
            point: at(M, "j11"),
            colour: Colour::White
        }]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_corrupt_autosave_gives_a_clean_start_a_message_and_is_kept_aside() {
    let dir = folder("autosave-corrupt");
    let store = Store::in_folder(&dir);
    let broken = "{\"format\":1,\"black\":\"human\",\"white\":\"human\",\"record\":\"[Variant \\\"medusa\\\"]\\nj11\\nj11\\n\"}";
    store.write(AUTOSAVE_KEY, broken).unwrap();
    let app = app_in(&dir);
    assert_eq!(app.world().resource::<Autosave>().saved, None);
    let notices = app.world().resource::<Notices>();
    assert!(
        notices.contains("The saved game could not be read (line 3:"),
        "{notices:?}"
    );
    assert_eq!(medusa_of(&app).turns().len(), 0);
    assert_eq!(store.read(AUTOSAVE_KEY), Ok(None));
    assert_eq!(store.read(UNREADABLE_KEY), Ok(Some(broken.to_string())));
    // Not JSON at all.
    store.write(AUTOSAVE_KEY, "\u{0}garbage").unwrap();
    let app = app_in(&dir);
    assert_eq!(app.world().resource::<Autosave>().saved, None);
    assert!(
        app.world()
            .resource::<Notices>()
            .contains("The saved game could not be read")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn settings_are_written_after_a_change_and_read_at_the_next_start() {
    let dir = folder("settings");
    let mut app = app_in(&dir);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.animation = AnimationSpeed::Slow;
        settings.stone_style = StoneStyle::Symbols;
        settings.muted = true;
    }
    // Written a moment after the last change.
    for _ in 0..40 {
        app.update();
    }
    let text = Store::in_folder(&dir).read(SETTINGS_KEY).unwrap();
    assert!(text.is_some(), "the settings were written");
    let app = app_in(&dir);
    let settings = app.world().resource::<Settings>();
    assert_eq!(settings.animation, AnimationSpeed::Slow);
    assert_eq!(settings.stone_style, StoneStyle::Symbols);
    assert!(settings.muted);
    assert!(app.world().resource::<Notices>().0.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_view_is_kept_beside_the_settings_and_turning_it_changes_no_setting() {
    let dir = folder("view");
    let mut app = app_in(&dir);
    for _ in 0..3 {
        app.update();
    }
    let settings_ticks = app.world().resource_ref::<Settings>().last_changed();
    app.world_mut()
        .resource_mut::<CameraView>()
        .orbit(Vec2::new(100.0, -20.0));
    let turned = *app.world().resource::<CameraView>();
    assert_ne!(turned, CameraView::default());
    for _ in 0..40 {
        app.update();
    }
    assert_eq!(
        app.world().resource_ref::<Settings>().last_changed(),
        settings_ticks,
        "turning the board is no change of the settings"
    );
    let text = Store::in_folder(&dir)
        .read(SETTINGS_KEY)
        .unwrap()
        .expect("the view was written");
    assert_eq!(
        SettingsFile::from_json(&text).map(|file| file.camera),
        Ok(turned)
    );
    let app = app_in(&dir);
    assert_eq!(*app.world().resource::<CameraView>(), turned);
    // A file from before the view had its own resource reads the same way.
    let old = "{\"muted\": true, \"camera\": {\"yaw\": 1.5, \"pitch\": 1.0, \"zoom\": 2.0}}";
    let file = SettingsFile::from_json(old).unwrap();
    assert!(file.settings.muted);
    assert_eq!(
        (file.camera.yaw, file.camera.pitch, file.camera.zoom),
        (1.5, 1.0, 2.0)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn corrupt_settings_give_the_defaults_and_a_message() {
    let dir = folder("settings-corrupt");
    Store::in_folder(&dir)
        .write(SETTINGS_KEY, "{\"animation\": \"warp\"}")
        .unwrap();
    let app = app_in(&dir);
    assert_eq!(*app.world().resource::<Settings>(), Settings::default());
    assert!(
        app.world()
            .resource::<Notices>()
            .contains("Your settings could not be read")
    );
    // The unreadable file is kept aside, not overwritten by the next change of the settings.
    let store = Store::in_folder(&dir);
    assert_eq!(
        store.read(SETTINGS_UNREADABLE_KEY).unwrap().as_deref(),
        Some("{\"animation\": \"warp\"}")
    );
    assert_eq!(store.read(SETTINGS_KEY).unwrap(), None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn settings_out_of_range_are_brought_back_into_it() {
    let SettingsFile { settings, camera } = SettingsFile::from_json(
        "{\"volume\": 7.5, \"ui_scale\": 0.01, \"camera\": {\"zoom\": 900}}",
    )
    .unwrap();
    assert_eq!(settings.volume, 1.0);
    assert_eq!(settings.ui_scale, 0.75);
    assert_eq!(camera.zoom, 2.5);
    // Missing values take their defaults.
    assert!(settings.coordinates);
}

#[test]
fn a_counted_game_is_saved_finished_and_not_offered_to_continue() {
    let dir = folder("autosave-counted");
    let mut app = app_in(&dir);
    app.world_mut().resource_mut::<Match>().setup.players = [PlayerKind::Human; 2];
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    send(&mut app, Intent::from(Action::EndTurn));
    send(&mut app, Intent::from(MedusaMove::Pass));
    send(&mut app, Intent::from(MedusaMove::Pass));
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::White)));
    send(&mut app, Intent::from(Action::AcceptMarking(Colour::Black)));
    assert!(medusa_of(&app).position().outcome().is_some());
    let game = saved(&dir).game;
    assert!(game.is_over(), "the autosave holds the finished game");
    assert!(!game.is_in_progress());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A game against the computer that ends is kept as the last game; after a restart (a new app
/// over the same store) it is offered, and it can be analysed and stepped through with its
/// players. Looking at it again does not keep it again, and a game in progress is not kept.
#[test]
fn the_last_finished_game_is_kept_for_the_next_start_to_analyse_or_replay() {
    let dir = folder("last-game");
    let casual = PlayerKind::Computer(Level::Casual);
    let mut app = app_in(&dir);
    // White, the person, places j11; then resigns while the computer thinks.
    send(&mut app, Intent::from(Action::Place(at(M, "j11"))));
    send(&mut app, Intent::from(Action::EndTurn));
    assert!(app.world().resource::<LastGame>().record.is_none());
    assert_eq!(Store::in_folder(&dir).read(LAST_GAME_KEY), Ok(None));
    send(&mut app, Intent::Resign(Colour::White.index()));
    let result = app.world().resource::<Match>().result_line();
    assert_eq!(result.as_deref(), Some("Black wins: White resigned"));
    let kept = Store::in_folder(&dir)
        .read(LAST_GAME_KEY)
        .unwrap()
        .expect("the finished game is kept");
    assert!(kept.contains("[Black \"Computer: casual\"]"), "{kept}");
    assert!(
        kept.contains("[Result \"Black wins: White resigned\"]"),
        "{kept}"
    );
    drop(app);

    // The next start: a fresh game on the board, and the last game offered.
    let mut app = app_in(&dir);
    let last = app.world().resource::<LastGame>().clone();
    assert_eq!(
        last.summary().as_deref(),
        Some("Medusa, 2 turns: Black wins: White resigned")
    );
    // Analyse: the analysis starts, and the record opens in the replay view with its players.
    app.world_mut().write_message(Analyse::LastGame);
    app.update();
    app.update();
    assert!(app.world().resource::<GameAnalysis>().is_running());
    let replay = app.world().resource::<Replay>();
    assert_eq!(replay.name, LAST_GAME);
    assert_eq!(replay.record.as_dyn().tokens(), ["j11", "resign white"]);
    assert_eq!(replay.players, [casual, PlayerKind::Human]);
    for _ in 0..20_000 {
        if !app.world().resource::<GameAnalysis>().is_running() {
            break;
        }
        app.update();
    }
    let report = app
        .world()
        .resource::<GameAnalysis>()
        .report
        .clone()
        .expect("a report");
    assert!(report.complete);
    let judged: Vec<&str> = report.moves.iter().map(|m| m.played.as_str()).collect();
    assert_eq!(judged, ["j11"]);
    assert_eq!(
        report.chances.last(),
        Some(&0.0),
        "White, who began, resigned"
    );
    // Replay: the record opens again, at its end.
    app.world_mut().write_message(OpenRecord {
        name: LAST_GAME.to_string(),
        text: last.text().expect("its record"),
    });
    app.update();
    app.update();
    let replay = app.world().resource::<Replay>();
    assert_eq!((replay.at, replay.steps()), (2, 2));
    assert!(app.world().resource::<Match>().result_line().is_some());
    // Looking at it kept nothing new.
    assert_eq!(Store::in_folder(&dir).read(LAST_GAME_KEY), Ok(Some(kept)));
    let _ = std::fs::remove_dir_all(&dir);
}
