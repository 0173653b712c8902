# The games' names, as the title cards, the panels and the help name them.
game-medusa = Medusa
game-lotus = Lotus
game-medea = Medea
game-pillars = Pillars of Medusa

# The sides, as the panels and the title name the players.
side-white = White
side-black = Black

# Medea's pieces, as sentences name them.
piece-medea-man = man
piece-medea-king = king

# Pillars of Medusa's pieces, as sentences name them.
piece-pillars-sword = Sword
piece-pillars-tower = Tower
piece-pillars-horse = Horse
piece-pillars-advisor = Advisor
piece-pillars-mounted-advisor = Mounted Advisor
piece-pillars-queen = Queen
piece-pillars-king = King
piece-pillars-serpent = Serpent
piece-pillars-pillar = Pillar
piece-pillars-medusa = Medusa

# Under Medusa's and Lotus's marker track on the board.
medusa-track-means = Marker: its points go to the side it stands towards

# Under each tray beside the board: the pieces taken from that side ($side), on two lines.
pillars-taken-from =
    Taken from
    { $side }
