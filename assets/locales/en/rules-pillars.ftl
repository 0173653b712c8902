# The rules page of Pillars of Medusa in the help window: an introduction, the legend of the
# pieces (written with the game's panel), paragraphs, then examples, each a caption over two
# small boards (before and after the move it names). The squares' names (c1, f4) and the
# moves as the records write them ("S-G9 mate") are the board's own: keep them as they are.
# The pieces' names (Medusa, Morph, Sword, Tower, Horse, Advisor, Mounted Advisor, Queen,
# King, Serpent, Pillar) are the game's own and are capitalised as names.

rules-pillars-introduction =
    Pillars of Medusa is Gary K. Gifford's chess on 11 x 11 squares. Each side has 26 pieces:
    the chess army, three compound pieces of Turkish Great Chess, and two inventions, the
    Medusa and the Morph. White begins. Checkmate wins, and as in chess you may never leave
    your own King in check. All pieces capture as they move, except the Sword.

## Pillars of Medusa's rules, under the legend of the pieces.

rules-pillars-gaze =
    The Medusa's gaze: every enemy piece on one of the eight squares next to a Medusa is
    turned to stone. It cannot move, capture, castle or promote, and it attacks nothing: it
    gives no check and defends nothing. It still blocks lines and can be captured. Only where
    a piece ends its move counts. When the Medusa leaves or is taken, the pieces come back to
    life at once. Every Medusa has the gaze, and Medusas are never turned to stone, so a King
    may not step next to an enemy Medusa. Freezing the piece that gives check is a way out of
    check.
rules-pillars-morph =
    The Morph starts as an Advisor and wears a jade ring. When it captures, you may turn it
    into a piece of the captured kind, and it stays the Morph: on the board you choose beside
    the square, or click the square again to keep its form. If it takes the enemy Morph and
    its form, it loses its power and becomes an ordinary piece. It never becomes a King.
rules-pillars-swords =
    Swords move like pawns, without en passant. A Sword that reaches the far row always
    becomes a Medusa (a Sword-Morph too, an ordinary one).
rules-pillars-castling =
    Castling: the King and a Tower that have not moved exchange squares (click the King, then
    the Tower's corner), when every square between them is empty, neither is turned to stone,
    the King is not in check, and no square it passes or lands on is attacked.
rules-pillars-draw =
    A draw: stalemate, the same position for the third time, 100 plies in a row without a
    capture or a Sword move, or only the two Kings left. Two people at one screen may also
    agree a draw.
# The page says that the starting position is not the inventor's own.
rules-pillars-reconstruction =
    The starting position is a reconstruction: the inventor's diagrams are lost. It follows
    the facts of his text (the Mounted Advisor on d1, the Serpent on g1, Swords on d2, e3 and
    f4) and replays his 25-move sample game. His sample ends with "S-G9 mate", but by these
    rules it is check only: Black can turn the Serpent to stone with the Medusa.

## Pillars of Medusa's examples.

rules-pillars-example-gaze =
    The gaze. White's Medusa goes to f4, next to the Horse on e5 and the Serpent on g5: both
    turn to stone. They cannot move and attack nothing until she leaves.
rules-pillars-example-morph =
    The Morph, now an Advisor, takes the Tower on e5 and chooses to become a Tower. It is
    still the Morph.
rules-pillars-example-castling =
    Castling. The King and the Tower exchange squares: the King to the corner, the Tower to
    f1.
rules-pillars-example-promotion =
    Promotion. A Sword on the far row becomes a Medusa, and her gaze works at once: the Horse
    on d11 turns to stone.
