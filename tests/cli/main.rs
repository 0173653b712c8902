//! The command line, run as a program: `replay` and `selfplay`.

mod engine_specs;
mod medea;
mod pillars;
mod replay;
mod selfplay;
