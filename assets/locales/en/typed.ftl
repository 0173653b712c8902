# The move box in the game panel, where a move is typed as the records write it, or a question
# about the board is asked; and the answers, which a screen reader also hears.

move-box-label = Move
    .tooltip = M: type a move as the records write it, or a question (help lists them)
# Under the box: the legal moves that begin as typed.
move-box-completions = { $moves }
move-box-play = Play
# The words of the questions, typed in this language (English's are understood too).
command-cell = cell
command-pieces = pieces
command-last = last
command-moves = moves
command-help = help

# $example is a move of this game as the records write it.
answer-help = Type a move as the records write it ({ $example }), or ask: cell and a square (cell { $cell }), pieces, last (the last move), moves (the legal moves), help.
answer-no-cell = There is no square { $cell } on this board.
answer-last = The last move: { $move }
answer-no-last = No move has been played yet.
# $moves lists them; when they are many, only the first ones are listed.
answer-moves = { $count ->
        [one] One legal move: { $moves }
       *[other] { $count } legal moves: { $moves }
    }
answer-no-moves = No move can be played now.
# A move that could not be played: $typed as typed, $why the reason.
answer-refused = { $typed }: { $why }
answer-empty = { $cell }: empty

## Medusa and Lotus.
answer-medusa-stone = { $cell }: { $side } stone, in a group of { $stones ->
        [one] one stone
       *[other] { $stones } stones
    } with { $liberties ->
        [0] no liberty
        [one] one liberty
       *[other] { $liberties } liberties
    }
answer-medusa-rosette = { $cell }: { $side } stone, in a group with a rosette (it cannot be captured)
answer-medusa-pieces = Black has { $black ->
        [one] one stone
       *[other] { $black } stones
    } on the board, White { $white ->
        [one] one stone
       *[other] { $white } stones
    }

## Medea.
answer-medea-piece = { $cell }: { $side } { $piece }
answer-medea-chakra = { $cell }: a chakra of { $side }
answer-medea-pieces = White has { $white-men ->
        [one] one man
       *[other] { $white-men } men
    } and { $white-kings ->
        [one] one king
       *[other] { $white-kings } kings
    }, Black { $black-men ->
        [one] one man
       *[other] { $black-men } men
    } and { $black-kings ->
        [one] one king
       *[other] { $black-kings } kings
    }

## Pillars of Medusa.
answer-pillars-piece = { $cell }: { $side } { $piece }
answer-pillars-frozen = { $cell }: { $side } { $piece }, turned to stone
answer-pillars-pieces = White has { $white ->
        [one] one piece
       *[other] { $white } pieces
    }, Black { $black ->
        [one] one piece
       *[other] { $black } pieces
    }
