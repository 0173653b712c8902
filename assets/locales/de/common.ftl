# Words several screens share.

# The dialogs' window titles.
dialog-settings = Einstellungen
dialog-records = Partien
dialog-help = Hilfe

# The animation speeds.
speed-off = Aus
speed-fast = Schnell
speed-normal = Normal
speed-slow = Langsam

# The view buttons, with their keys in the tooltips.
view-reset = Ansicht zurücksetzen
view-top-down = Von oben

# The button that dismisses a notice.
notice-dismiss = Schließen
