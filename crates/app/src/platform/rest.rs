//! The window at rest: the game updates and draws only when something asks for it (input, the
//! window, a [`Wake`] from the game, a socket or the page calling the [`Waker`], a pipeline
//! still compiling), so that a page or window where nothing moves costs no power. Every
//! awakening is followed by a few frames, for what settles over frames (the panels' layout,
//! the board fitted to them).

use std::time::Duration;

use bevy::prelude::*;
use bevy::render::render_resource::{CachedPipeline, PipelineCache, PipelineDescriptor};
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::{RequestRedraw, WindowEvent};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};

use crate::session::{Wake, Waker};

/// The longest rest between frames when nothing asks for one.
const REST: Duration = Duration::from_secs(60);

/// The rest between frames while something shows or waits for the time.
const SECOND: Duration = Duration::from_secs(1);

/// The frames drawn after each awakening.
const SETTLE_FRAMES: u8 = 3;

/// Updating on the window's and the game's events, resting at most `wait` in between.
fn reactive(wait: Duration) -> UpdateMode {
    UpdateMode::Reactive {
        wait,
        // The mouse moving over other windows is no news for the game.
        react_to_device_events: false,
        react_to_user_events: true,
        react_to_window_events: true,
    }
}

/// Whether a window event is news: anything but the redraws the game asked for itself.
fn is_news(event: &WindowEvent) -> bool {
    !matches!(event, WindowEvent::RequestRedraw(_))
}

/// Turns what the game asked for this frame into the window's next frames and its rest.
fn rest(
    mut wakes: MessageReader<Wake>,
    mut window_events: MessageReader<WindowEvent>,
    mut settling: Local<u8>,
    mut redraw: MessageWriter<RequestRedraw>,
    mut winit: ResMut<WinitSettings>,
) {
    let mut now = false;
    let mut wait = REST;
    for wake in wakes.read() {
        match wake {
            Wake::Now => now = true,
            Wake::WithinASecond => wait = wait.min(SECOND),
            // Not sooner than a frame's worth: a due time just passed is looked at again.
            Wake::After(due) => wait = wait.min((*due).max(Duration::from_millis(20))),
        }
    }
    let news = window_events.read().find(|event| is_news(event));
    if now || news.is_some() {
        debug!("awake: the game asked {now}, the window said {news:?}");
        *settling = SETTLE_FRAMES;
    }
    if *settling > 0 {
        *settling -= 1;
        redraw.write(RequestRedraw);
    }
    // A window that draws continuously (the screenshot driver's) is left so.
    let winit = &mut *winit;
    for mode in [&mut winit.focused_mode, &mut winit.unfocused_mode] {
        if let UpdateMode::Reactive { wait: rest, .. } = mode
            && *rest != wait
        {
            *rest = wait;
        }
    }
}

/// Wakes the game while the renderer still compiles pipelines that draw, so that what waits
/// for them is drawn when they are ready. (A compute pipeline is not waited for: where there
/// are no compute shaders, as in WebGL2, it waits for ever.)
fn wake_while_compiling(cache: Res<PipelineCache>, waker: Res<Waker>) {
    if cache.waiting_pipelines().next().is_none() {
        return;
    }
    let pipelines: Vec<&CachedPipeline> = cache.pipelines().collect();
    let waiting = cache
        .waiting_pipelines()
        .filter_map(|id| pipelines.get(id))
        .filter(|pipeline| {
            matches!(
                pipeline.descriptor,
                PipelineDescriptor::RenderPipelineDescriptor(_)
            )
        })
        .count();
    if waiting > 0 {
        debug!("awake: {waiting} pipelines compiling");
        waker.wake();
    }
}

pub(crate) fn plugin(app: &mut App) {
    // Without a window (headless), nothing rests.
    let Some(proxy) = app
        .world()
        .get_resource::<EventLoopProxyWrapper>()
        .map(|proxy| (**proxy).clone())
    else {
        return;
    };
    let waker = Waker::new(move || {
        // The loop is gone only when the game ends.
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    });
    app.insert_resource(WinitSettings {
        focused_mode: reactive(REST),
        unfocused_mode: reactive(REST),
    })
    .insert_resource(waker.clone())
    .add_systems(Last, rest);
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(waker)
            .add_systems(Render, wake_while_compiling.in_set(RenderSystems::Cleanup));
    }
}
