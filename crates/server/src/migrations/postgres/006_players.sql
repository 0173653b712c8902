-- Players: a name, unique by its folded form (case and compatibility forms folded, so that
-- `Ann`, `ANN` and `Ａｎｎ` are one name), kept as the player wrote it; the password's
-- Argon2id hash as a PHC string (empty without one); who registered it and when.
CREATE TABLE players (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name TEXT NOT NULL,
    folded TEXT NOT NULL UNIQUE,
    password TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
-- A player's keys, one for each device it was given to (at registration and at each sign-in
-- with the password), as their SHA-256 (64 hex digits); numbered in the order they were
-- made, so that the oldest beyond the most a player keeps are forgotten.
CREATE TABLE player_keys (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players(id),
    key TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    UNIQUE (player, key)
);
