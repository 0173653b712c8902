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
command-last = dernier
command-moves = coups
command-help = aide

# $example is a move of this game as the records write it.
answer-help = Tapez un coup tel que les parties l’écrivent ({ $example }), ou demandez : case suivi d’une case (case { $cell }), pièces, dernier (le dernier coup), coups (les coups légaux), aide.
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
answer-pillars-pieces = Blanc a { $white ->
        [one] { $white } pièce
       *[other] { $white } pièces
    }, Noir { $black ->
        [one] { $black } pièce
       *[other] { $black } pièces
    }
