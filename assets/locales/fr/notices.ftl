# The notices: short messages at the foot of a panel when something the player did not ask
# for went wrong or happened. { $error } is the reason as the program found it.

notice-link-room-unreadable = Impossible d’entrer dans la salle de ce lien : { $error }.
notice-link-game-unreadable = La partie de ce lien n’a pas pu être lue ({ $error }) ; une nouvelle partie commence.
notice-last-game-unreadable = La dernière partie n’a pas pu être lue : { $error }
notice-last-game-not-kept = La partie terminée n’est pas conservée : { $error }
notice-lessons-unreadable = Les leçons n’ont pas pu être lues : { $error }
notice-lessons-progress-unreadable = { $error } ; les leçons repartent de zéro.
notice-lessons-progress-not-kept = La progression des leçons n’est pas conservée : { $error }
notice-lesson-not-set-up = Impossible de mettre en place cette leçon : { $error }
notice-settings-unreadable-kept = Vos réglages n’ont pas pu être lus ({ $error }) ; ils ont été conservés sous { $file }, et les réglages par défaut sont utilisés.
notice-settings-unreadable = Vos réglages n’ont pas pu être lus ({ $error }) ; les réglages par défaut sont utilisés.
notice-settings-not-read = { $error } ; les réglages par défaut sont utilisés.
notice-settings-not-saved = Les réglages n’ont pas été enregistrés : { $error }
notice-saved-game-unreadable = La partie sauvegardée n’a pas pu être lue : { $error }
notice-saved-game-unreadable-kept = La partie sauvegardée n’a pas pu être lue ({ $error }). Elle a été conservée sous { $file } ; une nouvelle partie commence.
notice-saved-game-unreadable-new = La partie sauvegardée n’a pas pu être lue ({ $error }) ; une nouvelle partie commence.
notice-game-not-saved = La partie n’est pas sauvegardée : { $error }
notice-record-unopened = Impossible d’ouvrir { $name } : { $error }
notice-record-closed = La partie enregistrée est fermée : une nouvelle partie de { $game } entre deux personnes commence.
notice-record-failed = La partie n’a pas pu être enregistrée : { $error }
notice-record-unreadable = La partie enregistrée n’a pas pu être lue : { $error }
notice-record-not-deleted = La partie enregistrée n’a pas pu être supprimée : { $error }
notice-analysis-failed = Impossible d’analyser la partie : { $error }
notice-room-full = La salle { $code } est complète ; vous êtes spectateur.
notice-room-watching = Vous êtes spectateur de la salle { $code } : sa place libre se prend avec le lien que partage son créateur.
notice-room-unreadable = Impossible de lire la salle à rejoindre : { $error }.
notice-seat-not-kept = Votre place n’a pas pu être conservée ({ $error }) : un rechargement vous la ferait perdre.
notice-name-not-kept = Votre nom de joueur n’a pas pu être conservé ({ $error }) : il sera inconnu à votre prochaine visite.
notice-no-move-to-take-back = Vous n’avez aucun coup à reprendre pour l’instant.
notice-not-connected = Pas de connexion au serveur : réessayez quand la partie sera connectée.
notice-push-unsupported = Ce navigateur ne peut pas recevoir les notifications d’une page (ou la page n’est pas servie en https).
notice-push-denied = Ce navigateur n’autorise pas les notifications de cette page : autorisez-les dans les réglages du site.
notice-push-failed = Ce navigateur n’a pas pu être inscrit pour vos parties ({ $error }).
notice-puzzles-unreadable = Un fichier de problèmes n’a pas pu être lu ({ $error }) : ses problèmes sont omis.
notice-puzzles-progress-unreadable = Vos classements de problèmes n’ont pas pu être lus ({ $error }) : ils repartent de zéro.
notice-puzzles-progress-not-kept = Vos classements de problèmes n’ont pas pu être conservés ({ $error }).
notice-puzzle-not-set-up = Ce problème n’a pas pu être mis en place ({ $error }).
notice-practice-added = { $count ->
    [one] Une de vos erreurs est gardée pour s’exercer : Problèmes, Vos erreurs.
   *[other] { $count } de vos erreurs sont gardées pour s’exercer : Problèmes, Vos erreurs.
}
notice-practice-unreadable = Vos erreurs à revoir n’ont pas pu être lues ({ $error }) : elles repartent de zéro.
notice-practice-not-kept = Vos erreurs à revoir n’ont pas pu être conservées ({ $error }).
