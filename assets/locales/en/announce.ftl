# What a screen reader announces after each move, one sentence for each thing that happened.
# $side is the side's name (White, Black); squares and points are written as the records write
# them (j11, c3); $piece is a piece's name from games.ftl.

## Medusa and Lotus. $arrival is where the stone arrived, as the records write it: a point
## (j11) for a stone placed, from-to (q15-s15) for a stone moved.

announce-medusa-arrival = { $side } { $arrival }
# The arriving stone captured: the reversed stones were the other side's.
announce-medusa-reverses-black = { $side } { $arrival } reverses { $count ->
        [one] one black stone
       *[other] { $count } black stones
    }
announce-medusa-reverses-white = { $side } { $arrival } reverses { $count ->
        [one] one white stone
       *[other] { $count } white stones
    }
# The capturing group had no liberty left and turned back.
announce-medusa-second-reversal = { $count ->
        [one] one stone reversed back
       *[other] { $count } stones reversed back
    }
# The arriving stone's own group had no liberty.
announce-medusa-suicide = { $side } { $arrival } reverses its own group: { $count ->
        [one] one stone
       *[other] { $count } stones
    }
# Six stones around a dark cell.
announce-medusa-rosette = { $side } forms a rosette
announce-lotus-rosette = { $side } forms a lotus
announce-medusa-pass = { $side } passes
announce-medusa-marking = Both sides passed: mark the dead groups
announce-medusa-dead = { $count ->
        [one] one stone marked dead
       *[other] { $count } stones marked dead
    }
announce-medusa-alive = { $count ->
        [one] one stone marked alive again
       *[other] { $count } stones marked alive again
    }
announce-medusa-play-resumed = Play goes on

## Medea. $path is the move as the records write it (c3-d4, d4xd6xf6).

announce-medea-move = { $side } { $piece } { $path }
announce-medea-capture = { $side } { $piece } { $path } captures { $count ->
        [one] one piece
       *[other] { $count } pieces
    }
announce-medea-transmission = transmission: { $piece } from { $from } to { $to }
announce-medea-replacement = the { $piece } on { $square } is captured by replacement
announce-medea-crowned = the man on { $square } is crowned
announce-medea-chakra = { $side } moves a chakra from { $from } to { $to }

## Pillars of Medusa.

announce-pillars-move = { $side } { $piece } { $from }-{ $to }
announce-pillars-capture = takes the { $piece } on { $square }
announce-pillars-frozen = the Medusa on { $medusa } turns the { $piece } on { $square } to stone
announce-pillars-unfrozen = the { $piece } on { $square } is free again
announce-pillars-morphed = the Morph on { $square } becomes a { $piece }
announce-pillars-promoted = the Sword on { $square } becomes a Medusa
announce-pillars-castled = { $side } castles
announce-pillars-check = { $side } is in check

## Every game.

# The end of the game; $result is the result in a sentence.
announce-game-over = Game over: { $result }
