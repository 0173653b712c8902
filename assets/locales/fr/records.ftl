# The records dialog: save the game as a record, copy it or its link, open a saved record, a
# pasted one or (on the desktop) a file.

# The first part: the game on the screen.
records-this-game = Cette partie
# The name to save the game under (a file's name).
records-name = Nom
records-save-text = Enregistrer en texte
records-save-json = Enregistrer en JSON
records-copy = Copier dans le presse-papiers
# The notice after a save; $file is the file's name.
records-saved-as = Enregistrée sous { $file }.
records-copied = La partie est dans le presse-papiers.
records-copy-link = Copier le lien
    .tooltip = Un lien qui ouvre cette partie, prête à être continuée ou parcourue
records-link-copied = Le lien vers cette partie est dans le presse-papiers.

# The second part: the records saved, each with its buttons.
records-saved = Parties enregistrées
records-none-yet = Aucune pour l’instant.
records-open = Ouvrir
records-delete = Supprimer
# The notice when a saved record is no longer there; $name is its file's name.
records-gone = { $name } n’existe plus.
# Where the records are kept: a folder or the browser's storage.
records-kept-in = Conservées dans { $place }

# The third part: a record to open.
records-open-a-record = Ouvrir une partie
# The hint in the empty box for a pasted record.
records-paste-here = Collez une partie ici (texte ou JSON)
records-open-pasted = Ouvrir la partie collée
# What the replay calls a pasted record.
records-pasted-name = La partie collée
# The box for a record file's path (desktop).
records-file = Fichier
