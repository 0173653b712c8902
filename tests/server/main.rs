//! The online-play server as people and bots meet it: real `medusa serve` processes on
//! 127.0.0.1, `medusa bot` processes and the tests' own connections.

mod abuse;
mod after_the_game;
mod away;
mod chaos;
mod cluster;
mod correspondence;
mod downloads;
mod events;
mod fair_play;
mod flood;
mod frames;
mod games;
mod invitations;
mod kill;
mod liveness;
mod lobby;
mod logging;
mod lookups;
mod names;
mod notifications;
mod offers;
mod parent;
mod postgres;
mod presence;
mod proxy;
mod race;
mod reconnect;
mod schema;
mod seek;
mod sentences;
mod site;
mod stop;
mod support;
mod tokens;
