# What a screen reader announces after each move, one sentence for each thing that happened.
# $side is the side's name (White, Black); squares and points are written as the records write
# them (j11, c3); $piece is a piece's name from games.ftl.
# (German: the pieces' names have different genders, so the sentences name $piece without an
# article, in the terse style of move commentary: "schlägt Turm auf c3".)

## Medusa and Lotus. $arrival is where the stone arrived, as the records write it: a point
## (j11) for a stone placed, from-to (q15-s15) for a stone moved.

announce-medusa-arrival = { $side } { $arrival }
# The arriving stone captured: the reversed stones were the other side's.
announce-medusa-reverses-black = { $side } { $arrival } dreht { $count ->
        [one] einen schwarzen Stein
       *[other] { $count } schwarze Steine
    } um
announce-medusa-reverses-white = { $side } { $arrival } dreht { $count ->
        [one] einen weißen Stein
       *[other] { $count } weiße Steine
    } um
# The capturing group had no liberty left and turned back.
announce-medusa-second-reversal = { $count ->
        [one] ein Stein zurückgedreht
       *[other] { $count } Steine zurückgedreht
    }
# The arriving stone's own group had no liberty.
announce-medusa-suicide = { $side } { $arrival } dreht die eigene Gruppe um: { $count ->
        [one] ein Stein
       *[other] { $count } Steine
    }
# Six stones around a dark cell.
announce-medusa-rosette = { $side } bildet eine Rosette
announce-lotus-rosette = { $side } bildet einen Lotus
announce-medusa-pass = { $side } passt
announce-medusa-marking = Beide Seiten haben gepasst: tote Gruppen markieren
announce-medusa-dead = { $count ->
        [one] ein Stein als tot markiert
       *[other] { $count } Steine als tot markiert
    }
announce-medusa-alive = { $count ->
        [one] ein Stein wieder als lebendig markiert
       *[other] { $count } Steine wieder als lebendig markiert
    }
announce-medusa-play-resumed = Das Spiel geht weiter

## Medea. $path is the move as the records write it (c3-d4, d4xd6xf6).

announce-medea-move = { $side } { $piece } { $path }
announce-medea-capture = { $side } { $piece } { $path } schlägt { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    }
announce-medea-transmission = Übertragung: { $piece } von { $from } nach { $to }
announce-medea-replacement = { $piece } auf { $square } durch Verdrängung geschlagen
announce-medea-crowned = der Stein auf { $square } wird zur Dame
announce-medea-chakra = { $side } verschiebt ein Chakra von { $from } nach { $to }

## Pillars of Medusa.

announce-pillars-move = { $side } { $piece } { $from }-{ $to }
announce-pillars-capture = schlägt { $piece } auf { $square }
announce-pillars-frozen = die Medusa auf { $medusa } versteinert { $piece } auf { $square }
announce-pillars-unfrozen = { $piece } auf { $square } ist wieder frei
announce-pillars-morphed = der Morph auf { $square } wird { $piece }
announce-pillars-promoted = das Schwert auf { $square } wird zur Medusa
announce-pillars-castled = { $side } rochiert
announce-pillars-check = { $side } steht im Schach

## Every game.

# The end of the game; $result is the result in a sentence.
announce-game-over = Partie zu Ende: { $result }
