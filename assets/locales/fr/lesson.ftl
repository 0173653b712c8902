# The lessons: the button that opens a game's course (on the title and in the help), and the
# lesson's window beside the board. The course's own sentences (its title, its stages'
# titles, each step's instruction, hint and closing sentence) come from the course itself.

# The button that opens a game's lessons; $game is the game's name.
lesson-learn = Apprendre { $game }
    .tooltip = Leçons : une position, une consigne, à vous de jouer
# The same, once some of its steps are solved; $percent is how much of the course is done.
lesson-learn-done = Apprendre { $game } ({ $percent } % fait)

## The lesson's window.

# Where the step stands: $stage is the stage's title (from the course), $step the step's
# number in the stage, $steps how many steps the stage has.
lesson-place = { $stage } : étape { $step } sur { $steps }
# A right move, and more to make.
lesson-go-on = Bien joué. Continuez.
# A Medusa turn that has not done what the step asks yet but may still do it, when the step
# allows moving a group or ending the turn...
lesson-turn-goes-on = Votre tour continue : déplacez un groupe, ou terminez votre tour.
# ...and when the step is done only by moving a group.
lesson-not-yet = Pas encore : votre tour continue. Déplacez un groupe pour terminer l’étape.
# Beside the stars earned.
lesson-solved = Réussi !
# Under the hint, after a missed step.
lesson-try-again = La position est revenue au départ : réessayez.

## The window's buttons.

lesson-hint = Indice
    .tooltip = Où jouer, cerclé sur le plateau : une étoile de moins
lesson-again = Recommencer
    .tooltip = Cette étape depuis son début
lesson-words = Vocabulaire
    .tooltip = Les termes du jeu expliqués jusqu'ici, avec leur sens
# The next step, once this one is solved...
lesson-next = Étape suivante
# ...or before.
lesson-skip = Sauter
lesson-leave = Quitter
    .tooltip = Retour à l’écran d’accueil

# The window of the lesson's words: the terms explained so far.
lesson-words-title = Vocabulaire
lesson-words-none = Aucun terme du jeu expliqué pour l'instant.
