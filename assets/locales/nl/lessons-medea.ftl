# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
# Dutch: each instruction stays one sentence ending with a full stop; the squares (c3) and
# the moves (Ca2-b3) are the board's own.
lessons-medea-title = Medea leren

## men

lessons-medea-stage-men = Schijven
lessons-medea-step-man-step = Een schijf gaat één veld vooruit, recht of schuin: zet je schijf van c3 naar d4.
lessons-medea-step-man-step-hint = De schijf op c3 kan naar b4, c4 of d4: kies de schuine stap naar rechts.
lessons-medea-step-man-capture = Schijven slaan recht vooruit, opzij en zelfs achteruit, maar nooit schuin: sla de zwarte dam achter je schijf.
lessons-medea-step-man-capture-hint = De dam op d3 staat vlak achter je schijf, met een vrij veld erachter: spring er achteruit overheen.
lessons-medea-step-man-capture-done = Slaan is verplicht: als er geslagen kan worden, moet je slaan.

## majority

lessons-medea-stage-majority = Meerslag
lessons-medea-step-majority-rule = Je moet de slag maken die de meeste stukken slaat: sla twee schijven en eindig op d8, waar je schijf dam wordt.
lessons-medea-step-majority-rule-hint = Spring over d5, land op d6, spring dan over d7 en land op de laatste rij.
lessons-medea-step-majority-rule-done = Eén stuk slaan, zoals alleen de schijf op e4, mag hier niet: er konden er twee geslagen worden, dus moeten het er twee zijn.

## king

lessons-medea-stage-king = De dam
lessons-medea-step-king-slide = Een dam gaat zoals de dame bij het schaken, zo ver als hij wil in een van de acht richtingen: breng je dam in één zet van h1 naar a8.
lessons-medea-step-king-slide-hint = De lange diagonaal van h1 naar a8 is helemaal leeg.
lessons-medea-step-king-long-capture = Een dam slaat op afstand, maar alleen langs een rij of een lijn: sla de zwarte dam op d5.
lessons-medea-step-king-long-capture-hint = Ga over de lege velden de d-lijn op, spring over de dam en land op een willekeurig vrij veld erachter.

## turkish-strike

lessons-medea-stage-turkish-strike = De Turkse slag
lessons-medea-step-turkish-strike = Stukken die je overspringt, blijven op het bord tot je zet voorbij is en kunnen niet twee keer worden overgesprongen: sla vier stukken, de zwarte dam inbegrepen.
lessons-medea-step-turkish-strike-hint = De schijf op c4 kan rond het vierkant van schijven gaan, c5, d6, e5 en de dam op d4, en weer op zijn beginveld uitkomen.
lessons-medea-step-turkish-strike-done = Een slag mag opnieuw over zijn beginveld gaan; de geslagen stukken verdwijnen aan het eind allemaal samen.

## chakras

lessons-medea-stage-chakras = Chakra's
lessons-medea-step-chakra-move = In plaats van een stuk mag je een van je lege chakra's één veld in een willekeurige richting verplaatsen: verplaats een chakra.
lessons-medea-step-chakra-move-hint = Je chakra's staan op a2 en h2; een chakrazet schrijf je met een C, zoals Ca2-b3.
lessons-medea-step-transmission = Een stuk dat op je lege chakra stapt, gaat meteen door naar je andere chakra: stuur je schijf van b1 naar h2.
lessons-medea-step-transmission-hint = Stap op je chakra op a2, en de schijf reist door naar h2.
lessons-medea-step-replacement = Staat er een vijandelijk stuk op je andere chakra, dan slaat een stuk dat je daarheen stuurt het: sla de zwarte schijf op h2 door vervanging.
lessons-medea-step-replacement-hint = Stap van b1 op je chakra op a2: je schijf komt aan op h2 en de zwarte schijf daar is geslagen.
lessons-medea-step-replacement-done = Een slag door vervanging slaat één stuk, dus hier telde hij even zwaar als de slag met een sprong.

## crowning

lessons-medea-stage-crowning = Dam halen
lessons-medea-step-crown-in-two = Loop met je schijf in twee zetten naar de laatste rij, terwijl Zwart op elk van die zetten antwoordt.
lessons-medea-step-crown-in-two-hint = Elke stap brengt de schijf één rij dichter bij de achtste.
lessons-medea-step-crown-a-man = Een schijf die zijn zet op de laatste rij beëindigt, wordt dam: haal dam met een van je schijven.
lessons-medea-step-crown-a-man-hint = De schijf op c7 staat één stap van de laatste rij.
lessons-medea-step-crown-by-transmission = Je tweede chakra staat op h8, op de laatste rij: haal meteen dam door je schijf daarheen te sturen.
lessons-medea-step-crown-by-transmission-hint = Stap op je chakra op a2: de schijf gaat door naar h8 en wordt daar dam.
