-- A room's invitation: the secret of its link that takes its free seat (32 hex digits; kept
-- as it is, so that its creator can be given the link again while the seat is free; worth
-- nothing once both seats are taken). Rooms made before it have none: their code alone
-- takes the free seat, as it did.
ALTER TABLE rooms ADD COLUMN invite TEXT NOT NULL DEFAULT '';
