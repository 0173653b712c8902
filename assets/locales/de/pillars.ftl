# Pillars of Medusa's pieces in words: the legend on the rules page and in the game panel (how
# each kind moves, and in brackets how many each side has), the line beside the pointer that
# names the piece under it, and the Morph's choice after a capture.

pillars-moves-sword = Ein Feld geradeaus vorwärts; schlägt ein Feld schräg vorwärts. Von der eigenen 2. oder 3. Reihe darf es zwei Felder ziehen. Auf der gegnerischen Grundreihe wird es zur Medusa. (je 11)
pillars-moves-tower = Beliebig weit entlang einer Reihe oder Linie. (2)
pillars-moves-horse = Springt wie ein Springer: zwei Felder in eine Richtung, ein Feld zur Seite. (2)
pillars-moves-advisor = Beliebig weit diagonal. (2; einer ist der Morph)
pillars-moves-mounted-advisor = Wie ein Ratgeber oder wie ein Pferd. (2)
pillars-moves-queen = Beliebig weit in alle acht Richtungen. (1)
pillars-moves-king = Ein Feld in jede Richtung; rochiert, indem er mit einem Turm die Felder tauscht. (1)
pillars-moves-serpent = Wie eine Dame oder wie ein Pferd. (1)
pillars-moves-pillar = Wie ein Turm oder wie ein Pferd. (2)
pillars-moves-medusa = Wie eine Dame, aber höchstens drei Felder. Ihr Blick versteinert die gegnerischen Figuren neben ihr. (1)
pillars-morph-ring = Ein Jadering unter einer Figur kennzeichnet den Morph: Er begann als Ratgeber und kann zu dem werden, was er schlägt.
# A piece's name in the legend, with its letter in the records ($letter: H for the Horse).
pillars-legend-name = { $piece } ({ $letter })

# Beside the pointer: $side, $piece and its $letter, its $square, and how it $moves (a
# sentence of pillars-moves-*); $medusa: the square of the Medusa whose gaze holds it.
pillars-hover = { $side }: { $piece } ({ $letter }) auf { $square }: { $moves }
pillars-hover-morph = { $side }: { $piece } ({ $letter }) auf { $square }, der Morph: { $moves }
pillars-hover-frozen = { $side }: { $piece } ({ $letter }) auf { $square }: versteinert von der Medusa auf { $medusa }, kann nicht ziehen
pillars-hover-morph-frozen = { $side }: { $piece } ({ $letter }) auf { $square }, der Morph: versteinert von der Medusa auf { $medusa }, kann nicht ziehen

# The Morph's choice: it took the $piece on $square, and may become that kind or stay as it is.
pillars-morph-takes = Der Morph schlägt { $piece } auf { $square }
pillars-morph-become = { $piece } werden
pillars-morph-stay = { $piece } bleiben
# $move: the move that keeps the Morph's form, as the records write it.
pillars-morph-stay-tip = { $move } (oder nochmals { $square } anklicken)
