# The pillars course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/pillars.json.
lessons-pillars-title = Pillars of Medusa lernen

## swords-and-old-friends

lessons-pillars-stage-swords-and-old-friends = Schwerter, Türme, Pferde und Ratgeber
lessons-pillars-step-sword-double-step = Ein Schwert zieht geradeaus vorwärts und darf von seiner zweiten oder dritten Reihe aus zwei Felder ziehen: Ziehe das Schwert von e2 nach e4.
lessons-pillars-step-sword-double-step-hint = Das Schwert auf e2 steht auf deiner zweiten Reihe, also darf es zwei Felder auf einmal ziehen.
lessons-pillars-step-sword-capture = Ein Schwert schlägt ein Feld schräg vorwärts: Schlage das schwarze Pferd.
lessons-pillars-step-sword-capture-hint = Das Pferd auf d3 steht ein Feld schräg vor deinem Schwert.
lessons-pillars-step-tower = Der Turm zieht beliebig weit entlang einer Reihe oder Linie: Schlage den schwarzen Ratgeber.
lessons-pillars-step-tower-hint = Die a-Linie ist von deinem Turm bis zum Ratgeber auf a9 frei.
lessons-pillars-step-horse = Das Pferd springt wie der Springer im Schach, zwei Felder in eine Richtung und eines zur Seite: Schlage den schwarzen Turm.
lessons-pillars-step-horse-hint = Von d4 aus landest du mit zwei Feldern nach oben und einem nach rechts auf e6.
lessons-pillars-step-advisor = Der Ratgeber zieht beliebig weit diagonal: Schlage das schwarze Pferd.
lessons-pillars-step-advisor-hint = Die Diagonale von c1 führt über d2, e3 und f4 zum Pferd auf g5.

## strong-pieces

lessons-pillars-stage-strong-pieces = Berittener Ratgeber, Dame, Schlange, Säule und König
lessons-pillars-step-mounted-advisor = Der Berittene Ratgeber zieht wie ein Ratgeber oder springt wie ein Pferd: Schlage die schwarze Dame.
lessons-pillars-step-mounted-advisor-hint = Die Dame auf e3 ist einen Pferdesprung von d1 entfernt.
lessons-pillars-step-queen = Die Dame zieht beliebig weit entlang von Reihen, Linien und Diagonalen: Schlage die schwarze Säule.
lessons-pillars-step-queen-hint = Die e-Linie ist von deiner Dame bis zur Säule auf e8 frei.
lessons-pillars-step-serpent = Die Schlange zieht wie eine Dame oder springt wie ein Pferd: Schlage den schwarzen Turm.
lessons-pillars-step-serpent-hint = Der Turm auf h3 ist einen Pferdesprung von g1 entfernt.
lessons-pillars-step-pillar = Die Säule zieht wie ein Turm oder springt wie ein Pferd: Schlage den schwarzen Ratgeber.
lessons-pillars-step-pillar-hint = Der Ratgeber auf f4 ist einen Pferdesprung von e2 entfernt.
lessons-pillars-step-king = Der König zieht ein Feld in jede Richtung: Schlage das schwarze Pferd neben ihm.
lessons-pillars-step-king-hint = Das Pferd auf g2 steht diagonal neben dem Feld deines Königs.

## medusa

lessons-pillars-stage-medusa = Der Blick der Medusa
lessons-pillars-step-gaze = Die Medusa zieht wie eine Dame, aber höchstens drei Felder, und jede gegnerische Figur neben ihr wird versteinert: Versteinere das schwarze Pferd.
lessons-pillars-step-gaze-hint = Drei Felder die f-Linie hinauf steht deine Medusa direkt unter dem Pferd.
lessons-pillars-step-gaze-done = Eine versteinerte Figur kann nicht ziehen, gibt kein Schach und deckt nichts, aber sie sperrt weiterhin und kann geschlagen werden.
lessons-pillars-step-immunity = Medusen versteinern einander nicht: Schlage die schwarze Medusa mit deiner.
lessons-pillars-step-immunity-hint = Die schwarze Medusa steht direkt vor deiner, und deine kann frei ziehen.

## stone

lessons-pillars-stage-stone = Versteinert und befreit
lessons-pillars-step-free-your-piece = Dein Turm neben der schwarzen Medusa ist versteinert und kann nicht ziehen: Befreie ihn, indem du die Medusa mit deinem Pferd schlägst.
lessons-pillars-step-free-your-piece-hint = Dein Pferd auf g4 kann nach f6 springen, wo die Medusa steht.
lessons-pillars-step-free-your-piece-done = Sobald keine gegnerische Medusa mehr neben ihr steht, ist eine versteinerte Figur wieder frei.

## morph

lessons-pillars-stage-morph = Der Morph
lessons-pillars-step-morph-choice = Wenn der Morph schlägt, darf er die Gestalt der geschlagenen Figur annehmen: Schlage den schwarzen Turm und werde zum Turm.
lessons-pillars-step-morph-choice-hint = Schlage mit dem Morph von c3 auf e5 und wähle, zum Turm zu werden (geschrieben c3xe5=T).
lessons-pillars-step-morph-choice-done = Der Morph bleibt der Morph: Beim nächsten Schlagen darf er sich wieder verwandeln.

## castling

lessons-pillars-stage-castling = Rochade
lessons-pillars-step-castle = Der König rochiert, indem er mit einem Turm, der noch nicht gezogen hat, die Felder tauscht, wenn die Felder zwischen ihnen leer sind: Rochiere mit dem Turm auf a1.
lessons-pillars-step-castle-hint = Die Rochade mit dem Turm auf a1 wird O-O-A geschrieben: Dein König landet auf a1 und der Turm auf f1.

## mate

lessons-pillars-stage-mate = Schach und matt
lessons-pillars-step-medusa-mate = Ein König neben deiner Medusa steht im Schach und ist versteinert, kann also nicht ausweichen: Setze mit deiner Medusa matt.
lessons-pillars-step-medusa-mate-hint = Ziehe drei Felder hinauf nach f10, direkt vor den schwarzen König.
lessons-pillars-step-frozen-defender = Der schwarze Turm auf h11 ist versteinert und kann seine Reihe nicht verteidigen: Setze mit deinem Turm matt.
lessons-pillars-step-frozen-defender-hint = Dein Turm erreicht d11 über die d-Linie; der schwarze König ist von seinen eigenen Schwertern eingeschlossen.

## promotion

lessons-pillars-stage-promotion = Umwandlung
lessons-pillars-step-promote = Ein Schwert, das die letzte Reihe erreicht, wird sofort zur Medusa: Wandle dein Schwert um.
lessons-pillars-step-promote-hint = Das Schwert auf c10 ist einen Schritt von der letzten Reihe entfernt; die neue Medusa versteinert das Pferd neben ihr.
