# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
lessons-medea-title = Medea lernen

## men

lessons-medea-stage-men = Steine
lessons-medea-step-man-step = Ein Stein zieht ein Feld vorwärts, gerade oder diagonal: Ziehe deinen Stein von c3 nach d4.
lessons-medea-step-man-step-hint = Der Stein auf c3 kann nach b4, c4 oder d4 ziehen: Wähle die Diagonale nach rechts.
lessons-medea-step-man-capture = Steine schlagen geradeaus, seitwärts und sogar rückwärts, aber nie diagonal: Schlage die schwarze Dame hinter deinem Stein.
lessons-medea-step-man-capture-hint = Die Dame auf d3 steht direkt hinter deinem Stein, und dahinter ist ein Feld frei: Überspringe sie rückwärts.
lessons-medea-step-man-capture-done = Es herrscht Schlagzwang: Wenn du schlagen kannst, musst du schlagen.

## majority

lessons-medea-stage-majority = So viele wie möglich
lessons-medea-step-majority-rule = Du musst so schlagen, dass du die meisten Steine nimmst: Versuche, nur den Stein auf e4 zu schlagen, sieh, dass es abgelehnt wird, und schlage dann zwei.
lessons-medea-step-majority-rule-hint = Überspringe d5 nach d6 und von dort seitwärts den Stein auf e6 nach f6.
lessons-medea-step-majority-rule-done = Unter Schlägen gleicher Größe wählst du frei; eine Dame zählt dabei wie ein Stein als ein Stück.

## king

lessons-medea-stage-king = Die Dame
lessons-medea-step-king-slide = Eine Dame zieht wie die Dame im Schach, beliebig weit in jede der acht Richtungen: Bringe deine Dame in einem Zug von h1 nach a8.
lessons-medea-step-king-slide-hint = Die lange Diagonale von h1 nach a8 ist ganz frei.
lessons-medea-step-king-long-capture = Eine Dame schlägt aus der Ferne, aber nur entlang einer Reihe oder Linie: Schlage die schwarze Dame auf d5.
lessons-medea-step-king-long-capture-hint = Ziehe die d-Linie über die freien Felder hinauf, überspringe die Dame und lande auf einem beliebigen freien Feld dahinter.

## turkish-strike

lessons-medea-stage-turkish-strike = Der Türkische Schlag
lessons-medea-step-turkish-strike = Übersprungene Steine bleiben bis zum Ende deines Zuges stehen, versperren dir den Weg und dürfen nicht zweimal übersprungen werden, das ist der türkische Schlag: Schlage vier Steine.
lessons-medea-step-turkish-strike-hint = Der Weg über a4, d4 und d1 zurück nach a1 schlägt vier; der zuerst übersprungene Stein auf a3 steht noch und versperrt den Weg hinauf nach a6.
lessons-medea-step-turkish-strike-done = Ohne den türkischen Schlag hätte die Dame nach der Runde die a-Linie hinauf einen fünften Stein schlagen können; die geschlagenen Steine verlassen das Brett alle zusammen am Ende.

## chakras

lessons-medea-stage-chakras = Chakren
lessons-medea-step-chakra-move = Statt einer Figur darfst du eines deiner leeren Chakren um ein Feld in beliebiger Richtung verschieben: Verschiebe ein Chakra.
lessons-medea-step-chakra-move-hint = Deine Chakren liegen auf a2 und h2; ein Chakrazug wird mit einem C geschrieben, etwa Ca2-b3.
lessons-medea-step-transmission = Eine Figur, die auf dein leeres Chakra zieht, geht sofort weiter auf dein anderes Chakra: Schicke deinen Stein von b1 nach h2.
lessons-medea-step-transmission-hint = Ziehe auf dein Chakra auf a2, und der Stein reist weiter nach h2.
lessons-medea-step-replacement = Steht eine gegnerische Figur auf deinem anderen Chakra, schlägt eine dorthin geschickte Figur sie: Schlage den schwarzen Stein auf h2 durch Verdrängung.
lessons-medea-step-replacement-hint = Ziehe von b1 auf dein Chakra auf a2: Dein Stein kommt auf h2 an, und der schwarze Stein dort ist geschlagen.
lessons-medea-step-replacement-done = Ein Schlagen durch Verdrängung schlägt genau eine Figur, hier war es also dem Sprung ebenbürtig.

## crowning

lessons-medea-stage-crowning = Zur Dame werden
lessons-medea-step-crown-a-man = Ein Stein, der seinen Zug auf der gegnerischen Grundreihe beendet, wird zur Dame: Mache einen deiner Steine zur Dame.
lessons-medea-step-crown-a-man-hint = Der Stein auf c7 ist nur einen Schritt von der letzten Reihe entfernt.
lessons-medea-step-crown-in-two = Führe deinen Stein in zwei Zügen auf die gegnerische Grundreihe, während Schwarz auf jeden davon antwortet.
lessons-medea-step-crown-in-two-hint = Jeder Schritt bringt den Stein eine Reihe näher an die achte.
lessons-medea-step-crown-by-transmission = Dein zweites Chakra liegt auf h8, auf der gegnerischen Grundreihe: Mache deinen Stein sofort zur Dame, indem du ihn dorthin schickst.
lessons-medea-step-crown-by-transmission-hint = Ziehe auf dein Chakra auf a2: Der Stein geht weiter nach h8 und wird dort zur Dame.
