# Pillars of Medusa's pieces in words: the legend on the rules page and in the game panel (how
# each kind moves, and in brackets how many each side has), the line beside the pointer that
# names the piece under it, and the Morph's choice after a capture.

pillars-moves-sword = Une case droit devant ; prend une case en diagonale vers l’avant. Depuis sa 2e ou 3e rangée, elle peut avancer de deux cases. Sur la dernière rangée, elle devient une Méduse. (11 chacun)
pillars-moves-tower = N’importe quelle distance le long d’une rangée ou d’une colonne. (2)
pillars-moves-horse = Saute comme le cavalier : deux cases dans une direction, une case de côté. (2)
pillars-moves-advisor = N’importe quelle distance en diagonale. (2 ; l’un est le Morph)
pillars-moves-mounted-advisor = Comme un Conseiller ou comme un Cheval. (2)
pillars-moves-queen = N’importe quelle distance dans les huit directions. (1)
pillars-moves-king = Une case dans toutes les directions ; roque en échangeant sa case avec une Tour. (1)
pillars-moves-serpent = Comme une Dame ou comme un Cheval. (1)
pillars-moves-pillar = Comme une Tour ou comme un Cheval. (2)
pillars-moves-medusa = Comme une Dame, mais de trois cases au plus. Son regard change en pierre les pièces ennemies voisines. (1)
pillars-morph-ring = Un anneau de jade sous une pièce marque le Morph : il commence Conseiller et peut devenir ce qu’il prend.
# A piece's name in the legend, with its letter in the records ($letter: H for the Horse).
pillars-legend-name = { $piece } ({ $letter })

# Beside the pointer: $side, $piece and its $letter, its $square, and how it $moves (a
# sentence of pillars-moves-*); $medusa: the square of the Medusa whose gaze holds it.
pillars-hover = { $side } : { $piece } ({ $letter }) en { $square } : { $moves }
pillars-hover-morph = { $side } : { $piece } ({ $letter }) en { $square }, le Morph : { $moves }
pillars-hover-frozen = { $side } : { $piece } ({ $letter }) en { $square } : changé en pierre par la Méduse en { $medusa }, ne peut pas bouger
pillars-hover-morph-frozen = { $side } : { $piece } ({ $letter }) en { $square }, le Morph : changé en pierre par la Méduse en { $medusa }, ne peut pas bouger

# The Morph's choice: it took the $piece on $square, and may become that kind or stay as it is.
pillars-morph-takes = Le Morph prend en { $square } : { $piece }
pillars-morph-become = Devenir { $piece }
pillars-morph-stay = Rester { $piece }
# $move: the move that keeps the Morph's form, as the records write it.
pillars-morph-stay-tip = { $move } (ou cliquez à nouveau sur { $square })
