# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
lessons-medusa-title = Medusa lernen

## starting-position

lessons-medusa-stage-starting-position = Das leere Brett
lessons-medusa-step-place-a-stone = Das Spiel beginnt auf dem leeren Brett, Weiß am Zug und der Marker 3 Punkte zu Schwarz hin: Setze einen weißen Stein auf j11.
lessons-medusa-step-place-a-stone-hint = Die Felder heißen nach einem Buchstaben und einer Zahl; j11 liegt direkt über dem dunklen Loch j10 in der Mitte.
lessons-medusa-step-place-a-stone-done = Die 3 Punkte, mit denen Schwarz beginnt, sind das Komi, der Ausgleich für den Nachzug.

## reversal

lessons-medusa-stage-reversal = Freiheiten und Umdrehen
lessons-medusa-step-last-liberty = Die leeren Nachbarfelder eines Steins sind seine Freiheiten, und ein Stein ohne Freiheit wird auf die andere Farbe umgedreht: Nimm dem schwarzen Stein auf j9 seine letzte Freiheit.
lessons-medusa-step-last-liberty-hint = j9 grenzt an i8, i9, k10 und k9; nur k9 ist noch leer.
lessons-medusa-step-last-liberty-done = Bei Medusa werden Steine nie vom Brett genommen: Der geschlagene Stein wird umgedreht und kämpft jetzt für dich.
lessons-medusa-step-reverse-a-group = Benachbarte Steine einer Farbe bilden eine Gruppe, die ihre Freiheiten teilt und als Ganzes umgedreht wird: Drehe das schwarze Paar auf j9 und k9 um.
lessons-medusa-step-reverse-a-group-hint = Das Paar hat nur noch ein leeres Nachbarfeld, l9.
lessons-medusa-step-hole-is-not-a-cell = Ein Loch ist kein Feld, also steht dort nie ein Stein und es ist keine Freiheit: Versuche j10 und drehe dann den schwarzen Stein auf j9 um.
lessons-medusa-step-hole-is-not-a-cell-hint = Die letzte Freiheit von j9 ist k10; das dunkle j10 daneben zählt nicht.
lessons-medusa-step-capture-two-groups = Ein Stein kann mehreren Gruppen zugleich die letzte Freiheit nehmen: Drehe beide schwarzen Steine um.
lessons-medusa-step-capture-two-groups-hint = j9 und l9 teilen sich ihre letzte Freiheit, k9.
lessons-medusa-step-edge-capture = Ein Feld am Rand hat nur drei Nachbarn, deshalb ist ein Stein dort schnell gefangen: Drehe den schwarzen Stein auf a4 um.
lessons-medusa-step-edge-capture-hint = a4 grenzt an a3, b5 und a5; a5 ist seine letzte Freiheit.
lessons-medusa-step-two-liberties = Eine Gruppe mit zwei Freiheiten fängst du in zwei Zügen, eine Freiheit pro Zug: Drehe das schwarze Paar um, während Schwarz woanders spielt.
lessons-medusa-step-two-liberties-hint = Die Freiheiten des Paars sind k8 und l9: Besetze die eine, dann die andere.
lessons-medusa-step-escape = Dein Stein auf k10 hat nur noch eine Freiheit: Rette ihn, indem du Steine anfügst, damit Schwarz deiner Gruppe nicht die letzte Freiheit nehmen kann.
lessons-medusa-step-escape-hint = Verlängere nach k11, und wenn Schwarz j11 besetzt, verlängere noch einmal nach k12.

## suicide

lessons-medusa-stage-suicide = Selbstmord
lessons-medusa-step-suicide = Ein Stein, der so gesetzt wird, dass seine Gruppe keine Freiheit hat, und der nichts schlägt, wird sofort umgedreht: Sieh es dir an, indem du einen weißen Stein auf j9 setzt.
lessons-medusa-step-suicide-hint = Alle vier Nachbarn von j9 sind schwarz, also hat ein weißer Stein dort keine Freiheit.
lessons-medusa-step-suicide-done = Selbstmord ist erlaubt: Der Stein gehört nun deinem Gegner und verbindet sich mit seinen Steinen daneben; meist ist das ein Geschenk, manchmal aber bindet es seine Steine zu einer Gruppe zusammen, die du dann schlägst.
lessons-medusa-step-capture-is-not-suicide = Erst wird geschlagen, dann werden die Freiheiten gezählt, deshalb ist ein Stein ohne Freiheit, der schlägt, kein Selbstmord: Setze auf k9.
lessons-medusa-step-capture-is-not-suicide-hint = k9 hat kein leeres Nachbarfeld, nimmt aber j9 die letzte Freiheit, und der umgedrehte Stein verschafft deiner Gruppe Freiheiten.

## movement

lessons-medusa-stage-movement = Eine Gruppe bewegen
lessons-medusa-step-jump = Eine Gruppe aus zwei oder mehr Steinen bewegt sich, indem ein Stein entlang einer geraden Linie über eigene Steine auf das erste leere Feld springt: Springe von i9 über j9 nach k9.
lessons-medusa-step-jump-hint = Reihe 9 ist eine gerade Linie: i9, j9, k9. Ein Zug, der nur bewegt, wird mit einem Strich vorneweg geschrieben: - i9-k9.
lessons-medusa-step-jump-on-a-diagonal = Jedes Feld liegt auf zwei Linien, einer Reihe, einer Spalte oder einer Diagonale: Springe mit deinem Paar von i8 die Diagonale hinauf nach k10.
lessons-medusa-step-jump-on-a-diagonal-hint = i8, j9 und k10 liegen auf einer Diagonale; der Sprung geht über j9.
lessons-medusa-step-jump-on-a-column = Auch Spalten sind Linien, Felder mit demselben Buchstaben nebeneinander: Bewege dein Paar die Spalte i hinauf nach i11.
lessons-medusa-step-jump-on-a-column-hint = Springe von i9 über i10; die Spalte verläuft i8, i9, i10, i11.
lessons-medusa-step-jump-over-several = Ein Stein darf über beliebig viele eigene Steine in lückenloser Reihe springen: Bewege deine Gruppe nach k9.
lessons-medusa-step-jump-over-several-hint = h9 springt über i9 und j9 und landet auf dem ersten leeren Feld, k9.
lessons-medusa-step-long-jump = Sprünge gehen auf einer Linie in beide Richtungen: Bewege deine Viererreihe mit einem Sprung nach f9.
lessons-medusa-step-long-jump-hint = j9 springt zurück über i9, h9 und g9 nach f9.
lessons-medusa-step-jump-to-capture = Ein Stein, der durch einen Sprung landet, schlägt genauso wie ein gesetzter: Lass einen Stein deines Paars auf k9 springen, um den schwarzen Stein auf l9 umzudrehen.
lessons-medusa-step-jump-to-capture-hint = Springe mit i9 über j9: Er landet auf k9, der letzten Freiheit von l9.
lessons-medusa-step-jump-to-capture-done = Auch ein Setzen auf k9 würde schlagen, doch nach dem Sprung bleibt dir das Setzen für ein anderes Feld.
lessons-medusa-step-single-stone = Ein einzelner Stein kann sich nicht bewegen, aber ein Zug darf erst setzen und dann bewegen: Bilde ein Paar und springe im selben Zug.
lessons-medusa-step-single-stone-hint = Setze auf k11 und springe dann mit k10 über k11 nach k12: Der Zug wird k11 k10-k12 geschrieben.
lessons-medusa-step-blocked-jump = Ein Sprung muss auf dem ersten Feld hinter den eigenen Steinen landen, und ein gegnerischer Stein oder der Rand dort hält ihn auf: Bewege dein Paar in die einzige Richtung, die geht.
lessons-medusa-step-blocked-jump-hint = k9 ist schwarz, also kann i9 nicht dorthin springen; j9 kann über i9 nach h9 springen.
lessons-medusa-step-two-groups = In einem Zug darfst du beliebig viele deiner Gruppen bewegen, jede einmal: Bewege beide Paare nach rechts.
lessons-medusa-step-two-groups-hint = Springe im selben Zug von i9 nach k9 und von i13 nach k13: - i9-k9 i13-k13.
lessons-medusa-step-once-a-turn = Eine Gruppe bewegt sich höchstens einmal pro Zug: Bringe dein Paar nach l9, wofür du zwei Züge brauchst.
lessons-medusa-step-once-a-turn-hint = Erst von i9 nach k9, im nächsten Zug mit j9 über k9 nach l9.
lessons-medusa-step-touched-loses-its-right = Eine Gruppe, neben der ein bewegter Stein landet, verliert für diesen Zug ihr Recht zu ziehen: Bewege beide Paare, nach k9 und nach n9.
lessons-medusa-step-touched-loses-its-right-hint = Bewege zuerst l9 nach n9; danach darf i9 auf k9 landen, das das andere Paar nicht mehr berührt.
lessons-medusa-step-captured-stones-move = Steine, die du durch das Setzen schlägst, gehören sofort dir und dürfen im selben Zug ziehen: Schlage das Paar und springe entlang Reihe 9 nach h9.
lessons-medusa-step-captured-stones-move-hint = Setze auf l9 und springe dann mit l9 über k9, j9 und i9 nach h9: l9 l9-h9.
lessons-medusa-step-place-and-jump-capture = Schlage in einem Zug einen schwarzen Stein durch Setzen und den anderen durch einen Sprung.
lessons-medusa-step-place-and-jump-capture-hint = Setze auf a5, um a4 zu schlagen, und springe dann mit i9 über j9 nach k9, um l9 zu schlagen.

## rosettes

lessons-medusa-stage-rosettes = Rosetten
lessons-medusa-step-make-a-rosette = Sechs Steine einer Farbe um ein dunkles Loch bilden eine Rosette: Vervollständige die Rosette um die Mitte j10.
lessons-medusa-step-make-a-rosette-hint = Um j10 stehen schon i9, i10, j9, j11 und k10; nur k11 fehlt noch.
lessons-medusa-step-rosette-lives = Eine Gruppe mit einer Rosette wird nie umgedreht, selbst ohne Freiheit: Vervollständige deine Rosette auf k11, obwohl du damit deine letzte Freiheit besetzt.
lessons-medusa-step-rosette-lives-hint = k11 ist das letzte leere Feld neben deiner Gruppe und das sechste Feld der Rosette.
lessons-medusa-step-rosette-lives-done = Mit einer Rosette lebt eine Gruppe für immer: Nichts kann sie umdrehen.
lessons-medusa-step-rosette-is-safe = Einer Gruppe mit Rosette die letzte Freiheit zu nehmen, bewirkt nichts: Schlage, was sich schlagen lässt.
lessons-medusa-step-rosette-is-safe-hint = Die schwarze Gruppe um b2 enthält eine Rosette, der Stein auf j9 nicht.
lessons-medusa-step-capture-into-rosette = Eine Gruppe, die schlägt und danach keine Freiheit mehr hat, wird ihrerseits umgedreht, das zweite Umdrehen, es sei denn, sie enthält eine Rosette: Schlage den schwarzen Stein auf j9 und behalte deine Steine weiß.
lessons-medusa-step-capture-into-rosette-hint = k9 ist die letzte Freiheit von j9 und deiner Gruppe; ist j9 umgedreht, gehören dir alle sechs Felder um das Loch j8.
lessons-medusa-step-capture-into-rosette-done = Bevor du eine letzte Freiheit besetzt, zähle die Freiheiten, die deiner eigenen Gruppe danach bleiben: Ohne die Rosette wäre sie schwarz geworden.
lessons-medusa-step-rosette-on-the-edge = Auch Löcher nahe am Rand haben Rosetten: Vervollständige die um b2.
lessons-medusa-step-rosette-on-the-edge-hint = Um b2 stehen a1, a2, b1, b3 und c2; c3 fehlt.
lessons-medusa-step-rosette-by-a-jump = Eine Rosette lässt sich auch durch einen Sprung vervollständigen: Schließe die Rosette um j10, indem du einen Stein bewegst, nicht setzt.
lessons-medusa-step-rosette-by-a-jump-hint = i8 kann auf der Diagonale über j9 springen und auf k10 landen.

## marker

lessons-medusa-stage-marker = Der Marker
lessons-medusa-step-pass-for-a-point = Ein Zug ohne Setzen rückt den Marker einen Punkt zu dir: Passe, um einen Punkt zu gewinnen.
lessons-medusa-step-pass-for-a-point-hint = Dein Stein auf k10 ist nicht in Gefahr, und nirgends wird ein Stein gebraucht: Klicke auf „Passen“.
lessons-medusa-step-move-for-a-point = Auch ein Zug, der nur bewegt und nichts setzt, bringt den Marker einen Punkt zu dir: Bewege dein Paar, ohne zu setzen.
lessons-medusa-step-move-for-a-point-hint = Springe mit i9 über j9 nach k9 und beende den Zug, ohne zu setzen.
lessons-medusa-step-rosette-and-a-point = Vervollständige deine Rosette und gewinne im selben Zug einen Markerpunkt.
lessons-medusa-step-rosette-and-a-point-hint = Ein Stein auf k13 bildet die Rosette, bringt aber keinen Punkt; ein Sprung nach k13 schafft beides.
lessons-medusa-step-capture-and-a-point = Drehe in zwei Zügen den schwarzen Stein auf l9 um und gewinne dabei einen Markerpunkt.
lessons-medusa-step-capture-and-a-point-hint = Bilde mit j9 ein Paar und schlage im nächsten Zug durch einen Sprung, der ohne Setzen auskommt.

## end-and-count

lessons-medusa-stage-end-and-count = Ende und Auszählung
lessons-medusa-step-count-territory = Gezählt werden deine Steine, die leeren Felder, die nur von deinen Steinen umschlossen sind, und die Punkte des Markers: Schließe die Ecke ab, damit a1 dir gehört.
lessons-medusa-step-count-territory-hint = Die Ecke a1 grenzt nur an a2 und b1.
lessons-medusa-step-end-by-passing = Die Partie endet, wenn beide Spieler nacheinander passen, und wer mehr Punkte hat, gewinnt: Du liegst vorn, also passe, um die Partie zu beenden.
lessons-medusa-step-end-by-passing-hint = Klicke auf „Passen“: Schwarz passt ebenfalls, womit die Partie endet, und deine Steine und die Ecke a1 zählen mehr als sein einzelner Stein.
lessons-medusa-step-end-by-passing-done = Nach dem zweifachen Passen einigen sich die Spieler auf die toten Gruppen, die vor der Auszählung umgedreht werden.
lessons-medusa-step-dead-stone = Der schwarze Stein auf a1 kann hinter deiner Mauer nicht leben: Du musst ihn nicht schlagen, also passe und beende die Partie.
lessons-medusa-step-dead-stone-hint = Die Freiheiten von a1 zu besetzen bringt nichts: Der Stein ist so oder so tot.
lessons-medusa-step-dead-stone-done = Nach den zwei Pässen einigen sich die Spieler, dass a1 tot ist, und er wird vor der Zählung umgedreht.
