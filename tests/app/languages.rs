//! The screens' language: the one the settings choose, spoken at once when the choice changes,
//! and what a screen reader hears said in it.

use crate::common::app::{app_for, app_from, send, settle};
use crate::common::{at, position};
use bevy::prelude::*;
use medusa::app::{Announcements, CellClicked, Intent, Match, PlayerKind, Settings, Words};
use medusa::medusa::{Colour, Variant};
use medusa::pillars;

fn words(app: &App) -> &Words {
    app.world().resource::<Words>()
}

#[test]
fn the_language_chosen_in_the_settings_is_spoken_at_once() {
    let mut app = app_for(pillars::Game::new(), [PlayerKind::Human; 2]);
    for (tag, settings) in [
        ("nl", "Instellingen"),
        ("de", "Einstellungen"),
        ("fr", "Réglages"),
        ("en", "Settings"),
    ] {
        app.world_mut().resource_mut::<Settings>().language = Some(tag.to_string());
        app.update();
        assert_eq!(words(&app).tag(), tag);
        assert_eq!(words(&app).get("dialog-settings"), settings);
    }
    // A language the game does not speak is English.
    app.world_mut().resource_mut::<Settings>().language = Some("xx".to_string());
    app.update();
    assert_eq!(words(&app).tag(), "en");
}

#[test]
fn what_a_screen_reader_hears_is_said_in_the_chosen_language() {
    let mut app = app_for(pillars::Game::new(), [PlayerKind::Human; 2]);
    app.world_mut().resource_mut::<Settings>().language = Some("nl".to_string());
    settle(&mut app);
    let Ok(turn) = pillars::Game::new().position().parse_move("a2-a3") else {
        panic!("a2-a3 at the start");
    };
    send(&mut app, Intent::from(turn));
    settle(&mut app);
    let announcements = app.world().resource::<Announcements>();
    let said: Vec<String> = announcements
        .lines
        .iter()
        .map(|line| words(&app).say(line))
        .collect();
    let english: Vec<String> = announcements
        .lines
        .iter()
        .map(|line| medusa::locale::english().say(line))
        .collect();
    assert_eq!(english, ["White Sword a2-a3"]);
    assert_eq!(said.len(), 1);
    assert_ne!(said, english);
    assert!(
        said[0].contains("a2-a3") && said[0].contains("Wit"),
        "{said:?}"
    );
}

/// A click the rules refuse is told in the chosen language: here a Dutch player's click on
/// the opponent's stone.
#[test]
fn a_refused_click_is_said_in_the_chosen_language() {
    let mut app = app_from(position(Variant::Medusa, "a1", "k11", Colour::White));
    app.world_mut().resource_mut::<Settings>().language = Some("nl".to_string());
    settle(&mut app);
    app.world_mut()
        .write_message(CellClicked(at(Variant::Medusa, "a1").into()));
    app.update();
    let Some(refusal) = app.world().resource::<Match>().refusal.clone() else {
        panic!("a click on Black's stone is refused");
    };
    assert_eq!(words(&app).tag(), "nl");
    assert_eq!(
        words(&app).say(&refusal),
        "de steen op a1 is van je tegenstander"
    );
    assert_eq!(
        medusa::locale::english().say(&refusal),
        "the stone on a1 is the opponent's"
    );
}
