//! The game's sounds (made with SoX, see `assets/sounds/README.md`), built into the program so
//! they need no loading. Each [`Cue`] is played when the animation clock reaches it, at the
//! volume of the settings; cues that fall due together (the stones of one ring of a flip
//! wave) play as one sound, a little louder, so a big capture is lively but never deafening.

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use super::cues::{Cue, Cues, cues_waiting};
use crate::GameSystems;
use crate::session::AnimationClock;
use crate::session::Settings;

/// The sound of each cue, in the order of [`Cue::ALL`].
#[derive(Resource)]
struct Sounds([Handle<AudioSource>; 5]);

/// The bytes of a cue's sound.
fn bytes(cue: Cue) -> &'static [u8] {
    match cue {
        Cue::Place => include_bytes!("../../../../assets/sounds/place.wav"),
        Cue::Flip => include_bytes!("../../../../assets/sounds/flip.wav"),
        Cue::Slide => include_bytes!("../../../../assets/sounds/slide.wav"),
        Cue::Rosette => include_bytes!("../../../../assets/sounds/rosette.wav"),
        Cue::GameOver => include_bytes!("../../../../assets/sounds/game-over.wav"),
    }
}

/// How loud a cue is next to the others.
fn gain(cue: Cue) -> f32 {
    match cue {
        Cue::Place => 0.9,
        Cue::Flip => 0.7,
        Cue::Slide => 0.6,
        Cue::Rosette => 0.8,
        Cue::GameOver => 0.8,
    }
}

/// The volume of `count` cues falling due together, before the player's volume.
pub fn together(cue: Cue, count: usize) -> f32 {
    gain(cue) * (1.0 + 0.15 * (count.max(1) - 1) as f32).min(1.6)
}

fn load(mut sources: ResMut<Assets<AudioSource>>, mut commands: Commands) {
    let handles = Cue::ALL.map(|cue| {
        sources.add(AudioSource {
            bytes: bytes(cue).into(),
        })
    });
    commands.insert_resource(Sounds(handles));
}

fn play(
    clock: Res<AnimationClock>,
    settings: Res<Settings>,
    sounds: Res<Sounds>,
    mut cues: ResMut<Cues>,
    mut commands: Commands,
) {
    let due = cues.take_due(clock.now());
    if due.is_empty() || settings.muted || settings.volume <= 0.0 {
        return;
    }
    for (cue, count) in due {
        let Some(index) = Cue::ALL.iter().position(|c| *c == cue) else {
            continue;
        };
        let volume = settings.volume * together(cue, count);
        commands.spawn((
            AudioPlayer(sounds.0[index].clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
        ));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, load).add_systems(
        Update,
        play.run_if(cues_waiting)
            .after(GameSystems::Animate)
            .before(GameSystems::Reconcile),
    );
}
