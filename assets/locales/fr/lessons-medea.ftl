# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
lessons-medea-title = Apprendre Medea

## men

lessons-medea-stage-men = Les pions
lessons-medea-step-man-step = Un pion avance d’une case, tout droit ou en diagonale : jouez votre pion de c3 en d4.
lessons-medea-step-man-step-hint = Le pion en c3 peut aller en b4, c4 ou d4 : choisissez la diagonale vers la droite.
lessons-medea-step-man-capture = Les pions prennent tout droit, de côté et même en arrière, jamais en diagonale : prenez le pion noir derrière votre pion.
lessons-medea-step-man-capture-hint = Le pion en d3 est juste derrière le vôtre, avec une case libre au-delà : sautez-le en arrière.
lessons-medea-step-man-capture-done = La prise est obligatoire : quand une prise est possible, vous devez prendre.

## starting-position

lessons-medea-stage-starting-position = La position de départ
lessons-medea-step-the-start = Chaque camp commence avec 18 pions sur ses trois premières rangées, Blanc joue en premier, et les deux cases vides aux extrémités de chaque deuxième rangée sont des chakras : amenez un pion en d4.
lessons-medea-step-the-start-hint = N’importe lequel des pions en c3, d3 et e3 peut avancer en d4.
lessons-medea-step-the-start-done = Les chakras seront expliqués plus loin ; pour l’instant, ce sont des cases vides ordinaires.
lessons-medea-step-first-exchange = Ouvrez par d3-d4 ; Noir répond d6-d5, et vous devez alors prendre : prenez deux pions.
lessons-medea-step-first-exchange-hint = Sautez d5 jusqu’en d6, puis c6 de côté jusqu’en b6.

## crowning

lessons-medea-stage-crowning = Aller à dame
lessons-medea-step-crown-a-man = Un pion qui termine son coup sur la dernière rangée est promu dame : menez l’un de vos pions à dame.
lessons-medea-step-crown-a-man-hint = Le pion en c7 est à un pas de la dernière rangée.
lessons-medea-step-crown-by-capture = Une prise qui se termine sur la dernière rangée fait aussi du pion une dame : menez le vôtre à dame.
lessons-medea-step-crown-by-capture-hint = Le pion en d7 doit de toute façon être pris, et le saut arrive en d8.
lessons-medea-step-crown-in-two = Menez votre pion jusqu’à la dernière rangée en deux coups, pendant que Noir répond à chacun d’eux.
lessons-medea-step-crown-in-two-hint = Chaque pas du pion le rapproche d’une rangée de la huitième.
lessons-medea-step-crown-then-capture = Menez votre pion à dame, puis prenez le pion noir en e8 avec votre nouvelle dame.
lessons-medea-step-crown-then-capture-hint = Allez en c8 ou en b8 pour être promu ; au coup suivant, la dame saute e8 le long de la dernière rangée. En d8, le pion serait à côté de e8 et se ferait prendre.

## captures

lessons-medea-stage-captures = Les prises des pions
lessons-medea-step-must-capture = Quand une prise est possible, aucun autre coup n’est permis : essayez d’avancer le pion en b2, puis prenez.
lessons-medea-step-must-capture-hint = Le pion en e4 est à côté du vôtre, avec f4 libre derrière lui.
lessons-medea-step-men-go-forward = Un pion n’avance jamais en arrière ni de côté, même s’il prend ainsi : essayez, puis allez en e5.
lessons-medea-step-men-go-forward-hint = e5 est en avant en diagonale, à droite.
lessons-medea-step-no-diagonal-capture = Un pion ne prend jamais en diagonale, même vers l’avant : prenez la seule pièce qu’il peut prendre.
lessons-medea-step-no-diagonal-capture-hint = Le pion en d5 est en diagonale du vôtre et ne risque rien ; le pion en b4 est à côté du vôtre, avec a4 libre.
lessons-medea-step-multiple-capture = Après un saut, le pion continue de prendre tant qu’il le peut, le tout en un seul coup : prenez trois pions.
lessons-medea-step-multiple-capture-hint = En remontant la colonne c par-dessus c3 et c5, puis de côté par-dessus d6.
lessons-medea-step-backwards-twice = Une prise peut se faire entièrement en arrière : prenez les deux pions.
lessons-medea-step-backwards-twice-hint = En descendant la colonne d, par-dessus d5 puis par-dessus d3.
lessons-medea-step-over-the-far-rank = Un pion qui atteint la dernière rangée au milieu d’une prise doit continuer à prendre, et reste pion s’il finit ailleurs : prenez les trois pions.
lessons-medea-step-over-the-far-rank-hint = Par-dessus c7 jusqu’en c8, par-dessus d8 jusqu’en e8, puis en arrière par-dessus e7 jusqu’en e6.
lessons-medea-step-over-the-far-rank-done = Seule la case où le coup se termine compte pour la promotion.
lessons-medea-step-majority-rule = Vous devez faire la prise qui prend le plus de pièces : essayez de prendre seulement le pion en e4, voyez le coup refusé, puis prenez-en deux.
lessons-medea-step-majority-rule-hint = Sautez d5 vers le haut jusqu’en d6, puis de là le pion en e6 de côté jusqu’en f6.
lessons-medea-step-majority-rule-done = Entre des prises de même taille, vous choisissez librement ; une dame compte pour une pièce, comme un pion.

## king

lessons-medea-stage-king = La dame
lessons-medea-step-king-slide = Une dame se déplace comme la dame aux échecs, d’autant de cases qu’elle veut dans les huit directions : amenez votre dame de h1 en a8 en un seul coup.
lessons-medea-step-king-slide-hint = La grande diagonale de h1 à a8 est libre sur toute sa longueur.
lessons-medea-step-king-long-capture = Une dame prend à distance, mais uniquement le long d’une rangée ou d’une colonne : prenez la dame noire en d5.
lessons-medea-step-king-long-capture-hint = Montez la colonne d par les cases libres, sautez la dame et arrêtez-vous sur n’importe quelle case libre au-delà.
lessons-medea-step-king-only-straight = Comme un pion, une dame ne prend que le long des colonnes et des rangées, jamais en diagonale : prenez un pion.
lessons-medea-step-king-only-straight-hint = Le pion en e3 est sur la diagonale de votre dame et ne risque rien ; la colonne c mène par-dessus c5.
lessons-medea-step-king-two-lines = Une dame peut changer de direction après chaque saut, et doit s’arrêter là où elle peut continuer à prendre : prenez les deux pions.
lessons-medea-step-king-two-lines-hint = Sautez a3 et arrêtez-vous en a6, sur la rangée de c6 ; sautez ensuite c6.
lessons-medea-step-king-takes-the-most = La règle de la majorité vaut aussi pour les dames : faites la plus grande prise possible.
lessons-medea-step-king-takes-the-most-hint = Votre pion peut prendre une pièce, votre dame deux, en remontant la colonne c.

## turkish-strike

lessons-medea-stage-turkish-strike = Le coup turc
lessons-medea-step-turkish-strike = Les pièces sautées restent sur le plateau jusqu’à la fin du coup, barrent le passage et ne peuvent pas être sautées deux fois, c’est la rafle à la turque : prenez quatre pièces.
lessons-medea-step-turkish-strike-hint = Le tour par a4, d4 et d1 jusqu’en a1 en prend quatre ; le pion en a3, sauté en premier, est toujours là et barre la route vers a6.
lessons-medea-step-turkish-strike-done = Sans la rafle à la turque, la dame aurait pu remonter la colonne a après son tour pour une cinquième pièce ; les pièces prises quittent toutes ensemble le plateau à la fin.

## chakras

lessons-medea-stage-chakras = Les chakras
lessons-medea-step-chakra-move = Au lieu d’une pièce, vous pouvez déplacer l’un de vos chakras libres d’une case dans n’importe quelle direction : déplacez un chakra.
lessons-medea-step-chakra-move-hint = Vos chakras sont en a2 et h2 ; un coup de chakra s’écrit avec un C, comme Ca2-b3.
lessons-medea-step-chakra-not-onto-chakra = Un chakra ne peut pas aller sur un autre chakra : essayez Ca2-b3, puis déplacez l’un de vos chakras.
lessons-medea-step-chakra-not-onto-chakra-hint = b3 est votre autre chakra ; toute case libre autour de a2 ou de b3 qui n’est pas un chakra convient.
lessons-medea-step-occupied-chakra-stays = Seul un chakra vide peut se déplacer : essayez de déplacer celui qui porte votre pion, puis déplacez l’autre.
lessons-medea-step-occupied-chakra-stays-hint = Votre pion est en a2, ce chakra reste donc en place ; h2 est vide.
lessons-medea-step-no-chakra-move-while-capturing = Un coup de chakra n’est pas une prise : il est donc interdit tant qu’une prise est possible ; essayez, puis prenez.
lessons-medea-step-no-chakra-move-while-capturing-hint = Prenez le pion en e4 de côté.
lessons-medea-step-transmission = Une pièce qui entre sur votre chakra libre continue aussitôt jusqu’à votre autre chakra : envoyez votre pion de b1 en h2.
lessons-medea-step-transmission-hint = Entrez sur votre chakra en a2 : le pion continue jusqu’en h2.
lessons-medea-step-transmission-from-the-start = Dans la position de départ, quatre pions peuvent utiliser les chakras tout de suite : envoyez un pion en h2.
lessons-medea-step-transmission-from-the-start-hint = Un pion qui entre en a2 continue jusqu’en h2 ; un pion qui entre en h2 continue jusqu’en a2.
lessons-medea-step-transmission-blocked = Un pion ne peut pas être envoyé sur un chakra occupé par l’un de vos pions : libérez h2, puis envoyez-y le pion de b1.
lessons-medea-step-transmission-blocked-hint = Retirez d’abord le pion de h2 ; au coup suivant, b1-a2 continue jusqu’en h2.
lessons-medea-step-king-transmits = Une dame qui termine son coup sur votre chakra vide est transmise elle aussi : envoyez votre dame en h2.
lessons-medea-step-king-transmits-hint = Descendez la diagonale de d5 jusqu’en a2.
lessons-medea-step-no-transmission-after-capture = Une prise qui se termine sur votre chakra ne transmet pas : prenez le pion en a3.
lessons-medea-step-no-transmission-after-capture-hint = Sautez a3 en arrière ; votre pion reste en a2.
lessons-medea-step-replacement = Quand une pièce ennemie se trouve sur votre autre chakra, une pièce envoyée là-bas la prend : prenez le pion noir en h2 par remplacement.
lessons-medea-step-replacement-hint = Jouez de b1 sur votre chakra en a2 : votre pion arrive en h2 et le pion noir qui s’y trouve est pris.
lessons-medea-step-replacement-done = Une prise par remplacement prend une pièce : ici, elle valait donc autant que le saut.
lessons-medea-step-replacement-is-compulsory = Une prise par remplacement est une prise : quand aucun saut n’est possible, elle est obligatoire ; essayez un autre coup, puis prenez.
lessons-medea-step-replacement-is-compulsory-hint = b1-a2 envoie votre pion en h2, où se trouve le pion noir.
lessons-medea-step-move-a-chakra-to-capture = Placez un chakra là où votre pion peut y entrer, et prenez le pion noir en h2 par remplacement.
lessons-medea-step-move-a-chakra-to-capture-hint = Déplacez le chakra de c4 en c5 ou en d5, puis avancez le pion dessus.
lessons-medea-step-crown-by-transmission = Votre second chakra est en h8, sur la dernière rangée : menez aussitôt votre pion à dame en l’y envoyant.
lessons-medea-step-crown-by-transmission-hint = Entrez sur votre chakra en a2 : le pion continue jusqu’en h8 et y est promu dame.
lessons-medea-step-enemy-chakra = Entrer sur le chakra adverse ne transmet rien : allez en a7 et restez-y.
lessons-medea-step-enemy-chakra-hint = a7 est le chakra de Noir, en diagonale devant votre pion.

## end

lessons-medea-stage-end = La fin de partie
lessons-medea-step-take-the-last-piece = Un joueur qui n’a plus ni pion ni dame a perdu, tout comme celui qui ne peut plus jouer : prenez la dernière pièce de Noir.
lessons-medea-step-take-the-last-piece-hint = Le pion en e4 est la seule pièce de Noir.
lessons-medea-step-take-the-last-piece-done = La partie est nulle quand une position revient pour la troisième fois, ou après 50 coups de chaque camp sans prise ni coup de pion.

## tactics

lessons-medea-stage-tactics = Combinaisons
lessons-medea-step-give-one-take-two = Donnez un pion pour que Noir soit obligé de prendre et vous ouvre une double prise : gagnez deux pions en deux coups.
lessons-medea-step-give-one-take-two-hint = Jouez d4-d5 : Noir doit prendre et arrive en c5, puis b5 saute c5 et d6.
