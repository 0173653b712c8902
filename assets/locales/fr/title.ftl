# The title screen: the games' cards, whom to play, the online form, and the buttons that
# start, continue or go back.

# The title window's heading.
title-window = Nouvelle partie

## Each game's card: the line under its name, and what the title says of the chosen game
## under the cards.

title-medusa-line = Un go où les groupes capturés se retournent et où les groupes se déplacent.
title-medusa-about = 210 cases. Les groupes capturés se retournent, les groupes peuvent se déplacer, six pierres autour d’un hexagone sombre sont imprenables pour toujours. Blanc commence.
title-lotus-line = Le petit compagnon de Medusa, sur 72 points.
title-lotus-about = 72 points sur le plateau de Kensington. Les groupes capturés se retournent ; six pierres autour d’un hexagone sont imprenables pour toujours. Noir commence.
title-medea-line = Un jeu de dames où les pièces se téléportent.
title-medea-about = Des dames sur 8 x 8. Chaque camp a sur le damier deux anneaux, ses chakras : une pièce qui entre sur l’un des siens réapparaît sur l’autre et prend ce qui s’y trouve. Blanc commence.
title-pillars-line = Des échecs sur 11 x 11 avec une Méduse et un Morph.
title-pillars-about = Des échecs sur 11 x 11 avec dix sortes de pièces : une Méduse change en pierre les pièces ennemies qui la touchent, un Morph devient ce qu’il prend. Blanc commence.

# A card's tooltip: the keys that choose a game.
title-card =
    .tooltip = Flèches gauche et droite : le jeu
# The tooltip of the bar under a card: how far the game's lessons are done ($percent, a
# whole number).
title-lessons-done = Leçons faites à { $percent } %

## Medusa's and Lotus's komi, under the game's description.

# The komi's slider's label.
title-komi = Komi
# Beside the slider: whom the komi gives points to. $side is White or Black.
title-komi-none = aucun point pour personne
title-komi-for = points pour { $side }
# Under the slider, for a newcomer.
title-komi-means = Komi : points donnés au départ, sur la piste du marqueur sous le plateau, pour compenser l’avantage de jouer en premier.

## The button that continues the saved game in progress. $game is the game's name, $turns
## the turns played so far, $side the side to play (White or Black).

title-continue = Continuer : { $game }, { $turns ->
        [one] { $turns } tour joué
       *[other] { $turns } tours joués
    }, à { $side } de jouer

## The last finished game, offered to analyse or to step through.

# How long a game was: $count turns (in Medusa and Lotus, $unit is "turn") or moves (in
# Medea and Pillars of Medusa, $unit is "move").
title-game-length = { $unit ->
        [turn] { $count ->
            [one] { $count } tour
           *[other] { $count } tours
        }
       *[move] { $count ->
            [one] { $count } coup
           *[other] { $count } coups
        }
    }
# $game is the game's name, $length its length (title-game-length).
title-last-game = Dernière partie : { $game }, { $length }
# The same with its result as the game's record gives it ($result, such as "White wins by 5
# points").
title-last-game-result = Dernière partie : { $game }, { $length } : { $result }
title-analyse = Analyser
    .tooltip = L’ordinateur juge chaque coup de la dernière partie
title-replay = Revoir
    .tooltip = Parcourir la dernière partie, ou reprendre le jeu à partir de n’importe lequel de ses coups

## Whom to play: the computer, a person at this screen, or someone online.

title-play-against = Jouer contre
title-against-computer = l’ordinateur
    .tooltip = L’ordinateur joue un camp, au niveau de votre choix
title-against-person = une personne ici
    .tooltip = Deux personnes jouent à tour de rôle sur cet écran
title-against-online = en ligne
    .tooltip = Affronter quelqu’un sur un autre écran, par un serveur
# Against a person here, in place of the computer's choices.
title-both-here = Les deux camps sont joués sur cet écran.
# Against the computer: its level (the levels' names are level-*), and the side the person
# plays.
title-level = Niveau
title-you-play = Vous jouez
# The side that moves first ($side, White or Black).
title-you-play-first = { $side } (joue en premier)
# The computer plays both sides, for the person to watch.
title-you-watch = aucun : regarder

## The online form, when online is chosen.

# The side the player takes in a new room: the two sides' names, or this.
title-online-side = Votre camp
title-online-random = Au hasard
# The clock of a new room.
title-online-clock = Pendule
# The clocks by the day, on their own row.
title-online-by-the-day = Par correspondance
title-online-no-clock = Sans pendule
# A clock of $minutes minutes for each side, and $increment seconds more after each move.
title-online-clock-minutes = { $increment ->
        [0] { $minutes } min
       *[other] { $minutes } min + { $increment } s
    }
# A clock of $hours hours for each side.
title-online-clock-hours = { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }
# A clock by the day: $days days for each move, the time set back with each move.
title-online-clock-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup
# The server's address, on the desktop.
title-online-server = Serveur
    .tooltip = Là où tourne `medusa serve` : http://HOST:PORT
# The heading of the ways to play a friend: a room created here, or joined by its code or link.
title-online-private = Partie privée
# A room's link or code, to join or watch it.
title-online-join-a-game = Rejoindre une partie
# The empty field's hint.
title-online-code-hint = Lien ou code
title-online-join = Rejoindre
title-online-watch = Regarder
# Back into the online game the player holds a seat in ($code, the room's code: KXRMTB).
title-online-back = Retour à la partie en ligne { $code }
# Under the form.
title-online-how = Créez une salle, puis envoyez son lien à votre adversaire : le lien prend la place libre, le code seul permet à n’importe qui de regarder.

## The buttons under the form; the tooltips name the key that presses them.

title-start = Commencer
    .tooltip = Enter
# Start, online: creates a room.
title-create = Créer
    .tooltip = Enter
# Back to the game in progress behind the title.
title-back = Retour à la partie
