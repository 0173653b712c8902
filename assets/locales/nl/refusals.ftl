# Why a move, a click on the board or a move typed cannot be played: the rules' reasons, and
# the screen's. Shown under the game's status (in a lesson, in its window, with a capital
# first letter) and after a typed move. Squares and points are written as the records write
# them (j11, c3); $side is a side's name (White, Black), $piece a piece's name from games.ftl,
# $game a game's name.
# (Pillars of Medusa: het/de is chosen by the piece's name, as in announce.ftl: het Zwaard,
# het Paard, de others; the Morph in another form is "de Paard-Morph".)

## Every game.

# A move of another game, or a draw asked in a game without draws by agreement.
refusal-not-this-game = dat is geen zet in { $game }
# The board's clicks when the match on it is another game.
refusal-not-a-game-of = dit is geen partij { $game }
refusal-no-such-seat = er zijn twee spelers: die speler bestaat niet
refusal-no-own-move = je hebt geen zet om terug te nemen
refusal-nothing-to-undo = er is niets om terug te nemen
# A click on the board when nobody at this screen is to play: a record looked at, a game
# over, the opponent or the computer to move ($side), or a game watched online.
refusal-viewing = dit is een opgeslagen partij: loop er met de naspeelbalk doorheen, of speel vanaf hier verder
# How an online game ended, in the server's sentence ($result, in English).
refusal-ended = de partij is afgelopen: { $result }
refusal-over-online = de partij is afgelopen
refusal-over = de partij is afgelopen: begin een nieuwe partij, of neem terug
refusal-watching = je kijkt naar deze partij
refusal-wait-opponent = wacht: je tegenstander speelt { $side }
refusal-wait-computer = wacht: de computer speelt { $side }
# The rules' own sentence, in English ($reason), where they give no reason of their own to
# translate: a move or turn typed that cannot be read (a Medusa turn, the words after
# "resign"), a new game they cannot set up, a step of a lesson that cannot be played (the
# course's fault), and a move of a lesson refused.
refusal-unreadable = niet te lezen: { $reason }
refusal-set-up = deze partij kan niet beginnen: { $reason }
refusal-lesson = deze stap van de les kan niet gespeeld worden: { $reason }
refusal-rules = de regels staan dit niet toe: { $reason }

## Medusa and Lotus. $point, $from, $to, $by, $landing and $over are points.

refusal-medusa-game-over = de partij is afgelopen
refusal-medusa-marking = de dode stenen worden gemarkeerd: ga akkoord met de markering of speel verder
refusal-medusa-not-marking = er worden geen dode stenen gemarkeerd
refusal-medusa-not-a-point = { $point } ligt niet op het bord
# A point that is not on the board, by its number.
refusal-medusa-point-number = punt nr. { $number }
refusal-medusa-occupied = { $point } is al bezet
refusal-medusa-already-placed = je hebt deze beurt al een steen geplaatst
refusal-medusa-placement-after-movement = in een beurt komt het plaatsen vóór het verplaatsen
refusal-medusa-turn-started = je hebt deze beurt al gespeeld, dus je kunt niet passen: beëindig in plaats daarvan je beurt
refusal-medusa-no-movement = in dit spel verplaatsen stenen zich niet
refusal-medusa-no-stone = er staat geen steen op { $point }
refusal-medusa-not-your-stone = de steen op { $point } is van je tegenstander
refusal-medusa-single-stone = de steen op { $point } staat alleen: een losse steen kan zich niet verplaatsen
refusal-medusa-group-moved = de groep op { $point } is deze beurt al verplaatst, of er heeft zich een verplaatste groep bij gevoegd
refusal-medusa-not-on-a-line = { $from } en { $to } liggen niet op één lijn
refusal-medusa-nothing-to-jump = de steen op { $from } heeft richting { $to } geen eigen steen om overheen te springen
refusal-medusa-path-blocked = de weg van { $from } richting { $to } wordt versperd door de steen van je tegenstander op { $by }
refusal-medusa-path-leaves-board = de rij stenen van { $from } richting { $to } loopt van het bord af
refusal-medusa-wrong-landing = de steen op { $from } zou op { $landing } landen, het eerste lege veld, niet op { $to }
refusal-medusa-no-group = er staat geen groep op { $point } om te markeren
refusal-medusa-already-accepted = { $side } is al akkoord gegaan met de markering
# A stone clicked to move that has no landing: no friend beside it along a line, or every
# row of friends from it ($rows: one or more of the two messages after it) ends without one.
refusal-medusa-no-friend-beside = de steen op { $point } heeft langs geen enkele lijn een eigen steen naast zich
refusal-medusa-nowhere-to-land = de steen op { $point } kan nergens landen: { $rows }
refusal-medusa-row-blocked = de rij over { $over } eindigt bij de steen van je tegenstander op { $by }
refusal-medusa-row-edge = de rij over { $over } loopt van het bord af
# Rows one after the other: the first ($row), then the others ($rest).
refusal-medusa-rows = { $row }; { $rest }
# A click on a vacant cell after the player chose to move a group first.
refusal-medusa-placement-skipped = je koos ervoor te verplaatsen zonder te plaatsen: neem terug om een steen te plaatsen
# A click in the middle of a site, where no stone goes.
refusal-medusa-dark-hex = de donkere zeshoeken zijn geen velden: een steen komt op een licht veld
refusal-lotus-hexagon-middle = het midden van een zeshoek is geen punt: een steen komt waar de lijnen elkaar kruisen

## Medea. $square, $from, $to and $at are squares; $piece is a man or a king, and $colour its
## colour as the records write it (white, black), for choosing the words.

refusal-medea-game-over = de partij is afgelopen: er mag geen zet meer volgen
refusal-medea-move-missing = de zet ontbreekt
# $written: what was typed, quoted.
refusal-medea-not-a-square = { $written } is geen veld (a1 tot h8)
refusal-medea-not-a-move = { $written } is geen zet: een zet ziet eruit als c3-d4, d4xd6 of Ca2-b3
refusal-medea-too-long = een slag noemt hoogstens { $count ->
        [one] één veld
       *[other] { $count } velden
    }
refusal-medea-no-piece = er staat geen stuk op { $square }
refusal-medea-not-yours = de { $colour ->
        [white] witte
       *[other] zwarte
    } { $piece } op { $square } is niet van jou
refusal-medea-not-a-chakra = er is geen chakra op { $square }
refusal-medea-not-your-chakra = de chakra op { $square } is van { $side }, niet van jou
refusal-medea-chakra-occupied = op de chakra op { $square } staat een { $colour ->
        [white] witte
       *[other] zwarte
    } { $piece }: alleen een lege chakra wordt verplaatst
refusal-medea-chakra-step = een chakra gaat één veld in een willekeurige richting, niet van { $from } naar { $to }
refusal-medea-chakra-onto-chakra = een chakra mag niet op een andere chakra komen ({ $square })
refusal-medea-occupied = { $square } is al bezet
refusal-medea-man-step = een schijf gaat één veld vooruit, recht of schuin, niet van { $from } naar { $to }
refusal-medea-king-line = een dam gaat langs een rij, een lijn of een diagonaal, niet van { $from } naar { $to }
refusal-medea-blocked = de weg van { $from } naar { $to } is versperd op { $at }
refusal-medea-write-with-x = dat is een slag: schrijf die met x ({ $from }x{ $to })
# The piece on $square must capture $count pieces instead.
refusal-medea-capture-compulsory = slaan is verplicht: de { $piece } op { $square } slaat { $count ->
        [one] één stuk
       *[other] { $count } stukken
    }
refusal-medea-replacement-compulsory = slaan is verplicht: { $from }-{ $to } slaat de { $colour ->
        [white] witte
       *[other] zwarte
    } { $piece } op { $square } door vervanging
refusal-medea-majority = er { $available ->
        [one] kan één stuk
       *[other] kunnen { $available } stukken
    } geslagen worden: je moet zoveel mogelijk stukken slaan (deze slag slaat er { $taken })
refusal-medea-not-orthogonal = er wordt alleen langs rijen en lijnen geslagen, niet van { $from } naar { $to }
refusal-medea-short-leap = een schijf springt over een stuk naast zich naar het veld direct erachter, niet van { $from } naar { $to }
refusal-medea-immobile = de { $colour ->
        [white] witte
       *[other] zwarte
    } { $piece } op { $square } kan geen zet doen
refusal-medea-chakra-immobile = de chakra op { $square } kan nergens heen
refusal-medea-nothing-to-jump = tussen { $from } en { $to } staat geen stuk om over te springen
refusal-medea-two-pieces = een sprong slaat één stuk tegelijk: tussen { $from } en { $to } staat er meer dan één
refusal-medea-own-piece = over eigen stukken wordt nooit gesprongen (het stuk op { $square })
refusal-medea-jumped-twice = het stuk op { $square } is in deze zet al geslagen: geen stuk wordt twee keer overgesprongen
refusal-medea-landing-occupied = een sprong kan niet op { $square } landen: dat veld is bezet
refusal-medea-unfinished = de slag moet verder vanaf { $square }: een slag gaat door zolang er meer geslagen kan worden
refusal-medea-not-legal = die zet is hier niet toegestaan

## Pillars of Medusa. $square, $from, $to and $through are squares; $piece, $captured and
## $asked are pieces' names; $wing is the file of a castling's corner (a, k).

refusal-pillars-game-over = de partij is afgelopen
# The Morph in another piece's form ($piece).
refusal-pillars-morph-form = { $piece }-Morph
refusal-pillars-empty = er staat geen stuk op { $square }
refusal-pillars-not-yours = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } is van { $side }, niet van jou
refusal-pillars-frozen = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } is versteend
refusal-pillars-own-piece = je eigen { $piece } staat op { $square }
refusal-pillars-unreachable = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } kan niet naar { $to }
refusal-pillars-not-the-morph = alleen de Morph kan een andere vorm aannemen, en { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } is niet de Morph
refusal-pillars-no-capture = de Morph neemt alleen een andere vorm aan als hij slaat, en op { $square } valt niets te slaan
refusal-pillars-wrong-form = de Morph kan de vorm aannemen van het stuk dat hij slaat, een { $captured }, geen { $asked }
refusal-pillars-no-change = de vorm aannemen van { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } verandert niets: schrijf alleen de slag
# The piece on $square would attack the King.
refusal-pillars-king-in-check = je Koning zou schaak staan door { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square }
refusal-pillars-castling-squares = bij rokeren aan de { $wing }-kant gaat de Koning van { $from } naar { $to }
refusal-pillars-castling-right-lost = { $side } kan niet meer rokeren aan de { $wing }-kant: de Koning of die Toren heeft al bewogen
refusal-pillars-castling-blocked = om te rokeren moeten de velden tussen Koning en Toren leeg zijn, en op { $square } staat een { $piece }
refusal-pillars-castling-out-of-check = de Koning kan niet uit schaak rokeren (schaak door { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square })
refusal-pillars-castling-through-attack = de Koning kan niet over of naar { $through } rokeren: dat veld wordt aangevallen door { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square }
# $written: what was typed, quoted; $move the move as the records write it.
refusal-pillars-not-a-move = { $written } is geen zet (zetten zien eruit als e3-e5, c8xd8, b7xc8=D, O-O-A)
refusal-pillars-capture-mark = { $written } geeft de slag verkeerd aan: schrijf { $move }
# A piece clicked that cannot move: turned to stone by the Medusa on $medusa (or by one not
# found), or without a legal move, its King in check or not.
refusal-pillars-frozen-by = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } is versteend door de Medusa op { $medusa }: het kan niet bewegen
refusal-pillars-frozen-still = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } is versteend: het kan niet bewegen
refusal-pillars-no-move-in-check = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } heeft geen geldige zet: je Koning staat schaak
refusal-pillars-no-move = { $piece ->
        [Zwaard] het
        [Paard] het
       *[other] de
    } { $piece } op { $square } heeft geen geldige zet: elke zet ervan zou je Koning schaak laten staan, of het stuk is ingesloten
