# The move box in the game panel, where a move is typed as the records write it, or a question
# about the board is asked; and the answers, which a screen reader also hears.

move-box-label = Coup
    .tooltip = M : tapez un coup tel que les parties l’écrivent, ou une question (aide les énumère)
# Under the box: the legal moves that begin as typed.
move-box-completions = { $moves }
move-box-play = Jouer
# The words of the questions, typed in this language (English's are understood too).
command-cell = case
command-pieces = pièces
command-groups = groupes
command-score = score
command-clock = pendule
command-last = dernier
command-moves = coups
command-help = aide

# $example is a move of this game as the records write it.
answer-help = Tapez un coup tel que les parties l’écrivent ({ $example }), ou demandez : case suivi d’une case (case { $cell }), pièces, score, pendule, dernier (le dernier coup), coups (les coups légaux), aide.
# The same in Medusa and Lotus, which have groups.
answer-help-groups = Tapez un coup tel que les parties l’écrivent ({ $example }), ou demandez : case suivi d’une case (case { $cell }), pièces, groupes (les groupes et leurs libertés), score, pendule, dernier (le dernier coup), coups (les coups légaux), aide.
answer-no-cell = Il n’y a pas de case { $cell } sur ce plateau.
answer-last = Le dernier coup : { $move }
answer-no-last = Aucun coup n’a encore été joué.
# $moves lists them; when they are many, only the first ones are listed.
answer-moves = { $count ->
        [one] Un coup légal : { $moves }
       *[other] { $count } coups légaux : { $moves }
    }
answer-no-moves = Aucun coup n’est jouable pour l’instant.
# A move that could not be played: $typed as typed, $why the reason.
answer-refused = { $typed } : { $why }
answer-empty = { $cell } : vide
# Asked for groups in a game without them; $game is the game's name.
answer-no-groups = Il n’y a pas de groupes dans { $game } : demandez pièces, ou case suivi d’une case.

## The clocks, as the panel shows them: each side's time, the first player first. $first-time
## and $second-time are one of the answer-time messages.
answer-clock = { $first } { $first-time }, { $second } { $second-time }, à { $to-move } de jouer
# Before both players are seated, while dead groups are marked, and once the game is over.
answer-clock-stopped = { $first } { $first-time }, { $second } { $second-time }, les pendules sont arrêtées
answer-no-clock = Cette partie n’a pas de pendule.
answer-time-seconds = { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
answer-time-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
answer-time-hours = { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    } { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
answer-time-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } { $hours ->
        [one] { $hours } heure
       *[other] { $hours } heures
    }

## Medusa and Lotus.
answer-medusa-stone = { $cell } : pierre de { $side }, dans un groupe de { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    } { $liberties ->
        [0] sans liberté
        [one] avec { $liberties } liberté
       *[other] avec { $liberties } libertés
    }
answer-medusa-rosette = { $cell } : pierre de { $side }, dans un groupe avec une rosette (il ne peut pas être capturé)
# The groups of the side to move, then one line per group: the groups with the fewest
# liberties first, each named by one of its stones ($cell).
answer-medusa-groups-own = { $count ->
        [one] Votre seul groupe ({ $side }) :
       *[other] Vos { $count } groupes ({ $side }), ceux qui ont le moins de libertés d’abord :
    }
answer-medusa-groups = { $count ->
        [one] À { $side } de jouer, un groupe :
       *[other] À { $side } de jouer, { $count } groupes, ceux qui ont le moins de libertés d’abord :
    }
answer-medusa-no-groups = À { $side } de jouer, sans aucune pierre sur le plateau.
answer-medusa-group = { $cell } : { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    }, { $liberties ->
        [0] aucune liberté
        [one] { $liberties } liberté
       *[other] { $liberties } libertés
    }
# A group with one liberty left, at $liberty.
answer-medusa-group-atari = { $cell } : { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    }, en atari : sa dernière liberté est { $liberty }
answer-medusa-group-rosette = { $cell } : { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    } avec une rosette (le groupe ne peut pas être capturé)
# An opponent's group in atari, its last liberty at $liberty.
answer-medusa-atari = Groupe de { $side } en atari en { $cell } : { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    }, sa dernière liberté est { $liberty }
answer-medusa-no-atari = Aucun groupe de { $side } n’est en atari.
# The count: $when is "now" (as the board stands), "marking" (the dead groups as marked
# reversed) or "final" (the game is over); $first and $second are answer-medusa-tally.
answer-medusa-count = { $when ->
        [final] Décompte final
        [marking] Le décompte si le marquage est accepté
       *[now] Le décompte du plateau tel qu’il est
    } : { $first } ; { $second }
answer-medusa-tally = { $side } { $total ->
        [one] { $total } point
       *[other] { $total } points
    } ({ $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    }, territoire { $territory }, marqueur { $marker })
# Where the marker stands ($points towards $side), where the track ends ($end each way),
# and the komi (the points $komi-side started with).
answer-medusa-marker = { $points ->
        [0] Le marqueur est au centre
        [one] Le marqueur est à { $points } point vers { $side }
       *[other] Le marqueur est à { $points } points vers { $side }
    } (la piste va jusqu’à { $end } de chaque côté) ; komi : { $komi ->
        [0] aucun
        [one] { $komi } point pour { $komi-side }
       *[other] { $komi } points pour { $komi-side }
    }. Chaque tour terminé sans pose avance le marqueur d’un point vers le joueur de ce tour.
answer-medusa-pieces = Noir a { $black ->
        [one] { $black } pierre
       *[other] { $black } pierres
    } sur le plateau, Blanc { $white ->
        [one] { $white } pierre
       *[other] { $white } pierres
    }

## Medea.
answer-medea-piece = { $cell } : { $piece } de { $side }
answer-medea-chakra = { $cell } : un chakra de { $side }
answer-medea-pieces = Blanc a { $white-men ->
        [one] { $white-men } pion
       *[other] { $white-men } pions
    } et { $white-kings ->
        [one] { $white-kings } dame
       *[other] { $white-kings } dames
    }, Noir { $black-men ->
        [one] { $black-men } pion
       *[other] { $black-men } pions
    } et { $black-kings ->
        [one] { $black-kings } dame
       *[other] { $black-kings } dames
    }

## Pillars of Medusa.
# (« en pierre » plutôt que « changé(e) en pierre » : le nom de la pièce a un genre.)
answer-pillars-piece = { $cell } : { $piece } de { $side }
answer-pillars-frozen = { $cell } : { $piece } de { $side }, en pierre
# The material: the pieces of each side, and how many of them are turned to stone.
answer-pillars-material = Blanc a { $white ->
        [one] { $white } pièce
       *[other] { $white } pièces
    } ({ $white-stone ->
        [0] aucune en pierre
       *[other] { $white-stone } en pierre
    }), Noir { $black ->
        [one] { $black } pièce
       *[other] { $black } pièces
    } ({ $black-stone ->
        [0] aucune en pierre
       *[other] { $black-stone } en pierre
    })
answer-pillars-pieces = Blanc a { $white ->
        [one] { $white } pièce
       *[other] { $white } pièces
    }, Noir { $black ->
        [one] { $black } pièce
       *[other] { $black } pièces
    }
