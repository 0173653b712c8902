-- Rooms and their numbered events, an event's number unique in its room. The first schema,
-- written with IF NOT EXISTS so that a database made before the migrations keeps its games.
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    komi BIGINT,
    clock_base_ms BIGINT,
    clock_increment_ms BIGINT,
    token0 TEXT NOT NULL,
    token1 TEXT NOT NULL,
    creator_seat BIGINT NOT NULL,
    address TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    code TEXT NOT NULL REFERENCES rooms(code),
    seq BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (code, seq)
);
