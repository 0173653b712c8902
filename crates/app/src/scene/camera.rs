//! The camera: it shows the board as the camera's view says (the player steers it
//! with the input's camera steering), and always fits the board into the part of the window
//! the panels leave free: the whole board, or the part of it in focus (a lesson's cells),
//! looked at straight down on a screen taller than wide.

use std::f32::consts::FRAC_PI_2;

use bevy::camera::CameraUpdateSystems;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, CameraProjection, Viewport};
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::ecs::system::SystemParam;
use bevy::light::ShadowFilteringMethod;
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::transform::TransformSystems;
use bevy::window::{PrimaryWindow, WindowResized, WindowScaleFactorChanged};
use bevy_egui::{EguiGlobalSettings, EguiPostUpdateSet, PrimaryEguiContext};

use super::board_cells::BoardCells;
use crate::session::{BoardTurned, CameraView};

/// Vertical field of view.
const FOV: f32 = 0.52;

/// The camera that shows the board.
#[derive(Component)]
pub struct BoardCamera;

/// The board in the window: its cells, the camera looking at them, and the window, to find
/// what stands under a point of the window and where a cell stands in it.
#[derive(SystemParam)]
pub(crate) struct BoardInWindow<'w, 's> {
    pub(crate) cells: Res<'w, BoardCells>,
    pub(crate) camera:
        Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<BoardCamera>>,
    pub(crate) window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
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

/// How close the camera frames the board, as a share of the distance that keeps all of it in
/// view at any turn (1, the default): a wall screen, whose board never turns, frames it
/// closer.
#[derive(Resource, Clone, Copy, PartialEq, Debug)]
pub struct BoardFill(pub f32);

impl Default for BoardFill {
    fn default() -> BoardFill {
        BoardFill(1.0)
    }
}

/// A part of the board the camera frames instead of the whole of it: a sphere round the
/// cells a lesson's step is about.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Focus {
    pub centre: Vec3,
    pub radius: f32,
}

/// The part of the board in focus, if any (see the lesson's focus).
#[derive(Resource, Clone, Copy, Default, PartialEq, Debug)]
pub struct BoardFocus(pub Option<Focus>);

/// Where the board camera stands and the part of the window it draws in.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct BoardFraming {
    /// The viewport's corner and size, in physical pixels.
    pub position: UVec2,
    pub size: UVec2,
    /// The camera's place and aim.
    pub transform: Transform,
}

impl BoardFraming {
    /// The camera for `cells` (or the part of them in `focus`) seen as `view` says, turned
    /// for the player as `turned` says, in a window of `window` physical pixels at `scale`
    /// physical pixels a logical one, less the `insets` the panels take: the board, or the
    /// part in focus, fills the rest. The part in focus is looked at straight down on a
    /// screen taller than wide, where a tilted board would leave its cells too small.
    pub fn new(
        view: &CameraView,
        turned: BoardTurned,
        insets: ViewportInsets,
        cells: &BoardCells,
        focus: BoardFocus,
        window: Vec2,
        scale: f32,
    ) -> BoardFraming {
        // Panels that cover the whole window leave the board its least room inside it: a
        // viewport out of the window is refused by the renderer.
        let least = Vec2::splat(16.0).min(window);
        let start = (Vec2::new(insets.left, insets.top) * scale)
            .min(window - least)
            .max(Vec2::ZERO);
        let free = (window - start - Vec2::new(insets.right, insets.bottom) * scale)
            .max(least)
            .min(window - start);
        let (centre, radius) = match focus.0 {
            Some(focus) => (focus.centre, focus.radius),
            None => (cells.frame_centre, cells.frame_radius),
        };
        let aspect = free.x / free.y;
        let horizontal = 2.0 * ((FOV / 2.0).tan() * aspect).atan();
        let distance = radius / (FOV.min(horizontal) / 2.0).sin() * view.zoom;
        let top_down = view.top_down || (focus.0.is_some() && window.y > window.x);
        let pitch = if top_down {
            FRAC_PI_2 - 0.001
        } else {
            view.pitch
        };
        let yaw = view.yaw_shown(turned);
        let direction = Vec3::new(
            yaw.sin() * pitch.cos(),
            pitch.sin(),
            yaw.cos() * pitch.cos(),
        );
        let up = if top_down {
            Vec3::new(-yaw.sin(), 0.0, -yaw.cos())
        } else {
            Vec3::Y
        };
        BoardFraming {
            position: start.as_uvec2(),
            size: free.as_uvec2(),
            transform: Transform::from_translation(centre + direction * distance)
                .looking_at(centre, up),
        }
    }

    /// Where `world` appears in the window, in physical pixels (none behind the camera).
    pub fn to_screen(&self, world: Vec3) -> Option<Vec2> {
        let size = self.size.as_vec2();
        let projection = PerspectiveProjection {
            fov: FOV,
            aspect_ratio: size.x / size.y,
            ..default()
        };
        let clip = projection.get_clip_from_view()
            * self.transform.to_matrix().inverse()
            * world.extend(1.0);
        if clip.w <= 0.0 {
            return None;
        }
        let ndc = clip.truncate() / clip.w;
        Some(self.position.as_vec2() + Vec2::new(ndc.x + 1.0, 1.0 - ndc.y) / 2.0 * size)
    }
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

/// Places the camera so that the board (with its track), or the part in focus, fills the free
/// part of the window: when the view, the board's turn for the player, the panels, the board,
/// the focus or the window change.
fn frame_board(
    (view, fill): (Res<CameraView>, Res<BoardFill>),
    turned: Res<BoardTurned>,
    insets: Res<ViewportInsets>,
    cells: Res<BoardCells>,
    focus: Res<BoardFocus>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Camera, &mut Transform), With<BoardCamera>>,
) {
    let size = Vec2::new(
        window.physical_width() as f32,
        window.physical_height() as f32,
    );
    let view = CameraView {
        zoom: view.zoom * fill.0,
        ..*view
    };
    let framing = BoardFraming::new(
        &view,
        *turned,
        *insets,
        &cells,
        *focus,
        size,
        window.scale_factor(),
    );
    let viewport = Viewport {
        physical_position: framing.position,
        physical_size: framing.size,
        ..default()
    };
    let (camera, transform) = &mut *camera;
    if camera.viewport.as_ref().is_none_or(|v| {
        v.physical_position != viewport.physical_position
            || v.physical_size != viewport.physical_size
    }) {
        camera.viewport = Some(viewport);
    }
    if **transform != framing.transform {
        **transform = framing.transform;
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ViewportInsets>()
        .init_resource::<BoardFill>()
        .init_resource::<PointerOverPanel>()
        .add_systems(Startup, spawn_cameras)
        // The board is fitted in the frame the panels take their place (they are laid out in
        // egui's pass), so the first frame of a screen already shows the board where it stays
        // and a click lands on the cell drawn under it.
        .add_systems(
            PostUpdate,
            frame_board
                .run_if(
                    resource_changed::<CameraView>
                        .or_eager(resource_changed::<BoardFill>)
                        .or_eager(resource_changed::<BoardTurned>)
                        .or_eager(resource_changed::<ViewportInsets>)
                        .or_eager(resource_changed::<BoardCells>)
                        .or_eager(resource_changed::<BoardFocus>)
                        .or_eager(on_message::<WindowResized>)
                        .or_eager(on_message::<WindowScaleFactorChanged>),
                )
                .after(EguiPostUpdateSet::EndPass)
                .before(TransformSystems::Propagate)
                .before(CameraUpdateSystems),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The framing of a board of radius 5 in a `window` with `insets`, at one pixel a point.
    fn framing(window: Vec2, insets: ViewportInsets) -> BoardFraming {
        let cells = BoardCells::new([("a1".to_string(), Vec3::ZERO)], 1.0, Vec3::ZERO, 5.0);
        BoardFraming::new(
            &CameraView::default(),
            BoardTurned::default(),
            insets,
            &cells,
            BoardFocus::default(),
            window,
            1.0,
        )
    }

    #[test]
    fn the_board_is_fitted_between_the_panels_and_never_out_of_the_window() {
        let window = Vec2::new(1920.0, 1080.0);
        let bands = ViewportInsets {
            top: 100.0,
            bottom: 120.0,
            ..default()
        };
        let fitted = framing(window, bands);
        assert_eq!(
            (fitted.position, fitted.size),
            (UVec2::new(0, 100), UVec2::new(1920, 860))
        );
        // Panels taller than the window: the board keeps its least room inside it.
        let too_tall = ViewportInsets {
            top: 1080.0,
            bottom: 300.0,
            left: 2000.0,
            ..default()
        };
        let squeezed = framing(window, too_tall);
        assert_eq!(
            (squeezed.position, squeezed.size),
            (UVec2::new(1904, 1064), UVec2::new(16, 16))
        );
    }
}
