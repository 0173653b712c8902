# The rules pages of Medusa and Lotus in the help window: paragraphs, then examples, each a
# caption over two small boards (before and after the move it names). The cells' names (a4,
# k11) and Lotus's numbered points (5, 32) are the boards' own: keep them as they are.

## Medusa's rules.

rules-medusa-scoring =
    Two players, White and Black, take turns; White begins. The game is about points: at
    the end each player counts their stones on the board, the vacant cells in regions
    bordered only by their stones, and the marker if it stands on their side.
rules-medusa-turn =
    A turn has two parts, both optional: first place a stone on a vacant cell, then move
    any of your groups, each at most once. Stones are never taken off the board: a group
    that loses its last liberty (vacant neighbour) is turned over to the other colour.
rules-medusa-movement =
    A group of two or more stones moves by jumping one of its stones along a line over an
    unbroken row of its friends to the first vacant cell beyond. A group that has moved, or
    that a moved group has touched, may not move again this turn.
rules-medusa-end =
    If you end a turn without placing, the marker moves one point towards you. A turn
    without placement or movement is a pass; two passes in a row end the game. Then the
    players mark the dead groups (they are turned over) and the game is counted.

## Medusa's examples.

rules-medusa-example-capture =
    Capture. Black places on a4: White's group a1-a3 has no liberty left and turns over to
    Black, nearest stone first.
rules-medusa-example-second-reversal =
    Second reversal. Black's a2 captures a1, but the capturing group is then without a
    liberty itself, so it all turns back to White.
rules-medusa-example-movement =
    Movement. The stone on k11 jumps along its line over its friend on k12 and lands on the
    first vacant cell, k13. The landing can capture like a placement.
rules-medusa-example-rosette =
    Rosette. Six stones of one colour around a dark hole form a rosette: its group can never
    be captured. White takes the last liberty on a3, and nothing turns over.

## Lotus's rules.

rules-lotus-board =
    Lotus is Medusa's small companion on the 72 corners of the Kensington board. Black
    begins. A turn is a placement or a pass: there is no movement.
rules-lotus-captures =
    Captures work as in Medusa: a group without liberties turns over, and a capturing group
    left without liberties turns back. Passing moves the marker towards you; two passes end
    the game, then dead groups are marked and the game is counted the same way.

## Lotus's examples.

rules-lotus-example-capture =
    Capture. Black places on 5: White's stone on 1 has no liberty left and turns over.
rules-lotus-example-second-reversal =
    Second reversal. Black's 5 captures 1, but Black's group is then without a liberty and
    turns white, captured stone and all.
rules-lotus-example-lotus =
    Lotus. Six stones on the corners of a hexagon form a lotus: its group can never be
    captured, even with no liberty at all.
