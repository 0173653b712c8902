//! The `medusa` program as the tests run it: its arguments, what it reads on standard input,
//! and what it writes, as text.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `medusa` with `args`, giving it `stdin` (if any) on standard input.
pub fn medusa<'a>(args: &[&str], stdin: impl Into<Option<&'a str>>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_medusa"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the medusa binary runs");
    if let Some(text) = stdin.into() {
        let written = child
            .stdin
            .take()
            .expect("stdin is piped")
            .write_all(text.as_bytes());
        // A program that stops reading a record too large closes its input early.
        if let Err(error) = written {
            assert_eq!(error.kind(), std::io::ErrorKind::BrokenPipe, "{error}");
        }
    }
    drop(child.stdin.take());
    child
        .wait_with_output()
        .expect("the medusa binary finishes")
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// `medusa selfplay` of one short game of `variant` between `white` and `black`, with `more`
/// arguments after those.
pub fn short_selfplay(variant: &str, white: &str, black: &str, more: &[&str]) -> Output {
    let mut args = vec![
        "selfplay",
        "--variant",
        variant,
        "--games",
        "1",
        "--white",
        white,
        "--black",
        black,
        "--max-turns",
        "2",
    ];
    args.extend(more);
    medusa(&args, None)
}
