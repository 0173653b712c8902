# The pillars course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/pillars.json.
lessons-pillars-title = Learn Pillars of Medusa

## swords-and-old-friends

lessons-pillars-stage-swords-and-old-friends = Swords, Towers, Horses and Advisors
lessons-pillars-step-sword-double-step = A Sword walks straight ahead and, from its 2nd or 3rd rank, may walk two squares: move the Sword from e2 to e4.
lessons-pillars-step-sword-double-step-hint = The Sword on e2 stands on your 2nd rank, so it may go two squares at once.
lessons-pillars-step-sword-capture = A Sword captures one square diagonally forward: take the black Horse.
lessons-pillars-step-sword-capture-hint = The Horse on d3 is one square ahead of your Sword, on the diagonal.
lessons-pillars-step-tower = The Tower moves any distance along a rank or a file: take the black Advisor.
lessons-pillars-step-tower-hint = The a file is open from your Tower up to the Advisor on a9.
lessons-pillars-step-horse = The Horse leaps like a chess knight, two squares one way and one to the side: take the black Tower.
lessons-pillars-step-horse-hint = From d4, two squares up and one to the right lands on e6.
lessons-pillars-step-advisor = The Advisor moves any distance on a diagonal: take the black Horse.
lessons-pillars-step-advisor-hint = The diagonal from c1 runs through d2, e3 and f4 to the Horse on g5.

## strong-pieces

lessons-pillars-stage-strong-pieces = Mounted Advisor, Queen, Serpent, Pillar and King
lessons-pillars-step-mounted-advisor = The Mounted Advisor moves as an Advisor or leaps as a Horse: take the black Queen.
lessons-pillars-step-mounted-advisor-hint = The Queen on e3 is a Horse's leap from d1.
lessons-pillars-step-queen = The Queen moves any distance along ranks, files and diagonals: take the black Pillar.
lessons-pillars-step-queen-hint = The e file is open from your Queen to the Pillar on e8.
lessons-pillars-step-serpent = The Serpent moves as a Queen or leaps as a Horse: take the black Tower.
lessons-pillars-step-serpent-hint = The Tower on h3 is a Horse's leap from g1.
lessons-pillars-step-pillar = The Pillar moves as a Tower or leaps as a Horse: take the black Advisor.
lessons-pillars-step-pillar-hint = The Advisor on f4 is a Horse's leap from e2.
lessons-pillars-step-king = The King steps one square in any direction: take the black Horse beside him.
lessons-pillars-step-king-hint = The Horse on g2 touches your King's square diagonally.

## medusa

lessons-pillars-stage-medusa = The Medusa's gaze
lessons-pillars-step-gaze = The Medusa moves like a Queen but at most three squares, and every enemy piece next to her turns to stone: turn the black Horse to stone.
lessons-pillars-step-gaze-hint = Three squares up the f file, your Medusa stands right under the Horse.
lessons-pillars-step-gaze-done = A piece of stone cannot move, gives no check and defends nothing, but it still blocks and can be taken.
lessons-pillars-step-immunity = Medusas do not turn each other to stone: take the black Medusa with yours.
lessons-pillars-step-immunity-hint = The black Medusa stands right in front of yours, and yours is free to move.

## stone

lessons-pillars-stage-stone = Turned to stone and freed
lessons-pillars-step-free-your-piece = Your Tower next to the black Medusa is stone and cannot move: free it by taking the Medusa with your Horse.
lessons-pillars-step-free-your-piece-hint = Your Horse on g4 can leap to f6, where the Medusa stands.
lessons-pillars-step-free-your-piece-done = As soon as no enemy Medusa stands next to it, a piece of stone is free again.

## morph

lessons-pillars-stage-morph = The Morph
lessons-pillars-step-morph-choice = When the Morph captures it may take the form of what it took: take the black Tower and become a Tower.
lessons-pillars-step-morph-choice-hint = Capture on e5 with the Morph on c3 and choose to become a Tower (written c3xe5=T).
lessons-pillars-step-morph-choice-done = The Morph stays a Morph: it may change again when it next captures.

## castling

lessons-pillars-stage-castling = Castling
lessons-pillars-step-castle = The King castles by swapping squares with a Tower that has not moved, the squares between them empty: castle with the Tower on a1.
lessons-pillars-step-castle-hint = Castling with the Tower on a1 is written O-O-A: your King lands on a1 and the Tower on f1.

## mate

lessons-pillars-stage-mate = Check and mate
lessons-pillars-step-medusa-mate = A King next to your Medusa is in check and turned to stone, so he cannot step away: give mate with your Medusa.
lessons-pillars-step-medusa-mate-hint = Go three squares up to f10, right in front of the black King.
lessons-pillars-step-frozen-defender = The black Tower on h11 is stone and cannot defend its rank: mate with your Tower.
lessons-pillars-step-frozen-defender-hint = Your Tower reaches d11 up the d file; the black King is hemmed in by his own Swords.

## promotion

lessons-pillars-stage-promotion = Promotion
lessons-pillars-step-promote = A Sword that reaches the last rank becomes a Medusa at once: promote your Sword.
lessons-pillars-step-promote-hint = The Sword on c10 is one step from the last rank; the new Medusa turns the Horse beside her to stone.
