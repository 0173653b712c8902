# The game panel beside the board (under it on a tall screen), the result window, the
# replay bar and the analysis. $side, $winner, $loser and $mover are a side's name (White,
# Black), $move a move as the records write it (j11, c3-d4), never translated.

## The panel's sections.

# The headings of the folded sections, under the board on a tall screen.
panel-moves = Coups
panel-count = Décompte
panel-analysis = Analyse
panel-menu = Vue, réglages, parties, aide

## The status: who is to move, what the player may do.

# Instead of what to do, while nobody at this screen is to play.
panel-viewing = Une partie enregistrée : parcourez-la avec la barre de relecture.
panel-watching-online = La partie se joue en ligne.
panel-opponent-to-play = À votre adversaire de jouer.
# The computer thinking about its move; $level is its level.
panel-thinking = { $level ->
    [beginner] L’ordinateur (débutant)
    [casual] L’ordinateur (amateur)
    [strong] L’ordinateur (fort)
   *[master] L’ordinateur (maître)
} réfléchit…
panel-computer-about-to-play = L’ordinateur va jouer.
panel-online-over = La partie est terminée : « Nouvelle partie », ci-dessous, en commence une autre.
# The hint under the headline of a finished game.
panel-over-hint = Commencez une nouvelle partie, ou annulez.

# The headline while a game goes on, in the games played a move at a time (Medea, Pillars
# of Medusa) and in Medusa and Lotus.
panel-to-move = À { $side } de jouer
panel-to-play = À { $side } de jouer

# The headline of a finished game: who won and why ($reason, a sentence of its own without
# the winner, such as "Black resigned"), or as the one person at this screen reads it
# against the computer or online.
panel-result-wins = { $side } gagne : { $reason }
panel-result-you-won = Vous avez gagné : { $reason }
panel-result-you-lost = Vous avez perdu : { $reason }
panel-result-draw = Nulle : { $reason }
panel-result-draw-agreed = Nulle d’un commun accord

# Why a game ended, in the headline and the result window.
reason-resigned = { $loser } a abandonné
reason-agreed = les joueurs se sont mis d’accord
reason-repetition = la même position est apparue pour la troisième fois
# Medea.
reason-medea-no-pieces = { $loser } n’a plus de pièces
reason-medea-no-moves = { $loser } n’a aucun coup légal
reason-medea-no-progress = 100 demi-coups sans prise ni coup de pion
# Pillars of Medusa.
reason-pillars-checkmate = { $loser } est échec et mat
reason-pillars-stalemate = pat
reason-pillars-fifty-moves = 100 demi-coups sans prise ni coup d’Épée
reason-pillars-bare-kings = il ne reste que les Rois

## The turn's controls.

panel-undo = Annuler
    .tooltip = Ctrl+Z : le dernier coup
# Medusa's and Lotus's Undo, which takes back an action of the turn first.
panel-undo-action = Annuler
    .tooltip = Ctrl+Z : la dernière action, puis des tours entiers
# Online, Undo asks the opponent.
panel-undo-online = Annuler
    .tooltip = Demander à votre adversaire de vous laisser reprendre votre dernier coup
panel-hint = Indice
    .tooltip = La suggestion de l’ordinateur, marquée sur le plateau
# The Hint button while the computer looks for its suggestion.
panel-hint-thinking = Indice…
    .tooltip = La suggestion de l’ordinateur, marquée sur le plateau
# The hint's move under the buttons.
panel-hint-move = Indice : { $move }
panel-hint-pass = Indice : passer
panel-show-result = Voir le résultat
panel-resign = Abandonner…
panel-resign-confirm = { $side } abandonne ?
panel-resign-yes = Oui, abandonner
panel-resign-no = Non

# A draw offered: online to the opponent, at one screen to the other side, who answers
# after its name ("Black:").
panel-offer-draw = Proposer la nulle
    .tooltip = L’autre camp accepte ou refuse
panel-offer-draw-online = Proposer la nulle
    .tooltip = Votre adversaire l’accepte, ou continue de jouer
    .disabled = Une proposition est en cours, ou la partie est terminée
panel-draw-answer = { $side } :
panel-accept-draw = Accepter la nulle
panel-decline-draw = Refuser

## The game's menu at the bottom of the panel.

panel-animation = Animation
panel-analyse = Analyser
    .tooltip = L’ordinateur juge chaque coup de cette partie jusqu’ici
# Why Analyse cannot be pressed yet.
panel-analyse-online-later = Une partie en ligne s’analyse une fois terminée
panel-analyse-no-move = Aucun coup n’a encore été joué
panel-new-game = Nouvelle partie
panel-view-help = Glissez avec le bouton droit pour tourner le plateau, molette pour zoomer.

## The move list: a line per move (per turn in Medusa and Lotus), numbered as the records
## number them; a Medusa turn still being played ends with "…".

panel-move-line = { $number }. { $side } { $move }
panel-move-line-unfinished = { $number }. { $side } { $move } …

## The count: each side's pieces.

# Medusa and Lotus: the rows of the count per colour.
panel-medusa-stones = Pierres
panel-medusa-territory = Territoire
panel-medusa-marker = Marqueur
panel-medusa-total = Total
# During the marking of dead groups, above the count.
panel-medusa-count-if-accepted = Le décompte si le marquage est accepté :
panel-medusa-show-territory = Montrer le territoire
    .tooltip = A : à quel camp revient chaque point libre
# Where the marker stands on its track: $points towards a side, or in the centre.
panel-medusa-marker-towards = Marqueur : { $points } vers { $side }
panel-medusa-marker-centre = Marqueur : au centre
# Medea: the heads of the count's columns.
panel-medea-men = Pions
panel-medea-kings = Dames
# Pillars of Medusa: the pieces of each side, and how many of them are turned to stone.
panel-pillars-pieces = Pièces
panel-pillars-stone = Pétrifiées
panel-pillars-legend = Les pièces : qui est qui
panel-pillars-letters = Lettres sur les pièces
# Once the count towards a draw by quiet moves is half-way.
# (Les deux compteurs comptent des demi-coups : la limite est 100.)
panel-medea-quiet = { $quiet } demi-coups sur { $limit } sans prise ni coup de pion : la partie est nulle à { $limit }.
panel-pillars-quiet = { $quiet } demi-coups sur { $limit } sans prise ni coup d’Épée : la partie est nulle à { $limit }.

## Medusa and Lotus: the status and the turn's controls.

panel-medusa-mark-dead = Marquer les groupes morts
# The side or sides whose acceptance of the marking is awaited.
panel-medusa-marking-hint-one = Cliquez sur un groupe pour le marquer mort ou vivant. En attente de : { $side }. Ou reprenez le jeu.
panel-medusa-marking-hint-both = Cliquez sur un groupe pour le marquer mort ou vivant. En attente de : { $first } et { $second }. Ou reprenez le jeu.
panel-medusa-place-or-pass = Posez une pierre, ou passez.
panel-medusa-place-or-move = Posez une pierre, ou déplacez un groupe.
panel-medusa-move-another = Déplacez un autre groupe, ou terminez votre tour.
panel-medusa-move-or-end = Déplacez un groupe, ou terminez votre tour.
panel-medusa-end-turn-hint = Terminez votre tour.
panel-medusa-repetition = Cette position s’est déjà produite.
panel-medusa-end-turn = Fin du tour
    .tooltip = Enter
panel-medusa-pass = Passer
    .tooltip = Un passe complet : le marqueur avance vers vous
panel-medusa-skip-placement = Sans poser, déplacer un groupe
panel-medusa-accepts = { $side } accepte
panel-medusa-resume = Reprendre le jeu
# Medusa's and Lotus's result: the margin ($margin points) and the totals, the winner's
# ($high) first; or a draw, $points each.
panel-medusa-wins-by = { $side } gagne de { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} ({ $high } à { $low })
panel-medusa-you-won-by = Vous avez gagné de { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} ({ $high } à { $low })
panel-medusa-you-lost-by = Vous avez perdu de { $margin ->
    [one] { $margin } point
   *[other] { $margin } points
} ({ $high } à { $low })
panel-medusa-draw = Nulle ({ $points } chacun)

## Medea and Pillars of Medusa: the status.

panel-medea-move = Déplacez une pièce, ou l’un de vos chakras libres (les anneaux de votre couleur).
# A capture must be made: by $count marked pieces.
panel-medea-capture = { $count ->
    [one] La prise est obligatoire : la pièce marquée doit prendre.
   *[other] La prise est obligatoire : les pièces marquées doivent prendre.
}
panel-pillars-check = Échec : il faut sauver le Roi.
panel-pillars-move = Déplacez une pièce.
# $count pieces of the side to move are frozen (turned to stone).
# (Jamais 0 : le panneau dit alors panel-pillars-move.)
panel-pillars-frozen = { $count ->
    [one] Une de vos pièces est changée en pierre et ne peut pas bouger.
   *[other] { $count } de vos pièces sont changées en pierre et ne peuvent pas bouger.
}

## The result window.

result-title = Résultat
# Against the computer or online, first.
result-you-won = Vous avez gagné !
result-you-lost = Vous avez perdu.
# The headline of a finished game.
result-wins = { $side } gagne !
result-draw = Partie nulle !
# Medusa and Lotus: a resignation says all in its headline.
result-resigned = { $loser } abandonne. { $winner } gagne.
# The line under the headline: why the game ended ($reason), as a sentence.
result-reason = { $reason }.
# Medusa and Lotus: the dead groups turned over before the count.
result-dead-groups = { $count ->
    [one] { $count } groupe mort a été retourné avant le décompte.
   *[other] { $count } groupes morts ont été retournés avant le décompte.
}
result-turns-played = { $count ->
    [one] { $count } tour joué.
   *[other] { $count } tours joués.
}
result-moves-played = { $count ->
    [one] { $count } coup joué.
   *[other] { $count } coups joués.
}
result-analyse = Analyser
    .tooltip = L’ordinateur juge chaque coup : un graphique, les tournants et le moment où la partie a été perdue
result-new-game = Nouvelle partie
result-save-record = Enregistrer la partie…
result-look-at-board = Voir le plateau
# Online, after the end: another game against the same opponent, colours swapped.
result-rematch = Revanche
    .tooltip = Proposer à votre adversaire une autre partie, couleurs inversées
result-accept-rematch = Accepter la revanche
result-rematch-offered = Vous avez proposé une revanche.
result-rematch-asked = Votre adversaire propose une revanche.

## The replay bar, over the board while a record is looked at.

# Where the record stands: $at of $count lines ($word: what the game calls a line, turn or
# move); "counted" once Medusa's count of dead groups is shown.
replay-stands = { $word ->
    [turn] tour
   *[other] coup
} { $at } sur { $count }
replay-stands-counted = { $word ->
    [turn] tour
   *[other] coup
} { $at } sur { $count }, décompté
# The tooltips of the buttons that step through the record: their keys.
replay-first = Home
replay-back = Flèche gauche
replay-forward = Flèche droite
replay-last = End
# The replay's slider, as a screen reader names it.
replay-position = Coup { $step } sur { $steps }
replay-continue = Reprendre le jeu à partir d’ici
replay-analyse = Analyser
    .tooltip = L’ordinateur juge chaque coup : un graphique, les tournants et le moment où la partie a été perdue
replay-close = Fermer
# Close, when it goes back to the game that was on the screen.
replay-close-back = Fermer (retour à ma partie)

## The analysis, a section of the panel: $player's chance to win after each move, the
## moves marked (inaccuracy, mistake, blunder), the turning points.

analysis-title = Analyse
# The graph, as a screen reader names it.
analysis-graph = La chance de gagner après chaque coup : choisissez un coup pour voir sa position
analysis-chance-of = Chances de gain de { $player }
# Counted: $done of $count positions judged.
analysis-progress = Évaluation des positions : { $done } sur { $count }…
# A chance as a percentage.
analysis-percent = { $percent } %
# A drop in chance, as a negative percentage.
analysis-drop = −{ $percent } %
# A move by its number: $word is what the game calls a line (turn or move).
analysis-move-name = { $word ->
    [turn] Tour
   *[other] Coup
} { $number }
# Hovering the graph: the position at the start, or after a move, and the first player's
# chance there.
analysis-hover-start = Départ
    { $player } : { $chance }
analysis-hover-move = { $name } : { $mover } { $move }
    { $player } : { $chance }
# The marks.
analysis-inaccuracy = imprécision
analysis-mistake = erreur
analysis-blunder = gaffe
# A move in words: its mark and the mover's drop ($drop), or the drop alone.
analysis-played = { $mover } a joué { $move }
analysis-played-marked = { $mover } a joué { $move } ({ $mark }, { $drop })
analysis-played-dropped = { $mover } a joué { $move } ({ $drop })
# The move into the position shown ($name: "Turn 8"; $played: a move in words).
analysis-move-into = { $name } : { $played }.
# The move from the position shown, beside the computer's choice there ($best).
analysis-move-from = { $name } : { $played }.
analysis-move-from-best = { $name } : le choix de l’ordinateur est { $best } ; { $played }.
    .tooltip = Le choix de l’ordinateur est tracé en vert sur le plateau
# A player's marks in a line: "White: 1 blunder", "Black: no marks".
analysis-no-marks = { $player } : aucune annotation
analysis-marks = { $player } : { $marks }
analysis-inaccuracies = { $count ->
    [one] { $count } imprécision
   *[other] { $count } imprécisions
}
analysis-mistakes = { $count ->
    [one] { $count } erreur
   *[other] { $count } erreurs
}
analysis-blunders = { $count ->
    [one] { $count } gaffe
   *[other] { $count } gaffes
}
# Joins the kinds of marks of a line: "2 inaccuracies, 1 mistake".
analysis-list = { $first }, { $rest }
# Where the side behind lost the game: its moves that cost most ($moves: "14 (−9%), 22 (−7%)"),
# or that its chance fell a little at a time from $from to $to, no move costing $least.
analysis-where-lost = { $word ->
    [turn] { $count ->
        [one] Où { $player } a perdu la partie : tour { $moves }.
       *[other] Où { $player } a perdu la partie : tours { $moves }.
    }
   *[other] { $count ->
        [one] Où { $player } a perdu la partie : coup { $moves }.
       *[other] Où { $player } a perdu la partie : coups { $moves }.
    }
}
analysis-lost-move = { $number } ({ $drop })
analysis-lost-slowly = { $word ->
    [turn] Les chances de { $player } sont passées de { $from } à { $to } peu à peu : aucun tour de { $player } n’a coûté { $least } ou plus.
   *[other] Les chances de { $player } sont passées de { $from } à { $to } peu à peu : aucun coup de { $player } n’a coûté { $least } ou plus.
}
analysis-turning-points = Tournants
# A turning point: the move, its mover, its mark, and the computer's choice ($best).
analysis-turning-point = { $name } : { $mover } { $move }, { $mark }
    .tooltip = Montrer la position avant le coup
analysis-turning-point-best = { $name } : { $mover } { $move }, { $mark }, meilleur : { $best }
analysis-try-again = Réessayer d’ici
    .tooltip = Jouer la position affichée contre l’ordinateur
analysis-close = Fermer l’analyse
