# The game panel beside the board (under it on a tall screen), the result window, the
# replay bar and the analysis. $side, $winner, $loser and $mover are a side's name (White,
# Black), $move a move as the records write it (j11, c3-d4), never translated.

## The panel's sections.

# The headings of the folded sections, under the board on a tall screen.
panel-moves = Züge
panel-count = Zählung
panel-analysis = Analyse
panel-menu = Ansicht, Einstellungen, Partien, Hilfe

## The status: who is to move, what the player may do.

# Instead of what to do, while nobody at this screen is to play.
panel-viewing = Eine gespeicherte Partie: Geh sie mit der Nachspielleiste durch.
panel-watching-online = Die Partie wird online gespielt.
panel-opponent-to-play = Dein Gegner ist am Zug.
# The computer thinking about its move; $level is its level.
panel-thinking = { $level ->
    [beginner] Computer: Anfänger
    [casual] Computer: Hobbyspieler
    [strong] Computer: Stark
   *[master] Computer: Meister
} denkt nach…
panel-computer-about-to-play = Der Computer zieht gleich.
panel-online-over = Die Partie ist vorbei: „Neue Partie“ unten startet eine weitere.
# The hint under the headline of a finished game.
panel-over-hint = Starte eine neue Partie oder nimm Züge zurück.

# The headline while a game goes on, in the games played a move at a time (Medea, Pillars
# of Medusa) and in Medusa and Lotus.
panel-to-move = { $side } ist am Zug
panel-to-play = { $side } ist am Zug

# The headline of a finished game: who won and why ($reason, a sentence of its own without
# the winner, such as "Black resigned"), or as the one person at this screen reads it
# against the computer or online.
panel-result-wins = { $side } gewinnt: { $reason }
panel-result-you-won = Du hast gewonnen: { $reason }
panel-result-you-lost = Du hast verloren: { $reason }
panel-result-draw = Remis: { $reason }
panel-result-draw-agreed = Remis durch Einigung

# Why a game ended, in the headline and the result window.
reason-resigned = { $loser } hat aufgegeben
reason-agreed = die Spieler haben sich geeinigt
reason-repetition = dieselbe Stellung kam zum dritten Mal vor
# Medea.
reason-medea-no-pieces = { $loser } hat keine Steine mehr
reason-medea-no-moves = { $loser } hat keinen erlaubten Zug
reason-medea-no-progress = 100 Halbzüge ohne Schlagen und ohne Zug eines einfachen Steins
# Pillars of Medusa.
reason-pillars-checkmate = { $loser } ist schachmatt
reason-pillars-stalemate = Patt
reason-pillars-fifty-moves = 100 Halbzüge ohne Schlagen und ohne Schwertzug
reason-pillars-bare-kings = nur noch die Könige sind übrig

## The turn's controls.

panel-undo = Rückgängig
    .tooltip = Strg+Z: der letzte Zug
# Medusa's and Lotus's Undo, which takes back an action of the turn first.
panel-undo-action = Rückgängig
    .tooltip = Strg+Z: die letzte Aktion, dann ganze Züge
# Online, Undo asks the opponent.
panel-undo-online = Rückgängig
    .tooltip = Deinen Gegner bitten, dass du deinen letzten Zug zurücknehmen darfst
panel-hint = Tipp
    .tooltip = Der Vorschlag des Computers, auf dem Brett markiert
# The Hint button while the computer looks for its suggestion.
panel-hint-thinking = Tipp…
    .tooltip = Der Vorschlag des Computers, auf dem Brett markiert
# The hint's move under the buttons.
panel-hint-move = Tipp: { $move }
panel-hint-pass = Tipp: passen
panel-show-result = Ergebnis zeigen
panel-resign = Aufgeben…
panel-resign-confirm = { $side } gibt auf?
panel-resign-yes = Ja, aufgeben
panel-resign-no = Nein

# A draw offered: online to the opponent, at one screen to the other side, who answers
# after its name ("Black:").
panel-offer-draw = Remis anbieten
    .tooltip = Die andere Seite nimmt an oder lehnt ab
panel-offer-draw-online = Remis anbieten
    .tooltip = Dein Gegner nimmt an oder spielt weiter
    .disabled = Ein Angebot steht noch aus, oder die Partie ist vorbei
panel-draw-answer = { $side }:
panel-accept-draw = Remis annehmen
panel-decline-draw = Ablehnen

## The game's menu at the bottom of the panel.

panel-animation = Animation
panel-analyse = Analysieren
    .tooltip = Der Computer bewertet jeden bisherigen Zug dieser Partie
# Why Analyse cannot be pressed yet.
panel-analyse-online-later = Eine Online-Partie wird analysiert, sobald sie vorbei ist
panel-analyse-no-move = Es wurde noch kein Zug gespielt
panel-new-game = Neue Partie
panel-view-help = Mit der rechten Maustaste ziehen dreht das Brett, das Mausrad zoomt.

## The move list: a line per move (per turn in Medusa and Lotus), numbered as the records
## number them; a Medusa turn still being played ends with "…".

panel-move-line = { $number }. { $side } { $move }
panel-move-line-unfinished = { $number }. { $side } { $move } …

## The count: each side's pieces.

# Medusa and Lotus: the rows of the count per colour.
panel-medusa-stones = Steine
panel-medusa-territory = Gebiet
panel-medusa-marker = Marker
panel-medusa-total = Summe
# During the marking of dead groups, above the count.
panel-medusa-count-if-accepted = Die Zählung, wenn die Markierung angenommen wird:
panel-medusa-show-territory = Gebiet zeigen
    .tooltip = A: wem jeder leere Punkt gehört
# Where the marker stands on its track: $points towards a side, or in the centre.
panel-medusa-marker-towards = Marker: { $points } in Richtung { $side }
panel-medusa-marker-centre = Marker: in der Mitte
# Medea: the heads of the count's columns.
panel-medea-men = Steine
panel-medea-kings = Damen
# Pillars of Medusa: the pieces of each side, and how many of them are turned to stone.
panel-pillars-pieces = Figuren
panel-pillars-stone = Versteinert
panel-pillars-legend = Figuren: was welche ist
panel-pillars-letters = Buchstaben auf den Figuren
# Once the count towards a draw by quiet moves is half-way.
panel-medea-quiet = { $quiet } von { $limit } Halbzügen ohne Schlagen und ohne Zug eines einfachen Steins: Bei { $limit } endet die Partie remis.
panel-pillars-quiet = { $quiet } von { $limit } Halbzügen ohne Schlagen und ohne Schwertzug: Bei { $limit } endet die Partie remis.

## Medusa and Lotus: the status and the turn's controls.

panel-medusa-mark-dead = Tote Gruppen markieren
# The side or sides whose acceptance of the marking is awaited.
panel-medusa-marking-hint-one = Klicke eine Gruppe an, um sie als tot oder lebendig zu markieren. Warten auf: { $side }. Oder weiterspielen.
panel-medusa-marking-hint-both = Klicke eine Gruppe an, um sie als tot oder lebendig zu markieren. Warten auf: { $first } und { $second }. Oder weiterspielen.
panel-medusa-place-or-pass = Setze einen Stein oder passe.
panel-medusa-place-or-move = Setze einen Stein oder bewege eine Gruppe.
panel-medusa-move-another = Bewege eine weitere Gruppe oder beende deinen Zug.
panel-medusa-move-or-end = Bewege eine Gruppe oder beende deinen Zug.
panel-medusa-end-turn-hint = Beende deinen Zug.
panel-medusa-repetition = Diese Stellung gab es schon einmal.
panel-medusa-end-turn = Zug beenden
    .tooltip = Enter
panel-medusa-pass = Passen
    .tooltip = Vollständiges Passen: Der Marker rückt zu dir
panel-medusa-skip-placement = Nicht setzen, Gruppe bewegen
panel-medusa-accepts = { $side } nimmt an
panel-medusa-resume = Weiterspielen
# Medusa's and Lotus's result: the margin ($margin points) and the totals, the winner's
# ($high) first; or a draw, $points each.
panel-medusa-wins-by = { $side } gewinnt mit { $margin ->
    [one] 1 Punkt
   *[other] { $margin } Punkten
} Vorsprung ({ $high }:{ $low })
panel-medusa-you-won-by = Du hast mit { $margin ->
    [one] 1 Punkt
   *[other] { $margin } Punkten
} Vorsprung gewonnen ({ $high }:{ $low })
panel-medusa-you-lost-by = Du hast mit { $margin ->
    [one] 1 Punkt
   *[other] { $margin } Punkten
} Rückstand verloren ({ $high }:{ $low })
panel-medusa-draw = Remis (je { $points })

## Medea and Pillars of Medusa: the status.

panel-medea-move = Ziehe einen Stein oder eines deiner leeren Chakren (die Ringe deiner Farbe).
# A capture must be made: by $count marked pieces.
panel-medea-capture = { $count ->
    [one] Schlagzwang: Der markierte Stein muss schlagen.
   *[other] Schlagzwang: Einer der markierten Steine muss schlagen.
}
panel-pillars-check = Schach: Der König muss gerettet werden.
panel-pillars-move = Ziehe eine Figur.
# $count pieces of the side to move are frozen (turned to stone).
panel-pillars-frozen = { $count ->
    [one] Eine deiner Figuren ist versteinert und kann nicht ziehen.
   *[other] { $count } deiner Figuren sind versteinert und können nicht ziehen.
}

## The result window.

result-title = Ergebnis
# Against the computer or online, first.
result-you-won = Du hast gewonnen!
result-you-lost = Du hast verloren.
# The headline of a finished game.
result-wins = { $side } gewinnt!
result-draw = Remis!
# Medusa and Lotus: a resignation says all in its headline.
result-resigned = { $loser } gibt auf. { $winner } gewinnt.
# The line under the headline: why the game ended ($reason), as a sentence.
result-reason = { $reason }.
# Medusa and Lotus: the dead groups turned over before the count.
result-dead-groups = { $count ->
    [one] 1 tote Gruppe wurde vor der Zählung umgedreht.
   *[other] { $count } tote Gruppen wurden vor der Zählung umgedreht.
}
result-turns-played = { $count ->
    [one] 1 Zug gespielt.
   *[other] { $count } Züge gespielt.
}
result-moves-played = { $count ->
    [one] 1 Zug gespielt.
   *[other] { $count } Züge gespielt.
}
result-analyse = Analysieren
    .tooltip = Der Computer bewertet jeden Zug: ein Diagramm, die Wendepunkte und wo die Partie verloren ging
result-new-game = Neue Partie
result-save-record = Partie speichern…
result-look-at-board = Brett ansehen
# Online, after the end: another game against the same opponent, colours swapped.
result-rematch = Revanche
    .tooltip = Deinem Gegner eine weitere Partie mit getauschten Farben anbieten
result-accept-rematch = Revanche annehmen
result-rematch-offered = Du hast eine Revanche angeboten.
result-rematch-asked = Dein Gegner bietet eine Revanche an.

## The replay bar, over the board while a record is looked at.

# Where the record stands: $at of $count lines ($word: what the game calls a line, turn or
# move); "counted" once Medusa's count of dead groups is shown.
replay-stands = { $word ->
    [turn] Zug
   *[other] Zug
} { $at } von { $count }
replay-stands-counted = { $word ->
    [turn] Zug
   *[other] Zug
} { $at } von { $count }, ausgezählt
# The tooltips of the buttons that step through the record: their keys.
replay-first = Pos1
replay-back = Pfeil links
replay-forward = Pfeil rechts
replay-last = Ende
# The replay's slider, as a screen reader names it.
replay-position = Zug { $step } von { $steps }
replay-continue = Ab hier weiterspielen
replay-analyse = Analysieren
    .tooltip = Der Computer bewertet jeden Zug: ein Diagramm, die Wendepunkte und wo die Partie verloren ging
replay-close = Schließen
# Close, when it goes back to the game that was on the screen.
replay-close-back = Schließen (zurück zu meiner Partie)

## The analysis, a section of the panel: $player's chance to win after each move, the
## moves marked (inaccuracy, mistake, blunder), the turning points.

analysis-title = Analyse
# The graph, as a screen reader names it.
analysis-graph = Die Gewinnchance nach jedem Zug: wähle einen Zug, um seine Stellung zu sehen
analysis-chance-of = Gewinnchance von { $player }
# Counted: $done of $count positions judged.
analysis-progress = Stellungen werden bewertet: { $done } von { $count } fertig…
# A chance as a percentage.
analysis-percent = { $percent } %
# A drop in chance, as a negative percentage.
analysis-drop = −{ $percent } %
# A move by its number: $word is what the game calls a line (turn or move).
analysis-move-name = { $word ->
    [turn] Zug
   *[other] Zug
} { $number }
# Hovering the graph: the position at the start, or after a move, and the first player's
# chance there.
analysis-hover-start = Start
    { $player }: { $chance }
analysis-hover-move = { $name }: { $mover } { $move }
    { $player }: { $chance }
# The marks.
analysis-inaccuracy = Ungenauigkeit
analysis-mistake = Fehler
analysis-blunder = Patzer
# A move in words: its mark and the mover's drop ($drop), or the drop alone.
analysis-played = { $mover } spielte { $move }
analysis-played-marked = { $mover } spielte { $move } ({ $mark }, { $drop })
analysis-played-dropped = { $mover } spielte { $move } ({ $drop })
# The move into the position shown ($name: "Turn 8"; $played: a move in words).
analysis-move-into = { $name }: { $played }.
# The move from the position shown, beside the computer's choice there ($best).
analysis-move-from = { $name }: { $played }.
analysis-move-from-best = { $name }: Der Computer würde { $best } wählen; { $played }.
    .tooltip = Der Zug des Computers ist grün auf dem Brett eingezeichnet
# A player's marks in a line: "White: 1 blunder", "Black: no marks".
analysis-no-marks = { $player }: keine Auffälligkeiten
analysis-marks = { $player }: { $marks }
analysis-inaccuracies = { $count ->
    [one] 1 Ungenauigkeit
   *[other] { $count } Ungenauigkeiten
}
analysis-mistakes = { $count ->
    [one] 1 Fehler
   *[other] { $count } Fehler
}
analysis-blunders = { $count ->
    [one] 1 Patzer
   *[other] { $count } Patzer
}
# Joins the kinds of marks of a line: "2 inaccuracies, 1 mistake".
analysis-list = { $first }, { $rest }
# Where the side behind lost the game: its moves that cost most ($moves: "14 (−9%), 22 (−7%)"),
# or that its chance fell a little at a time from $from to $to, no move costing $least.
analysis-where-lost = { $word ->
    [turn] { $count ->
        [one] Hier hat { $player } die Partie verloren: Zug { $moves }.
       *[other] Hier hat { $player } die Partie verloren: Züge { $moves }.
    }
   *[other] { $count ->
        [one] Hier hat { $player } die Partie verloren: Zug { $moves }.
       *[other] Hier hat { $player } die Partie verloren: Züge { $moves }.
    }
}
analysis-lost-move = { $number } ({ $drop })
analysis-lost-slowly = { $word ->
    [turn] Die Gewinnchance von { $player } sank nach und nach von { $from } auf { $to }: Kein Zug von { $player } kostete { $least } oder mehr.
   *[other] Die Gewinnchance von { $player } sank nach und nach von { $from } auf { $to }: Kein Zug von { $player } kostete { $least } oder mehr.
}
analysis-turning-points = Wendepunkte
# A turning point: the move, its mover, its mark, and the computer's choice ($best).
analysis-turning-point = { $name }: { $mover } { $move }, { $mark }
    .tooltip = Die Stellung vor dem Zug zeigen
analysis-turning-point-best = { $name }: { $mover } { $move }, { $mark }, bester Zug { $best }
analysis-try-again = Ab hier neu versuchen
    .tooltip = Die gezeigte Stellung gegen den Computer spielen
analysis-close = Analyse schließen
