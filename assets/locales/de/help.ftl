# The help window (F1). Its tabs are the games' names (games.ftl), one rules page each, and
# the keys.

help-tab-keys = Tasten und Maus
# On a rules page, where an example's boards could not be worked out; $error is the reason,
# as the rules give it (in English).
help-example-failed = Dieses Beispiel ließ sich nicht darstellen: { $error }

## The keys tab: each line a key (or a click), in bold, and what it does. The keys are named
## as on the keyboard; " / " separates two keys with two uses ("R / T": R resets the view,
## T looks straight down).

help-key-arrows = Pfeiltasten
help-key-arrows-does = den Cursor über das Brett bewegen (beim Nachspielen: vor und zurück)
help-key-enter = Enter
help-key-enter-does = am Cursor setzen, auswählen oder ziehen
help-key-esc = Esc
help-key-esc-does = die Auswahl aufheben und den Cursor ausblenden
help-key-undo = Strg+Z
help-key-undo-does = zurücknehmen (erst innerhalb des Zuges, dann ganze Züge)
help-key-view = R / T
help-key-view-does = Ansicht zurücksetzen / senkrecht von oben schauen
# The mouse: dragging with the right button held, and the wheel.
help-key-mouse = Rechte Maustaste ziehen, Mausrad
help-key-mouse-does = Brett drehen, zoomen
help-key-hint = H
help-key-hint-does = den Computer um einen Tipp bitten, grün eingekreist auf dem Brett
help-key-move-box = M
help-key-move-box-does = einen Zug in Partienotation eingeben oder eine Frage stellen (feld e5, figuren, gruppen, stand, uhr, letzter, züge, hilfe), im Eingabefeld der Leiste
help-key-replay = Pos1 / Ende
help-key-replay-does = beim Nachspielen: erster / letzter Zug
help-key-help = F1
help-key-help-does = diese Hilfe öffnen oder schließen

## The keys tab, each game's own clicks and keys, above those of every game.

# Medusa and Lotus.
help-key-end-turn = E
help-key-end-turn-does = den Zug beenden (auch Enter, ohne Cursor)
help-key-pass = P
help-key-pass-does = vollständig passen, der Marker rückt zu dir
help-key-territory = A
help-key-territory-does = das Gebiet zeigen oder ausblenden
# Medusa.
help-key-medusa-place = Klick auf ein leeres Feld
help-key-medusa-place-does = einen Stein setzen
help-key-medusa-move = Klick auf deinen Stein, dann auf ein eingekreistes Feld
help-key-medusa-move-does = seine Gruppe bewegen
# Lotus, whose stones go on points.
help-key-lotus-place = Klick auf einen leeren Punkt
help-key-lotus-place-does = einen Stein setzen
# Medea.
help-key-medea-move = Klick auf deinen Stein, dann auf ein hervorgehobenes Feld
help-key-medea-move-does = ihn ziehen; enden mehrere Schlagwege auf demselben Feld, die Landefelder nacheinander anklicken
help-key-medea-chakra = Klick auf dein leeres Chakra, dann auf ein hervorgehobenes Feld
help-key-medea-chakra-does = das Chakra verschieben
# Pillars of Medusa.
help-key-pillars-move = Klick auf deine Figur, dann auf ein hervorgehobenes Feld
help-key-pillars-move-does = sie ziehen
help-key-pillars-castle = Klick auf deinen König, dann auf die Ecke seines Turms
help-key-pillars-castle-does = rochieren
