# The title screen: the games' cards, whom to play, the online form, and the buttons that
# start, continue or go back.

# The title window's heading.
title-window = New game

## Each game's card: the line under its name, and what the title says of the chosen game
## under the cards.

title-medusa-line = Go where captured groups turn over and groups move.
title-medusa-about = 210 cells. Captured groups turn over, groups can move, six stones around a dark hex are safe for ever. White begins.
title-lotus-line = Medusa's small companion on 72 points.
title-lotus-about = 72 points on the Kensington board. Captured groups turn over; six stones around a hexagon are safe for ever. Black begins.
title-medea-line = Draughts where pieces teleport.
title-medea-about = Draughts on 8 x 8. Each side has two rings on the board, its chakras: a piece that steps onto one of its own reappears on the other, capturing what stands there. White begins.
title-pillars-line = Chess on 11 x 11 with a Medusa and a Morph.
title-pillars-about = Chess on 11 x 11 with ten kinds of piece: a Medusa turns the enemies next to her to stone, a Morph becomes what it captures. White begins.

# A card's tooltip: the keys that choose a game.
title-card =
    .tooltip = Left and right arrows: the game
# The tooltip of the bar under a card: how far the game's lessons are done ($percent, a
# whole number).
title-lessons-done = Lessons { $percent }% done

## Medusa's and Lotus's komi, under the game's description.

# The komi's slider's label.
title-komi = Komi
# Beside the slider: whom the komi gives points to. $side is White or Black.
title-komi-none = no points for either player
title-komi-for = points for { $side }
# Under the slider, for a newcomer.
title-komi-means = Komi: points given at the start, on the marker track under the board, to make up for moving first.

## The button that continues the saved game in progress. $game is the game's name, $turns
## the turns played so far, $side the side to play (White or Black).

title-continue = Continue: { $game }, { $turns ->
        [one] { $turns } turn played
       *[other] { $turns } turns played
    }, { $side } to play

## The last finished game, offered to analyse or to step through.

# How long a game was: $count turns (in Medusa and Lotus, $unit is "turn") or moves (in
# Medea and Pillars of Medusa, $unit is "move").
title-game-length = { $unit ->
        [turn] { $count ->
            [one] { $count } turn
           *[other] { $count } turns
        }
       *[move] { $count ->
            [one] { $count } move
           *[other] { $count } moves
        }
    }
# $game is the game's name, $length its length (title-game-length).
title-last-game = Last game: { $game }, { $length }
# The same with its result as the game's record gives it ($result, such as "White wins by 5
# points").
title-last-game-result = Last game: { $game }, { $length }: { $result }
title-analyse = Analyse
    .tooltip = The computer judges every move of the last game
title-replay = Replay
    .tooltip = Step through the last game, or play on from any of its moves

## Whom to play: the computer, a person at this screen, or someone online.

title-play-against = Play against
title-against-computer = the computer
    .tooltip = The computer plays one side, at the level you choose
title-against-person = a person here
    .tooltip = Two people take turns at this screen
title-against-online = online
    .tooltip = Play someone on another screen through a server
# Against a person here, in place of the computer's choices.
title-both-here = Both sides are played at this screen.
# Against the computer: its level (the levels' names are level-*), and the side the person
# plays.
title-level = Level
title-you-play = You play
# The side that moves first ($side, White or Black).
title-you-play-first = { $side } (moves first)
# The computer plays both sides, for the person to watch.
title-you-watch = neither: watch

## The online form, when online is chosen.

# The side the player takes in a new room: the two sides' names, or this.
title-online-side = Your side
title-online-random = Random
# The clock of a new room.
title-online-clock = Clock
# The clocks by the day, on their own row.
title-online-by-the-day = By the day
title-online-no-clock = No clock
# A clock of $minutes minutes for each side, and $increment seconds more after each move.
title-online-clock-minutes = { $increment ->
        [0] { $minutes } min
       *[other] { $minutes } min + { $increment } s
    }
# A clock of $hours hours for each side.
title-online-clock-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
# A clock by the day: $days days for each move, the time set back with each move.
title-online-clock-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } a move
# The server's address, on the desktop.
title-online-server = Server
    .tooltip = Where `medusa serve` runs: http://HOST:PORT
# The heading of the ways to play a friend: a room created here, or joined by its code or link.
title-online-private = Private game
# A room's link or code, to join or watch it.
title-online-join-a-game = Join a game
# The empty field's hint.
title-online-code-hint = Link or code
title-online-join = Join
title-online-watch = Watch
# Back into the online game the player holds a seat in ($code, the room's code: KXRMTB).
title-online-back = Back to the online game { $code }
# Under the form.
title-online-how = Create a room, then send its link to your opponent: the link takes the free seat, the code alone lets anyone watch.

## The buttons under the form; the tooltips name the key that presses them.

title-start = Start
    .tooltip = Enter
# Start, online: creates a room.
title-create = Create
    .tooltip = Enter
# Back to the game in progress behind the title.
title-back = Back to the game
