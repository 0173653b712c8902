# Why a move, a click on the board or a move typed cannot be played: the rules' reasons, and
# the screen's. Shown under the game's status (in a lesson, in its window, with a capital
# first letter) and after a typed move. Squares and points are written as the records write
# them (j11, c3); $side is a side's name (White, Black), $piece a piece's name from games.ftl,
# $game a game's name.

## Every game.

# A move of another game, or a draw asked in a game without draws by agreement.
refusal-not-this-game = that is not a move in { $game }
# The board's clicks when the match on it is another game.
refusal-not-a-game-of = this is not a game of { $game }
refusal-no-such-seat = there are two players: no such player
refusal-no-own-move = you have no move to take back
refusal-nothing-to-undo = there is nothing to undo
# A click on the board when nobody at this screen is to play: a record looked at, a game
# over, the opponent or the computer to move ($side), or a game watched online.
refusal-viewing = this is a record: step through it, or continue playing from here
# How an online game ended, in the server's sentence ($result, in English).
refusal-ended = the game is over: { $result }
refusal-over-online = the game is over
refusal-over = the game is over: start a new game, or undo
refusal-watching = you are watching this game
refusal-wait-opponent = wait: your opponent plays { $side }
refusal-wait-computer = wait: the computer plays { $side }
# The rules' own sentence, in English ($reason), where they give no reason of their own to
# translate: a move or turn typed that cannot be read (a Medusa turn, the words after
# "resign"), a new game they cannot set up, a step of a lesson that cannot be played (the
# course's fault), and a move of a lesson refused.
refusal-unreadable = { $reason }
refusal-set-up = { $reason }
refusal-lesson = { $reason }
refusal-rules = { $reason }

## Medusa and Lotus. $point, $from, $to, $by, $landing and $over are points.

refusal-medusa-game-over = the game is over
refusal-medusa-marking = dead stones are being marked: accept the marking or resume play
refusal-medusa-not-marking = no dead stones are being marked
refusal-medusa-not-a-point = { $point } is not on the board
# A point that is not on the board, by its number.
refusal-medusa-point-number = point #{ $number }
refusal-medusa-occupied = { $point } is occupied
refusal-medusa-already-placed = a stone has already been placed this turn
refusal-medusa-placement-after-movement = placement must come before movement in a turn
refusal-medusa-turn-started = you have already played this turn, so you cannot pass: end the turn instead
refusal-medusa-no-movement = stones do not move in this game
refusal-medusa-no-stone = there is no stone on { $point }
refusal-medusa-not-your-stone = the stone on { $point } is the opponent's
refusal-medusa-single-stone = the stone on { $point } is alone: a single stone cannot move
refusal-medusa-group-moved = the group on { $point } has already moved, or was joined by a moved group, this turn
refusal-medusa-not-on-a-line = { $from } and { $to } are not on one line
refusal-medusa-nothing-to-jump = the stone on { $from } has no friendly stone to jump over towards { $to }
refusal-medusa-path-blocked = the way from { $from } towards { $to } is blocked by the opponent's stone on { $by }
refusal-medusa-path-leaves-board = the row of stones from { $from } towards { $to } runs off the board
refusal-medusa-wrong-landing = the stone on { $from } would land on { $landing }, the first vacant cell, not on { $to }
refusal-medusa-no-group = there is no group on { $point } to mark
refusal-medusa-already-accepted = { $side } has already accepted the marking
# A stone clicked to move that has no landing: no friend beside it along a line, or every
# row of friends from it ($rows: one or more of the two messages after it) ends without one.
refusal-medusa-no-friend-beside = the stone on { $point } has no friendly stone beside it along a line
refusal-medusa-nowhere-to-land = the stone on { $point } has nowhere to land: { $rows }
refusal-medusa-row-blocked = the row over { $over } ends at the opponent's stone on { $by }
refusal-medusa-row-edge = the row over { $over } runs off the board
# Rows one after the other: the first ($row), then the others ($rest).
refusal-medusa-rows = { $row }; { $rest }
# A click on a vacant cell after the player chose to move a group first.
refusal-medusa-placement-skipped = you chose to move without placing: undo to place a stone
# A click in the middle of a site, where no stone goes.
refusal-medusa-dark-hex = the dark hexes are not cells: a stone goes on a light cell
refusal-lotus-hexagon-middle = the middle of a hexagon is not a point: a stone goes where the lines meet

## Medea. $square, $from, $to and $at are squares; $piece is a man or a king, and $colour its
## colour as the records write it (white, black), for choosing the words.

refusal-medea-game-over = the game is over: no move may follow
refusal-medea-move-missing = the move is missing
# $written: what was typed, quoted.
refusal-medea-not-a-square = { $written } is not a square (a1 to h8)
refusal-medea-not-a-move = { $written } is not a move: a move looks like c3-d4, d4xd6 or Ca2-b3
refusal-medea-too-long = a capture lists at most { $count } squares
refusal-medea-no-piece = there is no piece on { $square }
refusal-medea-not-yours = the { $colour } { $piece } on { $square } is not yours
refusal-medea-not-a-chakra = there is no chakra on { $square }
refusal-medea-not-your-chakra = the chakra on { $square } is { $side }'s, not yours
refusal-medea-chakra-occupied = the chakra on { $square } is occupied by a { $colour } { $piece }: only a vacant chakra moves
refusal-medea-chakra-step = a chakra moves one square in any direction, not from { $from } to { $to }
refusal-medea-chakra-onto-chakra = a chakra may not move onto another chakra ({ $square })
refusal-medea-occupied = { $square } is occupied
refusal-medea-man-step = a man steps one square forward, straight or diagonally, not from { $from } to { $to }
refusal-medea-king-line = a king moves along a rank, a file or a diagonal, not from { $from } to { $to }
refusal-medea-blocked = the way from { $from } to { $to } is blocked on { $at }
refusal-medea-write-with-x = that is a capture: write it with x ({ $from }x{ $to })
# The piece on $square must capture $count pieces instead.
refusal-medea-capture-compulsory = a capture is compulsory: the { $piece } on { $square } takes { $count }
refusal-medea-replacement-compulsory = a capture is compulsory: { $from }-{ $to } captures the { $colour } { $piece } on { $square } by replacement
refusal-medea-majority = a capture of { $available } pieces is available: the largest capture is compulsory (this one takes { $taken })
refusal-medea-not-orthogonal = captures go along ranks and files only, not from { $from } to { $to }
refusal-medea-short-leap = a man jumps an adjacent piece to the square just beyond, not from { $from } to { $to }
refusal-medea-immobile = the { $colour } { $piece } on { $square } has no move
refusal-medea-chakra-immobile = the chakra on { $square } has nowhere to go
refusal-medea-nothing-to-jump = there is no piece to jump between { $from } and { $to }
refusal-medea-two-pieces = a jump takes one piece at a time: there is more than one between { $from } and { $to }
refusal-medea-own-piece = one's own pieces are never jumped (the piece on { $square })
refusal-medea-jumped-twice = the piece on { $square } is already captured in this move: no piece is jumped twice
refusal-medea-landing-occupied = a jump cannot land on { $square }: it is occupied
refusal-medea-unfinished = the capture must go on from { $square }: a capture continues while it can take more
refusal-medea-not-legal = that move is not legal here

## Pillars of Medusa. $square, $from, $to and $through are squares; $piece, $captured and
## $asked are pieces' names; $wing is the file of a castling's corner (a, k).

refusal-pillars-game-over = the game is over
# The Morph in another piece's form ($piece).
refusal-pillars-morph-form = Morph { $piece }
refusal-pillars-empty = there is no piece on { $square }
refusal-pillars-not-yours = the { $piece } on { $square } is { $side }'s, not yours
refusal-pillars-frozen = the { $piece } on { $square } is turned to stone
refusal-pillars-own-piece = your own { $piece } stands on { $square }
refusal-pillars-unreachable = the { $piece } on { $square } cannot move to { $to }
refusal-pillars-not-the-morph = only the Morph can take another form, and the { $piece } on { $square } is not the Morph
refusal-pillars-no-capture = the Morph takes another form only when it captures, and there is nothing to capture on { $square }
refusal-pillars-wrong-form = the Morph can take the form of the piece it captures, the { $captured }, not the { $asked }
refusal-pillars-no-change = taking the form of the { $piece } changes nothing: write the capture alone
# The piece on $square would attack the King.
refusal-pillars-king-in-check = your King would be in check from the { $piece } on { $square }
refusal-pillars-castling-squares = castling on the { $wing }-side moves the King from { $from } to { $to }
refusal-pillars-castling-right-lost = { $side } can no longer castle on the { $wing }-side: the King or that Tower has moved
refusal-pillars-castling-blocked = castling needs the squares between King and Tower empty, and a { $piece } stands on { $square }
refusal-pillars-castling-out-of-check = the King cannot castle out of check (from the { $piece } on { $square })
refusal-pillars-castling-through-attack = the King cannot castle across or onto { $through }, attacked by the { $piece } on { $square }
# $written: what was typed, quoted; $move the move as the records write it.
refusal-pillars-not-a-move = { $written } is not a move (moves look like e3-e5, c8xd8, b7xc8=D, O-O-A)
refusal-pillars-capture-mark = { $written } marks the capture wrongly: write { $move }
# A piece clicked that cannot move: turned to stone by the Medusa on $medusa (or by one not
# found), or without a legal move, its King in check or not.
refusal-pillars-frozen-by = the { $piece } on { $square } is turned to stone by the Medusa on { $medusa }: it cannot move
refusal-pillars-frozen-still = the { $piece } on { $square } is turned to stone: it cannot move
refusal-pillars-no-move-in-check = the { $piece } on { $square } has no legal move: your King is in check
refusal-pillars-no-move = the { $piece } on { $square } has no legal move: every move it has would leave your King in check, or it is blocked
