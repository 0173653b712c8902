# The rules pages of Medusa and Lotus in the help window: paragraphs, then examples, each a
# caption over two small boards (before and after the move it names). The cells' names (a4,
# k11) and Lotus's numbered points (5, 32) are the boards' own: keep them as they are.

## Medusa's rules.

rules-medusa-scoring =
    Twee spelers, Wit en Zwart, spelen om de beurt; Wit begint. Het spel draait om punten:
    aan het eind telt elke speler zijn stenen op het bord, de lege velden in gebieden die
    alleen door zijn stenen worden begrensd, en de marker als die aan zijn kant staat.
rules-medusa-turn =
    Een beurt heeft twee delen, allebei vrijwillig: eerst plaats je een steen op een leeg
    veld, daarna verplaats je naar keuze je groepen, elk hoogstens één keer. Stenen gaan
    nooit van het bord: een groep die zijn laatste vrijheid (een leeg buurveld) verliest,
    wordt omgedraaid naar de andere kleur.
rules-medusa-movement =
    Een groep van twee of meer stenen verplaatst zich doordat een van zijn stenen langs een
    lijn over een ononderbroken rij eigen stenen springt, naar het eerste lege veld
    daarachter. Een groep die verplaatst is, of die door een verplaatste groep is aangeraakt,
    mag deze beurt niet meer worden verplaatst.
rules-medusa-end =
    Als je een beurt beëindigt zonder te plaatsen, schuift de marker één punt naar jou toe.
    Een beurt zonder plaatsing en zonder verplaatsing is een pas; twee passen achter elkaar
    beëindigen het spel. Dan markeren de spelers de dode groepen (die worden omgedraaid) en
    wordt er geteld.

## Medusa's examples.

rules-medusa-example-capture =
    Slaan. Zwart plaatst op a4: de witte groep a1-a3 heeft geen vrijheid meer en draait om
    naar Zwart, de dichtstbijzijnde steen eerst.
rules-medusa-example-second-reversal =
    Tweede omkering. De zwarte steen op a2 slaat a1, maar de slaande groep heeft dan zelf
    geen vrijheid meer en draait dus helemaal terug naar Wit.
rules-medusa-example-movement =
    Verplaatsing. De steen op k11 springt langs zijn lijn over de eigen steen op k12 en landt
    op het eerste lege veld, k13. Bij de landing kan er geslagen worden, net als bij een
    plaatsing.
rules-medusa-example-rosette =
    Rozet. Zes stenen van één kleur rond een donker gat vormen een rozet: hun groep kan nooit
    geslagen worden. Wit neemt de laatste vrijheid op a3, en er draait niets om.

## Lotus's rules.

rules-lotus-board =
    Lotus is het kleine zusje van Medusa, op de 72 hoekpunten van het Kensington-bord. Zwart
    begint. Een beurt is een plaatsing of een pas: er wordt niets verplaatst.
rules-lotus-captures =
    Slaan gaat zoals in Medusa: een groep zonder vrijheden draait om, en een slaande groep die
    zonder vrijheden achterblijft, draait terug. Passen schuift de marker naar jou toe; twee
    passen beëindigen het spel, daarna worden de dode groepen gemarkeerd en wordt er op
    dezelfde manier geteld.

## Lotus's examples.

rules-lotus-example-capture =
    Slaan. Zwart plaatst op 5: de witte steen op 1 heeft geen vrijheid meer en draait om.
rules-lotus-example-second-reversal =
    Tweede omkering. De zwarte steen op 5 slaat 1, maar de zwarte groep heeft dan geen
    vrijheid meer en wordt wit, de geslagen steen inbegrepen.
rules-lotus-example-lotus =
    Lotus. Zes stenen op de hoeken van een zeshoek vormen een lotus: hun groep kan nooit
    geslagen worden, zelfs zonder één vrijheid.
