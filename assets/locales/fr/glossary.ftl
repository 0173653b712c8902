# The glossary: each term the lessons explain, its name and what it means; a step of a
# course lists the terms it explains first (assets/lessons/<game>.json, "terms").

glossary-cell = Case
glossary-cell-meaning = Un emplacement du plateau de Medusa où une pierre peut se poser ; il se nomme par une lettre et un nombre, comme j11.

glossary-hole = Trou
glossary-hole-meaning = L’un des hexagones sombres du plateau de Medusa : aucune pierre ne s’y pose, et les six cases qui l’entourent forment l’emplacement d’une rosette.

glossary-point = Point
glossary-point-meaning = Un emplacement du plateau de Lotus où des lignes se rejoignent et où une pierre peut se poser, numéroté de 1 à 72 depuis le haut.

glossary-komi = Komi
glossary-komi-meaning = Les points accordés au second joueur au départ pour compenser le fait de jouer en second : le marqueur commence de son côté.

glossary-liberty = Liberté
glossary-liberty-meaning = Une case ou un point libre voisin d’une pierre ou d’un groupe. Un groupe qui n’a plus de liberté est retourné.

glossary-group = Groupe
glossary-group-meaning = Des pierres d’une même couleur reliées par des cases ou des points voisins ; un groupe partage ses libertés.

glossary-reversal = Retournement
glossary-reversal-meaning = La capture dans Medusa et Lotus : les pierres sont retournées et prennent l’autre couleur, sans jamais quitter le plateau.

glossary-suicide = Suicide
glossary-suicide-meaning = Une pose qui laisse son propre groupe sans liberté sans rien capturer : le groupe est aussitôt retourné. C’est permis.

glossary-second-reversal = Second retournement
glossary-second-reversal-meaning = Quand un groupe qui vient de capturer se retrouve sans liberté et ne contient ni rosette ni lotus, il est retourné à son tour.

glossary-line = Ligne
glossary-line-meaning = Une suite droite de cases voisines sur le plateau de Medusa (une rangée, une colonne ou une diagonale) ; les sauts suivent les lignes.

glossary-jump = Saut
glossary-jump-meaning = La façon dont se déplace un groupe de deux pierres ou plus : une pierre saute le long d’une ligne par-dessus ses pierres amies jusqu’à la première case libre.

glossary-right-to-move = Droit de déplacement
glossary-right-to-move-meaning = Chaque groupe peut se déplacer une fois par tour ; un groupe qui s’est déplacé, ou à côté duquel arrive une pierre déplacée, perd ce droit pour le tour.

glossary-rosette = Rosette
glossary-rosette-meaning = Six pierres d’une même couleur sur les six cases qui entourent un trou. Un groupe qui contient une rosette ne peut jamais être retourné.

glossary-lotus = Lotus
glossary-lotus-meaning = Six pierres d’une même couleur sur les coins de l’un des sept hexagones du plateau de Lotus. Un groupe qui contient un lotus ne peut jamais être retourné.

glossary-marker = Marqueur
glossary-marker-meaning = Le pion de la piste des points : un tour sans pose le fait avancer d’un point vers le joueur, et ses points comptent à la fin.

glossary-pass = Passe
glossary-pass-meaning = Un tour sans pose (dans Medusa, aussi sans déplacement). Deux passes de suite terminent la partie.

glossary-territory = Territoire
glossary-territory-meaning = Des cases ou des points libres entourés par une seule couleur ; ils comptent pour ce joueur à la fin.

glossary-dead-stones = Pierres mortes
glossary-dead-stones-meaning = Des pierres qui ne peuvent plus échapper à la capture ; après les deux dernières passes, les joueurs s’accordent sur elles, et elles sont retournées avant le décompte.

glossary-count = Décompte
glossary-count-meaning = À la fin, chaque joueur compte ses pierres, son territoire et les points du marqueur de son côté ; le plus haut décompte l’emporte.

glossary-man = Pion
glossary-man-meaning = La pièce ordinaire de Medea : il avance d’une case, tout droit ou en diagonale, et prend par sauts courts en ligne droite dans les quatre directions.

glossary-king = Dame
glossary-king-meaning = Un pion promu dans Medea : elle se déplace comme la dame aux échecs et prend par longs sauts le long d’une colonne ou d’une rangée.

glossary-compulsory-capture = Prise obligatoire
glossary-compulsory-capture-meaning = Dans Medea, il faut prendre dès qu’une prise est possible, et choisir celle qui prend le plus de pièces.

glossary-turkish-strike = Rafle à la turque
glossary-turkish-strike-meaning = Les pièces sautées pendant une prise restent sur le plateau jusqu’à la fin du coup : elles ne peuvent pas être sautées deux fois et barrent le passage.

glossary-crowning = Promotion à dame
glossary-crowning-meaning = Un pion qui termine son coup sur la dernière rangée devient dame ; la traverser pendant une prise ne suffit pas.

glossary-chakra = Chakra
glossary-chakra-meaning = L’une des deux cases spéciales que possède chaque joueur de Medea. Un chakra vide est une case ordinaire ; au lieu de jouer une pièce, on peut déplacer d’une case son chakra vide.

glossary-transmission = Transmission
glossary-transmission-meaning = Le Transmetteur : une pièce qui entre sans prendre sur le chakra vide de son joueur continue aussitôt jusqu’à son autre chakra.

glossary-replacement = Prise par remplacement
glossary-replacement-meaning = Une pièce transmise qui arrive sur un chakra occupé par une pièce ennemie prend cette pièce.

glossary-file-and-rank = Colonne et rangée
glossary-file-and-rank-meaning = Une colonne est une file verticale de cases (a à h, ou a à k), une rangée une file horizontale (1, 2, 3...), comptées depuis le côté de Blanc.

glossary-draw = Partie nulle
glossary-draw-meaning = Une partie que personne ne gagne : par la troisième répétition d’une position, par une longue suite de coups sans progrès, ou d’un commun accord.

glossary-sword = Épée
glossary-sword-meaning = Le pion de Pillars of Medusa : elle avance d’une case tout droit, prend d’une case en diagonale vers l’avant et devient Méduse sur la dernière rangée.

glossary-tower = Tour
glossary-tower-meaning = Se déplace d’autant de cases que voulu le long d’une colonne ou d’une rangée, comme la tour aux échecs.

glossary-horse = Cheval
glossary-horse-meaning = Saute comme le cavalier aux échecs : deux cases dans une direction et une sur le côté.

glossary-advisor = Conseiller
glossary-advisor-meaning = Se déplace d’autant de cases que voulu le long d’une diagonale, comme le fou aux échecs.

glossary-mounted-advisor = Conseiller à cheval
glossary-mounted-advisor-meaning = Se déplace comme un Conseiller ou saute comme un Cheval.

glossary-queen = Dame
glossary-queen-meaning = Se déplace d’autant de cases que voulu le long des colonnes, des rangées et des diagonales.

glossary-serpent = Serpent
glossary-serpent-meaning = Se déplace comme une Dame ou saute comme un Cheval.

glossary-pillar = Pilier
glossary-pillar-meaning = Se déplace comme une Tour ou saute comme un Cheval ; il ne roque jamais.

glossary-medusa = Méduse
glossary-medusa-meaning = La pièce qui se déplace comme une Dame mais de trois cases au plus, et change en pierre toute pièce ennemie voisine.

glossary-gaze = Regard de la Méduse
glossary-gaze-meaning = Toute pièce ennemie sur les cases voisines d’une Méduse est changée en pierre ; les Méduses elles-mêmes y échappent.

glossary-stone = Changé en pierre
glossary-stone-meaning = Une pièce pétrifiée ne peut pas bouger, ne fait pas échec et ne protège rien, mais elle bloque toujours et peut être prise ; elle redevient libre dès qu’aucune Méduse ennemie n’est plus à côté d’elle.

glossary-morph = Morph
glossary-morph-meaning = Une pièce qui commence comme Conseiller et qui, en prenant, peut adopter la forme de la pièce prise.

glossary-castling = Roque
glossary-castling-meaning = Le Roi et une Tour qui n’a pas bougé échangent leurs cases, si les cases entre eux sont vides et que le Roi n’est pas attaqué sur son chemin.

glossary-check = Échec
glossary-check-meaning = Un Roi attaqué par une pièce ennemie qui n’est pas changée en pierre ; le joueur doit parer l’échec aussitôt.

glossary-mate = Échec et mat
glossary-mate-meaning = Un Roi en échec sans aucun coup légal pour s’en sortir : la partie est perdue.

glossary-stalemate = Pat
glossary-stalemate-meaning = Le joueur au trait n’est pas en échec mais n’a aucun coup légal : la partie est nulle.

glossary-promotion = Promotion
glossary-promotion-meaning = Une Épée qui atteint la dernière rangée devient aussitôt une Méduse.

glossary-majority-rule = Règle de la majorité
glossary-majority-rule-meaning = Parmi toutes les prises possibles, un joueur de Medea doit en faire une qui prend le plus de pièces ; une dame compte pour une pièce.
