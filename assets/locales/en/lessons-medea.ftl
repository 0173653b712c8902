# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
lessons-medea-title = Learn Medea

## men

lessons-medea-stage-men = Men
lessons-medea-step-man-step = A man steps one square forward, straight or on the diagonal: move your man from c3 to d4.
lessons-medea-step-man-step-hint = The man on c3 can go to b4, c4 or d4: pick the diagonal to the right.
lessons-medea-step-man-capture = Men capture straight ahead, sideways and even backwards, never on a diagonal: take the black king behind your man.
lessons-medea-step-man-capture-hint = The king on d3 stands right behind your man, with an empty square beyond it: jump over it backwards.
lessons-medea-step-man-capture-done = Capturing is compulsory: when a capture is there, you must take.

## majority

lessons-medea-stage-majority = Take the most
lessons-medea-step-majority-rule = You must make the capture that takes the most pieces: try taking the man on e4 alone, see it refused, then take two.
lessons-medea-step-majority-rule-hint = Jump d5 upwards to d6, and from there the man on e6 sideways to f6.
lessons-medea-step-majority-rule-done = Among captures of the same size you choose freely; a king counts as one piece like a man.

## king

lessons-medea-stage-king = The king
lessons-medea-step-king-slide = A king moves like a chess queen, as far as it likes in any of eight directions: bring your king from h1 to a8 in one move.
lessons-medea-step-king-slide-hint = The long diagonal from h1 to a8 is empty all the way.
lessons-medea-step-king-long-capture = A king captures from afar, along a rank or a file only: take the black king on d5.
lessons-medea-step-king-long-capture-hint = Go up the d file over the empty squares, jump the king and land on any empty square beyond it.

## turkish-strike

lessons-medea-stage-turkish-strike = The Turkish strike
lessons-medea-step-turkish-strike = Pieces you jump stay on the board until your move is over, they block your way and cannot be jumped twice, which is the Turkish strike: take four pieces.
lessons-medea-step-turkish-strike-hint = Going round by a4, d4 and d1 back to a1 takes four; the man on a3, jumped first, still stands and bars the way up to a6.
lessons-medea-step-turkish-strike-done = Without the Turkish strike the king could have gone round and on up the a file for a fifth piece; the pieces taken all leave together at the end.

## chakras

lessons-medea-stage-chakras = Chakras
lessons-medea-step-chakra-move = Instead of a piece you may move one of your empty chakras one square in any direction: move a chakra.
lessons-medea-step-chakra-move-hint = Your chakras are on a2 and h2; a chakra move is written with a C, like Ca2-b3.
lessons-medea-step-transmission = A piece that steps onto your empty chakra goes straight on to your other chakra: send your man from b1 to h2.
lessons-medea-step-transmission-hint = Step onto your chakra on a2 and the man travels on to h2.
lessons-medea-step-replacement = When an enemy piece stands on your other chakra, a piece sent there captures it: take the black man on h2 by replacement.
lessons-medea-step-replacement-hint = Step from b1 onto your chakra on a2: your man arrives on h2 and the black man there is captured.
lessons-medea-step-replacement-done = A capture by replacement takes one piece, so here it was as good as the jump.

## crowning

lessons-medea-stage-crowning = Crowning
lessons-medea-step-crown-a-man = A man that ends its move on the far rank becomes a king: crown one of your men.
lessons-medea-step-crown-a-man-hint = The man on c7 is one step from the last rank.
lessons-medea-step-crown-in-two = Walk your man to the far rank in two moves, while Black answers each of them.
lessons-medea-step-crown-in-two-hint = Every step of the man brings it one rank nearer to the eighth.
lessons-medea-step-crown-by-transmission = Your second chakra is on h8, on the far rank: crown your man at once by sending it there.
lessons-medea-step-crown-by-transmission-hint = Step onto your chakra on a2: the man goes on to h8 and is crowned there.
