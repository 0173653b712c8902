# The records dialog: save the game as a record, copy it or its link, open a saved record, a
# pasted one or (on the desktop) a file.

# The first part: the game on the screen.
records-this-game = Deze partij
# The name to save the game under (a file's name).
records-name = Naam
records-save-text = Opslaan als tekst
records-save-json = Opslaan als JSON
records-copy = Naar het klembord kopiëren
# The notice after a save; $file is the file's name.
records-saved-as = Opgeslagen als { $file }.
records-copied = De partij staat op het klembord.
records-copy-link = Link kopiëren
    .tooltip = Een link die deze partij opent, klaar om verder te spelen of na te spelen
records-link-copied = De link naar deze partij staat op het klembord.

# The second part: the records saved, each with its buttons.
records-saved = Opgeslagen partijen
records-none-yet = Nog geen.
records-open = Openen
records-delete = Verwijderen
# The notice when a saved record is no longer there; $name is its file's name.
records-gone = { $name } is er niet meer.
# Where the records are kept: a folder or the browser's storage.
records-kept-in = Bewaard in { $place }

# The third part: a record to open.
records-open-a-record = Een partij openen
# The hint in the empty box for a pasted record.
records-paste-here = Plak hier een partij (tekst of JSON)
records-open-pasted = De geplakte partij openen
# What the replay calls a pasted record.
records-pasted-name = De geplakte partij
# The box for a record file's path (desktop).
records-file = Bestand
