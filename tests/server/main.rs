//! The online-play server as people and bots meet it: real `medusa serve` processes on
//! 127.0.0.1, `medusa bot` processes and the tests' own connections.

mod abuse;
mod away;
mod cluster;
mod fair_play;
mod games;
mod kill;
mod offers;
mod postgres;
mod presence;
mod race;
mod reconnect;
mod schema;
mod site;
mod support;
