# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
lessons-lotus-title = Lotus lernen

## points-and-lines

lessons-lotus-stage-points-and-lines = Das Kensington-Brett
lessons-lotus-step-neighbours = Steine werden auf die Punkte gesetzt, an denen sich Linien treffen, und zwei durch eine Linie verbundene Punkte sind Nachbarn: Nimm dem weißen Stein auf 1 seine letzte Freiheit.
lessons-lotus-step-neighbours-hint = Punkt 1 ist mit 2, 8 und 5 verbunden; nur 5 ist leer.
lessons-lotus-step-neighbours-done = Bei Lotus beginnt Schwarz, und ein Zug ist ein Setzen oder ein Passen: Es gibt keine Bewegung.
lessons-lotus-step-group-liberties = Durch eine Linie verbundene Steine bilden eine Gruppe, die als Ganzes umgedreht wird: Drehe das weiße Paar auf 13 und 19 um.
lessons-lotus-step-group-liberties-hint = Die Nachbarpunkte des Paars sind 9, 6, 12, 27, 24 und 18; nur 18 ist noch leer und damit seine einzige Freiheit.

## second-reversal

lessons-lotus-stage-second-reversal = Das zweite Umdrehen
lessons-lotus-step-capture-and-lose = Eine Gruppe, die schlägt, danach aber ohne Freiheit dasteht, wird wieder umgedreht: Schlage den weißen Stein auf 2, indem du auf 1 setzt, und sieh zu, wie deine Gruppe weiß wird.
lessons-lotus-step-capture-and-lose-hint = 1 ist die letzte Freiheit des weißen Steins auf 2 und deiner Gruppe 6, 8, 12; nach dem Schlagen hat die Gruppe keine mehr.

## lotuses

lessons-lotus-stage-lotuses = Der Lotus
lessons-lotus-step-make-a-lotus = Sechs Steine einer Farbe auf den Ecken eines Sechsecks bilden einen Lotus: Vervollständige den Lotus auf dem Sechseck 9, 13, 14, 19, 20, 24.
lessons-lotus-step-make-a-lotus-hint = Die Ecken des Sechsecks sind 9, 13, 14, 19, 20 und 24; 20 ist noch leer.
lessons-lotus-step-lotus-lives = Eine Gruppe mit einem Lotus wird nie umgedreht, selbst ohne Freiheit: Vervollständige deinen Lotus auf 20, obwohl du damit deine letzte Freiheit besetzt.
lessons-lotus-step-lotus-lives-hint = 20 ist der letzte leere Punkt neben deiner Gruppe und die sechste Ecke des Sechsecks.

## marker

lessons-lotus-stage-marker = Passen und der Marker
lessons-lotus-step-pass-for-a-point = Passen rückt den Marker einen Punkt zu dir, und die Punkte des Markers zählen am Ende mit: Passe, um einen Punkt zu gewinnen.
lessons-lotus-step-pass-for-a-point-hint = Klicke auf „Passen“, statt einen Stein zu setzen.
