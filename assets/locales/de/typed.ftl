# The move box in the game panel, where a move is typed as the records write it, or a question
# about the board is asked; and the answers, which a screen reader also hears.

move-box-label = Zug
    .tooltip = M: einen Zug in Partienotation eingeben oder eine Frage stellen (die Hilfe nennt sie)
# Under the box: the legal moves that begin as typed.
move-box-completions = { $moves }
move-box-play = Ziehen
# The words of the questions, typed in this language (English's are understood too).
command-cell = feld
command-pieces = figuren
command-last = letzter
command-moves = züge
command-help = hilfe

# $example is a move of this game as the records write it.
answer-help = Gib einen Zug in Partienotation ein ({ $example }) oder frage: feld und ein Feld (feld { $cell }), figuren, letzter (der letzte Zug), züge (die erlaubten Züge), hilfe.
answer-no-cell = Auf diesem Brett gibt es kein Feld { $cell }.
answer-last = Der letzte Zug: { $move }
answer-no-last = Es wurde noch kein Zug gespielt.
# $moves lists them; when they are many, only the first ones are listed.
answer-moves = { $count ->
        [one] Ein erlaubter Zug: { $moves }
       *[other] { $count } erlaubte Züge: { $moves }
    }
answer-no-moves = Gerade kann kein Zug gespielt werden.
# A move that could not be played: $typed as typed, $why the reason.
answer-refused = { $typed }: { $why }
answer-empty = { $cell }: leer

## Medusa and Lotus.
answer-medusa-stone = { $cell }: Stein von { $side }, in einer Gruppe aus { $stones ->
        [one] einem Stein
       *[other] { $stones } Steinen
    } mit { $liberties ->
        [0] keiner Freiheit
        [one] einer Freiheit
       *[other] { $liberties } Freiheiten
    }
answer-medusa-rosette = { $cell }: Stein von { $side }, in einer Gruppe mit Rosette (sie kann nicht geschlagen werden)
answer-medusa-pieces = Schwarz hat { $black ->
        [one] einen Stein
       *[other] { $black } Steine
    } auf dem Brett, Weiß { $white ->
        [one] einen Stein
       *[other] { $white } Steine
    }

## Medea.
answer-medea-piece = { $cell }: { $piece } von { $side }
answer-medea-chakra = { $cell }: ein Chakra von { $side }
answer-medea-pieces = Weiß hat { $white-men ->
        [one] einen Stein
       *[other] { $white-men } Steine
    } und { $white-kings ->
        [one] eine Dame
       *[other] { $white-kings } Damen
    }, Schwarz { $black-men ->
        [one] einen Stein
       *[other] { $black-men } Steine
    } und { $black-kings ->
        [one] eine Dame
       *[other] { $black-kings } Damen
    }

## Pillars of Medusa.
answer-pillars-piece = { $cell }: { $piece } von { $side }
answer-pillars-frozen = { $cell }: { $piece } von { $side }, versteinert
answer-pillars-pieces = Weiß hat { $white ->
        [one] eine Figur
       *[other] { $white } Figuren
    }, Schwarz { $black ->
        [one] eine Figur
       *[other] { $black } Figuren
    }
