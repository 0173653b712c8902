# The rules page of Medea in the help window: paragraphs, then examples, each a caption over
# two small boards (before and after the move it names). The squares' names (d4, h2) are the
# board's own: keep them as they are. The chakras are the rings of coloured stone that make up
# a side's transmitter.

## Medea's rules.

rules-medea-introduction =
    Medea est le jeu de dames à transmetteur de Christian Freeling, sur les 64 cases d’un damier
    de 8 x 8. Blanc commence. Chaque camp a 18 pions et deux chakras : les anneaux de pierre
    colorée qui forment son transmetteur.
rules-medea-moves =
    Un pion avance d’une case, tout droit ou en diagonale. Un pion qui termine son coup sur la
    dernière rangée est promu dame ; une dame se déplace d’autant de cases qu’elle veut sur les
    huit directions, comme la dame aux échecs.
rules-medea-captures =
    Les prises se font uniquement le long des rangées et des colonnes. Un pion saute une pièce
    ennemie voisine, vers l’avant, sur le côté ou vers l’arrière, jusqu’à la case libre
    derrière elle ; une dame prend à distance. Une prise continue tant qu’elle le peut (rafle).
    La prise est obligatoire, et vous devez prendre le plus de pièces possible (une dame compte
    pour une). Les pièces prises restent en place jusqu’à la fin du coup (on ne peut pas les
    sauter deux fois), puis sont retirées ensemble.
rules-medea-transmitter =
    Le transmetteur : quand une pièce, pion ou dame, termine un coup sans prise sur un chakra
    libre de sa couleur, elle continue aussitôt jusqu’à son autre chakra. Si une pièce ennemie
    s’y trouve, elle est prise (prise par remplacement). Un chakra libre, de l’une ou l’autre
    couleur, est une case ordinaire, où l’on peut passer ou s’arrêter. Au lieu de déplacer une
    pièce, vous pouvez déplacer l’un de vos chakras libres d’une case dans n’importe quelle
    direction, quand aucune prise n’est possible.
rules-medea-end =
    Vous perdez quand vous n’avez plus de pièces, ou plus aucune qui puisse bouger. La même
    position pour la troisième fois, ou cinquante coups de chaque camp sans prise ni coup de
    pion, donnent la partie nulle ; deux personnes jouant sur le même écran peuvent aussi
    convenir de la nulle.
# The page says that the starting position is not Freeling's own.
rules-medea-reconstruction =
    La position de départ est une reconstitution : le schéma de Freeling est perdu. Les pions
    sont placés comme dans son jeu Dameo, et les chakras de chaque camp sur les deux cases que
    sa deuxième rangée laisse libres (a2 et h2, a7 et h7), là où son jeu Chakra les place.

## Medea's examples.

rules-medea-example-capture =
    Prise. Le pion en d4 pourrait prendre e4, mais il doit prendre le plus de pièces : d5, puis
    d7, pour finir en d8, où il est promu dame. Les pions pris restent sur le damier jusqu’à la
    fin du coup, puis sont retirés ensemble.
rules-medea-example-long-leap =
    La prise à distance de la dame. Une dame prend de loin le long des rangées et des
    colonnes : par-dessus une pièce ennemie, jusqu’à n’importe quelle case libre au-delà. Ici,
    elle prend e2, tourne en g2 et prend g5.
rules-medea-example-transmission =
    Transmission. Un pion entre sur le chakra blanc libre en a2 et continue aussitôt jusqu’à
    l’autre chakra blanc, h2.
rules-medea-example-replacement =
    Prise par remplacement. Un pion noir se trouve sur le chakra blanc h2 : le pion qui arrive
    par le transmetteur prend sa place, et il est pris. Tant qu’il s’y trouve, cette prise est
    obligatoire.
rules-medea-example-chakra-move =
    Un coup de chakra. Au lieu d’une pièce, déplacez l’un de vos chakras libres d’une case dans
    n’importe quelle direction, sur une case libre qui n’est pas un chakra.
