//! When the game needs a frame. The window draws only when something asks for it (input, the
//! window itself, or a [`Wake`] from here), so that a page or window at rest costs nothing:
//! what moves or thinks asks for the next frame, what waits for a time (a clock's seconds, a
//! notice running out, a retry) asks for a frame each second or when it is due, and what
//! happens away from the
//! game's frames (a socket's message) calls the [`Waker`].

use std::sync::Arc;

use bevy::prelude::*;

/// What the game wants of the coming frames, besides answering input.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wake {
    /// The next frame at once: something moves or thinks.
    Now,
    /// A frame within a second: something shows or waits for the time.
    WithinASecond,
    /// A frame after this long at most: something is due then.
    After(std::time::Duration),
}

/// Asks for the next frame at once (a system to run under a condition: while it holds, the
/// game draws continuously).
pub fn wake_now(mut wake: MessageWriter<Wake>) {
    wake.write(Wake::Now);
}

/// Asks for a frame within a second (a system to run under a condition).
pub fn wake_within_a_second(mut wake: MessageWriter<Wake>) {
    wake.write(Wake::WithinASecond);
}

/// Wakes the resting game from outside its frames (another thread, a page's callback); does
/// nothing where nothing rests (headless, tests).
#[derive(Resource, Clone)]
pub struct Waker(Arc<dyn Fn() + Send + Sync>);

impl Waker {
    /// A waker that calls `wake`.
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Waker {
        Waker(Arc::new(wake))
    }

    /// Asks for a frame.
    pub fn wake(&self) {
        (self.0)();
    }
}

impl Default for Waker {
    fn default() -> Waker {
        Waker::new(|| {})
    }
}

impl std::fmt::Debug for Waker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Waker")
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Wake>().init_resource::<Waker>();
}
