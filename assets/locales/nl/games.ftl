# The games' names, as the title cards, the panels and the help name them.
game-medusa = Medusa
game-lotus = Lotus
game-medea = Medea
game-pillars = Pillars of Medusa

# The sides, as the panels and the title name the players.
side-white = Wit
side-black = Zwart

# Medea's pieces, as sentences name them.
piece-medea-man = schijf
piece-medea-king = dam

# Pillars of Medusa's pieces, as sentences name them.
# Zwaard and Paard are "het" words, the others "de" words: announce.ftl picks the article by
# these very names.
piece-pillars-sword = Zwaard
piece-pillars-tower = Toren
piece-pillars-horse = Paard
piece-pillars-advisor = Raadsheer
piece-pillars-mounted-advisor = Bereden Raadsheer
piece-pillars-queen = Dame
piece-pillars-king = Koning
piece-pillars-serpent = Slang
piece-pillars-pillar = Zuil
piece-pillars-medusa = Medusa

# Under Medusa's and Lotus's marker track on the board.
medusa-track-means = Marker: zijn punten gaan naar de kant waar hij naartoe staat

# Under each tray beside the board: the pieces taken from that side ($side), on two lines.
pillars-taken-from =
    Geslagen van
    { $side }
