//! The player's preferences, remembered between runs: animation speed, sound, board
//! coordinates, stone style, the size of the panels, and with them in one file the camera's
//! view (a resource of its own while the game runs, so that turning the board changes no
//! setting). They are read from the [`Store`] at start (a missing or unreadable file gives the
//! defaults, and a notice says so) and written back shortly after they change.

use bevy::prelude::*;
use medusa_locale::Phrase;
use serde::{Deserialize, Serialize};

use medusa_rules::text_record::printable;

use super::animation_clock::AnimationSpeed;
use super::camera_view::CameraView;
use super::notices::Notices;
use super::store::Store;
use super::wake::wake_within_a_second;

/// Where the settings are kept in the store.
pub const SETTINGS_KEY: &str = "settings.json";

/// Where unreadable settings are set aside.
pub const SETTINGS_UNREADABLE_KEY: &str = "settings-unreadable.json";

/// How long after the last change the settings are written (orbiting the camera changes the
/// view every frame).
const SAVE_DELAY: f32 = 0.75;

/// How stones are drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StoneStyle {
    /// Black and white faces.
    #[default]
    Plain,
    /// A small symbol on each face as well (a ring on white, a dot on black), for players
    /// who tell the colours apart with difficulty.
    Symbols,
}

/// The colours of the scene (see the scene's `palette`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Palette {
    #[default]
    Standard,
    /// Cues told apart with protanopia, deuteranopia and tritanopia.
    ColourSafe,
    /// The colour-safe cues, stones and men pure black and white, and the wood of the
    /// boards darker where it is light and lighter where it is dark.
    HighContrast,
}

impl Palette {
    /// Every palette, in the settings' order.
    pub const ALL: [Palette; 3] = [
        Palette::Standard,
        Palette::ColourSafe,
        Palette::HighContrast,
    ];

    /// The Fluent id of the palette's name.
    pub fn key(self) -> &'static str {
        match self {
            Palette::Standard => "settings-palette-standard",
            Palette::ColourSafe => "settings-palette-colour-safe",
            Palette::HighContrast => "settings-palette-high-contrast",
        }
    }
}

impl Palette {
    /// The palette's name in the settings file and on the command line (`colour-safe`).
    pub fn name(self) -> &'static str {
        match self {
            Palette::Standard => "standard",
            Palette::ColourSafe => "colour-safe",
            Palette::HighContrast => "high-contrast",
        }
    }
}

impl std::str::FromStr for Palette {
    type Err = String;

    fn from_str(name: &str) -> Result<Palette, String> {
        Palette::ALL
            .into_iter()
            .find(|palette| palette.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = Palette::ALL.iter().map(|p| p.name()).collect();
                format!(
                    "'{name}' is no palette: the palettes are {}",
                    names.join(", ")
                )
            })
    }
}

/// The preferences.
#[derive(Resource, Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub animation: AnimationSpeed,
    /// Sound volume, 0 to 1.
    pub volume: f32,
    pub muted: bool,
    /// Letters and numbers around the board.
    pub coordinates: bool,
    pub stone_style: StoneStyle,
    /// The colours of the highlights, stones and men.
    pub palette: Palette,
    /// Each chess piece (Pillars of Medusa) shows its letter on its top.
    pub piece_letters: bool,
    /// Every turn is ended with End turn, even one that can do nothing more.
    pub end_turn_by_hand: bool,
    /// Scale of the panels and text, 0.75 to 2.
    pub ui_scale: f32,
    /// The online server the desktop plays on (the browser plays on its page's server).
    pub server: String,
    /// The language of the screens, by its tag (`nl`); `None`: the system's (the browser's).
    pub language: Option<String>,
    /// Stones and pieces move at once, without animation; `None`: as the system (the
    /// browser's `prefers-reduced-motion`) prefers.
    pub reduce_motion: Option<bool>,
    /// The player chats in online games; off, a seat turns each room's chat off as it enters.
    pub chat: bool,
}

/// The online server of a fresh desktop: one started here by `medusa serve`.
pub const DEFAULT_SERVER: &str = "http://127.0.0.1:8080";

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            animation: AnimationSpeed::default(),
            volume: 0.7,
            muted: false,
            coordinates: true,
            stone_style: StoneStyle::default(),
            palette: Palette::default(),
            piece_letters: false,
            end_turn_by_hand: false,
            ui_scale: 1.0,
            server: DEFAULT_SERVER.to_string(),
            language: None,
            reduce_motion: None,
            chat: true,
        }
    }
}

/// The range of the panel scale.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

impl Settings {
    /// Reads settings from their JSON text; values out of range are brought back into it.
    pub fn from_json(text: &str) -> Result<Settings, String> {
        SettingsFile::from_json(text).map(|file| file.settings)
    }
}

/// What the settings file holds: the preferences and the camera's view.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct SettingsFile {
    #[serde(flatten)]
    pub settings: Settings,
    pub camera: CameraView,
}

impl SettingsFile {
    /// Reads the file from its JSON text; values out of range are brought back into it.
    pub fn from_json(text: &str) -> Result<SettingsFile, String> {
        let SettingsFile {
            mut settings,
            camera,
        } = serde_json::from_str(text).map_err(|e| printable(&e.to_string(), 160))?;
        let finite = |value: f32, default: f32| if value.is_finite() { value } else { default };
        settings.volume = finite(settings.volume, 0.7).clamp(0.0, 1.0);
        settings.ui_scale =
            finite(settings.ui_scale, 1.0).clamp(*UI_SCALES.start(), *UI_SCALES.end());
        Ok(SettingsFile {
            settings,
            camera: camera.sanitised(),
        })
    }

    /// The file as JSON.
    pub fn to_json(&self) -> Result<String, String> {
        serde_json::to_string_pretty(self).map_err(|e| e.to_string())
    }

    /// The settings in `store`: the defaults when there are none, or (with a notice for the
    /// player) when they cannot be read.
    pub fn load(store: &Store) -> (SettingsFile, Option<Phrase>) {
        match store.read(SETTINGS_KEY) {
            Ok(None) => (SettingsFile::default(), None),
            Ok(Some(text)) => match SettingsFile::from_json(&text) {
                Ok(settings) => (settings, None),
                Err(error) => {
                    let message =
                        match store.set_aside(SETTINGS_KEY, SETTINGS_UNREADABLE_KEY, &text) {
                            Ok(()) => Phrase::new("notice-settings-unreadable-kept")
                                .with("file", SETTINGS_UNREADABLE_KEY),
                            Err(_) => Phrase::new("notice-settings-unreadable"),
                        };
                    (
                        SettingsFile::default(),
                        Some(message.with("error", error.to_string())),
                    )
                }
            },
            Err(error) => (
                SettingsFile::default(),
                Some(Phrase::new("notice-settings-not-read").with("error", error)),
            ),
        }
    }
}

/// Time since the settings last changed, while they wait to be written.
#[derive(Resource, Default)]
struct Unsaved(Option<f32>);

fn load(
    store: Res<Store>,
    mut settings: ResMut<Settings>,
    mut camera: ResMut<CameraView>,
    mut notices: ResMut<Notices>,
) {
    let (loaded, problem) = SettingsFile::load(&store);
    *settings = loaded.settings;
    *camera = loaded.camera;
    if let Some(problem) = problem {
        warn!("{}", medusa_locale::english().say(&problem));
        notices.push(problem);
    }
}

/// Whether the settings or the view changed since they were read or written.
fn changed(settings: &Res<Settings>, camera: &Res<CameraView>) -> bool {
    (settings.is_changed() && !settings.is_added()) || (camera.is_changed() && !camera.is_added())
}

/// Run condition: the settings or the view changed since they were read or written.
fn settings_unsaved(
    settings: Res<Settings>,
    camera: Res<CameraView>,
    unsaved: Res<Unsaved>,
) -> bool {
    changed(&settings, &camera) || unsaved.0.is_some()
}

/// Waits in real time: the game may rest between frames a second apart.
fn save_after_changes(
    time: Res<Time<Real>>,
    store: Res<Store>,
    settings: Res<Settings>,
    camera: Res<CameraView>,
    mut unsaved: ResMut<Unsaved>,
    mut notices: ResMut<Notices>,
) {
    if settings.is_changed() || camera.is_changed() {
        unsaved.0 = Some(0.0);
    }
    let Some(waited) = &mut unsaved.0 else {
        return;
    };
    *waited += time.delta_secs();
    if *waited >= SAVE_DELAY {
        unsaved.0 = None;
        let file = SettingsFile {
            settings: settings.clone(),
            camera: *camera,
        };
        if let Err(error) = file
            .to_json()
            .and_then(|text| store.write(SETTINGS_KEY, &text))
        {
            warn!("{error}");
            notices.push(Phrase::new("notice-settings-not-saved").with("error", error));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Store>()
        .init_resource::<Settings>()
        .init_resource::<CameraView>()
        .init_resource::<Unsaved>()
        .add_systems(Startup, load)
        .add_systems(
            PostUpdate,
            (save_after_changes, wake_within_a_second).run_if(settings_unsaved),
        );
}
