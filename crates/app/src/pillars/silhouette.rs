//! A piece of Pillars of Medusa drawn flat, as seen from the side, from the same parts its
//! 3D piece is built from: each turned part as the band its profile sweeps, each cut part as
//! its outline, balls as discs, blocks as rectangles, tubes as thick lines. Drawn twice, once
//! wider in the edge colour and then in the face colour, so that it stands out on any ground.

use bevy_egui::egui::{self, Color32, Pos2, Shape, Stroke, Vec2};

use super::piece_shapes::{self, Part};
use medusa_rules::pillars::{Colour, Role};

/// The face and edge colours of `colour`'s pieces.
fn colours(colour: Colour) -> (Color32, Color32) {
    match colour {
        Colour::White => (Color32::from_rgb(238, 226, 200), Color32::from_gray(70)),
        Colour::Black => (Color32::from_rgb(36, 26, 22), Color32::from_gray(170)),
    }
}

/// Draws `role`'s piece of `colour` into a `size` area of `ui`, standing on its bottom.
pub fn draw_silhouette(
    ui: &mut egui::Ui,
    role: Role,
    colour: Colour,
    size: Vec2,
) -> egui::Response {
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let rect = response.rect;
    // A piece is at most 1.15 tall and 0.9 wide as drawn: fit that box, feet on the bottom.
    let scale = (rect.height() / 1.2).min(rect.width() / 0.95);
    let foot = egui::pos2(rect.center().x, rect.bottom() - 1.0);
    let at = |x: f32, y: f32| foot + egui::vec2(x * scale, -y * scale);
    let (face, edge) = colours(colour);
    let parts = piece_shapes::parts(role);
    for (fill, grow) in [(edge, 1.6), (face, 0.0)] {
        for part in &parts {
            let stroke = Stroke::new(grow, fill);
            let polygon = |points: Vec<Pos2>| Shape::convex_polygon(points, fill, stroke);
            match part {
                Part::Turned { profile, at: axis } => {
                    for pair in profile.windows(2) {
                        let (a, b) = (pair[0], pair[1]);
                        let (x, y) = (axis.x, axis.y);
                        painter.add(polygon(vec![
                            at(x - a.x, y + a.y),
                            at(x + a.x, y + a.y),
                            at(x + b.x, y + b.y),
                            at(x - b.x, y + b.y),
                        ]));
                    }
                }
                Part::Cut { outline, .. } => {
                    painter.add(polygon(outline.iter().map(|p| at(p.x, p.y)).collect()));
                }
                Part::Ball { centre, radius } => {
                    painter.circle(at(centre.x, centre.y), radius * scale, fill, stroke);
                }
                Part::Block { centre, size } => {
                    let (half_x, half_y) = (size.x / 2.0, size.y / 2.0);
                    painter.add(polygon(vec![
                        at(centre.x - half_x, centre.y - half_y),
                        at(centre.x + half_x, centre.y - half_y),
                        at(centre.x + half_x, centre.y + half_y),
                        at(centre.x - half_x, centre.y + half_y),
                    ]));
                }
                Part::Tube { path, radii } => {
                    let width = (radii.0 + radii.1) * scale + grow * 2.0;
                    let points: Vec<Pos2> = path.iter().map(|p| at(p.x, p.y)).collect();
                    painter.add(Shape::line(points, Stroke::new(width, fill)));
                }
            }
        }
    }
    response
}
