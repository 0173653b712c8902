//! The game's Bevy app, headless (`MinimalPlugins`, manual time steps): intents, entities and
//! animations, the computer player, records and the replay view, what is kept between runs.
#![cfg(feature = "app")]

#[path = "../common/mod.rs"]
mod common;

mod allowed;
mod analysis;
mod announcements;
mod club_screen;
mod computer;
mod fake_server;
mod headless;
mod keys;
mod languages;
mod lessons;
mod lobby;
mod medea;
mod medea_board;
mod parsers;
mod pillars;
mod pillars_board;
mod puzzles;
mod replay;
mod rest;
mod storage;
mod touch;
