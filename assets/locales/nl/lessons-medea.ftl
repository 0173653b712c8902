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
lessons-medea-step-majority-rule = Je moet de slag maken die de meeste stukken slaat: probeer alleen de schijf op e4 te slaan, zie dat het geweigerd wordt, en sla er dan twee.
lessons-medea-step-majority-rule-hint = Spring over d5 naar d6 en sla van daaruit de schijf op e6 zijwaarts, naar f6.
lessons-medea-step-majority-rule-done = Tussen slagen van gelijke grootte kies je vrij; een dam telt net als een schijf als één stuk.

## king

lessons-medea-stage-king = De dam
lessons-medea-step-king-slide = Een dam gaat zoals de dame bij het schaken, zo ver als hij wil in een van de acht richtingen: breng je dam in één zet van h1 naar a8.
lessons-medea-step-king-slide-hint = De lange diagonaal van h1 naar a8 is helemaal leeg.
lessons-medea-step-king-long-capture = Een dam slaat op afstand, maar alleen langs een rij of een lijn: sla de zwarte dam op d5.
lessons-medea-step-king-long-capture-hint = Ga over de lege velden de d-lijn op, spring over de dam en land op een willekeurig vrij veld erachter.

## turkish-strike

lessons-medea-stage-turkish-strike = De Turkse slag
lessons-medea-step-turkish-strike = Stukken waar je overheen springt blijven staan tot je zet voorbij is, versperren de weg en mogen niet twee keer geslagen worden, dat is de Turkse slag: sla vier stukken.
lessons-medea-step-turkish-strike-hint = De ronde via a4, d4 en d1 terug naar a1 slaat er vier; de schijf op a3, als eerste geslagen, staat er nog en verspert de weg omhoog naar a6.
lessons-medea-step-turkish-strike-done = Zonder de Turkse slag had de dam na de ronde de a-lijn op kunnen gaan voor een vijfde stuk; de geslagen stukken verdwijnen pas samen aan het eind.

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
lessons-medea-step-crown-a-man = Een schijf die zijn zet op de laatste rij beëindigt, wordt dam: haal dam met een van je schijven.
lessons-medea-step-crown-a-man-hint = De schijf op c7 staat één stap van de laatste rij.
lessons-medea-step-crown-in-two = Loop met je schijf in twee zetten naar de laatste rij, terwijl Zwart op elk van die zetten antwoordt.
lessons-medea-step-crown-in-two-hint = Elke stap brengt de schijf één rij dichter bij de achtste.
lessons-medea-step-crown-by-transmission = Je tweede chakra staat op h8, op de laatste rij: haal meteen dam door je schijf daarheen te sturen.
lessons-medea-step-crown-by-transmission-hint = Stap op je chakra op a2: de schijf gaat door naar h8 en wordt daar dam.
