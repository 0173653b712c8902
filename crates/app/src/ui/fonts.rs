//! The panels' typefaces: the fonts egui ships, cut down to the characters the game shows
//! (`scripts/make-fonts`), so the browser download carries about 220 KB of fonts, not 1.4 MB.
//! Every panel context gets them as it is created, before its first pass, and the glyphs
//! egui adds to its atlas reach the screen with the text that uses them.

use std::sync::Arc;

use bevy::asset::AssetEventSystems;
use bevy::prelude::*;
use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
use bevy_egui::{EguiContext, EguiPostUpdateSet};

/// Text: Ubuntu Light (the panels) and Hack (records and turn lists), Latin scripts only.
const UBUNTU_LIGHT: &[u8] = include_bytes!("../../../../assets/fonts/ubuntu-light-subset.ttf");
const HACK: &[u8] = include_bytes!("../../../../assets/fonts/hack-subset.ttf");
/// Symbols drawn as text: the media buttons and menu arrows, the triangles and egui's box for
/// a missing character.
const EMOJI_ICON: &[u8] = include_bytes!("../../../../assets/fonts/emoji-icon-subset.ttf");
const NOTO_EMOJI: &[u8] = include_bytes!("../../../../assets/fonts/noto-emoji-subset.ttf");

/// The font set: the families and fallbacks of egui's defaults, from the subsets.
pub fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    let mut add = |name: &str, data: FontData| {
        fonts.font_data.insert(name.to_owned(), Arc::new(data));
    };
    add("ubuntu-light", FontData::from_static(UBUNTU_LIGHT));
    add("hack", FontData::from_static(HACK));
    // Sized down to sit with the text, as egui sizes them.
    add(
        "noto-emoji",
        FontData::from_static(NOTO_EMOJI).tweak(FontTweak {
            scale: 0.81,
            ..default()
        }),
    );
    add(
        "emoji-icon",
        FontData::from_static(EMOJI_ICON).tweak(FontTweak {
            scale: 0.90,
            ..default()
        }),
    );
    let family = |names: &[&str]| names.iter().map(|name| (*name).to_owned()).collect();
    fonts.families.insert(
        FontFamily::Proportional,
        family(&["ubuntu-light", "noto-emoji", "emoji-icon", "hack"]),
    );
    fonts.families.insert(
        FontFamily::Monospace,
        family(&["hack", "ubuntu-light", "noto-emoji", "emoji-icon"]),
    );
    fonts
}

/// Gives each panel context the game's fonts as it is created; they take effect at its first
/// pass.
fn install(add: On<Add, EguiContext>, mut contexts: Query<&mut EguiContext>) {
    if let Ok(mut context) = contexts.get_mut(add.entity) {
        context.get_mut().set_fonts(definitions());
    }
}

/// Egui's texture changes (new glyphs in the font atlas, or a new atlas) are announced to the
/// renderer in the frame that draws the text using them. Bevy reads the changes to images in
/// `AssetEventSystems`; bevy_egui makes them in `PostProcessOutput` without ordering the two,
/// so a frame could draw new text with the old atlas: letters missing, or no panel at all.
fn order_texture_uploads(app: &mut App) {
    app.configure_sets(
        PostUpdate,
        EguiPostUpdateSet::PostProcessOutput.before(AssetEventSystems),
    );
}

pub fn plugin(app: &mut App) {
    app.add_observer(install);
    order_texture_uploads(app);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Egui's texture changes come before Bevy reads the changes to images: ordering them the
    /// other way round as well makes a cycle, which the schedule refuses.
    #[test]
    fn egui_textures_change_before_the_renderer_hears_of_changes() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, AssetPlugin::default()))
            .init_asset::<Image>();
        order_texture_uploads(&mut app);
        app.add_systems(
            PostUpdate,
            (|| {}).in_set(EguiPostUpdateSet::PostProcessOutput),
        );
        let build = |app: &mut App| {
            app.world_mut()
                .try_schedule_scope(PostUpdate, |world, schedule| {
                    schedule.initialize(world).is_ok()
                })
                .ok()
        };
        assert_eq!(build(&mut app), Some(true));
        app.configure_sets(
            PostUpdate,
            EguiPostUpdateSet::PostProcessOutput.after(AssetEventSystems),
        );
        assert_eq!(build(&mut app), Some(false));
    }
    use skrifa::{FontRef, MetadataProvider};

    /// Every character the game's source code shows (its strings, help pages and messages,
    /// comments and tests aside), every language's words, and the symbols egui draws as text
    /// have a glyph in both families.
    #[test]
    fn the_fonts_cover_the_games_text() {
        fn source_text(dir: &std::path::Path, text: &mut String) {
            let mut entries: Vec<_> = std::fs::read_dir(dir)
                .expect("the source folder is readable")
                .map(|entry| entry.expect("a source entry").path())
                .collect();
            entries.sort();
            for path in entries {
                if path.is_dir() {
                    source_text(&path, text);
                } else if path.extension().is_some_and(|ext| ext == "rs") {
                    let source = std::fs::read_to_string(&path).expect("a source file");
                    // A file's tests (its `mod tests`, last) are never shown: the server's
                    // tests try names in scripts the panels' fonts do not draw.
                    for line in source.lines() {
                        let line = line.trim_start();
                        if line.starts_with("mod tests") {
                            break;
                        }
                        if !line.starts_with("//") {
                            text.push_str(line);
                        }
                    }
                }
            }
        }
        // The whole workspace's sources: every crate's messages reach this app's panels.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut text = String::new();
        source_text(&root.join("src"), &mut text);
        source_text(&root.join("crates"), &mut text);
        // Every language's words (the pseudo-language's accents are in its source).
        let locales = root.join("assets/locales");
        for language in std::fs::read_dir(&locales).expect("the languages' folder is readable") {
            let folder = language.expect("a language's folder").path();
            for file in std::fs::read_dir(&folder).expect("a language's folder is readable") {
                let file = file.expect("a language file").path();
                text.push_str(&std::fs::read_to_string(&file).expect("a language file"));
            }
        }
        // Drawn by egui itself: menu arrows and the box for a missing character. Typed by
        // players: names with accents.
        text.push_str("⏴⏵⏶⏷◻ÄéñøŁžœ€–—“”‘’•");
        let mut shown: Vec<char> = text.chars().filter(|c| !c.is_control()).collect();
        shown.sort_unstable();
        shown.dedup();
        // An emoji in a file name is trimmed off by the records test: never shown.
        shown.retain(|c| *c != '✨');

        // A family shows a character when one of its fonts maps it (egui's own fallback rule).
        let fonts = definitions();
        for (family, names) in &fonts.families {
            let maps: Vec<_> = names
                .iter()
                .map(|name| {
                    let data = &fonts.font_data[name];
                    FontRef::new(&data.font).expect("a font").charmap()
                })
                .collect();
            let missing: String = shown
                .iter()
                .filter(|c| maps.iter().all(|map| map.map(**c).is_none()))
                .collect();
            assert_eq!(missing, "", "{family:?} has no glyph for these");
        }
    }
}
