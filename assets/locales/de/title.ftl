# The title screen: the games' cards, whom to play, the online form, and the buttons that
# start, continue or go back.

# The title window's heading.
title-window = Neue Partie

## Each game's card: the line under its name, and what the title says of the chosen game
## under the cards.

title-medusa-line = Go, bei dem geschlagene Gruppen umgedreht werden und Gruppen sich bewegen.
title-medusa-about = 210 Felder. Geschlagene Gruppen werden umgedreht, Gruppen können sich bewegen, sechs Steine um ein dunkles Sechseck sind für immer sicher. Weiß beginnt.
title-lotus-line = Medusas kleines Schwesterspiel auf 72 Punkten.
title-lotus-about = 72 Punkte auf dem Kensington-Brett. Geschlagene Gruppen werden umgedreht; sechs Steine um ein Sechseck sind für immer sicher. Schwarz beginnt.
title-medea-line = Damespiel, bei dem die Steine teleportieren.
title-medea-about = Damespiel auf 8 x 8 Feldern. Jede Seite hat zwei Ringe auf dem Brett, ihre Chakren: Ein Stein, der auf eines der eigenen zieht, erscheint auf dem anderen wieder und schlägt, was dort steht. Weiß beginnt.
title-pillars-line = Schach auf 11 x 11 mit einer Medusa und einem Morph.
title-pillars-about = Schach auf 11 x 11 mit zehn Figurenarten: Eine Medusa versteinert die Gegner neben ihr, ein Morph wird zu dem, was er schlägt. Weiß beginnt.

# A card's tooltip: the keys that choose a game.
title-card =
    .tooltip = Pfeiltasten links und rechts: das Spiel wählen
# The tooltip of the bar under a card: how far the game's lessons are done ($percent, a
# whole number).
title-lessons-done = Lektionen zu { $percent } % erledigt

## Medusa's and Lotus's komi, under the game's description.

# The komi's slider's label.
title-komi = Komi
# Beside the slider: whom the komi gives points to. $side is White or Black.
title-komi-none = Punkte für keine Seite
title-komi-for = Punkte für { $side }
# Under the slider, for a newcomer.
title-komi-means = Komi: Punkte, die zu Beginn auf der Markerleiste unter dem Brett vergeben werden, als Ausgleich für den ersten Zug.

## The button that continues the saved game in progress. $game is the game's name, $turns
## the turns played so far, $side the side to play (White or Black).

title-continue = Fortsetzen: { $game }, { $turns ->
        [one] { $turns } Zug gespielt
       *[other] { $turns } Züge gespielt
    }, { $side } ist am Zug

## The last finished game, offered to analyse or to step through.

# How long a game was: $count turns (in Medusa and Lotus, $unit is "turn") or moves (in
# Medea and Pillars of Medusa, $unit is "move").
title-game-length = { $unit ->
        [turn] { $count ->
            [one] { $count } Zug
           *[other] { $count } Züge
        }
       *[move] { $count ->
            [one] { $count } Zug
           *[other] { $count } Züge
        }
    }
# $game is the game's name, $length its length (title-game-length).
title-last-game = Letzte Partie: { $game }, { $length }
# The same with its result as the game's record gives it ($result, such as "White wins by 5
# points").
title-last-game-result = Letzte Partie: { $game }, { $length }: { $result }
title-analyse = Analysieren
    .tooltip = Der Computer bewertet jeden Zug der letzten Partie
title-replay = Nachspielen
    .tooltip = Die letzte Partie Zug für Zug durchgehen oder ab einem beliebigen Zug weiterspielen

## Whom to play: the computer, a person at this screen, or someone online.

title-play-against = Spielen gegen
title-against-computer = den Computer
    .tooltip = Der Computer spielt eine Seite, auf der Stufe deiner Wahl
title-against-person = einen Menschen hier
    .tooltip = Zwei Personen spielen abwechselnd an diesem Bildschirm
title-against-online = online
    .tooltip = Gegen jemanden an einem anderen Bildschirm spielen, über einen Server
# Against a person here, in place of the computer's choices.
title-both-here = Beide Seiten werden an diesem Bildschirm gespielt.
# Against the computer: its level (the levels' names are level-*), and the side the person
# plays.
title-level = Stufe
title-you-play = Du spielst
# The side that moves first ($side, White or Black).
title-you-play-first = { $side } (zieht zuerst)
# The computer plays both sides, for the person to watch.
title-you-watch = keine: zuschauen

## The online form, when online is chosen.

# The side the player takes in a new room: the two sides' names, or this.
title-online-side = Deine Seite
title-online-random = Zufällig
# The clock of a new room.
title-online-clock = Uhr
# The clocks by the day, on their own row.
title-online-by-the-day = Fernpartie
title-online-no-clock = Ohne Uhr
# A clock of $minutes minutes for each side, and $increment seconds more after each move.
title-online-clock-minutes = { $increment ->
        [0] { $minutes } min
       *[other] { $minutes } min + { $increment } s
    }
# A clock of $hours hours for each side.
title-online-clock-hours = { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }
# A clock by the day: $days days for each move, the time set back with each move.
title-online-clock-days = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug
# The server's address, on the desktop.
title-online-server = Server
    .tooltip = Wo `medusa serve` läuft: http://HOST:PORT
# The heading of the ways to play a friend: a room created here, or joined by its code or link.
title-online-private = Private Partie
# A room's link or code, to join or watch it.
title-online-join-a-game = Einer Partie beitreten
# The empty field's hint.
title-online-code-hint = Link oder Code
title-online-join = Beitreten
title-online-watch = Zuschauen
# Back into the online game the player holds a seat in ($code, the room's code: KXRMTB).
title-online-back = Zurück zur Online-Partie { $code }
# Under the form.
title-online-how = Erstelle einen Raum und schick dann seinen Link an deinen Gegner: Der Link belegt den freien Platz, mit dem Code allein kann jeder zuschauen.

## The buttons under the form; the tooltips name the key that presses them.

title-start = Start
    .tooltip = Enter
# Start, online: creates a room.
title-create = Erstellen
    .tooltip = Enter
# Back to the game in progress behind the title.
title-back = Zurück zur Partie
