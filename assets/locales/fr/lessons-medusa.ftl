# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
lessons-medusa-title = Apprendre Medusa

## starting-position

lessons-medusa-stage-starting-position = Le plateau vide
lessons-medusa-step-place-a-stone = La partie commence sur un plateau vide, Blanc au trait et le marqueur à 3 points du côté de Noir : posez une pierre blanche en j11.
lessons-medusa-step-place-a-stone-hint = Les cases sont désignées par une lettre et un nombre ; j11 est juste au-dessus du trou sombre du centre, j10.
lessons-medusa-step-place-a-stone-done = Les 3 points dont Noir dispose au départ sont le komi, qui compense le fait de jouer en second.

## reversal

lessons-medusa-stage-reversal = Libertés et retournement
lessons-medusa-step-last-liberty = Les cases libres voisines d’une pierre sont ses libertés, et une pierre qui n’en a plus se retourne et prend l’autre couleur : prenez la dernière liberté de la pierre noire en j9.
lessons-medusa-step-last-liberty-hint = j9 touche i8, i9, k10 et k9 ; seule la case k9 est encore libre.
lessons-medusa-step-last-liberty-done = Dans Medusa, les pierres ne quittent jamais le plateau : la pierre capturée se retourne et se bat désormais pour vous.
lessons-medusa-step-reverse-a-group = Des pierres voisines d’une même couleur forment un groupe, qui partage ses libertés et se retourne d’un seul bloc : retournez la paire noire en j9 et k9.
lessons-medusa-step-reverse-a-group-hint = Il ne reste à la paire qu’une case libre voisine, l9.
lessons-medusa-step-hole-is-not-a-cell = Un trou n’est pas une case : aucune pierre ne s’y pose et ce n’est pas une liberté ; essayez j10, puis retournez la pierre noire en j9.
lessons-medusa-step-hole-is-not-a-cell-hint = La dernière liberté de j9 est k10 ; le trou sombre j10 à côté ne compte pas.
lessons-medusa-step-capture-two-groups = Une seule pierre peut prendre d’un coup la dernière liberté de plusieurs groupes : retournez les deux pierres noires.
lessons-medusa-step-capture-two-groups-hint = j9 et l9 partagent leur dernière liberté, k9.
lessons-medusa-step-edge-capture = Une case du bord n’a que trois voisines, si bien qu’une pierre y est vite prise : retournez la pierre noire en a4.
lessons-medusa-step-edge-capture-hint = a4 touche a3, b5 et a5 ; a5 est sa dernière liberté.
lessons-medusa-step-two-liberties = Un groupe qui a deux libertés se prend en deux tours, une liberté à chaque tour : retournez la paire noire pendant que Noir joue ailleurs.
lessons-medusa-step-two-liberties-hint = Les libertés de la paire sont k8 et l9 : occupez l’une, puis l’autre.
lessons-medusa-step-escape = Votre pierre en k10 n’a plus qu’une liberté : sauvez-la en ajoutant des pierres, pour que Noir ne puisse pas prendre la dernière liberté de votre groupe.
lessons-medusa-step-escape-hint = Prolongez en k11, et quand Noir occupe j11, prolongez encore en k12.

## suicide

lessons-medusa-stage-suicide = Le suicide
lessons-medusa-step-suicide = Une pierre posée là où son groupe n’a aucune liberté, sans rien capturer, se retourne aussitôt : constatez-le en posant une pierre blanche en j9.
lessons-medusa-step-suicide-hint = Les quatre cases voisines de j9 sont noires : une pierre blanche posée là n’a donc aucune liberté.
lessons-medusa-step-suicide-done = Le suicide est permis : la pierre appartient désormais à l’adversaire et rejoint ses pierres voisines ; c’est d’ordinaire un cadeau, mais cela peut aussi souder ses pierres en un seul groupe que vous capturez ensuite.
lessons-medusa-step-capture-is-not-suicide = Les captures se font d’abord et les libertés se comptent ensuite : une pierre posée sans liberté qui capture n’est donc pas un suicide ; jouez k9.
lessons-medusa-step-capture-is-not-suicide-hint = k9 n’a aucune case libre voisine, mais elle prend la dernière liberté de j9, et la pierre retournée donne des libertés à votre groupe.

## movement

lessons-medusa-stage-movement = Déplacer un groupe
lessons-medusa-step-jump = Un groupe de deux pierres ou plus se déplace quand l’une de ses pierres saute le long d’une ligne droite par-dessus ses pierres amies jusqu’à la première case libre : sautez de i9 par-dessus j9 jusqu’en k9.
lessons-medusa-step-jump-hint = La rangée 9 est une ligne droite : i9, j9, k9. Un tour qui ne fait que déplacer s’écrit en commençant par un tiret : - i9-k9.
lessons-medusa-step-jump-on-a-diagonal = Chaque case se trouve sur deux lignes, une rangée, une colonne ou une diagonale : faites sauter votre paire de i8 jusqu’en k10 le long de la diagonale.
lessons-medusa-step-jump-on-a-diagonal-hint = i8, j9 et k10 sont sur une même diagonale ; le saut passe par-dessus j9.
lessons-medusa-step-jump-on-a-column = Les colonnes sont aussi des lignes, des cases de même lettre côte à côte : faites monter votre paire sur la colonne i jusqu’en i11.
lessons-medusa-step-jump-on-a-column-hint = Sautez de i9 par-dessus i10 ; la colonne passe par i8, i9, i10, i11.
lessons-medusa-step-jump-over-several = Une pierre peut sauter par-dessus autant de pierres amies qu’il y en a à la suite, sans trou : amenez votre groupe en k9.
lessons-medusa-step-jump-over-several-hint = h9 saute par-dessus i9 et j9 et arrive sur la première case libre, k9.
lessons-medusa-step-long-jump = Les sauts se font dans les deux sens d’une ligne : amenez votre rangée de quatre en f9 d’un seul saut.
lessons-medusa-step-long-jump-hint = j9 saute en arrière par-dessus i9, h9 et g9 jusqu’en f9.
lessons-medusa-step-jump-to-capture = Une pierre qui arrive par un saut capture exactement comme une pierre posée : faites sauter une pierre de votre paire en k9 pour retourner la pierre noire en l9.
lessons-medusa-step-jump-to-capture-hint = Sautez de i9 par-dessus j9 : la pierre arrive en k9, la dernière liberté de l9.
lessons-medusa-step-jump-to-capture-done = Poser en k9 capturerait aussi, mais le saut vous laisse votre pose pour une autre case.
lessons-medusa-step-single-stone = Une pierre seule ne peut pas se déplacer, mais un tour peut d’abord poser une pierre puis déplacer : formez une paire et sautez dans le même tour.
lessons-medusa-step-single-stone-hint = Posez en k11, puis sautez de k10 par-dessus k11 jusqu’en k12 : le tour s’écrit k11 k10-k12.
lessons-medusa-step-blocked-jump = Un saut doit arriver sur la première case après les pierres amies, et une pierre adverse ou le bord à cet endroit l’en empêche : déplacez votre paire dans le seul sens possible.
lessons-medusa-step-blocked-jump-hint = k9 est noire, donc i9 ne peut pas sauter de ce côté ; j9 peut sauter par-dessus i9 jusqu’en h9.
lessons-medusa-step-two-groups = En un tour, vous pouvez déplacer autant de vos groupes que vous voulez, chacun une fois : déplacez les deux paires vers la droite.
lessons-medusa-step-two-groups-hint = Sautez de i9 en k9 et de i13 en k13 dans le même tour : - i9-k9 i13-k13.
lessons-medusa-step-once-a-turn = Un groupe se déplace au plus une fois par tour : amenez votre paire en l9, ce qui demande deux tours.
lessons-medusa-step-once-a-turn-hint = D’abord i9 en k9 ; au tour suivant, j9 par-dessus k9 jusqu’en l9.
lessons-medusa-step-touched-loses-its-right = Un groupe à côté duquel une pierre déplacée arrive perd son droit de se déplacer pour ce tour : déplacez les deux paires, en k9 et en n9.
lessons-medusa-step-touched-loses-its-right-hint = Déplacez d’abord l9 en n9 ; i9 peut ensuite arriver en k9, qui ne touche plus l’autre paire.
lessons-medusa-step-captured-stones-move = Les pierres capturées par votre pose sont à vous aussitôt et peuvent se déplacer dans le même tour : capturez la paire et sautez le long de la rangée 9 jusqu’en h9.
lessons-medusa-step-captured-stones-move-hint = Posez en l9, puis sautez de l9 par-dessus k9, j9 et i9 jusqu’en h9 : l9 l9-h9.
lessons-medusa-step-place-and-jump-capture = En un seul tour, capturez une pierre noire en posant et l’autre par un saut.
lessons-medusa-step-place-and-jump-capture-hint = Posez en a5 pour prendre a4, puis sautez de i9 par-dessus j9 jusqu’en k9 pour prendre l9.

## rosettes

lessons-medusa-stage-rosettes = Les rosettes
lessons-medusa-step-make-a-rosette = Six pierres d’une même couleur autour d’un trou sombre forment une rosette : complétez la rosette autour du centre, j10.
lessons-medusa-step-make-a-rosette-hint = Autour de j10 se trouvent i9, i10, j9, j11 et k10 ; il ne manque que k11.
lessons-medusa-step-rosette-lives = Un groupe qui contient une rosette ne se retourne jamais, même sans liberté : complétez votre rosette en k11, même si vous prenez ainsi votre dernière liberté.
lessons-medusa-step-rosette-lives-hint = k11 est la dernière case libre voisine de votre groupe et la sixième case de la rosette.
lessons-medusa-step-rosette-lives-done = Avec une rosette, un groupe vit pour de bon : rien ne peut plus le retourner.
lessons-medusa-step-rosette-is-safe = Prendre la dernière liberté d’un groupe qui contient une rosette ne sert à rien : capturez ce qui peut l’être.
lessons-medusa-step-rosette-is-safe-hint = Le groupe noir autour de b2 contient une rosette ; la pierre en j9, non.
lessons-medusa-step-capture-into-rosette = Un groupe qui capture et se retrouve ensuite sans liberté se retourne à son tour, c’est le second retournement, sauf s’il contient une rosette : capturez la pierre noire en j9 et gardez vos pierres blanches.
lessons-medusa-step-capture-into-rosette-hint = k9 est la dernière liberté de j9 et de votre groupe ; une fois j9 retournée, les six cases autour du trou j8 sont à vous.
lessons-medusa-step-capture-into-rosette-done = Avant de prendre une dernière liberté, comptez celles qui resteront à votre propre groupe : sans la rosette, il serait devenu noir.
lessons-medusa-step-rosette-on-the-edge = Les trous proches du bord ont aussi leur rosette : complétez celle qui entoure b2.
lessons-medusa-step-rosette-on-the-edge-hint = Autour de b2 se trouvent a1, a2, b1, b3 et c2 ; il manque c3.
lessons-medusa-step-rosette-by-a-jump = Une rosette peut aussi se compléter par un saut : achevez la rosette autour de j10 en déplaçant une pierre, sans en poser.
lessons-medusa-step-rosette-by-a-jump-hint = i8 peut sauter par-dessus j9 le long de la diagonale et arriver en k10.

## marker

lessons-medusa-stage-marker = Le marqueur
lessons-medusa-step-pass-for-a-point = Un tour sans pose de pierre fait avancer le marqueur d’un point vers vous : passez pour gagner un point.
lessons-medusa-step-pass-for-a-point-hint = Votre pierre en k10 ne risque rien et aucune autre case n’exige de pierre : appuyez sur « Passer ».
lessons-medusa-step-move-for-a-point = Un tour qui ne fait que déplacer, sans pose, rapporte lui aussi le point du marqueur : déplacez votre paire sans poser de pierre.
lessons-medusa-step-move-for-a-point-hint = Sautez de i9 par-dessus j9 jusqu’en k9, puis terminez le tour sans poser de pierre.
lessons-medusa-step-rosette-and-a-point = Complétez votre rosette et gagnez un point de marqueur dans le même tour.
lessons-medusa-step-rosette-and-a-point-hint = Une pose en k13 forme la rosette mais ne rapporte aucun point ; un saut en k13 fait les deux.
lessons-medusa-step-capture-and-a-point = En deux tours, retournez la pierre noire en l9 et gagnez un point de marqueur.
lessons-medusa-step-capture-and-a-point-hint = Formez une paire avec j9, puis capturez au tour suivant par un saut, qui se passe de pose.

## end-and-count

lessons-medusa-stage-end-and-count = La fin et le décompte
lessons-medusa-step-count-territory = Votre décompte comprend vos pierres, les cases libres entourées uniquement par vos pierres et les points du marqueur : fermez le coin pour que a1 soit à vous.
lessons-medusa-step-count-territory-hint = Le coin a1 ne touche que a2 et b1.
lessons-medusa-step-end-by-passing = La partie se termine quand les deux joueurs passent l’un après l’autre, et le meilleur décompte l’emporte : vous menez, alors passez pour terminer la partie.
lessons-medusa-step-end-by-passing-hint = Appuyez sur « Passer » : Noir passe aussi, ce qui termine la partie, et vos pierres plus le coin a1 l’emportent sur son unique pierre.
lessons-medusa-step-end-by-passing-done = Après les deux passes, les joueurs s’accordent sur les groupes morts, qui sont retournés avant le décompte.
lessons-medusa-step-dead-stone = La pierre noire en a1 ne peut pas vivre derrière votre mur : inutile de la capturer, passez et terminez la partie.
lessons-medusa-step-dead-stone-hint = Occuper les libertés de a1 ne rapporte rien : la pierre est morte de toute façon.
lessons-medusa-step-dead-stone-done = Après les deux passes, les joueurs conviennent que a1 est morte, et elle est retournée avant le décompte.
