# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
lessons-medusa-title = Medusa lernen

## placing

lessons-medusa-stage-placing = Steine setzen
lessons-medusa-step-place-a-stone = Weiß beginnt, und ein Zug darf damit beginnen, einen Stein auf ein beliebiges leeres Feld zu setzen: Setze einen weißen Stein auf j11.
lessons-medusa-step-place-a-stone-hint = Die Felder heißen nach einem Buchstaben und einer Zahl; j11 liegt direkt über dem dunklen Loch j10 in der Mitte.

## reversal

lessons-medusa-stage-reversal = Freiheiten und Umdrehen
lessons-medusa-step-last-liberty = Eine Gruppe ohne leeres Nachbarfeld wird umgedreht und nimmt die andere Farbe an: Nimm dem schwarzen Stein auf j9 seine letzte Freiheit.
lessons-medusa-step-last-liberty-hint = j9 grenzt an i8, i9, k10 und k9; nur k9 ist noch leer.
lessons-medusa-step-last-liberty-done = Bei Medusa werden Steine nie vom Brett genommen: Der geschlagene Stein wird umgedreht und kämpft jetzt für dich.
lessons-medusa-step-reverse-a-group = Eine ganze Gruppe wird auf einmal umgedreht, wenn ihr die letzte Freiheit genommen wird: Drehe das schwarze Paar auf j9 und k9 um.
lessons-medusa-step-reverse-a-group-hint = Das Paar hat nur noch ein leeres Nachbarfeld, l9.

## suicide

lessons-medusa-stage-suicide = Selbstmord
lessons-medusa-step-suicide = Ein Stein, der so gesetzt wird, dass seine Gruppe keine Freiheit hat, und der nichts schlägt, wird sofort umgedreht: Sieh es dir an, indem du einen weißen Stein auf j9 setzt.
lessons-medusa-step-suicide-hint = Alle vier Nachbarn von j9 sind schwarz, also hat ein weißer Stein dort keine Freiheit.
lessons-medusa-step-suicide-done = Selbstmord ist erlaubt: Der Stein gehört nun deinem Gegner und verbindet sich mit seinen Steinen daneben; meist ist das ein Geschenk, manchmal aber bindet es seine Steine zu einer Gruppe zusammen, die du dann schlägst.

## movement

lessons-medusa-stage-movement = Eine Gruppe bewegen
lessons-medusa-step-jump = Eine Gruppe aus zwei oder mehr Steinen bewegt sich, indem ein Stein in gerader Linie über eigene Steine auf das erste leere Feld springt: Springe von i9 über j9 nach k9.
lessons-medusa-step-jump-hint = Reihe 9 ist eine gerade Linie: i9, j9, k9. Ein Zug, der nur bewegt, wird mit einem Strich vorneweg geschrieben: - i9-k9.
lessons-medusa-step-jump-to-capture = Ein Stein, der durch einen Sprung landet, schlägt genauso wie ein gesetzter: Lass einen Stein deines Paars auf k9 springen, um den schwarzen Stein auf l9 umzudrehen.
lessons-medusa-step-jump-to-capture-hint = Springe mit i9 über j9: Er landet auf k9, der letzten Freiheit von l9.
lessons-medusa-step-jump-to-capture-done = Auch ein Setzen auf k9 würde schlagen, doch nach dem Sprung bleibt dir das Setzen für ein anderes Feld.

## rosettes

lessons-medusa-stage-rosettes = Rosetten
lessons-medusa-step-make-a-rosette = Sechs Steine einer Farbe um ein dunkles Loch bilden eine Rosette: Vervollständige die Rosette um die Mitte j10.
lessons-medusa-step-make-a-rosette-hint = Um j10 stehen schon i9, i10, j9, j11 und k10; nur k11 fehlt noch.
lessons-medusa-step-rosette-lives = Eine Gruppe mit einer Rosette wird nie umgedreht, selbst ohne Freiheit: Vervollständige deine Rosette auf k11, obwohl du damit deine letzte Freiheit besetzt.
lessons-medusa-step-rosette-lives-hint = k11 ist das letzte leere Feld neben deiner Gruppe und das sechste Feld der Rosette.
lessons-medusa-step-rosette-lives-done = Mit einer Rosette lebt eine Gruppe für immer: Nichts kann sie umdrehen.
lessons-medusa-step-capture-into-rosette = Eine Gruppe, die schlägt und danach keine Freiheit mehr hat, wird ihrerseits umgedreht, das zweite Umdrehen, es sei denn, sie enthält eine Rosette: Schlage den schwarzen Stein auf j9 und behalte deine Steine weiß.
lessons-medusa-step-capture-into-rosette-hint = k9 ist die letzte Freiheit von j9 und deiner Gruppe; ist j9 umgedreht, gehören dir alle sechs Felder um das Loch j8.
lessons-medusa-step-capture-into-rosette-done = Bevor du eine letzte Freiheit besetzt, zähle die Freiheiten, die deiner eigenen Gruppe danach bleiben: Ohne die Rosette wäre sie schwarz geworden.

## marker

lessons-medusa-stage-marker = Der Marker
lessons-medusa-step-pass-for-a-point = Ein Zug ohne Setzen rückt den Marker einen Punkt zu dir: Passe, um einen Punkt zu gewinnen.
lessons-medusa-step-pass-for-a-point-hint = Dein Stein auf k10 ist nicht in Gefahr, und nirgends wird ein Stein gebraucht: Klicke auf „Passen“.
lessons-medusa-step-move-for-a-point = Auch ein Zug, der nur bewegt und nichts setzt, bringt den Marker einen Punkt zu dir: Bewege dein Paar, ohne zu setzen.
lessons-medusa-step-move-for-a-point-hint = Springe mit i9 über j9 nach k9 und beende den Zug, ohne zu setzen.

## end-and-count

lessons-medusa-stage-end-and-count = Ende und Auszählung
lessons-medusa-step-count-territory = Gezählt werden deine Steine, die leeren Felder, die nur von deinen Steinen umschlossen sind, und die Punkte des Markers: Schließe die Ecke ab, damit a1 dir gehört.
lessons-medusa-step-count-territory-hint = Die Ecke a1 grenzt nur an a2 und b1.
lessons-medusa-step-end-by-passing = Die Partie endet, wenn beide Spieler nacheinander passen, und wer mehr Punkte hat, gewinnt: Du liegst vorn, also passe, um die Partie zu beenden.
lessons-medusa-step-end-by-passing-hint = Klicke auf „Passen“: Schwarz passt ebenfalls, womit die Partie endet, und deine Steine und die Ecke a1 zählen mehr als sein einzelner Stein.
lessons-medusa-step-end-by-passing-done = Nach dem zweifachen Passen einigen sich die Spieler auf die toten Gruppen, die vor der Auszählung umgedreht werden.
