# The pillars course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/pillars.json.
lessons-pillars-title = Apprendre Pillars of Medusa

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

## starting-position

lessons-pillars-stage-starting-position = La position de départ
lessons-pillars-step-the-start = Chaque armée compte 26 pièces sur un plateau de 11 cases sur 11, avec trois Épées avancées au centre : avancez de deux cases l’Épée en e3.
lessons-pillars-step-the-start-hint = e3 est sur votre 3e rangée, d’où une Épée peut encore avancer de deux cases.
lessons-pillars-step-the-start-done = Une Épée peut avancer de deux cases depuis sa 2e ou sa 3e rangée à tout moment, pas seulement à son premier coup.
lessons-pillars-step-morph-at-the-start = La pièce en f3 est le Morph, qui commence comme un Conseiller : amenez-le en h5.
lessons-pillars-step-morph-at-the-start-hint = Depuis f3, la diagonale vers la droite passe par g4 jusqu’en h5.

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
lessons-pillars-step-pillar-as-tower = Utilisez le mouvement de Tour du Pilier pour prendre le Serpent noir.
lessons-pillars-step-pillar-as-tower-hint = La colonne c est libre de c2 à c9.
lessons-pillars-step-serpent-as-queen = Utilisez le mouvement de Dame du Serpent pour prendre le Pilier noir.
lessons-pillars-step-serpent-as-queen-hint = La grande diagonale part de b2 et va jusqu’en i9.
lessons-pillars-step-mounted-advisor-diagonal = Le Conseiller à cheval glisse aussi comme un Conseiller : prenez la Tour noire.
lessons-pillars-step-mounted-advisor-diagonal-hint = Depuis d1, la diagonale passe par e2, f3, g4 et h5 jusqu’en i6.
lessons-pillars-step-sliders-are-blocked = Une Tour, un Conseiller ou une Dame ne peut pas passer par-dessus une pièce : essayez de prendre la Dame, puis prenez ce que vous pouvez.
lessons-pillars-step-sliders-are-blocked-hint = Le Cheval en c5 se trouve entre votre Tour et la Dame.
lessons-pillars-step-horse-leaps-over = Le Cheval saute par-dessus tout ce qui se trouve sur son chemin : prenez le Conseiller noir derrière le mur d’Épées.
lessons-pillars-step-horse-leaps-over-hint = Deux cases vers le haut et une vers la gauche, il arrive en d4.

## swords

lessons-pillars-stage-swords = Ce qu’une Épée ne peut pas faire
lessons-pillars-step-sword-not-straight = Une Épée ne prend jamais tout droit, et une pièce juste devant elle la bloque : prenez ce qu’elle peut prendre.
lessons-pillars-step-sword-not-straight-hint = Le Cheval en e6 bloque votre Épée ; la Tour en f6 est en diagonale devant elle.
lessons-pillars-step-no-double-step-from-the-fourth = Une Épée sur sa 4e rangée ou au-delà n’avance que d’une case : essayez e4-e6, puis amenez une Épée en c4 en un coup.
lessons-pillars-step-no-double-step-from-the-fourth-hint = L’Épée en c2 est sur votre 2e rangée et peut avancer de deux cases.
lessons-pillars-step-no-double-step-from-the-fourth-done = La prise en passant n’existe pas dans ce jeu.
lessons-pillars-step-sword-takes-the-queen = Votre Épée peut prendre deux pièces : prenez la plus précieuse.
lessons-pillars-step-sword-takes-the-queen-hint = La Dame en h8 vaut bien plus que le Cheval en f8.

## medusa

lessons-pillars-stage-medusa = Le regard de la Méduse
lessons-pillars-step-gaze = La Méduse se déplace comme une Dame, mais de trois cases au plus, et toute pièce ennemie voisine d’elle est changée en pierre : changez le Cheval noir en pierre.
lessons-pillars-step-gaze-hint = Trois cases plus haut sur la colonne f, votre Méduse se trouve juste sous le Cheval.
lessons-pillars-step-gaze-done = Une pièce changée en pierre ne peut pas bouger, ne donne pas échec et ne défend rien, mais elle bloque toujours et peut être prise.
lessons-pillars-step-immunity = Les Méduses ne se changent pas en pierre entre elles : prenez la Méduse noire avec la vôtre.
lessons-pillars-step-immunity-hint = La Méduse noire se trouve juste devant la vôtre, et la vôtre est libre de bouger.
lessons-pillars-step-three-squares = La Méduse se déplace de trois cases au plus, même pour prendre : essayez de prendre le Cheval à quatre cases, puis changez-le plutôt en pierre.
lessons-pillars-step-three-squares-hint = Trois cases plus haut sur la colonne f, en f5, elle est à côté du Cheval.
lessons-pillars-step-freeze-two = Changez les deux pièces noires en pierre d’un seul coup de votre Méduse.
lessons-pillars-step-freeze-two-hint = f6 touche à la fois e7 et g7, et se trouve trois cases plus haut sur la colonne f.
lessons-pillars-step-king-keeps-away = Un Roi ne peut jamais aller à côté d’une Méduse ennemie, qui le changerait en pierre : essayez f5-f6, puis prenez le Cheval.
lessons-pillars-step-king-keeps-away-hint = f6 touche la Méduse en g7 ; le Cheval en e4 est à côté de votre Roi et n’est pas protégé.
lessons-pillars-step-keep-the-gaze = Éloigner votre Méduse libère ce qu’elle retenait : c’est donc refusé si votre Roi se retrouvait attaqué ; essayez, puis prenez la Tour.
lessons-pillars-step-keep-the-gaze-hint = La Tour pétrifiée en f5 mettrait votre Roi en f1 en échec dès son départ.

## stone

lessons-pillars-stage-stone = Pétrification et délivrance
lessons-pillars-step-free-your-piece = Votre Tour, à côté de la Méduse noire, est changée en pierre et ne peut pas bouger : délivrez-la en prenant la Méduse avec votre Cheval.
lessons-pillars-step-free-your-piece-hint = Votre Cheval en g4 peut sauter en f6, où se trouve la Méduse.
lessons-pillars-step-free-your-piece-done = Dès qu’aucune Méduse ennemie ne se trouve plus à côté d’elle, une pièce changée en pierre est de nouveau libre.
lessons-pillars-step-take-the-stone-piece = Une pièce changée en pierre reste sur le plateau et peut être prise : prenez la Dame pétrifiée.
lessons-pillars-step-take-the-stone-piece-hint = La Dame en e7 est à côté de votre Méduse ; votre Tour en a7 l’atteint par la 7e rangée.
lessons-pillars-step-stone-attacks-nothing = Une pièce pétrifiée ne protège rien : prenez le Cheval avec votre Roi, même si la Tour pétrifiée regarde le long de la colonne g.
lessons-pillars-step-stone-attacks-nothing-hint = Votre Méduse en h8 retient la Tour en g8 : g2 n’est donc pas protégé.

## check

lessons-pillars-stage-check = L’échec
lessons-pillars-step-give-check = Un Roi attaqué par une pièce ennemie est en échec : faites échec avec votre Tour.
lessons-pillars-step-give-check-hint = La colonne f mène tout droit au Roi noir.
lessons-pillars-step-defended-piece = Un Roi ne peut pas prendre une pièce protégée, car il se mettrait en échec : essayez, puis prenez le Cheval autrement.
lessons-pillars-step-defended-piece-hint = La Tour noire en g8 protège g2 ; votre Conseiller en e4 l’atteint sans danger.
lessons-pillars-step-king-takes-the-checker = Votre Roi est mis en échec par une Tour non protégée : parez l’échec de la meilleure façon.
lessons-pillars-step-king-takes-the-checker-hint = Rien ne protège f2 : votre Roi peut prendre la Tour.
lessons-pillars-step-pinned-piece = Une pièce ne peut pas quitter la ligne entre son Roi et un attaquant : essayez d’écarter votre Tour, puis prenez avec elle le long de la ligne.
lessons-pillars-step-pinned-piece-hint = Votre Tour en f3 peut toujours se déplacer sur la colonne f, jusqu’à la Tour noire.
lessons-pillars-step-out-of-check-by-moving = Un joueur en échec doit le parer aussitôt, et aucun coup ne peut laisser son Roi attaqué : sortez votre Roi de l’échec.
lessons-pillars-step-out-of-check-by-moving-hint = Les colonnes f et e sont tenues par les Tours noires ; la colonne g est sûre.
lessons-pillars-step-out-of-check-by-capturing = La meilleure parade à un échec est souvent de prendre la pièce qui le donne : faites-le.
lessons-pillars-step-out-of-check-by-capturing-hint = Votre Cheval en e1 saute en f3.
lessons-pillars-step-out-of-check-by-blocking = Quand le Roi ne peut pas s’écarter, une pièce placée entre lui et l’attaquant pare l’échec : interposez votre Conseiller.
lessons-pillars-step-out-of-check-by-blocking-hint = Le Conseiller en c2 atteint f5, sur la colonne f, par sa diagonale.
lessons-pillars-step-out-of-check-by-freezing = Une pièce pétrifiée n’attaque rien : changer en pierre la pièce qui donne l’échec le pare donc aussi ; faites-le avec votre Méduse.
lessons-pillars-step-out-of-check-by-freezing-hint = Trois cases le long de la 5e rangée amènent votre Méduse en e5, à côté de la Tour.

## mate

lessons-pillars-stage-mate = Échec et mat
lessons-pillars-step-medusa-mate = Un Roi voisin de votre Méduse est en échec et changé en pierre, il ne peut donc pas s’écarter : faites mat avec votre Méduse.
lessons-pillars-step-medusa-mate-hint = Montez de trois cases jusqu’en f10, juste devant le Roi noir.
lessons-pillars-step-frozen-defender = La Tour noire en h11 est changée en pierre et ne peut pas défendre sa rangée : faites mat avec votre Tour.
lessons-pillars-step-frozen-defender-hint = Votre Tour atteint d11 en remontant la colonne d ; le Roi noir est enfermé par ses propres Épées.
lessons-pillars-step-back-rank-mate = Faites mat : le Roi noir est enfermé par ses propres Épées.
lessons-pillars-step-back-rank-mate-hint = Le Roi ne peut pas avancer ; une Tour sur sa rangée en vient à bout.
lessons-pillars-step-ladder-mate = Faites mat en deux coups avec vos deux Tours.
lessons-pillars-step-ladder-mate-hint = Enfermez d’abord le Roi noir sur la dernière rangée avec a9-a10, puis faites échec sur la 11e rangée.
lessons-pillars-step-medusa-mate-in-two = Faites mat en deux coups avec votre seule Méduse.
lessons-pillars-step-medusa-mate-in-two-hint = À côté du Roi, elle le change en pierre et lui fait échec d’un coup ; e11 est à trois cases de b8 sur la diagonale.

## stalemate-and-draws

lessons-pillars-stage-stalemate-and-draws = Le pat et la nulle
lessons-pillars-step-mate-not-stalemate = Un joueur qui n’est pas en échec mais n’a aucun coup légal est pat, et la partie est nulle : faites mat, pas pat.
lessons-pillars-step-mate-not-stalemate-hint = En b9, votre Dame ne laisse aucun coup au Roi sans lui faire échec ; en b10, protégée par votre Roi, elle fait mat.
lessons-pillars-step-mate-not-stalemate-done = La partie est aussi nulle à la troisième répétition d’une position, après 50 coups de chaque camp sans prise ni coup d’Épée, ou quand il ne reste que les deux Rois.

## promotion

lessons-pillars-stage-promotion = La promotion
lessons-pillars-step-promote = Une Épée qui atteint la dernière rangée devient aussitôt une Méduse : promouvez votre Épée.
lessons-pillars-step-promote-hint = L’Épée en c10 est à un pas de la dernière rangée ; la nouvelle Méduse change en pierre le Cheval à côté d’elle.
lessons-pillars-step-promote-by-capturing = Une Épée peut aussi être promue en prenant sur la dernière rangée : gagnez la Tour et une Méduse d’un coup.
lessons-pillars-step-promote-by-capturing-hint = Le Cheval en c11 bloque le pas de l’Épée ; la Tour en d11 est en diagonale devant elle.

## morph

lessons-pillars-stage-morph = Le Morph
lessons-pillars-step-morph-choice = Quand le Morph prend, il peut adopter la forme de la pièce prise : prenez la Tour noire et devenez une Tour.
lessons-pillars-step-morph-choice-hint = Prenez en e5 avec le Morph en c3 et choisissez de devenir une Tour (noté c3xe5=T).
lessons-pillars-step-morph-choice-done = Le Morph reste le Morph : il pourra de nouveau changer de forme lors de sa prochaine prise.
lessons-pillars-step-morph-may-decline = Le Morph n’est pas obligé de changer quand il prend : prenez l’Épée et restez Conseiller.
lessons-pillars-step-morph-may-decline-hint = Écrit sans =, c3xe5 garde la forme du Conseiller.
lessons-pillars-step-morph-takes-morph = Un Morph qui prend le Morph adverse peut adopter sa forme, mais il perd alors son pouvoir et devient une pièce ordinaire : devenez une Tour.
lessons-pillars-step-morph-takes-morph-hint = Prenez en e5 et choisissez la Tour : c3xe5=T.
lessons-pillars-step-sword-morph-promotes = Un Morph qui est en ce moment une Épée est promu comme elle, en Méduse ordinaire : promouvez-le.
lessons-pillars-step-sword-morph-promotes-hint = Un pas tout droit l’amène sur la dernière rangée.

## castling

lessons-pillars-stage-castling = Le roque
lessons-pillars-step-castle = Le Roi roque en échangeant sa case avec une Tour qui n’a pas bougé, si les cases entre eux sont vides : roquez avec la Tour en a1.
lessons-pillars-step-castle-hint = Le roque avec la Tour en a1 s’écrit O-O-A : votre Roi arrive en a1 et la Tour en f1.
lessons-pillars-step-castle-on-the-k-side = Roquez avec la Tour en k1.
lessons-pillars-step-castle-on-the-k-side-hint = Cela s’écrit O-O-K : le Roi arrive en k1 et la Tour en f1.
lessons-pillars-step-no-castling-through-attack = Le Roi ne peut pas roquer en passant par une case attaquée ni en y arrivant : essayez O-O-K, puis roquez du côté permis.
lessons-pillars-step-no-castling-through-attack-hint = La Tour noire en h11 attaque h1, sur le chemin du Roi vers k1.
lessons-pillars-step-no-castling-in-check = Un Roi en échec ne peut pas roquer pour en sortir : essayez, puis parez l’échec de la meilleure façon.
lessons-pillars-step-no-castling-in-check-hint = Votre Dame en c5 peut prendre la Tour qui donne l’échec.
lessons-pillars-step-no-castling-with-pieces-between = Toutes les cases entre le Roi et la Tour doivent être vides : roquez du côté où c’est possible.
lessons-pillars-step-no-castling-with-pieces-between-hint = Votre Cheval en b1 se trouve entre le Roi et la Tour en a1.

## tactics

lessons-pillars-stage-tactics = Combinaisons
lessons-pillars-step-horse-fork = Attaquez à la fois le Roi et la Tour avec votre Cheval, et prenez la Tour au coup suivant.
lessons-pillars-step-horse-fork-hint = Depuis h10, le Cheval fait échec au Roi en f11 et attaque la Tour en j9.
lessons-pillars-step-freeze-then-take = Gagnez la Dame noire en deux coups : elle s’enfuira si elle peut bouger.
lessons-pillars-step-freeze-then-take-hint = Changez-la d’abord en pierre depuis e6 ; pétrifiée, elle attend d’être prise.
