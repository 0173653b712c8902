# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
lessons-lotus-title = Apprendre Lotus

## starting-position

lessons-lotus-stage-starting-position = Le plateau vide
lessons-lotus-step-first-stone = Lotus commence sur un plateau vide, Noir au trait et le marqueur à 3 points du côté de Blanc : posez une pierre noire en 33.
lessons-lotus-step-first-stone-hint = Les points sont numérotés de la rangée du haut vers le bas, de gauche à droite ; 33 est un coin de l’hexagone central.
lessons-lotus-step-first-stone-done = Les 3 points de Blanc sont le komi, qui compense le fait de jouer en second ; un tour est une pose ou une passe, et les pierres ne se déplacent jamais.

## points-and-lines

lessons-lotus-stage-points-and-lines = Le plateau de Kensington
lessons-lotus-step-neighbours = Deux points reliés par une ligne sont voisins, et les voisins libres d’une pierre sont ses libertés : prenez la dernière liberté de la pierre blanche en 1.
lessons-lotus-step-neighbours-hint = Le point 1 est relié à 2, 8 et 5 ; seul 5 est libre.
lessons-lotus-step-neighbours-done = Une pierre sans liberté se retourne et prend l’autre couleur : les pierres ne quittent jamais le plateau.
lessons-lotus-step-group-liberties = Des pierres reliées par des lignes forment un groupe, qui partage ses libertés et se retourne d’un seul bloc : retournez la paire blanche en 13 et 19.
lessons-lotus-step-group-liberties-hint = Les voisins de la paire sont 9, 6, 12, 27, 24 et 18 ; seul 18 est encore vide : c’est sa dernière liberté.
lessons-lotus-step-stones-never-move = Dans Lotus, une pierre posée ne se déplace plus jamais : essayez de déplacer votre pierre de 11 en 5, puis retournez la paire blanche en posant.
lessons-lotus-step-stones-never-move-hint = La paire 1 et 8 touche 2, 12, 11 et 5 ; seul 5 est libre.
lessons-lotus-step-edge-capture = Un point du bord n’a que trois voisins : retournez la pierre blanche en 22.
lessons-lotus-step-edge-capture-hint = 22 est relié à 16, 30 et 29 ; 29 est sa dernière liberté.
lessons-lotus-step-capture-a-pair = Une pierre ne se pose que sur un point libre : essayez de poser sur la pierre blanche en 1, puis retournez la paire blanche du coin.
lessons-lotus-step-capture-a-pair-hint = La paire 1 et 2 touche 8, 6 et 5 ; seul 5 est libre.
lessons-lotus-step-two-liberties = Une pierre qui a deux libertés se prend en deux tours : retournez la pierre blanche en 22 pendant que Blanc joue ailleurs.
lessons-lotus-step-two-liberties-hint = Ses libertés sont 29 et 30 : occupez l’une, puis l’autre.
lessons-lotus-step-escape = Votre pierre en 13 n’a plus qu’une liberté : sortez-la pour que Blanc ne puisse pas la prendre.
lessons-lotus-step-escape-hint = Prolongez en 12 ; quand Blanc occupe 18, prolongez encore en 8, qui a trois voisins libres.
lessons-lotus-step-save-by-capturing = Votre pierre en 13 n’a qu’une liberté, mais l’un de ses assaillants aussi : sauvez votre pierre en capturant.
lessons-lotus-step-save-by-capturing-hint = La pierre blanche en 19 touche 27, 24, 13 et 18 ; prenez 18, et 19 devient noire, ce qui donne une nouvelle liberté à 13.
lessons-lotus-step-double-threat = Menacez deux pierres blanches d’une seule pose : Blanc ne peut en sauver qu’une.
lessons-lotus-step-double-threat-hint = 16 est une liberté de 10 comme de 22 ; ensuite, il ne reste qu’une liberté à chacune.

## suicide

lessons-lotus-stage-suicide = Le suicide
lessons-lotus-step-suicide = Une pierre posée là où son groupe n’a aucune liberté, sans rien capturer, se retourne aussitôt : constatez-le en posant une pierre noire en 1.
lessons-lotus-step-suicide-hint = Les trois voisins de 1 sont blancs : une pierre noire posée là n’a donc aucune liberté.
lessons-lotus-step-suicide-done = Le suicide est permis, mais ici il n’a fait que donner une pierre à Blanc.
lessons-lotus-step-capture-is-not-suicide = Les captures se font d’abord et les libertés se comptent ensuite : capturez en posant en 1, où votre pierre n’a elle-même aucune liberté.
lessons-lotus-step-capture-is-not-suicide-hint = 1 est la dernière liberté de la paire blanche 2 et 8 ; une fois celle-ci noire, votre pierre en 1 a des alliées qui ont des libertés.

## second-reversal

lessons-lotus-stage-second-reversal = Le second retournement
lessons-lotus-step-capture-and-lose = Un groupe qui capture mais se retrouve sans liberté se retourne à son tour : prenez la pierre blanche en 2 en jouant 1, et regardez votre groupe devenir blanc.
lessons-lotus-step-capture-and-lose-hint = 1 est la dernière liberté de la pierre blanche en 2 et de votre groupe 6, 8, 12 ; après la capture, le groupe n’en a plus aucune.
lessons-lotus-step-look-before-capturing = Deux pierres blanches peuvent être prises, mais l’une de ces captures rendrait votre propre groupe blanc : faites la capture sans risque.
lessons-lotus-step-look-before-capturing-hint = Prendre 2 en jouant 1 laisse votre groupe 6, 8, 12 sans liberté ; 72 tombe sans danger en 68.

## lotuses

lessons-lotus-stage-lotuses = Les lotus
lessons-lotus-step-make-a-lotus = Six pierres d’une même couleur aux sommets d’un hexagone forment un lotus : complétez le lotus de l’hexagone 9, 13, 14, 19, 20, 24.
lessons-lotus-step-make-a-lotus-hint = Les sommets de l’hexagone sont 9, 13, 14, 19, 20 et 24 ; 20 est encore libre.
lessons-lotus-step-lotus-lives = Un groupe qui contient un lotus ne se retourne jamais, même sans liberté : complétez votre lotus en 20, même si vous prenez ainsi votre dernière liberté.
lessons-lotus-step-lotus-lives-hint = 20 est le dernier point libre voisin de votre groupe et le sixième sommet de l’hexagone.
lessons-lotus-step-capture-for-a-lotus = Une capture peut compléter un lotus : retournez la paire blanche pour que l’hexagone 8, 11, 12, 17, 18, 23 soit entièrement noir.
lessons-lotus-step-capture-for-a-lotus-hint = La paire 6 et 12 n’a plus qu’une liberté, en 13.
lessons-lotus-step-which-lotus = Formez un lotus en un coup.
lessons-lotus-step-which-lotus-hint = L’hexagone de droite contient déjà une pierre blanche en 47 ; à celui du centre, il ne manque que 46.
lessons-lotus-step-lower-lotus = Complétez le lotus de l’hexagone en bas à gauche.
lessons-lotus-step-lower-lotus-hint = Ses coins sont 49, 53, 54, 59, 60 et 64.

## marker

lessons-lotus-stage-marker = Le passe et le marqueur
lessons-lotus-step-pass-for-a-point = Un passe fait avancer le marqueur d’un point vers vous, et les points du marqueur comptent à la fin : passez pour gagner un point.
lessons-lotus-step-pass-for-a-point-hint = Appuyez sur « Passer » au lieu de poser une pierre.
lessons-lotus-step-defend-then-pass = Sauvez d’abord votre pierre en 13, et ne passez pour un point que lorsque rien n’exige plus de pierre.
lessons-lotus-step-defend-then-pass-hint = Sortez par 12 et 8 ; ensuite plus rien n’est en danger, et une passe fait avancer le marqueur.

## end-and-count

lessons-lotus-stage-end-and-count = La fin et le décompte
lessons-lotus-step-count-territory = Votre décompte comprend vos pierres, les points libres entourés uniquement par vos pierres et les points du marqueur : fermez le coin pour que le point 1 soit à vous.
lessons-lotus-step-count-territory-hint = Le point 1 touche 8, 2 et 5 ; avec une pierre en 5, il n’est entouré que de noir.
lessons-lotus-step-count-two-corners = Portez votre décompte à 8 au moins avec une seule pierre.
lessons-lotus-step-count-two-corners-hint = Vous avez 5 pierres et le point 1 ; fermer le coin en 65 vous donne aussi 72, alors qu’une pierre en 72 ne compte que pour elle-même.
lessons-lotus-step-end-by-passing = La partie s’arrête quand les deux joueurs passent l’un après l’autre, et le plus haut décompte l’emporte : vous menez, alors passez pour la terminer.
lessons-lotus-step-end-by-passing-hint = Appuyez sur « Passer » : Blanc passe aussi, et vos trois pierres plus le point 1 comptent plus que l’unique pierre blanche.
lessons-lotus-step-komi-counts = Avec le komi, le décompte est de 4 à 4, et chaque passe rapproche le marqueur de celui qui passe : gagnez la partie.
lessons-lotus-step-komi-counts-hint = Si vous passez, Blanc passe à son tour et la partie se termine par une nulle ; posez d’abord une pierre en terrain libre, puis passez.
