# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
lessons-medea-title = Medea lernen

## men

lessons-medea-stage-men = Steine
lessons-medea-step-man-step = Ein Stein zieht ein Feld vorwärts, gerade oder diagonal: Ziehe deinen Stein von c3 nach d4.
lessons-medea-step-man-step-hint = Der Stein auf c3 kann nach b4, c4 oder d4 ziehen: Wähle die Diagonale nach rechts.
lessons-medea-step-man-capture = Steine schlagen geradeaus, seitwärts und sogar rückwärts, aber nie diagonal: Schlage den schwarzen Stein hinter deinem Stein.
lessons-medea-step-man-capture-hint = Der Stein auf d3 steht direkt hinter deinem, mit einem freien Feld dahinter: Überspringe ihn rückwärts.
lessons-medea-step-man-capture-done = Schlagen ist Pflicht: Wenn ein Schlag möglich ist, musst du schlagen.

## starting-position

lessons-medea-stage-starting-position = Die Grundstellung
lessons-medea-step-the-start = Jede Seite beginnt mit 18 Steinen auf ihren ersten drei Reihen, Weiß zieht zuerst, und die zwei leeren Felder an den Enden jeder zweiten Reihe sind Chakras: Bringe einen Stein nach d4.
lessons-medea-step-the-start-hint = Jeder der Steine auf c3, d3 und e3 kann nach d4 ziehen.
lessons-medea-step-the-start-done = Die Chakras kommen in einem späteren Abschnitt; vorerst sind sie gewöhnliche leere Felder.
lessons-medea-step-first-exchange = Eröffne mit d3-d4; Schwarz antwortet d6-d5, und dann musst du schlagen: Schlage zwei Steine.
lessons-medea-step-first-exchange-hint = Überspringe d5 nach d6, dann seitwärts c6 nach b6.

## crowning

lessons-medea-stage-crowning = Zur Dame werden
lessons-medea-step-crown-a-man = Ein Stein, der seinen Zug auf der gegnerischen Grundreihe beendet, wird zur Dame: Mache einen deiner Steine zur Dame.
lessons-medea-step-crown-a-man-hint = Der Stein auf c7 ist nur einen Schritt von der letzten Reihe entfernt.
lessons-medea-step-crown-by-capture = Ein Schlag, der auf der gegnerischen Grundreihe endet, macht den Stein ebenfalls zur Dame: Mache deinen zur Dame.
lessons-medea-step-crown-by-capture-hint = Der Stein auf d7 muss ohnehin geschlagen werden, und der Sprung landet auf d8.
lessons-medea-step-crown-in-two = Führe deinen Stein in zwei Zügen auf die gegnerische Grundreihe, während Schwarz auf jeden davon antwortet.
lessons-medea-step-crown-in-two-hint = Jeder Schritt bringt den Stein eine Reihe näher an die achte.
lessons-medea-step-crown-then-capture = Mache deinen Stein zur Dame und schlage dann mit der neuen Dame den schwarzen Stein auf e8.
lessons-medea-step-crown-then-capture-hint = Ziehe nach c8 oder b8, um Dame zu werden; im nächsten Zug überspringt die Dame e8 entlang der letzten Reihe. Auf d8 stünde der Stein neben e8 und würde geschlagen.

## captures

lessons-medea-stage-captures = Schlagen mit Steinen
lessons-medea-step-must-capture = Ist ein Schlag möglich, darfst du keinen anderen Zug machen: Versuche, mit dem Stein auf b2 zu ziehen, und schlage dann.
lessons-medea-step-must-capture-hint = Der Stein auf e4 steht neben deinem, mit f4 frei dahinter.
lessons-medea-step-men-go-forward = Ein Stein zieht nie rückwärts oder seitwärts, auch wenn er so schlägt: Versuche es und ziehe dann nach e5.
lessons-medea-step-men-go-forward-hint = e5 liegt schräg vorwärts rechts.
lessons-medea-step-no-diagonal-capture = Ein Stein schlägt nie diagonal, auch nicht nach vorn: Schlage das eine Stück, das er schlagen kann.
lessons-medea-step-no-diagonal-capture-hint = Der Stein auf d5 steht schräg zu deinem und ist sicher; der Stein auf b4 steht neben deinem, mit a4 frei.
lessons-medea-step-multiple-capture = Nach einem Sprung schlägt der Stein weiter, solange er kann, alles in einem Zug: Schlage drei Steine.
lessons-medea-step-multiple-capture-hint = Die c-Linie hinauf über c3 und c5, dann seitwärts über d6.
lessons-medea-step-backwards-twice = Ein Schlag darf ganz rückwärts laufen: Schlage beide Steine.
lessons-medea-step-backwards-twice-hint = Die d-Linie hinunter über d5 und dann über d3.
lessons-medea-step-over-the-far-rank = Ein Stein, der mitten im Schlagen die gegnerische Grundreihe erreicht, muss weiterschlagen und bleibt ein Stein, wenn er anderswo endet: Schlage alle drei Steine.
lessons-medea-step-over-the-far-rank-hint = Über c7 nach c8, über d8 nach e8, dann zurück über e7 nach e6.
lessons-medea-step-over-the-far-rank-done = Für die Umwandlung zählt nur, wo der Zug endet.
lessons-medea-step-majority-rule = Du musst so schlagen, dass du die meisten Steine nimmst: Versuche, nur den Stein auf e4 zu schlagen, sieh, dass es abgelehnt wird, und schlage dann zwei.
lessons-medea-step-majority-rule-hint = Überspringe d5 nach d6 und von dort seitwärts den Stein auf e6 nach f6.
lessons-medea-step-majority-rule-done = Unter Schlägen gleicher Größe wählst du frei; eine Dame zählt dabei wie ein Stein als ein Stück.

## king

lessons-medea-stage-king = Die Dame
lessons-medea-step-king-slide = Eine Dame zieht wie die Dame im Schach, beliebig weit in jede der acht Richtungen: Bringe deine Dame in einem Zug von h1 nach a8.
lessons-medea-step-king-slide-hint = Die lange Diagonale von h1 nach a8 ist ganz frei.
lessons-medea-step-king-long-capture = Eine Dame schlägt aus der Ferne, aber nur entlang einer Reihe oder Linie: Schlage die schwarze Dame auf d5.
lessons-medea-step-king-long-capture-hint = Ziehe die d-Linie über die freien Felder hinauf, überspringe die Dame und lande auf einem beliebigen freien Feld dahinter.
lessons-medea-step-king-only-straight = Wie ein Stein schlägt auch eine Dame nur entlang von Linien und Reihen, nie diagonal: Schlage einen Stein.
lessons-medea-step-king-only-straight-hint = Der Stein auf e3 steht auf der Diagonale deiner Dame und ist sicher; die c-Linie führt über c5.
lessons-medea-step-king-two-lines = Eine Dame darf nach jedem Sprung die Richtung wechseln und muss dort halten, wo sie weiterschlagen kann: Schlage beide Steine.
lessons-medea-step-king-two-lines-hint = Überspringe a3 und halte auf a6, auf der Reihe von c6; überspringe dann c6.
lessons-medea-step-king-takes-the-most = Die Mehrheitsregel gilt auch für Damen: Führe den größten Schlag auf dem Brett aus.
lessons-medea-step-king-takes-the-most-hint = Dein Stein kann ein Stück schlagen, deine Dame zwei, die c-Linie hinauf.

## turkish-strike

lessons-medea-stage-turkish-strike = Der Türkische Schlag
lessons-medea-step-turkish-strike = Übersprungene Steine bleiben bis zum Ende deines Zuges stehen, versperren dir den Weg und dürfen nicht zweimal übersprungen werden, das ist der türkische Schlag: Schlage vier Steine.
lessons-medea-step-turkish-strike-hint = Der Weg über a4, d4 und d1 zurück nach a1 schlägt vier; der zuerst übersprungene Stein auf a3 steht noch und versperrt den Weg hinauf nach a6.
lessons-medea-step-turkish-strike-done = Ohne den türkischen Schlag hätte die Dame nach der Runde die a-Linie hinauf einen fünften Stein schlagen können; die geschlagenen Steine verlassen das Brett alle zusammen am Ende.

## chakras

lessons-medea-stage-chakras = Chakren
lessons-medea-step-chakra-move = Statt einer Figur darfst du eines deiner leeren Chakren um ein Feld in beliebiger Richtung verschieben: Verschiebe ein Chakra.
lessons-medea-step-chakra-move-hint = Deine Chakren liegen auf a2 und h2; ein Chakrazug wird mit einem C geschrieben, etwa Ca2-b3.
lessons-medea-step-chakra-not-onto-chakra = Ein Chakra darf nicht auf ein anderes Chakra ziehen: Versuche Ca2-b3 und ziehe dann eines deiner Chakras.
lessons-medea-step-chakra-not-onto-chakra-hint = b3 ist dein anderes Chakra; jedes leere Feld um a2 oder b3, das kein Chakra ist, geht.
lessons-medea-step-occupied-chakra-stays = Nur ein leeres Chakra darf ziehen: Versuche, das unter deinem Stein zu ziehen, und ziehe dann das andere.
lessons-medea-step-occupied-chakra-stays-hint = Dein Stein steht auf a2, also bleibt dieses Chakra; h2 ist leer.
lessons-medea-step-no-chakra-move-while-capturing = Ein Chakrazug ist kein Schlag und daher nicht erlaubt, solange geschlagen werden kann: Versuche es und schlage dann.
lessons-medea-step-no-chakra-move-while-capturing-hint = Schlage den Stein auf e4 seitwärts.
lessons-medea-step-transmission = Eine Figur, die auf dein leeres Chakra zieht, geht sofort weiter auf dein anderes Chakra: Schicke deinen Stein von b1 nach h2.
lessons-medea-step-transmission-hint = Ziehe auf dein Chakra auf a2, und der Stein reist weiter nach h2.
lessons-medea-step-transmission-from-the-start = In der Grundstellung können vier Steine sofort die Chakras nutzen: Schicke einen Stein nach h2.
lessons-medea-step-transmission-from-the-start-hint = Ein Stein, der auf a2 zieht, geht weiter nach h2; einer, der auf h2 zieht, geht weiter nach a2.
lessons-medea-step-transmission-blocked = Ein Stein kann nicht auf ein Chakra geschickt werden, auf dem ein eigener Stein steht: Räume h2 und schicke dann den Stein von b1 dorthin.
lessons-medea-step-transmission-blocked-hint = Ziehe zuerst den Stein von h2 weg; im nächsten Zug geht b1-a2 weiter nach h2.
lessons-medea-step-king-transmits = Auch eine Dame, die ihren Zug auf deinem leeren Chakra beendet, wird übertragen: Schicke deine Dame nach h2.
lessons-medea-step-king-transmits-hint = Ziehe die Diagonale von d5 hinunter nach a2.
lessons-medea-step-no-transmission-after-capture = Ein Schlag, der auf deinem Chakra endet, überträgt nicht: Schlage den Stein auf a3.
lessons-medea-step-no-transmission-after-capture-hint = Springe rückwärts über a3; dein Stein bleibt auf a2.
lessons-medea-step-replacement = Steht eine gegnerische Figur auf deinem anderen Chakra, schlägt eine dorthin geschickte Figur sie: Schlage den schwarzen Stein auf h2 durch Verdrängung.
lessons-medea-step-replacement-hint = Ziehe von b1 auf dein Chakra auf a2: Dein Stein kommt auf h2 an, und der schwarze Stein dort ist geschlagen.
lessons-medea-step-replacement-done = Ein Schlagen durch Verdrängung schlägt genau eine Figur, hier war es also dem Sprung ebenbürtig.
lessons-medea-step-replacement-is-compulsory = Ein Schlagen durch Ersetzen ist ein Schlag, also muss es gemacht werden, wenn kein Sprung möglich ist: Versuche einen anderen Zug und schlage dann.
lessons-medea-step-replacement-is-compulsory-hint = b1-a2 schickt deinen Stein nach h2, wo der schwarze Stein steht.
lessons-medea-step-move-a-chakra-to-capture = Bringe ein Chakra dorthin, wo dein Stein es betreten kann, und schlage den schwarzen Stein auf h2 durch Ersetzen.
lessons-medea-step-move-a-chakra-to-capture-hint = Ziehe das Chakra von c4 nach c5 oder d5 und ziehe dann den Stein darauf.
lessons-medea-step-crown-by-transmission = Dein zweites Chakra liegt auf h8, auf der gegnerischen Grundreihe: Mache deinen Stein sofort zur Dame, indem du ihn dorthin schickst.
lessons-medea-step-crown-by-transmission-hint = Ziehe auf dein Chakra auf a2: Der Stein geht weiter nach h8 und wird dort zur Dame.
lessons-medea-step-enemy-chakra = Wer auf das Chakra des Gegners zieht, wird nicht übertragen: Ziehe nach a7 und bleibe dort.
lessons-medea-step-enemy-chakra-hint = a7 ist das Chakra von Schwarz, schräg vor deinem Stein.

## end

lessons-medea-stage-end = Das Spielende
lessons-medea-step-take-the-last-piece = Wer weder Steine noch Damen mehr hat, hat verloren, ebenso wer nicht mehr ziehen kann: Schlage das letzte Stück von Schwarz.
lessons-medea-step-take-the-last-piece-hint = Der Stein auf e4 ist das einzige Stück von Schwarz.
lessons-medea-step-take-the-last-piece-done = Remis ist eine Partie, wenn eine Stellung zum dritten Mal entsteht oder wenn jede Seite 50 Züge ohne Schlag und ohne Steinzug gemacht hat.

## tactics

lessons-medea-stage-tactics = Kombinationen
lessons-medea-step-give-one-take-two = Gib einen Stein her, sodass Schwarz schlagen muss und dir einen Doppelschlag öffnet: Gewinne in zwei Zügen zwei Steine.
lessons-medea-step-give-one-take-two-hint = Ziehe d4-d5: Schwarz muss schlagen und landet auf c5, und b5 überspringt dann c5 und d6.
