-- Club evenings: an event of a game (its options and clock as `create` takes them), paired
-- round robin or Swiss over a number of rounds, run by its organiser (a named player).
-- `state` is `open` (players join and leave), `playing` (rounds start), then `ended`.
CREATE TABLE club_events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    clock_base_ms INTEGER,
    clock_increment_ms INTEGER,
    kind TEXT NOT NULL,
    rounds INTEGER NOT NULL,
    organiser INTEGER NOT NULL REFERENCES players(id),
    state TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
-- The players who joined, each with its seed (the order of joining, from 0).
CREATE TABLE club_event_players (
    event INTEGER NOT NULL REFERENCES club_events(id),
    seed INTEGER NOT NULL,
    player INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (event, seed),
    UNIQUE (event, player)
);
-- A round as it was paired (a JSON object of its games by seeds, its bye and its absent
-- players), stored once: a second start of the same round is refused by the key.
CREATE TABLE club_event_rounds (
    event INTEGER NOT NULL REFERENCES club_events(id),
    round INTEGER NOT NULL,
    pairing TEXT NOT NULL,
    started_ms INTEGER NOT NULL,
    PRIMARY KEY (event, round)
);
-- Each board of a round: its room, once opened, and its result (`first`, `second` or
-- `draw`), from the room's end or entered by the organiser (`entered` 1).
CREATE TABLE club_event_games (
    event INTEGER NOT NULL REFERENCES club_events(id),
    round INTEGER NOT NULL,
    board INTEGER NOT NULL,
    room TEXT,
    result TEXT,
    entered INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (event, round, board)
);
CREATE INDEX club_event_games_room ON club_event_games (room);
-- The players the organiser marked absent for a round not yet started.
CREATE TABLE club_event_absences (
    event INTEGER NOT NULL REFERENCES club_events(id),
    round INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    PRIMARY KEY (event, round, seed)
);
