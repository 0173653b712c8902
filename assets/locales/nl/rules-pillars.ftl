# The rules page of Pillars of Medusa in the help window: an introduction, the legend of the
# pieces (written with the game's panel), paragraphs, then examples, each a caption over two
# small boards (before and after the move it names). The squares' names (c1, f4) and the
# moves as the records write them ("S-G9 mate") are the board's own: keep them as they are.
# The pieces' names (Medusa, Morph, Sword, Tower, Horse, Advisor, Mounted Advisor, Queen,
# King, Serpent, Pillar) are the game's own and are capitalised as names.
# Dutch: Medusa, Morph, Zwaard, Toren, Paard, Raadsheer, Bereden Raadsheer, Dame, Koning,
# Slang, Zuil (see the glossary in language.ftl).

rules-pillars-introduction =
    Pillars of Medusa is het schaakspel van Gary K. Gifford op 11 x 11 velden. Elke speler
    heeft 26 stukken: het schaakleger, drie samengestelde stukken uit het Turks grootschaak en
    twee uitvindingen, de Medusa en de Morph. Wit begint. Schaakmat wint, en net als bij het
    schaken mag je je eigen Koning nooit schaak laten staan. Alle stukken slaan zoals ze
    bewegen, behalve het Zwaard.

## Pillars of Medusa's rules, under the legend of the pieces.

rules-pillars-gaze =
    De blik van de Medusa: elk vijandelijk stuk op een van de acht velden naast een Medusa
    verandert in steen. Het kan niet bewegen, slaan, rokeren of promoveren, en het valt niets
    aan: het geeft geen schaak en dekt niets. Het blokkeert nog wel lijnen en kan geslagen
    worden. Alleen het veld waar een stuk zijn zet beëindigt, telt. Als de Medusa weggaat of
    geslagen wordt, komen de stukken meteen weer tot leven. Elke Medusa heeft de blik, en
    Medusa's worden nooit versteend, dus een Koning mag niet naast een vijandelijke Medusa
    gaan staan. Het stuk dat schaak geeft laten verstenen is een manier om uit het schaak te
    komen.
rules-pillars-morph =
    De Morph begint als Raadsheer en draagt een ring van jade. Als hij slaat, mag je hem
    veranderen in een stuk van de geslagen soort, en hij blijft de Morph: op het bord kies je
    naast het veld, of klik nog eens op het veld om zijn vorm te houden. Als hij de
    vijandelijke Morph slaat en diens vorm aanneemt, verliest hij zijn kracht en wordt hij een
    gewoon stuk. Hij wordt nooit een Koning.
rules-pillars-swords =
    Zwaarden bewegen als pionnen, zonder en passant. Een Zwaard dat de laatste rij bereikt,
    wordt altijd een Medusa (ook een Zwaard-Morph, en dan een gewone).
rules-pillars-castling =
    Rokeren: de Koning en een Toren die nog niet bewogen hebben, wisselen van veld (klik op de
    Koning, dan op de hoek van de Toren), als alle velden ertussen leeg zijn, geen van beide
    versteend is, de Koning niet schaak staat en geen veld dat hij passeert of waarop hij
    landt, wordt aangevallen.
rules-pillars-draw =
    Remise: pat, dezelfde stelling voor de derde keer, 100 halve zetten op rij zonder slag of
    zet van een Zwaard, of alleen de twee Koningen over. Twee mensen aan één scherm kunnen ook
    remise overeenkomen.
# The page says that the starting position is not the inventor's own.
rules-pillars-reconstruction =
    De beginopstelling is een reconstructie: de diagrammen van de uitvinder zijn verloren
    gegaan. Ze volgt de feiten uit zijn tekst (de Bereden Raadsheer op d1, de Slang op g1,
    Zwaarden op d2, e3 en f4) en speelt zijn voorbeeldpartij van 25 zetten na. Zijn voorbeeld
    eindigt met “S-G9 mate”, maar volgens deze regels is het alleen schaak: Zwart kan de Slang
    met de Medusa laten verstenen.

## Pillars of Medusa's examples.

rules-pillars-example-gaze =
    De blik. De witte Medusa gaat naar f4, naast het Paard op e5 en de Slang op g5: allebei
    veranderen ze in steen. Ze kunnen niet bewegen en vallen niets aan tot zij weggaat.
rules-pillars-example-morph =
    De Morph, nu een Raadsheer, slaat de Toren op e5 en kiest ervoor een Toren te worden. Hij
    is nog steeds de Morph.
rules-pillars-example-castling =
    Rokeren. De Koning en de Toren wisselen van veld: de Koning naar de hoek, de Toren naar
    f1.
rules-pillars-example-promotion =
    Promotie. Een Zwaard op de laatste rij wordt een Medusa, en haar blik werkt meteen: het
    Paard op d11 verandert in steen.
