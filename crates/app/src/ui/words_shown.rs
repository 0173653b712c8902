//! What a screen shows in words, for the tests: a piece of the UI drawn by egui without a
//! window in a given language, and every text it laid out; and the check that the
//! pseudo-language reached each of them (a text that is not bracketed was not read from the
//! language's files).

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
    mut draw: impl FnMut(&mut egui::Ui),
) -> Vec<String> {
    let ctx = egui::Context::default();
    ctx.set_fonts(fonts::definitions());
    hand_words(&ctx, Arc::new(Texts::load(tag)));
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
        ..Default::default()
    };
    let mut texts = Vec::new();
    for frame in 0..3 {
        let mut output = ctx.run_ui(input(), |ui| draw(ui));
        output.textures_delta.clear();
        if frame == 2 {
            for clipped in &output.shapes {
                collect(&clipped.shape, &mut texts);
            }
        }
    }
    texts
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
/// translates); and that it showed something.
pub(crate) fn assert_every_word_translated(
    what: &str,
    size: egui::Vec2,
    data: impl Fn(&str) -> bool,
    draw: impl FnMut(&mut egui::Ui),
) {
    let texts = texts_drawn(PSEUDO, size, draw);
    assert!(!texts.is_empty(), "{what} shows nothing");
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
