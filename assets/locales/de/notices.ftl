# The notices: short messages at the foot of a panel when something the player did not ask
# for went wrong or happened. { $error } is the reason as the program found it.

notice-link-room-unreadable = Der Raum in diesem Link kann nicht betreten werden: { $error }.
notice-link-game-unreadable = Die Partie in diesem Link konnte nicht gelesen werden ({ $error }); eine neue Partie beginnt.
notice-last-game-unreadable = Die letzte Partie konnte nicht gelesen werden: { $error }
notice-last-game-not-kept = Die beendete Partie wird nicht aufbewahrt: { $error }
notice-lessons-unreadable = Die Lektionen konnten nicht gelesen werden: { $error }
notice-lessons-progress-unreadable = { $error }; die Lektionen beginnen von vorn.
notice-lessons-progress-not-kept = Dein Fortschritt in den Lektionen wird nicht gespeichert: { $error }
notice-lesson-not-set-up = Diese Lektion kann nicht aufgebaut werden: { $error }
notice-settings-unreadable-kept = Deine Einstellungen konnten nicht gelesen werden ({ $error }); sie wurden als { $file } aufbewahrt, und es gelten die Standardeinstellungen.
notice-settings-unreadable = Deine Einstellungen konnten nicht gelesen werden ({ $error }); es gelten die Standardeinstellungen.
notice-settings-not-read = { $error }; es gelten die Standardeinstellungen.
notice-settings-not-saved = Die Einstellungen wurden nicht gespeichert: { $error }
notice-saved-game-unreadable = Die gespeicherte Partie konnte nicht gelesen werden: { $error }
notice-saved-game-unreadable-kept = Die gespeicherte Partie konnte nicht gelesen werden ({ $error }). Sie wurde als { $file } aufbewahrt; eine neue Partie beginnt.
notice-saved-game-unreadable-new = Die gespeicherte Partie konnte nicht gelesen werden ({ $error }); eine neue Partie beginnt.
notice-game-not-saved = Die Partie wird nicht gespeichert: { $error }
notice-record-unopened = { $name } konnte nicht geöffnet werden: { $error }
notice-record-closed = Die Aufzeichnung ist geschlossen: Eine neue Partie { $game } zwischen zwei Personen beginnt.
notice-record-failed = Die Aufzeichnung konnte nicht gespeichert werden: { $error }
notice-record-unreadable = Die Aufzeichnung konnte nicht gelesen werden: { $error }
notice-record-not-deleted = Die Aufzeichnung konnte nicht gelöscht werden: { $error }
notice-analysis-failed = Die Partie kann nicht analysiert werden: { $error }
notice-room-full = Der Raum { $code } ist voll; du schaust zu.
notice-room-watching = Du schaust im Raum { $code } zu: Sein freier Platz wird über den Link vergeben, den sein Ersteller teilt.
notice-room-unreadable = Der Raum, den du betreten willst, kann nicht gelesen werden: { $error }.
notice-seat-not-kept = Dein Platz konnte nicht gespeichert werden ({ $error }): Beim Neuladen der Seite ginge er verloren.
notice-name-not-kept = Dein Spielername konnte nicht gespeichert werden ({ $error }): Beim nächsten Besuch ist er unbekannt.
notice-no-move-to-take-back = Gerade gibt es keinen Zug von dir, den du zurücknehmen könntest.
notice-not-connected = Keine Verbindung zum Server: Versuche es erneut, sobald die Partie verbunden ist.
notice-push-unsupported = Dieser Browser kann keine Benachrichtigungen einer Seite empfangen (oder die Seite kommt nicht über https).
notice-push-denied = Dieser Browser erlaubt die Benachrichtigungen dieser Seite nicht: erlaube sie in den Einstellungen der Website.
notice-push-failed = Dieser Browser konnte nicht für deine Partien angemeldet werden ({ $error }).
notice-puzzles-unreadable = Eine Aufgabendatei konnte nicht gelesen werden ({ $error }): Ihre Aufgaben fehlen.
notice-puzzles-progress-unreadable = Deine Aufgabenwertungen konnten nicht gelesen werden ({ $error }): Sie beginnen neu.
notice-puzzles-progress-not-kept = Deine Aufgabenwertungen konnten nicht gespeichert werden ({ $error }).
notice-puzzle-not-set-up = Diese Aufgabe konnte nicht aufgebaut werden ({ $error }).
notice-practice-added = { $count ->
    [one] Einer deiner Fehler ist zum Üben aufbewahrt: Aufgaben, Deine Fehler.
   *[other] { $count } deiner Fehler sind zum Üben aufbewahrt: Aufgaben, Deine Fehler.
}
notice-practice-unreadable = Deine Fehler zum Üben konnten nicht gelesen werden ({ $error }): Sie beginnen neu.
notice-practice-not-kept = Deine Fehler zum Üben konnten nicht gespeichert werden ({ $error }).
