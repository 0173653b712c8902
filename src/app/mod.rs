//! The animated 3D board, a Bevy application. One plugin per file; nothing here decides a
//! rule: every action goes to the rules core, and the entities follow what it reports.
//!
//! Data flows one way: pointer, keyboard and the computer player → [`Intent`] messages →
//! [`Match`] applies them through the core → [`GameChanged`] messages → stones, board
//! decorations and panels update and queue animations.

pub mod animation;
pub mod assets;
pub mod autosave;
pub mod board;
pub mod camera;
pub mod computer;
pub mod coordinates;
pub mod cues;
pub mod cursor;
pub mod dead_marks;
pub mod fonts;
pub mod help;
pub mod highlights;
pub mod hud;
pub mod interaction;
pub mod layout;
pub mod lighting;
pub mod marker;
pub mod match_state;
pub mod menu;
pub mod meshes;
pub mod mini_board;
pub mod notices;
pub mod pointer;
pub mod preview;
pub mod records;
pub mod replay;
pub mod replay_bar;
pub mod result;
pub mod rosettes;
pub mod screen;
pub mod screenshot;
pub mod settings;
pub mod settings_panel;
pub mod sound;
pub mod stone_look;
pub mod stones;
pub mod store;
pub mod territory;
pub mod textures;
#[cfg(target_arch = "wasm32")]
pub mod web;

use bevy::prelude::*;
use bevy_egui::EguiPlugin;

pub use match_state::{
    ChangeKind, GameChanged, GameSystems, Intent, Match, MatchSetup, PlayerKind,
};

/// The game logic that runs without a window: the match, the stone entities, their
/// animations, and what clicks mean. Headless tests use this on top of `MinimalPlugins`.
pub fn logic_plugin(app: &mut App) {
    app.add_plugins((
        match_state::plugin,
        notices::plugin,
        settings::plugin,
        autosave::plugin,
        replay::plugin,
        computer::plugin,
        layout::plugin,
        animation::plugin,
        cues::plugin,
        stones::plugin,
        interaction::plugin,
        cursor::plugin,
    ));
}

/// Everything that draws the game and takes input from a window (needs the render plugins).
pub fn presentation_plugin(app: &mut App) {
    // The scene: the board and what stands on it.
    app.add_plugins((
        assets::plugin,
        screen::plugin,
        lighting::plugin,
        camera::plugin,
        board::plugin,
        stone_look::plugin,
        rosettes::plugin,
        marker::plugin,
        pointer::plugin,
        preview::plugin,
        highlights::plugin,
        coordinates::plugin,
        territory::plugin,
        dead_marks::plugin,
    ));
    // The panels and dialogs, and the sound.
    app.add_plugins((
        fonts::plugin,
        hud::plugin,
        help::plugin,
        menu::plugin,
        records::plugin,
        replay_bar::plugin,
        result::plugin,
        settings_panel::plugin,
        sound::plugin,
    ));
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web::plugin);
}

/// The window's default size.
pub const WINDOW_SIZE: UVec2 = UVec2::new(1280, 800);

/// The Bevy plugins the game window needs, with the window titled and sized.
pub fn engine_plugins(size: UVec2) -> impl PluginGroup {
    DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Medusa".into(),
                resolution: size.into(),
                // In a web page: draw on the page's canvas, follow its size, and keep the
                // browser from scrolling or zooming the page on the game's keys and touches.
                canvas: Some("#medusa".into()),
                fit_canvas_to_parent: true,
                prevent_default_event_handling: true,
                ..default()
            }),
            ..default()
        })
        // The game loads nothing it has not built in; over HTTP there are no `.meta` files.
        .set(AssetPlugin {
            meta_check: bevy::asset::AssetMetaCheck::Never,
            ..default()
        })
}

/// Adds the engine, the panels and the whole game to `app`.
pub fn game_app(app: &mut App, size: UVec2) {
    app.add_plugins(engine_plugins(size))
        .add_plugins(EguiPlugin::default())
        .insert_resource(store::Store::default_location())
        .add_plugins((logic_plugin, presentation_plugin));
}

/// Opens the game window and runs until it is closed.
pub fn run() -> AppExit {
    let mut app = App::new();
    game_app(&mut app, WINDOW_SIZE);
    app.run()
}
