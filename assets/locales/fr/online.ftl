# The online part of the game panel: the room, both players with their clocks, the
# connection, and what stands between the players.

# Before the room's code, shown large.
online-room = Salle
online-waiting = En attente de votre adversaire : envoyez-lui le lien, ou le code.
# The buttons that copy the room's links; the tooltip is the link itself.
online-copy-link = Copier le lien
online-copy-watch-link = Copier le lien spectateur
# Who sits in a seat, beside the side's name.
online-you = Vous
online-free-seat = (place libre)
online-player = Joueur
online-opponent = Adversaire
# How long a player has been away, in seconds.
online-away = absent depuis { $seconds } s
# The connection to the server ($server, its address).
online-connected = Connecté
online-connected-watching = Connecté : spectateur
online-connecting = Connexion à { $server }…
# $why is the system's reason, as it gave it; the next try in $seconds.
online-retrying = Le serveur { $server } est injoignable ({ $why }) ; nouvel essai dans { $seconds } s
# The server refused the room ($why, the server's sentence).
online-failed = { $why }.
# What the server refused, in the server's sentence.
online-refused = Le serveur a refusé : { $refusal }
# What stands between the players, and the buttons that answer.
online-draw-offered = Votre adversaire propose la nulle.
online-accept-draw = Accepter la nulle
online-you-offered-draw = Vous avez proposé la nulle.
online-undo-asked = Votre adversaire demande à reprendre le dernier coup.
online-allow-undo = Autoriser
online-you-asked-undo = Vous avez demandé à reprendre le dernier coup.
# Medusa's dead groups proposed by the opponent: $stones lists them as the records write
# them, or none.
online-dead-proposed = Votre adversaire propose ces groupes morts : { $stones }.
online-dead-proposed-none = Votre adversaire propose ces groupes morts : aucun.
online-accept-dead = Accepter
online-you-proposed-dead = Vous avez proposé les groupes morts.
online-claim = Réclamer la partie
    .tooltip = Votre adversaire est absent depuis trop longtemps
# A named player beside the side: $name, and $rating in this game (1500, with a question
# mark while provisional: 1500?).
online-name-rating = { $name } ({ $rating })
# After a rated game, a player's rating: the player's $name, the rating $before and $after
# the game, and the $difference (+162, -7, ±0).
online-rating-change = { $name } : { $before } → { $after }, { $difference }
# A game by the day's clock on the panel: $days days and $hours hours left, short.
online-clock-days = { $days } j { $hours } h
# In a game by the day, after the player's move: into the next game waiting for it.
online-next-game = Partie suivante
    .tooltip = Dans la partie qui attend votre coup depuis le plus longtemps
# A player on vacation: how long it still lasts ($left, as the clock shows it: 2d 5h).
online-on-vacation = en vacances encore { $left }
# Conditional moves in a game by the day, while the opponent is to move.
conditional-heading = Coups conditionnels
conditional-none = Aucun coup conditionnel enregistré.
conditional-hint = Une suite par ligne : son coup, votre réponse, son coup suivant, votre réponse...
# The first pair of a kept line: the opponent's move ($theirs) and the answer ($mine)...
conditional-first = S'il joue { $theirs }, répondre { $mine }
# ...and each pair after it.
conditional-then = puis { $theirs }, répondre { $mine }
conditional-keep = Enregistrer
    .tooltip = Envoyer ces suites à la place des anciennes : le serveur joue votre réponse dès que son coup correspond
conditional-clear = Effacer
# Time left under a day in a list: $hours hours and $minutes minutes, short.
online-clock-hours-minutes = { $hours } h { $minutes } min

## The club screen: a server's live games followed on a wall screen.
club-waiting = Aucune partie ne se joue sur ce serveur : la prochaine apparaîtra ici dès son début.
# The game shown and its room's code.
club-showing = { $game }, salle { $code }
club-live-games = { $count ->
    [one] 1 partie en cours
   *[other] { $count } parties en cours
}
club-pinned = Épinglée : { $code }
club-unpinned = L’écran suit de nouveau les parties en cours.
# Between an event's rounds: how far it is.
club-after-round = Après la ronde { $round } sur { $rounds }
club-place = Place
club-player = Joueur
club-points = Points
club-buchholz = Buchholz
club-sonneborn-berger = Sonneborn-Berger
club-round-boards = Ronde { $round }
club-bye = { $name } : exempt
