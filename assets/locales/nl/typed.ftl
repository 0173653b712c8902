# The move box in the game panel, where a move is typed as the records write it, or a question
# about the board is asked; and the answers, which a screen reader also hears.

move-box-label = Zet
    .tooltip = M: typ een zet in partijnotatie, of een vraag (de help somt ze op)
# Under the box: the legal moves that begin as typed.
move-box-completions = { $moves }
move-box-play = Spelen
# The words of the questions, typed in this language (English's are understood too).
command-cell = veld
command-pieces = stukken
command-groups = groepen
command-score = stand
command-clock = klok
command-last = laatste
command-moves = zetten
command-help = help

# $example is a move of this game as the records write it.
answer-help = Typ een zet in partijnotatie ({ $example }), of vraag: veld en de naam van een veld (veld { $cell }), stukken, stand, klok, laatste (de laatste zet), zetten (de geldige zetten), help.
# The same in Medusa and Lotus, which have groups.
answer-help-groups = Typ een zet in partijnotatie ({ $example }), of vraag: veld en de naam van een punt (veld { $cell }), stukken, groepen (de groepen en hun vrijheden), stand, klok, laatste (de laatste zet), zetten (de geldige zetten), help.
answer-no-cell = Er is geen veld { $cell } op dit bord.
answer-last = De laatste zet: { $move }
answer-no-last = Er is nog geen zet gespeeld.
# $moves lists them; when they are many, only the first ones are listed.
answer-moves = { $count ->
        [one] Eén geldige zet: { $moves }
       *[other] { $count } geldige zetten: { $moves }
    }
answer-no-moves = Er kan nu geen zet gespeeld worden.
# A move that could not be played: $typed as typed, $why the reason.
answer-refused = { $typed }: { $why }
answer-empty = { $cell }: leeg
# Asked for groups in a game without them; $game is the game's name.
answer-no-groups = { $game } kent geen groepen: vraag stukken, of veld en de naam van een veld.

## The clocks, as the panel shows them: each side's time, the first player first. $first-time
## and $second-time are one of the answer-time messages.
answer-clock = { $first } { $first-time }, { $second } { $second-time }, { $to-move } aan zet
# Before both players are seated, while dead groups are marked, and once the game is over.
answer-clock-stopped = { $first } { $first-time }, { $second } { $second-time }, de klokken staan stil
answer-no-clock = Deze partij heeft geen klok.
answer-time-seconds = { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }
answer-time-minutes = { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    } { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }
answer-time-hours = { $hours } uur { $minutes ->
        [one] { $minutes } minuut
       *[other] { $minutes } minuten
    } { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    }
answer-time-days = { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } { $hours } uur

## Medusa and Lotus.
answer-medusa-stone = { $cell }: steen van { $side }, in een groep van { $stones ->
        [one] één steen
       *[other] { $stones } stenen
    } { $liberties ->
        [0] zonder vrijheden
        [one] met één vrijheid
       *[other] met { $liberties } vrijheden
    }
answer-medusa-rosette = { $cell }: steen van { $side }, in een groep met een rozet (die kan niet geslagen worden)
# The groups of the side to move, then one line per group: the groups with the fewest
# liberties first, each named by one of its stones ($cell).
answer-medusa-groups-own = { $count ->
        [one] Je enige groep ({ $side }):
       *[other] Je { $count } groepen ({ $side }), die met de minste vrijheden eerst:
    }
answer-medusa-groups = { $count ->
        [one] { $side } aan zet, één groep:
       *[other] { $side } aan zet, { $count } groepen, die met de minste vrijheden eerst:
    }
answer-medusa-no-groups = { $side } aan zet, zonder stenen op het bord.
answer-medusa-group = { $cell }: { $stones ->
        [one] één steen
       *[other] { $stones } stenen
    }, { $liberties ->
        [0] geen vrijheid
        [one] één vrijheid
       *[other] { $liberties } vrijheden
    }
# A group with one liberty left, at $liberty.
answer-medusa-group-atari = { $cell }: { $stones ->
        [one] één steen
       *[other] { $stones } stenen
    }, in atari: de laatste vrijheid is { $liberty }
answer-medusa-group-rosette = { $cell }: { $stones ->
        [one] één steen
       *[other] { $stones } stenen
    } met een rozet (die groep kan niet geslagen worden)
# An opponent's group in atari, its last liberty at $liberty.
answer-medusa-atari = { $side } in atari op { $cell }: { $stones ->
        [one] één steen
       *[other] { $stones } stenen
    }, de laatste vrijheid is { $liberty }
answer-medusa-no-atari = Geen enkele groep van { $side } staat in atari.
# The count: $when is "now" (as the board stands), "marking" (the dead groups as marked
# reversed) or "final" (the game is over); $first and $second are answer-medusa-tally.
answer-medusa-count = { $when ->
        [final] Eindtelling
        [marking] De telling als de markering wordt aanvaard
       *[now] De telling zoals het bord er nu bij staat
    }: { $first }; { $second }
answer-medusa-tally = { $side } { $total ->
        [one] één punt
       *[other] { $total } punten
    } ({ $stones ->
        [one] één steen
       *[other] { $stones } stenen
    }, gebied { $territory }, marker { $marker })
# Where the marker stands ($points towards $side), where the track ends ($end each way),
# and the komi (the points $komi-side started with).
answer-medusa-marker = { $points ->
        [0] De marker staat in het midden
        [one] De marker staat één punt richting { $side }
       *[other] De marker staat { $points } punten richting { $side }
    } (het spoor loopt tot { $end } naar elke kant); komi: { $komi ->
        [0] geen
        [one] één punt voor { $komi-side }
       *[other] { $komi } punten voor { $komi-side }
    }. Elke beurt die zonder plaatsing eindigt, schuift de marker één punt op richting de speler van die beurt.
answer-medusa-pieces = Zwart heeft { $black ->
        [one] één steen
       *[other] { $black } stenen
    } op het bord, Wit { $white ->
        [one] één steen
       *[other] { $white } stenen
    }

## Medea.
answer-medea-piece = { $cell }: { $piece } van { $side }
answer-medea-chakra = { $cell }: een chakra van { $side }
answer-medea-pieces = Wit heeft { $white-men ->
        [one] één schijf
       *[other] { $white-men } schijven
    } en { $white-kings ->
        [one] één dam
       *[other] { $white-kings } dammen
    }, Zwart { $black-men ->
        [one] één schijf
       *[other] { $black-men } schijven
    } en { $black-kings ->
        [one] één dam
       *[other] { $black-kings } dammen
    }

## Pillars of Medusa.
answer-pillars-piece = { $cell }: { $piece } van { $side }
answer-pillars-frozen = { $cell }: { $piece } van { $side }, versteend
# The material: the pieces of each side, and how many of them are turned to stone.
answer-pillars-material = Wit heeft { $white ->
        [one] één stuk
       *[other] { $white } stukken
    } ({ $white-stone ->
        [0] geen versteend
       *[other] { $white-stone } versteend
    }), Zwart { $black ->
        [one] één stuk
       *[other] { $black } stukken
    } ({ $black-stone ->
        [0] geen versteend
       *[other] { $black-stone } versteend
    })
answer-pillars-pieces = Wit heeft { $white ->
        [one] één stuk
       *[other] { $white } stukken
    }, Zwart { $black ->
        [one] één stuk
       *[other] { $black } stukken
    }
