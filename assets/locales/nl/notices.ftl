# The notices: short messages at the foot of a panel when something the player did not ask
# for went wrong or happened. { $error } is the reason as the program found it.

notice-link-room-unreadable = De kamer in deze link is niet toegankelijk: { $error }.
notice-link-game-unreadable = De partij in deze link kon niet worden gelezen ({ $error }); er begint een nieuwe partij.
notice-last-game-unreadable = De laatste partij kon niet worden gelezen: { $error }
notice-last-game-not-kept = De afgelopen partij wordt niet bewaard: { $error }
notice-lessons-unreadable = De lessen konden niet worden gelezen: { $error }
notice-lessons-progress-unreadable = { $error }; de lessen beginnen opnieuw.
notice-lessons-progress-not-kept = De voortgang van de lessen wordt niet bewaard: { $error }
notice-lesson-not-set-up = Deze les kan niet worden klaargezet: { $error }
notice-settings-unreadable-kept = Je instellingen konden niet worden gelezen ({ $error }); ze zijn bewaard als { $file }, en de standaardinstellingen worden gebruikt.
notice-settings-unreadable = Je instellingen konden niet worden gelezen ({ $error }); de standaardinstellingen worden gebruikt.
notice-settings-not-read = { $error }; de standaardinstellingen worden gebruikt.
notice-settings-not-saved = De instellingen zijn niet opgeslagen: { $error }
notice-saved-game-unreadable = De opgeslagen partij kon niet worden gelezen: { $error }
notice-saved-game-unreadable-kept = De opgeslagen partij kon niet worden gelezen ({ $error }). Ze is bewaard als { $file }; er begint een nieuwe partij.
notice-saved-game-unreadable-new = De opgeslagen partij kon niet worden gelezen ({ $error }); er begint een nieuwe partij.
notice-game-not-saved = De partij wordt niet opgeslagen: { $error }
notice-record-unopened = { $name } kon niet worden geopend: { $error }
notice-record-closed = De partij is gesloten: er begint een nieuwe partij { $game } tussen twee mensen.
notice-record-failed = De partij kon niet worden bewaard: { $error }
notice-record-unreadable = De partij kon niet worden gelezen: { $error }
notice-record-not-deleted = De partij kon niet worden verwijderd: { $error }
notice-analysis-failed = De partij kan niet worden geanalyseerd: { $error }
notice-room-full = De kamer { $code } is vol; je kijkt mee.
notice-room-watching = Je kijkt mee in de kamer { $code }: de vrije plaats is voor wie de link heeft die de maker van de kamer deelt.
notice-room-unreadable = De kamer om aan deel te nemen kan niet worden gelezen: { $error }.
notice-seat-not-kept = Je plaats kon niet worden vastgehouden ({ $error }): na herladen ben je hem kwijt.
notice-name-not-kept = Je spelersnaam kon niet worden bewaard ({ $error }): bij een volgend bezoek is hij onbekend.
notice-no-move-to-take-back = Er is nu geen zet van jou om terug te nemen.
notice-not-connected = Niet verbonden met de server: probeer het opnieuw als de partij verbonden is.
notice-push-unsupported = Deze browser kan geen meldingen van een pagina ontvangen (of de pagina komt niet over https).
notice-push-denied = Deze browser staat de meldingen van deze pagina niet toe: sta ze toe in de site-instellingen.
notice-push-failed = Deze browser kon niet worden aangemeld voor je partijen ({ $error }).
notice-puzzles-unreadable = Een puzzelbestand kon niet worden gelezen ({ $error }): de puzzels ervan ontbreken.
notice-puzzles-progress-unreadable = Je puzzelratings konden niet worden gelezen ({ $error }): ze beginnen opnieuw.
notice-puzzles-progress-not-kept = Je puzzelratings konden niet worden bewaard ({ $error }).
notice-puzzle-not-set-up = Deze puzzel kon niet worden opgezet ({ $error }).
notice-practice-added = { $count ->
    [one] Een van je fouten is bewaard om te oefenen: Puzzels, Je fouten.
   *[other] { $count } van je fouten zijn bewaard om te oefenen: Puzzels, Je fouten.
}
notice-practice-unreadable = Je fouten om te oefenen konden niet worden gelezen ({ $error }): ze beginnen opnieuw.
notice-practice-not-kept = Je fouten om te oefenen konden niet worden bewaard ({ $error }).
