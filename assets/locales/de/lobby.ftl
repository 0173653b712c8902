# The Online page's lobby: the player's name, the open challenges, the games being played,
# the player's own games; and the chat of an online room.

# The player's name on the server. The first time: one field and Register, or a sign-in
# with a password (from another device).
name-label = Dein Name
name-hint = Ein Name zum Spielen
name-register = Registrieren
    .tooltip = Diesen Namen auf dem Server belegen: Er wird auf diesem Gerät gespeichert
name-sign-in = Anmelden
    .tooltip = Mit einem Namen spielen, den du auf einem anderen Gerät registriert hast, mit seinem Passwort
name-password = Passwort
name-sign-in-instead = Mit Passwort anmelden
name-register-instead = Einen neuen Namen registrieren
name-why = Wähle einen Namen, um andere Spieler herauszufordern und ihre Herausforderungen anzunehmen.
# Once named: $name is the player's name.
name-playing-as = Du spielst als { $name }
name-other = Anderer Name
    .tooltip = Auf diesem Gerät unter einem anderen Namen spielen: Dieser wird hier vergessen
name-set-password = Passwort festlegen
    .tooltip = Mit einem Passwort kannst du dich auf einem anderen Gerät mit diesem Namen anmelden
name-change-password = Passwort ändern
name-has-password = Du hast ein Passwort.
name-new-password = Neues Passwort
name-set = Festlegen

# The lobby: open challenges and games being played.
lobby-heading = Lobby
lobby-connect = Mit der Lobby verbinden
lobby-connecting = Verbindung mit der Lobby…
# $why is the system's or the server's reason, as it gave it.
lobby-unreachable = Die Lobby ist nicht erreichbar ({ $why }); neuer Versuch…
lobby-challenge-button = Herausfordern
    .tooltip = Eine Herausforderung mit dem oben gewählten Spiel, der Seite und der Uhr veröffentlichen: Wer sie zuerst annimmt, spielt gegen dich
lobby-rated = Gewertet
    .tooltip = Die Partie verändert die Wertungszahlen beider Spieler
lobby-name-first = Registriere oben einen Namen, um herauszufordern oder eine Herausforderung anzunehmen.
lobby-publishing = Deine Herausforderung wird veröffentlicht…
lobby-waiting = Deine Herausforderung ist offen: Warten auf einen Gegner…
lobby-cancel = Zurückziehen
lobby-challenges = Offene Herausforderungen
lobby-no-challenges = Keine offenen Herausforderungen: Stelle eine.
# Instead of Play, beside the player's own challenge.
lobby-yours = (deine)
lobby-play = Spielen
    .tooltip = Diese Herausforderung annehmen und jetzt spielen
# An open challenge in a line: the maker's $name and $rating (as 1500, with a question
# mark while provisional: 1500?), the $game's name, its $clock (as the clock choices read:
# "5 min + 5 s"), the side the player who accepts plays ($side: lobby-you-play or
# lobby-sides-random) and whether the game is rated ($rated: yes or no).
lobby-challenge = { $name } ({ $rating }): { $game }, { $clock }, { $side }, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }
# The same, for a maker without a rating in the game.
lobby-challenge-unrated-player = { $name }: { $game }, { $clock }, { $side }, { $rated ->
        [yes] gewertet
       *[no] ungewertet
    }
# $side: the side's name (White, Black).
lobby-you-play = du spielst { $side }
lobby-sides-random = Seiten werden ausgelost
lobby-games = Laufende Partien
lobby-no-games = Keine laufenden Partien.
lobby-watch = Zuschauen
# A game being played: the players' names ($first: the first seat's, $second: the other's),
# the $game's name, the $moves played and the $watchers.
lobby-game = { $first } – { $second }: { $game }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $watchers } Zuschauer
# A player without a name.
lobby-unnamed = jemand

# The player's own games.
my-games-heading = Meine Partien
my-games-refresh = Anzeigen
my-games-none = Noch keine Partien.
my-games-resume = Fortsetzen
    .tooltip = Zurück an deinen Platz in dieser Partie
my-games-record = Notation
    .tooltip = Die Notation der Partie in der Wiedergabe öffnen, um sie nachzuspielen und zu analysieren
# A game going on: the $game's name, the $opponent's name, the $moves played, and whose
# move it is ($turn: yours or theirs).
my-games-going = { $game } gegen { $opponent }, { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }: { $turn ->
        [yours] du bist am Zug
       *[theirs] der Gegner ist am Zug
    }
# A finished game: $result is the server's sentence, as it said it.
my-games-over = { $game } gegen { $opponent }: { $result }

# The chat of an online room, in a small window.
chat-title = Chat
chat-watchers-title = Chat der Zuschauer
chat-none = Noch keine Nachrichten.
# A line of chat: who said it ($name) and what ($text).
chat-line = { $name }: { $text }
chat-say = Sagen
chat-hint = Eine Nachricht
chat-send = Senden
chat-mute = Stummschalten
    .tooltip = Die Nachrichten deines Gegners ausblenden
chat-watchers-need-name = Registriere einen Namen dort, wo du das Spiel online wählst, um mit den anderen Zuschauern zu chatten.

# The games waiting for the player's move, on the Online page.
your-turn-heading = Du bist am Zug
your-turn-refresh = Erneut
    .tooltip = Den Server erneut fragen, welche Partien auf deinen Zug warten
your-turn-none = Keine Partie wartet auf deinen Zug.
your-turn-play = Spielen
    .tooltip = In diese Partie, auf deinen Platz
# A game waiting: the $game's name, the $opponent's name, and the time $left on your clock
# (as the clock shows it: 2d 5h, 4:05).
your-turn-line = { $game } gegen { $opponent }: noch { $left }
your-turn-line-no-clock = { $game } gegen { $opponent }
# The player's vacation, which stops the clocks of the games by the day.
vacation-go = In den Urlaub
    .tooltip = Deine Uhren in allen Fernpartien für die gewählten Tage anhalten; deine Gegner sehen es
# The $days chosen, and the $left days of vacation left in the last 365 days.
vacation-days = { $days ->
        [one] Tag
       *[other] Tage
    } (noch { $left } in diesem Jahr)
# On vacation: $left is how long it still lasts (2d 5h).
vacation-on = Im Urlaub, noch { $left }
vacation-end = Urlaub beenden
vacation-none-left = Keine Urlaubstage mehr in diesem Jahr.
# How the player is told that a game by the day needs it, on the Online page.
notify-my-move = Sag mir, wenn ich am Zug bin
    .tooltip-desktop = Eine Benachrichtigung deines Systems, solange das Spiel läuft, wenn ein Gegner zieht, ein Viertel deiner Zeit bleibt oder eine Partie endet (und eine E-Mail, wenn du eine Adresse angegeben hast)
    .tooltip-browser = Eine Benachrichtigung dieses Browsers, auch bei geschlossener Seite, wenn ein Gegner zieht, ein Viertel deiner Zeit bleibt oder eine Partie endet
    .tooltip-mail = Eine E-Mail, wenn ein Gegner zieht, ein Viertel deiner Zeit bleibt oder eine Partie endet, sofern du eine Adresse angibst
# How many of the player's browsers receive its notices ($count).
notify-browsers = { $count ->
        [0] Noch kein Browser wird benachrichtigt.
        [one] Ein Browser wird benachrichtigt.
       *[other] { $count } Browser werden benachrichtigt.
    }
notify-this-browser = Auch dieser Browser
    .tooltip = Auch diesen Browser benachrichtigen (er fragt dich zuerst)
notify-email = E-Mail:
notify-email-hint = deine Adresse
notify-email-save = Speichern
    .tooltip = Auch diese Adresse benachrichtigen (leer gespeichert: keine E-Mail); jede Nachricht hat einen Link, der sie abbestellt
