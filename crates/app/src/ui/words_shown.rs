//! What a screen shows and says in words, for the tests: a piece of the UI drawn by egui
//! without a window in a given language, every text it laid out and every control it gave a
//! screen reader (egui's AccessKit tree, which the desktop hands to the system); and the
//! check that the pseudo-language reached each of them (a text that is not bracketed was not
//! read from the language's files) and that no control is left without a name.

use std::sync::Arc;

use bevy_egui::egui;
use medusa_locale::{PSEUDO, Texts};

use super::fonts;
use super::words::hand_words;

/// Every text `draw` lays out in the language `tag`, over a few frames (egui settles windows
/// and fonts over its first ones), on a screen of `size` points.
pub(crate) fn texts_drawn(
    tag: &str,
    size: egui::Vec2,
    draw: impl FnMut(&mut egui::Ui),
) -> Vec<String> {
    drawn(tag, size, draw).0
}

/// A control as a screen reader is told of it: its role and its name (`None`: unnamed).
#[derive(Clone, PartialEq, Debug)]
pub(crate) struct Control {
    pub role: egui::accesskit::Role,
    pub name: Option<String>,
}

/// Every text `draw` lays out in the language `tag`, and every control it tells a screen
/// reader of (what can be clicked or focused).
fn drawn(
    tag: &str,
    size: egui::Vec2,
    mut draw: impl FnMut(&mut egui::Ui),
) -> (Vec<String>, Vec<Control>) {
    use egui::accesskit::Action;
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    ctx.set_fonts(fonts::definitions());
    hand_words(&ctx, Arc::new(Texts::load(tag)));
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        ..Default::default()
    };
    let (mut texts, mut controls) = (Vec::new(), Vec::new());
    for frame in 0..3 {
        let mut output = ctx.run_ui(input(), |ui| draw(ui));
        output.textures_delta.clear();
        if frame == 2 {
            for clipped in &output.shapes {
                collect(&clipped.shape, &mut texts);
            }
            let update = output.platform_output.accesskit_update.take();
            let nodes: Vec<_> = update.iter().flat_map(|update| &update.nodes).collect();
            // A node's text is its label, its value or its text runs'; a control is named
            // by its own text or that of the nodes that label it.
            let own_name = |node: &egui::accesskit::Node| {
                let own = node
                    .label()
                    .or(node.value())
                    .filter(|text| !text.is_empty());
                own.map(str::to_string).or_else(|| {
                    let runs: String = node
                        .children()
                        .iter()
                        .filter_map(|id| nodes.iter().find(|(other, _)| other == id))
                        .filter_map(|(_, run)| run.value())
                        .collect();
                    (!runs.is_empty()).then_some(runs)
                })
            };
            for (_, node) in &nodes {
                // Labels are text a screen reader reads, not controls (egui lets text be
                // selected by clicking); and the analysis graph's axes (egui_plot's, which
                // the player can only hover) are read with the graph.
                let role = node.role();
                let clicked = node.supports_action(Action::Click);
                let control = clicked || node.supports_action(Action::Focus);
                let axis = role == egui::accesskit::Role::Unknown && !clicked;
                if control && role != egui::accesskit::Role::Label && !axis {
                    let labels: Vec<String> = node
                        .labelled_by()
                        .iter()
                        .filter_map(|id| nodes.iter().find(|(other, _)| other == id))
                        .filter_map(|(_, label)| own_name(label))
                        .collect();
                    let name = own_name(node).or((!labels.is_empty()).then(|| labels.join(" ")));
                    controls.push(Control {
                        role: node.role(),
                        name: name.filter(|name| !name.trim().is_empty()),
                    });
                }
            }
        }
    }
    (texts, controls)
}

/// The texts of `shape` and the shapes in it.
fn collect(shape: &egui::Shape, texts: &mut Vec<String>) {
    match shape {
        egui::Shape::Text(text) => texts.push(text.galley.text().to_string()),
        egui::Shape::Vec(shapes) => {
            for shape in shapes {
                collect(shape, texts);
            }
        }
        _ => {}
    }
}

/// Asserts that every text `draw` shows in the pseudo-language was read from the files
/// (bracketed), but for those `data` accepts (numbers, moves, names: what no language
/// translates); that it showed something; and that every control it tells a screen reader of
/// has a name.
pub(crate) fn assert_every_word_translated(
    what: &str,
    size: egui::Vec2,
    data: impl Fn(&str) -> bool,
    draw: impl FnMut(&mut egui::Ui),
) {
    let (texts, controls) = drawn(PSEUDO, size, draw);
    assert!(!texts.is_empty(), "{what} shows nothing");
    let unnamed: Vec<&Control> = controls.iter().filter(|c| c.name.is_none()).collect();
    assert!(
        unnamed.is_empty(),
        "{what} has controls a screen reader cannot name: {unnamed:?}"
    );
    let left: Vec<&String> = texts
        .iter()
        .filter(|text| {
            let text = text.trim();
            let has_letters = text.chars().any(char::is_alphabetic);
            has_letters && !(text.starts_with('[') && text.ends_with(']')) && !data(text)
        })
        .collect();
    assert!(
        left.is_empty(),
        "{what} shows words left in the code: {left:?}"
    );
}
