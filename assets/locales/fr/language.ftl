# Glossaire des termes de jeu (pour les traducteurs) :
#   Medusa, Lotus (go) : stone = pierre ; group = groupe ; liberty = liberté ; cell = case ;
#     point = point ; vacant = libre ; place / placement = poser / pose ; move a group =
#     déplacer un groupe (déplacement) ; capture = capture ; turn over / reversal = se retourner /
#     retournement ; second reversal = second retournement ; rosette = rosette ; lotus = lotus ;
#     marker (track) = marqueur (piste du marqueur) ; komi = komi ; pass = passer, un passe ;
#     territory = territoire ; dead groups = groupes morts ; count = décompte ; turn = tour.
#   Medea (dames) : man = pion ; king = dame ; crowned = promu dame ; capture = prise (prendre) ;
#     compulsory = obligatoire ; chakra = chakra (m.) ; transmitter = transmetteur ;
#     capture by replacement = prise par remplacement ; square = case ; rank / file = rangée /
#     colonne ; move = coup ; ply = demi-coup.
#     majority capture = prise majoritaire ; Turkish strike = coup turc ; crown = promu dame,
#     mener (un pion) à dame.
#   Pillars of Medusa = Piliers de Méduse (échecs) : Sword = Épée ; Tower = Tour ; Horse = Cheval ;
#     Advisor = Conseiller ; Mounted Advisor = Conseiller à cheval ; Queen = Dame ; King = Roi ;
#     Serpent = Serpent ; Pillar = Pilier ; Medusa = Méduse ; Morph = Morph ; gaze = regard ;
#     turned to stone / frozen = changé en pierre / pétrifié ; check = échec ;
#     checkmate = échec et mat ; stalemate = pat ; castling = roque ; promotion = promotion.
#   Partout : White / Black = Blanc / Noir (noms des camps, sans article, au singulier) ;
#     side = camp ; draw = nulle ; resign = abandonner ; undo = annuler ; hint = indice ;
#     record = partie enregistrée ; replay = relecture ; inaccuracy / mistake / blunder =
#     imprécision / erreur / gaffe ; turning points = tournants. Le joueur est vouvoyé.
#   Typographie : espace insécable U+00A0 avant : ; ! ? et %, guillemets « ».

# The language's own name, in the language picker.
language-name = Français
