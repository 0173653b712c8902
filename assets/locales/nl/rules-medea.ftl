# The rules page of Medea in the help window: paragraphs, then examples, each a caption over
# two small boards (before and after the move it names). The squares' names (d4, h2) are the
# board's own: keep them as they are. The chakras are the rings of coloured stone that make up
# a side's transmitter.

## Medea's rules.

rules-medea-introduction =
    Medea is het damspel van Christian Freeling met een zender, op alle 64 velden van een
    bord van 8 x 8. Wit begint. Elke speler heeft 18 schijven en twee chakra's: de ringen van
    gekleurde steen die samen zijn zender vormen.
rules-medea-moves =
    Een schijf gaat één veld vooruit, recht of schuin. Een schijf die zijn zet op de laatste
    rij beëindigt, wordt dam; een dam gaat willekeurig ver in een van de acht richtingen,
    zoals de dame bij het schaken.
rules-medea-captures =
    Er wordt alleen langs rijen en lijnen geslagen. Een schijf springt over een vijandelijk
    stuk naast zich, vooruit, opzij of achteruit, naar het vrije veld erachter; een dam slaat
    op afstand. Een slag gaat door zolang dat kan. Slaan is verplicht, en je moet zoveel
    mogelijk stukken slaan (een dam telt als één). De geslagen stukken blijven staan tot de
    zet voorbij is (ze kunnen niet twee keer worden overgesprongen) en verdwijnen dan samen.
rules-medea-transmitter =
    De zender: als een schijf of dam een zet waarin niets wordt geslagen beëindigt op een lege
    chakra van zijn eigen kleur, gaat hij meteen door naar zijn andere chakra. Staat daar een
    vijandelijk stuk, dan is dat geslagen (door vervanging). Een lege chakra van welke kleur
    ook is een gewoon veld om overheen of op te gaan. In plaats van een stuk te verplaatsen
    mag je een van je lege chakra's één veld in een willekeurige richting verplaatsen, als er
    niet geslagen kan worden.
rules-medea-end =
    Je verliest als je geen stukken meer hebt, of geen stuk dat nog kan bewegen. Dezelfde
    stelling voor de derde keer, of vijftig zetten per speler zonder slag of zet van een
    schijf, is remise; twee mensen aan één scherm kunnen ook remise overeenkomen.
# The page says that the starting position is not Freeling's own.
rules-medea-reconstruction =
    De beginopstelling is een reconstructie: Freelings afbeelding ervan is verloren gegaan.
    De schijven staan zoals in zijn spel Dameo, en de chakra's van elke speler op de twee
    velden die zijn tweede rij vrij laat (a2 en h2, a7 en h7), waar zijn spel Chakra ze zet.

## Medea's examples.

rules-medea-example-capture =
    Slaan. De schijf op d4 zou e4 kunnen slaan, maar moet de meeste stukken slaan: d5 en dan
    d7, om te eindigen op d8, waar hij dam wordt. De geslagen schijven blijven op het bord
    tot de zet voorbij is en verdwijnen dan samen.
rules-medea-example-long-leap =
    De lange slag van de dam. Een dam slaat langs rijen en lijnen op afstand: over één
    vijandelijk stuk naar een willekeurig vrij veld erachter. Hier slaat hij e2, draait op g2
    en slaat g5.
rules-medea-example-transmission =
    Doorzending. Een schijf stapt op de lege witte chakra op a2 en gaat meteen door naar de
    andere witte chakra, h2.
rules-medea-example-replacement =
    Slag door vervanging. Een zwarte schijf staat op de witte chakra h2: de schijf die via de
    zender aankomt, neemt zijn plaats in, en hij is geslagen. Zolang hij daar staat, is deze
    slag verplicht.
rules-medea-example-chakra-move =
    Een chakrazet. Verplaats in plaats van een stuk een van je lege chakra's één veld in een
    willekeurige richting, naar een vrij veld dat geen chakra is.
