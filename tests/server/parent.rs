//! No server outlives the tests: every server a test starts watches the process that started
//! it (`--exit-with-parent`), and ends when that process ends, even when the test never
//! drops it (a server in a `static`, a test binary killed). Here a shell starts a server,
//! waits until it listens, names it, and exits; the server must end by itself.

use std::process::Command;
use std::time::{Duration, Instant};

use super::support::{BINARY, sqlite, temp_folder};

/// Whether process `pid` still runs (a zombie, ended and not yet reaped, does not).
fn running(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The state follows the command's name in parentheses.
        Ok(stat) => stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z" && state != "X"),
        Err(_) => false,
    }
}

#[test]
fn a_server_ends_when_the_process_that_started_it_ends() {
    let folder = temp_folder("parent");
    let db = sqlite(&folder);
    let out = folder.join("out");
    let script = r#"
        "$0" serve --addr 127.0.0.1:0 --db "$1" --exit-with-parent > "$2" 2>/dev/null &
        server=$!
        for _ in $(seq 100); do
            grep -q '^listening on' "$2" 2>/dev/null && { echo "$server"; exit 0; }
            sleep 0.1
        done
        exit 1
    "#;
    let output = Command::new("sh")
        .args(["-c", script, BINARY, &db, &out.display().to_string()])
        .output()
        .expect("sh runs");
    assert!(
        output.status.success(),
        "the server listened while its parent lived: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let pid: u32 = String::from_utf8_lossy(&output.stdout)
        .trim()
        .parse()
        .expect("the server's process id");
    let deadline = Instant::now() + Duration::from_secs(5);
    while running(pid) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let alive = running(pid);
    if alive {
        // SAFETY: a plain signal to the process this test started.
        unsafe {
            libc::kill(pid as i32, libc::SIGKILL);
        }
    }
    assert!(
        !alive,
        "the server {pid} outlived the process that started it"
    );
    let _ = std::fs::remove_dir_all(&folder);
}
