# The web page around the game, before the game itself has started (shown by the page's
# script, so plain messages only: no plurals; the arguments are replaced as they are).

# While the game downloads: megabytes received so far.
page-loading = Laden… { $received } MB
# While the game downloads: megabytes received of the whole.
page-loading-of = Laden… { $received } van { $total } MB
# Once downloaded, while the game starts.
page-starting = Starten…
# An error stopped the game; $error is the browser's message.
page-stopped = Het spel is gestopt: { $error }
# The game could not start; $error is the browser's message.
page-not-started = Het spel kon niet starten: { $error }
page-no-webgl = Medusa heeft WebGL2 nodig, en deze browser biedt dat niet (of heeft het uitgeschakeld). Een recente versie van Firefox, Chrome, Edge of Safari werkt wel.
