# The rules pages of Medusa and Lotus in the help window: paragraphs, then examples, each a
# caption over two small boards (before and after the move it names). The cells' names (a4,
# k11) and Lotus's numbered points (5, 32) are the boards' own: keep them as they are.

## Medusa's rules.

rules-medusa-scoring =
    Zwei Spieler, Weiß und Schwarz, ziehen abwechselnd; Weiß beginnt. Es geht um Punkte: Am
    Ende zählt jeder Spieler seine Steine auf dem Brett, die leeren Felder in Gebieten, die
    nur von seinen Steinen begrenzt werden, und den Marker, wenn er auf seiner Seite steht.
rules-medusa-turn =
    Ein Zug hat zwei Teile, beide freiwillig: erst einen Stein auf ein leeres Feld setzen,
    dann beliebige eigene Gruppen bewegen, jede höchstens einmal. Steine werden nie vom Brett
    genommen: Eine Gruppe, die ihre letzte Freiheit (ein leeres Nachbarfeld) verliert, wird
    umgedreht und nimmt die andere Farbe an.
rules-medusa-movement =
    Eine Gruppe aus zwei oder mehr Steinen bewegt sich, indem einer ihrer Steine entlang einer
    Linie über eine lückenlose Reihe eigener Steine auf das erste leere Feld dahinter springt.
    Eine Gruppe, die sich bewegt hat oder die eine bewegte Gruppe berührt hat, darf sich in
    diesem Zug nicht mehr bewegen.
rules-medusa-end =
    Beendest du einen Zug, ohne zu setzen, rückt der Marker einen Punkt zu dir. Ein Zug ohne
    Setzen und ohne Bewegung ist ein Passen; passen beide Spieler nacheinander, endet die
    Partie. Dann markieren die Spieler die toten Gruppen (sie werden umgedreht), und die
    Partie wird ausgezählt.

## Medusa's examples.

rules-medusa-example-capture =
    Schlagen. Schwarz setzt auf a4: Die weiße Gruppe a1-a3 hat keine Freiheit mehr und wird
    zu Schwarz umgedreht, der nächste Stein zuerst.
rules-medusa-example-second-reversal =
    Zweites Umdrehen. Schwarz schlägt mit a2 den Stein a1, doch danach hat die schlagende
    Gruppe selbst keine Freiheit mehr und wird deshalb ganz wieder weiß.
rules-medusa-example-movement =
    Bewegung. Der Stein auf k11 springt entlang seiner Linie über den eigenen Stein auf k12 und
    landet auf dem ersten leeren Feld, k13. Die Landung kann wie ein Setzen schlagen.
rules-medusa-example-rosette =
    Rosette. Sechs Steine einer Farbe um ein dunkles Loch bilden eine Rosette: Ihre Gruppe kann
    nie geschlagen werden. Weiß nimmt mit a3 die letzte Freiheit, und nichts wird umgedreht.

## Lotus's rules.

rules-lotus-board =
    Lotus ist Medusas kleines Schwesterspiel auf den 72 Ecken des Kensington-Bretts. Schwarz
    beginnt. Ein Zug ist ein Setzen oder ein Passen: Es gibt keine Bewegung.
rules-lotus-captures =
    Geschlagen wird wie bei Medusa: Eine Gruppe ohne Freiheiten wird umgedreht, und eine
    schlagende Gruppe, die danach ohne Freiheiten dasteht, wird zurückgedreht. Passen rückt
    den Marker zu dir; passen beide nacheinander, endet die Partie, dann werden die toten
    Gruppen markiert, und die Partie wird genauso ausgezählt.

## Lotus's examples.

rules-lotus-example-capture =
    Schlagen. Schwarz setzt auf 5: Der weiße Stein auf 1 hat keine Freiheit mehr und wird
    umgedreht.
rules-lotus-example-second-reversal =
    Zweites Umdrehen. Schwarz schlägt mit 5 den Stein auf 1, doch danach hat die schwarze
    Gruppe keine Freiheit und wird weiß, samt dem geschlagenen Stein.
rules-lotus-example-lotus =
    Lotus. Sechs Steine auf den Ecken eines Sechsecks bilden einen Lotus: Ihre Gruppe kann nie
    geschlagen werden, selbst ganz ohne Freiheit.
