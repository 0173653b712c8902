# The Online page's lobby: the player's name, the open challenges, the games being played,
# the player's own games; and the chat of an online room.

# The player's name on the server. The first time: one field and Register, or a sign-in
# with a password (from another device).
name-label = Your name
name-hint = A name to play by
name-register = Register
    .tooltip = Take this name on the server: it is kept on this device
name-sign-in = Sign in
    .tooltip = Play by a name you registered on another device, with its password
name-password = Password
name-sign-in-instead = Sign in with a password
name-register-instead = Register a new name
name-why = Choose a name to challenge other players and to play their challenges.
# Once named: $name is the player's name.
name-playing-as = Playing as { $name }
name-other = Another name
    .tooltip = Play under another name on this device: this one is forgotten here
name-set-password = Set a password
    .tooltip = With a password, you can sign in by this name on another device
name-change-password = Change the password
name-has-password = You have a password.
name-new-password = New password
name-set = Set

# The lobby: open challenges and games being played.
lobby-heading = Lobby
lobby-connect = Connect to the lobby
lobby-connecting = Connecting to the lobby…
# $why is the system's or the server's reason, as it gave it.
lobby-unreachable = The lobby cannot be reached ({ $why }); retrying…
lobby-challenge-button = Challenge
    .tooltip = Publish a challenge with the game, side and clock chosen above: the first player to accept it plays you
lobby-rated = Rated
    .tooltip = The game changes both players' ratings
lobby-name-first = Register a name above to challenge or to accept a challenge.
lobby-publishing = Publishing your challenge…
lobby-waiting = Your challenge is open: waiting for an opponent…
lobby-cancel = Cancel
lobby-challenges = Open challenges
lobby-no-challenges = No open challenges: make one.
# Instead of Play, beside the player's own challenge.
lobby-yours = (yours)
lobby-play = Play
    .tooltip = Accept this challenge and play it now
# An open challenge in a line: the maker's $name and $rating (as 1500, with a question
# mark while provisional: 1500?), the $game's name, its $clock (as the clock choices read:
# "5 min + 5 s"), the side the player who accepts plays ($side: lobby-you-play or
# lobby-sides-random) and whether the game is rated ($rated: yes or no).
lobby-challenge = { $name } ({ $rating }): { $game }, { $clock }, { $side }, { $rated ->
        [yes] rated
       *[no] not rated
    }
# The same, for a maker without a rating in the game.
lobby-challenge-unrated-player = { $name }: { $game }, { $clock }, { $side }, { $rated ->
        [yes] rated
       *[no] not rated
    }
# $side: the side's name (White, Black).
lobby-you-play = you play { $side }
lobby-sides-random = sides drawn at random
lobby-games = Games being played
lobby-no-games = No games being played.
lobby-watch = Watch
# A game being played: the players' names ($first: the first seat's, $second: the other's),
# the $game's name, the $moves played and the $watchers.
lobby-game = { $first } – { $second }: { $game }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $watchers } watching
# A player without a name.
lobby-unnamed = someone

# The player's own games.
my-games-heading = My games
my-games-refresh = Show
my-games-none = No games yet.
my-games-resume = Resume
    .tooltip = Back to your seat in this game
my-games-record = Record
    .tooltip = Open the game's record in the replay, to step through it and analyse it
# A game going on: the $game's name, the $opponent's name, the $moves played, and whose
# move it is ($turn: yours or theirs).
my-games-going = { $game } against { $opponent }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $turn ->
        [yours] your move
       *[theirs] their move
    }
# A finished game: $result is the server's sentence, as it said it.
my-games-over = { $game } against { $opponent }: { $result }

# The chat of an online room, in a small window.
chat-title = Chat
chat-watchers-title = Watchers' chat
chat-none = No messages yet.
# A line of chat: who said it ($name) and what ($text).
chat-line = { $name }: { $text }
chat-say = Say
chat-hint = A message
chat-send = Send
chat-mute = Mute
    .tooltip = Hide your opponent's messages
chat-watchers-need-name = Register a name where you choose to play online, to chat with the other watchers.

# The games waiting for the player's move, on the Online page.
your-turn-heading = Your turn
your-turn-refresh = Again
    .tooltip = Ask the server again which games wait for your move
your-turn-none = No game waits for your move.
your-turn-play = Play
    .tooltip = Into this game, in your seat
# A game waiting: the $game's name, the $opponent's name, and the time $left on your clock
# (as the clock shows it: 2d 5h, 4:05).
your-turn-line = { $game } against { $opponent }: { $left } left
your-turn-line-no-clock = { $game } against { $opponent }
# The player's vacation, which stops the clocks of the games by the day.
vacation-go = Go on vacation
    .tooltip = Stop your clocks in every game by the day for the days chosen; your opponents see it
# The $days chosen, and the $left days of vacation left in the last 365 days.
vacation-days = { $days ->
        [one] day
       *[other] days
    } ({ $left } left this year)
# On vacation: $left is how long it still lasts (2d 5h).
vacation-on = On vacation for { $left } more
vacation-end = End vacation
vacation-none-left = No days of vacation left this year.
# How the player is told that a game by the day needs it, on the Online page.
notify-my-move = Tell me when it is my move
    .tooltip-desktop = A notification from your system while the game runs, when an opponent moves, a quarter of your time is left or a game ends (and an e-mail, if you gave an address)
    .tooltip-browser = A notification from this browser, even with the page closed, when an opponent moves, a quarter of your time is left or a game ends
    .tooltip-mail = An e-mail when an opponent moves, a quarter of your time is left or a game ends, if you give an address
# How many of the player's browsers receive its notices ($count).
notify-browsers = { $count ->
        [0] No browser is told yet.
        [one] One browser is told.
       *[other] { $count } browsers are told.
    }
notify-this-browser = This browser too
    .tooltip = Tell this browser as well (it asks you first)
notify-email = E-mail:
notify-email-hint = your address
notify-email-save = Save
    .tooltip = Tell this address too (saved empty, no e-mail); each message has a link that stops them
