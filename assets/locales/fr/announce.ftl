# What a screen reader announces after each move, one sentence for each thing that happened.
# $side is the side's name (White, Black); squares and points are written as the records write
# them (j11, c3); $piece is a piece's name from games.ftl.
# (En français, le nom de la pièce a un genre : les phrases évitent donc l'article devant
# { $piece } : « prise en e5 : Tour », « le Morph en e5 se change en Tour ».)

## Medusa and Lotus. $arrival is where the stone arrived, as the records write it: a point
## (j11) for a stone placed, from-to (q15-s15) for a stone moved.

announce-medusa-arrival = { $side } { $arrival }
# The arriving stone captured: the reversed stones were the other side's.
announce-medusa-reverses-black = { $side } { $arrival } retourne { $count ->
        [one] { $count } pierre noire
       *[other] { $count } pierres noires
    }
announce-medusa-reverses-white = { $side } { $arrival } retourne { $count ->
        [one] { $count } pierre blanche
       *[other] { $count } pierres blanches
    }
# The capturing group had no liberty left and turned back.
announce-medusa-second-reversal = { $count ->
        [one] { $count } pierre se retourne à nouveau
       *[other] { $count } pierres se retournent à nouveau
    }
# The arriving stone's own group had no liberty.
announce-medusa-suicide = { $side } { $arrival } retourne son propre groupe : { $count ->
        [one] { $count } pierre
       *[other] { $count } pierres
    }
# Six stones around a dark cell.
announce-medusa-rosette = { $side } forme une rosette
announce-lotus-rosette = { $side } forme un lotus
announce-medusa-pass = { $side } passe
announce-medusa-marking = Les deux camps ont passé : marquez les groupes morts
announce-medusa-dead = { $count ->
        [one] { $count } pierre marquée morte
       *[other] { $count } pierres marquées mortes
    }
announce-medusa-alive = { $count ->
        [one] { $count } pierre de nouveau marquée vivante
       *[other] { $count } pierres de nouveau marquées vivantes
    }
announce-medusa-play-resumed = Le jeu reprend

## Medea. $path is the move as the records write it (c3-d4, d4xd6xf6).

announce-medea-move = { $side } : { $piece } { $path }
announce-medea-capture = { $side } : { $piece } { $path } prend { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    }
announce-medea-transmission = transmission : { $piece } de { $from } à { $to }
announce-medea-replacement = prise par remplacement en { $square } : { $piece }
announce-medea-crowned = le pion en { $square } est promu dame
announce-medea-chakra = { $side } déplace un chakra de { $from } à { $to }

## Pillars of Medusa.

announce-pillars-move = { $side } : { $piece } { $from }-{ $to }
announce-pillars-capture = prise en { $square } : { $piece }
announce-pillars-frozen = la Méduse en { $medusa } change en pierre : { $piece } en { $square }
announce-pillars-unfrozen = de nouveau libre : { $piece } en { $square }
announce-pillars-morphed = le Morph en { $square } se change en { $piece }
announce-pillars-promoted = l’Épée en { $square } devient une Méduse
announce-pillars-castled = { $side } roque
announce-pillars-check = { $side } est en échec

## Every game.

# The end of the game; $result is the result in a sentence.
announce-game-over = Partie terminée : { $result }
