//! The file where a named bot keeps the keys servers gave it: one JSON list of
//! `{"server", "name", "key"}`, a key for each server and name, so that a bot registers its
//! name once and identifies with the key on every later run. The keys are secrets: on Unix
//! the file is readable by its owner only, and it is written whole to a neighbour first and
//! then renamed, so that a bot stopped while writing leaves the old file.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use medusa_online::{PlayerKey, ws_url};

/// One key: the server's WebSocket address, the name as the server registered it, the key.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Kept {
    server: String,
    name: String,
    key: PlayerKey,
}

/// The key file at a path (which need not exist yet).
#[derive(Clone, Debug)]
pub struct KeyFile {
    path: PathBuf,
}

impl KeyFile {
    pub fn new(path: impl Into<PathBuf>) -> KeyFile {
        KeyFile { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The key kept for `name` (in any case) on `server` (however the server is written), if
    /// one is; or why the file cannot be read.
    pub fn find(&self, server: &str, name: &str) -> Result<Option<PlayerKey>, String> {
        let server = ws_url(server);
        let name = name.trim().to_lowercase();
        Ok(self
            .read()?
            .into_iter()
            .find(|kept| kept.server == server && kept.name.to_lowercase() == name)
            .map(|kept| kept.key))
    }

    /// Keeps `key` for `name` on `server`, in place of any key the file had for them; the
    /// other servers' and names' keys stay.
    pub fn keep(&self, server: &str, name: &str, key: PlayerKey) -> Result<(), String> {
        let server = ws_url(server);
        let folded = name.trim().to_lowercase();
        let mut all = self.read()?;
        all.retain(|kept| !(kept.server == server && kept.name.to_lowercase() == folded));
        all.push(Kept {
            server,
            name: name.trim().to_string(),
            key,
        });
        self.write(&all)
    }

    fn read(&self) -> Result<Vec<Kept>, String> {
        let text = match std::fs::read_to_string(&self.path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => {
                return Err(format!(
                    "cannot read the key file {}: {error}",
                    self.path.display()
                ));
            }
        };
        serde_json::from_str(&text).map_err(|error| {
            format!(
                "the key file {} is not a list of servers' names and keys ({error}): move it \
                 away, or give another with --key-file",
                self.path.display()
            )
        })
    }

    fn write(&self, all: &[Kept]) -> Result<(), String> {
        let cannot = |error: std::io::Error| {
            format!("cannot write the key file {}: {error}", self.path.display())
        };
        if let Some(folder) = self.path.parent().filter(|f| !f.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(cannot)?;
        }
        let mut text = serde_json::to_string_pretty(all).unwrap_or_default();
        text.push('\n');
        let mut neighbour = self.path.clone().into_os_string();
        neighbour.push(".new");
        let neighbour = PathBuf::from(neighbour);
        write_private(&neighbour, text.as_bytes()).map_err(cannot)?;
        std::fs::rename(&neighbour, &self.path).map_err(cannot)
    }
}

/// Writes `bytes` to a new file at `path` that only its owner may read (on Unix).
fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_kept_for_its_server_and_name_beside_the_others() {
        let folder = std::env::temp_dir().join(format!("medusa-bot-keys-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        let file = KeyFile::new(folder.join("deeper").join("bot-keys.json"));
        let one = PlayerKey::from_bytes([1; 16]);
        let two = PlayerKey::from_bytes([2; 16]);
        let three = PlayerKey::from_bytes([3; 16]);
        assert_eq!(file.find("ws://h:1/ws", "Ann"), Ok(None));
        file.keep("ws://h:1/ws", "Ann", one).expect("kept");
        file.keep("http://h:1", "Bob", two).expect("kept");
        file.keep("ws://other:1", "Ann", two).expect("kept");
        // The server however it is written, the name in any case.
        assert_eq!(file.find("h:1", "ANN "), Ok(Some(one)));
        assert_eq!(file.find("ws://h:1/ws", "Bob"), Ok(Some(two)));
        assert_eq!(file.find("ws://other:1/ws", "Ann"), Ok(Some(two)));
        assert_eq!(file.find("ws://h:2/ws", "Ann"), Ok(None));
        // A new key for a server and name replaces the old one.
        file.keep("ws://h:1/ws", "ann", three).expect("kept");
        assert_eq!(file.find("ws://h:1/ws", "Ann"), Ok(Some(three)));
        let text = std::fs::read_to_string(file.path()).expect("the file");
        assert_eq!(text.matches("\"key\"").count(), 3, "{text}");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(file.path())
                .expect("the file")
                .permissions();
            assert_eq!(mode.mode() & 0o777, 0o600);
        }
        std::fs::write(file.path(), "not json").expect("written");
        let refused = file.find("ws://h:1/ws", "Ann").expect_err("a broken file");
        assert!(refused.starts_with("the key file "), "{refused}");
        let _ = std::fs::remove_dir_all(&folder);
    }
}
