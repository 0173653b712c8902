-- A player's browsers subscribed to Web Push: the push service's endpoint (unique: a browser
-- that subscribes again, or for another player, replaces its row) and the subscription's
-- keys as the browser gave them (base64url).
CREATE TABLE push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players(id),
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX push_subscriptions_player ON push_subscriptions (player);
-- The players who turned their notifications off (every browser and the e-mail).
CREATE TABLE notifications_off (
    player BIGINT PRIMARY KEY REFERENCES players(id)
);
-- A player's e-mail address for notifications, with the token of the one-click unsubscribe
-- link each message carries (random and unique: it only clears this address).
CREATE TABLE email_addresses (
    player BIGINT PRIMARY KEY REFERENCES players(id),
    address TEXT NOT NULL,
    unsubscribe TEXT NOT NULL UNIQUE
);
