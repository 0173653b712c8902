# The games' names, as the title cards, the panels and the help name them.
game-medusa = Medusa
game-lotus = Lotus
game-medea = Medea
game-pillars = Piliers de Méduse

# The sides, as the panels and the title name the players.
# (Blanc et Noir, sans article, comme au go : « Blanc gagne », « À Noir de jouer ».)
side-white = Blanc
side-black = Noir

# Medea's pieces, as sentences name them.
piece-medea-man = pion
piece-medea-king = dame

# Pillars of Medusa's pieces, as sentences name them.
piece-pillars-sword = Épée
piece-pillars-tower = Tour
piece-pillars-horse = Cheval
piece-pillars-advisor = Conseiller
piece-pillars-mounted-advisor = Conseiller à cheval
piece-pillars-queen = Dame
piece-pillars-king = Roi
piece-pillars-serpent = Serpent
piece-pillars-pillar = Pilier
piece-pillars-medusa = Méduse

# Under Medusa's and Lotus's marker track on the board.
medusa-track-means = Marqueur : ses points vont au camp vers lequel il penche

# Under each tray beside the board: the pieces taken from that side ($side), on two lines.
pillars-taken-from =
    Prises à
    { $side }
