# The records dialog: save the game as a record, copy it or its link, open a saved record, a
# pasted one or (on the desktop) a file.

# The first part: the game on the screen.
records-this-game = Diese Partie
# The name to save the game under (a file's name).
records-name = Name
records-save-text = Als Text speichern
records-save-json = Als JSON speichern
records-copy = In die Zwischenablage kopieren
# The notice after a save; $file is the file's name.
records-saved-as = Gespeichert als { $file }.
records-copied = Die Partie ist in der Zwischenablage.
records-copy-link = Link kopieren
    .tooltip = Ein Link, der diese Partie öffnet, zum Weiterspielen oder Nachspielen
records-link-copied = Der Link zu dieser Partie ist in der Zwischenablage.

# The second part: the records saved, each with its buttons.
records-saved = Gespeicherte Partien
records-none-yet = Noch keine.
records-open = Öffnen
records-delete = Löschen
# The notice when a saved record is no longer there; $name is its file's name.
records-gone = { $name } ist nicht mehr vorhanden.
# Where the records are kept: a folder or the browser's storage.
records-kept-in = Ablageort: { $place }

# The third part: a record to open.
records-open-a-record = Partie öffnen
# The hint in the empty box for a pasted record.
records-paste-here = Partie hier einfügen (Text oder JSON)
records-open-pasted = Eingefügte Partie öffnen
# What the replay calls a pasted record.
records-pasted-name = Die eingefügte Partie
# The box for a record file's path (desktop).
records-file = Datei
