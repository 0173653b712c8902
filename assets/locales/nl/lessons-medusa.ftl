# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
# Dutch: each instruction stays one sentence ending with a full stop; the cells (j11) and
# the moves (- i9-k9) are the board's own.
lessons-medusa-title = Medusa leren

## placing

lessons-medusa-stage-placing = Stenen plaatsen
lessons-medusa-step-place-a-stone = Wit begint, en een beurt kan beginnen met het plaatsen van één steen op een willekeurig leeg veld: plaats een witte steen op j11.
lessons-medusa-step-place-a-stone-hint = Velden worden aangeduid met een letter en een getal; j11 ligt net boven het donkere gat in het midden, j10.

## reversal

lessons-medusa-stage-reversal = Vrijheden en omkering
lessons-medusa-step-last-liberty = Een groep zonder leeg veld ernaast wordt omgedraaid naar de andere kleur: bezet de laatste vrijheid van de zwarte steen op j9.
lessons-medusa-step-last-liberty-hint = j9 raakt i8, i9, k10 en k9; alleen k9 is nog leeg.
lessons-medusa-step-last-liberty-done = In Medusa gaan stenen nooit van het bord: de geslagen steen wordt omgedraaid en vecht nu voor jou.
lessons-medusa-step-reverse-a-group = Een hele groep wordt in één keer omgedraaid als zijn laatste vrijheid bezet wordt: draai het zwarte paar op j9 en k9 om.
lessons-medusa-step-reverse-a-group-hint = Het paar heeft nog één leeg buurveld, op l9.

## suicide

lessons-medusa-stage-suicide = Zelfmoord
lessons-medusa-step-suicide = Een steen die geplaatst wordt waar zijn groep geen vrijheid heeft, zonder iets te slaan, wordt meteen omgedraaid: bekijk het door een witte steen op j9 te plaatsen.
lessons-medusa-step-suicide-hint = Alle vier de buurvelden van j9 zijn zwart, dus een witte steen daar heeft geen vrijheid.
lessons-medusa-step-suicide-done = Zelfmoord is toegestaan: de steen is nu van je tegenstander en sluit aan bij zijn stenen ernaast; meestal is dat een cadeau, maar soms smeedt het zijn stenen tot één groep die jij daarna slaat.

## movement

lessons-medusa-stage-movement = Een groep verplaatsen
lessons-medusa-step-jump = Een groep van twee of meer stenen verplaatst zich doordat één steen in een rechte lijn over zijn eigen stenen springt, naar het eerste lege veld: spring van i9 over j9 naar k9.
lessons-medusa-step-jump-hint = Rij 9 is een rechte lijn: i9, j9, k9. Een beurt waarin je alleen verplaatst, schrijf je met eerst een streepje: - i9-k9.
lessons-medusa-step-jump-to-capture = Een steen die na een sprong landt, slaat net zoals een geplaatste steen: laat de steen van je paar naar k9 springen om de zwarte steen op l9 om te draaien.
lessons-medusa-step-jump-to-capture-hint = Spring met i9 over j9: hij landt op k9, de laatste vrijheid van l9.
lessons-medusa-step-jump-to-capture-done = Plaatsen op k9 zou ook slaan, maar met de sprong houd je je plaatsing over voor een ander veld.

## rosettes

lessons-medusa-stage-rosettes = Rozetten
lessons-medusa-step-make-a-rosette = Zes stenen van één kleur rond een donker gat vormen een rozet: maak de rozet rond het midden, j10, af.
lessons-medusa-step-make-a-rosette-hint = Rond j10 staan i9, i10, j9, j11 en k10; alleen k11 ontbreekt nog.
lessons-medusa-step-rosette-lives = Een groep met een rozet wordt nooit omgedraaid, zelfs zonder vrijheid: maak je rozet af op k11, ook al bezet je daarmee je laatste vrijheid.
lessons-medusa-step-rosette-lives-hint = k11 is het laatste lege veld naast je groep en het zesde veld van de rozet.
lessons-medusa-step-rosette-lives-done = Met een rozet leeft een groep voorgoed: niets kan hem nog omdraaien.
lessons-medusa-step-capture-into-rosette = Een groep die slaat en daarna geen vrijheid meer heeft, wordt op zijn beurt omgedraaid, de tweede omkering, tenzij hij een rozet bevat: sla de zwarte steen op j9 en houd je stenen wit.
lessons-medusa-step-capture-into-rosette-hint = k9 is de laatste vrijheid van j9 en van je groep; als j9 is omgedraaid, zijn alle zes velden rond het gat j8 van jou.
lessons-medusa-step-capture-into-rosette-done = Tel voordat je een laatste vrijheid bezet de vrijheden die je eigen groep daarna overhoudt: zonder de rozet was hij zwart geworden.

## marker

lessons-medusa-stage-marker = De marker
lessons-medusa-step-pass-for-a-point = Een beurt waarin je geen steen plaatst, schuift de marker één punt naar jou toe: pas om een punt te halen.
lessons-medusa-step-pass-for-a-point-hint = Je steen op k10 loopt geen gevaar en nergens is een steen nodig: klik op Passen.
lessons-medusa-step-move-for-a-point = Een beurt waarin je alleen verplaatst, zonder plaatsing, levert ook het markerpunt op: verplaats je paar zonder te plaatsen.
lessons-medusa-step-move-for-a-point-hint = Spring van i9 over j9 naar k9 en beëindig je beurt zonder te plaatsen.

## end-and-count

lessons-medusa-stage-end-and-count = Het einde en de telling
lessons-medusa-step-count-territory = Je telling bestaat uit je stenen, de lege velden die alleen door jouw stenen worden omringd en de punten van de marker: sluit de hoek af zodat a1 van jou is.
lessons-medusa-step-count-territory-hint = De hoek a1 raakt alleen a2 en b1.
lessons-medusa-step-end-by-passing = Het spel eindigt als beide spelers na elkaar passen, en de hoogste telling wint: je staat voor, dus pas om het spel te beëindigen.
lessons-medusa-step-end-by-passing-hint = Klik op Passen: Zwart past ook, waarmee het spel eindigt, en jouw stenen en de hoek a1 tellen meer dan zijn ene steen.
lessons-medusa-step-end-by-passing-done = Na de twee passen worden de spelers het eens over de dode groepen, die vóór de telling worden omgedraaid.
