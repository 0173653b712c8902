-- A clock by the day: its days a move (the clock's other columns hold its milliseconds).
ALTER TABLE rooms ADD COLUMN clock_days BIGINT;
ALTER TABLE challenges ADD COLUMN clock_days BIGINT;
-- Each clocked room's deadline: when the running seat's time runs out (null: no clock runs),
-- and when a quarter of its time is left (null once told), as the room's event `seq` left
-- them; a later event's deadline replaces an earlier one's, never the other way round.
CREATE TABLE deadlines (
    room TEXT PRIMARY KEY,
    seq BIGINT NOT NULL,
    seat BIGINT,
    at_ms BIGINT,
    remind_ms BIGINT
);
CREATE INDEX deadlines_at ON deadlines (at_ms);
CREATE INDEX deadlines_remind ON deadlines (remind_ms);
-- Players' vacations: from when until when (ms), the end brought forward when one comes
-- back early.
CREATE TABLE vacations (
    player BIGINT NOT NULL REFERENCES players(id),
    began_ms BIGINT NOT NULL,
    until_ms BIGINT NOT NULL
);
CREATE INDEX vacations_player ON vacations (player, began_ms);
-- A seat's conditional moves in a room by the day, for the position after `played` moves:
-- a JSON list of lines, each a list of moves.
CREATE TABLE conditionals (
    room TEXT NOT NULL,
    seat BIGINT NOT NULL,
    played BIGINT NOT NULL,
    lines TEXT NOT NULL,
    PRIMARY KEY (room, seat)
);
