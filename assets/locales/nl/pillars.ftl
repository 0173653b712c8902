# Pillars of Medusa's pieces in words: the legend on the rules page and in the game panel (how
# each kind moves, and in brackets how many each side has), the line beside the pointer that
# names the piece under it, and the Morph's choice after a capture.

pillars-moves-sword = Eén veld recht vooruit; slaat één veld schuin vooruit. Vanaf de eigen 2e of 3e rij mag het twee velden gaan. Op de verste rij wordt het een Medusa. (11 elk)
pillars-moves-tower = Elke afstand langs een rij of lijn. (2)
pillars-moves-horse = Springt als een paard bij het schaken: twee velden in één richting, één veld opzij. (2)
pillars-moves-advisor = Elke afstand schuin. (2; een ervan is de Morph)
pillars-moves-mounted-advisor = Als een Raadsheer of als een Paard. (2)
pillars-moves-queen = Elke afstand in alle acht richtingen. (1)
pillars-moves-king = Eén veld in elke richting; rokeert door van veld te wisselen met een Toren. (1)
pillars-moves-serpent = Als een Dame of als een Paard. (1)
pillars-moves-pillar = Als een Toren of als een Paard. (2)
pillars-moves-medusa = Als een Dame, maar hooguit drie velden. Haar blik verandert de vijandelijke stukken naast haar in steen. (1)
pillars-morph-ring = Een jade ring onder een stuk markeert de Morph: die begon als Raadsheer en kan worden wat hij slaat.
# A piece's name in the legend, with its letter in the records ($letter: H for the Horse).
pillars-legend-name = { $piece } ({ $letter })

# Beside the pointer: $side, $piece and its $letter, its $square, and how it $moves (a
# sentence of pillars-moves-*); $medusa: the square of the Medusa whose gaze holds it.
pillars-hover = { $side }: { $piece } ({ $letter }) op { $square }: { $moves }
pillars-hover-morph = { $side }: { $piece } ({ $letter }) op { $square }, de Morph: { $moves }
pillars-hover-frozen = { $side }: { $piece } ({ $letter }) op { $square }: versteend door de Medusa op { $medusa }, kan niet bewegen
pillars-hover-morph-frozen = { $side }: { $piece } ({ $letter }) op { $square }, de Morph: versteend door de Medusa op { $medusa }, kan niet bewegen

# The Morph's choice: it took the $piece on $square, and may become that kind or stay as it is.
pillars-morph-takes = De Morph slaat { $piece } op { $square }
pillars-morph-become = Word { $piece }
pillars-morph-stay = Blijf { $piece }
# $move: the move that keeps the Morph's form, as the records write it.
pillars-morph-stay-tip = { $move } (of klik nog eens op { $square })
