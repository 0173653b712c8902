# The lotus course's words: its title, each stage's title, and each step's instruction,
# hint and closing sentence, by the ids in assets/lessons/lotus.json.
lessons-lotus-title = Learn Lotus

## points-and-lines

lessons-lotus-stage-points-and-lines = The Kensington board
lessons-lotus-step-neighbours = Stones go on the points where lines meet, and two points joined by a line are neighbours: fill the last liberty of the white stone on 1.
lessons-lotus-step-neighbours-hint = Point 1 is joined to 2, 8 and 5; only 5 is empty.
lessons-lotus-step-neighbours-done = Black moves first in Lotus, and a turn is one placement or a pass: there is no movement.
lessons-lotus-step-group-liberties = Stones joined by a line form a group that is reversed as one: turn the white pair on 13 and 19.
lessons-lotus-step-group-liberties-hint = The pair's neighbours are 9, 6, 12, 27, 24 and 18; only 18 is still empty, so it is their one liberty.

## second-reversal

lessons-lotus-stage-second-reversal = The second reversal
lessons-lotus-step-capture-and-lose = A group that captures but is left without a liberty is reversed again: take the white stone on 2 by playing 1, and watch your group turn white.
lessons-lotus-step-capture-and-lose-hint = 1 is the last liberty of the white stone on 2 and of your group 6, 8, 12; after the capture the group has none.

## lotuses

lessons-lotus-stage-lotuses = Lotuses
lessons-lotus-step-make-a-lotus = Six stones of one colour on the corners of a hexagon make a lotus: complete the lotus of the hexagon 9, 13, 14, 19, 20, 24.
lessons-lotus-step-make-a-lotus-hint = The hexagon's corners are 9, 13, 14, 19, 20 and 24; 20 is still empty.
lessons-lotus-step-lotus-lives = A group holding a lotus is never reversed, even with no liberty: complete your lotus on 20 though it fills your last liberty.
lessons-lotus-step-lotus-lives-hint = 20 is the last empty point beside your group and the sixth corner of the hexagon.

## marker

lessons-lotus-stage-marker = Passing and the marker
lessons-lotus-step-pass-for-a-point = A pass moves the marker one point towards you, and the marker's points count at the end: pass to gain a point.
lessons-lotus-step-pass-for-a-point-hint = Press pass instead of placing a stone.
