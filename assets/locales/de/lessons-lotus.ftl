# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
lessons-lotus-title = Lotus lernen

## starting-position

lessons-lotus-stage-starting-position = Das leere Brett
lessons-lotus-step-first-stone = Lotus beginnt auf dem leeren Brett, Schwarz am Zug und der Marker 3 Punkte zu Weiß hin: Setze einen schwarzen Stein auf 33.
lessons-lotus-step-first-stone-hint = Die Punkte sind von der obersten Reihe abwärts und von links nach rechts nummeriert; 33 ist eine Ecke des mittleren Sechsecks.
lessons-lotus-step-first-stone-done = Die 3 Punkte von Weiß sind das Komi, der Ausgleich für den Nachzug; ein Zug ist ein Setzen oder ein Passen, und Steine ziehen nie.

## points-and-lines

lessons-lotus-stage-points-and-lines = Das Kensington-Brett
lessons-lotus-step-neighbours = Zwei durch eine Linie verbundene Punkte sind Nachbarn, und die leeren Nachbarn eines Steins sind seine Freiheiten: Nimm dem weißen Stein auf 1 seine letzte Freiheit.
lessons-lotus-step-neighbours-hint = Punkt 1 ist mit 2, 8 und 5 verbunden; nur 5 ist leer.
lessons-lotus-step-neighbours-done = Ein Stein ohne Freiheiten wird auf die andere Farbe umgedreht: Steine verlassen nie das Brett.
lessons-lotus-step-group-liberties = Durch Linien verbundene Steine bilden eine Gruppe, die ihre Freiheiten teilt und als Ganzes umgedreht wird: Drehe das weiße Paar auf 13 und 19 um.
lessons-lotus-step-group-liberties-hint = Die Nachbarpunkte des Paars sind 9, 6, 12, 27, 24 und 18; nur 18 ist noch leer und damit seine einzige Freiheit.
lessons-lotus-step-stones-never-move = Bei Lotus ziehen Steine nie, wenn sie einmal stehen: Versuche, deinen Stein von 11 nach 5 zu ziehen, und drehe dann das weiße Paar durch Setzen um.
lessons-lotus-step-stones-never-move-hint = Das Paar 1 und 8 grenzt an 2, 12, 11 und 5; nur 5 ist leer.
lessons-lotus-step-edge-capture = Ein Punkt am Rand hat nur drei Nachbarn: Drehe den weißen Stein auf 22 um.
lessons-lotus-step-edge-capture-hint = 22 ist mit 16, 30 und 29 verbunden; 29 ist seine letzte Freiheit.
lessons-lotus-step-capture-a-pair = Ein Stein kommt nur auf einen leeren Punkt: Versuche, auf den weißen Stein auf 1 zu setzen, und drehe dann das weiße Paar in der Ecke um.
lessons-lotus-step-capture-a-pair-hint = Das Paar 1 und 2 grenzt an 8, 6 und 5; nur 5 ist leer.
lessons-lotus-step-two-liberties = Einen Stein mit zwei Freiheiten fängst du in zwei Zügen: Drehe den weißen Stein auf 22 um, während Weiß woanders spielt.
lessons-lotus-step-two-liberties-hint = Seine Freiheiten sind 29 und 30: Besetze die eine, dann die andere.
lessons-lotus-step-escape = Dein Stein auf 13 hat nur noch eine Freiheit: Lauf hinaus, damit Weiß ihn nicht fangen kann.
lessons-lotus-step-escape-hint = Verlängere nach 12; wenn Weiß 18 besetzt, verlängere noch einmal nach 8, das drei leere Nachbarn hat.
lessons-lotus-step-save-by-capturing = Dein Stein auf 13 hat eine Freiheit, aber einer seiner Angreifer auch nur eine: Rette deinen Stein durch Schlagen.
lessons-lotus-step-save-by-capturing-hint = Der weiße Stein auf 19 grenzt an 27, 24, 13 und 18; besetze 18, dann wird 19 schwarz und 13 bekommt eine neue Freiheit.
lessons-lotus-step-double-threat = Bedrohe zwei weiße Steine mit einem Stein: Weiß kann nur einen davon retten.
lessons-lotus-step-double-threat-hint = 16 ist eine Freiheit von 10 und von 22; danach hat jeder der beiden nur noch eine.

## suicide

lessons-lotus-stage-suicide = Selbstmord
lessons-lotus-step-suicide = Ein Stein, der so gesetzt wird, dass seine Gruppe keine Freiheit hat, und der nichts schlägt, wird sofort umgedreht: Sieh es dir an, indem du einen schwarzen Stein auf 1 setzt.
lessons-lotus-step-suicide-hint = Alle drei Nachbarn von 1 sind weiß, also hat ein schwarzer Stein dort keine Freiheit.
lessons-lotus-step-suicide-done = Selbstmord ist erlaubt, aber hier hat er Weiß nur einen Stein geschenkt.
lessons-lotus-step-capture-is-not-suicide = Erst wird geschlagen, dann werden die Freiheiten gezählt: Schlage, indem du auf 1 setzt, wo dein Stein selbst keine Freiheit hat.
lessons-lotus-step-capture-is-not-suicide-hint = 1 ist die letzte Freiheit des weißen Paars 2 und 8; sobald es schwarz ist, hat dein Stein auf 1 Freunde mit Freiheiten.

## second-reversal

lessons-lotus-stage-second-reversal = Das zweite Umdrehen
lessons-lotus-step-capture-and-lose = Eine Gruppe, die schlägt, danach aber ohne Freiheit dasteht, wird wieder umgedreht: Schlage den weißen Stein auf 2, indem du auf 1 setzt, und sieh zu, wie deine Gruppe weiß wird.
lessons-lotus-step-capture-and-lose-hint = 1 ist die letzte Freiheit des weißen Steins auf 2 und deiner Gruppe 6, 8, 12; nach dem Schlagen hat die Gruppe keine mehr.
lessons-lotus-step-look-before-capturing = Zwei weiße Steine lassen sich schlagen, aber einer dieser Schläge würde deine eigene Gruppe weiß machen: Schlage den sicheren.
lessons-lotus-step-look-before-capturing-hint = Schlägst du 2 auf 1, bleibt deine Gruppe 6, 8, 12 ohne Freiheit; 72 fällt gefahrlos auf 68.

## lotuses

lessons-lotus-stage-lotuses = Der Lotus
lessons-lotus-step-make-a-lotus = Sechs Steine einer Farbe auf den Ecken eines Sechsecks bilden einen Lotus: Vervollständige den Lotus auf dem Sechseck 9, 13, 14, 19, 20, 24.
lessons-lotus-step-make-a-lotus-hint = Die Ecken des Sechsecks sind 9, 13, 14, 19, 20 und 24; 20 ist noch leer.
lessons-lotus-step-lotus-lives = Eine Gruppe mit einem Lotus wird nie umgedreht, selbst ohne Freiheit: Vervollständige deinen Lotus auf 20, obwohl du damit deine letzte Freiheit besetzt.
lessons-lotus-step-lotus-lives-hint = 20 ist der letzte leere Punkt neben deiner Gruppe und die sechste Ecke des Sechsecks.
lessons-lotus-step-capture-for-a-lotus = Auch ein Schlag kann einen Lotus vervollständigen: Drehe das weiße Paar um, sodass das Sechseck 8, 11, 12, 17, 18, 23 ganz schwarz ist.
lessons-lotus-step-capture-for-a-lotus-hint = Das Paar 6 und 12 hat nur noch eine Freiheit, auf 13.
lessons-lotus-step-which-lotus = Bilde mit einem Zug einen Lotus.
lessons-lotus-step-which-lotus-hint = Im rechten Sechseck steht schon ein weißer Stein auf 47; dem mittleren fehlt nur 46.
lessons-lotus-step-lower-lotus = Vervollständige den Lotus des unteren linken Sechsecks.
lessons-lotus-step-lower-lotus-hint = Seine Ecken sind 49, 53, 54, 59, 60 und 64.

## marker

lessons-lotus-stage-marker = Passen und der Marker
lessons-lotus-step-pass-for-a-point = Passen rückt den Marker einen Punkt zu dir, und die Punkte des Markers zählen am Ende mit: Passe, um einen Punkt zu gewinnen.
lessons-lotus-step-pass-for-a-point-hint = Klicke auf „Passen“, statt einen Stein zu setzen.
lessons-lotus-step-defend-then-pass = Rette zuerst deinen Stein auf 13 und passe für einen Punkt erst, wenn nirgends ein Stein gebraucht wird.
lessons-lotus-step-defend-then-pass-hint = Lauf über 12 und 8 hinaus; danach ist nichts mehr in Gefahr, und ein Pass rückt den Marker.

## end-and-count

lessons-lotus-stage-end-and-count = Spielende und Zählung
lessons-lotus-step-count-territory = Gezählt werden deine Steine, die leeren Punkte, die nur deine Steine umschließen, und die Punkte des Markers: Schließe die Ecke ab, damit Punkt 1 dir gehört.
lessons-lotus-step-count-territory-hint = Punkt 1 grenzt an 8, 2 und 5; mit einem Stein auf 5 ist er nur von Schwarz umgeben.
lessons-lotus-step-count-two-corners = Bringe deine Zählung mit einem Stein auf mindestens 8.
lessons-lotus-step-count-two-corners-hint = Du hast 5 Steine und Punkt 1; schließt du die Ecke mit 65, gehört dir auch 72, während ein Stein auf 72 nur sich selbst zählt.
lessons-lotus-step-end-by-passing = Die Partie endet, wenn beide Spieler nacheinander passen, und die höhere Zählung gewinnt: Du liegst vorn, also passe, um sie zu beenden.
lessons-lotus-step-end-by-passing-hint = Klicke auf „Passen“: Weiß passt ebenfalls, und deine drei Steine und Punkt 1 zählen mehr als der eine weiße Stein.
lessons-lotus-step-komi-counts = Mit dem Komi steht die Zählung 4 zu 4, und jeder Pass rückt den Marker zu dem, der passt: Gewinne die Partie.
lessons-lotus-step-komi-counts-hint = Passt du, passt Weiß zurück, und die Partie endet unentschieden; setze zuerst einen Stein auf freies Gebiet und passe dann.
