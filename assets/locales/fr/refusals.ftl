# Why a move, a click on the board or a move typed cannot be played: the rules' reasons, and
# the screen's. Shown under the game's status (in a lesson, in its window, with a capital
# first letter) and after a typed move. Squares and points are written as the records write
# them (j11, c3); $side is a side's name (White, Black), $piece a piece's name from games.ftl,
# $game a game's name.
# (En français, le nom de la pièce a un genre : pour les Piliers de Méduse, les phrases disent
# « la pièce en f3 (Tour) » ; pour Medea, l’article et l’adjectif suivent pion ou dame.)

## Every game.

# A move of another game, or a draw asked in a game without draws by agreement.
refusal-not-this-game = ce n’est pas un coup de { $game }
# The board's clicks when the match on it is another game.
refusal-not-a-game-of = ce n’est pas une partie de { $game }
refusal-no-such-seat = il y a deux joueurs : ce joueur n’existe pas
refusal-no-own-move = vous n’avez aucun coup à annuler
refusal-nothing-to-undo = il n’y a rien à annuler
# A click on the board when nobody at this screen is to play: a record looked at, a game
# over, the opponent or the computer to move ($side), or a game watched online.
refusal-viewing = c’est une partie enregistrée : parcourez-la avec la barre de relecture, ou reprenez le jeu à partir d’ici
# How an online game ended, in the server's sentence ($result, in English).
refusal-ended = la partie est terminée : { $result }
refusal-over-online = la partie est terminée
refusal-over = la partie est terminée : commencez une nouvelle partie, ou annulez
refusal-watching = vous regardez cette partie
refusal-wait-opponent = patientez : votre adversaire joue { $side }
refusal-wait-computer = patientez : l’ordinateur joue { $side }
# The rules' own sentence, in English ($reason), where they give no reason of their own to
# translate: a move or turn typed that cannot be read (a Medusa turn, the words after
# "resign"), a new game they cannot set up, a step of a lesson that cannot be played (the
# course's fault), and a move of a lesson refused.
refusal-unreadable = illisible : { $reason }
refusal-set-up = cette partie ne peut pas commencer : { $reason }
refusal-lesson = cette étape de la leçon ne peut pas être jouée : { $reason }
refusal-rules = les règles ne le permettent pas : { $reason }

## Medusa and Lotus. $point, $from, $to, $by, $landing and $over are points.

refusal-medusa-game-over = la partie est terminée
refusal-medusa-marking = les pierres mortes sont en cours de marquage : acceptez le marquage ou reprenez le jeu
refusal-medusa-not-marking = aucune pierre morte n’est en cours de marquage
refusal-medusa-not-a-point = { $point } n’est pas sur le plateau
# A point that is not on the board, by its number.
refusal-medusa-point-number = point nº { $number }
refusal-medusa-occupied = il y a déjà une pierre en { $point }
refusal-medusa-already-placed = vous avez déjà posé une pierre pendant ce tour
refusal-medusa-placement-after-movement = dans un tour, la pose vient avant le déplacement
refusal-medusa-turn-started = vous avez déjà joué pendant ce tour, vous ne pouvez donc pas passer : terminez plutôt votre tour
refusal-medusa-no-movement = dans ce jeu, les pierres ne se déplacent pas
refusal-medusa-no-stone = il n’y a pas de pierre en { $point }
refusal-medusa-not-your-stone = la pierre en { $point } est à votre adversaire
refusal-medusa-single-stone = la pierre en { $point } est seule : une pierre isolée ne peut pas se déplacer
refusal-medusa-group-moved = le groupe en { $point } s’est déjà déplacé pendant ce tour, ou un groupe déplacé l’a rejoint
refusal-medusa-not-on-a-line = { $from } et { $to } ne sont pas sur une même ligne
refusal-medusa-nothing-to-jump = la pierre en { $from } n’a aucune pierre amie à sauter en direction de { $to }
refusal-medusa-path-blocked = le chemin de { $from } vers { $to } est barré par la pierre adverse en { $by }
refusal-medusa-path-leaves-board = la rangée de pierres de { $from } vers { $to } sort du plateau
refusal-medusa-wrong-landing = la pierre en { $from } se poserait en { $landing }, la première case libre, et non en { $to }
refusal-medusa-no-group = il n’y a pas de groupe à marquer en { $point }
refusal-medusa-already-accepted = { $side } a déjà accepté le marquage
# A stone clicked to move that has no landing: no friend beside it along a line, or every
# row of friends from it ($rows: one or more of the two messages after it) ends without one.
refusal-medusa-no-friend-beside = la pierre en { $point } n’a aucune pierre amie à côté d’elle le long d’une ligne
refusal-medusa-nowhere-to-land = la pierre en { $point } n’a nulle part où se poser : { $rows }
refusal-medusa-row-blocked = la rangée passant par { $over } s’arrête sur la pierre adverse en { $by }
refusal-medusa-row-edge = la rangée passant par { $over } sort du plateau
# Rows one after the other: the first ($row), then the others ($rest).
refusal-medusa-rows = { $row } ; { $rest }
# A click on a vacant cell after the player chose to move a group first.
refusal-medusa-placement-skipped = vous avez choisi de déplacer sans poser : annulez pour poser une pierre
# A click in the middle of a site, where no stone goes.
refusal-medusa-dark-hex = les hexagones sombres ne sont pas des cases : une pierre se pose sur une case claire
refusal-lotus-hexagon-middle = le centre d’un hexagone n’est pas un point : une pierre se pose là où les lignes se croisent

## Medea. $square, $from, $to and $at are squares; $piece is a man or a king, and $colour its
## colour as the records write it (white, black), for choosing the words.

refusal-medea-game-over = la partie est terminée : aucun coup ne peut suivre
refusal-medea-move-missing = le coup manque
# $written: what was typed, quoted.
refusal-medea-not-a-square = { $written } n’est pas une case (de a1 à h8)
refusal-medea-not-a-move = { $written } n’est pas un coup : un coup s’écrit comme c3-d4, d4xd6 ou Ca2-b3
refusal-medea-too-long = une prise indique au plus { $count ->
        [one] une case
       *[other] { $count } cases
    }
refusal-medea-no-piece = il n’y a pas de pièce en { $square }
refusal-medea-not-yours = { $piece ->
        [dame] la dame { $colour ->
            [white] blanche
           *[other] noire
        }
       *[other] le { $piece } { $colour ->
            [white] blanc
           *[other] noir
        }
    } en { $square } n’est pas à vous
refusal-medea-not-a-chakra = il n’y a pas de chakra en { $square }
refusal-medea-not-your-chakra = le chakra en { $square } est à { $side }, pas à vous
refusal-medea-chakra-occupied = le chakra en { $square } est occupé par { $piece ->
        [dame] une dame { $colour ->
            [white] blanche
           *[other] noire
        }
       *[other] un { $piece } { $colour ->
            [white] blanc
           *[other] noir
        }
    } : seul un chakra libre se déplace
refusal-medea-chakra-step = un chakra se déplace d’une case dans n’importe quelle direction, pas de { $from } à { $to }
refusal-medea-chakra-onto-chakra = un chakra ne peut pas aller sur un autre chakra ({ $square })
refusal-medea-occupied = la case { $square } est déjà occupée
refusal-medea-man-step = un pion avance d’une case, tout droit ou en diagonale, pas de { $from } à { $to }
refusal-medea-king-line = une dame se déplace le long d’une rangée, d’une colonne ou d’une diagonale, pas de { $from } à { $to }
refusal-medea-blocked = le chemin de { $from } à { $to } est barré en { $at }
refusal-medea-write-with-x = c’est une prise : écrivez-la avec x ({ $from }x{ $to })
# The piece on $square must capture $count pieces instead.
refusal-medea-capture-compulsory = la prise est obligatoire : { $piece ->
        [dame] la
       *[other] le
    } { $piece } en { $square } prend { $count ->
        [one] une pièce
       *[other] { $count } pièces
    }
refusal-medea-replacement-compulsory = la prise est obligatoire : { $from }-{ $to } prend par remplacement { $piece ->
        [dame] la dame { $colour ->
            [white] blanche
           *[other] noire
        }
       *[other] le { $piece } { $colour ->
            [white] blanc
           *[other] noir
        }
    } en { $square }
refusal-medea-majority = une prise de { $available ->
        [one] { $available } pièce
       *[other] { $available } pièces
    } est possible : la prise majoritaire est obligatoire (celle-ci en prend { $taken })
refusal-medea-not-orthogonal = les prises se font le long des rangées et des colonnes seulement, pas de { $from } à { $to }
refusal-medea-short-leap = un pion saute une pièce voisine jusqu’à la case juste derrière, pas de { $from } à { $to }
refusal-medea-immobile = { $piece ->
        [dame] la dame { $colour ->
            [white] blanche
           *[other] noire
        }
       *[other] le { $piece } { $colour ->
            [white] blanc
           *[other] noir
        }
    } en { $square } n’a aucun coup
refusal-medea-chakra-immobile = le chakra en { $square } n’a nulle part où aller
refusal-medea-nothing-to-jump = il n’y a aucune pièce à sauter entre { $from } et { $to }
refusal-medea-two-pieces = un saut prend une seule pièce à la fois : il y en a plus d’une entre { $from } et { $to }
refusal-medea-own-piece = on ne saute jamais ses propres pièces (la pièce en { $square })
refusal-medea-jumped-twice = la pièce en { $square } est déjà prise dans ce coup : aucune pièce n’est sautée deux fois
refusal-medea-landing-occupied = un saut ne peut pas arriver en { $square } : la case est occupée
refusal-medea-unfinished = la prise doit continuer depuis { $square } : une prise se poursuit tant qu’elle peut prendre davantage
refusal-medea-not-legal = ce coup n’est pas permis ici

## Pillars of Medusa. $square, $from, $to and $through are squares; $piece, $captured and
## $asked are pieces' names; $wing is the file of a castling's corner (a, k).

refusal-pillars-game-over = la partie est terminée
# The Morph in another piece's form ($piece).
refusal-pillars-morph-form = { $piece }-Morph
refusal-pillars-empty = il n’y a pas de pièce en { $square }
refusal-pillars-not-yours = la pièce en { $square } ({ $piece }) est à { $side }, pas à vous
refusal-pillars-frozen = la pièce en { $square } ({ $piece }) est changée en pierre
refusal-pillars-own-piece = votre propre pièce ({ $piece }) occupe { $square }
refusal-pillars-unreachable = la pièce en { $square } ({ $piece }) ne peut pas aller en { $to }
refusal-pillars-not-the-morph = seul le Morph peut prendre une autre forme, et la pièce en { $square } ({ $piece }) n’est pas le Morph
refusal-pillars-no-capture = le Morph ne prend une autre forme qu’en prenant une pièce, et il n’y a rien à prendre en { $square }
refusal-pillars-wrong-form = le Morph peut prendre la forme de la pièce qu’il prend, ici { $captured }, pas { $asked }
refusal-pillars-no-change = prendre la forme de la pièce prise ({ $piece }) ne change rien : écrivez la prise seule
# The piece on $square would attack the King.
refusal-pillars-king-in-check = votre Roi serait en échec par la pièce en { $square } ({ $piece })
refusal-pillars-castling-squares = le roque du côté { $wing } amène le Roi de { $from } à { $to }
refusal-pillars-castling-right-lost = { $side } ne peut plus roquer du côté { $wing } : le Roi ou cette Tour a déjà bougé
refusal-pillars-castling-blocked = pour roquer, les cases entre le Roi et la Tour doivent être vides, et une pièce ({ $piece }) occupe { $square }
refusal-pillars-castling-out-of-check = le Roi ne peut pas roquer pour sortir d’un échec (échec par la pièce en { $square }, { $piece })
refusal-pillars-castling-through-attack = le Roi ne peut pas roquer en passant par { $through } ni en y arrivant : cette case est attaquée par la pièce en { $square } ({ $piece })
# $written: what was typed, quoted; $move the move as the records write it.
refusal-pillars-not-a-move = { $written } n’est pas un coup (les coups s’écrivent comme e3-e5, c8xd8, b7xc8=D, O-O-A)
refusal-pillars-capture-mark = { $written } marque mal la prise : écrivez { $move }
# A piece clicked that cannot move: turned to stone by the Medusa on $medusa (or by one not
# found), or without a legal move, its King in check or not.
refusal-pillars-frozen-by = la pièce en { $square } ({ $piece }) est changée en pierre par la Méduse en { $medusa } : elle ne peut pas bouger
refusal-pillars-frozen-still = la pièce en { $square } ({ $piece }) est changée en pierre : elle ne peut pas bouger
refusal-pillars-no-move-in-check = la pièce en { $square } ({ $piece }) n’a aucun coup légal : votre Roi est en échec
refusal-pillars-no-move = la pièce en { $square } ({ $piece }) n’a aucun coup légal : chacun de ses coups laisserait votre Roi en échec, ou elle est bloquée
