//! The stores' schema as versioned SQL files (`migrations/sqlite/NNN_*.sql` and
//! `migrations/postgres/NNN_*.sql`), compiled in and run in order when a store opens: each
//! store records the versions it has run (SQLite in its `user_version`, PostgreSQL in a
//! `schema_migrations` table), and runs the newer ones, each in a transaction of its own with
//! its version. The first version is the schema servers wrote before there were migrations,
//! so a database of theirs keeps its games.

use super::seat_key::SeatKey;

/// One step of a schema.
#[derive(Clone, Copy, Debug)]
pub struct Migration {
    /// Its number, from 1, one more than the step before it.
    pub version: i64,
    /// What it does, in a few words.
    pub name: &'static str,
    /// Its statements.
    pub sql: &'static str,
    /// What the server's code does after the statements, in the same transaction.
    pub then: Option<Rewrite>,
}

/// A step's work that SQL cannot do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rewrite {
    /// Each seat's token kept in the clear becomes its key ([`SeatKey`]).
    HashTokens,
}

/// A seat's column as a step that hashes tokens leaves it: a token in the clear (32 hex
/// digits) becomes its key; anything else stays.
pub fn hashed(column: &str) -> Option<String> {
    (column.len() == 32)
        .then(|| SeatKey::parse(column))
        .flatten()
        .map(|key| key.to_hex())
}

/// SQLite's schema, step by step.
pub const SQLITE: &[Migration] = &[
    Migration {
        version: 1,
        name: "rooms and events",
        sql: include_str!("migrations/sqlite/001_rooms.sql"),
        then: None,
    },
    Migration {
        version: 2,
        name: "presence",
        sql: include_str!("migrations/sqlite/002_presence.sql"),
        then: None,
    },
    Migration {
        version: 3,
        name: "seat keys",
        sql: include_str!("migrations/sqlite/003_seat_keys.sql"),
        then: Some(Rewrite::HashTokens),
    },
    Migration {
        version: 4,
        name: "invitations",
        sql: include_str!("migrations/sqlite/004_invitations.sql"),
        then: None,
    },
    Migration {
        version: 5,
        name: "game options",
        sql: include_str!("migrations/sqlite/005_game_options.sql"),
        then: None,
    },
    Migration {
        version: 6,
        name: "players",
        sql: include_str!("migrations/sqlite/006_players.sql"),
        then: None,
    },
    Migration {
        version: 7,
        name: "challenges",
        sql: include_str!("migrations/sqlite/007_challenges.sql"),
        then: None,
    },
    Migration {
        version: 8,
        name: "ratings",
        sql: include_str!("migrations/sqlite/008_ratings.sql"),
        then: None,
    },
    Migration {
        version: 9,
        name: "correspondence",
        sql: include_str!("migrations/sqlite/009_correspondence.sql"),
        then: None,
    },
    Migration {
        version: 10,
        name: "notifications",
        sql: include_str!("migrations/sqlite/010_notifications.sql"),
        then: None,
    },
    Migration {
        version: 11,
        name: "club events",
        sql: include_str!("migrations/sqlite/011_club_events.sql"),
        then: None,
    },
];

/// PostgreSQL's schema, step by step.
pub const POSTGRES: &[Migration] = &[
    Migration {
        version: 1,
        name: "rooms and events",
        sql: include_str!("migrations/postgres/001_rooms.sql"),
        then: None,
    },
    Migration {
        version: 2,
        name: "presence",
        sql: include_str!("migrations/postgres/002_presence.sql"),
        then: None,
    },
    Migration {
        version: 3,
        name: "seat keys",
        sql: include_str!("migrations/postgres/003_seat_keys.sql"),
        then: Some(Rewrite::HashTokens),
    },
    Migration {
        version: 4,
        name: "invitations",
        sql: include_str!("migrations/postgres/004_invitations.sql"),
        then: None,
    },
    Migration {
        version: 5,
        name: "game options",
        sql: include_str!("migrations/postgres/005_game_options.sql"),
        then: None,
    },
    Migration {
        version: 6,
        name: "players",
        sql: include_str!("migrations/postgres/006_players.sql"),
        then: None,
    },
    Migration {
        version: 7,
        name: "challenges",
        sql: include_str!("migrations/postgres/007_challenges.sql"),
        then: None,
    },
    Migration {
        version: 8,
        name: "ratings",
        sql: include_str!("migrations/postgres/008_ratings.sql"),
        then: None,
    },
    Migration {
        version: 9,
        name: "correspondence",
        sql: include_str!("migrations/postgres/009_correspondence.sql"),
        then: None,
    },
    Migration {
        version: 10,
        name: "notifications",
        sql: include_str!("migrations/postgres/010_notifications.sql"),
        then: None,
    },
    Migration {
        version: 11,
        name: "club events",
        sql: include_str!("migrations/postgres/011_club_events.sql"),
        then: None,
    },
];

/// The steps of `migrations` after version `done`, in order.
pub fn pending(migrations: &'static [Migration], done: i64) -> impl Iterator<Item = Migration> {
    migrations.iter().copied().filter(move |m| m.version > done)
}

/// A database whose schema is newer than this program's: refused, so that an older server
/// never writes to a schema it does not know.
pub fn check_not_newer(migrations: &[Migration], done: i64) -> Result<(), String> {
    let newest = migrations.last().map_or(0, |m| m.version);
    if done > newest {
        Err(format!(
            "the database's schema is version {done}, newer than this server's {newest}: \
             run a newer medusa serve"
        ))
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_store_numbers_its_steps_from_one_and_they_match() {
        for migrations in [SQLITE, POSTGRES] {
            let versions: Vec<i64> = migrations.iter().map(|m| m.version).collect();
            let expected: Vec<i64> = (1..=migrations.len() as i64).collect();
            assert_eq!(versions, expected);
        }
        let names = |m: &[Migration]| m.iter().map(|m| m.name).collect::<Vec<_>>();
        assert_eq!(names(SQLITE), names(POSTGRES));
        assert_eq!(
            pending(SQLITE, 1).map(|m| m.version).collect::<Vec<_>>(),
            [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
        );
        assert_eq!(pending(SQLITE, 11).count(), 0);
        assert_eq!(check_not_newer(SQLITE, 11), Ok(()));
        assert_eq!(
            check_not_newer(SQLITE, 12),
            Err(
                "the database's schema is version 12, newer than this server's 11: run a \
                 newer medusa serve"
                    .to_string()
            )
        );
        let token = "ab".repeat(16);
        let key = hashed(&token).expect("a token in the clear is hashed");
        assert_eq!(key.len(), 64);
        assert_eq!(hashed(&key), None, "a key stays");
        assert_eq!(hashed(""), None, "a seat not taken stays");
    }
}
