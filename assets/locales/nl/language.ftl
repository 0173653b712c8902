# Woordenlijst (glossary) for translators: the same word for the same thing in every file.
#
# Everywhere: turn = beurt; move (Medea, Pillars) = zet; to move = aan zet; White/Black = Wit/Zwart;
#   record = partij (a saved game: opgeslagen partij); replay = terugkijken; hint = tip;
#   resign = opgeven; draw = remise; undo = terugnemen; analyse = analyseren;
#   inaccuracy / mistake / blunder = onnauwkeurigheid / fout / blunder.
# Medusa, Lotus (Go): stone = steen; group = groep; liberty = vrijheid; cell = veld;
#   point (Lotus) = punt; vacant = leeg; place = plaatsen; placement = plaatsing;
#   move a group = een groep verplaatsen; movement = verplaatsing; pass = passen (een pas);
#   complete pass = volledige pas; turn over / reversal = omdraaien / omkering;
#   second reversal = tweede omkering; rosette = rozet; lotus = lotus; dark hex = donkere zeshoek;
#   dead/alive = dood/levend; territory = gebied; marker = marker; marker track = markerspoor;
#   komi = komi; count = telling.
# Medea (draughts): man = schijf; king = dam; crowned = wordt dam; capture = slaan (slag);
#   take the most = meerslag; long leap = lange slag; chakra = chakra (de chakra, chakra's);
#   transmitter = zender; transmission = doorzending; capture by replacement = slag door vervanging;
#   rank / file = rij / lijn; far row = laatste rij.
# Pillars of Medusa (the game's name is kept): Sword = Zwaard (het); Tower = Toren; Horse = Paard (het);
#   Advisor = Raadsheer; Mounted Advisor = Bereden Raadsheer; Queen = Dame; King = Koning;
#   Serpent = Slang; Pillar = Zuil; Medusa = Medusa; Morph = Morph; gaze = blik;
#   turned to stone (frozen) = versteend; castle = rokeren; check = schaak; checkmate = schaakmat;
#   stalemate = pat; promote = promoveren; Turkish Great Chess = Turks grootschaak.
#   Pillars' pieces are capitalised as names; announce.ftl chooses het/de by the piece's name
#   (het Zwaard, het Paard, de others): rename a piece there too.

# The language's own name, in the language picker.
language-name = Nederlands
