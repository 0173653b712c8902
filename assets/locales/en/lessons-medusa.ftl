# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
lessons-medusa-title = Learn Medusa

## starting-position

lessons-medusa-stage-starting-position = The empty board
lessons-medusa-step-place-a-stone = The game starts on an empty board with White to move and the marker 3 points towards Black: place a white stone on j11.
lessons-medusa-step-place-a-stone-hint = Cells are named by a letter and a number; j11 is just above the dark centre hole j10.
lessons-medusa-step-place-a-stone-done = The 3 points Black starts with are the komi, for moving second.

## reversal

lessons-medusa-stage-reversal = Liberties and reversal
lessons-medusa-step-last-liberty = The empty cells next to a stone are its liberties, and a stone left with none is turned over to the other colour: fill the last liberty of the black stone on j9.
lessons-medusa-step-last-liberty-hint = j9 touches i8, i9, k10 and k9; only k9 is still empty.
lessons-medusa-step-last-liberty-done = Stones are never taken off in Medusa: the captured stone is reversed and now fights for you.
lessons-medusa-step-reverse-a-group = Stones of one colour side by side form a group, which shares its liberties and is reversed as a whole: turn the black pair on j9 and k9.
lessons-medusa-step-reverse-a-group-hint = The pair has one empty neighbour left, on l9.
lessons-medusa-step-hole-is-not-a-cell = A hole is not a cell, so no stone stands on it and it is no liberty: try j10, then reverse the black stone on j9.
lessons-medusa-step-hole-is-not-a-cell-hint = j9's last liberty is k10; the dark j10 beside it does not count.
lessons-medusa-step-capture-two-groups = One stone can take the last liberty of several groups at once: reverse both black stones.
lessons-medusa-step-capture-two-groups-hint = j9 and l9 share their last liberty, k9.
lessons-medusa-step-edge-capture = A cell on the edge has only three neighbours, so a stone there is quickly caught: reverse the black stone on a4.
lessons-medusa-step-edge-capture-hint = a4 touches a3, b5 and a5; a5 is its last liberty.
lessons-medusa-step-two-liberties = A group with two liberties takes two turns to catch, one liberty each turn: reverse the black pair while Black plays elsewhere.
lessons-medusa-step-two-liberties-hint = The pair's liberties are k8 and l9: fill one, then the other.
lessons-medusa-step-escape = Your stone on k10 has one liberty left: save it by adding stones, so that Black cannot fill the last liberty of your group.
lessons-medusa-step-escape-hint = Extend to k11, and when Black takes j11, extend again to k12.

## suicide

lessons-medusa-stage-suicide = Suicide
lessons-medusa-step-suicide = A stone placed where its group has no liberty, capturing nothing, is reversed at once: see it by placing a white stone on j9.
lessons-medusa-step-suicide-hint = All four neighbours of j9 are black, so a white stone there has no liberty.
lessons-medusa-step-suicide-done = Suicide is legal: the stone now belongs to your opponent and joins his stones beside it, usually a gift, but sometimes it ties his stones into one group that you then capture.
lessons-medusa-step-capture-is-not-suicide = Captures are made first and liberties counted after, so a stone placed without a liberty that captures is no suicide: play k9.
lessons-medusa-step-capture-is-not-suicide-hint = k9 has no empty neighbour, but it takes the last liberty of j9, and the reversed stone gives your group liberties.

## movement

lessons-medusa-stage-movement = Moving a group
lessons-medusa-step-jump = A group of two or more stones moves when one stone jumps over its friends along a straight line to the first empty cell: jump from i9 over j9 to k9.
lessons-medusa-step-jump-hint = Row 9 is a straight line: i9, j9, k9. A turn that only moves is written with a dash first: - i9-k9.
lessons-medusa-step-jump-on-a-diagonal = Every cell lies on two lines, a row, a column or a diagonal: jump your pair from i8 up the diagonal to k10.
lessons-medusa-step-jump-on-a-diagonal-hint = i8, j9 and k10 lie on one diagonal; the jump goes over j9.
lessons-medusa-step-jump-on-a-column = Columns are lines too, cells of one letter side by side: move your pair up the i column to i11.
lessons-medusa-step-jump-on-a-column-hint = Jump from i9 over i10; the column runs i8, i9, i10, i11.
lessons-medusa-step-jump-over-several = A stone may jump over any number of its friends in an unbroken row: move your group to k9.
lessons-medusa-step-jump-over-several-hint = h9 jumps over i9 and j9 and lands on the first empty cell, k9.
lessons-medusa-step-long-jump = Jumps go both ways along a line: move your row of four to f9 in one jump.
lessons-medusa-step-long-jump-hint = j9 jumps back over i9, h9 and g9 to f9.
lessons-medusa-step-jump-to-capture = A stone that lands by a jump captures just as a placed one does: jump your pair's stone onto k9 to reverse the black stone on l9.
lessons-medusa-step-jump-to-capture-hint = Jump i9 over j9: it lands on k9, the last liberty of l9.
lessons-medusa-step-jump-to-capture-done = Placing on k9 would also capture, but the jump keeps your placement for another cell.
lessons-medusa-step-single-stone = A single stone cannot move, but a turn may place a stone first and then move: make a pair and jump in the same turn.
lessons-medusa-step-single-stone-hint = Place on k11, then jump k10 over k11 to k12: the turn is written k11 k10-k12.
lessons-medusa-step-blocked-jump = A jump must land on the first cell beyond its friends, and an enemy stone or the edge there stops it: move your pair the only way it can go.
lessons-medusa-step-blocked-jump-hint = k9 is black, so i9 cannot jump that way; j9 can jump over i9 to h9.
lessons-medusa-step-two-groups = In one turn you may move as many of your groups as you like, each once: move both pairs to the right.
lessons-medusa-step-two-groups-hint = Jump i9 to k9 and i13 to k13 in the same turn: - i9-k9 i13-k13.
lessons-medusa-step-once-a-turn = A group moves at most once a turn: bring your pair to l9, which takes two turns.
lessons-medusa-step-once-a-turn-hint = First i9 to k9; next turn j9 over k9 to l9.
lessons-medusa-step-touched-loses-its-right = A group that a moved stone lands next to loses its right to move this turn: move both pairs, to k9 and to n9.
lessons-medusa-step-touched-loses-its-right-hint = Move l9 to n9 first; i9 may then land on k9, which no longer touches the other pair.
lessons-medusa-step-captured-stones-move = Stones captured by your placement are yours at once and may move in the same turn: capture the pair and jump along row 9 to h9.
lessons-medusa-step-captured-stones-move-hint = Place on l9, then jump l9 over k9, j9 and i9 to h9: l9 l9-h9.
lessons-medusa-step-place-and-jump-capture = In one turn, capture one black stone by placing and the other by a jump.
lessons-medusa-step-place-and-jump-capture-hint = Place on a5 to take a4, then jump i9 over j9 to k9 to take l9.

## rosettes

lessons-medusa-stage-rosettes = Rosettes
lessons-medusa-step-make-a-rosette = Six stones of one colour around a dark hole make a rosette: complete the rosette around the centre j10.
lessons-medusa-step-make-a-rosette-hint = Around j10 stand i9, i10, j9, j11 and k10; k11 is the one missing.
lessons-medusa-step-rosette-lives = A group holding a rosette is never reversed, even with no liberty: complete your rosette on k11 though it fills your last liberty.
lessons-medusa-step-rosette-lives-hint = k11 is the last empty cell next to your group and the sixth cell of the rosette.
lessons-medusa-step-rosette-lives-done = With a rosette a group lives for good: nothing can reverse it.
lessons-medusa-step-rosette-is-safe = Filling the last liberty of a group with a rosette does nothing: capture what can be captured.
lessons-medusa-step-rosette-is-safe-hint = The black group around b2 holds a rosette; the stone on j9 does not.
lessons-medusa-step-capture-into-rosette = A group that captures and is then left without a liberty is reversed in turn, the second reversal, unless it holds a rosette: capture the black stone on j9 and keep your stones white.
lessons-medusa-step-capture-into-rosette-hint = k9 is the last liberty of j9 and of your group; with j9 turned, the six cells around the hole j8 are all yours.
lessons-medusa-step-capture-into-rosette-done = Before filling a last liberty, count the liberties your own group will have afterwards: without the rosette it would have turned black.
lessons-medusa-step-rosette-on-the-edge = Holes near the edge have rosettes too: complete the one around b2.
lessons-medusa-step-rosette-on-the-edge-hint = Around b2 stand a1, a2, b1, b3 and c2; c3 is missing.
lessons-medusa-step-rosette-by-a-jump = A rosette may also be completed by a jump: finish the rosette around j10 by moving a stone, not by placing one.
lessons-medusa-step-rosette-by-a-jump-hint = i8 can jump over j9 along the diagonal and land on k10.

## marker

lessons-medusa-stage-marker = The marker
lessons-medusa-step-pass-for-a-point = A turn without placing a stone moves the marker one point towards you: pass to gain a point.
lessons-medusa-step-pass-for-a-point-hint = Your stone on k10 is in no danger and nothing else needs a stone: press pass.
lessons-medusa-step-move-for-a-point = A turn that only moves, without a placement, gains the marker point too: move your pair without placing.
lessons-medusa-step-move-for-a-point-hint = Jump i9 over j9 to k9 and end the turn without placing.
lessons-medusa-step-rosette-and-a-point = Complete your rosette and gain a marker point in the same turn.
lessons-medusa-step-rosette-and-a-point-hint = A placement on k13 makes the rosette but earns no point; a jump onto k13 does both.
lessons-medusa-step-capture-and-a-point = In two turns, reverse the black stone on l9 and gain a marker point.
lessons-medusa-step-capture-and-a-point-hint = Make a pair with j9, then capture next turn by a jump, which needs no placement.

## end-and-count

lessons-medusa-stage-end-and-count = The end and the count
lessons-medusa-step-count-territory = Your count is your stones, the empty cells that only your stones surround and the marker's points: close the corner so that a1 is yours.
lessons-medusa-step-count-territory-hint = The corner a1 touches only a2 and b1.
lessons-medusa-step-end-by-passing = The game ends when both players pass one after the other, and the higher count wins: you are ahead, so pass to end the game.
lessons-medusa-step-end-by-passing-hint = Press pass: Black passes too, which ends the game, and your stones and the corner a1 outcount his one stone.
lessons-medusa-step-end-by-passing-done = After the two passes the players agree on dead groups, which are reversed before the count.
lessons-medusa-step-dead-stone = The black stone on a1 cannot live inside your wall: you need not capture it, so pass and end the game.
lessons-medusa-step-dead-stone-hint = Filling the liberties of a1 gains nothing: the stone is dead either way.
lessons-medusa-step-dead-stone-done = After the two passes the players agree that a1 is dead, and it is reversed before the count.
