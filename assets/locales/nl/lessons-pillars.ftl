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

## medusa

lessons-pillars-stage-medusa = De blik van de Medusa
lessons-pillars-step-gaze = De Medusa gaat als een Dame maar hooguit drie velden, en elk vijandelijk stuk naast haar verandert in steen: laat het zwarte Paard verstenen.
lessons-pillars-step-gaze-hint = Drie velden de f-lijn op staat je Medusa vlak onder het Paard.
lessons-pillars-step-gaze-done = Een versteend stuk kan niet bewegen, geeft geen schaak en dekt niets, maar het blokkeert nog wel en kan geslagen worden.
lessons-pillars-step-immunity = Medusa's laten elkaar niet verstenen: sla de zwarte Medusa met de jouwe.
lessons-pillars-step-immunity-hint = De zwarte Medusa staat vlak voor de jouwe, en de jouwe kan vrij bewegen.

## stone

lessons-pillars-stage-stone = Versteend en bevrijd
lessons-pillars-step-free-your-piece = Je Toren naast de zwarte Medusa is versteend en kan niet bewegen: bevrijd hem door de Medusa met je Paard te slaan.
lessons-pillars-step-free-your-piece-hint = Je Paard op g4 kan naar f6 springen, waar de Medusa staat.
lessons-pillars-step-free-your-piece-done = Zodra er geen vijandelijke Medusa meer naast staat, is een versteend stuk weer vrij.

## morph

lessons-pillars-stage-morph = De Morph
lessons-pillars-step-morph-choice = Als de Morph slaat, mag hij de vorm aannemen van wat hij sloeg: sla de zwarte Toren en word een Toren.
lessons-pillars-step-morph-choice-hint = Sla op e5 met de Morph op c3 en kies ervoor een Toren te worden (geschreven als c3xe5=T).
lessons-pillars-step-morph-choice-done = De Morph blijft de Morph: hij kan weer veranderen als hij opnieuw slaat.

## castling

lessons-pillars-stage-castling = Rokeren
lessons-pillars-step-castle = De Koning rokeert door van veld te wisselen met een Toren die nog niet bewogen heeft, als de velden ertussen leeg zijn: rokeer met de Toren op a1.
lessons-pillars-step-castle-hint = Rokeren met de Toren op a1 schrijf je als O-O-A: je Koning landt op a1 en de Toren op f1.

## mate

lessons-pillars-stage-mate = Schaak en mat
lessons-pillars-step-medusa-mate = Een Koning naast je Medusa staat schaak en is versteend, dus hij kan niet wegstappen: geef mat met je Medusa.
lessons-pillars-step-medusa-mate-hint = Ga drie velden omhoog naar f10, vlak voor de zwarte Koning.
lessons-pillars-step-frozen-defender = De zwarte Toren op h11 is versteend en kan zijn rij niet verdedigen: geef mat met je Toren.
lessons-pillars-step-frozen-defender-hint = Je Toren bereikt d11 via de d-lijn; de zwarte Koning zit ingesloten door zijn eigen Zwaarden.

## promotion

lessons-pillars-stage-promotion = Promotie
lessons-pillars-step-promote = Een Zwaard dat de laatste rij bereikt, wordt meteen een Medusa: promoveer je Zwaard.
lessons-pillars-step-promote-hint = Het Zwaard op c10 staat één stap van de laatste rij; de nieuwe Medusa laat het Paard naast haar verstenen.
