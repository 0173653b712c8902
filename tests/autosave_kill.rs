//! Killing the game at any moment loses at most the turn in progress.
//!
//! This test runs itself a second time as a child process that plays Medusa in the game's
//! headless app (the same autosave code as the game window) and reports each completed turn.
//! The parent kills the child without warning (SIGKILL) at varying moments, then reads the
//! autosave as the next start would: it must be readable and hold every turn the child
//! reported (or one more, if the kill fell between the save and the report).

mod common;

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use common::TestRng;
use common::app::{app_storing, medusa_of, send};
use medusa::app::Store;
use medusa::app::{AUTOSAVE_KEY, SavedMatch};
use medusa::app::{Intent, MatchSetup};
use medusa::medusa::Action;
use medusa::medusa::{Game, Variant};

/// Set in the child's environment: the folder to keep the autosave in.
const CHILD: &str = "MEDUSA_AUTOSAVE_KILL_CHILD";

/// Plays random placements for ever (until killed), printing "turns N" after each turn.
fn child(folder: &Path) {
    let variant = Variant::Medusa;
    let players = MatchSetup::hot_seat(variant).players;
    let game = Game::new(variant, 3).expect("a new game");
    let mut app = app_storing(game, players, Store::in_folder(folder));
    let mut rng = TestRng::new(std::process::id() as u64);
    let mut out = std::io::stdout();
    loop {
        let position = medusa_of(&app).position().clone();
        let empty = position.board().empty();
        if !position.is_playing() || empty.is_empty() {
            // The board is full: start again, as a player would.
            send(&mut app, Intent::NewMatch(MatchSetup::hot_seat(variant)));
            continue;
        }
        if let Some(point) = empty.nth(rng.below(empty.len())) {
            send(&mut app, Intent::from(Action::Place(point)));
        }
        send(&mut app, Intent::from(Action::EndTurn));
        let turns = medusa_of(&app).turns().len();
        if writeln!(out, "turns {turns}")
            .and_then(|()| out.flush())
            .is_err()
        {
            return;
        }
    }
}

/// One run: start the child, let it play until it has reported `after` turns plus a little,
/// kill it, and check the autosave.
fn kill_once(folder: &Path, after: usize, extra_ms: u64) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(folder);
    let mut child = Command::new(std::env::current_exe().map_err(|e| e.to_string())?)
        .env(CHILD, folder)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start the child: {e}"))?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let mut lines = BufReader::new(stdout).lines();
    let mut reported = 0;
    for line in lines.by_ref() {
        let line = line.map_err(|e| e.to_string())?;
        if let Some(n) = line.strip_prefix("turns ") {
            reported = n.parse().map_err(|_| format!("odd line '{line}'"))?;
        }
        if reported >= after {
            break;
        }
    }
    // Let it go on for a moment: the kill falls anywhere in a turn, a save included.
    std::thread::sleep(Duration::from_millis(extra_ms));
    child
        .kill()
        .map_err(|e| format!("cannot kill the child: {e}"))?;
    child.wait().map_err(|e| e.to_string())?;
    // Whatever it printed before it died counts too.
    for line in lines.map_while(Result::ok) {
        if let Some(n) = line.strip_prefix("turns ").and_then(|n| n.parse().ok()) {
            reported = n;
        }
    }
    let text = Store::in_folder(folder)
        .read(AUTOSAVE_KEY)?
        .ok_or("no autosave was written")?;
    let saved = SavedMatch::from_text(&text).map_err(|e| format!("unreadable autosave: {e}"))?;
    let kept = saved.game.turn_count();
    if kept != reported && kept != reported + 1 {
        return Err(format!(
            "the child completed {reported} turns, the autosave holds {kept}"
        ));
    }
    println!("killed after {reported} reported turns (+{extra_ms} ms): the autosave holds {kept}");
    Ok(())
}

fn main() {
    if let Some(folder) = std::env::var_os(CHILD) {
        child(&PathBuf::from(folder));
        return;
    }
    let folder = std::env::temp_dir().join(format!("medusa-kill-{}", std::process::id()));
    let mut failures = Vec::new();
    for (after, extra_ms) in [(5, 0), (12, 3), (20, 7), (30, 11), (8, 1)] {
        if let Err(error) = kill_once(&folder, after, extra_ms) {
            failures.push(error);
        }
    }
    let _ = std::fs::remove_dir_all(&folder);
    if !failures.is_empty() {
        eprintln!("autosave_kill failed:\n{}", failures.join("\n"));
        std::process::exit(1);
    }
    println!("test autosave_kill ... ok");
}
