# The puzzles: positions from the computer's own games where one move wins clearly. The
# button on the title, and the puzzle's window beside the board.

puzzle-open = Puzzels
    .tooltip = Stellingen uit de partijen van de computer waarin één zet wint: vind hem
# The window's title; $game is the game's name.
puzzle-title = Puzzels: { $game }
# Which puzzle: its $number in the game's set of $count, and its $difficulty from 1 to 5.
puzzle-place = Puzzel { $number } van { $count }, moeilijkheid { $difficulty } van 5
# $side is the side to move, who solves the puzzle.
puzzle-question = { $side } aan zet: vind de zet die wint.
puzzle-go-on = Goed. Ga door: vind de volgende zet.
puzzle-solved = Opgelost!
puzzle-missed = Deze niet: de oplossing wordt op het bord gespeeld.
# The solution's moves, the opponent's replies between, as the records write them.
puzzle-solution-line = De oplossing: { $moves }
# The puzzle rating's change, signed ($change: +12, -20).
puzzle-change = Puzzelrating { $change }
# The player's puzzle rating in this game, and how sure it is (±$deviation).
puzzle-rating = Je puzzelrating: { $rating } (±{ $deviation })
puzzle-solution = Oplossing
    .tooltip = De oplossing op het bord tonen (de puzzel telt als gemist)
puzzle-again = Opnieuw
    .tooltip = Deze puzzel vanaf het begin
puzzle-next = Volgende puzzel
    .tooltip = Nog een puzzel dicht bij je rating
puzzle-daily = Puzzel van de dag
    .tooltip = Vandaag dezelfde puzzel voor alle spelers
puzzle-leave = Verlaten
    .tooltip = Terug naar de titel

## What a puzzle is about.

puzzle-theme-reversal = omkering
puzzle-theme-rosette = rozet
puzzle-theme-group-escape = een groep ontsnapt
puzzle-theme-transmission = transmissie
puzzle-theme-long-capture = lange slag
puzzle-theme-turkish-strike = Turkse slag
puzzle-theme-capture = slag
puzzle-theme-crowning = kroning
puzzle-theme-mate = mat
puzzle-theme-freezing = de blik van Medusa
puzzle-theme-morph-capture = de Morph slaat
puzzle-theme-promotion = promotie
