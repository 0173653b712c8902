# The medusa course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/medusa.json.
lessons-medusa-title = Learn Medusa

## placing

lessons-medusa-stage-placing = Placing stones
lessons-medusa-step-place-a-stone = White moves first, and a turn may begin by placing one stone on any empty cell: place a white stone on j11.
lessons-medusa-step-place-a-stone-hint = Cells are named by a letter and a number; j11 is just above the dark centre hole j10.

## reversal

lessons-medusa-stage-reversal = Liberties and reversal
lessons-medusa-step-last-liberty = A group with no empty cell beside it is turned over to the other colour: fill the last liberty of the black stone on j9.
lessons-medusa-step-last-liberty-hint = j9 touches i8, i9, k10 and k9; only k9 is still empty.
lessons-medusa-step-last-liberty-done = Stones are never taken off in Medusa: the captured stone is reversed and now fights for you.
lessons-medusa-step-reverse-a-group = A whole group is reversed at once when its last liberty is filled: turn the black pair on j9 and k9.
lessons-medusa-step-reverse-a-group-hint = The pair has one empty neighbour left, on l9.

## suicide

lessons-medusa-stage-suicide = Suicide
lessons-medusa-step-suicide = A stone placed where its group has no liberty, capturing nothing, is reversed at once: see it by placing a white stone on j9.
lessons-medusa-step-suicide-hint = All four neighbours of j9 are black, so a white stone there has no liberty.
lessons-medusa-step-suicide-done = Suicide is legal: the stone now belongs to your opponent and joins his stones beside it, usually a gift, but sometimes it ties his stones into one group that you then capture.

## movement

lessons-medusa-stage-movement = Moving a group
lessons-medusa-step-jump = A group of two or more stones moves when one stone jumps over its friends in a straight line to the first empty cell: jump from i9 over j9 to k9.
lessons-medusa-step-jump-hint = Row 9 is a straight line: i9, j9, k9. A turn that only moves is written with a dash first: - i9-k9.
lessons-medusa-step-jump-to-capture = A stone that lands by a jump captures just as a placed one does: jump your pair's stone onto k9 to reverse the black stone on l9.
lessons-medusa-step-jump-to-capture-hint = Jump i9 over j9: it lands on k9, the last liberty of l9.
lessons-medusa-step-jump-to-capture-done = Placing on k9 would also capture, but the jump keeps your placement for another cell.

## rosettes

lessons-medusa-stage-rosettes = Rosettes
lessons-medusa-step-make-a-rosette = Six stones of one colour around a dark hole make a rosette: complete the rosette around the centre j10.
lessons-medusa-step-make-a-rosette-hint = Around j10 stand i9, i10, j9, j11 and k10; k11 is the one missing.
lessons-medusa-step-rosette-lives = A group holding a rosette is never reversed, even with no liberty: complete your rosette on k11 though it fills your last liberty.
lessons-medusa-step-rosette-lives-hint = k11 is the last empty cell next to your group and the sixth cell of the rosette.
lessons-medusa-step-rosette-lives-done = With a rosette a group lives for good: nothing can reverse it.
lessons-medusa-step-capture-into-rosette = A group that captures and is then left without a liberty is reversed in turn, the second reversal, unless it holds a rosette: capture the black stone on j9 and keep your stones white.
lessons-medusa-step-capture-into-rosette-hint = k9 is the last liberty of j9 and of your group; with j9 turned, the six cells around the hole j8 are all yours.
lessons-medusa-step-capture-into-rosette-done = Before filling a last liberty, count the liberties your own group will have afterwards: without the rosette it would have turned black.

## marker

lessons-medusa-stage-marker = The marker
lessons-medusa-step-pass-for-a-point = A turn without placing a stone moves the marker one point towards you: pass to gain a point.
lessons-medusa-step-pass-for-a-point-hint = Your stone on k10 is in no danger and nothing else needs a stone: press pass.
lessons-medusa-step-move-for-a-point = A turn that only moves, without a placement, gains the marker point too: move your pair without placing.
lessons-medusa-step-move-for-a-point-hint = Jump i9 over j9 to k9 and end the turn without placing.

## end-and-count

lessons-medusa-stage-end-and-count = The end and the count
lessons-medusa-step-count-territory = Your count is your stones, the empty cells that only your stones surround and the marker's points: close the corner so that a1 is yours.
lessons-medusa-step-count-territory-hint = The corner a1 touches only a2 and b1.
lessons-medusa-step-end-by-passing = The game ends when both players pass one after the other, and the higher count wins: you are ahead, so pass to end the game.
lessons-medusa-step-end-by-passing-hint = Press pass: Black passes too, which ends the game, and your stones and the corner a1 outcount his one stone.
lessons-medusa-step-end-by-passing-done = After the two passes the players agree on dead groups, which are reversed before the count.
