-- A room's game options as the game's own JSON object (`{"komi":3}` in Medusa and Lotus,
-- `{}` for the game's defaults), in place of the komi column: the store keeps whatever
-- options a game has without knowing them. A room's komi becomes its option.
ALTER TABLE rooms ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
UPDATE rooms SET options = json_object('komi', komi) WHERE komi IS NOT NULL;
ALTER TABLE rooms DROP COLUMN komi;
