# The help window (F1). Its tabs are the games' names (games.ftl), one rules page each, and
# the keys.

help-tab-keys = Keys and mouse
# On a rules page, where an example's boards could not be worked out; $error is the reason,
# as the rules give it (in English).
help-example-failed = This example could not be worked out: { $error }

## The keys tab: each line a key (or a click), in bold, and what it does. The keys are named
## as on the keyboard; " / " separates two keys with two uses ("R / T": R resets the view,
## T looks straight down).

help-key-arrows = Arrow keys
help-key-arrows-does = move the cursor over the board (the replay: step back and forth)
help-key-enter = Enter
help-key-enter-does = place, select or move at the cursor
help-key-esc = Esc
help-key-esc-does = drop the selection and hide the cursor
help-key-undo = Ctrl+Z
help-key-undo-does = take back (within the turn, then whole turns)
help-key-view = R / T
help-key-view-does = reset the view / look straight down
# The mouse: dragging with the right button held, and the wheel.
help-key-mouse = Right-drag, wheel
help-key-mouse-does = turn the board, zoom
help-key-hint = H
help-key-hint-does = ask the computer for a hint, ringed in green on the board
help-key-move-box = M
help-key-move-box-does = type a move as the records write it, or a question (cell e5, pieces, groups, score, clock, last, moves, help), in the panel's move box
help-key-replay = Home / End
help-key-replay-does = the replay: first / last turn
help-key-help = F1
help-key-help-does = open or close this help

## The keys tab, each game's own clicks and keys, above those of every game.

# Medusa and Lotus.
help-key-end-turn = E
help-key-end-turn-does = end the turn (Enter too, without a cursor)
help-key-pass = P
help-key-pass-does = a complete pass, the marker moves towards you
help-key-territory = A
help-key-territory-does = show or hide the territory
# Medusa.
help-key-medusa-place = Click a vacant cell
help-key-medusa-place-does = place a stone
help-key-medusa-move = Click your stone, then a ringed cell
help-key-medusa-move-does = move its group
# Lotus, whose stones go on points.
help-key-lotus-place = Click a vacant point
help-key-lotus-place-does = place a stone
# Medea.
help-key-medea-move = Click your piece, then a lit square
help-key-medea-move-does = move it; where captures end on one square, click the landings in turn
help-key-medea-chakra = Click your vacant chakra, then a lit square
help-key-medea-chakra-does = move the chakra
# Pillars of Medusa.
help-key-pillars-move = Click your piece, then a lit square
help-key-pillars-move-does = move it
help-key-pillars-castle = Click your King, then its Tower's corner
help-key-pillars-castle-does = castle
