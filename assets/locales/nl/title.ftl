# The title screen: the games' cards, whom to play, the online form, and the buttons that
# start, continue or go back.

# The title window's heading.
title-window = Nieuwe partij

## Each game's card: the line under its name, and what the title says of the chosen game
## under the cards.

title-medusa-line = Go waarin geslagen groepen omdraaien en groepen bewegen.
title-medusa-about = 210 velden. Geslagen groepen worden omgedraaid, groepen kunnen zich verplaatsen, zes stenen rond een donkere zeshoek zijn voorgoed veilig. Wit begint.
title-lotus-line = Het kleine zusje van Medusa, op 72 punten.
title-lotus-about = 72 punten op het Kensington-bord. Geslagen groepen worden omgedraaid; zes stenen rond een zeshoek zijn voorgoed veilig. Zwart begint.
title-medea-line = Dammen waarin stukken teleporteren.
title-medea-about = Dammen op 8 x 8. Elke speler heeft twee ringen op het bord, zijn chakra's: een stuk dat op een van zijn eigen chakra's stapt, verschijnt weer op de andere en slaat wat daar staat. Wit begint.
title-pillars-line = Schaken op 11 x 11 met een Medusa en een Morph.
title-pillars-about = Schaken op 11 x 11 met tien soorten stukken: een Medusa verandert de vijandelijke stukken naast haar in steen, een Morph wordt wat hij slaat. Wit begint.

# A card's tooltip: the keys that choose a game.
title-card =
    .tooltip = Pijl-links en pijl-rechts: het spel
# The tooltip of the bar under a card: how far the game's lessons are done ($percent, a
# whole number).
title-lessons-done = Lessen { $percent }% voltooid

## Medusa's and Lotus's komi, under the game's description.

# The komi's slider's label.
title-komi = Komi
# Beside the slider: whom the komi gives points to. $side is White or Black.
title-komi-none = voor geen van beide spelers
title-komi-for = punten voor { $side }
# Under the slider, for a newcomer.
title-komi-means = Komi: punten die bij de start worden gegeven, op het markerspoor onder het bord, om het voordeel of nadeel van het beginnen goed te maken.

## The button that continues the saved game in progress. $game is the game's name, $turns
## the turns played so far, $side the side to play (White or Black).

title-continue = Verder: { $game }, { $turns ->
        [one] { $turns } beurt gespeeld
       *[other] { $turns } beurten gespeeld
    }, { $side } aan de beurt

## The last finished game, offered to analyse or to step through.

# How long a game was: $count turns (in Medusa and Lotus, $unit is "turn") or moves (in
# Medea and Pillars of Medusa, $unit is "move").
title-game-length = { $unit ->
        [turn] { $count ->
            [one] { $count } beurt
           *[other] { $count } beurten
        }
       *[move] { $count ->
            [one] { $count } zet
           *[other] { $count } zetten
        }
    }
# $game is the game's name, $length its length (title-game-length).
title-last-game = Laatste partij: { $game }, { $length }
# The same with its result as the game's record gives it ($result, such as "White wins by 5
# points").
title-last-game-result = Laatste partij: { $game }, { $length }: { $result }
title-analyse = Analyseren
    .tooltip = De computer beoordeelt elke zet van de laatste partij
title-replay = Naspelen
    .tooltip = Loop de laatste partij stap voor stap door, of speel verder vanaf een van de zetten

## Whom to play: the computer, a person at this screen, or someone online.

title-play-against = Spelen tegen
title-against-computer = de computer
    .tooltip = De computer speelt één kleur, op het niveau dat je kiest
title-against-person = iemand hier
    .tooltip = Twee mensen spelen om de beurt op dit scherm
title-against-online = online
    .tooltip = Speel via een server tegen iemand op een ander scherm
# Against a person here, in place of the computer's choices.
title-both-here = Beide kleuren worden op dit scherm gespeeld.
# Against the computer: its level (the levels' names are level-*), and the side the person
# plays.
title-level = Niveau
title-you-play = Jij speelt
# The side that moves first ($side, White or Black).
title-you-play-first = { $side } (begint)
# The computer plays both sides, for the person to watch.
title-you-watch = geen van beide: kijken

## The online form, when online is chosen.

# The side the player takes in a new room: the two sides' names, or this.
title-online-side = Jouw kleur
title-online-random = Willekeurig
# The clock of a new room.
title-online-clock = Klok
# The clocks by the day, on their own row.
title-online-by-the-day = Per dag
title-online-no-clock = Geen klok
# A clock of $minutes minutes for each side, and $increment seconds more after each move.
title-online-clock-minutes = { $increment ->
        [0] { $minutes } min
       *[other] { $minutes } min + { $increment } s
    }
# A clock of $hours hours for each side.
title-online-clock-hours = { $hours ->
        [one] { $hours } uur
       *[other] { $hours } uur
    }
# A clock by the day: $days days for each move, the time set back with each move.
title-online-clock-days = { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } per zet
# The server's address, on the desktop.
title-online-server = Server
    .tooltip = Waar `medusa serve` draait: http://HOST:PORT
# The heading of the ways to play a friend: a room created here, or joined by its code or link.
title-online-private = Privépartij
# A room's link or code, to join or watch it.
title-online-join-a-game = Meedoen aan een partij
# The empty field's hint.
title-online-code-hint = Link of code
title-online-join = Meedoen
title-online-watch = Kijken
# Back into the online game the player holds a seat in ($code, the room's code: KXRMTB).
title-online-back = Terug naar de online partij { $code }
# Under the form.
title-online-how = Maak een kamer aan en stuur de link naar je tegenstander: met de link neemt die de vrije plaats in, met alleen de code kan iedereen meekijken.

## The buttons under the form; the tooltips name the key that presses them.

title-start = Starten
    .tooltip = Enter
# Start, online: creates a room.
title-create = Aanmaken
    .tooltip = Enter
# Back to the game in progress behind the title.
title-back = Terug naar de partij
