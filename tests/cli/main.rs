//! The command line, run as a program: `replay` and `selfplay`.

mod medea;
mod replay;
mod selfplay;
