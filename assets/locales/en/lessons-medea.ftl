# The medea course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medea.json.
lessons-medea-title = Learn Medea

## men

lessons-medea-stage-men = Men
lessons-medea-step-man-step = A man steps one square forward, straight or on the diagonal: move your man from c3 to d4.
lessons-medea-step-man-step-hint = The man on c3 can go to b4, c4 or d4: pick the diagonal to the right.
lessons-medea-step-man-capture = Men capture straight ahead, sideways and even backwards, never on a diagonal: take the black man behind your man.
lessons-medea-step-man-capture-hint = The man on d3 stands right behind yours, with an empty square beyond it: jump over it backwards.
lessons-medea-step-man-capture-done = Capturing is compulsory: when a capture is there, you must take.

## starting-position

lessons-medea-stage-starting-position = The starting position
lessons-medea-step-the-start = Each side starts with 18 men on its first three ranks, White moves first, and the two empty squares at the ends of each second rank are chakras: bring a man to d4.
lessons-medea-step-the-start-hint = Any of the men on c3, d3 and e3 can step to d4.
lessons-medea-step-the-start-done = Chakras are explained in a later stage; for now they are ordinary empty squares.
lessons-medea-step-first-exchange = Open with d3-d4; Black answers d6-d5, and then you must capture: take two men.
lessons-medea-step-first-exchange-hint = Jump d5 up to d6, then c6 sideways to b6.

## crowning

lessons-medea-stage-crowning = Crowning
lessons-medea-step-crown-a-man = A man that ends its move on the far rank becomes a king: crown one of your men.
lessons-medea-step-crown-a-man-hint = The man on c7 is one step from the last rank.
lessons-medea-step-crown-by-capture = A capture that ends on the far rank crowns the man too: crown yours.
lessons-medea-step-crown-by-capture-hint = The man on d7 must be taken anyway, and the jump lands on d8.
lessons-medea-step-crown-in-two = Walk your man to the far rank in two moves, while Black answers each of them.
lessons-medea-step-crown-in-two-hint = Every step of the man brings it one rank nearer to the eighth.
lessons-medea-step-crown-then-capture = Crown your man, then take the black man on e8 with your new king.
lessons-medea-step-crown-then-capture-hint = Step to c8 or b8 to be crowned; next move the king jumps e8 along the last rank. On d8 the man would stand beside e8 and be taken.

## captures

lessons-medea-stage-captures = Captures by men
lessons-medea-step-must-capture = When a capture is possible you may not make any other move: try to step with the man on b2, then capture.
lessons-medea-step-must-capture-hint = The man on e4 stands beside yours, with f4 empty behind it.
lessons-medea-step-men-go-forward = A man never steps backwards or sideways, though it captures that way: try it, then step to e5.
lessons-medea-step-men-go-forward-hint = e5 is diagonally forward to the right.
lessons-medea-step-no-diagonal-capture = A man never captures on a diagonal, even forwards: take the one piece it can take.
lessons-medea-step-no-diagonal-capture-hint = The man on d5 is diagonal to yours and safe; the man on b4 stands beside yours with a4 empty.
lessons-medea-step-multiple-capture = After a jump the man goes on capturing as long as it can, all in one move: take three men.
lessons-medea-step-multiple-capture-hint = Up the c file over c3 and c5, then sideways over d6.
lessons-medea-step-backwards-twice = A capture may run backwards all the way: take both men.
lessons-medea-step-backwards-twice-hint = Down the d file over d5 and then over d3.
lessons-medea-step-over-the-far-rank = A man that reaches the far rank in the middle of a capture must go on capturing, and stays a man if it ends elsewhere: take all three men.
lessons-medea-step-over-the-far-rank-hint = Over c7 to c8, over d8 to e8, then back over e7 to e6.
lessons-medea-step-over-the-far-rank-done = Only where a move ends counts for crowning.
lessons-medea-step-majority-rule = You must make the capture that takes the most pieces: try taking the man on e4 alone, see it refused, then take two.
lessons-medea-step-majority-rule-hint = Jump d5 upwards to d6, and from there the man on e6 sideways to f6.
lessons-medea-step-majority-rule-done = Among captures of the same size you choose freely; a king counts as one piece like a man.

## king

lessons-medea-stage-king = The king
lessons-medea-step-king-slide = A king moves like a chess queen, as far as it likes in any of eight directions: bring your king from h1 to a8 in one move.
lessons-medea-step-king-slide-hint = The long diagonal from h1 to a8 is empty all the way.
lessons-medea-step-king-long-capture = A king captures from afar, along a rank or a file only: take the black king on d5.
lessons-medea-step-king-long-capture-hint = Go up the d file over the empty squares, jump the king and land on any empty square beyond it.
lessons-medea-step-king-only-straight = Like a man, a king captures only along files and ranks, never on a diagonal: take a man.
lessons-medea-step-king-only-straight-hint = The man on e3 is on your king's diagonal and safe; the c file leads over c5.
lessons-medea-step-king-two-lines = A king may turn after each jump, and must stop where it can go on capturing: take both men.
lessons-medea-step-king-two-lines-hint = Jump a3 and stop on a6, on the rank of c6; then jump c6.
lessons-medea-step-king-takes-the-most = The majority rule counts for kings too: make the largest capture on the board.
lessons-medea-step-king-takes-the-most-hint = Your man can take one piece, your king two, up the c file.

## turkish-strike

lessons-medea-stage-turkish-strike = The Turkish strike
lessons-medea-step-turkish-strike = Pieces you jump stay on the board until your move is over, they block your way and cannot be jumped twice, which is the Turkish strike: take four pieces.
lessons-medea-step-turkish-strike-hint = Going round by a4, d4 and d1 back to a1 takes four; the man on a3, jumped first, still stands and bars the way up to a6.
lessons-medea-step-turkish-strike-done = Without the Turkish strike the king could have gone round and on up the a file for a fifth piece; the pieces taken all leave together at the end.

## chakras

lessons-medea-stage-chakras = Chakras
lessons-medea-step-chakra-move = Instead of a piece you may move one of your empty chakras one square in any direction: move a chakra.
lessons-medea-step-chakra-move-hint = Your chakras are on a2 and h2; a chakra move is written with a C, like Ca2-b3.
lessons-medea-step-chakra-not-onto-chakra = A chakra may not move onto another chakra: try Ca2-b3, then move one of your chakras.
lessons-medea-step-chakra-not-onto-chakra-hint = b3 is your other chakra; any empty square around a2 or b3 that is not a chakra will do.
lessons-medea-step-occupied-chakra-stays = Only an empty chakra may move: try moving the one under your man, then move the other.
lessons-medea-step-occupied-chakra-stays-hint = Your man stands on a2, so that chakra stays; h2 is empty.
lessons-medea-step-no-chakra-move-while-capturing = A chakra move is not a capture, so it is not allowed while a capture is possible: try it, then capture.
lessons-medea-step-no-chakra-move-while-capturing-hint = Take the man on e4 sideways.
lessons-medea-step-transmission = A piece that steps onto your empty chakra goes straight on to your other chakra: send your man from b1 to h2.
lessons-medea-step-transmission-hint = Step onto your chakra on a2 and the man travels on to h2.
lessons-medea-step-transmission-from-the-start = In the starting position four men can use the chakras at once: send a man to h2.
lessons-medea-step-transmission-from-the-start-hint = A man stepping onto a2 goes on to h2; one stepping onto h2 goes on to a2.
lessons-medea-step-transmission-blocked = A man cannot be sent to a chakra where a man of yours stands: clear h2, then send the man from b1 there.
lessons-medea-step-transmission-blocked-hint = Step the man off h2 first; next move b1-a2 goes on to h2.
lessons-medea-step-king-transmits = A king that ends a move on your empty chakra is transmitted too: send your king to h2.
lessons-medea-step-king-transmits-hint = Slide down the diagonal from d5 to a2.
lessons-medea-step-no-transmission-after-capture = A capture that ends on your chakra does not transmit: take the man on a3.
lessons-medea-step-no-transmission-after-capture-hint = Jump backwards over a3; your man stays on a2.
lessons-medea-step-replacement = When an enemy piece stands on your other chakra, a piece sent there captures it: take the black man on h2 by replacement.
lessons-medea-step-replacement-hint = Step from b1 onto your chakra on a2: your man arrives on h2 and the black man there is captured.
lessons-medea-step-replacement-done = A capture by replacement takes one piece, so here it was as good as the jump.
lessons-medea-step-replacement-is-compulsory = A capture by replacement is a capture, so when there is no jump it must be made: try another move, then capture.
lessons-medea-step-replacement-is-compulsory-hint = b1-a2 sends your man to h2, where the black man stands.
lessons-medea-step-move-a-chakra-to-capture = Bring a chakra where your man can step onto it, and capture the black man on h2 by replacement.
lessons-medea-step-move-a-chakra-to-capture-hint = Move the chakra from c4 to c5 or d5, then step the man onto it.
lessons-medea-step-crown-by-transmission = Your second chakra is on h8, on the far rank: crown your man at once by sending it there.
lessons-medea-step-crown-by-transmission-hint = Step onto your chakra on a2: the man goes on to h8 and is crowned there.
lessons-medea-step-enemy-chakra = Stepping onto the opponent's chakra transmits nothing: step onto a7 and stay there.
lessons-medea-step-enemy-chakra-hint = a7 is Black's chakra, diagonally ahead of your man.

## end

lessons-medea-stage-end = The end of the game
lessons-medea-step-take-the-last-piece = A player with no men and no kings left has lost, and so has one who cannot move: take Black's last piece.
lessons-medea-step-take-the-last-piece-hint = The man on e4 is Black's only piece.
lessons-medea-step-take-the-last-piece-done = A game is drawn when a position comes back a third time, or after 50 moves by each side without a capture or a man's step.

## tactics

lessons-medea-stage-tactics = Combinations
lessons-medea-step-give-one-take-two = Give a man so that Black must capture into a double capture: win two men in two moves.
lessons-medea-step-give-one-take-two-hint = Step d4-d5: Black must take it, landing on c5, and b5 then jumps c5 and d6.
