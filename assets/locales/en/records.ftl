# The records dialog: save the game as a record, copy it or its link, open a saved record, a
# pasted one or (on the desktop) a file.

# The first part: the game on the screen.
records-this-game = This game
# The name to save the game under (a file's name).
records-name = Name
records-save-text = Save as text
records-save-json = Save as JSON
records-copy = Copy to the clipboard
# The notice after a save; $file is the file's name.
records-saved-as = Saved as { $file }.
records-copied = The record is on the clipboard.
records-copy-link = Copy link
    .tooltip = A link that opens this game, ready to continue or step through
records-link-copied = The link to this game is on the clipboard.

# The second part: the records saved, each with its buttons.
records-saved = Saved records
records-none-yet = None yet.
records-open = Open
records-delete = Delete
# The notice when a saved record is no longer there; $name is its file's name.
records-gone = { $name } is gone.
# Where the records are kept: a folder or the browser's storage.
records-kept-in = Kept in { $place }

# The third part: a record to open.
records-open-a-record = Open a record
# The hint in the empty box for a pasted record.
records-paste-here = Paste a record here (text or JSON)
records-open-pasted = Open the pasted record
# What the replay calls a pasted record.
records-pasted-name = The pasted record
# The box for a record file's path (desktop).
records-file = File
