# The online part of the game panel: the room, both players with their clocks, the
# connection, and what stands between the players.

# Before the room's code, shown large.
online-room = Room
online-waiting = Waiting for your opponent: send them the link, or the code.
# The buttons that copy the room's links; the tooltip is the link itself.
online-copy-link = Copy link
online-copy-watch-link = Copy watch link
# Who sits in a seat, beside the side's name.
online-you = You
online-free-seat = (free seat)
online-player = Player
online-opponent = Opponent
# How long a player has been away, in seconds.
online-away = away { $seconds } s
# The connection to the server ($server, its address).
online-connected = Connected
online-connected-watching = Connected: watching
online-connecting = Connecting to { $server }…
# $why is the system's reason, as it gave it; the next try in $seconds.
online-retrying = The server at { $server } cannot be reached ({ $why }); retrying in { $seconds } s
# The server refused the room ($why, the server's sentence).
online-failed = { $why }.
# What the server refused, in the server's sentence.
online-refused = The server refused: { $refusal }
# What stands between the players, and the buttons that answer.
online-draw-offered = Your opponent offers a draw.
online-accept-draw = Accept the draw
online-you-offered-draw = You offered a draw.
online-undo-asked = Your opponent asks to take back the last move.
online-allow-undo = Allow
online-you-asked-undo = You asked to take back the last move.
# Medusa's dead groups proposed by the opponent: $stones lists them as the records write
# them, or none.
online-dead-proposed = Your opponent proposes these dead groups: { $stones }.
online-dead-proposed-none = Your opponent proposes these dead groups: none.
online-accept-dead = Accept
online-you-proposed-dead = You proposed the dead groups.
online-claim = Claim the game
    .tooltip = Your opponent has been away too long
# A named player beside the side: $name, and $rating in this game (1500, with a question
# mark while provisional: 1500?).
online-name-rating = { $name } ({ $rating })
# After a rated game, a player's rating: the player's $name, the rating $before and $after
# the game, and the $difference (+162, -7, ±0).
online-rating-change = { $name }: { $before } → { $after }, { $difference }
# A game by the day's clock on the panel: $days days and $hours hours left, short.
online-clock-days = { $days }d { $hours }h
# In a game by the day, after the player's move: into the next game waiting for it.
online-next-game = Next game
    .tooltip = Into the game that has waited longest for your move
# A player on vacation: how long it still lasts ($left, as the clock shows it: 2d 5h).
online-on-vacation = on vacation for { $left } more
# Conditional moves in a game by the day, while the opponent is to move.
conditional-heading = Conditional moves
conditional-none = No conditional moves kept.
conditional-hint = A line a row: their move, your answer, their next, your answer...
# The first pair of a kept line: the opponent's move ($theirs) and the answer ($mine)...
conditional-first = If they play { $theirs }, answer { $mine }
# ...and each pair after it.
conditional-then = then { $theirs }, answer { $mine }
conditional-keep = Keep
    .tooltip = Send these lines in place of those kept: the server plays your answer at once when their move matches
conditional-clear = Clear
# Time left under a day in a list: $hours hours and $minutes minutes, short.
online-clock-hours-minutes = { $hours }h { $minutes }m

## The club screen: a server's live games followed on a wall screen.
club-waiting = No game is being played on this server: the next one appears here as it starts.
# The game shown and its room's code.
club-showing = { $game }, room { $code }
club-live-games = { $count ->
    [one] 1 live game
   *[other] { $count } live games
}
club-pinned = Pinned: { $code }
club-unpinned = The screen follows the live games again.
# Between an event's rounds: how far it is.
club-after-round = After round { $round } of { $rounds }
club-place = Place
club-player = Player
club-points = Points
club-buchholz = Buchholz
club-sonneborn-berger = Sonneborn-Berger
club-round-boards = Round { $round }
club-bye = { $name }: bye
