//! The desktop's notification for a notice of one of the player's games by the day, shown by
//! the system's notification service on a thread of its own (a slow or absent service never
//! holds a frame). In the browser, the page's service worker shows the same notice from its
//! push message instead.

use bevy::prelude::*;

use crate::session::SystemNotice;

/// Shows each notice by the system; a desktop without a notification service logs it.
fn show(mut notices: MessageReader<SystemNotice>) {
    for notice in notices.read() {
        let SystemNotice { title, body } = notice.clone();
        let shown = std::thread::Builder::new()
            .name("notification".into())
            .spawn(move || {
                if let Err(why) = notify_rust::Notification::new()
                    .appname("Medusa")
                    .summary(&title)
                    .body(&body)
                    .show()
                {
                    info!("the notice \"{title}\" was not shown by the system: {why}");
                }
            });
        if let Err(why) = shown {
            warn!("no thread to show a notice: {why}");
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, show.run_if(on_message::<SystemNotice>));
}
