# The lessons: the button that opens a game's course (on the title and in the help), and the
# lesson's window beside the board. The course's own sentences (its title, its stages'
# titles, each step's instruction, hint and closing sentence) come from the course itself.

# The button that opens a game's lessons; $game is the game's name.
lesson-learn = Learn { $game }
    .tooltip = Lessons: a position, one instruction, your move
# The same, once some of its steps are solved; $percent is how much of the course is done.
lesson-learn-done = Learn { $game } ({ $percent }% done)

## The lesson's window.

# Where the step stands: $stage is the stage's title (from the course), $step the step's
# number in the stage, $steps how many steps the stage has.
lesson-place = { $stage }: step { $step } of { $steps }
# A right move, and more to make.
lesson-go-on = Right. Go on.
# A Medusa turn that has not done what the step asks yet but may still do it, when the step
# allows moving a group or ending the turn...
lesson-turn-goes-on = Your turn goes on: move a group, or end your turn.
# ...and when the step is done only by moving a group.
lesson-not-yet = Not yet: your turn goes on. Move a group to finish the step.
# Beside the stars earned.
lesson-solved = Solved!
# Under the hint, after a missed step.
lesson-try-again = The position is back at the start: try again.

## The window's buttons.

lesson-hint = Hint
    .tooltip = Where to play, ringed on the board: a star less
lesson-again = Again
    .tooltip = This step from its start
lesson-words = Words
    .tooltip = The game's words explained so far, with what they mean
# The next step, once this one is solved...
lesson-next = Next step
# ...or before.
lesson-skip = Skip
lesson-leave = Leave
    .tooltip = Back to the title

# The window of the lesson's words: the terms explained so far.
lesson-words-title = Words
lesson-words-none = No word of the game explained yet.
