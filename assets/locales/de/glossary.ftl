# The glossary: each term the lessons explain, its name and what it means; a step of a
# course lists the terms it explains first (assets/lessons/<game>.json, "terms").

glossary-cell = Feld
glossary-cell-meaning = Ein Platz auf dem Medusa-Brett, auf dem ein Stein stehen kann; er heißt nach einem Buchstaben und einer Zahl, etwa j11.

glossary-hole = Loch
glossary-hole-meaning = Eines der dunklen Sechsecke des Medusa-Bretts: Dort steht nie ein Stein, und die sechs Felder darum sind ein Rosettenplatz.

glossary-point = Punkt
glossary-point-meaning = Ein Platz auf dem Lotus-Brett, an dem Linien zusammentreffen und ein Stein stehen kann, von oben nach unten von 1 bis 72 nummeriert.

glossary-komi = Komi
glossary-komi-meaning = Die Punkte, die der zweite Spieler zu Beginn als Ausgleich für den Nachzug erhält: Der Marker beginnt auf seiner Seite.

glossary-liberty = Freiheit
glossary-liberty-meaning = Ein leeres Feld oder ein leerer Punkt neben einem Stein oder einer Gruppe. Eine Gruppe ohne Freiheiten wird umgedreht.

glossary-group = Gruppe
glossary-group-meaning = Steine einer Farbe, die über benachbarte Felder oder Punkte verbunden sind; eine Gruppe teilt ihre Freiheiten.

glossary-reversal = Umdrehen
glossary-reversal-meaning = Das Schlagen bei Medusa und Lotus: Die Steine werden auf die andere Farbe gedreht und nie vom Brett genommen.

glossary-suicide = Selbstmord
glossary-suicide-meaning = Ein Setzen, das der eigenen Gruppe die letzte Freiheit nimmt und nichts schlägt: Die Gruppe wird sofort umgedreht. Es ist erlaubt.

glossary-second-reversal = Zweites Umdrehen
glossary-second-reversal-meaning = Steht eine Gruppe, die gerade geschlagen hat, ohne Freiheit da und enthält keine Rosette und keinen Lotus, wird sie ihrerseits umgedreht.

glossary-line = Linie
glossary-line-meaning = Eine gerade Folge benachbarter Felder auf dem Medusa-Brett (eine Reihe, eine Spalte oder eine Diagonale); Sprünge folgen den Linien.

glossary-jump = Sprung
glossary-jump-meaning = So bewegt sich eine Gruppe aus zwei oder mehr Steinen: Ein Stein springt entlang einer Linie über eigene Steine auf das erste leere Feld dahinter.

glossary-right-to-move = Zugrecht
glossary-right-to-move-meaning = Jede Gruppe darf einmal pro Zug ziehen; eine Gruppe, die gezogen hat oder neben der ein bewegter Stein landet, hat ihr Recht für diesen Zug verloren.

glossary-rosette = Rosette
glossary-rosette-meaning = Sechs Steine einer Farbe auf den sechs Feldern um ein Loch. Eine Gruppe mit Rosette kann nie umgedreht werden.

glossary-lotus = Lotus
glossary-lotus-meaning = Sechs Steine einer Farbe auf den Ecken eines der sieben Sechsecke des Lotus-Bretts. Eine Gruppe mit Lotus kann nie umgedreht werden.

glossary-marker = Marker
glossary-marker-meaning = Der Stein auf der Punkteleiste: Ein Zug ohne Setzen rückt ihn einen Punkt zum Spieler, und seine Punkte zählen am Ende.

glossary-pass = Passen
glossary-pass-meaning = Ein Zug ohne Setzen (bei Medusa auch ohne Bewegung). Zwei Pässe nacheinander beenden die Partie.

glossary-territory = Gebiet
glossary-territory-meaning = Leere Felder oder Punkte, die nur von einer Farbe umschlossen sind; sie zählen am Ende für diesen Spieler.

glossary-dead-stones = Tote Steine
glossary-dead-stones-meaning = Steine, die dem Schlagen nicht mehr entkommen; nach den zwei letzten Pässen einigen sich die Spieler darüber, und sie werden vor der Zählung umgedreht.

glossary-count = Zählung
glossary-count-meaning = Am Ende zählt jeder Spieler seine Steine, sein Gebiet und die Markerpunkte auf seiner Seite; die höhere Zählung gewinnt.

glossary-man = Stein
glossary-man-meaning = Die gewöhnliche Figur von Medea: Er zieht ein Feld vorwärts, gerade oder schräg, und schlägt mit kurzen Sprüngen geradeaus in jede der vier Richtungen.

glossary-king = Dame
glossary-king-meaning = Ein umgewandelter Stein bei Medea: Sie zieht wie die Dame im Schach und schlägt mit langen Sprüngen entlang einer Linie oder Reihe.

glossary-compulsory-capture = Schlagpflicht
glossary-compulsory-capture-meaning = Bei Medea muss geschlagen werden, wenn es möglich ist, und zwar so, dass die meisten Stücke fallen.

glossary-turkish-strike = Türkischer Schlag
glossary-turkish-strike-meaning = Beim Schlagen übersprungene Stücke bleiben bis zum Ende des Zuges stehen: Sie dürfen nicht zweimal übersprungen werden und versperren den Weg.

glossary-crowning = Umwandlung zur Dame
glossary-crowning-meaning = Ein Stein, der seinen Zug auf der gegnerischen Grundreihe beendet, wird zur Dame; sie beim Schlagen nur zu überqueren genügt nicht.

glossary-chakra = Chakra
glossary-chakra-meaning = Eines der zwei besonderen Felder, die jedem Medea-Spieler gehören. Ein leeres Chakra ist ein gewöhnliches Feld; statt einer Figur darf man ein eigenes leeres Chakra ein Feld weit ziehen.

glossary-transmission = Übertragung
glossary-transmission-meaning = Der Transmitter: Eine Figur, die ohne zu schlagen auf das leere Chakra ihres Spielers zieht, geht sofort weiter auf sein anderes Chakra.

glossary-replacement = Schlagen durch Ersetzen
glossary-replacement-meaning = Eine übertragene Figur, die auf einem Chakra mit einer gegnerischen Figur ankommt, schlägt diese Figur.

glossary-file-and-rank = Linie und Reihe
glossary-file-and-rank-meaning = Eine Linie ist eine senkrechte Spalte von Feldern (a bis h oder a bis k), eine Reihe eine waagerechte (1, 2, 3 ...), von Weiß aus gezählt.

glossary-draw = Remis
glossary-draw-meaning = Eine Partie, die niemand gewinnt: durch die dritte Wiederholung einer Stellung, durch eine lange Folge von Zügen ohne Fortschritt oder durch Einigung.

glossary-sword = Schwert
glossary-sword-meaning = Der Bauer von Pillars of Medusa: Es zieht ein Feld geradeaus, schlägt ein Feld schräg vorwärts und wird auf der letzten Reihe zur Medusa.

glossary-tower = Turm
glossary-tower-meaning = Zieht beliebig weit entlang einer Linie oder Reihe, wie der Turm im Schach.

glossary-horse = Pferd
glossary-horse-meaning = Springt wie der Springer im Schach: zwei Felder in eine Richtung und eines zur Seite.

glossary-advisor = Ratgeber
glossary-advisor-meaning = Zieht beliebig weit entlang einer Diagonale, wie der Läufer im Schach.

glossary-mounted-advisor = Berittener Ratgeber
glossary-mounted-advisor-meaning = Zieht wie ein Ratgeber oder springt wie ein Pferd.

glossary-queen = Dame
glossary-queen-meaning = Zieht beliebig weit entlang von Linien, Reihen und Diagonalen.

glossary-serpent = Schlange
glossary-serpent-meaning = Zieht wie eine Dame oder springt wie ein Pferd.

glossary-pillar = Säule
glossary-pillar-meaning = Zieht wie ein Turm oder springt wie ein Pferd; sie rochiert nie.

glossary-medusa = Medusa
glossary-medusa-meaning = Die Figur, die wie eine Dame zieht, aber höchstens drei Felder, und jede gegnerische Figur neben sich versteinert.

glossary-gaze = Blick der Medusa
glossary-gaze-meaning = Jede gegnerische Figur auf den Feldern neben einer Medusa wird versteinert; Medusen selbst sind dagegen gefeit.

glossary-stone = Versteinert
glossary-stone-meaning = Eine versteinerte Figur kann nicht ziehen, bietet kein Schach und deckt nichts, blockiert aber weiter und kann geschlagen werden; sie ist wieder frei, sobald keine gegnerische Medusa mehr neben ihr steht.

glossary-morph = Morph
glossary-morph-meaning = Eine Figur, die als Ratgeber beginnt und beim Schlagen die Gestalt der geschlagenen Figur annehmen darf.

glossary-castling = Rochade
glossary-castling-meaning = König und ein unbewegter Turm tauschen die Felder, wenn die Felder zwischen ihnen leer sind und der König auf seinem Weg nicht angegriffen wird.

glossary-check = Schach
glossary-check-meaning = Ein König, den eine nicht versteinerte gegnerische Figur angreift; der Spieler muss das Schach sofort beenden.

glossary-mate = Schachmatt
glossary-mate-meaning = Ein König im Schach ohne legalen Zug, um zu entkommen: Die Partie ist verloren.

glossary-stalemate = Patt
glossary-stalemate-meaning = Der Spieler am Zug steht nicht im Schach, hat aber keinen legalen Zug: Die Partie endet remis.

glossary-promotion = Umwandlung
glossary-promotion-meaning = Ein Schwert, das die letzte Reihe erreicht, wird sofort zur Medusa.

glossary-majority-rule = Mehrheitsregel
glossary-majority-rule-meaning = Von allen möglichen Schlägen muss ein Medea-Spieler einen wählen, der die meisten Stücke nimmt; eine Dame zählt als ein Stück.
