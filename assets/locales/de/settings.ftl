# The settings window.

settings-language = Sprache
# The first choice of the language picker: the system's (the browser's) language.
settings-language-system = System ({ $language })
settings-animation = Animation
settings-motion = Bewegung
settings-motion-reduce = Bewegung reduzieren
    .tooltip = Steine und Figuren stehen sofort am Ziel, ohne Animation (so wie es das System vorgibt, solange hier nichts gewählt ist)
settings-sound = Ton
settings-mute = Stumm
settings-coordinates = Koordinaten
settings-coordinates-show = Buchstaben und Zahlen zeigen
settings-stones = Steine
settings-stones-plain = Schlicht
settings-stones-symbols = Mit Symbolen
    .tooltip = Ein Punkt auf den schwarzen Seiten und ein Ring auf den weißen Seiten
settings-palette = Farben
settings-palette-standard = Standard
    .tooltip = Die üblichen Farben
settings-palette-colour-safe = Farbenblind
    .tooltip = Markierungen, die auch bei Rot-Grün- und Blau-Gelb-Schwäche unterscheidbar sind
settings-palette-high-contrast = Hoher Kontrast
    .tooltip = Rein schwarze und weiße Steine, auf einem Brett, von dem sie sich abheben
settings-pieces = Figuren
settings-pieces-letters = Buchstaben auf den Figuren
    .tooltip = Pillars of Medusa: der Buchstabe jeder Figur auf ihrer Oberseite
settings-turns = Züge
settings-turns-by-hand = Jeden Zug selbst beenden
    .tooltip = Sonst endet ein Zug, in dem nichts mehr möglich ist, von selbst
settings-chat = Online-Chat
settings-chat-on = In Online-Partien chatten
    .tooltip = Aus: Der Chat wird in jeder Online-Partie, die du spielst, abgeschaltet
settings-panel-size = Größe der Leiste
# The panel's size as a percentage.
settings-panel-percent = { $percent } %
settings-view = Ansicht
# Where the settings are kept: a file or the browser's storage.
settings-kept-in = Ablageort: { $place }
