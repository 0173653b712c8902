//! The rules cores: every rule and decision on concrete positions, records and notation, and
//! properties of random games. One test binary for all games.

#[path = "../common/mod.rs"]
mod common;

mod bad_input;
mod capture;
mod geometry;
mod marker_and_end;
mod medea_captures;
mod medea_end;
mod medea_errors;
mod medea_moves;
mod medea_perft;
mod medea_properties;
mod medea_records;
mod medea_reference;
mod medea_transmitter;
mod message_quoting;
mod movement;
mod parsers;
mod pillars_castling;
mod pillars_end;
mod pillars_gaze;
mod pillars_morph;
mod pillars_perft;
mod pillars_pieces;
mod pillars_properties;
mod pillars_records;
mod pillars_reference;
mod pillars_sample;
mod properties;
mod record_variants;
mod records;
mod registry;
mod turn_queries;
