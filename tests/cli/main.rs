//! The command line, run as a program: `replay` and `selfplay`.

mod replay;
mod selfplay;
