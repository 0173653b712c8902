# The puzzles: positions from the computer's own games where one move wins clearly. The
# button on the title, and the puzzle's window beside the board.

puzzle-open = Problèmes
    .tooltip = Des positions des parties de l’ordinateur où un coup gagne : trouvez-le
# The window's title; $game is the game's name.
puzzle-title = Problèmes : { $game }
# Which puzzle: its $number in the game's set of $count, and its $difficulty from 1 to 5.
puzzle-place = Problème { $number } sur { $count }, difficulté { $difficulty } sur 5
# $side is the side to move, who solves the puzzle.
puzzle-question = { $side } au trait : trouvez le coup qui gagne.
puzzle-go-on = Juste. Continuez : trouvez le coup suivant.
puzzle-solved = Résolu !
puzzle-missed = Ce n’est pas celui-là : la solution est jouée sur le plateau.
# The solution's moves, the opponent's replies between, as the records write them.
puzzle-solution-line = La solution : { $moves }
# The puzzle rating's change, signed ($change: +12, -20).
puzzle-change = Classement des problèmes { $change }
# The player's puzzle rating in this game, and how sure it is (±$deviation).
puzzle-rating = Votre classement des problèmes : { $rating } (±{ $deviation })
puzzle-solution = Solution
    .tooltip = Montrer la solution sur le plateau (le problème compte comme manqué)
puzzle-again = Recommencer
    .tooltip = Ce problème depuis le début
puzzle-next = Problème suivant
    .tooltip = Un autre problème proche de votre classement
puzzle-daily = Problème du jour
    .tooltip = Le même problème pour tous les joueurs aujourd’hui
puzzle-leave = Quitter
    .tooltip = Retour au titre

## What a puzzle is about.

puzzle-theme-reversal = retournement
puzzle-theme-rosette = rosette
puzzle-theme-group-escape = un groupe s’échappe
puzzle-theme-transmission = transmission
puzzle-theme-long-capture = longue prise
puzzle-theme-turkish-strike = coup turc
puzzle-theme-capture = prise
puzzle-theme-crowning = couronnement
puzzle-theme-mate = mat
puzzle-theme-freezing = le regard de Méduse
puzzle-theme-morph-capture = le Morph prend
puzzle-theme-promotion = promotion
puzzle-theme-mistake = erreur
puzzle-theme-blunder = gaffe

## Practising the player's own mistakes, in the same window.

# The window's title; $game is the game's name.
practice-title = Vos erreurs : { $game }
# Where the position comes from: the move's $number in the player's game, the move $played
# there and its $mark (mistake, blunder).
practice-place = De votre partie, coup { $number } : vous avez joué { $played } ({ $mark }).
# $side is the side to move, the player's side in that game.
practice-question = { $side } au trait : trouvez un meilleur coup que le vôtre.
practice-solved = Trouvé : c’est le meilleur coup.
practice-missed = Pas le coup que l’analyse a trouvé : il est joué sur le plateau.
# When the position comes back, in whole $days.
practice-back-in = { $days ->
    [one] Elle revient demain.
   *[other] Elle revient dans { $days } jours.
}
# $count mistakes are due now.
practice-open = Vos erreurs ({ $count })
    .tooltip = Les erreurs que l’analyse a trouvées dans vos propres parties : trouvez le meilleur coup ; chacune revient après un temps
practice-next = Erreur suivante
    .tooltip = Une autre de vos erreurs à revoir maintenant
practice-puzzles = Problèmes
    .tooltip = Retour aux problèmes du jeu
