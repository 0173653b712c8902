# Who plays a side, as the pickers of the players name them (the replay view's "Play from
# here", the panels).
player-human = Mensch
player-computer-beginner = Computer: Anfänger
player-computer-casual = Computer: Hobbyspieler
player-computer-strong = Computer: Stark
player-computer-master = Computer: Meister
player-remote = Online-Spieler

# The computer's levels, weakest first, as the title offers them.
level-beginner = Anfänger
level-casual = Hobbyspieler
level-strong = Stark
level-master = Meister
