# What a screen reader announces after each move, one sentence for each thing that happened.
# $side is the side's name (White, Black); squares and points are written as the records write
# them (j11, c3); $piece is a piece's name from games.ftl.
# Dutch: the article before a Pillars piece is chosen by its Dutch name (said first, from
# games.ftl): "het" for Zwaard and Paard, "de" for every other. Medea's schijf and dam are "de".

## Medusa and Lotus. $arrival is where the stone arrived, as the records write it: a point
## (j11) for a stone placed, from-to (q15-s15) for a stone moved.

announce-medusa-arrival = { $side } { $arrival }
# The arriving stone captured: the reversed stones were the other side's.
announce-medusa-reverses-black = { $side } { $arrival } draait { $count ->
        [one] één zwarte steen
       *[other] { $count } zwarte stenen
    } om
announce-medusa-reverses-white = { $side } { $arrival } draait { $count ->
        [one] één witte steen
       *[other] { $count } witte stenen
    } om
# The capturing group had no liberty left and turned back.
announce-medusa-second-reversal = { $count ->
        [one] één steen teruggedraaid
       *[other] { $count } stenen teruggedraaid
    }
# The arriving stone's own group had no liberty.
announce-medusa-suicide = { $side } { $arrival } draait de eigen groep om: { $count ->
        [one] één steen
       *[other] { $count } stenen
    }
# Six stones around a dark cell.
announce-medusa-rosette = { $side } vormt een rozet
announce-lotus-rosette = { $side } vormt een lotus
announce-medusa-pass = { $side } past
announce-medusa-marking = Beide spelers hebben gepast: markeer de dode groepen
announce-medusa-dead = { $count ->
        [one] één steen als dood gemarkeerd
       *[other] { $count } stenen als dood gemarkeerd
    }
announce-medusa-alive = { $count ->
        [one] één steen weer als levend gemarkeerd
       *[other] { $count } stenen weer als levend gemarkeerd
    }
announce-medusa-play-resumed = Het spel gaat verder

## Medea. $path is the move as the records write it (c3-d4, d4xd6xf6).

announce-medea-move = { $side }: { $piece } { $path }
announce-medea-capture = { $side }: { $piece } { $path } slaat { $count ->
        [one] één stuk
       *[other] { $count } stukken
    }
announce-medea-transmission = doorzending: { $piece } van { $from } naar { $to }
announce-medea-replacement = de { $piece } op { $square } is geslagen door vervanging
announce-medea-crowned = de schijf op { $square } wordt dam
announce-medea-chakra = { $side } verplaatst een chakra van { $from } naar { $to }

## Pillars of Medusa.

announce-pillars-move = { $side }: { $piece } { $from }-{ $to }
announce-pillars-capture = slaat { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square }
announce-pillars-frozen = de Medusa op { $medusa } verandert { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } in steen
announce-pillars-unfrozen = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } is weer vrij
announce-pillars-morphed = de Morph op { $square } wordt een { $piece }
announce-pillars-promoted = het Zwaard op { $square } wordt een Medusa
announce-pillars-castled = { $side } rokeert
announce-pillars-check = { $side } staat schaak

## Every game.

# The end of the game; $result is the result in a sentence.
announce-game-over = Partij afgelopen: { $result }
