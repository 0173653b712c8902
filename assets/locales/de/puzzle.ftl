# The puzzles: positions from the computer's own games where one move wins clearly. The
# button on the title, and the puzzle's window beside the board.

puzzle-open = Aufgaben
    .tooltip = Stellungen aus den Partien des Computers, in denen ein Zug gewinnt: finde ihn
# The window's title; $game is the game's name.
puzzle-title = Aufgaben: { $game }
# Which puzzle: its $number in the game's set of $count, and its $difficulty from 1 to 5.
puzzle-place = Aufgabe { $number } von { $count }, Schwierigkeit { $difficulty } von 5
# $side is the side to move, who solves the puzzle.
puzzle-question = { $side } am Zug: Finde den Zug, der gewinnt.
puzzle-go-on = Richtig. Weiter: Finde den nächsten Zug.
puzzle-solved = Gelöst!
puzzle-missed = Das war es nicht: Die Lösung wird auf dem Brett gespielt.
# The solution's moves, the opponent's replies between, as the records write them.
puzzle-solution-line = Die Lösung: { $moves }
# The puzzle rating's change, signed ($change: +12, -20).
puzzle-change = Aufgabenwertung { $change }
# The player's puzzle rating in this game, and how sure it is (±$deviation).
puzzle-rating = Deine Aufgabenwertung: { $rating } (±{ $deviation })
puzzle-solution = Lösung
    .tooltip = Die Lösung auf dem Brett zeigen (die Aufgabe zählt als verfehlt)
puzzle-again = Nochmal
    .tooltip = Diese Aufgabe von vorn
puzzle-next = Nächste Aufgabe
    .tooltip = Eine weitere Aufgabe nahe deiner Wertung
puzzle-daily = Aufgabe des Tages
    .tooltip = Heute für alle Spieler dieselbe Aufgabe
puzzle-leave = Verlassen
    .tooltip = Zurück zum Titel

## What a puzzle is about.

puzzle-theme-reversal = Umkehrung
puzzle-theme-rosette = Rosette
puzzle-theme-group-escape = eine Gruppe entkommt
puzzle-theme-transmission = Übertragung
puzzle-theme-long-capture = langes Schlagen
puzzle-theme-turkish-strike = Türkischer Schlag
puzzle-theme-capture = Schlagen
puzzle-theme-crowning = Krönung
puzzle-theme-mate = Matt
puzzle-theme-freezing = der Blick der Medusa
puzzle-theme-morph-capture = der Morph schlägt
puzzle-theme-promotion = Umwandlung
puzzle-theme-mistake = Fehler
puzzle-theme-blunder = grober Fehler

## Practising the player's own mistakes, in the same window.

# The window's title; $game is the game's name.
practice-title = Deine Fehler: { $game }
# Where the position comes from: the move's $number in the player's game, the move $played
# there and its $mark (mistake, blunder).
practice-place = Aus deiner Partie, Zug { $number }: Du hast { $played } gespielt ({ $mark }).
# $side is the side to move, the player's side in that game.
practice-question = { $side } am Zug: Finde einen besseren Zug als deinen.
practice-solved = Gefunden: Das ist der bessere Zug.
practice-missed = Nicht der Zug, den die Analyse fand: Er wird auf dem Brett gespielt.
# When the position comes back, in whole $days.
practice-back-in = { $days ->
    [one] Sie kommt morgen wieder.
   *[other] Sie kommt in { $days } Tagen wieder.
}
# $count mistakes are due now.
practice-open = Deine Fehler ({ $count })
    .tooltip = Die Fehler, die die Analyse in deinen eigenen Partien fand: Finde den besseren Zug; jeder kommt nach einer Weile wieder
practice-next = Nächster Fehler
    .tooltip = Ein weiterer deiner Fehler, der jetzt dran ist
practice-puzzles = Aufgaben
    .tooltip = Zurück zu den Aufgaben des Spiels
