-- The seats' tokens, kept in the clear until now, are replaced by their keys (their SHA-256,
-- 64 hex digits): the server's own code does it after this step, as SQLite has no SHA-256.
-- The columns keep their names; a seat not taken yet holds an empty string.
SELECT 1;
