//! The command line, run as a program: `replay`, `perft` and `selfplay`, for every game.

mod analyse;
mod engine_specs;
mod medea;
mod perft_limits;
mod pillars;
mod program;
mod replay;
mod selfplay;
mod shown_names;
mod toy_game;
mod variant_names;
