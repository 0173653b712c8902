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
command-last = laatste
command-moves = zetten
command-help = help

# $example is a move of this game as the records write it.
answer-help = Typ een zet in partijnotatie ({ $example }), of vraag: veld en de naam van een veld (veld { $cell }), stukken, laatste (de laatste zet), zetten (de geldige zetten), help.
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
answer-pillars-pieces = Wit heeft { $white ->
        [one] één stuk
       *[other] { $white } stukken
    }, Zwart { $black ->
        [one] één stuk
       *[other] { $black } stukken
    }
