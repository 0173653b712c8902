# The games' names, as the title cards, the panels and the help name them.
game-medusa = Medusa
game-lotus = Lotus
game-medea = Medea
game-pillars = Pillars of Medusa

# The sides, as the panels and the title name the players.
side-white = White
side-black = Black
