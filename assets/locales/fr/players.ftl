# Who plays a side, as the pickers of the players name them (the replay view's "Play from
# here", the panels).
player-human = Humain
player-computer-beginner = Ordinateur : débutant
player-computer-casual = Ordinateur : amateur
player-computer-strong = Ordinateur : fort
player-computer-master = Ordinateur : maître
player-remote = Joueur en ligne

# The computer's levels, weakest first, as the title offers them.
level-beginner = Débutant
level-casual = Amateur
level-strong = Fort
level-master = Maître
