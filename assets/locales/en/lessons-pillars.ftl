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

## starting-position

lessons-pillars-stage-starting-position = The starting position
lessons-pillars-step-the-start = Each army has 26 pieces on an 11 by 11 board, with three Swords pushed forward in the middle: move the Sword on e3 two squares.
lessons-pillars-step-the-start-hint = e3 is on your 3rd rank, from where a Sword may still step two squares.
lessons-pillars-step-the-start-done = A Sword may step two squares from its 2nd or 3rd rank at any time, not only on its first move.
lessons-pillars-step-morph-at-the-start = The piece on f3 is the Morph, which starts as an Advisor: bring it to h5.
lessons-pillars-step-morph-at-the-start-hint = From f3 the diagonal to the right runs over g4 to h5.

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
lessons-pillars-step-pillar-as-tower = Use the Pillar's Tower move to take the black Serpent.
lessons-pillars-step-pillar-as-tower-hint = The c file is open from c2 to c9.
lessons-pillars-step-serpent-as-queen = Use the Serpent's Queen move to take the black Pillar.
lessons-pillars-step-serpent-as-queen-hint = The long diagonal from b2 runs to i9.
lessons-pillars-step-mounted-advisor-diagonal = The Mounted Advisor slides like an Advisor too: take the black Tower.
lessons-pillars-step-mounted-advisor-diagonal-hint = From d1 the diagonal runs over e2, f3, g4 and h5 to i6.
lessons-pillars-step-sliders-are-blocked = A Tower, Advisor or Queen cannot pass over a piece: try to take the Queen, then take what you can.
lessons-pillars-step-sliders-are-blocked-hint = The Horse on c5 stands between your Tower and the Queen.
lessons-pillars-step-horse-leaps-over = The Horse leaps over anything in its way: take the black Advisor behind the wall of Swords.
lessons-pillars-step-horse-leaps-over-hint = Two squares up and one to the left lands on d4.

## swords

lessons-pillars-stage-swords = What a Sword may not do
lessons-pillars-step-sword-not-straight = A Sword never captures straight ahead, and a piece in front of it blocks it: take what it can take.
lessons-pillars-step-sword-not-straight-hint = The Horse on e6 blocks your Sword; the Tower on f6 is diagonally ahead.
lessons-pillars-step-no-double-step-from-the-fourth = A Sword on its 4th rank or beyond steps one square only: try e4-e6, then bring a Sword to c4 in one move.
lessons-pillars-step-no-double-step-from-the-fourth-hint = The Sword on c2 is on your 2nd rank and may step two squares.
lessons-pillars-step-no-double-step-from-the-fourth-done = There is no taking en passant in this game.
lessons-pillars-step-sword-takes-the-queen = Your Sword can take either of two pieces: take the more valuable one.
lessons-pillars-step-sword-takes-the-queen-hint = The Queen on h8 is worth far more than the Horse on f8.

## medusa

lessons-pillars-stage-medusa = The Medusa's gaze
lessons-pillars-step-gaze = The Medusa moves like a Queen but at most three squares, and every enemy piece next to her turns to stone: turn the black Horse to stone.
lessons-pillars-step-gaze-hint = Three squares up the f file, your Medusa stands right under the Horse.
lessons-pillars-step-gaze-done = A piece of stone cannot move, gives no check and defends nothing, but it still blocks and can be taken.
lessons-pillars-step-immunity = Medusas do not turn each other to stone: take the black Medusa with yours.
lessons-pillars-step-immunity-hint = The black Medusa stands right in front of yours, and yours is free to move.
lessons-pillars-step-three-squares = The Medusa moves at most three squares, even to capture: try taking the Horse four squares away, then turn it to stone instead.
lessons-pillars-step-three-squares-hint = Three squares up the f file, on f5, she stands next to the Horse.
lessons-pillars-step-freeze-two = Turn both black pieces to stone with one move of your Medusa.
lessons-pillars-step-freeze-two-hint = f6 touches both e7 and g7, and it is three squares up the f file.
lessons-pillars-step-king-keeps-away = A King may never step next to an enemy Medusa, who would turn him to stone: try f5-f6, then take the Horse.
lessons-pillars-step-king-keeps-away-hint = f6 touches the Medusa on g7; the Horse on e4 is next to your King and unguarded.
lessons-pillars-step-keep-the-gaze = Moving your Medusa away frees what she held, so it is refused if it would leave your King attacked: try it, then take the Tower.
lessons-pillars-step-keep-the-gaze-hint = The frozen Tower on f5 would check your King on f1 as soon as she left.

## stone

lessons-pillars-stage-stone = Turned to stone and freed
lessons-pillars-step-free-your-piece = Your Tower next to the black Medusa is stone and cannot move: free it by taking the Medusa with your Horse.
lessons-pillars-step-free-your-piece-hint = Your Horse on g4 can leap to f6, where the Medusa stands.
lessons-pillars-step-free-your-piece-done = As soon as no enemy Medusa stands next to it, a piece of stone is free again.
lessons-pillars-step-take-the-stone-piece = A piece of stone still stands and can be taken: capture the frozen Queen.
lessons-pillars-step-take-the-stone-piece-hint = The Queen on e7 is next to your Medusa; your Tower on a7 reaches her along the 7th rank.
lessons-pillars-step-stone-attacks-nothing = A piece of stone guards nothing: take the Horse with your King, though the frozen Tower looks down the g file.
lessons-pillars-step-stone-attacks-nothing-hint = Your Medusa on h8 holds the Tower on g8, so g2 is not guarded.

## check

lessons-pillars-stage-check = Check
lessons-pillars-step-give-check = A King attacked by an enemy piece is in check: give check with your Tower.
lessons-pillars-step-give-check-hint = The f file leads straight to the black King.
lessons-pillars-step-defended-piece = A King may not take a guarded piece, for he would stand in check: try it, then take the Horse another way.
lessons-pillars-step-defended-piece-hint = The black Tower on g8 guards g2; your Advisor on e4 reaches it safely.
lessons-pillars-step-king-takes-the-checker = Your King is in check from an unguarded Tower: end the check the best way.
lessons-pillars-step-king-takes-the-checker-hint = Nothing guards f2, so your King can take the Tower.
lessons-pillars-step-pinned-piece = A piece may not leave the line between its King and an attacker: try moving your Tower aside, then capture with it along the line.
lessons-pillars-step-pinned-piece-hint = Your Tower on f3 may still move along the f file, all the way to the black Tower.
lessons-pillars-step-out-of-check-by-moving = A player in check must end it at once, and no move may leave his King attacked: step your King out of check.
lessons-pillars-step-out-of-check-by-moving-hint = The f file and the e file are covered by the black Towers; the g file is safe.
lessons-pillars-step-out-of-check-by-capturing = The best way out of check is often to take the checking piece: do it.
lessons-pillars-step-out-of-check-by-capturing-hint = Your Horse on e1 leaps to f3.
lessons-pillars-step-out-of-check-by-blocking = When the King cannot step away, a piece put between him and the checker ends the check: block with your Advisor.
lessons-pillars-step-out-of-check-by-blocking-hint = The Advisor on c2 reaches f5 on the f file along its diagonal.
lessons-pillars-step-out-of-check-by-freezing = A piece of stone attacks nothing, so turning the checking piece to stone also ends the check: do it with your Medusa.
lessons-pillars-step-out-of-check-by-freezing-hint = Three squares along the 5th rank bring your Medusa to e5, next to the Tower.

## mate

lessons-pillars-stage-mate = Check and mate
lessons-pillars-step-medusa-mate = A King next to your Medusa is in check and turned to stone, so he cannot step away: give mate with your Medusa.
lessons-pillars-step-medusa-mate-hint = Go three squares up to f10, right in front of the black King.
lessons-pillars-step-frozen-defender = The black Tower on h11 is stone and cannot defend its rank: mate with your Tower.
lessons-pillars-step-frozen-defender-hint = Your Tower reaches d11 up the d file; the black King is hemmed in by his own Swords.
lessons-pillars-step-back-rank-mate = Give mate: the black King is shut in by his own Swords.
lessons-pillars-step-back-rank-mate-hint = The King cannot step forward; a Tower on his rank has him.
lessons-pillars-step-ladder-mate = Mate in two moves with your two Towers.
lessons-pillars-step-ladder-mate-hint = First shut the black King on the last rank with a9-a10, then give check on the 11th rank.
lessons-pillars-step-medusa-mate-in-two = Mate in two moves with your Medusa alone.
lessons-pillars-step-medusa-mate-in-two-hint = Next to the King she freezes him and checks at once; e11 is three squares from b8 along the diagonal.

## stalemate-and-draws

lessons-pillars-stage-stalemate-and-draws = Stalemate and draws
lessons-pillars-step-mate-not-stalemate = A player not in check who has no legal move is stalemated, and the game is a draw: give mate, not stalemate.
lessons-pillars-step-mate-not-stalemate-hint = On b9 your Queen leaves the King no move but gives no check; on b10, guarded by your King, she gives mate.
lessons-pillars-step-mate-not-stalemate-done = A game is also drawn by the third repetition of a position, by 50 moves by each side without a capture or a Sword move, or when only the two Kings are left.

## promotion

lessons-pillars-stage-promotion = Promotion
lessons-pillars-step-promote = A Sword that reaches the last rank becomes a Medusa at once: promote your Sword.
lessons-pillars-step-promote-hint = The Sword on c10 is one step from the last rank; the new Medusa turns the Horse beside her to stone.
lessons-pillars-step-promote-by-capturing = A Sword may also promote by capturing onto the last rank: win the Tower and a Medusa at once.
lessons-pillars-step-promote-by-capturing-hint = The Horse on c11 blocks the Sword's step; the Tower on d11 is diagonally ahead.

## morph

lessons-pillars-stage-morph = The Morph
lessons-pillars-step-morph-choice = When the Morph captures it may take the form of what it took: take the black Tower and become a Tower.
lessons-pillars-step-morph-choice-hint = Capture on e5 with the Morph on c3 and choose to become a Tower (written c3xe5=T).
lessons-pillars-step-morph-choice-done = The Morph stays a Morph: it may change again when it next captures.
lessons-pillars-step-morph-may-decline = The Morph need not change when it captures: take the Sword and stay an Advisor.
lessons-pillars-step-morph-may-decline-hint = Written without =: c3xe5 keeps the Advisor's form.
lessons-pillars-step-morph-takes-morph = A Morph that takes the enemy Morph may take its form, but then loses its power and becomes an ordinary piece: become a Tower.
lessons-pillars-step-morph-takes-morph-hint = Capture on e5 and choose the Tower: c3xe5=T.
lessons-pillars-step-sword-morph-promotes = A Morph that is now a Sword promotes like one, to an ordinary Medusa: promote it.
lessons-pillars-step-sword-morph-promotes-hint = One step straight ahead brings it to the last rank.

## castling

lessons-pillars-stage-castling = Castling
lessons-pillars-step-castle = The King castles by swapping squares with a Tower that has not moved, the squares between them empty: castle with the Tower on a1.
lessons-pillars-step-castle-hint = Castling with the Tower on a1 is written O-O-A: your King lands on a1 and the Tower on f1.
lessons-pillars-step-castle-on-the-k-side = Castle with the Tower on k1.
lessons-pillars-step-castle-on-the-k-side-hint = Written O-O-K: the King lands on k1 and the Tower on f1.
lessons-pillars-step-no-castling-through-attack = The King may not castle over or onto a square an enemy attacks: try O-O-K, then castle the way you may.
lessons-pillars-step-no-castling-through-attack-hint = The black Tower on h11 attacks h1, on the King's way to k1.
lessons-pillars-step-no-castling-in-check = A King in check may not castle out of it: try it, then deal with the check the best way.
lessons-pillars-step-no-castling-in-check-hint = Your Queen on c5 can take the checking Tower.
lessons-pillars-step-no-castling-with-pieces-between = Every square between the King and the Tower must be empty: castle on the side where you can.
lessons-pillars-step-no-castling-with-pieces-between-hint = Your Horse on b1 stands between the King and the Tower on a1.

## tactics

lessons-pillars-stage-tactics = Combinations
lessons-pillars-step-horse-fork = Attack the King and the Tower at once with your Horse, and take the Tower next move.
lessons-pillars-step-horse-fork-hint = From h10 the Horse checks the King on f11 and attacks the Tower on j9.
lessons-pillars-step-freeze-then-take = Win the black Queen in two moves: she will run away unless she cannot move.
lessons-pillars-step-freeze-then-take-hint = Turn her to stone from e6 first; frozen, she waits to be taken.
