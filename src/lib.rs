//! Medusa and its family of games: Christian Freeling's Medusa and Lotus (Go variants in which
//! captured groups are reversed instead of removed) and Medea (draughts with a Transmitter),
//! and Gary K. Gifford's Pillars of Medusa (chess on 11 x 11 with a Medusa whose gaze turns
//! pieces to stone).
//!
//! * [`games`]: the rules of each game, without Bevy (re-exported here by name: [`medusa`],
//!   [`medea`], [`pillars`]), the one contract every game keeps ([`games::GameRules`]) and the
//!   list of the games ([`games::GAMES`]).
//! * [`ai`]: the computer players, without Bevy.
//! * [`lessons`]: the courses that teach each game, checked by the cores, without Bevy.
//! * [`online`]: the online-play protocol, shared by the server and its clients.
//! * `server` (feature `server`): `medusa serve`, the online-play server, and its bot client.
//! * `app` (feature `app`): the animated 3D board.

pub use medusa_ai as ai;
#[cfg(feature = "app")]
pub use medusa_app as app;
pub use medusa_lessons as lessons;
pub use medusa_locale as locale;
pub use medusa_online as online;
pub use medusa_rules as games;
#[cfg(all(feature = "server", not(target_arch = "wasm32")))]
pub use medusa_server as server;

pub use games::medea;
pub use games::medusa;
pub use games::pillars;
