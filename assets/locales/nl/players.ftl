# Who plays a side, as the pickers of the players name them (the replay view's "Play from
# here", the panels).
player-human = Mens
player-computer-beginner = Computer: beginner
player-computer-casual = Computer: gemiddeld
player-computer-strong = Computer: sterk
player-computer-master = Computer: meester
player-remote = Speler online

# The computer's levels, weakest first, as the title offers them.
level-beginner = Beginner
level-casual = Gemiddeld
level-strong = Sterk
level-master = Meester
