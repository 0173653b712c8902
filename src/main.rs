//! The `medusa` program: the command line on the desktop (see `cli`), the game itself in the
//! browser.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::run()
}

/// In the browser the page is the game: there is no command line.
#[cfg(target_arch = "wasm32")]
fn main() {
    medusa::app::run(medusa::app::OnlineLaunch::default());
}
