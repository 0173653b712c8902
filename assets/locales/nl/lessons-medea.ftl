# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
# Dutch: each instruction stays one sentence ending with a full stop; the squares (c3) and
# the moves (Ca2-b3) are the board's own.
lessons-medea-title = Medea leren

## men

lessons-medea-stage-men = Schijven
lessons-medea-step-man-step = Een schijf gaat één veld vooruit, recht of schuin: zet je schijf van c3 naar d4.
lessons-medea-step-man-step-hint = De schijf op c3 kan naar b4, c4 of d4: kies de schuine stap naar rechts.
lessons-medea-step-man-capture = Schijven slaan recht vooruit, opzij en zelfs achteruit, maar nooit schuin: sla de zwarte schijf achter je schijf.
lessons-medea-step-man-capture-hint = De schijf op d3 staat vlak achter de jouwe, met een vrij veld erachter: spring er achteruit overheen.
lessons-medea-step-man-capture-done = Slaan is verplicht: als er geslagen kan worden, moet je slaan.

## starting-position

lessons-medea-stage-starting-position = De beginstelling
lessons-medea-step-the-start = Elke kant begint met 18 schijven op zijn eerste drie rijen, Wit begint, en de twee lege velden aan de uiteinden van elke tweede rij zijn chakra's: breng een schijf naar d4.
lessons-medea-step-the-start-hint = Elk van de schijven op c3, d3 en e3 kan naar d4 gaan.
lessons-medea-step-the-start-done = De chakra's komen later aan bod; voorlopig zijn het gewone lege velden.
lessons-medea-step-first-exchange = Open met d3-d4; Zwart antwoordt d6-d5, en dan moet je slaan: sla twee schijven.
lessons-medea-step-first-exchange-hint = Spring over d5 naar d6 en dan zijwaarts over c6 naar b6.

## crowning

lessons-medea-stage-crowning = Dam halen
lessons-medea-step-crown-a-man = Een schijf die zijn zet op de laatste rij beëindigt, wordt dam: haal dam met een van je schijven.
lessons-medea-step-crown-a-man-hint = De schijf op c7 staat één stap van de laatste rij.
lessons-medea-step-crown-by-capture = Een slag die op de laatste rij eindigt, maakt de schijf ook dam: haal dam met de jouwe.
lessons-medea-step-crown-by-capture-hint = De schijf op d7 moet toch geslagen worden, en de sprong landt op d8.
lessons-medea-step-crown-in-two = Loop met je schijf in twee zetten naar de laatste rij, terwijl Zwart op elk van die zetten antwoordt.
lessons-medea-step-crown-in-two-hint = Elke stap brengt de schijf één rij dichter bij de achtste.
lessons-medea-step-crown-then-capture = Haal dam met je schijf en sla dan met je nieuwe dam de zwarte schijf op e8.
lessons-medea-step-crown-then-capture-hint = Ga naar c8 of b8 om dam te worden; de volgende zet springt de dam over e8 langs de laatste rij. Op d8 zou de schijf naast e8 staan en geslagen worden.

## captures

lessons-medea-stage-captures = Slaan met schijven
lessons-medea-step-must-capture = Als er geslagen kan worden, mag je geen andere zet doen: probeer de schijf op b2 te verplaatsen en sla daarna.
lessons-medea-step-must-capture-hint = De schijf op e4 staat naast de jouwe, met f4 vrij erachter.
lessons-medea-step-men-go-forward = Een schijf gaat nooit achteruit of opzij, ook al slaat hij wel zo: probeer het en ga dan naar e5.
lessons-medea-step-men-go-forward-hint = e5 ligt schuin vooruit naar rechts.
lessons-medea-step-no-diagonal-capture = Een schijf slaat nooit schuin, ook niet vooruit: sla het ene stuk dat hij kan slaan.
lessons-medea-step-no-diagonal-capture-hint = De schijf op d5 staat schuin van de jouwe en is veilig; de schijf op b4 staat naast de jouwe, met a4 vrij.
lessons-medea-step-multiple-capture = Na een sprong slaat de schijf door zolang het kan, alles in één zet: sla drie schijven.
lessons-medea-step-multiple-capture-hint = De c-lijn op over c3 en c5, dan zijwaarts over d6.
lessons-medea-step-backwards-twice = Een slag mag helemaal achteruit gaan: sla beide schijven.
lessons-medea-step-backwards-twice-hint = De d-lijn af over d5 en daarna over d3.
lessons-medea-step-over-the-far-rank = Een schijf die midden in een slag de laatste rij bereikt, moet doorslaan en blijft een schijf als hij ergens anders eindigt: sla alle drie de schijven.
lessons-medea-step-over-the-far-rank-hint = Over c7 naar c8, over d8 naar e8, dan terug over e7 naar e6.
lessons-medea-step-over-the-far-rank-done = Voor dam halen telt alleen waar de zet eindigt.
lessons-medea-step-majority-rule = Je moet de slag maken die de meeste stukken slaat: probeer alleen de schijf op e4 te slaan, zie dat het geweigerd wordt, en sla er dan twee.
lessons-medea-step-majority-rule-hint = Spring over d5 naar d6 en sla van daaruit de schijf op e6 zijwaarts, naar f6.
lessons-medea-step-majority-rule-done = Tussen slagen van gelijke grootte kies je vrij; een dam telt net als een schijf als één stuk.

## king

lessons-medea-stage-king = De dam
lessons-medea-step-king-slide = Een dam gaat zoals de dame bij het schaken, zo ver als hij wil in een van de acht richtingen: breng je dam in één zet van h1 naar a8.
lessons-medea-step-king-slide-hint = De lange diagonaal van h1 naar a8 is helemaal leeg.
lessons-medea-step-king-long-capture = Een dam slaat op afstand, maar alleen langs een rij of een lijn: sla de zwarte dam op d5.
lessons-medea-step-king-long-capture-hint = Ga over de lege velden de d-lijn op, spring over de dam en land op een willekeurig vrij veld erachter.
lessons-medea-step-king-only-straight = Net als een schijf slaat een dam alleen langs lijnen en rijen, nooit schuin: sla een schijf.
lessons-medea-step-king-only-straight-hint = De schijf op e3 staat op de diagonaal van je dam en is veilig; de c-lijn leidt over c5.
lessons-medea-step-king-two-lines = Een dam mag na elke sprong van richting veranderen en moet stoppen waar hij verder kan slaan: sla beide schijven.
lessons-medea-step-king-two-lines-hint = Spring over a3 en stop op a6, op de rij van c6; spring dan over c6.
lessons-medea-step-king-takes-the-most = De meerderheidsregel geldt ook voor dammen: doe de grootste slag op het bord.
lessons-medea-step-king-takes-the-most-hint = Je schijf kan één stuk slaan, je dam er twee, de c-lijn op.

## turkish-strike

lessons-medea-stage-turkish-strike = De Turkse slag
lessons-medea-step-turkish-strike = Stukken waar je overheen springt blijven staan tot je zet voorbij is, versperren de weg en mogen niet twee keer geslagen worden, dat is de Turkse slag: sla vier stukken.
lessons-medea-step-turkish-strike-hint = De ronde via a4, d4 en d1 terug naar a1 slaat er vier; de schijf op a3, als eerste geslagen, staat er nog en verspert de weg omhoog naar a6.
lessons-medea-step-turkish-strike-done = Zonder de Turkse slag had de dam na de ronde de a-lijn op kunnen gaan voor een vijfde stuk; de geslagen stukken verdwijnen pas samen aan het eind.

## chakras

lessons-medea-stage-chakras = Chakra's
lessons-medea-step-chakra-move = In plaats van een stuk mag je een van je lege chakra's één veld in een willekeurige richting verplaatsen: verplaats een chakra.
lessons-medea-step-chakra-move-hint = Je chakra's staan op a2 en h2; een chakrazet schrijf je met een C, zoals Ca2-b3.
lessons-medea-step-chakra-not-onto-chakra = Een chakra mag niet op een ander chakra gaan staan: probeer Ca2-b3 en verplaats daarna een van je chakra's.
lessons-medea-step-chakra-not-onto-chakra-hint = b3 is je andere chakra; elk leeg veld rond a2 of b3 dat geen chakra is, is goed.
lessons-medea-step-occupied-chakra-stays = Alleen een leeg chakra mag verplaatsen: probeer het chakra onder je schijf te verplaatsen en verplaats daarna het andere.
lessons-medea-step-occupied-chakra-stays-hint = Je schijf staat op a2, dus dat chakra blijft staan; h2 is leeg.
lessons-medea-step-no-chakra-move-while-capturing = Een chakrazet is geen slag en dus niet toegestaan zolang er geslagen kan worden: probeer het en sla daarna.
lessons-medea-step-no-chakra-move-while-capturing-hint = Sla de schijf op e4 zijwaarts.
lessons-medea-step-transmission = Een stuk dat op je lege chakra stapt, gaat meteen door naar je andere chakra: stuur je schijf van b1 naar h2.
lessons-medea-step-transmission-hint = Stap op je chakra op a2, en de schijf reist door naar h2.
lessons-medea-step-transmission-from-the-start = In de beginstelling kunnen vier schijven meteen de chakra's gebruiken: stuur een schijf naar h2.
lessons-medea-step-transmission-from-the-start-hint = Een schijf die op a2 stapt, gaat door naar h2; een die op h2 stapt, gaat door naar a2.
lessons-medea-step-transmission-blocked = Een schijf kan niet naar een chakra gestuurd worden waar een eigen schijf staat: maak h2 vrij en stuur dan de schijf van b1 daarheen.
lessons-medea-step-transmission-blocked-hint = Haal eerst de schijf van h2 weg; de volgende zet gaat b1-a2 door naar h2.
lessons-medea-step-king-transmits = Ook een dam die zijn zet op je lege chakra eindigt, wordt doorgezonden: stuur je dam naar h2.
lessons-medea-step-king-transmits-hint = Ga langs de diagonaal van d5 omlaag naar a2.
lessons-medea-step-no-transmission-after-capture = Een slag die op je chakra eindigt, zendt niet door: sla de schijf op a3.
lessons-medea-step-no-transmission-after-capture-hint = Spring achteruit over a3; je schijf blijft op a2.
lessons-medea-step-replacement = Staat er een vijandelijk stuk op je andere chakra, dan slaat een stuk dat je daarheen stuurt het: sla de zwarte schijf op h2 door vervanging.
lessons-medea-step-replacement-hint = Stap van b1 op je chakra op a2: je schijf komt aan op h2 en de zwarte schijf daar is geslagen.
lessons-medea-step-replacement-done = Een slag door vervanging slaat één stuk, dus hier telde hij even zwaar als de slag met een sprong.
lessons-medea-step-replacement-is-compulsory = Slaan door vervanging is een slag, dus het moet als er geen sprong mogelijk is: probeer een andere zet en sla daarna.
lessons-medea-step-replacement-is-compulsory-hint = b1-a2 stuurt je schijf naar h2, waar de zwarte schijf staat.
lessons-medea-step-move-a-chakra-to-capture = Zet een chakra waar je schijf erop kan stappen, en sla de zwarte schijf op h2 door vervanging.
lessons-medea-step-move-a-chakra-to-capture-hint = Verplaats het chakra van c4 naar c5 of d5 en stap dan met de schijf erop.
lessons-medea-step-crown-by-transmission = Je tweede chakra staat op h8, op de laatste rij: haal meteen dam door je schijf daarheen te sturen.
lessons-medea-step-crown-by-transmission-hint = Stap op je chakra op a2: de schijf gaat door naar h8 en wordt daar dam.
lessons-medea-step-enemy-chakra = Wie op het chakra van de tegenstander stapt, wordt niet doorgezonden: stap naar a7 en blijf daar.
lessons-medea-step-enemy-chakra-hint = a7 is het chakra van Zwart, schuin voor je schijf.

## end

lessons-medea-stage-end = Het einde van de partij
lessons-medea-step-take-the-last-piece = Wie geen schijven en geen dammen meer heeft, heeft verloren, net als wie niet meer kan zetten: sla het laatste stuk van Zwart.
lessons-medea-step-take-the-last-piece-hint = De schijf op e4 is het enige stuk van Zwart.
lessons-medea-step-take-the-last-piece-done = Een partij is remise als een stelling voor de derde keer terugkomt, of na 50 zetten van elke kant zonder slag en zonder schijfzet.

## tactics

lessons-medea-stage-tactics = Combinaties
lessons-medea-step-give-one-take-two = Geef een schijf weg zodat Zwart moet slaan en je een dubbele slag geeft: win in twee zetten twee schijven.
lessons-medea-step-give-one-take-two-hint = Speel d4-d5: Zwart moet slaan en landt op c5, en b5 springt daarna over c5 en d6.
