# The help window (F1). Its tabs are the games' names (games.ftl), one rules page each, and
# the keys.

help-tab-keys = Clavier et souris
# On a rules page, where an example's boards could not be worked out; $error is the reason,
# as the rules give it (in English).
help-example-failed = Cet exemple n’a pas pu être calculé : { $error }

## The keys tab: each line a key (or a click), in bold, and what it does. The keys are named
## as on the keyboard; " / " separates two keys with two uses ("R / T": R resets the view,
## T looks straight down).

help-key-arrows = Flèches
help-key-arrows-does = déplacer le curseur sur le plateau (en relecture : reculer et avancer)
help-key-enter = Enter
help-key-enter-does = poser, sélectionner ou déplacer au curseur
help-key-esc = Esc
help-key-esc-does = annuler la sélection et masquer le curseur
help-key-undo = Ctrl+Z
help-key-undo-does = annuler (dans le tour, puis des tours entiers)
help-key-view = R / T
help-key-view-does = revenir à la vue initiale / regarder d’en haut
# The mouse: dragging with the right button held, and the wheel.
help-key-mouse = Glisser avec le bouton droit, molette
help-key-mouse-does = tourner le plateau, zoomer
help-key-hint = H
help-key-hint-does = demander un indice à l’ordinateur, cerclé de vert sur le plateau
help-key-move-box = M
help-key-move-box-does = taper un coup tel que les parties l’écrivent, ou une question (case e5, pièces, groupes, score, pendule, dernier, coups, aide), dans la zone de saisie du panneau
help-key-replay = Home / End
help-key-replay-does = en relecture : premier / dernier tour
help-key-help = F1
help-key-help-does = ouvrir ou fermer cette aide

## The keys tab, each game's own clicks and keys, above those of every game.

# Medusa and Lotus.
help-key-end-turn = E
help-key-end-turn-does = terminer le tour (Enter aussi, sans curseur)
help-key-pass = P
help-key-pass-does = un passe complet, le marqueur avance vers vous
help-key-territory = A
help-key-territory-does = montrer ou masquer le territoire
# Medusa.
help-key-medusa-place = Clic sur une case libre
help-key-medusa-place-does = poser une pierre
help-key-medusa-move = Clic sur votre pierre, puis sur une case cerclée
help-key-medusa-move-does = déplacer son groupe
# Lotus, whose stones go on points.
help-key-lotus-place = Clic sur un point libre
help-key-lotus-place-does = poser une pierre
# Medea.
help-key-medea-move = Clic sur votre pièce, puis sur une case éclairée
help-key-medea-move-does = la déplacer ; si plusieurs prises finissent sur la même case, cliquez l’une après l’autre les cases où elle se pose
help-key-medea-chakra = Clic sur votre chakra libre, puis sur une case éclairée
help-key-medea-chakra-does = déplacer le chakra
# Pillars of Medusa.
help-key-pillars-move = Clic sur votre pièce, puis sur une case éclairée
help-key-pillars-move-does = la déplacer
help-key-pillars-castle = Clic sur votre Roi, puis sur le coin de sa Tour
help-key-pillars-castle-does = roquer
