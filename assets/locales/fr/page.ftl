# The web page around the game, before the game itself has started (shown by the page's
# script, so plain messages only: no plurals; the arguments are replaced as they are).

# While the game downloads: megabytes received so far.
page-loading = Chargement… { $received } Mo
# While the game downloads: megabytes received of the whole.
page-loading-of = Chargement… { $received } sur { $total } Mo
# Once downloaded, while the game starts.
page-starting = Démarrage…
# An error stopped the game; $error is the browser's message.
page-stopped = Le jeu s’est arrêté : { $error }
# The game could not start; $error is the browser's message.
page-not-started = Le jeu n’a pas pu démarrer : { $error }
page-no-webgl = Medusa a besoin de WebGL2, que ce navigateur n’offre pas (ou a désactivé). Une version récente de Firefox, Chrome, Edge ou Safari fera l’affaire.
