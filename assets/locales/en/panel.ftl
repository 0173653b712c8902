# The game panel beside the board (under it on a tall screen), the result window, the
# replay bar and the analysis. $side, $winner, $loser and $mover are a side's name (White,
# Black), $move a move as the records write it (j11, c3-d4), never translated.

## The panel's sections.

# The headings of the folded sections, under the board on a tall screen.
panel-moves = Moves
panel-count = Count
panel-analysis = Analysis
panel-menu = View, settings, records, help

## The status: who is to move, what the player may do.

# Instead of what to do, while nobody at this screen is to play.
panel-viewing = A record: step through it with the replay bar.
panel-watching-online = The game is played online.
panel-opponent-to-play = Your opponent is to play.
# The computer thinking about its move; $level is its level.
panel-thinking = { $level ->
    [beginner] Computer: beginner
    [casual] Computer: casual
    [strong] Computer: strong
   *[master] Computer: master
} is thinking…
panel-computer-about-to-play = The computer is about to play.
panel-online-over = The game is over: New game, below, starts another.
# The hint under the headline of a finished game.
panel-over-hint = Start a new game, or undo.

# The headline while a game goes on, in the games played a move at a time (Medea, Pillars
# of Medusa) and in Medusa and Lotus.
panel-to-move = { $side } to move
panel-to-play = { $side } to play

# The headline of a finished game: who won and why ($reason, a sentence of its own without
# the winner, such as "Black resigned"), or as the one person at this screen reads it
# against the computer or online.
panel-result-wins = { $side } wins: { $reason }
panel-result-you-won = You won: { $reason }
panel-result-you-lost = You lost: { $reason }
panel-result-draw = Draw: { $reason }
panel-result-draw-agreed = Draw by agreement

# Why a game ended, in the headline and the result window.
reason-resigned = { $loser } resigned
reason-agreed = the players agreed
reason-repetition = the same position came up a third time
# Medea.
reason-medea-no-pieces = { $loser } has no pieces left
reason-medea-no-moves = { $loser } has no legal move
reason-medea-no-progress = 100 plies without a capture or a man move
# Pillars of Medusa.
reason-pillars-checkmate = { $loser } is checkmated
reason-pillars-stalemate = stalemate
reason-pillars-fifty-moves = 100 plies without a capture or a Sword move
reason-pillars-bare-kings = only the Kings are left

## The turn's controls.

panel-undo = Undo
    .tooltip = Ctrl+Z: the last move
# Medusa's and Lotus's Undo, which takes back an action of the turn first.
panel-undo-action = Undo
    .tooltip = Ctrl+Z: the last action, then whole turns
# Online, Undo asks the opponent.
panel-undo-online = Undo
    .tooltip = Ask your opponent to let you take back your last move
panel-hint = Hint
    .tooltip = The computer's suggestion, marked on the board
# The Hint button while the computer looks for its suggestion.
panel-hint-thinking = Hint…
    .tooltip = The computer's suggestion, marked on the board
# The hint's move under the buttons.
panel-hint-move = Hint: { $move }
panel-hint-pass = Hint: pass
panel-show-result = Show the result
panel-resign = Resign…
panel-resign-confirm = { $side } resigns?
panel-resign-yes = Yes, resign
panel-resign-no = No

# A draw offered: online to the opponent, at one screen to the other side, who answers
# after its name ("Black:").
panel-offer-draw = Offer a draw
    .tooltip = The other side accepts or declines
panel-offer-draw-online = Offer a draw
    .tooltip = Your opponent accepts it, or plays on
    .disabled = An offer stands, or the game is over
panel-draw-answer = { $side }:
panel-accept-draw = Accept the draw
panel-decline-draw = Decline

## The game's menu at the bottom of the panel.

panel-animation = Animation
panel-analyse = Analyse
    .tooltip = The computer judges every move of this game so far
# Why Analyse cannot be pressed yet.
panel-analyse-online-later = An online game is analysed once it is over
panel-analyse-no-move = No move has been played yet
panel-new-game = New game
panel-view-help = Right-drag to turn the board, wheel to zoom.

## The move list: a line per move (per turn in Medusa and Lotus), numbered as the records
## number them; a Medusa turn still being played ends with "…".

panel-move-line = { $number }. { $side } { $move }
panel-move-line-unfinished = { $number }. { $side } { $move } …

## The count: each side's pieces.

# Medusa and Lotus: the rows of the count per colour.
panel-medusa-stones = Stones
panel-medusa-territory = Territory
panel-medusa-marker = Marker
panel-medusa-total = Total
# During the marking of dead groups, above the count.
panel-medusa-count-if-accepted = The count if the marking is accepted:
panel-medusa-show-territory = Show territory
    .tooltip = A: whose region each vacant point is
# Where the marker stands on its track: $points towards a side, or in the centre.
panel-medusa-marker-towards = Marker: { $points } towards { $side }
panel-medusa-marker-centre = Marker: in the centre
# Medea: the heads of the count's columns.
panel-medea-men = Men
panel-medea-kings = Kings
# Pillars of Medusa: the pieces of each side, and how many of them are turned to stone.
panel-pillars-pieces = Pieces
panel-pillars-stone = Stone
panel-pillars-legend = Pieces: what each one is
panel-pillars-letters = Letters on the pieces
# Once the count towards a draw by quiet moves is half-way.
panel-medea-quiet = { $quiet } of { $limit } plies without a capture or a man's move: the game is drawn at { $limit }.
panel-pillars-quiet = { $quiet } of { $limit } plies without a capture or a Sword move: the game is drawn at { $limit }.

## Medusa and Lotus: the status and the turn's controls.

panel-medusa-mark-dead = Mark the dead groups
# The side or sides whose acceptance of the marking is awaited.
panel-medusa-marking-hint-one = Click a group to mark it dead or alive. Waiting for: { $side }. Or resume play.
panel-medusa-marking-hint-both = Click a group to mark it dead or alive. Waiting for: { $first } and { $second }. Or resume play.
panel-medusa-place-or-pass = Place a stone, or pass.
panel-medusa-place-or-move = Place a stone, or move a group.
panel-medusa-move-another = Move another group, or end your turn.
panel-medusa-move-or-end = Move a group, or end your turn.
panel-medusa-end-turn-hint = End your turn.
panel-medusa-repetition = This position has occurred before.
panel-medusa-end-turn = End turn
    .tooltip = Enter
panel-medusa-pass = Pass
    .tooltip = A complete pass: the marker moves towards you
panel-medusa-skip-placement = Skip placement, move a group
panel-medusa-accepts = { $side } accepts
panel-medusa-resume = Resume play
# Medusa's and Lotus's result: the margin ($margin points) and the totals, the winner's
# ($high) first; or a draw, $points each.
panel-medusa-wins-by = { $side } wins by { $margin ->
    [one] 1 point
   *[other] { $margin } points
} ({ $high } to { $low })
panel-medusa-you-won-by = You won by { $margin ->
    [one] 1 point
   *[other] { $margin } points
} ({ $high } to { $low })
panel-medusa-you-lost-by = You lost by { $margin ->
    [one] 1 point
   *[other] { $margin } points
} ({ $high } to { $low })
panel-medusa-draw = Draw ({ $points } each)

## Medea and Pillars of Medusa: the status.

panel-medea-move = Move a piece, or one of your empty chakras (the rings of your colour).
# A capture must be made: by $count marked pieces.
panel-medea-capture = { $count ->
    [one] Capture is compulsory: the marked piece must take.
   *[other] Capture is compulsory: the marked pieces must take.
}
panel-pillars-check = Check: the King must be saved.
panel-pillars-move = Move a piece.
# $count pieces of the side to move are frozen (turned to stone).
panel-pillars-frozen = { $count ->
    [one] One of your pieces is turned to stone and cannot move.
   *[other] { $count } of your pieces are turned to stone and cannot move.
}

## The result window.

result-title = Result
# Against the computer or online, first.
result-you-won = You won!
result-you-lost = You lost.
# The headline of a finished game.
result-wins = { $side } wins!
result-draw = A draw!
# Medusa and Lotus: a resignation says all in its headline.
result-resigned = { $loser } resigns. { $winner } wins.
# The line under the headline: why the game ended ($reason), as a sentence.
result-reason = { $reason }.
# Medusa and Lotus: the dead groups turned over before the count.
result-dead-groups = { $count ->
    [one] 1 dead group was turned over before the count.
   *[other] { $count } dead groups were turned over before the count.
}
result-turns-played = { $count ->
    [one] 1 turn played.
   *[other] { $count } turns played.
}
result-moves-played = { $count ->
    [one] 1 move played.
   *[other] { $count } moves played.
}
result-analyse = Analyse
    .tooltip = The computer judges every move: a graph, the turning points and where the game was lost
result-new-game = New game
result-save-record = Save the record…
result-look-at-board = Look at the board
# Online, after the end: another game against the same opponent, colours swapped.
result-rematch = Rematch
    .tooltip = Offer your opponent another game, with the colours swapped
result-accept-rematch = Accept the rematch
result-rematch-offered = You offered a rematch.
result-rematch-asked = Your opponent offers a rematch.

## The replay bar, over the board while a record is looked at.

# Where the record stands: $at of $count lines ($word: what the game calls a line, turn or
# move); "counted" once Medusa's count of dead groups is shown.
replay-stands = { $word ->
    [turn] turn
   *[other] move
} { $at } of { $count }
replay-stands-counted = { $word ->
    [turn] turn
   *[other] move
} { $at } of { $count }, counted
# The tooltips of the buttons that step through the record: their keys.
replay-first = Home
replay-back = Left arrow
replay-forward = Right arrow
replay-last = End
# The replay's slider, as a screen reader names it.
replay-position = Turn { $step } of { $steps }
replay-continue = Continue playing from here
replay-analyse = Analyse
    .tooltip = The computer judges every move: a graph, the turning points and where the game was lost
replay-close = Close
# Close, when it goes back to the game that was on the screen.
replay-close-back = Close (back to my game)

## The analysis, a section of the panel: $player's chance to win after each move, the
## moves marked (inaccuracy, mistake, blunder), the turning points.

analysis-title = Analysis
# The graph, as a screen reader names it.
analysis-graph = The chance to win after each move: choose a move to see its position
analysis-chance-of = { $player }'s chance to win
# Counted: $done of $count positions judged.
analysis-progress = Judging the positions: { $done } of { $count } done…
# A chance as a percentage.
analysis-percent = { $percent }%
# A drop in chance, as a negative percentage.
analysis-drop = −{ $percent }%
# A move by its number: $word is what the game calls a line (turn or move).
analysis-move-name = { $word ->
    [turn] Turn
   *[other] Move
} { $number }
# Hovering the graph: the position at the start, or after a move, and the first player's
# chance there.
analysis-hover-start = Start
    { $player }: { $chance }
analysis-hover-move = { $name }: { $mover } { $move }
    { $player }: { $chance }
# The marks.
analysis-inaccuracy = inaccuracy
analysis-mistake = mistake
analysis-blunder = blunder
# A move in words: its mark and the mover's drop ($drop), or the drop alone.
analysis-played = { $mover } played { $move }
analysis-played-marked = { $mover } played { $move } ({ $mark }, { $drop })
analysis-played-dropped = { $mover } played { $move } ({ $drop })
# The move into the position shown ($name: "Turn 8"; $played: a move in words).
analysis-move-into = { $name }: { $played }.
# The move from the position shown, beside the computer's choice there ($best).
analysis-move-from = { $name }: { $played }.
analysis-move-from-best = { $name }: the computer's choice is { $best }; { $played }.
    .tooltip = The computer's choice is drawn in green on the board
# A player's marks in a line: "White: 1 blunder", "Black: no marks".
analysis-no-marks = { $player }: no marks
analysis-marks = { $player }: { $marks }
analysis-inaccuracies = { $count ->
    [one] 1 inaccuracy
   *[other] { $count } inaccuracies
}
analysis-mistakes = { $count ->
    [one] 1 mistake
   *[other] { $count } mistakes
}
analysis-blunders = { $count ->
    [one] 1 blunder
   *[other] { $count } blunders
}
# Joins the kinds of marks of a line: "2 inaccuracies, 1 mistake".
analysis-list = { $first }, { $rest }
# Where the side behind lost the game: its moves that cost most ($moves: "14 (−9%), 22 (−7%)"),
# or that its chance fell a little at a time from $from to $to, no move costing $least.
analysis-where-lost = { $word ->
    [turn] { $count ->
        [one] Where { $player } lost it: turn { $moves }.
       *[other] Where { $player } lost it: turns { $moves }.
    }
   *[other] { $count ->
        [one] Where { $player } lost it: move { $moves }.
       *[other] Where { $player } lost it: moves { $moves }.
    }
}
analysis-lost-move = { $number } ({ $drop })
analysis-lost-slowly = { $word ->
    [turn] { $player }'s chance went from { $from } to { $to } a little at a time: no turn of { $player }'s cost { $least } or more.
   *[other] { $player }'s chance went from { $from } to { $to } a little at a time: no move of { $player }'s cost { $least } or more.
}
analysis-turning-points = Turning points
# A turning point: the move, its mover, its mark, and the computer's choice ($best).
analysis-turning-point = { $name }: { $mover } { $move }, { $mark }
    .tooltip = Show the position before the move
analysis-turning-point-best = { $name }: { $mover } { $move }, { $mark }, best { $best }
analysis-try-again = Try again from here
    .tooltip = Play the position shown against the computer
analysis-close = Close the analysis
