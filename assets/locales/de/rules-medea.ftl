# The rules page of Medea in the help window: paragraphs, then examples, each a caption over
# two small boards (before and after the move it names). The squares' names (d4, h2) are the
# board's own: keep them as they are. The chakras are the rings of coloured stone that make up
# a side's transmitter.

## Medea's rules.

rules-medea-introduction =
    Medea ist Christian Freelings Damespiel mit Transmitter, auf allen 64 Feldern eines Bretts
    von 8 x 8 Feldern. Weiß beginnt. Jede Seite hat 18 Steine und zwei Chakren: die Ringe aus
    farbigem Stein, die ihren Transmitter bilden.
rules-medea-moves =
    Ein Stein zieht ein Feld vorwärts, gerade oder diagonal. Ein Stein, der seinen Zug auf der
    gegnerischen Grundreihe beendet, wird zur Dame; eine Dame zieht beliebig weit entlang der
    acht Richtungen, wie die Dame im Schach.
rules-medea-captures =
    Geschlagen wird nur entlang von Reihen und Linien. Ein Stein überspringt einen benachbarten
    gegnerischen Stein, vorwärts, seitwärts oder rückwärts, auf das freie Feld dahinter; eine
    Dame schlägt aus der Ferne. Ein Schlagzug geht weiter, solange er kann. Es herrscht
    Schlagzwang, und du musst so viele Steine schlagen wie möglich (eine Dame zählt einfach).
    Die geschlagenen Steine bleiben stehen, bis der Zug vorbei ist (sie können nicht zweimal
    übersprungen werden), dann verschwinden sie gemeinsam.
rules-medea-transmitter =
    Der Transmitter: Beendet ein Stein oder eine Dame einen Zug, der nichts schlägt, auf einem
    leeren Chakra der eigenen Farbe, geht die Figur sofort weiter auf das andere eigene
    Chakra. Steht dort ein gegnerischer Stein, wird er geschlagen (durch Verdrängung). Ein
    leeres Chakra beider Farben ist ein gewöhnliches Feld, über das oder auf das man ziehen
    kann. Statt einen Stein zu ziehen, darfst du eines deiner leeren Chakren um ein Feld in
    beliebiger Richtung verschieben, wenn kein Schlagen möglich ist.
rules-medea-end =
    Du verlierst, wenn du keine Steine mehr hast oder keiner mehr ziehen kann. Dieselbe
    Stellung zum dritten Mal oder je fünfzig Züge ohne Schlagen und ohne Zug eines einfachen
    Steins ergeben Remis; zwei Personen an einem Bildschirm können sich auch auf Remis
    einigen.
# The page says that the starting position is not Freeling's own.
rules-medea-reconstruction =
    Die Ausgangsstellung ist eine Rekonstruktion: Freelings Abbildung davon ist verloren. Die
    Steine stehen wie in seinem Spiel Dameo, und die Chakren jeder Seite auf den beiden
    Feldern, die ihre zweite Reihe freilässt (a2 und h2, a7 und h7), wo sein Spiel Chakra sie
    hinstellt.

## Medea's examples.

rules-medea-example-capture =
    Schlagen. Der Stein auf d4 könnte e4 schlagen, muss aber so viele wie möglich schlagen:
    d5, dann d7, und endet auf d8, wo er zur Dame wird. Die geschlagenen Steine bleiben auf
    dem Brett, bis der Zug vorbei ist, dann verschwinden sie gemeinsam.
rules-medea-example-long-leap =
    Der lange Sprung der Dame. Eine Dame schlägt entlang von Reihen und Linien aus der Ferne:
    über einen gegnerischen Stein hinweg auf ein beliebiges freies Feld dahinter. Hier
    schlägt sie e2, wendet auf g2 und schlägt g5.
rules-medea-example-transmission =
    Übertragung. Ein Stein zieht auf das leere weiße Chakra auf a2 und geht sofort weiter auf
    das andere weiße Chakra, h2.
rules-medea-example-replacement =
    Schlagen durch Verdrängung. Ein schwarzer Stein steht auf dem weißen Chakra h2: Der Stein,
    der durch den Transmitter ankommt, nimmt seinen Platz ein, und der schwarze Stein ist
    geschlagen. Solange er dort steht, ist dieses Schlagen Pflicht.
rules-medea-example-chakra-move =
    Ein Chakrazug. Statt eines Steins verschiebst du eines deiner leeren Chakren um ein Feld
    in beliebiger Richtung, auf ein freies Feld, das kein Chakra ist.
