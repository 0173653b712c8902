# Pillars of Medusa's pieces in words: the legend on the rules page and in the game panel (how
# each kind moves, and in brackets how many each side has), the line beside the pointer that
# names the piece under it, and the Morph's choice after a capture.

pillars-moves-sword = One square straight forward; captures one square diagonally forward. From its own 2nd or 3rd row it may go two squares. On the far row it becomes a Medusa. (11 each)
pillars-moves-tower = Any distance along a rank or file. (2)
pillars-moves-horse = Leaps like a knight: two squares one way, one square to the side. (2)
pillars-moves-advisor = Any distance diagonally. (2; one is the Morph)
pillars-moves-mounted-advisor = As an Advisor or as a Horse. (2)
pillars-moves-queen = Any distance in all eight directions. (1)
pillars-moves-king = One square in any direction; castles by exchanging squares with a Tower. (1)
pillars-moves-serpent = As a Queen or as a Horse. (1)
pillars-moves-pillar = As a Tower or as a Horse. (2)
pillars-moves-medusa = Like a Queen, but at most three squares. Her gaze turns the enemy pieces next to her to stone. (1)
pillars-morph-ring = A jade ring under a piece marks the Morph: it started as an Advisor and may become what it captures.
# A piece's name in the legend, with its letter in the records ($letter: H for the Horse).
pillars-legend-name = { $piece } ({ $letter })

# Beside the pointer: $side, $piece and its $letter, its $square, and how it $moves (a
# sentence of pillars-moves-*); $medusa: the square of the Medusa whose gaze holds it.
pillars-hover = { $side } { $piece } ({ $letter }) on { $square }: { $moves }
pillars-hover-morph = { $side } { $piece } ({ $letter }) on { $square }, the Morph: { $moves }
pillars-hover-frozen = { $side } { $piece } ({ $letter }) on { $square }: turned to stone by the Medusa on { $medusa }, it cannot move
pillars-hover-morph-frozen = { $side } { $piece } ({ $letter }) on { $square }, the Morph: turned to stone by the Medusa on { $medusa }, it cannot move

# The Morph's choice: it took the $piece on $square, and may become that kind or stay as it is.
pillars-morph-takes = The Morph takes the { $piece } on { $square }
pillars-morph-become = Become a { $piece }
pillars-morph-stay = Stay a { $piece }
# $move: the move that keeps the Morph's form, as the records write it.
pillars-morph-stay-tip = { $move } (or click { $square } again)
