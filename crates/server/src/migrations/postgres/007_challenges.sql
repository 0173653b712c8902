-- The lobby's open challenges: the maker (a player, by id and by name as registered), the
-- game as `create` takes it, whether it is rated, and the key (SHA-256, 64 hex digits) of the
-- maker's seat token, which the maker's connection holds. The process that holds the maker's
-- connection renews `seen_ms` every few seconds: a challenge it stopped renewing lapses. An
-- accepting process takes it (`taken`) before it makes the room, then writes the room's
-- code and the maker's seat in it; the maker's process tells its connection, and the row goes.
CREATE TABLE challenges (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players(id),
    name TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    side TEXT NOT NULL,
    clock_base_ms BIGINT,
    clock_increment_ms BIGINT,
    rated BOOLEAN NOT NULL,
    maker_key TEXT NOT NULL,
    process TEXT NOT NULL,
    seen_ms BIGINT NOT NULL,
    taken BOOLEAN NOT NULL DEFAULT FALSE,
    room TEXT,
    maker_seat BIGINT
);
CREATE INDEX challenges_player ON challenges (player);
