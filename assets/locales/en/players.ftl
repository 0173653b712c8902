# Who plays a side, as the pickers of the players name them (the replay view's "Play from
# here", the panels).
player-human = Human
player-computer-beginner = Computer: beginner
player-computer-casual = Computer: casual
player-computer-strong = Computer: strong
player-computer-master = Computer: master
player-remote = Online player

# The computer's levels, weakest first, as the title offers them.
level-beginner = Beginner
level-casual = Casual
level-strong = Strong
level-master = Master
