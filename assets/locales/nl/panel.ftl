# The game panel beside the board (under it on a tall screen), the result window, the
# replay bar and the analysis. $side, $winner, $loser and $mover are a side's name (White,
# Black), $move a move as the records write it (j11, c3-d4), never translated.

## The panel's sections.

# The headings of the folded sections, under the board on a tall screen.
panel-moves = Zetten
panel-count = Telling
panel-analysis = Analyse
panel-menu = Beeld, instellingen, partijen, help

## The status: who is to move, what the player may do.

# Instead of what to do, while nobody at this screen is to play.
panel-viewing = Een opgeslagen partij: loop er met de naspeelbalk doorheen.
panel-watching-online = De partij wordt online gespeeld.
panel-opponent-to-play = Je tegenstander is aan de beurt.
# The computer thinking about its move; $level is its level.
panel-thinking = De computer ({ $level ->
    [beginner] beginner
    [casual] gemiddeld
    [strong] sterk
   *[master] meester
}) denkt na…
panel-computer-about-to-play = De computer speelt zo meteen.
panel-online-over = De partij is afgelopen: met Nieuwe partij, hieronder, begin je een nieuwe.
# The hint under the headline of a finished game.
panel-over-hint = Begin een nieuwe partij, of neem terug.

# The headline while a game goes on, in the games played a move at a time (Medea, Pillars
# of Medusa) and in Medusa and Lotus.
panel-to-move = { $side } aan zet
panel-to-play = { $side } aan de beurt

# The headline of a finished game: who won and why ($reason, a sentence of its own without
# the winner, such as "Black resigned"), or as the one person at this screen reads it
# against the computer or online.
panel-result-wins = { $side } wint: { $reason }
panel-result-you-won = Je hebt gewonnen: { $reason }
panel-result-you-lost = Je hebt verloren: { $reason }
panel-result-draw = Remise: { $reason }
panel-result-draw-agreed = Remise in onderling overleg

# Why a game ended, in the headline and the result window.
reason-resigned = { $loser } heeft opgegeven
reason-agreed = de spelers zijn het eens geworden
reason-repetition = dezelfde stelling kwam voor de derde keer voor
# Medea.
reason-medea-no-pieces = { $loser } heeft geen stukken meer
reason-medea-no-moves = { $loser } heeft geen geldige zet meer
reason-medea-no-progress = 100 halve zetten zonder slag of zet van een schijf
# Pillars of Medusa.
reason-pillars-checkmate = { $loser } staat schaakmat
reason-pillars-stalemate = pat
reason-pillars-fifty-moves = 100 halve zetten zonder slag of zet van een Zwaard
reason-pillars-bare-kings = alleen de Koningen zijn nog over

## The turn's controls.

panel-undo = Terugnemen
    .tooltip = Ctrl+Z: de laatste zet
# Medusa's and Lotus's Undo, which takes back an action of the turn first.
panel-undo-action = Terugnemen
    .tooltip = Ctrl+Z: de laatste handeling, daarna hele beurten
# Online, Undo asks the opponent.
panel-undo-online = Terugnemen
    .tooltip = Vraag je tegenstander of je je laatste zet mag terugnemen
panel-hint = Tip
    .tooltip = Het voorstel van de computer, aangegeven op het bord
# The Hint button while the computer looks for its suggestion.
panel-hint-thinking = Tip…
    .tooltip = Het voorstel van de computer, aangegeven op het bord
# The hint's move under the buttons.
panel-hint-move = Tip: { $move }
panel-hint-pass = Tip: passen
panel-show-result = Uitslag tonen
panel-resign = Opgeven…
panel-resign-confirm = Geeft { $side } op?
panel-resign-yes = Ja, opgeven
panel-resign-no = Nee

# A draw offered: online to the opponent, at one screen to the other side, who answers
# after its name ("Black:").
panel-offer-draw = Remise aanbieden
    .tooltip = De tegenpartij neemt het aan of wijst het af
panel-offer-draw-online = Remise aanbieden
    .tooltip = Je tegenstander neemt het aan, of speelt door
    .disabled = Er staat al een aanbod, of de partij is afgelopen
panel-draw-answer = { $side }:
panel-accept-draw = Remise aannemen
panel-decline-draw = Afwijzen

## The game's menu at the bottom of the panel.

panel-animation = Animatie
panel-analyse = Analyseren
    .tooltip = De computer beoordeelt elke zet van deze partij tot nu toe
# Why Analyse cannot be pressed yet.
panel-analyse-online-later = Een online partij wordt geanalyseerd zodra ze is afgelopen
panel-analyse-no-move = Er is nog geen zet gespeeld
panel-new-game = Nieuwe partij
panel-view-help = Sleep met de rechtermuisknop om het bord te draaien, draai aan het muiswiel om te zoomen.

## The move list: a line per move (per turn in Medusa and Lotus), numbered as the records
## number them; a Medusa turn still being played ends with "…".

panel-move-line = { $number }. { $side } { $move }
panel-move-line-unfinished = { $number }. { $side } { $move } …

## The count: each side's pieces.

# Medusa and Lotus: the rows of the count per colour.
panel-medusa-stones = Stenen
panel-medusa-territory = Gebied
panel-medusa-marker = Marker
panel-medusa-total = Totaal
# During the marking of dead groups, above the count.
panel-medusa-count-if-accepted = De telling als de markering wordt aanvaard:
panel-medusa-show-territory = Gebied tonen
    .tooltip = A: bij wiens gebied elk leeg punt hoort
# Where the marker stands on its track: $points towards a side, or in the centre.
panel-medusa-marker-towards = Marker: { $points } richting { $side }
panel-medusa-marker-centre = Marker: in het midden
# Medea: the heads of the count's columns.
panel-medea-men = Schijven
panel-medea-kings = Dammen
# Pillars of Medusa: the pieces of each side, and how many of them are turned to stone.
panel-pillars-pieces = Stukken
panel-pillars-stone = Versteend
panel-pillars-legend = Stukken: wat elk stuk is
panel-pillars-letters = Letters op de stukken
# Once the count towards a draw by quiet moves is half-way.
panel-medea-quiet = { $quiet } van { $limit } zetten zonder slag of zet van een schijf: bij { $limit } is het remise.
panel-pillars-quiet = { $quiet } van { $limit } halve zetten zonder slag of zet van een Zwaard: bij { $limit } is het remise.

## Medusa and Lotus: the status and the turn's controls.

panel-medusa-mark-dead = Markeer de dode groepen
# The side or sides whose acceptance of the marking is awaited.
panel-medusa-marking-hint-one = Klik op een groep om die als dood of levend te markeren. Wachten op: { $side }. Of speel verder.
panel-medusa-marking-hint-both = Klik op een groep om die als dood of levend te markeren. Wachten op: { $first } en { $second }. Of speel verder.
panel-medusa-place-or-pass = Plaats een steen, of pas.
panel-medusa-place-or-move = Plaats een steen, of verplaats een groep.
panel-medusa-move-another = Verplaats nog een groep, of beëindig je beurt.
panel-medusa-move-or-end = Verplaats een groep, of beëindig je beurt.
panel-medusa-end-turn-hint = Beëindig je beurt.
panel-medusa-repetition = Deze stelling is al eerder voorgekomen.
panel-medusa-end-turn = Einde beurt
    .tooltip = Enter
panel-medusa-pass = Passen
    .tooltip = Een volledige pas: de marker schuift naar jou toe
panel-medusa-skip-placement = Niet plaatsen, groep verplaatsen
panel-medusa-accepts = { $side } gaat akkoord
panel-medusa-resume = Verder spelen
# Medusa's and Lotus's result: the margin ($margin points) and the totals, the winner's
# ($high) first; or a draw, $points each.
panel-medusa-wins-by = { $side } wint met { $margin ->
    [one] 1 punt
   *[other] { $margin } punten
} verschil ({ $high } tegen { $low })
panel-medusa-you-won-by = Je hebt gewonnen met { $margin ->
    [one] 1 punt
   *[other] { $margin } punten
} verschil ({ $high } tegen { $low })
panel-medusa-you-lost-by = Je hebt verloren met { $margin ->
    [one] 1 punt
   *[other] { $margin } punten
} verschil ({ $high } tegen { $low })
panel-medusa-draw = Remise ({ $points } elk)

## Medea and Pillars of Medusa: the status.

panel-medea-move = Verplaats een stuk, of een van je lege chakra's (de ringen in jouw kleur).
# A capture must be made: by $count marked pieces.
panel-medea-capture = { $count ->
    [one] Slaan is verplicht: het gemarkeerde stuk moet slaan.
   *[other] Slaan is verplicht: een van de gemarkeerde stukken moet slaan.
}
panel-pillars-check = Schaak: de Koning moet gered worden.
panel-pillars-move = Verplaats een stuk.
# $count pieces of the side to move are frozen (turned to stone).
panel-pillars-frozen = { $count ->
    [one] Een van je stukken is versteend en kan niet bewegen.
   *[other] { $count } van je stukken zijn versteend en kunnen niet bewegen.
}

## The result window.

result-title = Uitslag
# Against the computer or online, first.
result-you-won = Je hebt gewonnen!
result-you-lost = Je hebt verloren.
# The headline of a finished game.
result-wins = { $side } wint!
result-draw = Remise!
# Medusa and Lotus: a resignation says all in its headline.
result-resigned = { $loser } geeft op. { $winner } wint.
# The line under the headline: why the game ended ($reason), as a sentence.
result-reason = { $reason }.
# Medusa and Lotus: the dead groups turned over before the count.
result-dead-groups = { $count ->
    [one] 1 dode groep is vóór de telling omgedraaid.
   *[other] { $count } dode groepen zijn vóór de telling omgedraaid.
}
result-turns-played = { $count ->
    [one] 1 beurt gespeeld.
   *[other] { $count } beurten gespeeld.
}
result-moves-played = { $count ->
    [one] 1 zet gespeeld.
   *[other] { $count } zetten gespeeld.
}
result-analyse = Analyseren
    .tooltip = De computer beoordeelt elke zet: een grafiek, de keerpunten en waar de partij verloren ging
result-new-game = Nieuwe partij
result-save-record = Partij opslaan…
result-look-at-board = Bord bekijken
# Online, after the end: another game against the same opponent, colours swapped.
result-rematch = Revanche
    .tooltip = Bied je tegenstander nog een partij aan, met de kleuren omgewisseld
result-accept-rematch = Revanche aannemen
result-rematch-offered = Je hebt een revanche aangeboden.
result-rematch-asked = Je tegenstander biedt een revanche aan.

## The replay bar, over the board while a record is looked at.

# Where the record stands: $at of $count lines ($word: what the game calls a line, turn or
# move); "counted" once Medusa's count of dead groups is shown.
replay-stands = { $word ->
    [turn] beurt
   *[other] zet
} { $at } van { $count }
replay-stands-counted = { $word ->
    [turn] beurt
   *[other] zet
} { $at } van { $count }, geteld
# The tooltips of the buttons that step through the record: their keys.
replay-first = Home
replay-back = Pijl-links
replay-forward = Pijl-rechts
replay-last = End
# The replay's slider, as a screen reader names it.
replay-position = Zet { $step } van { $steps }
replay-continue = Vanaf hier verder spelen
replay-analyse = Analyseren
    .tooltip = De computer beoordeelt elke zet: een grafiek, de keerpunten en waar de partij verloren ging
replay-close = Sluiten
# Close, when it goes back to the game that was on the screen.
replay-close-back = Sluiten (terug naar mijn partij)

## The analysis, a section of the panel: $player's chance to win after each move, the
## moves marked (inaccuracy, mistake, blunder), the turning points.

analysis-title = Analyse
# The graph, as a screen reader names it.
analysis-graph = De winstkans na elke zet: kies een zet om zijn stelling te zien
analysis-chance-of = Winkans van { $player }
# Counted: $done of $count positions judged.
analysis-progress = Stellingen beoordelen: { $done } van { $count } klaar…
# A chance as a percentage.
analysis-percent = { $percent }%
# A drop in chance, as a negative percentage.
analysis-drop = −{ $percent }%
# A move by its number: $word is what the game calls a line (turn or move).
analysis-move-name = { $word ->
    [turn] Beurt
   *[other] Zet
} { $number }
# Hovering the graph: the position at the start, or after a move, and the first player's
# chance there.
analysis-hover-start = Begin
    { $player }: { $chance }
analysis-hover-move = { $name }: { $mover } { $move }
    { $player }: { $chance }
# The marks.
analysis-inaccuracy = onnauwkeurigheid
analysis-mistake = fout
analysis-blunder = blunder
# A move in words: its mark and the mover's drop ($drop), or the drop alone.
analysis-played = { $mover } speelde { $move }
analysis-played-marked = { $mover } speelde { $move } ({ $mark }, { $drop })
analysis-played-dropped = { $mover } speelde { $move } ({ $drop })
# The move into the position shown ($name: "Turn 8"; $played: a move in words).
analysis-move-into = { $name }: { $played }.
# The move from the position shown, beside the computer's choice there ($best).
analysis-move-from = { $name }: { $played }.
analysis-move-from-best = { $name }: de computer kiest hier { $best }; { $played }.
    .tooltip = De keuze van de computer staat in het groen op het bord
# A player's marks in a line: "White: 1 blunder", "Black: no marks".
analysis-no-marks = { $player }: geen aanmerkingen
analysis-marks = { $player }: { $marks }
analysis-inaccuracies = { $count ->
    [one] 1 onnauwkeurigheid
   *[other] { $count } onnauwkeurigheden
}
analysis-mistakes = { $count ->
    [one] 1 fout
   *[other] { $count } fouten
}
analysis-blunders = { $count ->
    [one] 1 blunder
   *[other] { $count } blunders
}
# Joins the kinds of marks of a line: "2 inaccuracies, 1 mistake".
analysis-list = { $first }, { $rest }
# Where the side behind lost the game: its moves that cost most ($moves: "14 (−9%), 22 (−7%)"),
# or that its chance fell a little at a time from $from to $to, no move costing $least.
analysis-where-lost = { $word ->
    [turn] { $count ->
        [one] Waar { $player } het verloor: beurt { $moves }.
       *[other] Waar { $player } het verloor: beurten { $moves }.
    }
   *[other] { $count ->
        [one] Waar { $player } het verloor: zet { $moves }.
       *[other] Waar { $player } het verloor: zetten { $moves }.
    }
}
analysis-lost-move = { $number } ({ $drop })
analysis-lost-slowly = { $word ->
    [turn] De winkans van { $player } zakte beetje bij beetje van { $from } naar { $to }: geen enkele beurt van { $player } kostte { $least } of meer.
   *[other] De winkans van { $player } zakte beetje bij beetje van { $from } naar { $to }: geen enkele zet van { $player } kostte { $least } of meer.
}
analysis-turning-points = Keerpunten
# A turning point: the move, its mover, its mark, and the computer's choice ($best).
analysis-turning-point = { $name }: { $mover } { $move }, { $mark }
    .tooltip = Toon de stelling vóór de zet
analysis-turning-point-best = { $name }: { $mover } { $move }, { $mark }, beter was { $best }
analysis-try-again = Vanaf hier opnieuw proberen
    .tooltip = Speel de getoonde stelling tegen de computer
analysis-close = Analyse sluiten
