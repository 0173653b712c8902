//! The animation clock: it runs in animation *steps*, and the speed setting says how long a
//! step lasts. The game state changes at once; animations only catch the picture up, queued on
//! this clock. Finishing them early (a click during an animation, or speed "off") jumps the
//! clock to the end of everything queued. Reduced motion (the player's setting, or else the
//! system's preference) is speed "off" whatever the speed chosen.

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

/// Whether the system (the browser's `prefers-reduced-motion`) asks for reduced motion; the
/// platform notes it at start.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct SystemReducesMotion(pub bool);

impl Settings {
    /// Whether stones and pieces move at once: the player's choice, or else the system's.
    pub fn motion_reduced(&self, system: SystemReducesMotion) -> bool {
        self.reduce_motion.unwrap_or(system.0)
    }

    /// How long an animation step lasts, reduced motion taken into account.
    pub fn animation_speed(&self, system: SystemReducesMotion) -> AnimationSpeed {
        if self.motion_reduced(system) {
            AnimationSpeed::Off
        } else {
            self.animation
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

fn advance_clock(
    time: Res<Time>,
    settings: Res<Settings>,
    system: Res<SystemReducesMotion>,
    mut clock: ResMut<AnimationClock>,
) {
    let step = settings.animation_speed(*system).step_seconds();
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
        .init_resource::<SystemReducesMotion>()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The clock after `queued` steps were queued and one frame of `seconds` passed, with
    /// `settings` and the system's preference `system`.
    fn after_a_frame(
        settings: Settings,
        system: bool,
        queued: f32,
        seconds: f32,
    ) -> AnimationClock {
        let mut app = App::new();
        let mut time = Time::<()>::default();
        time.advance_by(std::time::Duration::from_secs_f32(seconds));
        let mut clock = AnimationClock::default();
        clock.reserve(queued);
        app.insert_resource(time)
            .insert_resource(settings)
            .insert_resource(SystemReducesMotion(system))
            .insert_resource(clock)
            .add_systems(Update, advance_clock);
        app.update();
        *app.world().resource::<AnimationClock>()
    }

    #[test]
    fn reduced_motion_ends_every_animation_at_once_whatever_the_speed() {
        let normal = Settings::default();
        assert!(after_a_frame(normal.clone(), false, 4.0, 0.25).is_busy());
        // The system asks for it and the player chose nothing: no animation.
        assert!(!after_a_frame(normal.clone(), true, 4.0, 0.25).is_busy());
        // The player's choice wins over the system's, either way.
        let reduced = Settings {
            reduce_motion: Some(true),
            ..normal.clone()
        };
        assert!(!after_a_frame(reduced, false, 4.0, 0.25).is_busy());
        let moving = Settings {
            reduce_motion: Some(false),
            ..normal
        };
        assert!(after_a_frame(moving, true, 4.0, 0.25).is_busy());
    }
}
