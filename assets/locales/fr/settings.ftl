# The settings window.

settings-language = Langue
# The first choice of the language picker: the system's (the browser's) language.
settings-language-system = Système ({ $language })
settings-animation = Animation
settings-motion = Mouvement
settings-motion-reduce = Réduire les animations
    .tooltip = Les pierres et les pièces se déplacent d’un coup, sans animation (comme le système le préfère, sauf choix fait ici)
settings-sound = Son
settings-mute = Couper le son
settings-coordinates = Coordonnées
settings-coordinates-show = Afficher les lettres et les chiffres
settings-stones = Pierres
settings-stones-plain = Unies
settings-stones-symbols = Avec symboles
    .tooltip = Un point sur les faces noires et un anneau sur les faces blanches
settings-palette = Couleurs
settings-palette-standard = Standard
    .tooltip = Les couleurs habituelles
settings-palette-colour-safe = Daltonisme
    .tooltip = Repères distincts pour les daltonismes rouge-vert et bleu-jaune
settings-palette-high-contrast = Contraste élevé
    .tooltip = Pierres et pions d’un noir et d’un blanc purs, sur un bois qui les fait ressortir
settings-pieces = Pièces
settings-pieces-letters = Lettres sur les pièces
    .tooltip = Piliers de Méduse : la lettre de chaque pièce sur son sommet
settings-turns = Tours
settings-turns-by-hand = Terminer chaque tour moi-même
    .tooltip = Sinon, un tour où plus rien n’est possible se termine tout seul
settings-chat = Discussion en ligne
settings-chat-on = Discuter dans les parties en ligne
    .tooltip = Désactivé, la discussion est coupée dans chaque partie en ligne que vous jouez
settings-panel-size = Taille du panneau
# The panel's size as a percentage.
settings-panel-percent = { $percent } %
settings-view = Vue
# Where the settings are kept: a file or the browser's storage.
settings-kept-in = Conservés dans { $place }
