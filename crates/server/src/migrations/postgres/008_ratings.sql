-- Whether a room's game is rated: made from a rated challenge, or a rematch of a rated game.
ALTER TABLE rooms ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
-- The named players in a room's seats: a player's games, the newest first.
CREATE TABLE room_players (
    room TEXT NOT NULL,
    seat BIGINT NOT NULL,
    player BIGINT NOT NULL REFERENCES players(id),
    created_ms BIGINT NOT NULL,
    PRIMARY KEY (room, seat)
);
CREATE INDEX room_players_player ON room_players (player, created_ms);
-- A player's Glicko-2 rating in a game, from the first rated game on.
CREATE TABLE ratings (
    player BIGINT NOT NULL REFERENCES players(id),
    game TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    PRIMARY KEY (player, game)
);
-- Each rated game's change to each seat's player's rating, once a room: the history.
-- `score` is the seat's: 1 a win, 0.5 a draw, 0 a loss.
CREATE TABLE rated_games (
    room TEXT NOT NULL,
    seat BIGINT NOT NULL,
    player BIGINT NOT NULL REFERENCES players(id),
    opponent BIGINT NOT NULL REFERENCES players(id),
    game TEXT NOT NULL,
    score DOUBLE PRECISION NOT NULL,
    before_rating DOUBLE PRECISION NOT NULL,
    before_deviation DOUBLE PRECISION NOT NULL,
    after_rating DOUBLE PRECISION NOT NULL,
    after_deviation DOUBLE PRECISION NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (room, seat)
);
CREATE INDEX rated_games_player ON rated_games (player, at_ms);
