# The pillars course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/pillars.json.
lessons-pillars-title = Apprendre Piliers de Méduse

## swords-and-old-friends

lessons-pillars-stage-swords-and-old-friends = Épées, Tours, Chevaux et Conseillers
lessons-pillars-step-sword-double-step = Une Épée avance tout droit et, depuis sa 2e ou 3e rangée, peut avancer de deux cases : jouez l’Épée de e2 en e4.
lessons-pillars-step-sword-double-step-hint = L’Épée en e2 est sur votre 2e rangée : elle peut donc avancer de deux cases d’un coup.
lessons-pillars-step-sword-capture = Une Épée prend une case en diagonale vers l’avant : prenez le Cheval noir.
lessons-pillars-step-sword-capture-hint = Le Cheval en d3 est une case devant votre Épée, en diagonale.
lessons-pillars-step-tower = La Tour se déplace de n’importe quelle distance le long d’une rangée ou d’une colonne : prenez le Conseiller noir.
lessons-pillars-step-tower-hint = La colonne a est libre de votre Tour jusqu’au Conseiller en a9.
lessons-pillars-step-horse = Le Cheval saute comme le cavalier aux échecs, deux cases dans une direction et une de côté : prenez la Tour noire.
lessons-pillars-step-horse-hint = Depuis d4, deux cases vers le haut et une vers la droite mènent en e6.
lessons-pillars-step-advisor = Le Conseiller se déplace de n’importe quelle distance en diagonale : prenez le Cheval noir.
lessons-pillars-step-advisor-hint = La diagonale qui part de c1 passe par d2, e3 et f4 jusqu’au Cheval en g5.

## strong-pieces

lessons-pillars-stage-strong-pieces = Conseiller à cheval, Dame, Serpent, Pilier et Roi
lessons-pillars-step-mounted-advisor = Le Conseiller à cheval se déplace comme un Conseiller ou saute comme un Cheval : prenez la Dame noire.
lessons-pillars-step-mounted-advisor-hint = La Dame en e3 est à un saut de Cheval de d1.
lessons-pillars-step-queen = La Dame se déplace de n’importe quelle distance le long des rangées, des colonnes et des diagonales : prenez le Pilier noir.
lessons-pillars-step-queen-hint = La colonne e est libre de votre Dame jusqu’au Pilier en e8.
lessons-pillars-step-serpent = Le Serpent se déplace comme une Dame ou saute comme un Cheval : prenez la Tour noire.
lessons-pillars-step-serpent-hint = La Tour en h3 est à un saut de Cheval de g1.
lessons-pillars-step-pillar = Le Pilier se déplace comme une Tour ou saute comme un Cheval : prenez le Conseiller noir.
lessons-pillars-step-pillar-hint = Le Conseiller en f4 est à un saut de Cheval de e2.
lessons-pillars-step-king = Le Roi se déplace d’une case dans n’importe quelle direction : prenez le Cheval noir à côté de lui.
lessons-pillars-step-king-hint = Le Cheval en g2 touche la case de votre Roi en diagonale.

## medusa

lessons-pillars-stage-medusa = Le regard de la Méduse
lessons-pillars-step-gaze = La Méduse se déplace comme une Dame, mais de trois cases au plus, et toute pièce ennemie voisine d’elle est changée en pierre : changez le Cheval noir en pierre.
lessons-pillars-step-gaze-hint = Trois cases plus haut sur la colonne f, votre Méduse se trouve juste sous le Cheval.
lessons-pillars-step-gaze-done = Une pièce changée en pierre ne peut pas bouger, ne donne pas échec et ne défend rien, mais elle bloque toujours et peut être prise.
lessons-pillars-step-immunity = Les Méduses ne se changent pas en pierre entre elles : prenez la Méduse noire avec la vôtre.
lessons-pillars-step-immunity-hint = La Méduse noire se trouve juste devant la vôtre, et la vôtre est libre de bouger.

## stone

lessons-pillars-stage-stone = Pétrification et délivrance
lessons-pillars-step-free-your-piece = Votre Tour, à côté de la Méduse noire, est changée en pierre et ne peut pas bouger : délivrez-la en prenant la Méduse avec votre Cheval.
lessons-pillars-step-free-your-piece-hint = Votre Cheval en g4 peut sauter en f6, où se trouve la Méduse.
lessons-pillars-step-free-your-piece-done = Dès qu’aucune Méduse ennemie ne se trouve plus à côté d’elle, une pièce changée en pierre est de nouveau libre.

## morph

lessons-pillars-stage-morph = Le Morph
lessons-pillars-step-morph-choice = Quand le Morph prend, il peut adopter la forme de la pièce prise : prenez la Tour noire et devenez une Tour.
lessons-pillars-step-morph-choice-hint = Prenez en e5 avec le Morph en c3 et choisissez de devenir une Tour (noté c3xe5=T).
lessons-pillars-step-morph-choice-done = Le Morph reste le Morph : il pourra de nouveau changer de forme lors de sa prochaine prise.

## castling

lessons-pillars-stage-castling = Le roque
lessons-pillars-step-castle = Le Roi roque en échangeant sa case avec une Tour qui n’a pas bougé, si les cases entre eux sont vides : roquez avec la Tour en a1.
lessons-pillars-step-castle-hint = Le roque avec la Tour en a1 s’écrit O-O-A : votre Roi arrive en a1 et la Tour en f1.

## mate

lessons-pillars-stage-mate = Échec et mat
lessons-pillars-step-medusa-mate = Un Roi voisin de votre Méduse est en échec et changé en pierre, il ne peut donc pas s’écarter : faites mat avec votre Méduse.
lessons-pillars-step-medusa-mate-hint = Montez de trois cases jusqu’en f10, juste devant le Roi noir.
lessons-pillars-step-frozen-defender = La Tour noire en h11 est changée en pierre et ne peut pas défendre sa rangée : faites mat avec votre Tour.
lessons-pillars-step-frozen-defender-hint = Votre Tour atteint d11 en remontant la colonne d ; le Roi noir est enfermé par ses propres Épées.

## promotion

lessons-pillars-stage-promotion = La promotion
lessons-pillars-step-promote = Une Épée qui atteint la dernière rangée devient aussitôt une Méduse : promouvez votre Épée.
lessons-pillars-step-promote-hint = L’Épée en c10 est à un pas de la dernière rangée ; la nouvelle Méduse change en pierre le Cheval à côté d’elle.
