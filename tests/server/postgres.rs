//! Two server processes on one PostgreSQL database: the players are connected to different
//! processes, and a watcher on a third connection follows the whole game, the processes
//! telling each other of news through LISTEN/NOTIFY. The test starts a throwaway cluster
//! (`initdb` in a temporary folder, as the `postgres` user when run as root) and fails,
//! saying what to do, when PostgreSQL is not installed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use medusa::online::{RoomCode, RoomEvent};

use super::support::{Bot, Client, Server, temp_folder};

/// The folder of PostgreSQL's programs (Debian's layout), newest version first.
fn postgres_programs() -> PathBuf {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path().join("bin"))
                .filter(|bin| bin.join("initdb").is_file())
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found.pop().unwrap_or_else(|| {
        panic!(
            "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run scripts/setup \
             test, which installs Debian's postgresql package"
        )
    })
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

/// A command of PostgreSQL's, as the `postgres` user when the test runs as root (initdb
/// refuses root).
fn pg_command(bin: &Path, program: &str) -> Command {
    if is_root() {
        let mut command = Command::new("setpriv");
        command
            .args(["--reuid=postgres", "--regid=postgres", "--init-groups"])
            .arg(bin.join(program));
        command
    } else {
        Command::new(bin.join(program))
    }
}

/// A throwaway PostgreSQL cluster, stopped when dropped.
struct Cluster {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
}

impl Cluster {
    fn start(folder: &Path) -> Cluster {
        let bin = postgres_programs();
        let data = folder.join("data");
        if is_root() {
            let status = Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(folder)
                .status()
                .expect("chown");
            assert!(status.success());
        }
        let status = pg_command(&bin, "initdb")
            .args(["--auth=trust", "--username=postgres", "--no-sync", "-D"])
            .arg(&data)
            .stdout(std::process::Stdio::null())
            .status()
            .expect("initdb runs");
        assert!(status.success(), "initdb");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free port")
            .port();
        let options = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50",
            folder.display()
        );
        let status = pg_command(&bin, "pg_ctl")
            .args(["-w", "-t", "60", "-D"])
            .arg(&data)
            .args(["-l"])
            .arg(folder.join("log"))
            .args(["-o", &options, "start"])
            .stdout(std::process::Stdio::null())
            .status()
            .expect("pg_ctl runs");
        assert!(status.success(), "PostgreSQL starts");
        Cluster { bin, data, port }
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = pg_command(&self.bin, "pg_ctl")
            .args(["-m", "immediate", "-D"])
            .arg(&self.data)
            .arg("stop")
            .stdout(std::process::Stdio::null())
            .status();
    }
}

#[tokio::test]
async fn two_processes_share_a_room_through_postgresql() {
    let folder = temp_folder("postgres");
    let cluster = Cluster::start(&folder);
    let options = ["--messages-per-second", "1000"];
    let one = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let two = Server::start(&cluster.url(), "127.0.0.1:0", &options);
    let creator = Bot::start(&one.url(), &["--create", "medea", "--engine", "random"]);
    let code = RoomCode::parse(&creator.line(Duration::from_secs(20))).expect("a code");
    let (mut watcher, _) = Client::watch(&one.url(), code, None).await;
    let joiner = Bot::start(&two.url(), &["--join", code.as_str(), "--engine", "random"]);
    let mut expected = 1;
    let mut moves = 0;
    let result = loop {
        let (seq, event) = watcher.event().await;
        assert_eq!(seq, expected);
        expected += 1;
        match event {
            RoomEvent::Moved { .. } => moves += 1,
            RoomEvent::Ended { result } => break result,
            _ => {}
        }
    };
    assert!(moves > 10);
    for bot in [creator, joiner] {
        let (last, ok) = tokio::task::spawn_blocking(move || bot.finish(Duration::from_secs(60)))
            .await
            .expect("the bot");
        assert!(ok);
        assert_eq!(last, result);
    }
    // The second process knows the whole game too.
    let (mut other, last_seq) = Client::watch(&two.url(), code, None).await;
    assert_eq!(last_seq, expected - 1);
    assert_eq!(other.event().await.0, 1);
    drop(cluster);
    let _ = std::fs::remove_dir_all(&folder);
}
