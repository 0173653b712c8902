//! The computer players: searches on concrete positions, properties over random games, and
//! dead-group proposals.

#[path = "../common/mod.rs"]
mod common;

mod alphabeta;
mod analysis;
mod dead;
mod engine_specs;
mod medea;
mod pillars;
mod properties;
mod puzzles;
mod search;
