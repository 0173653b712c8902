//! Small flat pictures of a part of a board with its stones, drawn with egui for the rules
//! pages: Medusa's cells as hexagons (the dark holes too), Lotus's points with the sides of
//! its polygons. The positions they show are made by the rules core, so the pictures are
//! always what the rules really do.

use bevy_egui::egui::{self, Color32, Pos2, Shape, Stroke, Vec2};

use medusa_rules::medusa::{Bits, Colour, Point, Position, Variant};

/// What one picture shows.
pub struct Picture<'a> {
    pub position: &'a Position,
    /// The points the picture is about: it shows them and a little around them.
    pub around: Bits,
    /// Stones to ring (what has just changed).
    pub ringed: Bits,
    /// A stone's path, drawn as an arrow (a movement).
    pub arrow: Option<(Point, Point)>,
}

const WOOD: Color32 = Color32::from_rgb(222, 190, 140);
const HOLE: Color32 = Color32::from_rgb(70, 45, 30);
const EDGE: Color32 = Color32::from_rgb(120, 85, 55);
const RING: Color32 = Color32::from_rgb(255, 110, 70);
const ARROW: Color32 = Color32::from_rgb(90, 200, 255);

/// Draws `picture` into a `size` area of `ui`.
pub fn draw_picture(ui: &mut egui::Ui, picture: &Picture, size: Vec2) -> egui::Response {
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let rect = response.rect;
    let topology = picture.position.topology();
    let at = |p: Point| {
        let [x, y] = topology.position(p);
        egui::vec2(x, y)
    };
    // The distance between neighbouring points sets the scale of everything.
    let first = picture.around.first().unwrap_or(Point::new(0));
    let spacing = topology
        .neighbours(first)
        .first()
        .map_or(1.0, |&n| (at(n) - at(first)).length());
    let count = picture.around.len().max(1) as f32;
    let centre = picture.around.iter().map(at).fold(Vec2::ZERO, |a, b| a + b) / count;
    let reach = picture
        .around
        .iter()
        .map(|p| (at(p) - centre).length())
        .fold(0.0, f32::max)
        + spacing * 1.2;
    let scale = rect.width().min(rect.height()) / 2.0 / (reach + spacing * 0.5);
    let screen = |v: Vec2| -> Pos2 {
        let d = (v - centre) * scale;
        rect.center() + egui::vec2(d.x, -d.y)
    };
    let shown = |v: Vec2| (v - centre).length() <= reach + spacing * 0.2;
    painter.rect_filled(rect, 6.0, Color32::from_rgb(60, 40, 28));
    let board = picture.position.board();
    match picture.position.variant() {
        Variant::Medusa => {
            // Hexagons: corners 30 degrees off the directions to the neighbours.
            let towards = topology
                .neighbours(first)
                .first()
                .map_or(Vec2::X, |&n| (at(n) - at(first)).normalized());
            let radius = spacing / 3f32.sqrt() * 0.96;
            let hexagon = |c: Vec2, fill: Color32| {
                let corners = (0..6)
                    .map(|k| {
                        let angle = towards.angle()
                            + std::f32::consts::FRAC_PI_6
                            + k as f32 * std::f32::consts::FRAC_PI_3;
                        screen(c + Vec2::angled(angle) * radius)
                    })
                    .collect();
                Shape::convex_polygon(corners, fill, Stroke::new(1.0, EDGE))
            };
            for &[x, y] in topology.holes() {
                let c = egui::vec2(x, y);
                if shown(c) {
                    painter.add(hexagon(c, HOLE));
                }
            }
            for p in topology.points() {
                if shown(at(p)) {
                    painter.add(hexagon(at(p), WOOD));
                }
            }
        }
        Variant::Lotus => {
            for p in topology.points().filter(|&p| shown(at(p))) {
                for &n in topology.neighbours(p) {
                    if n > p && shown(at(n)) {
                        painter
                            .line_segment([screen(at(p)), screen(at(n))], Stroke::new(2.0, WOOD));
                    }
                }
                painter.circle_filled(screen(at(p)), 2.5, WOOD);
            }
        }
    }
    let stone = spacing * scale * 0.42;
    for p in board.occupied().iter().filter(|&p| shown(at(p))) {
        let (fill, rim) = match board.colour_at(p) {
            Some(Colour::Black) => (Color32::from_gray(20), Color32::from_gray(90)),
            _ => (Color32::from_gray(240), Color32::from_gray(120)),
        };
        painter.circle(screen(at(p)), stone, fill, Stroke::new(1.0, rim));
        if picture.ringed.contains(p) {
            painter.circle_stroke(screen(at(p)), stone + 2.5, Stroke::new(2.0, RING));
        }
    }
    if let Some((from, to)) = picture.arrow {
        painter.arrow(
            screen(at(from)),
            screen(at(to)) - screen(at(from)),
            Stroke::new(2.5, ARROW),
        );
    }
    response
}
