# Words several screens share.

# The dialogs' window titles.
dialog-settings = Settings
dialog-records = Records
dialog-help = Help

# The animation speeds.
speed-off = Off
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow

# The view buttons, with their keys in the tooltips.
view-reset = Reset view
view-top-down = Top-down

# The button that dismisses a notice.
notice-dismiss = Dismiss
