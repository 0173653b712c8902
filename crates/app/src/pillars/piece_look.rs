//! What the pieces of Pillars of Medusa look like: each shape is dressed with its kind's mesh
//! and a material of its own in its side's finish, the Morph's mark with a jade ring; the
//! stone line of each piece follows how far it is turned to stone; the trays stand beside the
//! board, each captioned with whose pieces it holds; and, if the settings ask for them, each
//! piece shows its letter on its body.

use bevy::prelude::*;
use bevy::transform::TransformSystems;
use bevy_egui::egui::{self, Align2, Color32, FontId, Stroke};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::assets::{PillarsAssets, piece_material};
use super::layout;
use super::pieces::{Captured, Form, MorphMark, Petrification, PillarsPiece};
use super::stone_material::PieceMaterial;
use crate::GameSystems;
use crate::scene::{BoardCamera, OnBoard, board_arrived, board_shown, paint_label, panel_point};
use crate::session::{Animating, AnimationClock};
use crate::session::{GameBoard, Settings};
use crate::ui::words;
use medusa_rules::pillars::{Colour, Piece};

/// Where the stone line of a piece `height` tall standing with its foot at `foot` (world
/// height, its scale `scale`) lies when it is `level` turned (0 alive, 1 stone).
pub fn stone_line(height: f32, foot: f32, scale: f32, level: f32) -> f32 {
    if level <= 0.0 {
        return -100.0;
    }
    if level >= 1.0 {
        return 100.0;
    }
    foot - 0.02 + level * (height * scale + 0.06)
}

/// The piece an entity is, on the board or in a tray.
fn piece_of(board: Option<&PillarsPiece>, tray: Option<&Captured>) -> Option<Piece> {
    board.map(|p| p.piece).or(tray.map(|c| c.piece))
}

type PieceQuery<'w, 's> = Query<
    'w,
    's,
    (
        Option<&'static PillarsPiece>,
        Option<&'static Captured>,
        &'static Petrification,
        &'static GlobalTransform,
    ),
>;

/// A shape: its kind's mesh, in a material of its own (so that it can turn to stone alone).
fn dress_form(
    add: On<Add, Form>,
    forms: Query<(&Form, &ChildOf)>,
    pieces: PieceQuery,
    assets: Res<PillarsAssets>,
    clock: Res<AnimationClock>,
    mut materials: ResMut<Assets<PieceMaterial>>,
    mut commands: Commands,
) {
    let Ok((form, parent)) = forms.get(add.entity) else {
        return;
    };
    let Ok((board, tray, stone, pose)) = pieces.get(parent.parent()) else {
        return;
    };
    let colour = piece_of(board, tray).map_or(Colour::White, |p| p.colour);
    let (scale, _, foot) = pose.to_scale_rotation_translation();
    let line = stone_line(
        assets.height(form.0),
        foot.y,
        scale.y,
        stone.at(clock.now()),
    );
    commands.entity(add.entity).insert((
        Mesh3d(assets.shape(form.0)),
        MeshMaterial3d(materials.add(piece_material(colour, line))),
    ));
}

fn dress_mark(add: On<Add, MorphMark>, assets: Res<PillarsAssets>, mut commands: Commands) {
    commands.entity(add.entity).insert((
        Mesh3d(assets.morph_ring.clone()),
        MeshMaterial3d(assets.jade.clone()),
        Transform::from_xyz(0.0, 0.006, 0.0),
    ));
}

/// Run condition: a stone line may have moved (an animation is playing or has just ended, or
/// a piece's petrification was set).
fn stone_may_move(animating: Res<Animating>, changed: Query<(), Changed<Petrification>>) -> bool {
    animating.0 || animating.is_changed() || !changed.is_empty()
}

/// Moves each piece's stone line to where its petrification has it now.
fn follow_stone(
    clock: Res<AnimationClock>,
    assets: Res<PillarsAssets>,
    pieces: Query<(&Petrification, &GlobalTransform, &Children)>,
    forms: Query<(&Form, &MeshMaterial3d<PieceMaterial>)>,
    mut materials: ResMut<Assets<PieceMaterial>>,
) {
    let now = clock.now();
    for (stone, pose, children) in &pieces {
        let (scale, _, foot) = pose.to_scale_rotation_translation();
        let level = stone.at(now);
        for (form, material) in children.iter().filter_map(|c| forms.get(c).ok()) {
            let line = stone_line(assets.height(form.0), foot.y, scale.y, level);
            let current = materials.get(&material.0).map(|m| m.extension.line());
            if current.is_some_and(|current| (current - line).abs() > 1e-4)
                && let Some(mut material) = materials.get_mut(&material.0)
            {
                material.extension.set_line(line);
            }
        }
    }
}

/// The two trays beside the board, where the captured pieces stand.
fn build_trays(assets: Res<PillarsAssets>, mut commands: Commands) {
    for colour in Colour::ALL {
        let centre = layout::tray_centre(colour);
        commands.spawn((
            Name::new(format!("{colour}'s tray")),
            OnBoard(GameBoard::PILLARS),
            Mesh3d(assets.tray.clone()),
            MeshMaterial3d(assets.tray_wood.clone()),
            Transform::from_translation(centre - Vec3::Y * 0.12),
            children![(
                Mesh3d(assets.tray_felt.clone()),
                MeshMaterial3d(assets.felt.clone()),
                Transform::from_xyz(0.0, 0.121, 0.0),
            )],
        ));
    }
}

/// Where a caption of `size`, meant to be centred on `at`, is drawn whole inside `room`: moved
/// in from an edge it would cross; `None` when `at` itself is outside (its tray is off the
/// screen, as on a phone held upright, where the board takes the whole width).
fn caption_centre(at: egui::Pos2, size: egui::Vec2, room: egui::Rect) -> Option<egui::Pos2> {
    if !room.contains(at) {
        return None;
    }
    let half = size / 2.0;
    let keep = |value: f32, low: f32, high: f32| {
        if high < low {
            (low + high) / 2.0
        } else {
            value.clamp(low, high)
        }
    };
    Some(egui::pos2(
        keep(at.x, room.min.x + half.x, room.max.x - half.x),
        keep(at.y, room.min.y + half.y, room.max.y - half.y),
    ))
}

/// Under each tray, whose pieces it holds, whole on the screen.
fn caption_trays(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let (camera, view) = *camera;
    let font = FontId::proportional(14.0);
    let words = words(ctx);
    let Some(viewport) = camera.logical_viewport_size() else {
        return Ok(());
    };
    let room = egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(viewport.x, viewport.y) / ctx.zoom_factor(),
    );
    let ink = Color32::from_rgb(240, 226, 196);
    for colour in Colour::ALL {
        let Some(at) = panel_point(ctx, camera, view, layout::tray_caption_anchor(colour)) else {
            continue;
        };
        let side = words.get(&format!("side-{}", colour.name()));
        let text = words.with("pillars-taken-from", [("side", side.into())]);
        let size = painter
            .layout_no_wrap(text.clone(), font.clone(), ink)
            .size();
        if let Some(at) = caption_centre(at, size, room) {
            paint_label(&painter, at, &text, &font, ink);
        }
    }
    Ok(())
}

/// Run condition: the letters on the pieces are wanted and the board is shown.
fn letters_wanted(settings: Res<Settings>) -> bool {
    settings.piece_letters
}

/// Where a piece's letter stands: on the piece's body, a little above half its height, so
/// that from any angle it is drawn over the piece itself, never over the square behind it.
fn letter_anchor(foot: Vec3, height: f32) -> Vec3 {
    foot + Vec3::Y * (height * 0.55)
}

/// Each piece's letter on a small disc on its body, in its side's colours (a Morph's disc
/// ringed in jade, a frozen piece's grey).
fn draw_letters(
    mut contexts: EguiContexts,
    camera: Single<(&Camera, &GlobalTransform), With<BoardCamera>>,
    clock: Res<AnimationClock>,
    assets: Res<PillarsAssets>,
    pieces: PieceQuery,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::background());
    let (camera, view) = *camera;
    for (board, tray, stone, pose) in &pieces {
        let Some(piece) = piece_of(board, tray) else {
            continue;
        };
        let (scale, _, foot) = pose.to_scale_rotation_translation();
        let anchor = letter_anchor(foot, assets.height(piece.role) * scale.y);
        let Some(at) = panel_point(ctx, camera, view, anchor) else {
            continue;
        };
        let radius = if tray.is_some() { 6.5 } else { 9.0 };
        let (face, ink) = match piece.colour {
            Colour::White => (Color32::from_rgb(246, 238, 220), Color32::from_gray(25)),
            Colour::Black => (Color32::from_rgb(30, 22, 18), Color32::from_gray(240)),
        };
        let face = if stone.at(clock.now()) >= 0.5 {
            Color32::from_gray(140)
        } else {
            face
        };
        let edge = if piece.morph {
            Stroke::new(2.0, Color32::from_rgb(60, 230, 150))
        } else {
            Stroke::new(1.0, Color32::from_gray(110))
        };
        let centre = at;
        painter.circle(centre, radius, face, edge);
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            piece.role.letter(),
            FontId::proportional(radius * 1.3),
            ink,
        );
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_observer(dress_form)
        .add_observer(dress_mark)
        .add_systems(
            Update,
            (build_trays
                .run_if(board_arrived(GameBoard::PILLARS))
                .in_set(GameSystems::Follow),),
        )
        .add_systems(
            PostUpdate,
            follow_stone
                .run_if(board_shown(GameBoard::PILLARS).and_then(stone_may_move))
                .after(TransformSystems::Propagate),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                caption_trays.run_if(board_shown(GameBoard::PILLARS)),
                draw_letters.run_if(board_shown(GameBoard::PILLARS).and_then(letters_wanted)),
            ),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A caption near the screen's edge moves in to be read whole; one whose tray is off the
    /// screen is not drawn.
    #[test]
    fn a_trays_caption_is_drawn_whole_or_not_at_all() {
        let room = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(390.0, 440.0));
        let size = egui::vec2(110.0, 16.0);
        assert_eq!(
            caption_centre(egui::pos2(20.0, 420.0), size, room),
            Some(egui::pos2(55.0, 420.0))
        );
        assert_eq!(
            caption_centre(egui::pos2(380.0, 438.0), size, room),
            Some(egui::pos2(335.0, 432.0))
        );
        assert_eq!(
            caption_centre(egui::pos2(200.0, 300.0), size, room),
            Some(egui::pos2(200.0, 300.0))
        );
        assert_eq!(caption_centre(egui::pos2(-4.0, 420.0), size, room), None);
        // Wider than the room: centred in it.
        let wide = egui::vec2(500.0, 16.0);
        assert_eq!(
            caption_centre(egui::pos2(20.0, 200.0), wide, room),
            Some(egui::pos2(195.0, 200.0))
        );
    }

    /// From any angle a point inside a piece is drawn over the piece; a point above its top
    /// (where the letters stood) is drawn over the square behind it in a slanted view.
    #[test]
    fn a_letter_stands_inside_its_piece() {
        let foot = Vec3::new(2.0, 0.1, -3.0);
        for height in [0.6_f32, 0.9, 1.4] {
            let anchor = letter_anchor(foot, height);
            assert_eq!((anchor.x, anchor.z), (foot.x, foot.z));
            assert!(anchor.y > foot.y + 0.4 * height, "{height}: {anchor}");
            assert!(anchor.y < foot.y + 0.7 * height, "{height}: {anchor}");
        }
    }
}
