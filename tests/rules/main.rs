//! The rules cores: every rule and decision on concrete positions, records and notation, and
//! properties of random games. One test binary for all games.

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod capture;
mod geometry;
mod marker_and_end;
mod movement;
mod parsers;
mod properties;
mod records;
mod turn_queries;
