# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
# Dutch: each instruction stays one sentence ending with a full stop; the points (1, 20)
# are the board's own.
lessons-lotus-title = Lotus leren

## points-and-lines

lessons-lotus-stage-points-and-lines = Het Kensington-bord
lessons-lotus-step-neighbours = Stenen komen op de punten waar lijnen samenkomen, en twee punten die door een lijn verbonden zijn, zijn buren: bezet de laatste vrijheid van de witte steen op 1.
lessons-lotus-step-neighbours-hint = Punt 1 is verbonden met 2, 8 en 5; alleen 5 is leeg.
lessons-lotus-step-neighbours-done = In Lotus begint Zwart, en een beurt is één plaatsing of een pas: er wordt niets verplaatst.
lessons-lotus-step-group-liberties = Stenen die door een lijn verbonden zijn, vormen een groep die als geheel wordt omgedraaid: draai het witte paar op 13 en 19 om.
lessons-lotus-step-group-liberties-hint = De buurpunten van het paar zijn 9, 6, 12, 27, 24 en 18; alleen 18 is nog leeg, dus dat is hun enige vrijheid.

## second-reversal

lessons-lotus-stage-second-reversal = De tweede omkering
lessons-lotus-step-capture-and-lose = Een groep die slaat maar zonder vrijheid achterblijft, wordt weer omgedraaid: sla de witte steen op 2 door op 1 te spelen, en kijk hoe je groep wit wordt.
lessons-lotus-step-capture-and-lose-hint = 1 is de laatste vrijheid van de witte steen op 2 en van je groep 6, 8, 12; na het slaan heeft de groep er geen meer.

## lotuses

lessons-lotus-stage-lotuses = Lotussen
lessons-lotus-step-make-a-lotus = Zes stenen van één kleur op de hoeken van een zeshoek vormen een lotus: maak de lotus van de zeshoek 9, 13, 14, 19, 20, 24 af.
lessons-lotus-step-make-a-lotus-hint = De hoeken van de zeshoek zijn 9, 13, 14, 19, 20 en 24; 20 is nog leeg.
lessons-lotus-step-lotus-lives = Een groep met een lotus wordt nooit omgedraaid, zelfs zonder vrijheid: maak je lotus af op 20, ook al bezet je daarmee je laatste vrijheid.
lessons-lotus-step-lotus-lives-hint = 20 is het laatste lege punt naast je groep en de zesde hoek van de zeshoek.

## marker

lessons-lotus-stage-marker = Passen en de marker
lessons-lotus-step-pass-for-a-point = Een pas schuift de marker één punt naar jou toe, en de punten van de marker tellen aan het eind mee: pas om een punt te halen.
lessons-lotus-step-pass-for-a-point-hint = Klik op Passen in plaats van een steen te plaatsen.
