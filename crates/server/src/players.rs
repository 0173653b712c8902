//! Players: a name picked the first time online, unique on the server whatever its case and
//! compatibility forms; the key the server gives for it (128 random bits, kept by the client;
//! the store keeps only its SHA-256, as it does a seat's token); and a password, kept as its
//! Argon2id hash, that signs the player in from another device, which gets a key of its own
//! (the other devices keep theirs: a player keeps its [`MAX_KEYS`] newest keys).
//!
//! What a client may make the server do here is budgeted: names registered by an address in
//! an hour, sign-ins tried by an address and with a name in a minute (a failed `identify`
//! counts for its address; setting a password counts for the name), and the Argon2 work,
//! done on the blocking threads a few at a time, so that it never stalls the connections.
//! A refusal never says whether a name exists.

use std::net::IpAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use tokio::sync::Semaphore;
use unicode_normalization::UnicodeNormalization;

use medusa_online::{Password, PlayerKey, player_name};
use medusa_rules::text_record::quote;

use super::budgets::{Budgets, wait_words};
use super::error::ServerError;
use super::seat_key::SeatKey;
use super::store::{NewPlayer, Store};
use super::{Config, now_ms, random_bytes};

/// The keys a player keeps, one for each device it signed in on: a new one beyond them
/// forgets the oldest.
pub const MAX_KEYS: usize = 20;

/// The Argon2 hashes worked on at once (each holds 19 MiB while it runs).
const HASHERS: usize = 2;

/// The Argon2 hashes that may wait for their turn; more are refused.
const MAX_WAITING: usize = 64;

/// What a wrong name or key is told: the same whether the name exists or not.
pub const NOT_A_KEY: &str =
    "that name and key are no player's here: sign in with the name's password instead";

/// What a wrong name or password is told: the same whether the name exists or not, or has a
/// password or not.
pub const NOT_A_PASSWORD: &str = "that name and password are no player's here";

/// What a client is told when too many hashes wait.
const BUSY: &str = "the server is busy checking passwords: try again in a moment";

/// Who a connection is: a player's id in the store and its name as registered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Identity {
    pub id: i64,
    pub name: String,
}

/// The players' budgets and the Argon2 workers' turns.
pub struct Players {
    /// Names registered by each address, in an hour.
    names: Budgets<IpAddr>,
    /// Sign-ins (and failed identifications) tried by each address, in a minute.
    sign_ins: Budgets<IpAddr>,
    /// Sign-ins tried with each (folded) name, and passwords set for it, in a minute.
    tried: Budgets<String>,
    /// The Argon2 workers' turns.
    hashers: Arc<Semaphore>,
    /// Hashes waiting for a turn.
    waiting: Arc<AtomicUsize>,
}

/// A name as the store compares it: its compatibility form (`Ａ` is `A`, `é` one way or the
/// other is `é`), in one case.
pub fn fold(name: &str) -> String {
    let compatible: String = name.nfkc().collect();
    compatible.to_uppercase().to_lowercase().nfkc().collect()
}

impl Players {
    pub fn new(config: &Config) -> Players {
        Players {
            names: Budgets::new(config.names_per_address, Duration::from_secs(3600)),
            sign_ins: Budgets::new(config.sign_ins_per_minute, Duration::from_secs(60)),
            tried: Budgets::new(config.sign_ins_per_minute, Duration::from_secs(60)),
            hashers: Arc::new(Semaphore::new(HASHERS)),
            waiting: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// Registers `name` for a client at `address`: the player, and its key, given once.
    pub async fn register(
        &self,
        store: &Store,
        name: &str,
        address: IpAddr,
    ) -> Result<(Identity, PlayerKey), ServerError> {
        let name = player_name(name)?;
        self.names.take(address, Instant::now()).map_err(|wait| {
            ServerError::TooOften(format!(
                "too many names from your address: at most {} an hour; try again in {}",
                self.names.per_window(),
                wait_words(wait)
            ))
        })?;
        let key = PlayerKey::from_bytes(random_bytes());
        let player = NewPlayer {
            name: name.to_string(),
            folded: fold(name),
            key: SeatKey::of(&key),
            address: address.to_string(),
            created_ms: now_ms(),
        };
        match store.register(&player).await {
            Ok(Some(id)) => Ok((
                Identity {
                    id,
                    name: player.name,
                },
                key,
            )),
            Ok(None) => {
                self.names.give_back(&address);
                Err(format!("the name {} is taken: choose another", quote(name)).into())
            }
            Err(error) => {
                self.names.give_back(&address);
                Err(error.into())
            }
        }
    }

    /// The player whose name and key these are, for a client at `address` (a failure counts
    /// against the address's sign-ins); and whether it has a password.
    pub async fn identify(
        &self,
        store: &Store,
        name: &str,
        key: &PlayerKey,
        address: IpAddr,
    ) -> Result<(Identity, bool), ServerError> {
        self.take_sign_in(address)?;
        let found = match player_name(name) {
            Ok(name) => store.player(&fold(name)).await?,
            Err(_) => None,
        };
        // Every key compared, in a time that does not say which matched.
        let opens = found
            .as_ref()
            .is_some_and(|player| player.keys.iter().fold(false, |any, k| any | k.opens(key)));
        match found {
            Some(player) if opens => {
                self.sign_ins.give_back(&address);
                let password = !player.password.is_empty();
                Ok((
                    Identity {
                        id: player.id,
                        name: player.name,
                    },
                    password,
                ))
            }
            _ => Err(NOT_A_KEY.into()),
        }
    }

    /// The player whose name and password these are, for a client at `address`, with a new
    /// key for the client's device (the player's other keys still work).
    pub async fn sign_in(
        &self,
        store: &Store,
        name: &str,
        password: &Password,
        address: IpAddr,
    ) -> Result<(Identity, PlayerKey), ServerError> {
        let name = player_name(name)?;
        let password = password.check()?.to_string();
        let folded = fold(name);
        self.take_sign_in(address)?;
        self.take_try(&folded, name)?;
        let found = store
            .player(&folded)
            .await?
            .filter(|player| !player.password.is_empty());
        let hash = found.as_ref().map(|player| player.password.clone());
        // A name without a player, or without a password, is checked against a hash of
        // nothing's as long as a real one would be.
        let matches = self
            .hashing(move || match hash {
                Some(hash) => verify(&password, &hash),
                None => {
                    verify(&password, nobody_s_hash());
                    false
                }
            })
            .await?;
        let Some(player) = found.filter(|_| matches) else {
            return Err(NOT_A_PASSWORD.into());
        };
        let key = PlayerKey::from_bytes(random_bytes());
        store
            .add_key(player.id, SeatKey::of(&key), now_ms(), MAX_KEYS)
            .await?;
        Ok((
            Identity {
                id: player.id,
                name: player.name,
            },
            key,
        ))
    }

    /// Sets `player`'s password (counted as a try of its name: Argon2 work).
    pub async fn set_password(
        &self,
        store: &Store,
        player: &Identity,
        password: &Password,
    ) -> Result<(), ServerError> {
        let password = password.check()?.to_string();
        self.take_try(&fold(&player.name), &player.name)?;
        let hash = self.hashing(move || hash(&password)).await??;
        store.set_password(player.id, hash).await?;
        Ok(())
    }

    /// Takes a sign-in from `address`'s budget, or refuses it.
    fn take_sign_in(&self, address: IpAddr) -> Result<(), ServerError> {
        self.sign_ins.take(address, Instant::now()).map_err(|wait| {
            ServerError::TooOften(format!(
                "too many sign-ins from your address: at most {} a minute; try again in {}",
                self.sign_ins.per_window(),
                wait_words(wait)
            ))
        })
    }

    /// Takes a try of the name `name` (folded: `folded`) from its budget, or refuses it.
    fn take_try(&self, folded: &str, name: &str) -> Result<(), ServerError> {
        self.tried
            .take(folded.to_string(), Instant::now())
            .map_err(|wait| {
                ServerError::TooOften(format!(
                    "too many sign-ins and passwords for the name {}: at most {} a minute; try \
                     again in {}",
                    quote(name),
                    self.tried.per_window(),
                    wait_words(wait)
                ))
            })
    }

    /// Runs `work` (Argon2's) on a blocking thread when a worker's turn comes, or refuses it
    /// when too many wait.
    async fn hashing<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ServerError> {
        let waiting = Waiting::join(&self.waiting).ok_or(ServerError::TooOften(BUSY.into()))?;
        let turn = Arc::clone(&self.hashers)
            .acquire_owned()
            .await
            .map_err(|_| ServerError::Internal("the Argon2 workers stopped".into()))?;
        drop(waiting);
        tokio::task::spawn_blocking(move || {
            let done = work();
            drop(turn);
            done
        })
        .await
        .map_err(|error| ServerError::Internal(format!("an Argon2 worker failed: {error}")))
    }
}

/// A place among the hashes waiting for a turn, left when dropped.
struct Waiting(Arc<AtomicUsize>);

impl Waiting {
    /// A place, unless [`MAX_WAITING`] are taken.
    fn join(waiting: &Arc<AtomicUsize>) -> Option<Waiting> {
        let before = waiting.fetch_add(1, Ordering::SeqCst);
        let place = Waiting(Arc::clone(waiting));
        (before < MAX_WAITING).then_some(place)
    }
}

impl Drop for Waiting {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// `password`'s Argon2id hash with a random salt and the default parameters, as a PHC string
/// (`$argon2id$v=19$m=19456,t=2,p=1$...`).
fn hash(password: &str) -> Result<String, ServerError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|error| ServerError::Internal(format!("Argon2: {error}")))
}

/// Whether `password` is the one whose hash (a PHC string) is `hash`.
fn verify(password: &str, hash: &str) -> bool {
    Argon2::default()
        .verify_password(password.as_bytes(), hash)
        .is_ok()
}

/// The hash a sign-in with a name that has no password is checked against: a random
/// password's, made once, with the parameters of every other.
fn nobody_s_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| {
        let nobody = SeatKey::of(&PlayerKey::from_bytes(random_bytes())).to_hex();
        hash(&nobody).unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_one_whatever_their_case_and_compatibility_forms() {
        assert_eq!(fold("Ann"), "ann");
        assert_eq!(fold("ANN"), fold("ann"));
        assert_eq!(fold("Ａｎｎ"), "ann");
        assert_eq!(fold("Jos\u{e9}"), fold("Jose\u{301}"));
        assert_eq!(fold("STRASSE"), fold("straße"));
        assert_eq!(fold("ΟΔΟΣ"), fold("οδος"));
        assert_ne!(fold("Ann"), fold("Anne"));
    }

    #[test]
    fn a_password_s_hash_is_argon2id_and_verifies_it_alone() {
        let hash = hash("correct horse").expect("a hash");
        assert!(
            hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{hash}"
        );
        assert!(verify("correct horse", &hash));
        assert!(!verify("correct horsE", &hash));
        assert!(!verify("correct horse", "not a hash"));
        assert!(!verify("anything", nobody_s_hash()));
    }
}
