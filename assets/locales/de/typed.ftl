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
command-groups = gruppen
command-score = stand
command-clock = uhr
command-last = letzter
command-moves = züge
command-help = hilfe

# $example is a move of this game as the records write it.
answer-help = Gib einen Zug in Partienotation ein ({ $example }) oder frage: feld und ein Feld (feld { $cell }), figuren, stand, uhr, letzter (der letzte Zug), züge (die erlaubten Züge), hilfe.
# The same in Medusa and Lotus, which have groups.
answer-help-groups = Gib einen Zug in Partienotation ein ({ $example }) oder frage: feld und ein Punkt (feld { $cell }), figuren, gruppen (die Gruppen und ihre Freiheiten), stand, uhr, letzter (der letzte Zug), züge (die erlaubten Züge), hilfe.
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
# Asked for groups in a game without them; $game is the game's name.
answer-no-groups = { $game } kennt keine Gruppen: frage figuren, oder feld und ein Feld.

## The clocks, as the panel shows them: each side's time, the first player first. $first-time
## and $second-time are one of the answer-time messages.
answer-clock = { $first } { $first-time }, { $second } { $second-time }, { $to-move } ist am Zug
# Before both players are seated, while dead groups are marked, and once the game is over.
answer-clock-stopped = { $first } { $first-time }, { $second } { $second-time }, die Uhren stehen
answer-no-clock = Diese Partie hat keine Uhr.
answer-time-seconds = { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
answer-time-minutes = { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
answer-time-hours = { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    } { $minutes ->
        [one] { $minutes } Minute
       *[other] { $minutes } Minuten
    } { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
answer-time-days = { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } { $hours ->
        [one] { $hours } Stunde
       *[other] { $hours } Stunden
    }

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
# The groups of the side to move, then one line per group: the groups with the fewest
# liberties first, each named by one of its stones ($cell).
answer-medusa-groups-own = { $count ->
        [one] Deine einzige Gruppe ({ $side }):
       *[other] Deine { $count } Gruppen ({ $side }), die mit den wenigsten Freiheiten zuerst:
    }
answer-medusa-groups = { $count ->
        [one] { $side } ist am Zug, eine Gruppe:
       *[other] { $side } ist am Zug, { $count } Gruppen, die mit den wenigsten Freiheiten zuerst:
    }
answer-medusa-no-groups = { $side } ist am Zug und hat keinen Stein auf dem Brett.
answer-medusa-group = { $cell }: { $stones ->
        [one] ein Stein
       *[other] { $stones } Steine
    }, { $liberties ->
        [0] keine Freiheit
        [one] eine Freiheit
       *[other] { $liberties } Freiheiten
    }
# A group with one liberty left, at $liberty.
answer-medusa-group-atari = { $cell }: { $stones ->
        [one] ein Stein
       *[other] { $stones } Steine
    }, im Atari: die letzte Freiheit ist { $liberty }
answer-medusa-group-rosette = { $cell }: { $stones ->
        [one] ein Stein
       *[other] { $stones } Steine
    } mit Rosette (die Gruppe kann nicht geschlagen werden)
# An opponent's group in atari, its last liberty at $liberty.
answer-medusa-atari = { $side } im Atari auf { $cell }: { $stones ->
        [one] ein Stein
       *[other] { $stones } Steine
    }, die letzte Freiheit ist { $liberty }
answer-medusa-no-atari = Keine Gruppe von { $side } steht im Atari.
# The count: $when is "now" (as the board stands), "marking" (the dead groups as marked
# reversed) or "final" (the game is over); $first and $second are answer-medusa-tally.
answer-medusa-count = { $when ->
        [final] Endzählung
        [marking] Die Zählung, wenn die Markierung angenommen wird
       *[now] Die Zählung beim jetzigen Stand auf dem Brett
    }: { $first }; { $second }
answer-medusa-tally = { $side } { $total ->
        [one] ein Punkt
       *[other] { $total } Punkte
    } ({ $stones ->
        [one] ein Stein
       *[other] { $stones } Steine
    }, Gebiet { $territory }, Marker { $marker })
# Where the marker stands ($points towards $side), where the track ends ($end each way),
# and the komi (the points $komi-side started with).
answer-medusa-marker = { $points ->
        [0] Der Marker steht in der Mitte
        [one] Der Marker steht einen Punkt in Richtung { $side }
       *[other] Der Marker steht { $points } Punkte in Richtung { $side }
    } (die Markerleiste reicht bis { $end } nach jeder Seite); { $komi ->
        [0] kein Komi
        [one] Komi: ein Punkt für { $komi-side }
       *[other] Komi: { $komi } Punkte für { $komi-side }
    }. Jeder Zug, der ohne Setzen endet, rückt den Marker einen Punkt in Richtung des Spielers, der ihn gemacht hat.
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
# The material: the pieces of each side, and how many of them are turned to stone.
answer-pillars-material = Weiß hat { $white ->
        [one] eine Figur
       *[other] { $white } Figuren
    } ({ $white-stone ->
        [0] keine versteinert
       *[other] { $white-stone } versteinert
    }), Schwarz { $black ->
        [one] eine Figur
       *[other] { $black } Figuren
    } ({ $black-stone ->
        [0] keine versteinert
       *[other] { $black-stone } versteinert
    })
answer-pillars-pieces = Weiß hat { $white ->
        [one] eine Figur
       *[other] { $white } Figuren
    }, Schwarz { $black ->
        [one] eine Figur
       *[other] { $black } Figuren
    }
