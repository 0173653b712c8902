-- Club evenings: an event of a game (its options and clock as `create` takes them), paired
-- round robin or Swiss over a number of rounds, run by its organiser (a named player).
-- `state` is `open` (players join and leave), `playing` (rounds start), then `ended`.
CREATE TABLE club_events (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    clock_base_ms BIGINT,
    clock_increment_ms BIGINT,
    kind TEXT NOT NULL,
    rounds BIGINT NOT NULL,
    organiser BIGINT NOT NULL REFERENCES players(id),
    state TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
-- The players who joined, each with its seed (the order of joining, from 0).
CREATE TABLE club_event_players (
    event BIGINT NOT NULL REFERENCES club_events(id),
    seed BIGINT NOT NULL,
    player BIGINT NOT NULL REFERENCES players(id),
    PRIMARY KEY (event, seed),
    UNIQUE (event, player)
);
-- A round as it was paired (a JSON object of its games by seeds, its bye and its absent
-- players), stored once: a second start of the same round is refused by the key.
CREATE TABLE club_event_rounds (
    event BIGINT NOT NULL REFERENCES club_events(id),
    round BIGINT NOT NULL,
    pairing TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    PRIMARY KEY (event, round)
);
-- Each board of a round: its room, once opened, and its result (`first`, `second` or
-- `draw`), from the room's end or entered by the organiser (`entered` 1).
CREATE TABLE club_event_games (
    event BIGINT NOT NULL REFERENCES club_events(id),
    round BIGINT NOT NULL,
    board BIGINT NOT NULL,
    room TEXT,
    result TEXT,
    entered BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (event, round, board)
);
CREATE INDEX club_event_games_room ON club_event_games (room);
-- The players the organiser marked absent for a round not yet started.
CREATE TABLE club_event_absences (
    event BIGINT NOT NULL REFERENCES club_events(id),
    round BIGINT NOT NULL,
    seed BIGINT NOT NULL,
    PRIMARY KEY (event, round, seed)
);
