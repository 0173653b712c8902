# The Online page's lobby: the player's name, the open challenges, the games being played,
# the player's own games; and the chat of an online room.

# The player's name on the server. The first time: one field and Register, or a sign-in
# with a password (from another device).
name-label = Je naam
name-hint = Een naam om mee te spelen
name-register = Registreren
    .tooltip = Neem deze naam op de server: hij wordt op dit apparaat bewaard
name-sign-in = Inloggen
    .tooltip = Speel met een naam die je op een ander apparaat hebt geregistreerd, met het wachtwoord ervan
name-password = Wachtwoord
name-sign-in-instead = Inloggen met een wachtwoord
name-register-instead = Een nieuwe naam registreren
name-why = Kies een naam om andere spelers uit te dagen en hun uitdagingen aan te nemen.
# Once named: $name is the player's name.
name-playing-as = Je speelt als { $name }
name-other = Andere naam
    .tooltip = Speel op dit apparaat onder een andere naam: deze wordt hier vergeten
name-set-password = Wachtwoord instellen
    .tooltip = Met een wachtwoord kun je op een ander apparaat met deze naam inloggen
name-change-password = Wachtwoord wijzigen
name-has-password = Je hebt een wachtwoord.
name-new-password = Nieuw wachtwoord
name-set = Instellen

# The lobby: open challenges and games being played.
lobby-heading = Lobby
lobby-connect = Verbinden met de lobby
lobby-connecting = Verbinden met de lobby…
# $why is the system's or the server's reason, as it gave it.
lobby-unreachable = De lobby is niet bereikbaar ({ $why }); nieuwe poging…
lobby-challenge-button = Uitdagen
    .tooltip = Publiceer een uitdaging met het spel, de kleur en de klok die hierboven gekozen zijn: de eerste speler die haar aanneemt, speelt tegen je
lobby-rated = Met rating
    .tooltip = De partij verandert de rating van beide spelers
lobby-name-first = Registreer hierboven een naam om uit te dagen of een uitdaging aan te nemen.
lobby-publishing = Je uitdaging wordt gepubliceerd…
lobby-waiting = Je uitdaging staat open: wachten op een tegenstander…
lobby-cancel = Intrekken
lobby-challenges = Open uitdagingen
lobby-no-challenges = Geen open uitdagingen: maak er een.
# Instead of Play, beside the player's own challenge.
lobby-yours = (van jou)
lobby-play = Spelen
    .tooltip = Neem deze uitdaging aan en speel nu
# An open challenge in a line: the maker's $name and $rating (as 1500, with a question
# mark while provisional: 1500?), the $game's name, its $clock (as the clock choices read:
# "5 min + 5 s"), the side the player who accepts plays ($side: lobby-you-play or
# lobby-sides-random) and whether the game is rated ($rated: yes or no).
lobby-challenge = { $name } ({ $rating }): { $game }, { $clock }, { $side }, { $rated ->
        [yes] met rating
       *[no] zonder rating
    }
# The same, for a maker without a rating in the game.
lobby-challenge-unrated-player = { $name }: { $game }, { $clock }, { $side }, { $rated ->
        [yes] met rating
       *[no] zonder rating
    }
# $side: the side's name (White, Black).
lobby-you-play = jij speelt { $side }
lobby-sides-random = kleuren door loting
lobby-games = Partijen die gespeeld worden
lobby-no-games = Er worden geen partijen gespeeld.
lobby-watch = Kijken
# A game being played: the players' names ($first: the first seat's, $second: the other's),
# the $game's name, the $moves played and the $watchers.
lobby-game = { $first } – { $second }: { $game }, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }, { $watchers } kijkers
# A player without a name.
lobby-unnamed = iemand

# The player's own games.
my-games-heading = Mijn partijen
my-games-refresh = Tonen
my-games-none = Nog geen partijen.
my-games-resume = Verder
    .tooltip = Terug naar je plaats in deze partij
my-games-record = Notatie
    .tooltip = Open de notatie van de partij in de terugspeler, om haar na te spelen en te analyseren
# A game going on: the $game's name, the $opponent's name, the $moves played, and whose
# move it is ($turn: yours or theirs).
my-games-going = { $game } tegen { $opponent }, { $moves ->
        [one] { $moves } zet
       *[other] { $moves } zetten
    }: { $turn ->
        [yours] jij bent aan zet
       *[theirs] de ander is aan zet
    }
# A finished game: $result is the server's sentence, as it said it.
my-games-over = { $game } tegen { $opponent }: { $result }

# The chat of an online room, in a small window.
chat-title = Chat
chat-watchers-title = Chat van de kijkers
chat-none = Nog geen berichten.
# A line of chat: who said it ($name) and what ($text).
chat-line = { $name }: { $text }
chat-say = Zeg
chat-hint = Een bericht
chat-send = Versturen
chat-mute = Dempen
    .tooltip = Verberg de berichten van je tegenstander
chat-watchers-need-name = Registreer een naam waar je kiest om online te spelen, om met de andere kijkers te chatten.

# The games waiting for the player's move, on the Online page.
your-turn-heading = Jij bent aan zet
your-turn-refresh = Opnieuw
    .tooltip = De server opnieuw vragen welke partijen op jouw zet wachten
your-turn-none = Geen partij wacht op jouw zet.
your-turn-play = Spelen
    .tooltip = Naar deze partij, op jouw plaats
# A game waiting: the $game's name, the $opponent's name, and the time $left on your clock
# (as the clock shows it: 2d 5h, 4:05).
your-turn-line = { $game } tegen { $opponent }: nog { $left }
your-turn-line-no-clock = { $game } tegen { $opponent }
# The player's vacation, which stops the clocks of the games by the day.
vacation-go = Op vakantie
    .tooltip = Je klokken in alle correspondentiepartijen stilzetten voor de gekozen dagen; je tegenstanders zien het
# The $days chosen, and the $left days of vacation left in the last 365 days.
vacation-days = { $days ->
        [one] dag
       *[other] dagen
    } (nog { $left } dit jaar)
# On vacation: $left is how long it still lasts (2d 5h).
vacation-on = Op vakantie, nog { $left }
vacation-end = Vakantie beëindigen
vacation-none-left = Geen vakantiedagen meer dit jaar.
# How the player is told that a game by the day needs it, on the Online page.
notify-my-move = Laat me weten wanneer ik aan zet ben
    .tooltip-desktop = Een melding van je systeem zolang het spel draait, wanneer een tegenstander zet, een kwart van je tijd over is of een partij eindigt (en een e-mail, als je een adres gaf)
    .tooltip-browser = Een melding van deze browser, ook met de pagina dicht, wanneer een tegenstander zet, een kwart van je tijd over is of een partij eindigt
    .tooltip-mail = Een e-mail wanneer een tegenstander zet, een kwart van je tijd over is of een partij eindigt, als je een adres geeft
# How many of the player's browsers receive its notices ($count).
notify-browsers = { $count ->
        [0] Nog geen browser krijgt meldingen.
        [one] Eén browser krijgt meldingen.
       *[other] { $count } browsers krijgen meldingen.
    }
notify-this-browser = Ook deze browser
    .tooltip = Ook deze browser melden (hij vraagt het je eerst)
notify-email = E-mail:
notify-email-hint = je adres
notify-email-save = Bewaren
    .tooltip = Ook dit adres melden (leeg bewaard: geen e-mail); elk bericht heeft een link die ze stopt
