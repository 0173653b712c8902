# The online part of the game panel: the room, both players with their clocks, the
# connection, and what stands between the players.

# Before the room's code, shown large.
online-room = Kamer
online-waiting = Wachten op je tegenstander: stuur de link of de code.
# The buttons that copy the room's links; the tooltip is the link itself.
online-copy-link = Link kopiëren
online-copy-watch-link = Kijklink kopiëren
# Who sits in a seat, beside the side's name.
online-you = Jij
online-free-seat = (vrije plaats)
online-player = Speler
online-opponent = Tegenstander
# How long a player has been away, in seconds.
online-away = { $seconds } s weg
# The connection to the server ($server, its address).
online-connected = Verbonden
online-connected-watching = Verbonden: kijken
online-connecting = Verbinden met { $server }…
# $why is the system's reason, as it gave it; the next try in $seconds.
online-retrying = De server op { $server } is niet bereikbaar ({ $why }); nieuwe poging over { $seconds } s
# The server refused the room ($why, the server's sentence).
online-failed = { $why }.
# What the server refused, in the server's sentence.
online-refused = De server weigerde: { $refusal }
# What stands between the players, and the buttons that answer.
online-draw-offered = Je tegenstander biedt remise aan.
online-accept-draw = Remise aannemen
online-you-offered-draw = Je hebt remise aangeboden.
online-undo-asked = Je tegenstander vraagt de laatste zet terug te nemen.
online-allow-undo = Toestaan
online-you-asked-undo = Je hebt gevraagd de laatste zet terug te nemen.
# Medusa's dead groups proposed by the opponent: $stones lists them as the records write
# them, or none.
online-dead-proposed = Je tegenstander stelt deze dode groepen voor: { $stones }.
online-dead-proposed-none = Je tegenstander stelt deze dode groepen voor: geen.
online-accept-dead = Akkoord
online-you-proposed-dead = Je hebt de dode groepen voorgesteld.
online-claim = Partij opeisen
    .tooltip = Je tegenstander is te lang weg geweest
# A named player beside the side: $name, and $rating in this game (1500, with a question
# mark while provisional: 1500?).
online-name-rating = { $name } ({ $rating })
# After a rated game, a player's rating: the player's $name, the rating $before and $after
# the game, and the $difference (+162, -7, ±0).
online-rating-change = { $name }: { $before } → { $after }, { $difference }
# A game by the day's clock on the panel: $days days and $hours hours left, short.
online-clock-days = { $days }d { $hours }u
# In a game by the day, after the player's move: into the next game waiting for it.
online-next-game = Volgende partij
    .tooltip = Naar de partij die het langst op jouw zet wacht
# A player on vacation: how long it still lasts ($left, as the clock shows it: 2d 5h).
online-on-vacation = op vakantie, nog { $left }
# Conditional moves in a game by the day, while the opponent is to move.
conditional-heading = Voorwaardelijke zetten
conditional-none = Geen voorwaardelijke zetten bewaard.
conditional-hint = Eén reeks per regel: zijn zet, jouw antwoord, zijn volgende, jouw antwoord...
# The first pair of a kept line: the opponent's move ($theirs) and the answer ($mine)...
conditional-first = Als hij { $theirs } speelt, antwoord { $mine }
# ...and each pair after it.
conditional-then = dan { $theirs }, antwoord { $mine }
conditional-keep = Bewaren
    .tooltip = Deze regels sturen in plaats van de bewaarde: de server speelt je antwoord meteen als zijn zet overeenkomt
conditional-clear = Wissen
# Time left under a day in a list: $hours hours and $minutes minutes, short.
online-clock-hours-minutes = { $hours }u { $minutes }m

## The club screen: a server's live games followed on a wall screen.
club-waiting = Op deze server wordt nu niet gespeeld: de volgende partij verschijnt hier zodra ze begint.
# The game shown and its room's code.
club-showing = { $game }, kamer { $code }
club-live-games = { $count ->
    [one] 1 lopende partij
   *[other] { $count } lopende partijen
}
club-pinned = Vastgezet: { $code }
club-unpinned = Het scherm volgt weer de lopende partijen.
# Between an event's rounds: how far it is.
club-after-round = Na ronde { $round } van { $rounds }
club-place = Plaats
club-player = Speler
club-points = Punten
club-buchholz = Buchholz
club-sonneborn-berger = Sonneborn-Berger
club-round-boards = Ronde { $round }
club-bye = { $name }: vrij
