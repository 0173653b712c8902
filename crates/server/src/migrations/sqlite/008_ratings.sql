-- Whether a room's game is rated: made from a rated challenge, or a rematch of a rated game.
ALTER TABLE rooms ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
-- The named players in a room's seats: a player's games, the newest first.
CREATE TABLE room_players (
    room TEXT NOT NULL,
    seat INTEGER NOT NULL,
    player INTEGER NOT NULL REFERENCES players(id),
    created_ms INTEGER NOT NULL,
    PRIMARY KEY (room, seat)
);
CREATE INDEX room_players_player ON room_players (player, created_ms);
-- A player's Glicko-2 rating in a game, from the first rated game on.
CREATE TABLE ratings (
    player INTEGER NOT NULL REFERENCES players(id),
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (player, game)
);
-- Each rated game's change to each seat's player's rating, once a room: the history.
-- `score` is the seat's: 1 a win, 0.5 a draw, 0 a loss.
CREATE TABLE rated_games (
    room TEXT NOT NULL,
    seat INTEGER NOT NULL,
    player INTEGER NOT NULL REFERENCES players(id),
    opponent INTEGER NOT NULL REFERENCES players(id),
    game TEXT NOT NULL,
    score REAL NOT NULL,
    before_rating REAL NOT NULL,
    before_deviation REAL NOT NULL,
    after_rating REAL NOT NULL,
    after_deviation REAL NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (room, seat)
);
CREATE INDEX rated_games_player ON rated_games (player, at_ms);
