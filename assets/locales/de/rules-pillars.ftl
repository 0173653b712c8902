# The rules page of Pillars of Medusa in the help window: an introduction, the legend of the
# pieces (written with the game's panel), paragraphs, then examples, each a caption over two
# small boards (before and after the move it names). The squares' names (c1, f4) and the
# moves as the records write them ("S-G9 mate") are the board's own: keep them as they are.
# The pieces' names (Medusa, Morph, Sword, Tower, Horse, Advisor, Mounted Advisor, Queen,
# King, Serpent, Pillar) are the game's own and are capitalised as names.

rules-pillars-introduction =
    Pillars of Medusa ist Gary K. Giffords Schach auf 11 x 11 Feldern. Jede Seite hat 26
    Figuren: die Armee des Schachs, drei zusammengesetzte Figuren aus dem Türkischen
    Großschach und zwei Erfindungen, die Medusa und den Morph. Weiß beginnt. Wer mattsetzt,
    gewinnt, und wie im Schach darfst du deinen eigenen König nie im Schach stehen lassen.
    Alle Figuren schlagen so, wie sie ziehen, außer dem Schwert.

## Pillars of Medusa's rules, under the legend of the pieces.

rules-pillars-gaze =
    Der Blick der Medusa: Jede gegnerische Figur auf einem der acht Felder neben einer Medusa
    wird versteinert. Sie kann weder ziehen noch schlagen, rochieren oder sich umwandeln, und
    sie greift nichts an: Sie gibt kein Schach und deckt nichts. Sie sperrt aber weiterhin
    Linien und kann geschlagen werden. Es zählt nur, wo eine Figur ihren Zug beendet. Zieht
    die Medusa fort oder wird sie geschlagen, erwachen die Figuren sofort wieder zum Leben.
    Jede Medusa hat den Blick, und Medusen werden nie versteinert, daher darf ein König nicht
    neben eine gegnerische Medusa ziehen. Die schachgebende Figur zu versteinern ist ein Weg,
    das Schach abzuwehren.
rules-pillars-morph =
    Der Morph beginnt als Ratgeber und trägt einen Jadering. Wenn er schlägt, darfst du ihn in
    eine Figur der geschlagenen Art verwandeln, und er bleibt der Morph: Du wählst auf dem
    kleinen Brett neben dem Feld, oder du klickst noch einmal auf das Feld, um seine Gestalt
    zu behalten. Schlägt er den gegnerischen Morph und nimmt dessen Gestalt an, verliert er
    seine Kraft und wird eine gewöhnliche Figur. Er wird nie zum König.
rules-pillars-swords =
    Schwerter ziehen wie Bauern, ohne en passant. Ein Schwert, das die gegnerische Grundreihe
    erreicht, wird immer zur Medusa (auch ein Schwert-Morph, der dann eine gewöhnliche Medusa
    wird).
rules-pillars-castling =
    Rochade: König und Turm, die noch nicht gezogen haben, tauschen die Plätze (klicke den
    König an, dann die Ecke des Turms), wenn alle Felder zwischen ihnen leer sind, keiner von
    beiden versteinert ist, der König nicht im Schach steht und kein Feld, das er überquert
    oder erreicht, angegriffen ist.
rules-pillars-draw =
    Remis: Patt, dieselbe Stellung zum dritten Mal, 100 Halbzüge in Folge ohne Schlagen und
    ohne Schwertzug, oder nur noch die beiden Könige auf dem Brett. Zwei Personen an einem
    Bildschirm können sich auch auf Remis einigen.
# The page says that the starting position is not the inventor's own.
rules-pillars-reconstruction =
    Die Ausgangsstellung ist eine Rekonstruktion: Die Diagramme des Erfinders sind verloren.
    Sie folgt den Angaben seines Textes (der Berittene Ratgeber auf d1, die Schlange auf g1,
    Schwerter auf d2, e3 und f4) und spielt seine Beispielpartie von 25 Zügen nach. Sein
    Beispiel endet mit „S-G9 mate“, doch nach diesen Regeln ist das nur Schach: Schwarz kann
    die Schlange mit der Medusa versteinern.

## Pillars of Medusa's examples.

rules-pillars-example-gaze =
    Der Blick. Die weiße Medusa zieht nach f4, neben das Pferd auf e5 und die Schlange auf g5:
    Beide werden versteinert. Sie können nicht ziehen und greifen nichts an, bis die Medusa
    wieder fortzieht.
rules-pillars-example-morph =
    Der Morph, gerade ein Ratgeber, schlägt den Turm auf e5 und wählt, zum Turm zu werden. Er
    ist weiterhin der Morph.
rules-pillars-example-castling =
    Rochade. König und Turm tauschen die Plätze: der König in die Ecke, der Turm nach f1.
rules-pillars-example-promotion =
    Umwandlung. Ein Schwert auf der gegnerischen Grundreihe wird zur Medusa, und ihr Blick
    wirkt sofort: Das Pferd auf d11 wird versteinert.
