-- Who is connected to which seat, as each server process last saw it: a process writes a
-- seat's row when the seat's first connection to it comes and when its last one goes, and
-- renews it every few seconds in between. A claim is judged on every process's rows.
CREATE TABLE presence (
    code TEXT NOT NULL REFERENCES rooms(code),
    seat BIGINT NOT NULL,
    process TEXT NOT NULL,
    connected BOOLEAN NOT NULL,
    seen_ms BIGINT NOT NULL,
    PRIMARY KEY (code, seat, process)
);
