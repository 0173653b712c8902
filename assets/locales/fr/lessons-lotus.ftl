# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
lessons-lotus-title = Apprendre Lotus

## points-and-lines

lessons-lotus-stage-points-and-lines = Le plateau de Kensington
lessons-lotus-step-neighbours = Les pierres se posent sur les points où les lignes se rejoignent, et deux points reliés par une ligne sont voisins : prenez la dernière liberté de la pierre blanche en 1.
lessons-lotus-step-neighbours-hint = Le point 1 est relié à 2, 8 et 5 ; seul 5 est libre.
lessons-lotus-step-neighbours-done = Dans Lotus, Noir commence, et un tour est une pose ou un passe : il n’y a pas de déplacement.
lessons-lotus-step-group-liberties = Des pierres reliées par une ligne forment un groupe qui se retourne d’un seul bloc : retournez la paire blanche en 13 et 19.
lessons-lotus-step-group-liberties-hint = Les voisins de la paire sont 9, 6, 12, 27, 24 et 18 ; seul 18 est encore vide : c’est sa dernière liberté.

## second-reversal

lessons-lotus-stage-second-reversal = Le second retournement
lessons-lotus-step-capture-and-lose = Un groupe qui capture mais se retrouve sans liberté se retourne à son tour : prenez la pierre blanche en 2 en jouant 1, et regardez votre groupe devenir blanc.
lessons-lotus-step-capture-and-lose-hint = 1 est la dernière liberté de la pierre blanche en 2 et de votre groupe 6, 8, 12 ; après la capture, le groupe n’en a plus aucune.

## lotuses

lessons-lotus-stage-lotuses = Les lotus
lessons-lotus-step-make-a-lotus = Six pierres d’une même couleur aux sommets d’un hexagone forment un lotus : complétez le lotus de l’hexagone 9, 13, 14, 19, 20, 24.
lessons-lotus-step-make-a-lotus-hint = Les sommets de l’hexagone sont 9, 13, 14, 19, 20 et 24 ; 20 est encore libre.
lessons-lotus-step-lotus-lives = Un groupe qui contient un lotus ne se retourne jamais, même sans liberté : complétez votre lotus en 20, même si vous prenez ainsi votre dernière liberté.
lessons-lotus-step-lotus-lives-hint = 20 est le dernier point libre voisin de votre groupe et le sixième sommet de l’hexagone.

## marker

lessons-lotus-stage-marker = Le passe et le marqueur
lessons-lotus-step-pass-for-a-point = Un passe fait avancer le marqueur d’un point vers vous, et les points du marqueur comptent à la fin : passez pour gagner un point.
lessons-lotus-step-pass-for-a-point-hint = Appuyez sur « Passer » au lieu de poser une pierre.
