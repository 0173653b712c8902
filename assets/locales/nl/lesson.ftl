# The lessons: the button that opens a game's course (on the title and in the help), and the
# lesson's window beside the board. The course's own sentences (its title, its stages'
# titles, each step's instruction, hint and closing sentence) come from the course itself.

# The button that opens a game's lessons; $game is the game's name.
lesson-learn = { $game } leren
    .tooltip = Lessen: een stelling, één opdracht, jouw zet
# The same, once some of its steps are solved; $percent is how much of the course is done.
lesson-learn-done = { $game } leren ({ $percent }% voltooid)

## The lesson's window.

# Where the step stands: $stage is the stage's title (from the course), $step the step's
# number in the stage, $steps how many steps the stage has.
lesson-place = { $stage }: stap { $step } van { $steps }
# A right move, and more to make.
lesson-go-on = Goed zo. Ga door.
# A Medusa turn that has not done what the step asks yet but may still do it, when the step
# allows moving a group or ending the turn...
lesson-turn-goes-on = Je beurt gaat door: verplaats een groep, of beëindig je beurt.
# ...and when the step is done only by moving a group.
lesson-not-yet = Nog niet: je beurt gaat door. Verplaats een groep om de stap af te ronden.
# Beside the stars earned.
lesson-solved = Opgelost!
# Under the hint, after a missed step.
lesson-try-again = De stelling staat weer zoals aan het begin: probeer het opnieuw.

## The window's buttons.

lesson-hint = Tip
    .tooltip = Waar je moet spelen, omcirkeld op het bord: een ster minder
lesson-again = Opnieuw
    .tooltip = Deze stap vanaf het begin
lesson-words = Begrippen
    .tooltip = De tot nu toe uitgelegde begrippen van het spel, met hun betekenis
# The next step, once this one is solved...
lesson-next = Volgende stap
# ...or before.
lesson-skip = Overslaan
lesson-leave = Stoppen
    .tooltip = Terug naar het titelscherm

# The window of the lesson's words: the terms explained so far.
lesson-words-title = Begrippen
lesson-words-none = Nog geen begrip van het spel uitgelegd.
