# Glossar (Deutsch), für alle Dateien verbindlich:
#   Partie = game (eine gespielte Partie); Zug = turn und move; Halbzug = ply;
#   Weiß, Schwarz = White, Black; Remis = draw; aufgeben = resign; Tipp = hint;
#   Aufzeichnung/Partie (gespeichert) = record; nachspielen = replay/step through.
#   Medusa, Lotus (Go): Stein, Gruppe, Freiheit, Komi, passen, Gebiet, setzen (place),
#     bewegen/Bewegung (group movement), umdrehen (reverse/turn over), Zweites Umdrehen
#     (second reversal), tote Gruppen markieren, auszählen; Feld = cell (Medusa),
#     Punkt = point (Lotus), dunkles Sechseck/Loch = dark hex; Rosette, Lotus;
#     Marker, Markerleiste = marker, marker track.
#   Medea (Dame): Stein = man (auch allgemein piece), Dame = king, zur Dame werden = be
#     crowned, schlagen, Schlagzwang, Chakra/Chakren, Transmitter, Übertragung
#     (transmission), Schlagen durch Verdrängung (capture by replacement).
#   Pillars of Medusa (Name bleibt): Figur = piece; Schwert = Sword, Turm = Tower,
#     Pferd = Horse, Ratgeber = Advisor, Berittener Ratgeber = Mounted Advisor,
#     Dame = Queen, König = King, Schlange = Serpent, Säule = Pillar, Medusa (Pl. Medusen),
#     Morph; versteinern/versteinert = turn to stone/frozen, Blick = gaze, Schach, matt,
#     Patt, rochieren/Rochade, umwandeln/Umwandlung = promote/promotion,
#     gegnerische Grundreihe = far row.
#   Analyse: Ungenauigkeit, Fehler, Patzer (inaccuracy, mistake, blunder), Wendepunkte.
#   Tasten: Enter, Esc, Strg (Ctrl), Pos1 (Home), Ende (End), Pfeil links/rechts.

# The language's own name, in the language picker.
language-name = Deutsch
