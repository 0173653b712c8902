//! The subcommands of the `medusa` command line, one file each.

pub mod replay;
#[cfg(feature = "app")]
pub mod screenshot;
pub mod selfplay;
