# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
lessons-medea-title = Apprendre Medea

## men

lessons-medea-stage-men = Les pions
lessons-medea-step-man-step = Un pion avance d’une case, tout droit ou en diagonale : jouez votre pion de c3 en d4.
lessons-medea-step-man-step-hint = Le pion en c3 peut aller en b4, c4 ou d4 : choisissez la diagonale vers la droite.
lessons-medea-step-man-capture = Les pions prennent vers l’avant, sur le côté et même vers l’arrière, mais jamais en diagonale : prenez la dame noire derrière votre pion.
lessons-medea-step-man-capture-hint = La dame en d3 se trouve juste derrière votre pion, avec une case libre au-delà : sautez-la vers l’arrière.
lessons-medea-step-man-capture-done = La prise est obligatoire : quand une prise est possible, vous devez prendre.

## majority

lessons-medea-stage-majority = La prise majoritaire
lessons-medea-step-majority-rule = Vous devez faire la prise qui prend le plus de pièces : essayez de prendre seulement le pion en e4, voyez le coup refusé, puis prenez-en deux.
lessons-medea-step-majority-rule-hint = Sautez d5 vers le haut jusqu’en d6, puis de là le pion en e6 de côté jusqu’en f6.
lessons-medea-step-majority-rule-done = Entre des prises de même taille, vous choisissez librement ; une dame compte pour une pièce, comme un pion.

## king

lessons-medea-stage-king = La dame
lessons-medea-step-king-slide = Une dame se déplace comme la dame aux échecs, d’autant de cases qu’elle veut dans les huit directions : amenez votre dame de h1 en a8 en un seul coup.
lessons-medea-step-king-slide-hint = La grande diagonale de h1 à a8 est libre sur toute sa longueur.
lessons-medea-step-king-long-capture = Une dame prend à distance, mais uniquement le long d’une rangée ou d’une colonne : prenez la dame noire en d5.
lessons-medea-step-king-long-capture-hint = Montez la colonne d par les cases libres, sautez la dame et arrêtez-vous sur n’importe quelle case libre au-delà.

## turkish-strike

lessons-medea-stage-turkish-strike = Le coup turc
lessons-medea-step-turkish-strike = Les pièces sautées restent sur le plateau jusqu’à la fin du coup, barrent le passage et ne peuvent pas être sautées deux fois, c’est la rafle à la turque : prenez quatre pièces.
lessons-medea-step-turkish-strike-hint = Le tour par a4, d4 et d1 jusqu’en a1 en prend quatre ; le pion en a3, sauté en premier, est toujours là et barre la route vers a6.
lessons-medea-step-turkish-strike-done = Sans la rafle à la turque, la dame aurait pu remonter la colonne a après son tour pour une cinquième pièce ; les pièces prises quittent toutes ensemble le plateau à la fin.

## chakras

lessons-medea-stage-chakras = Les chakras
lessons-medea-step-chakra-move = Au lieu d’une pièce, vous pouvez déplacer l’un de vos chakras libres d’une case dans n’importe quelle direction : déplacez un chakra.
lessons-medea-step-chakra-move-hint = Vos chakras sont en a2 et h2 ; un coup de chakra s’écrit avec un C, comme Ca2-b3.
lessons-medea-step-transmission = Une pièce qui entre sur votre chakra libre continue aussitôt jusqu’à votre autre chakra : envoyez votre pion de b1 en h2.
lessons-medea-step-transmission-hint = Entrez sur votre chakra en a2 : le pion continue jusqu’en h2.
lessons-medea-step-replacement = Quand une pièce ennemie se trouve sur votre autre chakra, une pièce envoyée là-bas la prend : prenez le pion noir en h2 par remplacement.
lessons-medea-step-replacement-hint = Jouez de b1 sur votre chakra en a2 : votre pion arrive en h2 et le pion noir qui s’y trouve est pris.
lessons-medea-step-replacement-done = Une prise par remplacement prend une pièce : ici, elle valait donc autant que le saut.

## crowning

lessons-medea-stage-crowning = Aller à dame
lessons-medea-step-crown-a-man = Un pion qui termine son coup sur la dernière rangée est promu dame : menez l’un de vos pions à dame.
lessons-medea-step-crown-a-man-hint = Le pion en c7 est à un pas de la dernière rangée.
lessons-medea-step-crown-in-two = Menez votre pion jusqu’à la dernière rangée en deux coups, pendant que Noir répond à chacun d’eux.
lessons-medea-step-crown-in-two-hint = Chaque pas du pion le rapproche d’une rangée de la huitième.
lessons-medea-step-crown-by-transmission = Votre second chakra est en h8, sur la dernière rangée : menez aussitôt votre pion à dame en l’y envoyant.
lessons-medea-step-crown-by-transmission-hint = Entrez sur votre chakra en a2 : le pion continue jusqu’en h8 et y est promu dame.
