# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
lessons-lotus-title = Learn Lotus

## starting-position

lessons-lotus-stage-starting-position = The empty board
lessons-lotus-step-first-stone = Lotus starts on an empty board with Black to move and the marker 3 points towards White: place a black stone on 33.
lessons-lotus-step-first-stone-hint = The points are numbered from the top row down, left to right; 33 is a corner of the centre hexagon.
lessons-lotus-step-first-stone-done = White's 3 points are the komi, for moving second; a turn is one placement or a pass, and stones never move.

## points-and-lines

lessons-lotus-stage-points-and-lines = The Kensington board
lessons-lotus-step-neighbours = Two points joined by a line are neighbours, and a stone's empty neighbours are its liberties: fill the last liberty of the white stone on 1.
lessons-lotus-step-neighbours-hint = Point 1 is joined to 2, 8 and 5; only 5 is empty.
lessons-lotus-step-neighbours-done = A stone without liberties is reversed to the other colour: stones never leave the board.
lessons-lotus-step-group-liberties = Stones joined by a line form a group that shares its liberties and is reversed as one: turn the white pair on 13 and 19.
lessons-lotus-step-group-liberties-hint = The pair's neighbours are 9, 6, 12, 27, 24 and 18; only 18 is still empty, so it is their one liberty.
lessons-lotus-step-stones-never-move = In Lotus stones never move once placed: try moving your stone from 11 to 5, then reverse the white pair by placing.
lessons-lotus-step-stones-never-move-hint = The pair 1 and 8 touches 2, 12, 11 and 5; only 5 is empty.
lessons-lotus-step-edge-capture = A point on the rim has only three neighbours: reverse the white stone on 22.
lessons-lotus-step-edge-capture-hint = 22 is joined to 16, 30 and 29; 29 is its last liberty.
lessons-lotus-step-capture-a-pair = A stone goes only on an empty point: try placing on the white stone on 1, then reverse the white pair in the corner.
lessons-lotus-step-capture-a-pair-hint = The pair 1 and 2 touches 8, 6 and 5; only 5 is empty.
lessons-lotus-step-two-liberties = A stone with two liberties takes two turns to catch: reverse the white stone on 22 while White plays elsewhere.
lessons-lotus-step-two-liberties-hint = Its liberties are 29 and 30: fill one, then the other.
lessons-lotus-step-escape = Your stone on 13 has one liberty left: run out so that White cannot catch it.
lessons-lotus-step-escape-hint = Extend to 12; when White takes 18, extend again to 8, which has three empty neighbours.
lessons-lotus-step-save-by-capturing = Your stone on 13 has one liberty, but one of its attackers has only one too: save your stone by capturing.
lessons-lotus-step-save-by-capturing-hint = The white stone on 19 touches 27, 24, 13 and 18; take 18 and 19 turns black, giving 13 a new liberty.
lessons-lotus-step-double-threat = Threaten two white stones with one placement: White can save only one of them.
lessons-lotus-step-double-threat-hint = 16 is a liberty of both 10 and 22; after it, each has one liberty left.

## suicide

lessons-lotus-stage-suicide = Suicide
lessons-lotus-step-suicide = A stone placed where its group has no liberty, capturing nothing, is reversed at once: see it by placing a black stone on 1.
lessons-lotus-step-suicide-hint = All three neighbours of 1 are white, so a black stone there has no liberty.
lessons-lotus-step-suicide-done = Suicide is legal, but here it only gave White a stone.
lessons-lotus-step-capture-is-not-suicide = Captures come first and liberties are counted after: capture by placing on 1, where your stone has no liberty of its own.
lessons-lotus-step-capture-is-not-suicide-hint = 1 is the last liberty of the white pair 2 and 8; once they are black, your stone on 1 has friends with liberties.

## second-reversal

lessons-lotus-stage-second-reversal = The second reversal
lessons-lotus-step-capture-and-lose = A group that captures but is left without a liberty is reversed again: take the white stone on 2 by playing 1, and watch your group turn white.
lessons-lotus-step-capture-and-lose-hint = 1 is the last liberty of the white stone on 2 and of your group 6, 8, 12; after the capture the group has none.
lessons-lotus-step-look-before-capturing = Two white stones can be taken, but one capture would turn your own group white: make the safe capture.
lessons-lotus-step-look-before-capturing-hint = Taking 2 on 1 leaves your group 6, 8, 12 without a liberty; 72 falls safely on 68.

## lotuses

lessons-lotus-stage-lotuses = Lotuses
lessons-lotus-step-make-a-lotus = Six stones of one colour on the corners of a hexagon make a lotus: complete the lotus of the hexagon 9, 13, 14, 19, 20, 24.
lessons-lotus-step-make-a-lotus-hint = The hexagon's corners are 9, 13, 14, 19, 20 and 24; 20 is still empty.
lessons-lotus-step-lotus-lives = A group holding a lotus is never reversed, even with no liberty: complete your lotus on 20 though it fills your last liberty.
lessons-lotus-step-lotus-lives-hint = 20 is the last empty point beside your group and the sixth corner of the hexagon.
lessons-lotus-step-capture-for-a-lotus = A capture can complete a lotus: reverse the white pair so that the hexagon 8, 11, 12, 17, 18, 23 is all black.
lessons-lotus-step-capture-for-a-lotus-hint = The pair 6 and 12 has one liberty left, on 13.
lessons-lotus-step-which-lotus = Make a lotus in one move.
lessons-lotus-step-which-lotus-hint = The right-hand hexagon already holds a white stone on 47; the centre one lacks only 46.
lessons-lotus-step-lower-lotus = Complete the lotus of the lower left hexagon.
lessons-lotus-step-lower-lotus-hint = Its corners are 49, 53, 54, 59, 60 and 64.

## marker

lessons-lotus-stage-marker = Passing and the marker
lessons-lotus-step-pass-for-a-point = A pass moves the marker one point towards you, and the marker's points count at the end: pass to gain a point.
lessons-lotus-step-pass-for-a-point-hint = Press pass instead of placing a stone.
lessons-lotus-step-defend-then-pass = Save your stone on 13 first, and pass for a point only when nothing needs a stone.
lessons-lotus-step-defend-then-pass-hint = Run out by 12 and 8; then nothing is in danger and a pass moves the marker.

## end-and-count

lessons-lotus-stage-end-and-count = The end and the count
lessons-lotus-step-count-territory = Your count is your stones, the empty points only your stones surround and the marker's points: close the corner so that point 1 is yours.
lessons-lotus-step-count-territory-hint = Point 1 touches 8, 2 and 5; with a stone on 5 it is surrounded by black alone.
lessons-lotus-step-count-two-corners = Make your count at least 8 with one stone.
lessons-lotus-step-count-two-corners-hint = You have 5 stones and point 1; closing the corner at 65 makes 72 yours too, while a stone on 72 only adds itself.
lessons-lotus-step-end-by-passing = The game ends when both players pass one after the other, and the higher count wins: you are ahead, so pass to end it.
lessons-lotus-step-end-by-passing-hint = Press pass: White passes too, and your three stones and point 1 outcount White's one stone.
lessons-lotus-step-komi-counts = With the komi the count is 4 to 4, and each pass moves the marker towards the one who passes: win the game.
lessons-lotus-step-komi-counts-hint = If you pass, White passes back and the game ends in a draw; add a stone on open ground first, then pass.
