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
puzzle-theme-mistake = fout
puzzle-theme-blunder = blunder

## Practising the player's own mistakes, in the same window.

# The window's title; $game is the game's name.
practice-title = Je fouten: { $game }
# Where the position comes from: the move's $number in the player's game, the move $played
# there and its $mark (mistake, blunder).
practice-place = Uit je partij, zet { $number }: je speelde { $played } ({ $mark }).
# $side is the side to move, the player's side in that game.
practice-question = { $side } aan zet: vind een betere zet dan de jouwe.
practice-solved = Gevonden: dat is de betere zet.
practice-missed = Niet de zet die de analyse vond: die wordt op het bord gespeeld.
# When the position comes back, in whole $days.
practice-back-in = { $days ->
    [one] Hij komt morgen terug.
   *[other] Hij komt over { $days } dagen terug.
}
# $count mistakes are due now.
practice-open = Je fouten ({ $count })
    .tooltip = De fouten die de analyse in je eigen partijen vond: vind de betere zet; elke fout komt na een tijd terug
practice-next = Volgende fout
    .tooltip = Nog een van je fouten die nu aan de beurt is
practice-puzzles = Puzzels
    .tooltip = Terug naar de puzzels van het spel
