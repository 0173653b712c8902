# The help window (F1). Its tabs are the games' names (games.ftl), one rules page each, and
# the keys.

help-tab-keys = Toetsen en muis
# On a rules page, where an example's boards could not be worked out; $error is the reason,
# as the rules give it (in English).
help-example-failed = Dit voorbeeld kon niet worden uitgewerkt: { $error }

## The keys tab: each line a key (or a click), in bold, and what it does. The keys are named
## as on the keyboard; " / " separates two keys with two uses ("R / T": R resets the view,
## T looks straight down).

help-key-arrows = Pijltjestoetsen
help-key-arrows-does = de cursor over het bord bewegen (bij het naspelen: vooruit en achteruit stappen)
help-key-enter = Enter
help-key-enter-does = plaatsen, selecteren of verplaatsen bij de cursor
help-key-esc = Esc
help-key-esc-does = de selectie opheffen en de cursor verbergen
help-key-undo = Ctrl+Z
help-key-undo-does = terugnemen (binnen de beurt, daarna hele beurten)
help-key-view = R / T
help-key-view-does = het beeld herstellen / recht naar beneden kijken
# The mouse: dragging with the right button held, and the wheel.
help-key-mouse = Slepen met rechts, muiswiel
help-key-mouse-does = het bord draaien, zoomen
help-key-hint = H
help-key-hint-does = de computer om een tip vragen, groen omcirkeld op het bord
help-key-move-box = M
help-key-move-box-does = een zet in partijnotatie typen, of een vraag (veld e5, stukken, groepen, stand, klok, laatste, zetten, help), in het zetvak van het paneel
help-key-replay = Home / End
help-key-replay-does = bij het naspelen: eerste / laatste beurt
help-key-help = F1
help-key-help-does = deze help openen of sluiten

## The keys tab, each game's own clicks and keys, above those of every game.

# Medusa and Lotus.
help-key-end-turn = E
help-key-end-turn-does = de beurt beëindigen (ook Enter, zonder cursor)
help-key-pass = P
help-key-pass-does = een volledige pas, de marker schuift naar jou toe
help-key-territory = A
help-key-territory-does = het gebied tonen of verbergen
# Medusa.
help-key-medusa-place = Klik op een leeg veld
help-key-medusa-place-does = een steen plaatsen
help-key-medusa-move = Klik op je steen, dan op een omcirkeld veld
help-key-medusa-move-does = de groep ervan verplaatsen
# Lotus, whose stones go on points.
help-key-lotus-place = Klik op een leeg punt
help-key-lotus-place-does = een steen plaatsen
# Medea.
help-key-medea-move = Klik op je stuk, dan op een verlicht veld
help-key-medea-move-does = het verplaatsen; eindigen meerdere slagen op hetzelfde veld, klik dan de landingsvelden een voor een aan
help-key-medea-chakra = Klik op je lege chakra, dan op een verlicht veld
help-key-medea-chakra-does = de chakra verplaatsen
# Pillars of Medusa.
help-key-pillars-move = Klik op je stuk, dan op een verlicht veld
help-key-pillars-move-does = het verplaatsen
help-key-pillars-castle = Klik op je Koning, dan op de hoek van zijn Toren
help-key-pillars-castle-does = rokeren
