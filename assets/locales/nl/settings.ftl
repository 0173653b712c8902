# The settings window.

settings-language = Taal
# The first choice of the language picker: the system's (the browser's) language.
settings-language-system = Systeem ({ $language })
settings-animation = Animatie
settings-motion = Beweging
settings-motion-reduce = Minder beweging
    .tooltip = Stenen en stukken verplaatsen zich meteen, zonder animatie (zoals het systeem wil, tenzij je hier iets kiest)
settings-sound = Geluid
settings-mute = Dempen
settings-coordinates = Coördinaten
settings-coordinates-show = Letters en cijfers tonen
settings-stones = Stenen
settings-stones-plain = Effen
settings-stones-symbols = Met symbolen
    .tooltip = Een stip op de zwarte kant en een ring op de witte kant
settings-palette = Kleuren
settings-palette-standard = Standaard
    .tooltip = De gewone kleuren
settings-palette-colour-safe = Kleurenblind
    .tooltip = Markeringen die ook bij rood-groen- en blauw-geelblindheid te onderscheiden zijn
settings-palette-high-contrast = Hoog contrast
    .tooltip = Zuiver zwarte en witte stenen en schijven, op een bord dat ze doet uitkomen
settings-pieces = Stukken
settings-pieces-letters = Letters op de stukken
    .tooltip = Pillars of Medusa: de letter van elk stuk op de bovenkant
settings-turns = Beurten
settings-turns-by-hand = Elke beurt zelf beëindigen
    .tooltip = Anders eindigt een beurt vanzelf zodra er niets meer te doen is
settings-chat = Online chat
settings-chat-on = Chatten in online partijen
    .tooltip = Uit: de chat wordt uitgezet in elke online partij die je speelt
settings-panel-size = Paneelgrootte
# The panel's size as a percentage.
settings-panel-percent = { $percent }%
settings-view = Beeld
# Where the settings are kept: a file or the browser's storage.
settings-kept-in = Bewaard in { $place }
