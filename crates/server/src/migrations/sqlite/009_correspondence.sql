-- A clock by the day: its days a move (the clock's other columns hold its milliseconds).
ALTER TABLE rooms ADD COLUMN clock_days INTEGER;
ALTER TABLE challenges ADD COLUMN clock_days INTEGER;
-- Each clocked room's deadline: when the running seat's time runs out (null: no clock runs),
-- and when a quarter of its time is left (null once told), as the room's event `seq` left
-- them; a later event's deadline replaces an earlier one's, never the other way round.
CREATE TABLE deadlines (
    room TEXT PRIMARY KEY,
    seq INTEGER NOT NULL,
    seat INTEGER,
    at_ms INTEGER,
    remind_ms INTEGER
);
CREATE INDEX deadlines_at ON deadlines (at_ms);
CREATE INDEX deadlines_remind ON deadlines (remind_ms);
-- Players' vacations: from when until when (ms), the end brought forward when one comes
-- back early.
CREATE TABLE vacations (
    player INTEGER NOT NULL REFERENCES players(id),
    began_ms INTEGER NOT NULL,
    until_ms INTEGER NOT NULL
);
CREATE INDEX vacations_player ON vacations (player, began_ms);
-- A seat's conditional moves in a room by the day, for the position after `played` moves:
-- a JSON list of lines, each a list of moves.
CREATE TABLE conditionals (
    room TEXT NOT NULL,
    seat INTEGER NOT NULL,
    played INTEGER NOT NULL,
    lines TEXT NOT NULL,
    PRIMARY KEY (room, seat)
);
