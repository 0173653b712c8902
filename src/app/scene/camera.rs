//! The camera: it orbits the board (right-drag), zooms (wheel), returns to its start (R) or
//! looks straight down (T), and always fits the board into the part of the window the panels
//! leave free.

use std::f32::consts::FRAC_PI_2;

use bevy::camera::CameraUpdateSystems;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, Viewport};
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::light::ShadowFilteringMethod;
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::transform::TransformSystems;
use bevy::window::{PrimaryWindow, WindowResized, WindowScaleFactorChanged};
use bevy_egui::{EguiGlobalSettings, EguiPostUpdateSet, PrimaryEguiContext};

use super::board_cells::BoardCells;
use crate::app::GameSystems;
use crate::app::input::{KeyCommand, ReadKeys};
use crate::app::session::Settings;

/// Vertical field of view.
const FOV: f32 = 0.52;

/// The camera that shows the board.
#[derive(Component)]
pub struct BoardCamera;

/// How the board is viewed (kept in the [`Settings`]).
#[derive(Clone, Copy, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct CameraView {
    /// Turn around the board, radians (0: looking from the side of the marker track).
    pub yaw: f32,
    /// Height of the eye above the board plane, radians.
    pub pitch: f32,
    /// Distance relative to the distance that just fits the board.
    pub zoom: f32,
    /// Looking straight down.
    pub top_down: bool,
}

/// The range of the camera's height above the board plane, radians.
const PITCH: std::ops::RangeInclusive<f32> = 0.3..=1.45;

/// The range of the zoom.
const ZOOM: std::ops::RangeInclusive<f32> = 0.35..=2.5;

impl CameraView {
    /// The view with every value finite and in range.
    pub fn sanitised(self) -> CameraView {
        let default = CameraView::default();
        let finite = |value: f32, fallback: f32| if value.is_finite() { value } else { fallback };
        CameraView {
            yaw: finite(self.yaw, default.yaw).rem_euclid(std::f32::consts::TAU),
            pitch: finite(self.pitch, default.pitch).clamp(*PITCH.start(), *PITCH.end()),
            zoom: finite(self.zoom, default.zoom).clamp(*ZOOM.start(), *ZOOM.end()),
            top_down: self.top_down,
        }
    }
}

impl Default for CameraView {
    fn default() -> Self {
        CameraView {
            yaw: 0.0,
            pitch: 0.9,
            zoom: 1.0,
            top_down: false,
        }
    }
}

/// Parts of the window covered by panels, in logical pixels (the board is fitted into the
/// rest).
#[derive(Resource, Clone, Copy, Default, PartialEq, Debug)]
pub struct ViewportInsets {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

/// Whether the pointer is busy with a panel (so the board and camera leave it alone).
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct PointerOverPanel(pub bool);

impl PointerOverPanel {
    /// Whether the pointer is on the side `panel`, on a window or menu of egui, or busy with
    /// one (dragging a slider). The board's own area, though drawn by egui's background layer
    /// too (the coordinates), is not a panel.
    pub fn from_egui(ctx: &bevy_egui::egui::Context, panel: bevy_egui::egui::Rect) -> Self {
        let over = ctx.pointer_latest_pos().is_some_and(|at| {
            panel.contains(at)
                || ctx
                    .layer_id_at(at)
                    .is_some_and(|layer| layer.order != bevy_egui::egui::Order::Background)
        });
        PointerOverPanel(over || ctx.egui_is_using_pointer())
    }
}

/// How shadows are smoothed and edges are drawn: a Gaussian filter and four samples a pixel on
/// the desktop; in the browser, where many machines draw with a software rasteriser and a
/// frame's cost grows with every sample, the hardware's 2 x 2 filter and one sample a pixel.
#[cfg(not(target_arch = "wasm32"))]
const SHADOW_FILTER: ShadowFilteringMethod = ShadowFilteringMethod::Gaussian;
#[cfg(not(target_arch = "wasm32"))]
const SAMPLES: Msaa = Msaa::Sample4;
#[cfg(target_arch = "wasm32")]
const SHADOW_FILTER: ShadowFilteringMethod = ShadowFilteringMethod::Hardware2x2;
#[cfg(target_arch = "wasm32")]
const SAMPLES: Msaa = Msaa::Off;

fn spawn_cameras(mut commands: Commands, mut egui_settings: ResMut<EguiGlobalSettings>) {
    // The panels get a camera of their own over the whole window, so that the board camera can
    // be fitted into the space the panels leave.
    egui_settings.auto_create_primary_context = false;
    commands.spawn((
        Name::new("panel camera"),
        PrimaryEguiContext,
        Camera2d,
        SAMPLES,
        RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
    commands.spawn((
        Name::new("board camera"),
        BoardCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV,
            ..default()
        }),
        Tonemapping::AcesFitted,
        SHADOW_FILTER,
        SAMPLES,
        Transform::from_xyz(0.0, 30.0, 30.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// Turns the view by a drag of `delta` pixels.
fn orbit(view: &mut CameraView, delta: Vec2) {
    view.yaw = (view.yaw - delta.x * 0.006).rem_euclid(std::f32::consts::TAU);
    view.pitch = (view.pitch + delta.y * 0.006).clamp(*PITCH.start(), *PITCH.end());
    view.top_down = false;
}

/// Zooms by `factor` (below 1: closer).
fn zoom(view: &mut CameraView, factor: f32) {
    view.zoom = (view.zoom * factor).clamp(*ZOOM.start(), *ZOOM.end());
}

fn steer(
    mouse: Res<ButtonInput<MouseButton>>,
    mut keys: MessageReader<KeyCommand>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    touches: Res<Touches>,
    over_panel: Res<PointerOverPanel>,
    mut settings: ResMut<Settings>,
) {
    let mut view = settings.camera;
    if mouse.pressed(MouseButton::Right) && !over_panel.0 && motion.delta != Vec2::ZERO {
        orbit(&mut view, motion.delta);
    }
    // Two fingers: pinch to zoom, move together to turn the board. (One finger taps.)
    let fingers: Vec<_> = touches.iter().collect();
    if let [a, b] = fingers[..] {
        let before = a.previous_position().distance(b.previous_position());
        let now = a.position().distance(b.position());
        if before > 1.0 && now > 1.0 {
            zoom(&mut view, before / now);
        }
        let moved = (a.delta() + b.delta()) / 2.0;
        if moved != Vec2::ZERO {
            orbit(&mut view, moved);
        }
    }
    if scroll.delta.y != 0.0 && !over_panel.0 {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        zoom(&mut view, 1.0 - 0.1 * lines);
    }
    for key in keys.read() {
        match key {
            KeyCommand::ResetView => view = CameraView::default(),
            KeyCommand::ToggleTopDown => view.top_down = !view.top_down,
            _ => {}
        }
    }
    // Only a real change marks the settings changed (and saves them).
    if view != settings.camera {
        settings.camera = view;
    }
}

/// Places the camera so that the board (with its track) fills the free part of the window:
/// when the view, the panels, the board or the window change.
fn frame_board(
    settings: Res<Settings>,
    insets: Res<ViewportInsets>,
    cells: Res<BoardCells>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Camera, &mut Transform), With<BoardCamera>>,
) {
    let scale = window.scale_factor();
    let size = Vec2::new(
        window.physical_width() as f32,
        window.physical_height() as f32,
    );
    let start = Vec2::new(insets.left, insets.top) * scale;
    let free =
        (size - start - Vec2::new(insets.right, insets.bottom) * scale).max(Vec2::splat(16.0));
    let viewport = Viewport {
        physical_position: start.as_uvec2(),
        physical_size: free.as_uvec2(),
        ..default()
    };
    let view = &settings.camera;
    let (camera, transform) = &mut *camera;
    if camera.viewport.as_ref().is_none_or(|v| {
        v.physical_position != viewport.physical_position
            || v.physical_size != viewport.physical_size
    }) {
        camera.viewport = Some(viewport);
    }
    let (centre, radius) = (cells.frame_centre, cells.frame_radius);
    let aspect = free.x / free.y;
    let horizontal = 2.0 * ((FOV / 2.0).tan() * aspect).atan();
    let distance = radius / (FOV.min(horizontal) / 2.0).sin() * view.zoom;
    let pitch = if view.top_down {
        FRAC_PI_2 - 0.001
    } else {
        view.pitch
    };
    let direction = Vec3::new(
        view.yaw.sin() * pitch.cos(),
        pitch.sin(),
        view.yaw.cos() * pitch.cos(),
    );
    let up = if view.top_down {
        Vec3::new(-view.yaw.sin(), 0.0, -view.yaw.cos())
    } else {
        Vec3::Y
    };
    let wanted = Transform::from_translation(centre + direction * distance).looking_at(centre, up);
    if **transform != wanted {
        **transform = wanted;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ViewportInsets>()
        .init_resource::<PointerOverPanel>()
        .add_systems(Startup, spawn_cameras)
        .add_systems(Update, steer.in_set(GameSystems::Input).after(ReadKeys))
        // The board is fitted in the frame the panels take their place (they are laid out in
        // egui's pass), so the first frame of a screen already shows the board where it stays
        // and a click lands on the cell drawn under it.
        .add_systems(
            PostUpdate,
            frame_board
                .run_if(
                    resource_changed::<Settings>
                        .or_eager(resource_changed::<ViewportInsets>)
                        .or_eager(resource_changed::<BoardCells>)
                        .or_eager(on_message::<WindowResized>)
                        .or_eager(on_message::<WindowScaleFactorChanged>),
                )
                .after(EguiPostUpdateSet::EndPass)
                .before(TransformSystems::Propagate)
                .before(CameraUpdateSystems),
        );
}
