# The online part of the game panel: the room, both players with their clocks, the
# connection, and what stands between the players.

# Before the room's code, shown large.
online-room = Raum
online-waiting = Warte auf deinen Gegner: Schick ihm den Link oder den Code.
# The buttons that copy the room's links; the tooltip is the link itself.
online-copy-link = Link kopieren
online-copy-watch-link = Zuschauer-Link kopieren
# Who sits in a seat, beside the side's name.
online-you = Du
online-free-seat = (freier Platz)
online-player = Spieler
online-opponent = Gegner
# How long a player has been away, in seconds.
online-away = seit { $seconds } s weg
# The connection to the server ($server, its address).
online-connected = Verbunden
online-connected-watching = Verbunden: als Zuschauer
online-connecting = Verbindung zu { $server }…
# $why is the system's reason, as it gave it; the next try in $seconds.
online-retrying = Der Server unter { $server } ist nicht erreichbar ({ $why }); neuer Versuch in { $seconds } s
# The server refused the room ($why, the server's sentence).
online-failed = { $why }.
# What the server refused, in the server's sentence.
online-refused = Der Server hat abgelehnt: { $refusal }
# What stands between the players, and the buttons that answer.
online-draw-offered = Dein Gegner bietet Remis an.
online-accept-draw = Remis annehmen
online-you-offered-draw = Du hast Remis angeboten.
online-undo-asked = Dein Gegner bittet darum, den letzten Zug zurücknehmen zu dürfen.
online-allow-undo = Erlauben
online-you-asked-undo = Du hast darum gebeten, den letzten Zug zurücknehmen zu dürfen.
# Medusa's dead groups proposed by the opponent: $stones lists them as the records write
# them, or none.
online-dead-proposed = Dein Gegner schlägt diese toten Gruppen vor: { $stones }.
online-dead-proposed-none = Dein Gegner schlägt diese toten Gruppen vor: keine.
online-accept-dead = Annehmen
online-you-proposed-dead = Du hast die toten Gruppen vorgeschlagen.
online-claim = Sieg beanspruchen
    .tooltip = Dein Gegner ist zu lange weg
# A named player beside the side: $name, and $rating in this game (1500, with a question
# mark while provisional: 1500?).
online-name-rating = { $name } ({ $rating })
# After a rated game, a player's rating: the player's $name, the rating $before and $after
# the game, and the $difference (+162, -7, ±0).
online-rating-change = { $name }: { $before } → { $after }, { $difference }
# A game by the day's clock on the panel: $days days and $hours hours left, short.
online-clock-days = { $days } T. { $hours } Std.
# In a game by the day, after the player's move: into the next game waiting for it.
online-next-game = Nächste Partie
    .tooltip = In die Partie, die am längsten auf deinen Zug wartet
# A player on vacation: how long it still lasts ($left, as the clock shows it: 2d 5h).
online-on-vacation = im Urlaub, noch { $left }
# Conditional moves in a game by the day, while the opponent is to move.
conditional-heading = Bedingte Züge
conditional-none = Keine bedingten Züge hinterlegt.
conditional-hint = Eine Zeile je Folge: sein Zug, deine Antwort, sein nächster, deine Antwort...
# The first pair of a kept line: the opponent's move ($theirs) and the answer ($mine)...
conditional-first = Wenn er { $theirs } spielt, antworte { $mine }
# ...and each pair after it.
conditional-then = dann { $theirs }, antworte { $mine }
conditional-keep = Hinterlegen
    .tooltip = Diese Zeilen statt der hinterlegten senden: der Server spielt deine Antwort sofort, wenn sein Zug passt
conditional-clear = Löschen
# Time left under a day in a list: $hours hours and $minutes minutes, short.
online-clock-hours-minutes = { $hours } Std. { $minutes } Min.

## The club screen: a server's live games followed on a wall screen.
club-waiting = Auf diesem Server wird gerade nicht gespielt: Die nächste Partie erscheint hier, sobald sie beginnt.
# The game shown and its room's code.
club-showing = { $game }, Raum { $code }
club-live-games = { $count ->
    [one] 1 laufende Partie
   *[other] { $count } laufende Partien
}
club-pinned = Festgehalten: { $code }
club-unpinned = Der Bildschirm folgt wieder den laufenden Partien.
# Between an event's rounds: how far it is.
club-after-round = Nach Runde { $round } von { $rounds }
club-place = Platz
club-player = Spieler
club-points = Punkte
club-buchholz = Buchholz
club-sonneborn-berger = Sonneborn-Berger
club-round-boards = Runde { $round }
club-bye = { $name }: spielfrei
