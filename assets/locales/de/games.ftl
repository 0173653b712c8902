# The games' names, as the title cards, the panels and the help name them.
game-medusa = Medusa
game-lotus = Lotus
game-medea = Medea
game-pillars = Pillars of Medusa

# The sides, as the panels and the title name the players.
side-white = Weiß
side-black = Schwarz

# Medea's pieces, as sentences name them.
piece-medea-man = Stein
piece-medea-king = Dame

# Pillars of Medusa's pieces, as sentences name them.
piece-pillars-sword = Schwert
piece-pillars-tower = Turm
piece-pillars-horse = Pferd
piece-pillars-advisor = Ratgeber
piece-pillars-mounted-advisor = Berittener Ratgeber
piece-pillars-queen = Dame
piece-pillars-king = König
piece-pillars-serpent = Schlange
piece-pillars-pillar = Säule
piece-pillars-medusa = Medusa

# Under Medusa's and Lotus's marker track on the board.
medusa-track-means = Marker: seine Punkte gehen an die Seite, zu der er steht

# Under each tray beside the board: the pieces taken from that side ($side), on two lines.
pillars-taken-from =
    Geschlagen von
    { $side }
