# Words several screens share.

# The dialogs' window titles.
dialog-settings = Instellingen
dialog-records = Partijen
dialog-help = Help

# The animation speeds.
speed-off = Uit
speed-fast = Snel
speed-normal = Normaal
speed-slow = Langzaam

# The view buttons, with their keys in the tooltips.
view-reset = Beeld herstellen
view-top-down = Bovenaanzicht

# The button that dismisses a notice.
notice-dismiss = Sluiten
