# The web page around the game, before the game itself has started (shown by the page's
# script, so plain messages only: no plurals; the arguments are replaced as they are).

# While the game downloads: megabytes received so far.
page-loading = Wird geladen… { $received } MB
# While the game downloads: megabytes received of the whole.
page-loading-of = Wird geladen… { $received } von { $total } MB
# Once downloaded, while the game starts.
page-starting = Wird gestartet…
# An error stopped the game; $error is the browser's message.
page-stopped = Das Spiel wurde abgebrochen: { $error }
# The game could not start; $error is the browser's message.
page-not-started = Das Spiel konnte nicht starten: { $error }
page-no-webgl = Medusa braucht WebGL2, das dieser Browser nicht bietet (oder abgeschaltet hat). Ein aktueller Firefox, Chrome, Edge oder Safari genügt.
