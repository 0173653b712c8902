# The Online page's lobby: the player's name, the open challenges, the games being played,
# the player's own games; and the chat of an online room.

# The player's name on the server. The first time: one field and Register, or a sign-in
# with a password (from another device).
name-label = Votre nom
name-hint = Un nom pour jouer
name-register = S’inscrire
    .tooltip = Prendre ce nom sur le serveur : il est conservé sur cet appareil
name-sign-in = Se connecter
    .tooltip = Jouer sous un nom inscrit sur un autre appareil, avec son mot de passe
name-password = Mot de passe
name-sign-in-instead = Se connecter avec un mot de passe
name-register-instead = Inscrire un nouveau nom
name-why = Choisissez un nom pour défier d’autres joueurs et relever leurs défis.
# Once named: $name is the player's name.
name-playing-as = Vous jouez sous le nom { $name }
name-other = Autre nom
    .tooltip = Jouer sous un autre nom sur cet appareil : celui-ci y est oublié
name-set-password = Définir un mot de passe
    .tooltip = Avec un mot de passe, vous pouvez vous connecter sous ce nom sur un autre appareil
name-change-password = Changer le mot de passe
name-has-password = Vous avez un mot de passe.
name-new-password = Nouveau mot de passe
name-set = Définir

# The lobby: open challenges and games being played.
lobby-heading = Salon
lobby-connect = Se connecter au salon
lobby-connecting = Connexion au salon…
# $why is the system's or the server's reason, as it gave it.
lobby-unreachable = Le salon est injoignable ({ $why }) ; nouvel essai…
lobby-challenge-button = Défier
    .tooltip = Publier un défi avec le jeu, le camp et la pendule choisis ci-dessus : le premier joueur qui l’accepte joue contre vous
lobby-rated = Classée
    .tooltip = La partie modifie le classement des deux joueurs
lobby-name-first = Inscrivez un nom ci-dessus pour défier ou relever un défi.
lobby-publishing = Publication de votre défi…
lobby-waiting = Votre défi est ouvert : en attente d’un adversaire…
lobby-cancel = Retirer
lobby-challenges = Défis ouverts
lobby-no-challenges = Aucun défi ouvert : lancez-en un.
# Instead of Play, beside the player's own challenge.
lobby-yours = (le vôtre)
lobby-play = Jouer
    .tooltip = Accepter ce défi et jouer maintenant
# An open challenge in a line: the maker's $name and $rating (as 1500, with a question
# mark while provisional: 1500?), the $game's name, its $clock (as the clock choices read:
# "5 min + 5 s"), the side the player who accepts plays ($side: lobby-you-play or
# lobby-sides-random) and whether the game is rated ($rated: yes or no).
lobby-challenge = { $name } ({ $rating }) : { $game }, { $clock }, { $side }, { $rated ->
        [yes] classée
       *[no] non classée
    }
# The same, for a maker without a rating in the game.
lobby-challenge-unrated-player = { $name } : { $game }, { $clock }, { $side }, { $rated ->
        [yes] classée
       *[no] non classée
    }
# $side: the side's name (White, Black).
lobby-you-play = vous jouez { $side }
lobby-sides-random = camps tirés au sort
lobby-games = Parties en cours
lobby-no-games = Aucune partie en cours.
lobby-watch = Regarder
# A game being played: the players' names ($first: the first seat's, $second: the other's),
# the $game's name, the $moves played and the $watchers.
lobby-game = { $first } – { $second } : { $game }, { $moves ->
        [one] { $moves } coup
        [many] { $moves } coups
       *[other] { $moves } coups
    }, { $watchers ->
        [one] { $watchers } spectateur
        [many] { $watchers } spectateurs
       *[other] { $watchers } spectateurs
    }
# A player without a name.
lobby-unnamed = quelqu’un

# The player's own games.
my-games-heading = Mes parties
my-games-refresh = Afficher
my-games-none = Aucune partie pour l’instant.
my-games-resume = Reprendre
    .tooltip = Retourner à votre place dans cette partie
my-games-record = Notation
    .tooltip = Ouvrir la notation de la partie dans le lecteur, pour la rejouer et l’analyser
# A game going on: the $game's name, the $opponent's name, the $moves played, and whose
# move it is ($turn: yours or theirs).
my-games-going = { $game } contre { $opponent }, { $moves ->
        [one] { $moves } coup
        [many] { $moves } coups
       *[other] { $moves } coups
    } : { $turn ->
        [yours] à vous de jouer
       *[theirs] à l’adversaire de jouer
    }
# A finished game: $result is the server's sentence, as it said it.
my-games-over = { $game } contre { $opponent } : { $result }

# The chat of an online room, in a small window.
chat-title = Discussion
chat-watchers-title = Discussion des spectateurs
chat-none = Aucun message pour l’instant.
# A line of chat: who said it ($name) and what ($text).
chat-line = { $name } : { $text }
chat-say = Dire
chat-hint = Un message
chat-send = Envoyer
chat-mute = Masquer
    .tooltip = Masquer les messages de votre adversaire
chat-watchers-need-name = Inscrivez un nom là où vous choisissez de jouer en ligne, pour discuter avec les autres spectateurs.

# The games waiting for the player's move, on the Online page.
your-turn-heading = À vous de jouer
your-turn-refresh = Actualiser
    .tooltip = Redemander au serveur quelles parties attendent votre coup
your-turn-none = Aucune partie n'attend votre coup.
your-turn-play = Jouer
    .tooltip = Dans cette partie, à votre place
# A game waiting: the $game's name, the $opponent's name, and the time $left on your clock
# (as the clock shows it: 2d 5h, 4:05).
your-turn-line = { $game } contre { $opponent } : { $left } restant
your-turn-line-no-clock = { $game } contre { $opponent }
# The player's vacation, which stops the clocks of the games by the day.
vacation-go = Partir en vacances
    .tooltip = Arrêter vos pendules dans toutes les parties par correspondance pendant les jours choisis ; vos adversaires le voient
# The $days chosen, and the $left days of vacation left in the last 365 days.
vacation-days = { $days ->
        [one] jour
       *[other] jours
    } ({ $left } restants cette année)
# On vacation: $left is how long it still lasts (2d 5h).
vacation-on = En vacances encore { $left }
vacation-end = Finir les vacances
vacation-none-left = Plus de jours de vacances cette année.
# How the player is told that a game by the day needs it, on the Online page.
notify-my-move = Me prévenir quand c’est à moi de jouer
    .tooltip-desktop = Une notification de votre système tant que le jeu tourne, quand un adversaire joue, qu’il reste un quart de votre temps ou qu’une partie se termine (et un e-mail, si vous avez donné une adresse)
    .tooltip-browser = Une notification de ce navigateur, même page fermée, quand un adversaire joue, qu’il reste un quart de votre temps ou qu’une partie se termine
    .tooltip-mail = Un e-mail quand un adversaire joue, qu’il reste un quart de votre temps ou qu’une partie se termine, si vous donnez une adresse
# How many of the player's browsers receive its notices ($count).
notify-browsers = { $count ->
        [0] Aucun navigateur n’est encore prévenu.
        [one] Un navigateur est prévenu.
       *[other] { $count } navigateurs sont prévenus.
    }
notify-this-browser = Ce navigateur aussi
    .tooltip = Prévenir aussi ce navigateur (il vous le demande d’abord)
notify-email = E-mail :
notify-email-hint = votre adresse
notify-email-save = Enregistrer
    .tooltip = Prévenir aussi cette adresse (vide : aucun e-mail) ; chaque message a un lien qui les arrête
