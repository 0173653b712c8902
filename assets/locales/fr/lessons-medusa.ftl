# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
lessons-medusa-title = Apprendre Medusa

## placing

lessons-medusa-stage-placing = Poser des pierres
lessons-medusa-step-place-a-stone = Blanc commence, et un tour peut débuter par la pose d’une pierre sur n’importe quelle case libre : posez une pierre blanche en j11.
lessons-medusa-step-place-a-stone-hint = Les cases sont désignées par une lettre et un nombre ; j11 est juste au-dessus du trou sombre du centre, j10.

## reversal

lessons-medusa-stage-reversal = Libertés et retournement
lessons-medusa-step-last-liberty = Un groupe qui n’a plus aucune case libre voisine se retourne et prend la couleur adverse : prenez la dernière liberté de la pierre noire en j9.
lessons-medusa-step-last-liberty-hint = j9 touche i8, i9, k10 et k9 ; seule la case k9 est encore libre.
lessons-medusa-step-last-liberty-done = Dans Medusa, les pierres ne quittent jamais le plateau : la pierre capturée se retourne et se bat désormais pour vous.
lessons-medusa-step-reverse-a-group = Un groupe entier se retourne d’un seul coup quand sa dernière liberté est prise : retournez la paire noire en j9 et k9.
lessons-medusa-step-reverse-a-group-hint = Il ne reste à la paire qu’une case voisine libre, en l9.

## suicide

lessons-medusa-stage-suicide = Le suicide
lessons-medusa-step-suicide = Une pierre posée là où son groupe n’a aucune liberté, sans rien capturer, se retourne aussitôt : constatez-le en posant une pierre blanche en j9.
lessons-medusa-step-suicide-hint = Les quatre cases voisines de j9 sont noires : une pierre blanche posée là n’a donc aucune liberté.
lessons-medusa-step-suicide-done = Le suicide est permis : la pierre appartient désormais à l’adversaire et rejoint ses pierres voisines ; c’est d’ordinaire un cadeau, mais cela peut aussi souder ses pierres en un seul groupe que vous capturez ensuite.

## movement

lessons-medusa-stage-movement = Déplacer un groupe
lessons-medusa-step-jump = Un groupe de deux pierres ou plus se déplace quand l’une de ses pierres saute en ligne droite par-dessus ses pierres amies jusqu’à la première case libre : sautez de i9 par-dessus j9 jusqu’en k9.
lessons-medusa-step-jump-hint = La rangée 9 est une ligne droite : i9, j9, k9. Un tour qui ne fait que déplacer s’écrit en commençant par un tiret : - i9-k9.
lessons-medusa-step-jump-to-capture = Une pierre qui arrive par un saut capture exactement comme une pierre posée : faites sauter une pierre de votre paire en k9 pour retourner la pierre noire en l9.
lessons-medusa-step-jump-to-capture-hint = Sautez de i9 par-dessus j9 : la pierre arrive en k9, la dernière liberté de l9.
lessons-medusa-step-jump-to-capture-done = Poser en k9 capturerait aussi, mais le saut vous laisse votre pose pour une autre case.

## rosettes

lessons-medusa-stage-rosettes = Les rosettes
lessons-medusa-step-make-a-rosette = Six pierres d’une même couleur autour d’un trou sombre forment une rosette : complétez la rosette autour du centre, j10.
lessons-medusa-step-make-a-rosette-hint = Autour de j10 se trouvent i9, i10, j9, j11 et k10 ; il ne manque que k11.
lessons-medusa-step-rosette-lives = Un groupe qui contient une rosette ne se retourne jamais, même sans liberté : complétez votre rosette en k11, même si vous prenez ainsi votre dernière liberté.
lessons-medusa-step-rosette-lives-hint = k11 est la dernière case libre voisine de votre groupe et la sixième case de la rosette.
lessons-medusa-step-rosette-lives-done = Avec une rosette, un groupe vit pour de bon : rien ne peut plus le retourner.
lessons-medusa-step-capture-into-rosette = Un groupe qui capture et se retrouve ensuite sans liberté se retourne à son tour, c’est le second retournement, sauf s’il contient une rosette : capturez la pierre noire en j9 et gardez vos pierres blanches.
lessons-medusa-step-capture-into-rosette-hint = k9 est la dernière liberté de j9 et de votre groupe ; une fois j9 retournée, les six cases autour du trou j8 sont à vous.
lessons-medusa-step-capture-into-rosette-done = Avant de prendre une dernière liberté, comptez celles qui resteront à votre propre groupe : sans la rosette, il serait devenu noir.

## marker

lessons-medusa-stage-marker = Le marqueur
lessons-medusa-step-pass-for-a-point = Un tour sans pose de pierre fait avancer le marqueur d’un point vers vous : passez pour gagner un point.
lessons-medusa-step-pass-for-a-point-hint = Votre pierre en k10 ne risque rien et aucune autre case n’exige de pierre : appuyez sur « Passer ».
lessons-medusa-step-move-for-a-point = Un tour qui ne fait que déplacer, sans pose, rapporte lui aussi le point du marqueur : déplacez votre paire sans poser de pierre.
lessons-medusa-step-move-for-a-point-hint = Sautez de i9 par-dessus j9 jusqu’en k9, puis terminez le tour sans poser de pierre.

## end-and-count

lessons-medusa-stage-end-and-count = La fin et le décompte
lessons-medusa-step-count-territory = Votre décompte comprend vos pierres, les cases libres entourées uniquement par vos pierres et les points du marqueur : fermez le coin pour que a1 soit à vous.
lessons-medusa-step-count-territory-hint = Le coin a1 ne touche que a2 et b1.
lessons-medusa-step-end-by-passing = La partie se termine quand les deux joueurs passent l’un après l’autre, et le meilleur décompte l’emporte : vous menez, alors passez pour terminer la partie.
lessons-medusa-step-end-by-passing-hint = Appuyez sur « Passer » : Noir passe aussi, ce qui termine la partie, et vos pierres plus le coin a1 l’emportent sur son unique pierre.
lessons-medusa-step-end-by-passing-done = Après les deux passes, les joueurs s’accordent sur les groupes morts, qui sont retournés avant le décompte.
