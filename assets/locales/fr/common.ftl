# Words several screens share.

# The dialogs' window titles.
dialog-settings = Réglages
dialog-records = Parties
dialog-help = Aide

# The animation speeds.
speed-off = Aucune
speed-fast = Rapide
speed-normal = Normale
speed-slow = Lente

# The view buttons, with their keys in the tooltips.
view-reset = Vue initiale
view-top-down = Vue de dessus

# The button that dismisses a notice.
notice-dismiss = Fermer
