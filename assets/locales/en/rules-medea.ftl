# The rules page of Medea in the help window: paragraphs, then examples, each a caption over
# two small boards (before and after the move it names). The squares' names (d4, h2) are the
# board's own: keep them as they are. The chakras are the rings of coloured stone that make up
# a side's transmitter.

## Medea's rules.

rules-medea-introduction =
    Medea is Christian Freeling's game of draughts with a transmitter, on all 64 squares of an
    8 x 8 board. White begins. Each side has 18 men and two chakras: the rings of coloured
    stone that make up its transmitter.
rules-medea-moves =
    A man steps one square forward, straight or diagonally. A man that ends its move on the
    far row is crowned king; a king moves any distance along the eight lines, like a chess
    queen.
rules-medea-captures =
    Captures go along ranks and files only. A man jumps an enemy piece next to it, forwards,
    sideways or backwards, to the free square beyond; a king leaps from afar. A capture goes
    on as long as it can. Capturing is compulsory, and you must take the most pieces you can
    (a king counts as one). The pieces taken stay until the move is over (they cannot be
    jumped twice), then leave together.
rules-medea-transmitter =
    The transmitter: when a man or king ends a move that takes nothing on a vacant chakra of
    its own colour, it goes on at once to its other chakra. If an enemy piece stands there,
    it is captured (by replacement). A vacant chakra of either colour is an ordinary square
    for moving over or onto. Instead of moving a piece, you may move one of your vacant
    chakras one square in any direction, when no capture is possible.
rules-medea-end =
    You lose when you have no pieces left, or none that can move. The same position for the
    third time, or fifty moves each without a capture or a man moving, is a draw; two people
    at one screen may also agree a draw.
# The page says that the starting position is not Freeling's own.
rules-medea-reconstruction =
    The starting position is a reconstruction: Freeling's picture of it is lost. The men
    stand as in his game Dameo, and each side's chakras on the two squares its second row
    leaves free (a2 and h2, a7 and h7), where his game Chakra puts them.

## Medea's examples.

rules-medea-example-capture =
    Capture. The man on d4 could take e4, but it must take the most: d5, then d7, ending on
    d8, where it is crowned. The men taken stay on the board until the move is over, then
    leave together.
rules-medea-example-long-leap =
    The king's long leap. A king captures along ranks and files from afar: over one enemy
    piece to any free square beyond. Here it takes e2, turns on g2 and takes g5.
rules-medea-example-transmission =
    Transmission. A man steps onto White's vacant chakra on a2 and goes on at once to White's
    other chakra, h2.
rules-medea-example-replacement =
    Capture by replacement. Black's man stands on White's chakra h2: the man that arrives
    through the transmitter takes its place, and it is captured. While it is there, this
    capture is compulsory.
rules-medea-example-chakra-move =
    A chakra move. Instead of a piece, move one of your vacant chakras one square in any
    direction, onto a free square that is not a chakra.
