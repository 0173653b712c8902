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

## starting-position

lessons-pillars-stage-starting-position = Die Grundstellung
lessons-pillars-step-the-start = Jedes Heer hat 26 Figuren auf einem Brett von 11 mal 11 Feldern, mit drei vorgerückten Schwertern in der Mitte: Ziehe das Schwert auf e3 zwei Felder vor.
lessons-pillars-step-the-start-hint = e3 liegt auf deiner dritten Reihe, von wo ein Schwert noch zwei Felder ziehen darf.
lessons-pillars-step-the-start-done = Ein Schwert darf von seiner zweiten oder dritten Reihe jederzeit zwei Felder ziehen, nicht nur beim ersten Zug.
lessons-pillars-step-morph-at-the-start = Die Figur auf f3 ist der Morph, der als Ratgeber beginnt: Bringe ihn nach h5.
lessons-pillars-step-morph-at-the-start-hint = Von f3 aus führt die Diagonale nach rechts über g4 nach h5.

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
lessons-pillars-step-pillar-as-tower = Nutze den Turmzug der Säule, um die schwarze Schlange zu schlagen.
lessons-pillars-step-pillar-as-tower-hint = Die c-Linie ist von c2 bis c9 frei.
lessons-pillars-step-serpent-as-queen = Nutze den Damenzug der Schlange, um die schwarze Säule zu schlagen.
lessons-pillars-step-serpent-as-queen-hint = Die lange Diagonale von b2 reicht bis i9.
lessons-pillars-step-mounted-advisor-diagonal = Der Berittene Ratgeber zieht auch wie ein Ratgeber: Schlage den schwarzen Turm.
lessons-pillars-step-mounted-advisor-diagonal-hint = Von d1 führt die Diagonale über e2, f3, g4 und h5 nach i6.
lessons-pillars-step-sliders-are-blocked = Turm, Ratgeber und Dame können nicht über eine Figur hinwegziehen: Versuche, die Dame zu schlagen, und schlage dann, was du kannst.
lessons-pillars-step-sliders-are-blocked-hint = Das Pferd auf c5 steht zwischen deinem Turm und der Dame.
lessons-pillars-step-horse-leaps-over = Das Pferd springt über alles hinweg, was im Weg steht: Schlage den schwarzen Ratgeber hinter der Mauer aus Schwertern.
lessons-pillars-step-horse-leaps-over-hint = Zwei Felder vor und eins nach links landet auf d4.

## swords

lessons-pillars-stage-swords = Was ein Schwert nicht darf
lessons-pillars-step-sword-not-straight = Ein Schwert schlägt nie geradeaus, und eine Figur direkt vor ihm blockiert es: Schlage, was es schlagen kann.
lessons-pillars-step-sword-not-straight-hint = Das Pferd auf e6 blockiert dein Schwert; der Turm auf f6 steht schräg davor.
lessons-pillars-step-no-double-step-from-the-fourth = Ein Schwert auf seiner vierten Reihe oder weiter zieht nur ein Feld: Versuche e4-e6 und bringe dann mit einem Zug ein Schwert nach c4.
lessons-pillars-step-no-double-step-from-the-fourth-hint = Das Schwert auf c2 steht auf deiner zweiten Reihe und darf zwei Felder ziehen.
lessons-pillars-step-no-double-step-from-the-fourth-done = Schlagen en passant gibt es in diesem Spiel nicht.
lessons-pillars-step-sword-takes-the-queen = Dein Schwert kann zwei Figuren schlagen: Nimm die wertvollere.
lessons-pillars-step-sword-takes-the-queen-hint = Die Dame auf h8 ist weit mehr wert als das Pferd auf f8.

## medusa

lessons-pillars-stage-medusa = Der Blick der Medusa
lessons-pillars-step-gaze = Die Medusa zieht wie eine Dame, aber höchstens drei Felder, und jede gegnerische Figur neben ihr wird versteinert: Versteinere das schwarze Pferd.
lessons-pillars-step-gaze-hint = Drei Felder die f-Linie hinauf steht deine Medusa direkt unter dem Pferd.
lessons-pillars-step-gaze-done = Eine versteinerte Figur kann nicht ziehen, gibt kein Schach und deckt nichts, aber sie sperrt weiterhin und kann geschlagen werden.
lessons-pillars-step-immunity = Medusen versteinern einander nicht: Schlage die schwarze Medusa mit deiner.
lessons-pillars-step-immunity-hint = Die schwarze Medusa steht direkt vor deiner, und deine kann frei ziehen.
lessons-pillars-step-three-squares = Die Medusa zieht höchstens drei Felder, auch beim Schlagen: Versuche, das vier Felder entfernte Pferd zu schlagen, und versteinere es stattdessen.
lessons-pillars-step-three-squares-hint = Drei Felder die f-Linie hinauf, auf f5, steht sie neben dem Pferd.
lessons-pillars-step-freeze-two = Versteinere beide schwarzen Figuren mit einem Zug deiner Medusa.
lessons-pillars-step-freeze-two-hint = f6 grenzt an e7 und an g7 und liegt drei Felder die f-Linie hinauf.
lessons-pillars-step-king-keeps-away = Ein König darf nie neben eine gegnerische Medusa ziehen, die ihn versteinern würde: Versuche f5-f6 und schlage dann das Pferd.
lessons-pillars-step-king-keeps-away-hint = f6 grenzt an die Medusa auf g7; das Pferd auf e4 steht neben deinem König und ist ungedeckt.
lessons-pillars-step-keep-the-gaze = Zieht deine Medusa weg, wird frei, was sie festhielt, deshalb ist der Zug verboten, wenn er deinen König angegriffen ließe: Versuche es und schlage dann den Turm.
lessons-pillars-step-keep-the-gaze-hint = Der versteinerte Turm auf f5 würde deinem König auf f1 Schach bieten, sobald sie geht.

## stone

lessons-pillars-stage-stone = Versteinert und befreit
lessons-pillars-step-free-your-piece = Dein Turm neben der schwarzen Medusa ist versteinert und kann nicht ziehen: Befreie ihn, indem du die Medusa mit deinem Pferd schlägst.
lessons-pillars-step-free-your-piece-hint = Dein Pferd auf g4 kann nach f6 springen, wo die Medusa steht.
lessons-pillars-step-free-your-piece-done = Sobald keine gegnerische Medusa mehr neben ihr steht, ist eine versteinerte Figur wieder frei.
lessons-pillars-step-take-the-stone-piece = Eine versteinerte Figur steht noch und kann geschlagen werden: Schlage die versteinerte Dame.
lessons-pillars-step-take-the-stone-piece-hint = Die Dame auf e7 steht neben deiner Medusa; dein Turm auf a7 erreicht sie über die siebte Reihe.
lessons-pillars-step-stone-attacks-nothing = Eine versteinerte Figur deckt nichts: Schlage das Pferd mit deinem König, auch wenn der versteinerte Turm die g-Linie hinabblickt.
lessons-pillars-step-stone-attacks-nothing-hint = Deine Medusa auf h8 hält den Turm auf g8 fest, also ist g2 nicht gedeckt.

## check

lessons-pillars-stage-check = Schach
lessons-pillars-step-give-check = Ein König, den eine gegnerische Figur angreift, steht im Schach: Biete mit deinem Turm Schach.
lessons-pillars-step-give-check-hint = Die f-Linie führt geradewegs zum schwarzen König.
lessons-pillars-step-defended-piece = Ein König darf keine gedeckte Figur schlagen, denn er stünde dann im Schach: Versuche es und schlage das Pferd dann auf andere Weise.
lessons-pillars-step-defended-piece-hint = Der schwarze Turm auf g8 deckt g2; dein Ratgeber auf e4 erreicht es gefahrlos.
lessons-pillars-step-king-takes-the-checker = Dein König steht im Schach durch einen ungedeckten Turm: Beende das Schach auf die beste Weise.
lessons-pillars-step-king-takes-the-checker-hint = Nichts deckt f2, also kann dein König den Turm schlagen.
lessons-pillars-step-pinned-piece = Eine Figur darf die Linie zwischen ihrem König und einem Angreifer nicht verlassen: Versuche, deinen Turm zur Seite zu ziehen, und schlage dann mit ihm entlang der Linie.
lessons-pillars-step-pinned-piece-hint = Dein Turm auf f3 darf sich weiter auf der f-Linie bewegen, bis hin zum schwarzen Turm.
lessons-pillars-step-out-of-check-by-moving = Wer im Schach steht, muss es sofort beenden, und kein Zug darf den eigenen König angegriffen lassen: Ziehe deinen König aus dem Schach.
lessons-pillars-step-out-of-check-by-moving-hint = Die f-Linie und die e-Linie beherrschen die schwarzen Türme; die g-Linie ist sicher.
lessons-pillars-step-out-of-check-by-capturing = Oft ist der beste Weg aus dem Schach, die schachbietende Figur zu schlagen: Tu das.
lessons-pillars-step-out-of-check-by-capturing-hint = Dein Pferd auf e1 springt nach f3.
lessons-pillars-step-out-of-check-by-blocking = Kann der König nicht ausweichen, beendet eine Figur zwischen ihm und dem Angreifer das Schach: Decke mit deinem Ratgeber ab.
lessons-pillars-step-out-of-check-by-blocking-hint = Der Ratgeber auf c2 erreicht über seine Diagonale f5 auf der f-Linie.
lessons-pillars-step-out-of-check-by-freezing = Eine versteinerte Figur greift nichts an, also beendet auch das Versteinern der schachbietenden Figur das Schach: Tu es mit deiner Medusa.
lessons-pillars-step-out-of-check-by-freezing-hint = Drei Felder entlang der fünften Reihe bringen deine Medusa nach e5, neben den Turm.

## mate

lessons-pillars-stage-mate = Schach und matt
lessons-pillars-step-medusa-mate = Ein König neben deiner Medusa steht im Schach und ist versteinert, kann also nicht ausweichen: Setze mit deiner Medusa matt.
lessons-pillars-step-medusa-mate-hint = Ziehe drei Felder hinauf nach f10, direkt vor den schwarzen König.
lessons-pillars-step-frozen-defender = Der schwarze Turm auf h11 ist versteinert und kann seine Reihe nicht verteidigen: Setze mit deinem Turm matt.
lessons-pillars-step-frozen-defender-hint = Dein Turm erreicht d11 über die d-Linie; der schwarze König ist von seinen eigenen Schwertern eingeschlossen.
lessons-pillars-step-back-rank-mate = Setze matt: Der schwarze König ist von seinen eigenen Schwertern eingesperrt.
lessons-pillars-step-back-rank-mate-hint = Der König kann nicht nach vorn ausweichen; ein Turm auf seiner Reihe erledigt ihn.
lessons-pillars-step-ladder-mate = Setze mit deinen zwei Türmen in zwei Zügen matt.
lessons-pillars-step-ladder-mate-hint = Sperre den schwarzen König zuerst mit a9-a10 auf der letzten Reihe ein und biete dann auf der elften Reihe Schach.
lessons-pillars-step-medusa-mate-in-two = Setze mit deiner Medusa allein in zwei Zügen matt.
lessons-pillars-step-medusa-mate-in-two-hint = Neben dem König versteinert sie ihn und bietet sofort Schach; e11 liegt von b8 drei Felder entlang der Diagonale entfernt.

## stalemate-and-draws

lessons-pillars-stage-stalemate-and-draws = Patt und Remis
lessons-pillars-step-mate-not-stalemate = Wer nicht im Schach steht, aber keinen legalen Zug hat, ist patt, und die Partie endet remis: Setze matt, nicht patt.
lessons-pillars-step-mate-not-stalemate-hint = Auf b9 lässt deine Dame dem König keinen Zug, bietet aber kein Schach; auf b10, von deinem König gedeckt, setzt sie matt.
lessons-pillars-step-mate-not-stalemate-done = Remis ist eine Partie auch bei der dritten Wiederholung einer Stellung, nach 50 Zügen jeder Seite ohne Schlag und ohne Schwertzug, oder wenn nur noch die zwei Könige übrig sind.

## promotion

lessons-pillars-stage-promotion = Umwandlung
lessons-pillars-step-promote = Ein Schwert, das die letzte Reihe erreicht, wird sofort zur Medusa: Wandle dein Schwert um.
lessons-pillars-step-promote-hint = Das Schwert auf c10 ist einen Schritt von der letzten Reihe entfernt; die neue Medusa versteinert das Pferd neben ihr.
lessons-pillars-step-promote-by-capturing = Ein Schwert kann auch durch einen Schlag auf die letzte Reihe umwandeln: Gewinne den Turm und eine Medusa auf einmal.
lessons-pillars-step-promote-by-capturing-hint = Das Pferd auf c11 versperrt dem Schwert den Schritt; der Turm auf d11 steht schräg davor.

## morph

lessons-pillars-stage-morph = Der Morph
lessons-pillars-step-morph-choice = Wenn der Morph schlägt, darf er die Gestalt der geschlagenen Figur annehmen: Schlage den schwarzen Turm und werde zum Turm.
lessons-pillars-step-morph-choice-hint = Schlage mit dem Morph von c3 auf e5 und wähle, zum Turm zu werden (geschrieben c3xe5=T).
lessons-pillars-step-morph-choice-done = Der Morph bleibt der Morph: Beim nächsten Schlagen darf er sich wieder verwandeln.
lessons-pillars-step-morph-may-decline = Der Morph muss sich beim Schlagen nicht verwandeln: Schlage das Schwert und bleibe ein Ratgeber.
lessons-pillars-step-morph-may-decline-hint = Ohne = geschrieben, behält c3xe5 die Gestalt des Ratgebers.
lessons-pillars-step-morph-takes-morph = Ein Morph, der den gegnerischen Morph schlägt, darf dessen Gestalt annehmen, verliert dann aber seine Kraft und wird eine gewöhnliche Figur: Werde zum Turm.
lessons-pillars-step-morph-takes-morph-hint = Schlage auf e5 und wähle den Turm: c3xe5=T.
lessons-pillars-step-sword-morph-promotes = Ein Morph, der gerade ein Schwert ist, wandelt wie eines um, in eine gewöhnliche Medusa: Wandle ihn um.
lessons-pillars-step-sword-morph-promotes-hint = Ein Schritt geradeaus bringt ihn auf die letzte Reihe.

## castling

lessons-pillars-stage-castling = Rochade
lessons-pillars-step-castle = Der König rochiert, indem er mit einem Turm, der noch nicht gezogen hat, die Felder tauscht, wenn die Felder zwischen ihnen leer sind: Rochiere mit dem Turm auf a1.
lessons-pillars-step-castle-hint = Die Rochade mit dem Turm auf a1 wird O-O-A geschrieben: Dein König landet auf a1 und der Turm auf f1.
lessons-pillars-step-castle-on-the-k-side = Rochiere mit dem Turm auf k1.
lessons-pillars-step-castle-on-the-k-side-hint = Geschrieben O-O-K: Der König landet auf k1 und der Turm auf f1.
lessons-pillars-step-no-castling-through-attack = Der König darf nicht über ein Feld oder auf ein Feld rochieren, das der Gegner angreift: Versuche O-O-K und rochiere dann so, wie du darfst.
lessons-pillars-step-no-castling-through-attack-hint = Der schwarze Turm auf h11 greift h1 an, das auf dem Weg des Königs nach k1 liegt.
lessons-pillars-step-no-castling-in-check = Ein König im Schach darf sich nicht durch Rochade retten: Versuche es und begegne dem Schach dann auf die beste Weise.
lessons-pillars-step-no-castling-in-check-hint = Deine Dame auf c5 kann den schachbietenden Turm schlagen.
lessons-pillars-step-no-castling-with-pieces-between = Alle Felder zwischen König und Turm müssen leer sein: Rochiere auf der Seite, auf der es geht.
lessons-pillars-step-no-castling-with-pieces-between-hint = Dein Pferd auf b1 steht zwischen dem König und dem Turm auf a1.

## tactics

lessons-pillars-stage-tactics = Kombinationen
lessons-pillars-step-horse-fork = Greife mit deinem Pferd König und Turm zugleich an und schlage im nächsten Zug den Turm.
lessons-pillars-step-horse-fork-hint = Von h10 aus bietet das Pferd dem König auf f11 Schach und greift den Turm auf j9 an.
lessons-pillars-step-freeze-then-take = Gewinne die schwarze Dame in zwei Zügen: Sie läuft weg, wenn sie sich bewegen kann.
lessons-pillars-step-freeze-then-take-hint = Versteinere sie zuerst von e6 aus; versteinert wartet sie darauf, geschlagen zu werden.
