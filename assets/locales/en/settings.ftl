# The settings window.

settings-language = Language
# The first choice of the language picker: the system's (the browser's) language.
settings-language-system = System ({ $language })
settings-animation = Animation
settings-motion = Motion
settings-motion-reduce = Reduce motion
    .tooltip = Stones and pieces move at once, without animation (as the system prefers unless chosen here)
settings-sound = Sound
settings-mute = Mute
settings-coordinates = Coordinates
settings-coordinates-show = Show letters and numbers
settings-stones = Stones
settings-stones-plain = Plain
settings-stones-symbols = With symbols
    .tooltip = A dot on black faces and a ring on white faces
settings-palette = Colours
settings-palette-standard = Standard
    .tooltip = Usual colours
settings-palette-colour-safe = Colour-blind safe
    .tooltip = Highlights told apart with red-green and blue-yellow colour blindness
settings-palette-high-contrast = High contrast
    .tooltip = Pure black and white stones and men, on board wood that sets them off
settings-pieces = Pieces
settings-pieces-letters = Letters on the pieces
    .tooltip = Pillars of Medusa: each piece's letter on its top
settings-turns = Turns
settings-turns-by-hand = End every turn myself
    .tooltip = Otherwise a turn that can do nothing more ends by itself
settings-chat = Online chat
settings-chat-on = Chat in online games
    .tooltip = Off, the chat is turned off in each online game you play
settings-panel-size = Panel size
# The panel's size as a percentage.
settings-panel-percent = { $percent }%
settings-view = View
# Where the settings are kept: a file or the browser's storage.
settings-kept-in = Kept in { $place }
