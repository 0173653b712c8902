//! A throwaway PostgreSQL cluster, as the tests and the load bench start it: `initdb` in a
//! temporary folder (as the `postgres` user when run as root: initdb refuses root), a server
//! on a free port of 127.0.0.1, stopped when dropped. Fails, saying what to do, when
//! PostgreSQL is not installed.

use std::path::{Path, PathBuf};
use std::process::Command;

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
pub struct Cluster {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
}

impl Cluster {
    /// Starts a cluster in `folder` with `settings` added to the server's command line
    /// (`-c fsync=off`).
    pub fn start(folder: &Path, settings: &[&str]) -> Cluster {
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
        let mut options = format!(
            "-p {port} -k {} -c listen_addresses=127.0.0.1",
            folder.display()
        );
        for setting in settings {
            options.push(' ');
            options.push_str(setting);
        }
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

    /// Stops the cluster at once (as a crash would) and starts it again with its settings.
    pub fn restart(&self) {
        let status = pg_command(&self.bin, "pg_ctl")
            .args(["-w", "-t", "60", "-m", "immediate", "-D"])
            .arg(&self.data)
            .arg("restart")
            .stdout(std::process::Stdio::null())
            .status()
            .expect("pg_ctl runs");
        assert!(status.success(), "PostgreSQL restarts");
    }

    /// The database's URL, for `medusa serve --db`.
    pub fn url(&self) -> String {
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
