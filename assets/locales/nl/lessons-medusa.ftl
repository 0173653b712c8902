# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
# Dutch: each instruction stays one sentence ending with a full stop; the cells (j11) and
# the moves (- i9-k9) are the board's own.
lessons-medusa-title = Medusa leren

## starting-position

lessons-medusa-stage-starting-position = Het lege bord
lessons-medusa-step-place-a-stone = Het spel begint op een leeg bord, met Wit aan zet en de marker 3 punten naar Zwart toe: plaats een witte steen op j11.
lessons-medusa-step-place-a-stone-hint = Velden worden aangeduid met een letter en een getal; j11 ligt net boven het donkere gat in het midden, j10.
lessons-medusa-step-place-a-stone-done = De 3 punten waarmee Zwart begint, zijn de komi, als vergoeding voor het tweede zetten.

## reversal

lessons-medusa-stage-reversal = Vrijheden en omkering
lessons-medusa-step-last-liberty = De lege buurvelden van een steen zijn zijn vrijheden, en een steen zonder vrijheden wordt omgedraaid naar de andere kleur: bezet de laatste vrijheid van de zwarte steen op j9.
lessons-medusa-step-last-liberty-hint = j9 raakt i8, i9, k10 en k9; alleen k9 is nog leeg.
lessons-medusa-step-last-liberty-done = In Medusa gaan stenen nooit van het bord: de geslagen steen wordt omgedraaid en vecht nu voor jou.
lessons-medusa-step-reverse-a-group = Stenen van één kleur naast elkaar vormen een groep, die zijn vrijheden deelt en als geheel wordt omgedraaid: draai het zwarte paar op j9 en k9 om.
lessons-medusa-step-reverse-a-group-hint = Het paar heeft nog één leeg buurveld, l9.
lessons-medusa-step-hole-is-not-a-cell = Een gat is geen veld, dus er staat nooit een steen op en het is geen vrijheid: probeer j10 en draai daarna de zwarte steen op j9 om.
lessons-medusa-step-hole-is-not-a-cell-hint = De laatste vrijheid van j9 is k10; het donkere j10 ernaast telt niet mee.
lessons-medusa-step-capture-two-groups = Eén steen kan de laatste vrijheid van meerdere groepen tegelijk bezetten: draai beide zwarte stenen om.
lessons-medusa-step-capture-two-groups-hint = j9 en l9 delen hun laatste vrijheid, k9.
lessons-medusa-step-edge-capture = Een veld aan de rand heeft maar drie buren, dus een steen daar is snel gevangen: draai de zwarte steen op a4 om.
lessons-medusa-step-edge-capture-hint = a4 raakt a3, b5 en a5; a5 is zijn laatste vrijheid.
lessons-medusa-step-two-liberties = Een groep met twee vrijheden vang je in twee beurten, één vrijheid per beurt: draai het zwarte paar om terwijl Zwart elders speelt.
lessons-medusa-step-two-liberties-hint = De vrijheden van het paar zijn k8 en l9: bezet de ene en daarna de andere.
lessons-medusa-step-escape = Je steen op k10 heeft nog maar één vrijheid: red hem door stenen aan te leggen, zodat Zwart de laatste vrijheid van je groep niet kan bezetten.
lessons-medusa-step-escape-hint = Verleng naar k11, en als Zwart j11 neemt, verleng dan nog eens naar k12.

## suicide

lessons-medusa-stage-suicide = Zelfmoord
lessons-medusa-step-suicide = Een steen die geplaatst wordt waar zijn groep geen vrijheid heeft, zonder iets te slaan, wordt meteen omgedraaid: bekijk het door een witte steen op j9 te plaatsen.
lessons-medusa-step-suicide-hint = Alle vier de buurvelden van j9 zijn zwart, dus een witte steen daar heeft geen vrijheid.
lessons-medusa-step-suicide-done = Zelfmoord is toegestaan: de steen is nu van je tegenstander en sluit aan bij zijn stenen ernaast; meestal is dat een cadeau, maar soms smeedt het zijn stenen tot één groep die jij daarna slaat.
lessons-medusa-step-capture-is-not-suicide = Eerst wordt er geslagen en pas daarna worden de vrijheden geteld, dus een steen zonder vrijheid die slaat, pleegt geen zelfmoord: speel k9.
lessons-medusa-step-capture-is-not-suicide-hint = k9 heeft geen leeg buurveld, maar bezet de laatste vrijheid van j9, en de omgedraaide steen geeft je groep vrijheden.

## movement

lessons-medusa-stage-movement = Een groep verplaatsen
lessons-medusa-step-jump = Een groep van twee of meer stenen verplaatst zich doordat één steen langs een rechte lijn over zijn eigen stenen springt, naar het eerste lege veld: spring van i9 over j9 naar k9.
lessons-medusa-step-jump-hint = Rij 9 is een rechte lijn: i9, j9, k9. Een beurt waarin je alleen verplaatst, schrijf je met eerst een streepje: - i9-k9.
lessons-medusa-step-jump-on-a-diagonal = Elk veld ligt op twee lijnen, een rij, een kolom of een diagonaal: spring met je paar van i8 langs de diagonaal omhoog naar k10.
lessons-medusa-step-jump-on-a-diagonal-hint = i8, j9 en k10 liggen op één diagonaal; de sprong gaat over j9.
lessons-medusa-step-jump-on-a-column = Ook kolommen zijn lijnen, velden met dezelfde letter naast elkaar: verplaats je paar langs kolom i omhoog naar i11.
lessons-medusa-step-jump-on-a-column-hint = Spring van i9 over i10; de kolom loopt i8, i9, i10, i11.
lessons-medusa-step-jump-over-several = Een steen mag over willekeurig veel eigen stenen in een aaneengesloten rij springen: verplaats je groep naar k9.
lessons-medusa-step-jump-over-several-hint = h9 springt over i9 en j9 en landt op het eerste lege veld, k9.
lessons-medusa-step-long-jump = Sprongen gaan langs een lijn beide kanten op: verplaats je rij van vier met één sprong naar f9.
lessons-medusa-step-long-jump-hint = j9 springt terug over i9, h9 en g9 naar f9.
lessons-medusa-step-jump-to-capture = Een steen die na een sprong landt, slaat net zoals een geplaatste steen: laat de steen van je paar naar k9 springen om de zwarte steen op l9 om te draaien.
lessons-medusa-step-jump-to-capture-hint = Spring met i9 over j9: hij landt op k9, de laatste vrijheid van l9.
lessons-medusa-step-jump-to-capture-done = Plaatsen op k9 zou ook slaan, maar met de sprong houd je je plaatsing over voor een ander veld.
lessons-medusa-step-single-stone = Een losse steen kan niet bewegen, maar in een beurt mag je eerst plaatsen en dan verplaatsen: maak een paar en spring in dezelfde beurt.
lessons-medusa-step-single-stone-hint = Plaats op k11 en spring dan met k10 over k11 naar k12: de beurt schrijf je als k11 k10-k12.
lessons-medusa-step-blocked-jump = Een sprong moet landen op het eerste veld voorbij je eigen stenen, en een steen van de tegenstander of de rand daar houdt hem tegen: verplaats je paar in de enige richting die kan.
lessons-medusa-step-blocked-jump-hint = k9 is zwart, dus i9 kan die kant niet op springen; j9 kan over i9 naar h9 springen.
lessons-medusa-step-two-groups = In één beurt mag je zoveel van je groepen verplaatsen als je wilt, elk één keer: verplaats beide paren naar rechts.
lessons-medusa-step-two-groups-hint = Spring in dezelfde beurt van i9 naar k9 en van i13 naar k13: - i9-k9 i13-k13.
lessons-medusa-step-once-a-turn = Een groep verplaatst zich hoogstens één keer per beurt: breng je paar naar l9, waar je twee beurten voor nodig hebt.
lessons-medusa-step-once-a-turn-hint = Eerst van i9 naar k9, de volgende beurt met j9 over k9 naar l9.
lessons-medusa-step-touched-loses-its-right = Een groep waarnaast een verplaatste steen landt, verliest voor deze beurt zijn recht om te bewegen: verplaats beide paren, naar k9 en naar n9.
lessons-medusa-step-touched-loses-its-right-hint = Verplaats eerst l9 naar n9; daarna mag i9 op k9 landen, dat het andere paar niet meer raakt.
lessons-medusa-step-captured-stones-move = Stenen die je met je plaatsing slaat, zijn meteen van jou en mogen in dezelfde beurt bewegen: sla het paar en spring langs rij 9 naar h9.
lessons-medusa-step-captured-stones-move-hint = Plaats op l9 en spring dan met l9 over k9, j9 en i9 naar h9: l9 l9-h9.
lessons-medusa-step-place-and-jump-capture = Sla in één beurt de ene zwarte steen door te plaatsen en de andere met een sprong.
lessons-medusa-step-place-and-jump-capture-hint = Plaats op a5 om a4 te slaan en spring dan met i9 over j9 naar k9 om l9 te slaan.

## rosettes

lessons-medusa-stage-rosettes = Rozetten
lessons-medusa-step-make-a-rosette = Zes stenen van één kleur rond een donker gat vormen een rozet: maak de rozet rond het midden, j10, af.
lessons-medusa-step-make-a-rosette-hint = Rond j10 staan i9, i10, j9, j11 en k10; alleen k11 ontbreekt nog.
lessons-medusa-step-rosette-lives = Een groep met een rozet wordt nooit omgedraaid, zelfs zonder vrijheid: maak je rozet af op k11, ook al bezet je daarmee je laatste vrijheid.
lessons-medusa-step-rosette-lives-hint = k11 is het laatste lege veld naast je groep en het zesde veld van de rozet.
lessons-medusa-step-rosette-lives-done = Met een rozet leeft een groep voorgoed: niets kan hem nog omdraaien.
lessons-medusa-step-rosette-is-safe = De laatste vrijheid van een groep met een rozet bezetten doet niets: sla wat er te slaan valt.
lessons-medusa-step-rosette-is-safe-hint = De zwarte groep rond b2 bevat een rozet; de steen op j9 niet.
lessons-medusa-step-capture-into-rosette = Een groep die slaat en daarna geen vrijheid meer heeft, wordt op zijn beurt omgedraaid, de tweede omkering, tenzij hij een rozet bevat: sla de zwarte steen op j9 en houd je stenen wit.
lessons-medusa-step-capture-into-rosette-hint = k9 is de laatste vrijheid van j9 en van je groep; als j9 is omgedraaid, zijn alle zes velden rond het gat j8 van jou.
lessons-medusa-step-capture-into-rosette-done = Tel voordat je een laatste vrijheid bezet de vrijheden die je eigen groep daarna overhoudt: zonder de rozet was hij zwart geworden.
lessons-medusa-step-rosette-on-the-edge = Ook gaten vlak bij de rand hebben een rozet: maak die rond b2 af.
lessons-medusa-step-rosette-on-the-edge-hint = Rond b2 staan a1, a2, b1, b3 en c2; c3 ontbreekt.
lessons-medusa-step-rosette-by-a-jump = Een rozet kun je ook met een sprong afmaken: voltooi de rozet rond j10 door een steen te verplaatsen, niet door er een te plaatsen.
lessons-medusa-step-rosette-by-a-jump-hint = i8 kan langs de diagonaal over j9 springen en op k10 landen.

## marker

lessons-medusa-stage-marker = De marker
lessons-medusa-step-pass-for-a-point = Een beurt waarin je geen steen plaatst, schuift de marker één punt naar jou toe: pas om een punt te halen.
lessons-medusa-step-pass-for-a-point-hint = Je steen op k10 loopt geen gevaar en nergens is een steen nodig: klik op Passen.
lessons-medusa-step-move-for-a-point = Een beurt waarin je alleen verplaatst, zonder plaatsing, levert ook het markerpunt op: verplaats je paar zonder te plaatsen.
lessons-medusa-step-move-for-a-point-hint = Spring van i9 over j9 naar k9 en beëindig je beurt zonder te plaatsen.
lessons-medusa-step-rosette-and-a-point = Maak je rozet af en win in dezelfde beurt een markerpunt.
lessons-medusa-step-rosette-and-a-point-hint = Een steen op k13 maakt de rozet maar levert geen punt op; een sprong naar k13 doet allebei.
lessons-medusa-step-capture-and-a-point = Draai in twee beurten de zwarte steen op l9 om en win een markerpunt.
lessons-medusa-step-capture-and-a-point-hint = Maak een paar met j9 en sla de volgende beurt met een sprong, waarvoor je niets hoeft te plaatsen.

## end-and-count

lessons-medusa-stage-end-and-count = Het einde en de telling
lessons-medusa-step-count-territory = Je telling bestaat uit je stenen, de lege velden die alleen door jouw stenen worden omringd en de punten van de marker: sluit de hoek af zodat a1 van jou is.
lessons-medusa-step-count-territory-hint = De hoek a1 raakt alleen a2 en b1.
lessons-medusa-step-end-by-passing = Het spel eindigt als beide spelers na elkaar passen, en de hoogste telling wint: je staat voor, dus pas om het spel te beëindigen.
lessons-medusa-step-end-by-passing-hint = Klik op Passen: Zwart past ook, waarmee het spel eindigt, en jouw stenen en de hoek a1 tellen meer dan zijn ene steen.
lessons-medusa-step-end-by-passing-done = Na de twee passen worden de spelers het eens over de dode groepen, die vóór de telling worden omgedraaid.
lessons-medusa-step-dead-stone = De zwarte steen op a1 kan achter je muur niet leven: je hoeft hem niet te slaan, dus pas en beëindig de partij.
lessons-medusa-step-dead-stone-hint = De vrijheden van a1 bezetten levert niets op: de steen is hoe dan ook dood.
lessons-medusa-step-dead-stone-done = Na de twee passen spreken de spelers af dat a1 dood is, en hij wordt vóór de telling omgedraaid.
