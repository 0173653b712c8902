# The rules pages of Medusa and Lotus in the help window: paragraphs, then examples, each a
# caption over two small boards (before and after the move it names). The cells' names (a4,
# k11) and Lotus's numbered points (5, 32) are the boards' own: keep them as they are.

## Medusa's rules.

rules-medusa-scoring =
    Deux joueurs, Blanc et Noir, jouent à tour de rôle ; Blanc commence. Le but est de marquer
    des points : à la fin, chaque joueur compte ses pierres sur le plateau, les cases libres des
    régions bordées uniquement par ses pierres, et le marqueur s’il se trouve de son côté.
rules-medusa-turn =
    Un tour a deux parties, toutes deux facultatives : d’abord poser une pierre sur une case
    libre, puis déplacer n’importe lesquels de vos groupes, chacun au plus une fois. Les pierres
    ne quittent jamais le plateau : un groupe qui perd sa dernière liberté (case voisine libre)
    se retourne et prend la couleur adverse.
rules-medusa-movement =
    Un groupe de deux pierres ou plus se déplace en faisant sauter l’une de ses pierres, le long
    d’une ligne, par-dessus une rangée continue de pierres amies, jusqu’à la première case libre
    au-delà. Un groupe qui s’est déplacé, ou qu’un groupe déplacé a touché, ne peut plus se
    déplacer pendant ce tour.
rules-medusa-end =
    Si vous terminez un tour sans poser de pierre, le marqueur avance d’un point vers vous. Un
    tour sans pose ni déplacement est un passe ; deux passes de suite terminent la partie. Les
    joueurs marquent alors les groupes morts (ils sont retournés) et la partie est décomptée.

## Medusa's examples.

rules-medusa-example-capture =
    Capture. Noir pose en a4 : le groupe blanc a1-a3 n’a plus de liberté et se retourne en
    noir, en commençant par la pierre la plus proche.
rules-medusa-example-second-reversal =
    Second retournement. La pierre noire a2 capture a1, mais le groupe capturant se retrouve
    alors lui-même sans liberté : il se retourne entièrement en blanc.
rules-medusa-example-movement =
    Déplacement. La pierre en k11 saute le long de sa ligne par-dessus la pierre amie en k12 et
    se pose sur la première case libre, k13. L’arrivée peut capturer, comme une pose.
rules-medusa-example-rosette =
    Rosette. Six pierres d’une même couleur autour d’un trou sombre forment une rosette : leur
    groupe ne peut jamais être capturé. Blanc prend la dernière liberté en a3, et rien ne se
    retourne.

## Lotus's rules.

rules-lotus-board =
    Lotus est le petit compagnon de Medusa, sur les 72 sommets du plateau de Kensington. Noir
    commence. Un tour est une pose ou un passe : il n’y a pas de déplacement.
rules-lotus-captures =
    Les captures fonctionnent comme dans Medusa : un groupe sans liberté se retourne, et un
    groupe capturant laissé sans liberté se retourne à son tour. Passer fait avancer le marqueur
    vers vous ; deux passes terminent la partie, puis les groupes morts sont marqués et la
    partie est décomptée de la même façon.

## Lotus's examples.

rules-lotus-example-capture =
    Capture. Noir pose en 5 : la pierre blanche en 1 n’a plus de liberté et se retourne.
rules-lotus-example-second-reversal =
    Second retournement. La pierre noire 5 capture 1, mais le groupe noir se retrouve alors
    sans liberté et devient blanc, pierre capturée comprise.
rules-lotus-example-lotus =
    Lotus. Six pierres aux sommets d’un hexagone forment un lotus : leur groupe ne peut jamais
    être capturé, même sans aucune liberté.
