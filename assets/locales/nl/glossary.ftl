# The glossary: each term the lessons explain, its name and what it means; a step of a
# course lists the terms it explains first (assets/lessons/<game>.json, "terms").

glossary-cell = Veld
glossary-cell-meaning = Een plek op het Medusabord waar een steen kan staan; het heet naar een letter en een getal, zoals j11.

glossary-hole = Gat
glossary-hole-meaning = Een van de donkere zeshoeken van het Medusabord: er staat nooit een steen op, en de zes velden eromheen vormen een rozetplaats.

glossary-point = Punt
glossary-point-meaning = Een plek op het Lotusbord waar lijnen samenkomen en een steen kan staan, van boven af genummerd van 1 tot 72.

glossary-komi = Komi
glossary-komi-meaning = De punten die de tweede speler aan het begin krijgt als vergoeding voor het tweede zetten: de marker begint aan zijn kant.

glossary-liberty = Vrijheid
glossary-liberty-meaning = Een leeg veld of punt naast een steen of groep. Een groep zonder vrijheden wordt omgedraaid.

glossary-group = Groep
glossary-group-meaning = Stenen van één kleur die via naburige velden of punten verbonden zijn; een groep deelt zijn vrijheden.

glossary-reversal = Omkering
glossary-reversal-meaning = Het slaan in Medusa en Lotus: de stenen worden omgedraaid naar de andere kleur en gaan nooit van het bord.

glossary-suicide = Zelfmoord
glossary-suicide-meaning = Een plaatsing die de eigen groep zonder vrijheid laat en niets slaat: de groep wordt meteen omgedraaid. Het is toegestaan.

glossary-second-reversal = Tweede omkering
glossary-second-reversal-meaning = Als een groep die net geslagen heeft zonder vrijheid blijft en geen rozet of lotus bevat, wordt hij op zijn beurt omgedraaid.

glossary-line = Lijn
glossary-line-meaning = Een rechte reeks naburige velden op het Medusabord (een rij, een kolom of een diagonaal); sprongen volgen de lijnen.

glossary-jump = Sprong
glossary-jump-meaning = Zo verplaatst een groep van twee of meer stenen zich: één steen springt langs een lijn over zijn eigen stenen naar het eerste lege veld erachter.

glossary-right-to-move = Recht om te bewegen
glossary-right-to-move-meaning = Elke groep mag één keer per beurt bewegen; een groep die bewogen heeft, of waarnaast een verplaatste steen landt, is dat recht voor die beurt kwijt.

glossary-rosette = Rozet
glossary-rosette-meaning = Zes stenen van één kleur op de zes velden rond een gat. Een groep met een rozet kan nooit worden omgedraaid.

glossary-lotus = Lotus
glossary-lotus-meaning = Zes stenen van één kleur op de hoeken van een van de zeven zeshoeken van het Lotusbord. Een groep met een lotus kan nooit worden omgedraaid.

glossary-marker = Marker
glossary-marker-meaning = De fiche op de puntenbaan: een beurt zonder plaatsing schuift hem één punt naar de speler, en zijn punten tellen aan het eind.

glossary-pass = Pas
glossary-pass-meaning = Een beurt zonder plaatsing (in Medusa ook zonder verplaatsing). Twee passen na elkaar beëindigen de partij.

glossary-territory = Gebied
glossary-territory-meaning = Lege velden of punten die door maar één kleur omringd zijn; ze tellen aan het eind voor die speler.

glossary-dead-stones = Dode stenen
glossary-dead-stones-meaning = Stenen die niet meer aan slaan kunnen ontsnappen; na de twee laatste passen worden de spelers het erover eens, en ze worden vóór de telling omgedraaid.

glossary-count = Telling
glossary-count-meaning = Aan het eind telt elke speler zijn stenen, zijn gebied en de markerpunten aan zijn kant; de hoogste telling wint.

glossary-man = Schijf
glossary-man-meaning = Het gewone stuk van Medea: hij gaat één veld vooruit, recht of schuin, en slaat met korte sprongen recht in elk van de vier richtingen.

glossary-king = Dam
glossary-king-meaning = Een gepromoveerde schijf in Medea: hij gaat als de dame in het schaakspel en slaat met lange sprongen langs een lijn of rij.

glossary-compulsory-capture = Slagplicht
glossary-compulsory-capture-meaning = In Medea moet geslagen worden als het kan, en wel de slag die de meeste stukken slaat.

glossary-turkish-strike = Turkse slag
glossary-turkish-strike-meaning = Stukken waar tijdens een slag overheen gesprongen wordt, blijven staan tot de zet voorbij is: ze mogen niet twee keer geslagen worden en versperren de weg.

glossary-crowning = Dam halen
glossary-crowning-meaning = Een schijf die zijn zet op de laatste rij beëindigt, wordt dam; er tijdens een slag overheen gaan is niet genoeg.

glossary-chakra = Chakra
glossary-chakra-meaning = Een van de twee bijzondere velden die elke Medea-speler bezit. Een leeg chakra is een gewoon veld; in plaats van een stuk mag je je lege chakra één veld verplaatsen.

glossary-transmission = Doorzending
glossary-transmission-meaning = De Transmitter: een stuk dat zonder te slaan op het lege chakra van zijn speler stapt, gaat meteen door naar zijn andere chakra.

glossary-replacement = Slaan door vervanging
glossary-replacement-meaning = Een doorgezonden stuk dat aankomt op een chakra met een vijandelijk stuk erop, slaat dat stuk.

glossary-file-and-rank = Lijn en rij
glossary-file-and-rank-meaning = Een lijn is een verticale reeks velden (a tot h, of a tot k), een rij een horizontale (1, 2, 3 ...), geteld vanaf de kant van Wit.

glossary-draw = Remise
glossary-draw-meaning = Een partij die niemand wint: door de derde herhaling van een stelling, door een lange reeks zetten zonder vooruitgang, of in onderling overleg.

glossary-sword = Zwaard
glossary-sword-meaning = De pion van Pillars of Medusa: het gaat één veld recht vooruit, slaat één veld schuin vooruit en wordt op de laatste rij een Medusa.

glossary-tower = Toren
glossary-tower-meaning = Gaat zo ver als hij wil langs een lijn of rij, zoals de toren in het schaakspel.

glossary-horse = Paard
glossary-horse-meaning = Springt zoals het paard in het schaakspel: twee velden in één richting en één opzij.

glossary-advisor = Raadsheer
glossary-advisor-meaning = Gaat zo ver als hij wil langs een diagonaal, zoals de loper in het schaakspel.

glossary-mounted-advisor = Bereden Raadsheer
glossary-mounted-advisor-meaning = Gaat als een Raadsheer of springt als een Paard.

glossary-queen = Dame
glossary-queen-meaning = Gaat zo ver als ze wil langs lijnen, rijen en diagonalen.

glossary-serpent = Slang
glossary-serpent-meaning = Gaat als een Dame of springt als een Paard.

glossary-pillar = Zuil
glossary-pillar-meaning = Gaat als een Toren of springt als een Paard; ze rokeert nooit.

glossary-medusa = Medusa
glossary-medusa-meaning = Het stuk dat als een Dame gaat maar hoogstens drie velden, en elk vijandelijk stuk naast zich laat verstenen.

glossary-gaze = Blik van de Medusa
glossary-gaze-meaning = Elk vijandelijk stuk op de velden naast een Medusa verandert in steen; Medusa's zelf zijn er immuun voor.

glossary-stone = Versteend
glossary-stone-meaning = Een versteend stuk kan niet bewegen, geeft geen schaak en dekt niets, maar blokkeert nog wel en kan geslagen worden; het is weer vrij zodra er geen vijandelijke Medusa meer naast staat.

glossary-morph = Morph
glossary-morph-meaning = Een stuk dat begint als Raadsheer en bij het slaan de vorm mag aannemen van wat het sloeg.

glossary-castling = Rokade
glossary-castling-meaning = De Koning en een onbewogen Toren wisselen van veld, als de velden ertussen leeg zijn en de Koning onderweg niet wordt aangevallen.

glossary-check = Schaak
glossary-check-meaning = Een Koning die wordt aangevallen door een vijandelijk stuk dat niet versteend is; de speler moet het schaak meteen opheffen.

glossary-mate = Schaakmat
glossary-mate-meaning = Een Koning die schaak staat zonder geldige zet om te ontsnappen: de partij is verloren.

glossary-stalemate = Pat
glossary-stalemate-meaning = De speler aan zet staat niet schaak maar heeft geen geldige zet: de partij is remise.

glossary-promotion = Promotie
glossary-promotion-meaning = Een Zwaard dat de laatste rij bereikt, wordt meteen een Medusa.

glossary-majority-rule = Meerderheidsregel
glossary-majority-rule-meaning = Van alle mogelijke slagen moet een Medea-speler er een kiezen die de meeste stukken slaat; een dam telt als één stuk.
