# The rules page of Pillars of Medusa in the help window: an introduction, the legend of the
# pieces (written with the game's panel), paragraphs, then examples, each a caption over two
# small boards (before and after the move it names). The squares' names (c1, f4) and the
# moves as the records write them ("S-G9 mate") are the board's own: keep them as they are.
# The pieces' names (Medusa, Morph, Sword, Tower, Horse, Advisor, Mounted Advisor, Queen,
# King, Serpent, Pillar) are the game's own and are capitalised as names.
# (En français : Méduse, Morph, Épée, Tour, Cheval, Conseiller, Conseiller à cheval, Dame,
# Roi, Serpent, Pilier.)

rules-pillars-introduction =
    Piliers de Méduse est la variante d’échecs de Gary K. Gifford, sur 11 x 11 cases. Chaque
    camp a 26 pièces : l’armée des échecs, trois pièces composées des Grands échecs turcs, et
    deux inventions, la Méduse et le Morph. Blanc commence. Le mat gagne et, comme aux échecs,
    vous ne pouvez jamais laisser votre Roi en échec. Toutes les pièces prennent comme elles
    se déplacent, sauf l’Épée.

## Pillars of Medusa's rules, under the legend of the pieces.

rules-pillars-gaze =
    Le regard de la Méduse : toute pièce ennemie sur l’une des huit cases voisines d’une Méduse
    est changée en pierre. Elle ne peut ni se déplacer, ni prendre, ni roquer, ni être promue,
    et n’attaque rien : elle ne donne pas échec et ne défend rien. Elle bloque toujours les
    lignes et peut être prise. Seule compte la case où une pièce termine son coup. Quand la
    Méduse s’en va ou est prise, les pièces reprennent vie aussitôt. Toute Méduse a ce regard,
    et les Méduses ne sont jamais changées en pierre : un Roi ne peut donc pas se placer à côté
    d’une Méduse ennemie. Pétrifier la pièce qui donne échec est une façon de parer l’échec.
rules-pillars-morph =
    Le Morph commence en Conseiller et porte un anneau de jade. Quand il prend, vous pouvez le
    changer en une pièce du type pris, et il reste le Morph : choisissez-la sur le plateau, à
    côté de la case, ou cliquez de nouveau sur la case pour garder sa forme. S’il prend le Morph
    ennemi et adopte sa forme, il perd son pouvoir et devient une pièce ordinaire. Il ne devient
    jamais Roi.
rules-pillars-swords =
    Les Épées se déplacent comme des pions, sans prise en passant. Une Épée qui atteint la
    dernière rangée devient toujours une Méduse (une Épée-Morph aussi, mais une Méduse
    ordinaire).
rules-pillars-castling =
    Le roque : le Roi et une Tour qui n’ont pas bougé échangent leurs cases (cliquez sur le Roi,
    puis sur le coin de la Tour), si toutes les cases entre eux sont vides, si aucun des deux
    n’est changé en pierre, si le Roi n’est pas en échec et si aucune case qu’il traverse ou
    sur laquelle il arrive n’est attaquée.
rules-pillars-draw =
    La partie est nulle en cas de pat, de même position pour la troisième fois, de 100
    demi-coups de suite sans prise ni coup d’Épée, ou s’il ne reste que les deux Rois. Deux
    personnes jouant sur le même écran peuvent aussi convenir de la nulle.
# The page says that the starting position is not the inventor's own.
rules-pillars-reconstruction =
    La position de départ est une reconstitution : les diagrammes de l’inventeur sont perdus.
    Elle suit les indications de son texte (le Conseiller à cheval en d1, le Serpent en g1, des
    Épées en d2, e3 et f4) et rejoue sa partie d’exemple en 25 coups. Celle-ci se termine par
    « S-G9 mate », mais selon ces règles ce n’est qu’un échec : Noir peut changer le Serpent en
    pierre avec la Méduse.

## Pillars of Medusa's examples.

rules-pillars-example-gaze =
    Le regard. La Méduse blanche va en f4, à côté du Cheval en e5 et du Serpent en g5 : tous
    deux sont changés en pierre. Ils ne peuvent plus bouger et n’attaquent rien tant qu’elle
    reste là.
rules-pillars-example-morph =
    Le Morph, pour l’instant Conseiller, prend la Tour en e5 et choisit de devenir une Tour. Il
    reste le Morph.
rules-pillars-example-castling =
    Le roque. Le Roi et la Tour échangent leurs cases : le Roi va dans le coin, la Tour en f1.
rules-pillars-example-promotion =
    Promotion. Une Épée arrivée sur la dernière rangée devient une Méduse, et son regard agit
    aussitôt : le Cheval en d11 est changé en pierre.
