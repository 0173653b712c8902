//! Where the game keeps what it remembers between runs: the settings, the autosave and the
//! saved records. On the desktop these are files in the operating system's data folder,
//! written atomically (a temporary file, then a rename), so a crash never leaves half a file;
//! in the browser they are entries of the page's local storage.
//!
//! Keys are short relative paths such as `settings.json` or `records/my-game.txt`.

use bevy::prelude::*;

/// Environment variable that moves the desktop data folder (for tests and portable installs).
#[cfg(not(target_arch = "wasm32"))]
pub const DATA_DIR_VARIABLE: &str = "MEDUSA_DATA_DIR";

/// The game's storage. The default keeps nothing: the game window sets up the real place
/// ([`Store::default_location`]), tests a folder of their own.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Store {
    backend: Backend,
}

impl Default for Store {
    fn default() -> Store {
        Store::nowhere("no storage was set up")
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Backend {
    /// Files under this folder.
    #[cfg(not(target_arch = "wasm32"))]
    Folder(std::path::PathBuf),
    /// The browser's local storage, keys prefixed with [`WEB_PREFIX`].
    #[cfg(target_arch = "wasm32")]
    LocalStorage,
    /// Nothing can be kept (no data folder, or storage refused by the browser).
    Nowhere(String),
}

/// Prefix of the game's keys in the browser's local storage.
#[cfg(target_arch = "wasm32")]
const WEB_PREFIX: &str = "medusa/";

/// The most bytes read from one stored entry or file: twice the largest record, so that
/// anything bigger is refused before it fills the memory.
#[cfg(not(target_arch = "wasm32"))]
const MAX_READ: usize = 2 * medusa_rules::text_record::MAX_RECORD_BYTES;

/// The text of the file at `path`, read up to [`MAX_READ`] bytes: a larger file, or one that
/// is not UTF-8 text, is an error.
#[cfg(not(target_arch = "wasm32"))]
fn read_bounded(path: &std::path::Path) -> std::io::Result<String> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(MAX_READ as u64 + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() > MAX_READ {
        return Err(std::io::Error::other(format!(
            "it is larger than {} KiB",
            MAX_READ / 1024
        )));
    }
    String::from_utf8(bytes).map_err(|_| std::io::Error::other("it is not text (UTF-8)"))
}

/// The text of a record file the player names (desktop), read with the same bounds as the
/// store's entries; the error is a sentence for the player.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_record_file(path: &str) -> Result<String, String> {
    read_bounded(std::path::Path::new(path)).map_err(|error| format!("Cannot read {path}: {error}"))
}

/// Whether `key` is a plain relative name: letters, digits, `-`, `_`, `.`, and `/` between
/// names (so no key can reach outside the store).
fn valid_key(key: &str) -> bool {
    !key.is_empty()
        && key.split('/').all(|part| {
            !part.is_empty()
                && !part.starts_with('.')
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        })
}

impl Store {
    /// Files under `folder` (created when first written to).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_folder(folder: impl Into<std::path::PathBuf>) -> Store {
        Store {
            backend: Backend::Folder(folder.into()),
        }
    }

    /// A store that keeps nothing, with the reason.
    pub fn nowhere(reason: impl Into<String>) -> Store {
        Store {
            backend: Backend::Nowhere(reason.into()),
        }
    }

    /// The usual place: `MEDUSA_DATA_DIR` or the OS data folder on the desktop, local storage
    /// in the browser.
    pub fn default_location() -> Store {
        #[cfg(not(target_arch = "wasm32"))]
        {
            if let Some(folder) = std::env::var_os(DATA_DIR_VARIABLE) {
                return Store::in_folder(folder);
            }
            match directories::ProjectDirs::from("org", "Medusa", "Medusa") {
                Some(dirs) => Store::in_folder(dirs.data_dir()),
                None => Store::nowhere("no data folder was found for this user"),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            match web_storage() {
                Ok(_) => Store {
                    backend: Backend::LocalStorage,
                },
                Err(reason) => Store::nowhere(reason),
            }
        }
    }

    /// Whether anything written is kept.
    pub fn keeps_anything(&self) -> bool {
        !matches!(self.backend, Backend::Nowhere(_))
    }

    /// Where things are kept, in words.
    pub fn describe(&self) -> String {
        match &self.backend {
            #[cfg(not(target_arch = "wasm32"))]
            Backend::Folder(folder) => folder.display().to_string(),
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => "this browser's local storage".into(),
            Backend::Nowhere(reason) => format!("nowhere ({reason})"),
        }
    }

    /// The text stored under `key`, if any.
    pub fn read(&self, key: &str) -> Result<Option<String>, String> {
        if !valid_key(key) {
            return Err(format!("'{key}' is not a storage name"));
        }
        match &self.backend {
            #[cfg(not(target_arch = "wasm32"))]
            Backend::Folder(folder) => match read_bounded(&folder.join(key)) {
                Ok(text) => Ok(Some(text)),
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(error) => Err(format!("cannot read {key}: {error}")),
            },
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => web_storage()?
                .get_item(&format!("{WEB_PREFIX}{key}"))
                .map_err(|_| format!("cannot read {key} from local storage")),
            Backend::Nowhere(_) => Ok(None),
        }
    }

    /// The value stored as JSON under `key`, if any, or why it cannot be read.
    pub fn read_json<T: serde::de::DeserializeOwned>(
        &self,
        key: &str,
    ) -> Result<Option<T>, String> {
        self.read(key)?
            .map(|text| serde_json::from_str(&text).map_err(|e| format!("{key}: {e}")))
            .transpose()
    }

    /// Stores `value` as JSON under `key`, replacing what was there.
    pub fn write_json<T: serde::Serialize>(&self, key: &str, value: &T) -> Result<(), String> {
        let text = serde_json::to_string(value).map_err(|e| format!("{key}: {e}"))?;
        self.write(key, &text)
    }

    /// Stores `text` under `key`, replacing what was there. On the desktop the new text is
    /// written to a temporary file that then takes the old one's place, so the key always
    /// holds either the old or the new text.
    pub fn write(&self, key: &str, text: &str) -> Result<(), String> {
        if !valid_key(key) {
            return Err(format!("'{key}' is not a storage name"));
        }
        match &self.backend {
            #[cfg(not(target_arch = "wasm32"))]
            Backend::Folder(folder) => {
                use std::io::Write;
                let path = folder.join(key);
                let parent = path.parent().unwrap_or(folder);
                let fail = |error: std::io::Error| format!("cannot save {key}: {error}");
                std::fs::create_dir_all(parent).map_err(fail)?;
                let temporary = path.with_extension(format!("{}.partial", std::process::id()));
                let mut file = std::fs::File::create(&temporary).map_err(fail)?;
                file.write_all(text.as_bytes())
                    .and_then(|()| file.sync_all())
                    .and_then(|()| std::fs::rename(&temporary, &path))
                    .map_err(|error| {
                        let _ = std::fs::remove_file(&temporary);
                        fail(error)
                    })
            }
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => web_storage()?
                .set_item(&format!("{WEB_PREFIX}{key}"), text)
                .map_err(|_| format!("cannot save {key}: the browser's storage is full or off")),
            Backend::Nowhere(reason) => Err(format!("cannot save {key}: {reason}")),
        }
    }

    /// Keeps the unreadable `text` of `key` under `aside` and removes `key`, so that what
    /// could not be read is never overwritten and the next start does not trip on it again.
    pub fn set_aside(&self, key: &str, aside: &str, text: &str) -> Result<(), String> {
        self.write(aside, text)?;
        self.remove(key)
    }

    /// Removes `key` (nothing happens if it is not there).
    pub fn remove(&self, key: &str) -> Result<(), String> {
        if !valid_key(key) {
            return Err(format!("'{key}' is not a storage name"));
        }
        match &self.backend {
            #[cfg(not(target_arch = "wasm32"))]
            Backend::Folder(folder) => match std::fs::remove_file(folder.join(key)) {
                Err(error) if error.kind() != std::io::ErrorKind::NotFound => {
                    Err(format!("cannot remove {key}: {error}"))
                }
                _ => Ok(()),
            },
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => web_storage()?
                .remove_item(&format!("{WEB_PREFIX}{key}"))
                .map_err(|_| format!("cannot remove {key}")),
            Backend::Nowhere(_) => Ok(()),
        }
    }

    /// The names of the keys in `folder` (one level, without the folder), sorted.
    pub fn list(&self, folder: &str) -> Vec<String> {
        let mut names: Vec<String> = match &self.backend {
            #[cfg(not(target_arch = "wasm32"))]
            Backend::Folder(root) => std::fs::read_dir(root.join(folder))
                .map(|entries| {
                    entries
                        .filter_map(Result::ok)
                        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
                        .filter_map(|e| e.file_name().into_string().ok())
                        .filter(|name| valid_key(name) && !name.ends_with(".partial"))
                        .collect()
                })
                .unwrap_or_default(),
            #[cfg(target_arch = "wasm32")]
            Backend::LocalStorage => {
                let prefix = format!("{WEB_PREFIX}{folder}/");
                let Ok(storage) = web_storage() else {
                    return Vec::new();
                };
                let count = storage.length().unwrap_or(0);
                (0..count)
                    .filter_map(|i| storage.key(i).ok().flatten())
                    .filter_map(|key| key.strip_prefix(&prefix).map(str::to_string))
                    .filter(|name| !name.contains('/'))
                    .collect()
            }
            Backend::Nowhere(_) => Vec::new(),
        };
        names.sort();
        names
    }
}

/// The page's local storage.
#[cfg(target_arch = "wasm32")]
fn web_storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .ok_or("there is no browser window")?
        .local_storage()
        .ok()
        .flatten()
        .ok_or_else(|| "the browser's local storage is not available".to_string())
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("medusa-store-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn writes_replace_reads_and_lists() {
        let dir = scratch("basic");
        let store = Store::in_folder(&dir);
        assert_eq!(store.read("settings.json"), Ok(None));
        store.write("settings.json", "one").unwrap();
        store.write("settings.json", "two").unwrap();
        assert_eq!(store.read("settings.json"), Ok(Some("two".into())));
        store.write("records/b.txt", "B").unwrap();
        store.write("records/a.txt", "A").unwrap();
        assert_eq!(store.list("records"), ["a.txt", "b.txt"]);
        store.remove("records/a.txt").unwrap();
        store.remove("records/a.txt").unwrap();
        assert_eq!(store.list("records"), ["b.txt"]);
        // No temporary files are left behind.
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
        assert_eq!(left.len(), 2, "settings.json and records/");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn keys_cannot_leave_the_store() {
        let store = Store::in_folder(scratch("keys"));
        for key in [
            "../x",
            "/etc/passwd",
            "a//b",
            ".hidden",
            "",
            "a b",
            "records/../x",
        ] {
            assert!(store.write(key, "x").is_err(), "{key:?}");
            assert!(store.read(key).is_err(), "{key:?}");
        }
    }

    #[test]
    fn a_store_that_keeps_nothing_says_why() {
        let store = Store::nowhere("no data folder");
        assert_eq!(store.read("settings.json"), Ok(None));
        assert_eq!(
            store.write("settings.json", "x"),
            Err("cannot save settings.json: no data folder".into())
        );
        assert!(store.list("records").is_empty());
    }
}
