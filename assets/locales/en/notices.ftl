# The notices: short messages at the foot of a panel when something the player did not ask
# for went wrong or happened. { $error } is the reason as the program found it.

notice-link-room-unreadable = The room in this link cannot be entered: { $error }.
notice-link-game-unreadable = The game in this link could not be read ({ $error }); a new game starts.
notice-last-game-unreadable = The last game could not be read: { $error }
notice-last-game-not-kept = The finished game is not kept: { $error }
notice-lessons-unreadable = The lessons could not be read: { $error }
notice-lessons-progress-unreadable = { $error }; the lessons start afresh.
notice-lessons-progress-not-kept = The lessons' progress is not being kept: { $error }
notice-lesson-not-set-up = This lesson cannot be set up: { $error }
notice-settings-unreadable-kept = Your settings could not be read ({ $error }); they were kept as { $file }, and the defaults are used.
notice-settings-unreadable = Your settings could not be read ({ $error }); the defaults are used.
notice-settings-not-read = { $error }; the default settings are used.
notice-settings-not-saved = The settings were not saved: { $error }
notice-saved-game-unreadable = The saved game could not be read: { $error }
notice-saved-game-unreadable-kept = The saved game could not be read ({ $error }). It was kept as { $file }; a new game starts.
notice-saved-game-unreadable-new = The saved game could not be read ({ $error }); a new game starts.
notice-game-not-saved = The game is not being saved: { $error }
notice-record-unopened = { $name } could not be opened: { $error }
notice-record-closed = The record is closed: a new game of { $game } between two people starts.
notice-record-failed = The record could not be kept: { $error }
notice-record-unreadable = The record could not be read: { $error }
notice-record-not-deleted = The record could not be deleted: { $error }
notice-analysis-failed = The game cannot be analysed: { $error }
notice-room-full = The room { $code } is full; you are watching.
notice-room-watching = You are watching the room { $code }: its free seat is taken with the link its creator shares.
notice-room-unreadable = The room to join cannot be read: { $error }.
notice-seat-not-kept = Your seat could not be kept ({ $error }): a reload would lose it.
notice-name-not-kept = Your player name could not be kept ({ $error }): the next visit will not know it.
notice-no-move-to-take-back = There is no move of yours to take back now.
notice-not-connected = Not connected to the server: try again when the game is connected.
notice-push-unsupported = This browser cannot receive notifications from a page (or the page is not served over https).
notice-push-denied = This browser does not allow this page's notifications: allow them in its site settings.
notice-push-failed = This browser could not be told of your games ({ $error }).
notice-puzzles-unreadable = A puzzle file could not be read ({ $error }): its puzzles are left out.
notice-puzzles-progress-unreadable = Your puzzle ratings could not be read ({ $error }): they start again.
notice-puzzles-progress-not-kept = Your puzzle ratings could not be kept ({ $error }).
notice-puzzle-not-set-up = This puzzle could not be set up ({ $error }).
notice-practice-added = { $count ->
    [one] One of your mistakes is kept to practise: Puzzles, Your mistakes.
   *[other] { $count } of your mistakes are kept to practise: Puzzles, Your mistakes.
}
notice-practice-unreadable = Your mistakes to practise could not be read ({ $error }): they start again.
notice-practice-not-kept = Your mistakes to practise could not be kept ({ $error }).
