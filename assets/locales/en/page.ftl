# The web page around the game, before the game itself has started (shown by the page's
# script, so plain messages only: no plurals; the arguments are replaced as they are).

# While the game downloads: megabytes received so far.
page-loading = Loading… { $received } MB
# While the game downloads: megabytes received of the whole.
page-loading-of = Loading… { $received } of { $total } MB
# Once downloaded, while the game starts.
page-starting = Starting…
# An error stopped the game; $error is the browser's message.
page-stopped = The game stopped: { $error }
# The game could not start; $error is the browser's message.
page-not-started = The game could not start: { $error }
page-no-webgl = Medusa needs WebGL2, which this browser does not offer (or has turned off). A recent Firefox, Chrome, Edge or Safari will do.
