# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
# Dutch: each instruction stays one sentence ending with a full stop; the points (1, 20)
# are the board's own.
lessons-lotus-title = Lotus leren

## starting-position

lessons-lotus-stage-starting-position = Het lege bord
lessons-lotus-step-first-stone = Lotus begint op een leeg bord, met Zwart aan zet en de marker 3 punten naar Wit toe: plaats een zwarte steen op 33.
lessons-lotus-step-first-stone-hint = De punten zijn genummerd van de bovenste rij naar beneden, van links naar rechts; 33 is een hoek van de middelste zeshoek.
lessons-lotus-step-first-stone-done = De 3 punten van Wit zijn de komi, als vergoeding voor het tweede zetten; een beurt is één plaatsing of een pas, en stenen bewegen nooit.

## points-and-lines

lessons-lotus-stage-points-and-lines = Het Kensington-bord
lessons-lotus-step-neighbours = Twee punten die door een lijn verbonden zijn, zijn buren, en de lege buren van een steen zijn zijn vrijheden: bezet de laatste vrijheid van de witte steen op 1.
lessons-lotus-step-neighbours-hint = Punt 1 is verbonden met 2, 8 en 5; alleen 5 is leeg.
lessons-lotus-step-neighbours-done = Een steen zonder vrijheden wordt omgedraaid naar de andere kleur: stenen gaan nooit van het bord.
lessons-lotus-step-group-liberties = Stenen die door lijnen verbonden zijn, vormen een groep, die zijn vrijheden deelt en als geheel wordt omgedraaid: draai het witte paar op 13 en 19 om.
lessons-lotus-step-group-liberties-hint = De buurpunten van het paar zijn 9, 6, 12, 27, 24 en 18; alleen 18 is nog leeg, dus dat is hun enige vrijheid.
lessons-lotus-step-stones-never-move = In Lotus bewegen stenen nooit meer als ze eenmaal staan: probeer je steen van 11 naar 5 te verplaatsen en draai daarna het witte paar om door te plaatsen.
lessons-lotus-step-stones-never-move-hint = Het paar 1 en 8 raakt 2, 12, 11 en 5; alleen 5 is leeg.
lessons-lotus-step-edge-capture = Een punt aan de rand heeft maar drie buren: draai de witte steen op 22 om.
lessons-lotus-step-edge-capture-hint = 22 is verbonden met 16, 30 en 29; 29 is zijn laatste vrijheid.
lessons-lotus-step-capture-a-pair = Een steen komt alleen op een leeg punt: probeer op de witte steen op 1 te plaatsen en draai daarna het witte paar in de hoek om.
lessons-lotus-step-capture-a-pair-hint = Het paar 1 en 2 raakt 8, 6 en 5; alleen 5 is leeg.
lessons-lotus-step-two-liberties = Een steen met twee vrijheden vang je in twee beurten: draai de witte steen op 22 om terwijl Wit elders speelt.
lessons-lotus-step-two-liberties-hint = Zijn vrijheden zijn 29 en 30: bezet de ene en daarna de andere.
lessons-lotus-step-escape = Je steen op 13 heeft nog maar één vrijheid: loop naar buiten zodat Wit hem niet kan vangen.
lessons-lotus-step-escape-hint = Verleng naar 12; als Wit 18 neemt, verleng dan nog eens naar 8, dat drie lege buren heeft.
lessons-lotus-step-save-by-capturing = Je steen op 13 heeft één vrijheid, maar een van zijn aanvallers ook: red je steen door te slaan.
lessons-lotus-step-save-by-capturing-hint = De witte steen op 19 raakt 27, 24, 13 en 18; bezet 18, dan wordt 19 zwart en krijgt 13 een nieuwe vrijheid.
lessons-lotus-step-double-threat = Bedreig twee witte stenen met één plaatsing: Wit kan er maar één redden.
lessons-lotus-step-double-threat-hint = 16 is een vrijheid van zowel 10 als 22; daarna heeft elk van beide nog maar één vrijheid.

## suicide

lessons-lotus-stage-suicide = Zelfmoord
lessons-lotus-step-suicide = Een steen die geplaatst wordt waar zijn groep geen vrijheid heeft, zonder iets te slaan, wordt meteen omgedraaid: bekijk het door een zwarte steen op 1 te plaatsen.
lessons-lotus-step-suicide-hint = Alle drie de buren van 1 zijn wit, dus een zwarte steen daar heeft geen vrijheid.
lessons-lotus-step-suicide-done = Zelfmoord is toegestaan, maar hier gaf het Wit alleen een steen.
lessons-lotus-step-capture-is-not-suicide = Eerst wordt er geslagen en daarna worden de vrijheden geteld: sla door op 1 te plaatsen, waar je steen zelf geen vrijheid heeft.
lessons-lotus-step-capture-is-not-suicide-hint = 1 is de laatste vrijheid van het witte paar 2 en 8; zodra dat zwart is, heeft je steen op 1 vrienden met vrijheden.

## second-reversal

lessons-lotus-stage-second-reversal = De tweede omkering
lessons-lotus-step-capture-and-lose = Een groep die slaat maar zonder vrijheid achterblijft, wordt weer omgedraaid: sla de witte steen op 2 door op 1 te spelen, en kijk hoe je groep wit wordt.
lessons-lotus-step-capture-and-lose-hint = 1 is de laatste vrijheid van de witte steen op 2 en van je groep 6, 8, 12; na het slaan heeft de groep er geen meer.
lessons-lotus-step-look-before-capturing = Er kunnen twee witte stenen geslagen worden, maar één van die slagen zou je eigen groep wit maken: sla de veilige.
lessons-lotus-step-look-before-capturing-hint = Sla je 2 op 1, dan houdt je groep 6, 8, 12 geen vrijheid over; 72 valt veilig op 68.

## lotuses

lessons-lotus-stage-lotuses = Lotussen
lessons-lotus-step-make-a-lotus = Zes stenen van één kleur op de hoeken van een zeshoek vormen een lotus: maak de lotus van de zeshoek 9, 13, 14, 19, 20, 24 af.
lessons-lotus-step-make-a-lotus-hint = De hoeken van de zeshoek zijn 9, 13, 14, 19, 20 en 24; 20 is nog leeg.
lessons-lotus-step-lotus-lives = Een groep met een lotus wordt nooit omgedraaid, zelfs zonder vrijheid: maak je lotus af op 20, ook al bezet je daarmee je laatste vrijheid.
lessons-lotus-step-lotus-lives-hint = 20 is het laatste lege punt naast je groep en de zesde hoek van de zeshoek.
lessons-lotus-step-capture-for-a-lotus = Ook een slag kan een lotus afmaken: draai het witte paar om zodat de zeshoek 8, 11, 12, 17, 18, 23 helemaal zwart is.
lessons-lotus-step-capture-for-a-lotus-hint = Het paar 6 en 12 heeft nog één vrijheid, op 13.
lessons-lotus-step-which-lotus = Maak een lotus in één zet.
lessons-lotus-step-which-lotus-hint = In de rechterzeshoek staat al een witte steen op 47; de middelste mist alleen 46.
lessons-lotus-step-lower-lotus = Maak de lotus van de zeshoek linksonder af.
lessons-lotus-step-lower-lotus-hint = De hoeken zijn 49, 53, 54, 59, 60 en 64.

## marker

lessons-lotus-stage-marker = Passen en de marker
lessons-lotus-step-pass-for-a-point = Een pas schuift de marker één punt naar jou toe, en de punten van de marker tellen aan het eind mee: pas om een punt te halen.
lessons-lotus-step-pass-for-a-point-hint = Klik op Passen in plaats van een steen te plaatsen.
lessons-lotus-step-defend-then-pass = Red eerst je steen op 13 en pas alleen voor een punt als er nergens een steen nodig is.
lessons-lotus-step-defend-then-pass-hint = Loop naar buiten via 12 en 8; daarna is niets meer in gevaar en schuift een pas de marker op.

## end-and-count

lessons-lotus-stage-end-and-count = Het einde en de telling
lessons-lotus-step-count-territory = Je telling bestaat uit je stenen, de lege punten die alleen jouw stenen omringen en de punten van de marker: sluit de hoek af zodat punt 1 van jou is.
lessons-lotus-step-count-territory-hint = Punt 1 raakt 8, 2 en 5; met een steen op 5 is het alleen door zwart omringd.
lessons-lotus-step-count-two-corners = Breng je telling met één steen op minstens 8.
lessons-lotus-step-count-two-corners-hint = Je hebt 5 stenen en punt 1; sluit je de hoek af met 65, dan is ook 72 van jou, terwijl een steen op 72 alleen zichzelf telt.
lessons-lotus-step-end-by-passing = De partij eindigt als beide spelers na elkaar passen, en de hoogste telling wint: je staat voor, dus pas om hem te beëindigen.
lessons-lotus-step-end-by-passing-hint = Klik op Passen: Wit past ook, en je drie stenen en punt 1 tellen meer dan de ene witte steen.
lessons-lotus-step-komi-counts = Met de komi staat de telling op 4 tegen 4, en elke pas schuift de marker naar wie past: win de partij.
lessons-lotus-step-komi-counts-hint = Pas je, dan past Wit terug en eindigt de partij in remise; plaats eerst een steen op open terrein en pas dan.
