# The pillars course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/pillars.json.
# Dutch: each instruction stays one sentence ending with a full stop; the squares (e2) and
# the moves (c3xe5=T, O-O-A) are the records' own. The pieces' names as in games.ftl.
lessons-pillars-title = Pillars of Medusa leren

## swords-and-old-friends

lessons-pillars-stage-swords-and-old-friends = Zwaarden, Torens, Paarden en Raadsheren
lessons-pillars-step-sword-double-step = Een Zwaard gaat recht vooruit en mag vanaf zijn 2e of 3e rij twee velden gaan: zet het Zwaard van e2 naar e4.
lessons-pillars-step-sword-double-step-hint = Het Zwaard op e2 staat op je 2e rij, dus het mag in één keer twee velden gaan.
lessons-pillars-step-sword-capture = Een Zwaard slaat één veld schuin vooruit: sla het zwarte Paard.
lessons-pillars-step-sword-capture-hint = Het Paard op d3 staat één veld schuin voor je Zwaard.
lessons-pillars-step-tower = De Toren gaat elke afstand langs een rij of lijn: sla de zwarte Raadsheer.
lessons-pillars-step-tower-hint = De a-lijn is vrij van je Toren tot aan de Raadsheer op a9.
lessons-pillars-step-horse = Het Paard springt als een paard bij het schaken, twee velden in één richting en één opzij: sla de zwarte Toren.
lessons-pillars-step-horse-hint = Vanaf d4 kom je met twee velden omhoog en één naar rechts op e6.
lessons-pillars-step-advisor = De Raadsheer gaat elke afstand schuin: sla het zwarte Paard.
lessons-pillars-step-advisor-hint = De diagonaal vanaf c1 loopt via d2, e3 en f4 naar het Paard op g5.

## starting-position

lessons-pillars-stage-starting-position = De beginstelling
lessons-pillars-step-the-start = Elk leger heeft 26 stukken op een bord van 11 bij 11 velden, met in het midden drie Zwaarden naar voren: zet het Zwaard op e3 twee velden vooruit.
lessons-pillars-step-the-start-hint = e3 ligt op je 3e rij, vanwaar een Zwaard nog twee velden mag gaan.
lessons-pillars-step-the-start-done = Een Zwaard mag vanaf zijn 2e of 3e rij altijd twee velden gaan, niet alleen bij zijn eerste zet.
lessons-pillars-step-morph-at-the-start = Het stuk op f3 is de Morph, die begint als Raadsheer: breng hem naar h5.
lessons-pillars-step-morph-at-the-start-hint = Vanaf f3 loopt de diagonaal naar rechts over g4 naar h5.

## strong-pieces

lessons-pillars-stage-strong-pieces = Bereden Raadsheer, Dame, Slang, Zuil en Koning
lessons-pillars-step-mounted-advisor = De Bereden Raadsheer gaat als een Raadsheer of springt als een Paard: sla de zwarte Dame.
lessons-pillars-step-mounted-advisor-hint = De Dame op e3 staat een paardensprong van d1 vandaan.
lessons-pillars-step-queen = De Dame gaat elke afstand langs rijen, lijnen en diagonalen: sla de zwarte Zuil.
lessons-pillars-step-queen-hint = De e-lijn is vrij van je Dame tot aan de Zuil op e8.
lessons-pillars-step-serpent = De Slang gaat als een Dame of springt als een Paard: sla de zwarte Toren.
lessons-pillars-step-serpent-hint = De Toren op h3 staat een paardensprong van g1 vandaan.
lessons-pillars-step-pillar = De Zuil gaat als een Toren of springt als een Paard: sla de zwarte Raadsheer.
lessons-pillars-step-pillar-hint = De Raadsheer op f4 staat een paardensprong van e2 vandaan.
lessons-pillars-step-king = De Koning gaat één veld in elke richting: sla het zwarte Paard naast hem.
lessons-pillars-step-king-hint = Het Paard op g2 raakt het veld van je Koning schuin.
lessons-pillars-step-pillar-as-tower = Gebruik de torenzet van de Zuil om de zwarte Slang te slaan.
lessons-pillars-step-pillar-as-tower-hint = De c-lijn is vrij van c2 tot c9.
lessons-pillars-step-serpent-as-queen = Gebruik de damezet van de Slang om de zwarte Zuil te slaan.
lessons-pillars-step-serpent-as-queen-hint = De lange diagonaal loopt van b2 tot i9.
lessons-pillars-step-mounted-advisor-diagonal = De Bereden Raadsheer gaat ook als een Raadsheer: sla de zwarte Toren.
lessons-pillars-step-mounted-advisor-diagonal-hint = Vanaf d1 loopt de diagonaal over e2, f3, g4 en h5 naar i6.
lessons-pillars-step-sliders-are-blocked = Een Toren, Raadsheer of Dame kan niet over een stuk heen: probeer de Dame te slaan en sla dan wat je kunt.
lessons-pillars-step-sliders-are-blocked-hint = Het Paard op c5 staat tussen je Toren en de Dame.
lessons-pillars-step-horse-leaps-over = Het Paard springt over alles heen wat in de weg staat: sla de zwarte Raadsheer achter de muur van Zwaarden.
lessons-pillars-step-horse-leaps-over-hint = Twee velden omhoog en één naar links komt uit op d4.

## swords

lessons-pillars-stage-swords = Wat een Zwaard niet mag
lessons-pillars-step-sword-not-straight = Een Zwaard slaat nooit recht vooruit, en een stuk vlak ervoor blokkeert het: sla wat het kan slaan.
lessons-pillars-step-sword-not-straight-hint = Het Paard op e6 blokkeert je Zwaard; de Toren op f6 staat schuin ervoor.
lessons-pillars-step-no-double-step-from-the-fourth = Een Zwaard op zijn 4e rij of verder gaat maar één veld: probeer e4-e6 en breng dan in één zet een Zwaard naar c4.
lessons-pillars-step-no-double-step-from-the-fourth-hint = Het Zwaard op c2 staat op je 2e rij en mag twee velden gaan.
lessons-pillars-step-no-double-step-from-the-fourth-done = Slaan en passant bestaat in dit spel niet.
lessons-pillars-step-sword-takes-the-queen = Je Zwaard kan twee stukken slaan: neem het waardevolste.
lessons-pillars-step-sword-takes-the-queen-hint = De Dame op h8 is veel meer waard dan het Paard op f8.

## medusa

lessons-pillars-stage-medusa = De blik van de Medusa
lessons-pillars-step-gaze = De Medusa gaat als een Dame maar hooguit drie velden, en elk vijandelijk stuk naast haar verandert in steen: laat het zwarte Paard verstenen.
lessons-pillars-step-gaze-hint = Drie velden de f-lijn op staat je Medusa vlak onder het Paard.
lessons-pillars-step-gaze-done = Een versteend stuk kan niet bewegen, geeft geen schaak en dekt niets, maar het blokkeert nog wel en kan geslagen worden.
lessons-pillars-step-immunity = Medusa's laten elkaar niet verstenen: sla de zwarte Medusa met de jouwe.
lessons-pillars-step-immunity-hint = De zwarte Medusa staat vlak voor de jouwe, en de jouwe kan vrij bewegen.
lessons-pillars-step-three-squares = De Medusa gaat hoogstens drie velden, ook bij het slaan: probeer het Paard op vier velden afstand te slaan en laat het in plaats daarvan verstenen.
lessons-pillars-step-three-squares-hint = Drie velden de f-lijn op, op f5, staat ze naast het Paard.
lessons-pillars-step-freeze-two = Laat beide zwarte stukken verstenen met één zet van je Medusa.
lessons-pillars-step-freeze-two-hint = f6 raakt zowel e7 als g7 en ligt drie velden de f-lijn op.
lessons-pillars-step-king-keeps-away = Een Koning mag nooit naast een vijandelijke Medusa gaan staan, die hem zou laten verstenen: probeer f5-f6 en sla dan het Paard.
lessons-pillars-step-king-keeps-away-hint = f6 raakt de Medusa op g7; het Paard op e4 staat naast je Koning en is niet gedekt.
lessons-pillars-step-keep-the-gaze = Als je Medusa wegtrekt, komt vrij wat ze vasthield, dus dat wordt geweigerd als je Koning dan aangevallen staat: probeer het en sla dan de Toren.
lessons-pillars-step-keep-the-gaze-hint = De versteende Toren op f5 zou je Koning op f1 schaak geven zodra zij weggaat.

## stone

lessons-pillars-stage-stone = Versteend en bevrijd
lessons-pillars-step-free-your-piece = Je Toren naast de zwarte Medusa is versteend en kan niet bewegen: bevrijd hem door de Medusa met je Paard te slaan.
lessons-pillars-step-free-your-piece-hint = Je Paard op g4 kan naar f6 springen, waar de Medusa staat.
lessons-pillars-step-free-your-piece-done = Zodra er geen vijandelijke Medusa meer naast staat, is een versteend stuk weer vrij.
lessons-pillars-step-take-the-stone-piece = Een versteend stuk blijft staan en kan geslagen worden: sla de versteende Dame.
lessons-pillars-step-take-the-stone-piece-hint = De Dame op e7 staat naast je Medusa; je Toren op a7 bereikt haar over de 7e rij.
lessons-pillars-step-stone-attacks-nothing = Een versteend stuk dekt niets: sla het Paard met je Koning, ook al kijkt de versteende Toren de g-lijn af.
lessons-pillars-step-stone-attacks-nothing-hint = Je Medusa op h8 houdt de Toren op g8 vast, dus g2 is niet gedekt.

## check

lessons-pillars-stage-check = Schaak
lessons-pillars-step-give-check = Een Koning die door een vijandelijk stuk wordt aangevallen, staat schaak: geef schaak met je Toren.
lessons-pillars-step-give-check-hint = De f-lijn leidt recht naar de zwarte Koning.
lessons-pillars-step-defended-piece = Een Koning mag geen gedekt stuk slaan, want dan zou hij schaak staan: probeer het en sla het Paard dan op een andere manier.
lessons-pillars-step-defended-piece-hint = De zwarte Toren op g8 dekt g2; je Raadsheer op e4 bereikt het veilig.
lessons-pillars-step-king-takes-the-checker = Je Koning staat schaak door een ongedekte Toren: hef het schaak op de beste manier op.
lessons-pillars-step-king-takes-the-checker-hint = Niets dekt f2, dus je Koning kan de Toren slaan.
lessons-pillars-step-pinned-piece = Een stuk mag de lijn tussen zijn Koning en een aanvaller niet verlaten: probeer je Toren opzij te zetten en sla er dan mee langs de lijn.
lessons-pillars-step-pinned-piece-hint = Je Toren op f3 mag nog steeds over de f-lijn bewegen, helemaal tot aan de zwarte Toren.
lessons-pillars-step-out-of-check-by-moving = Wie schaak staat, moet dat meteen opheffen, en geen zet mag de eigen Koning aangevallen laten: zet je Koning uit het schaak.
lessons-pillars-step-out-of-check-by-moving-hint = De f-lijn en de e-lijn worden door de zwarte Torens bestreken; de g-lijn is veilig.
lessons-pillars-step-out-of-check-by-capturing = De beste manier om uit schaak te komen is vaak het schaakgevende stuk te slaan: doe dat.
lessons-pillars-step-out-of-check-by-capturing-hint = Je Paard op e1 springt naar f3.
lessons-pillars-step-out-of-check-by-blocking = Kan de Koning niet wegstappen, dan heft een stuk tussen hem en de aanvaller het schaak op: dek af met je Raadsheer.
lessons-pillars-step-out-of-check-by-blocking-hint = De Raadsheer op c2 bereikt via zijn diagonaal f5 op de f-lijn.
lessons-pillars-step-out-of-check-by-freezing = Een versteend stuk valt niets aan, dus ook het schaakgevende stuk laten verstenen heft het schaak op: doe het met je Medusa.
lessons-pillars-step-out-of-check-by-freezing-hint = Drie velden langs de 5e rij brengen je Medusa naar e5, naast de Toren.

## mate

lessons-pillars-stage-mate = Schaak en mat
lessons-pillars-step-medusa-mate = Een Koning naast je Medusa staat schaak en is versteend, dus hij kan niet wegstappen: geef mat met je Medusa.
lessons-pillars-step-medusa-mate-hint = Ga drie velden omhoog naar f10, vlak voor de zwarte Koning.
lessons-pillars-step-frozen-defender = De zwarte Toren op h11 is versteend en kan zijn rij niet verdedigen: geef mat met je Toren.
lessons-pillars-step-frozen-defender-hint = Je Toren bereikt d11 via de d-lijn; de zwarte Koning zit ingesloten door zijn eigen Zwaarden.
lessons-pillars-step-back-rank-mate = Geef mat: de zwarte Koning zit opgesloten achter zijn eigen Zwaarden.
lessons-pillars-step-back-rank-mate-hint = De Koning kan niet naar voren; een Toren op zijn rij maakt het af.
lessons-pillars-step-ladder-mate = Geef mat in twee zetten met je twee Torens.
lessons-pillars-step-ladder-mate-hint = Sluit de zwarte Koning eerst op de laatste rij op met a9-a10 en geef dan schaak op de 11e rij.
lessons-pillars-step-medusa-mate-in-two = Geef mat in twee zetten met alleen je Medusa.
lessons-pillars-step-medusa-mate-in-two-hint = Naast de Koning laat ze hem verstenen en geeft ze meteen schaak; e11 ligt drie velden van b8 langs de diagonaal.

## stalemate-and-draws

lessons-pillars-stage-stalemate-and-draws = Pat en remise
lessons-pillars-step-mate-not-stalemate = Wie niet schaak staat maar geen geldige zet heeft, staat pat, en de partij is remise: geef mat, geen pat.
lessons-pillars-step-mate-not-stalemate-hint = Op b9 laat je Dame de Koning geen zet maar geeft ze geen schaak; op b10, gedekt door je Koning, geeft ze mat.
lessons-pillars-step-mate-not-stalemate-done = Een partij is ook remise bij de derde herhaling van een stelling, na 50 zetten van elke kant zonder slag of Zwaardzet, of als alleen de twee Koningen over zijn.

## promotion

lessons-pillars-stage-promotion = Promotie
lessons-pillars-step-promote = Een Zwaard dat de laatste rij bereikt, wordt meteen een Medusa: promoveer je Zwaard.
lessons-pillars-step-promote-hint = Het Zwaard op c10 staat één stap van de laatste rij; de nieuwe Medusa laat het Paard naast haar verstenen.
lessons-pillars-step-promote-by-capturing = Een Zwaard kan ook promoveren door op de laatste rij te slaan: win de Toren en een Medusa tegelijk.
lessons-pillars-step-promote-by-capturing-hint = Het Paard op c11 blokkeert de stap van het Zwaard; de Toren op d11 staat schuin ervoor.

## morph

lessons-pillars-stage-morph = De Morph
lessons-pillars-step-morph-choice = Als de Morph slaat, mag hij de vorm aannemen van wat hij sloeg: sla de zwarte Toren en word een Toren.
lessons-pillars-step-morph-choice-hint = Sla op e5 met de Morph op c3 en kies ervoor een Toren te worden (geschreven als c3xe5=T).
lessons-pillars-step-morph-choice-done = De Morph blijft de Morph: hij kan weer veranderen als hij opnieuw slaat.
lessons-pillars-step-morph-may-decline = De Morph hoeft niet te veranderen als hij slaat: sla het Zwaard en blijf een Raadsheer.
lessons-pillars-step-morph-may-decline-hint = Zonder = geschreven houdt c3xe5 de vorm van de Raadsheer.
lessons-pillars-step-morph-takes-morph = Een Morph die de vijandelijke Morph slaat, mag diens vorm aannemen, maar verliest dan zijn kracht en wordt een gewoon stuk: word een Toren.
lessons-pillars-step-morph-takes-morph-hint = Sla op e5 en kies de Toren: c3xe5=T.
lessons-pillars-step-sword-morph-promotes = Een Morph die nu een Zwaard is, promoveert net als een Zwaard, tot een gewone Medusa: promoveer hem.
lessons-pillars-step-sword-morph-promotes-hint = Eén stap recht vooruit brengt hem op de laatste rij.

## castling

lessons-pillars-stage-castling = Rokeren
lessons-pillars-step-castle = De Koning rokeert door van veld te wisselen met een Toren die nog niet bewogen heeft, als de velden ertussen leeg zijn: rokeer met de Toren op a1.
lessons-pillars-step-castle-hint = Rokeren met de Toren op a1 schrijf je als O-O-A: je Koning landt op a1 en de Toren op f1.
lessons-pillars-step-castle-on-the-k-side = Rokeer met de Toren op k1.
lessons-pillars-step-castle-on-the-k-side-hint = Geschreven als O-O-K: de Koning landt op k1 en de Toren op f1.
lessons-pillars-step-no-castling-through-attack = De Koning mag niet rokeren over of naar een veld dat de tegenstander aanvalt: probeer O-O-K en rokeer dan zoals het wel mag.
lessons-pillars-step-no-castling-through-attack-hint = De zwarte Toren op h11 valt h1 aan, op de weg van de Koning naar k1.
lessons-pillars-step-no-castling-in-check = Een Koning die schaak staat, mag niet uit het schaak rokeren: probeer het en hef het schaak dan op de beste manier op.
lessons-pillars-step-no-castling-in-check-hint = Je Dame op c5 kan de schaakgevende Toren slaan.
lessons-pillars-step-no-castling-with-pieces-between = Alle velden tussen de Koning en de Toren moeten leeg zijn: rokeer aan de kant waar het kan.
lessons-pillars-step-no-castling-with-pieces-between-hint = Je Paard op b1 staat tussen de Koning en de Toren op a1.

## tactics

lessons-pillars-stage-tactics = Combinaties
lessons-pillars-step-horse-fork = Val met je Paard tegelijk de Koning en de Toren aan en sla de Toren de volgende zet.
lessons-pillars-step-horse-fork-hint = Vanaf h10 geeft het Paard schaak aan de Koning op f11 en valt het de Toren op j9 aan.
lessons-pillars-step-freeze-then-take = Win de zwarte Dame in twee zetten: ze vlucht als ze kan bewegen.
lessons-pillars-step-freeze-then-take-hint = Laat haar eerst verstenen vanaf e6; versteend wacht ze tot ze geslagen wordt.
