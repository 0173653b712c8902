//! The animation clock: it runs in animation *steps*, and the speed setting says how long a
//! step lasts. The game state changes at once; animations only catch the picture up, queued on
//! this clock. Finishing them early (a click during an animation, or speed "off") jumps the
//! clock to the end of everything queued.

use bevy::prelude::*;

use super::settings::Settings;
use super::wake::wake_now;
use crate::session::GameSystems;

/// How long one animation step lasts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    /// No animation (also for people who prefer reduced motion).
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    /// All speeds, fastest first.
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// Seconds per animation step.
    pub fn step_seconds(self) -> f32 {
        match self {
            AnimationSpeed::Off => 0.0,
            AnimationSpeed::Fast => 0.12,
            AnimationSpeed::Normal => 0.25,
            AnimationSpeed::Slow => 0.5,
        }
    }

    /// The key of the speed's name in the settings.
    pub fn key(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "speed-off",
            AnimationSpeed::Fast => "speed-fast",
            AnimationSpeed::Normal => "speed-normal",
            AnimationSpeed::Slow => "speed-slow",
        }
    }
}

/// The animation clock, in steps.
#[derive(Resource, Clone, Copy, Default, Debug)]
pub struct AnimationClock {
    now: f32,
    /// When everything queued so far has finished.
    until: f32,
}

impl AnimationClock {
    /// The current time.
    pub fn now(&self) -> f32 {
        self.now
    }

    /// Whether an animation is still playing.
    pub fn is_busy(&self) -> bool {
        self.until > self.now
    }

    /// When a new animation may start: now, or after everything already queued.
    pub fn next_start(&self) -> f32 {
        self.until.max(self.now)
    }

    /// Notes that something is queued until `end`.
    pub fn reserve(&mut self, end: f32) {
        self.until = self.until.max(end);
    }

    /// Jumps to the end of everything queued.
    pub fn finish(&mut self) {
        self.now = self.now.max(self.until);
    }

    /// Advances by `steps`.
    pub fn advance(&mut self, steps: f32) {
        self.now += steps;
    }
}

/// Whether an animation is playing. It changes only when that flips, so what waits for the
/// animations to end runs on its change instead of watching the clock every frame.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Animating(pub bool);

/// Run condition: no animation is playing.
pub fn animations_idle(clock: Res<AnimationClock>) -> bool {
    !clock.is_busy()
}

/// The clock's systems in a frame: it advances, then what animates reads it, then whether
/// anything still animates is noted.
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ClockSystems {
    /// The clock advances by the frame's time.
    Advance,
    /// Whether anything still animates is noted.
    Note,
}

fn advance_clock(time: Res<Time>, settings: Res<Settings>, mut clock: ResMut<AnimationClock>) {
    let step = settings.animation.step_seconds();
    if step <= 0.0 {
        clock.finish();
    } else {
        clock.advance(time.delta_secs() / step);
    }
}

/// Notes whether anything is still animating, after this frame's step.
fn note_animating(clock: Res<AnimationClock>, mut animating: ResMut<Animating>) {
    animating.set_if_neq(Animating(clock.is_busy()));
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AnimationClock>()
        .init_resource::<Animating>()
        .configure_sets(
            Update,
            (ClockSystems::Advance, ClockSystems::Note)
                .chain()
                .in_set(GameSystems::Animate),
        )
        .add_systems(
            Update,
            (
                advance_clock.in_set(ClockSystems::Advance),
                note_animating.in_set(ClockSystems::Note),
                // The game draws while anything animates.
                wake_now
                    .run_if(not(animations_idle))
                    .after(ClockSystems::Note)
                    .in_set(GameSystems::Animate),
            ),
        );
}
