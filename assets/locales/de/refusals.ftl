# Why a move, a click on the board or a move typed cannot be played: the rules' reasons, and
# the screen's. Shown under the game's status (in a lesson, in its window, with a capital
# first letter) and after a typed move. Squares and points are written as the records write
# them (j11, c3); $side is a side's name (White, Black), $piece a piece's name from games.ftl,
# $game a game's name.
# (German: Pillars of Medusa's pieces have different genders, and "Berittener Ratgeber"
# declines, so the sentences say "die Figur auf f3 (Turm)"; Medea's Stein and Dame take
# their article and adjective by the name.)

## Every game.

# A move of another game, or a draw asked in a game without draws by agreement.
refusal-not-this-game = das ist kein Zug in { $game }
# The board's clicks when the match on it is another game.
refusal-not-a-game-of = das ist keine Partie { $game }
refusal-no-such-seat = es gibt zwei Spieler: diesen Spieler gibt es nicht
refusal-no-own-move = du hast keinen Zug, den du zurücknehmen könntest
refusal-nothing-to-undo = es gibt nichts zurückzunehmen
# A click on the board when nobody at this screen is to play: a record looked at, a game
# over, the opponent or the computer to move ($side), or a game watched online.
refusal-viewing = das ist eine gespeicherte Partie: geh sie mit der Nachspielleiste durch, oder spiel von hier aus weiter
# How an online game ended, in the server's sentence ($result, in English).
refusal-ended = die Partie ist vorbei: { $result }
refusal-over-online = die Partie ist vorbei
refusal-over = die Partie ist vorbei: starte eine neue Partie oder nimm Züge zurück
refusal-watching = du schaust dieser Partie zu
refusal-wait-opponent = warte: dein Gegner spielt { $side }
refusal-wait-computer = warte: der Computer spielt { $side }
# The rules' own sentence, in English ($reason), where they give no reason of their own to
# translate: a move or turn typed that cannot be read (a Medusa turn, the words after
# "resign"), a new game they cannot set up, a step of a lesson that cannot be played (the
# course's fault), and a move of a lesson refused.
refusal-unreadable = nicht lesbar: { $reason }
refusal-set-up = diese Partie kann nicht beginnen: { $reason }
refusal-lesson = dieser Schritt der Lektion kann nicht gespielt werden: { $reason }
refusal-rules = die Regeln erlauben das nicht: { $reason }

## Medusa and Lotus. $point, $from, $to, $by, $landing and $over are points.

refusal-medusa-game-over = die Partie ist vorbei
refusal-medusa-marking = die toten Steine werden markiert: nimm die Markierung an oder spiel weiter
refusal-medusa-not-marking = es werden keine toten Steine markiert
refusal-medusa-not-a-point = { $point } liegt nicht auf dem Brett
# A point that is not on the board, by its number.
refusal-medusa-point-number = Punkt Nr. { $number }
refusal-medusa-occupied = { $point } ist schon besetzt
refusal-medusa-already-placed = in diesem Zug wurde schon ein Stein gesetzt
refusal-medusa-placement-after-movement = in einem Zug kommt das Setzen vor der Bewegung
refusal-medusa-turn-started = du hast in diesem Zug schon gespielt und kannst daher nicht passen: beende stattdessen den Zug
refusal-medusa-no-movement = in diesem Spiel bewegen sich die Steine nicht
refusal-medusa-no-stone = auf { $point } liegt kein Stein
refusal-medusa-not-your-stone = der Stein auf { $point } gehört deinem Gegner
refusal-medusa-single-stone = der Stein auf { $point } steht allein: ein einzelner Stein kann sich nicht bewegen
refusal-medusa-group-moved = die Gruppe auf { $point } hat sich in diesem Zug schon bewegt, oder eine bewegte Gruppe hat sich ihr angeschlossen
refusal-medusa-not-on-a-line = { $from } und { $to } liegen nicht auf einer Linie
refusal-medusa-nothing-to-jump = der Stein auf { $from } hat in Richtung { $to } keinen eigenen Stein, über den er springen könnte
refusal-medusa-path-blocked = der Weg von { $from } in Richtung { $to } ist durch den gegnerischen Stein auf { $by } versperrt
refusal-medusa-path-leaves-board = die Reihe von Steinen von { $from } in Richtung { $to } läuft über den Brettrand hinaus
refusal-medusa-wrong-landing = der Stein auf { $from } würde auf { $landing } landen, dem ersten leeren Feld, nicht auf { $to }
refusal-medusa-no-group = auf { $point } liegt keine Gruppe zum Markieren
refusal-medusa-already-accepted = { $side } hat die Markierung schon angenommen
# A stone clicked to move that has no landing: no friend beside it along a line, or every
# row of friends from it ($rows: one or more of the two messages after it) ends without one.
refusal-medusa-no-friend-beside = der Stein auf { $point } hat entlang keiner Linie einen eigenen Stein neben sich
refusal-medusa-nowhere-to-land = der Stein auf { $point } kann nirgends landen: { $rows }
refusal-medusa-row-blocked = die Reihe über { $over } endet am gegnerischen Stein auf { $by }
refusal-medusa-row-edge = die Reihe über { $over } läuft über den Brettrand hinaus
# Rows one after the other: the first ($row), then the others ($rest).
refusal-medusa-rows = { $row }; { $rest }
# A click on a vacant cell after the player chose to move a group first.
refusal-medusa-placement-skipped = du hast gewählt, ohne Setzen zu bewegen: nimm das zurück, um einen Stein zu setzen
# A click in the middle of a site, where no stone goes.
refusal-medusa-dark-hex = die dunklen Sechsecke sind keine Felder: ein Stein kommt auf ein helles Feld
refusal-lotus-hexagon-middle = die Mitte eines Sechsecks ist kein Punkt: ein Stein kommt dorthin, wo sich die Linien treffen

## Medea. $square, $from, $to and $at are squares; $piece is a man or a king, and $colour its
## colour as the records write it (white, black), for choosing the words.

refusal-medea-game-over = die Partie ist vorbei: es darf kein Zug mehr folgen
refusal-medea-move-missing = der Zug fehlt
# $written: what was typed, quoted.
refusal-medea-not-a-square = { $written } ist kein Feld (a1 bis h8)
refusal-medea-not-a-move = { $written } ist kein Zug: ein Zug sieht aus wie c3-d4, d4xd6 oder Ca2-b3
refusal-medea-too-long = ein Schlag nennt höchstens { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }
refusal-medea-no-piece = auf { $square } steht keine Figur
refusal-medea-not-yours = { $piece ->
        [Dame] die { $colour ->
            [white] weiße
           *[other] schwarze
        }
       *[other] der { $colour ->
            [white] weiße
           *[other] schwarze
        }
    } { $piece } auf { $square } gehört nicht dir
refusal-medea-not-a-chakra = auf { $square } ist kein Chakra
refusal-medea-not-your-chakra = das Chakra auf { $square } gehört { $side }, nicht dir
refusal-medea-chakra-occupied = auf dem Chakra auf { $square } steht { $piece ->
        [Dame] eine { $colour ->
            [white] weiße
           *[other] schwarze
        }
       *[other] ein { $colour ->
            [white] weißer
           *[other] schwarzer
        }
    } { $piece }: nur ein leeres Chakra zieht
refusal-medea-chakra-step = ein Chakra zieht ein Feld in beliebiger Richtung, nicht von { $from } nach { $to }
refusal-medea-chakra-onto-chakra = ein Chakra darf nicht auf ein anderes Chakra ziehen ({ $square })
refusal-medea-occupied = { $square } ist schon besetzt
refusal-medea-man-step = ein Stein zieht ein Feld vorwärts, gerade oder schräg, nicht von { $from } nach { $to }
refusal-medea-king-line = eine Dame zieht entlang einer Reihe, einer Linie oder einer Diagonale, nicht von { $from } nach { $to }
refusal-medea-blocked = der Weg von { $from } nach { $to } ist auf { $at } versperrt
refusal-medea-write-with-x = das ist ein Schlag: schreib ihn mit x ({ $from }x{ $to })
# The piece on $square must capture $count pieces instead.
refusal-medea-capture-compulsory = Schlagzwang: { $piece ->
        [Dame] die
       *[other] der
    } { $piece } auf { $square } schlägt { $count ->
        [one] eine Figur
       *[other] { $count } Figuren
    }
refusal-medea-replacement-compulsory = Schlagzwang: { $from }-{ $to } schlägt { $piece ->
        [Dame] die { $colour ->
            [white] weiße
           *[other] schwarze
        }
       *[other] den { $colour ->
            [white] weißen
           *[other] schwarzen
        }
    } { $piece } auf { $square } durch Verdrängung
refusal-medea-majority = { $available ->
        [one] eine Figur kann
       *[other] { $available } Figuren können
    } geschlagen werden: der größte Schlag ist Pflicht (dieser schlägt { $taken })
refusal-medea-not-orthogonal = geschlagen wird nur entlang Reihen und Linien, nicht von { $from } nach { $to }
refusal-medea-short-leap = ein Stein überspringt eine benachbarte Figur auf das Feld direkt dahinter, nicht von { $from } nach { $to }
refusal-medea-immobile = { $piece ->
        [Dame] die { $colour ->
            [white] weiße
           *[other] schwarze
        }
       *[other] der { $colour ->
            [white] weiße
           *[other] schwarze
        }
    } { $piece } auf { $square } hat keinen Zug
refusal-medea-chakra-immobile = das Chakra auf { $square } kann nirgendwohin
refusal-medea-nothing-to-jump = zwischen { $from } und { $to } steht keine Figur zum Überspringen
refusal-medea-two-pieces = ein Sprung schlägt nur eine Figur auf einmal: zwischen { $from } und { $to } steht mehr als eine
refusal-medea-own-piece = eigene Figuren werden nie übersprungen (die Figur auf { $square })
refusal-medea-jumped-twice = die Figur auf { $square } ist in diesem Zug schon geschlagen: keine Figur wird zweimal übersprungen
refusal-medea-landing-occupied = ein Sprung kann nicht auf { $square } landen: das Feld ist besetzt
refusal-medea-unfinished = der Schlag muss von { $square } aus weitergehen: ein Schlag geht weiter, solange er mehr schlagen kann
refusal-medea-not-legal = dieser Zug ist hier nicht erlaubt

## Pillars of Medusa. $square, $from, $to and $through are squares; $piece, $captured and
## $asked are pieces' names; $wing is the file of a castling's corner (a, k).

refusal-pillars-game-over = die Partie ist vorbei
# The Morph in another piece's form ($piece).
refusal-pillars-morph-form = { $piece }-Morph
refusal-pillars-empty = auf { $square } steht keine Figur
refusal-pillars-not-yours = die Figur auf { $square } ({ $piece }) gehört { $side }, nicht dir
refusal-pillars-frozen = die Figur auf { $square } ({ $piece }) ist versteinert
refusal-pillars-own-piece = auf { $square } steht deine eigene Figur ({ $piece })
refusal-pillars-unreachable = die Figur auf { $square } ({ $piece }) kann nicht nach { $to } ziehen
refusal-pillars-not-the-morph = nur der Morph kann eine andere Gestalt annehmen, und die Figur auf { $square } ({ $piece }) ist nicht der Morph
refusal-pillars-no-capture = der Morph nimmt nur eine andere Gestalt an, wenn er schlägt, und auf { $square } gibt es nichts zu schlagen
refusal-pillars-wrong-form = der Morph kann die Gestalt der Figur annehmen, die er schlägt, hier { $captured }, nicht { $asked }
refusal-pillars-no-change = die Gestalt der geschlagenen Figur ({ $piece }) anzunehmen ändert nichts: schreib nur den Schlag
# The piece on $square would attack the King.
refusal-pillars-king-in-check = dein König stünde im Schach durch die Figur auf { $square } ({ $piece })
refusal-pillars-castling-squares = bei der Rochade auf der { $wing }-Seite zieht der König von { $from } nach { $to }
refusal-pillars-castling-right-lost = { $side } kann auf der { $wing }-Seite nicht mehr rochieren: der König oder dieser Turm hat schon gezogen
refusal-pillars-castling-blocked = für die Rochade müssen die Felder zwischen König und Turm leer sein, und auf { $square } steht eine Figur ({ $piece })
refusal-pillars-castling-out-of-check = der König kann nicht aus dem Schach heraus rochieren (Schach durch die Figur auf { $square }, { $piece })
refusal-pillars-castling-through-attack = der König kann nicht über { $through } oder auf { $through } rochieren: das Feld wird von der Figur auf { $square } ({ $piece }) angegriffen
# $written: what was typed, quoted; $move the move as the records write it.
refusal-pillars-not-a-move = { $written } ist kein Zug (Züge sehen aus wie e3-e5, c8xd8, b7xc8=D, O-O-A)
refusal-pillars-capture-mark = { $written } kennzeichnet den Schlag falsch: schreib { $move }
# A piece clicked that cannot move: turned to stone by the Medusa on $medusa (or by one not
# found), or without a legal move, its King in check or not.
refusal-pillars-frozen-by = die Figur auf { $square } ({ $piece }) ist von der Medusa auf { $medusa } versteinert: sie kann nicht ziehen
refusal-pillars-frozen-still = die Figur auf { $square } ({ $piece }) ist versteinert: sie kann nicht ziehen
refusal-pillars-no-move-in-check = die Figur auf { $square } ({ $piece }) hat keinen legalen Zug: dein König steht im Schach
refusal-pillars-no-move = die Figur auf { $square } ({ $piece }) hat keinen legalen Zug: jeder ihrer Züge ließe deinen König im Schach, oder sie ist blockiert
