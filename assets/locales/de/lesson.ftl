# The lessons: the button that opens a game's course (on the title and in the help), and the
# lesson's window beside the board. The course's own sentences (its title, its stages'
# titles, each step's instruction, hint and closing sentence) come from the course itself.

# The button that opens a game's lessons; $game is the game's name.
lesson-learn = { $game } lernen
    .tooltip = Lektionen: eine Stellung, eine Aufgabe, dein Zug
# The same, once some of its steps are solved; $percent is how much of the course is done.
lesson-learn-done = { $game } lernen ({ $percent } % erledigt)

## The lesson's window.

# Where the step stands: $stage is the stage's title (from the course), $step the step's
# number in the stage, $steps how many steps the stage has.
lesson-place = { $stage }: Schritt { $step } von { $steps }
# A right move, and more to make.
lesson-go-on = Richtig. Weiter.
# A Medusa turn that has not done what the step asks yet but may still do it, when the step
# allows moving a group or ending the turn...
lesson-turn-goes-on = Dein Zug geht weiter: Bewege eine Gruppe oder beende deinen Zug.
# ...and when the step is done only by moving a group.
lesson-not-yet = Noch nicht: Dein Zug geht weiter. Bewege eine Gruppe, um den Schritt abzuschließen.
# Beside the stars earned.
lesson-solved = Gelöst!
# Under the hint, after a missed step.
lesson-try-again = Die Stellung ist wieder wie am Anfang: Versuch es noch einmal.

## The window's buttons.

lesson-hint = Tipp
    .tooltip = Wo du spielen solltest, eingekreist auf dem Brett: ein Stern weniger
lesson-again = Nochmal
    .tooltip = Diesen Schritt von vorn
lesson-words = Begriffe
    .tooltip = Die bisher erklärten Begriffe des Spiels und was sie bedeuten
# The next step, once this one is solved...
lesson-next = Nächster Schritt
# ...or before.
lesson-skip = Überspringen
lesson-leave = Beenden
    .tooltip = Zurück zum Startbildschirm

# The window of the lesson's words: the terms explained so far.
lesson-words-title = Begriffe
lesson-words-none = Noch kein Begriff des Spiels erklärt.
