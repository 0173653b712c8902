# The puzzles: positions from the computer's own games where one move wins clearly. The
# button on the title, and the puzzle's window beside the board.

puzzle-open = Puzzles
    .tooltip = Positions from the computer's games where one move wins: find it
# The window's title; $game is the game's name.
puzzle-title = Puzzles: { $game }
# Which puzzle: its $number in the game's set of $count, and its $difficulty from 1 to 5.
puzzle-place = Puzzle { $number } of { $count }, difficulty { $difficulty } of 5
# $side is the side to move, who solves the puzzle.
puzzle-question = { $side } to move: find the move that wins.
puzzle-go-on = Right. Go on: find the next move.
puzzle-solved = Solved!
puzzle-missed = Not this one: the solution is played on the board.
# The solution's moves, the opponent's replies between, as the records write them.
puzzle-solution-line = The solution: { $moves }
# The puzzle rating's change, signed ($change: +12, -20).
puzzle-change = Puzzle rating { $change }
# The player's puzzle rating in this game, and how sure it is (±$deviation).
puzzle-rating = Your puzzle rating: { $rating } (±{ $deviation })
puzzle-solution = Solution
    .tooltip = Show the solution on the board (the puzzle counts as missed)
puzzle-again = Again
    .tooltip = This puzzle from its start
puzzle-next = Next puzzle
    .tooltip = Another puzzle near your rating
puzzle-daily = Puzzle of the day
    .tooltip = The same puzzle for every player today
puzzle-leave = Leave
    .tooltip = Back to the title

## What a puzzle is about.

puzzle-theme-reversal = reversal
puzzle-theme-rosette = rosette
puzzle-theme-group-escape = a group escapes
puzzle-theme-transmission = transmission
puzzle-theme-long-capture = long capture
puzzle-theme-turkish-strike = Turkish strike
puzzle-theme-capture = capture
puzzle-theme-crowning = crowning
puzzle-theme-mate = mate
puzzle-theme-freezing = the Medusa's gaze
puzzle-theme-morph-capture = the Morph captures
puzzle-theme-promotion = promotion
puzzle-theme-mistake = mistake
puzzle-theme-blunder = blunder

## Practising the player's own mistakes, in the same window.

# The window's title; $game is the game's name.
practice-title = Your mistakes: { $game }
# Where the position comes from: the move's $number in the player's game, the move $played
# there and its $mark (mistake, blunder).
practice-place = From your game, move { $number }: you played { $played } ({ $mark }).
# $side is the side to move, the player's side in that game.
practice-question = { $side } to move: find a better move than yours.
practice-solved = Found: that is the better move.
practice-missed = Not the move the analysis found: it is played on the board.
# When the position comes back, in whole $days.
practice-back-in = { $days ->
    [one] It comes back tomorrow.
   *[other] It comes back in { $days } days.
}
# $count mistakes are due now.
practice-open = Your mistakes ({ $count })
    .tooltip = The mistakes and blunders the analysis found in your own games: find the better move; each comes back after a while
practice-next = Next mistake
    .tooltip = Another of your mistakes due now
practice-puzzles = Puzzles
    .tooltip = Back to the game's puzzles
