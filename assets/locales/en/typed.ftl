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
command-groups = groups
command-score = score
command-clock = clock
command-last = last
command-moves = moves
command-help = help

# $example is a move of this game as the records write it.
answer-help = Type a move as the records write it ({ $example }), or ask: cell and a square (cell { $cell }), pieces, score, clock, last (the last move), moves (the legal moves), help.
# The same in Medusa and Lotus, which have groups.
answer-help-groups = Type a move as the records write it ({ $example }), or ask: cell and a point (cell { $cell }), pieces, groups (the groups and their liberties), score, clock, last (the last move), moves (the legal moves), help.
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
# Asked for groups in a game without them; $game is the game's name.
answer-no-groups = { $game } has no groups: ask pieces, or cell and a square.

## The clocks, as the panel shows them: each side's time, the first player first. $first-time
## and $second-time are one of the answer-time messages.
answer-clock = { $first } { $first-time }, { $second } { $second-time }, { $to-move } to move
# Before both players are seated, while dead groups are marked, and once the game is over.
answer-clock-stopped = { $first } { $first-time }, { $second } { $second-time }, the clocks are stopped
answer-no-clock = This game has no clock.
answer-time-seconds = { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
answer-time-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
answer-time-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
answer-time-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }

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
# The groups of the side to move, then one line per group: the groups with the fewest
# liberties first, each named by one of its stones ($cell).
answer-medusa-groups-own = { $count ->
        [one] Your one group ({ $side }):
       *[other] Your { $count } groups ({ $side }), fewest liberties first:
    }
answer-medusa-groups = { $count ->
        [one] { $side } to move, one group:
       *[other] { $side } to move, { $count } groups, fewest liberties first:
    }
answer-medusa-no-groups = { $side } to move, with no stone on the board.
answer-medusa-group = { $cell }: { $stones ->
        [one] one stone
       *[other] { $stones } stones
    }, { $liberties ->
        [0] no liberty
        [one] one liberty
       *[other] { $liberties } liberties
    }
# A group with one liberty left, at $liberty.
answer-medusa-group-atari = { $cell }: { $stones ->
        [one] one stone
       *[other] { $stones } stones
    }, in atari: its last liberty is { $liberty }
answer-medusa-group-rosette = { $cell }: { $stones ->
        [one] one stone
       *[other] { $stones } stones
    } with a rosette (it cannot be captured)
# An opponent's group in atari, its last liberty at $liberty.
answer-medusa-atari = { $side } in atari at { $cell }: { $stones ->
        [one] one stone
       *[other] { $stones } stones
    }, its last liberty is { $liberty }
answer-medusa-no-atari = No group of { $side } is in atari.
# The count: $when is "now" (as the board stands), "marking" (the dead groups as marked
# reversed) or "final" (the game is over); $first and $second are answer-medusa-tally.
answer-medusa-count = { $when ->
        [final] Final count
        [marking] The count if the marking is accepted
       *[now] The count as the board stands
    }: { $first }; { $second }
answer-medusa-tally = { $side } { $total ->
        [one] one point
       *[other] { $total } points
    } ({ $stones ->
        [one] one stone
       *[other] { $stones } stones
    }, territory { $territory }, marker { $marker })
# Where the marker stands ($points towards $side), where the track ends ($end each way),
# and the komi (the points $komi-side started with).
answer-medusa-marker = { $points ->
        [0] The marker is in the centre
        [one] The marker stands one point towards { $side }
       *[other] The marker stands { $points } points towards { $side }
    } (the track ends at { $end } each way); komi: { $komi ->
        [0] none
        [one] one point for { $komi-side }
       *[other] { $komi } points for { $komi-side }
    }. Each turn ended without a placement moves the marker one point towards its player.
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
# The material: the pieces of each side, and how many of them are turned to stone.
answer-pillars-material = White has { $white ->
        [one] one piece
       *[other] { $white } pieces
    } ({ $white-stone ->
        [0] none turned to stone
       *[other] { $white-stone } turned to stone
    }), Black { $black ->
        [one] one piece
       *[other] { $black } pieces
    } ({ $black-stone ->
        [0] none turned to stone
       *[other] { $black-stone } turned to stone
    })
answer-pillars-pieces = White has { $white ->
        [one] one piece
       *[other] { $white } pieces
    }, Black { $black ->
        [one] one piece
       *[other] { $black } pieces
    }
