# The glossary: each term the lessons explain, its name and what it means; a step of a
# course lists the terms it explains first (assets/lessons/<game>.json, "terms").

glossary-cell = Cell
glossary-cell-meaning = A place on the Medusa board where a stone may stand; it is named by a letter and a number, like j11.

glossary-hole = Hole
glossary-hole-meaning = One of the dark hexagons of the Medusa board: no stone stands on it, and the six cells around it are a rosette site.

glossary-point = Point
glossary-point-meaning = A place on the Lotus board where lines meet and a stone may stand, numbered 1 to 72 from the top.

glossary-komi = Komi
glossary-komi-meaning = The points the second player is given at the start to make up for moving second: the marker starts on his side.

glossary-liberty = Liberty
glossary-liberty-meaning = An empty cell or point next to a stone or group. A group left without liberties is reversed.

glossary-group = Group
glossary-group-meaning = Stones of one colour joined by neighbouring cells or points; a group shares its liberties.

glossary-reversal = Reversal
glossary-reversal-meaning = Capture in Medusa and Lotus: the stones are turned over to the other colour, never taken off the board.

glossary-suicide = Suicide
glossary-suicide-meaning = A placement that leaves its own group without a liberty and captures nothing: the group is reversed at once. It is legal.

glossary-second-reversal = Second reversal
glossary-second-reversal-meaning = When a group that has just captured is left without a liberty and holds no rosette or lotus, it is reversed in turn.

glossary-line = Line
glossary-line-meaning = A straight row of neighbouring cells on the Medusa board (a row, a column or a diagonal); jumps follow the lines.

glossary-jump = Jump
glossary-jump-meaning = How a group of two or more stones moves: one stone jumps over its friends along a line to the first empty cell beyond.

glossary-right-to-move = Right to move
glossary-right-to-move-meaning = Each group may move once a turn; a group that moved, or that a moved stone lands next to, has lost its right for that turn.

glossary-rosette = Rosette
glossary-rosette-meaning = Six stones of one colour on the six cells around a hole. A group holding a rosette can never be reversed.

glossary-lotus = Lotus
glossary-lotus-meaning = Six stones of one colour on the corners of one of the seven hexagons of the Lotus board. A group holding a lotus can never be reversed.

glossary-marker = Marker
glossary-marker-meaning = The counter on the points track: a turn without a placement moves it one point towards the player, and its points count at the end.

glossary-pass = Pass
glossary-pass-meaning = A turn without a placement (in Medusa also without a move). Two passes one after the other end the game.

glossary-territory = Territory
glossary-territory-meaning = Empty cells or points surrounded by one colour only; they count for that player at the end.

glossary-dead-stones = Dead stones
glossary-dead-stones-meaning = Stones that cannot escape capture; after the two final passes the players agree on them, and they are reversed before the count.

glossary-count = Count
glossary-count-meaning = At the end each player counts his stones, his territory and the marker's points on his side; the higher count wins.

glossary-man = Man
glossary-man-meaning = Medea's ordinary piece: it steps one square forward, straight or diagonally, and captures by short jumps straight in any of four directions.

glossary-king = King
glossary-king-meaning = A crowned man in Medea: it moves like a chess queen and captures by long jumps along a file or rank.

glossary-compulsory-capture = Compulsory capture
glossary-compulsory-capture-meaning = In Medea a capture must be made when one is possible, and the one that takes the most pieces.

glossary-turkish-strike = Turkish strike
glossary-turkish-strike-meaning = Pieces jumped during a capture stay on the board until the move ends: they cannot be jumped twice and they block the way.

glossary-crowning = Crowning
glossary-crowning-meaning = A man that ends its move on the far rank becomes a king; passing over it during a capture is not enough.

glossary-chakra = Chakra
glossary-chakra-meaning = One of the two special squares each Medea player owns. An empty chakra is an ordinary square; a player may move his empty chakra one square instead of a piece.

glossary-transmission = Transmission
glossary-transmission-meaning = The Transmitter: a piece that steps onto its player's empty chakra without capturing goes on at once to his other chakra.

glossary-replacement = Capture by replacement
glossary-replacement-meaning = A transmitted piece that arrives on a chakra with an enemy piece on it captures that piece.

glossary-file-and-rank = File and rank
glossary-file-and-rank-meaning = A file is a column of squares (a to h, or a to k), a rank a row of squares (1, 2, 3 ...), counted from White's side.

glossary-draw = Draw
glossary-draw-meaning = A game that nobody wins: by the third repetition of a position, by a long run of moves without progress, or by agreement.

glossary-sword = Sword
glossary-sword-meaning = The pawn of Pillars of Medusa: it steps straight forward, captures one square diagonally forward, and becomes a Medusa on the last rank.

glossary-tower = Tower
glossary-tower-meaning = Moves any distance along a file or rank, like a chess rook.

glossary-horse = Horse
glossary-horse-meaning = Leaps like a chess knight: two squares one way and one to the side.

glossary-advisor = Advisor
glossary-advisor-meaning = Moves any distance along a diagonal, like a chess bishop.

glossary-mounted-advisor = Mounted Advisor
glossary-mounted-advisor-meaning = Moves as an Advisor or leaps as a Horse.

glossary-queen = Queen
glossary-queen-meaning = Moves any distance along files, ranks and diagonals.

glossary-serpent = Serpent
glossary-serpent-meaning = Moves as a Queen or leaps as a Horse.

glossary-pillar = Pillar
glossary-pillar-meaning = Moves as a Tower or leaps as a Horse; it never castles.

glossary-medusa = Medusa
glossary-medusa-meaning = The piece that moves like a Queen but at most three squares, and turns every enemy piece next to her to stone.

glossary-gaze = Medusa's gaze
glossary-gaze-meaning = Every enemy piece on the squares next to a Medusa is turned to stone; Medusas themselves are immune.

glossary-stone = Turned to stone
glossary-stone-meaning = A frozen piece cannot move, gives no check and defends nothing, but it still blocks and can be captured; it is free again once no enemy Medusa stands next to it.

glossary-morph = Morph
glossary-morph-meaning = A piece that starts as an Advisor and, when it captures, may take the form of what it captured.

glossary-castling = Castling
glossary-castling-meaning = The King and an unmoved Tower exchange squares when the squares between them are empty and the King is not attacked on his way.

glossary-check = Check
glossary-check-meaning = A King attacked by an enemy piece that is not turned to stone; the player must end the check at once.

glossary-mate = Checkmate
glossary-mate-meaning = A King in check with no legal move to escape: the game is lost.

glossary-stalemate = Stalemate
glossary-stalemate-meaning = The player to move is not in check but has no legal move: the game is a draw.

glossary-promotion = Promotion
glossary-promotion-meaning = A Sword that reaches the last rank becomes a Medusa at once.

glossary-majority-rule = Majority rule
glossary-majority-rule-meaning = Of all the captures possible, a Medea player must make one that takes the most pieces; a king counts as one piece.
