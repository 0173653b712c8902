//! Real rendered frames: the `screenshot` command draws a mid-game Medusa position (a rosette,
//! a group just reversed, a stone just moved), a Medea game, and two games of Pillars of
//! Medusa (the sample after move 16, and pieces just turned to stone), and a lesson's step with
//! its hint ringed, in a window under Xvfb with Mesa's software Vulkan, and the pixels at known
//! places are checked: black pieces are dark, white ones light, pieces turned to stone grey
//! between them, the rosette's well is brighter than an empty well, and the lesson's ring
//! covers much of the cell it rings.
#![cfg(feature = "app")]

use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// Mean luminance (0..255) of the 5x5 pixels around `at`.
fn luminance(image: &(Vec<u8>, u32, u32, usize), at: [f64; 2]) -> f64 {
    let (data, width, height, channels) = image;
    let (cx, cy) = (at[0] as i64, at[1] as i64);
    let mut sum = 0.0;
    let mut count = 0.0;
    for y in cy - 2..=cy + 2 {
        for x in cx - 2..=cx + 2 {
            assert!(
                x >= 0 && y >= 0 && x < *width as i64 && y < *height as i64,
                "{at:?} off screen"
            );
            let i = (y as usize * *width as usize + x as usize) * channels;
            let (r, g, b) = (data[i] as f64, data[i + 1] as f64, data[i + 2] as f64);
            sum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
            count += 1.0;
        }
    }
    sum / count
}

fn read_png(path: &Path) -> (Vec<u8>, u32, u32, usize) {
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(path).expect("the screenshot exists"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut data = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut data).expect("a frame");
    let channels = info.color_type.samples();
    (data, info.width, info.height, channels)
}

/// A rendered frame of `source` (a record, or `--lesson GAME/STEP`) with `extra` arguments
/// under Xvfb, 1024 x 700, saved as `name`.png in this run's folder: the image and the screen
/// positions of the cells.
fn screenshot(source: &[&str], name: &str, extra: &[&str]) -> ((Vec<u8>, u32, u32, usize), Value) {
    assert!(
        Command::new("xvfb-run").arg("--help").output().is_ok(),
        "xvfb-run is needed (scripts/setup test installs it)"
    );
    let dir = std::env::temp_dir().join(format!("medusa-frame-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (png, positions) = (
        dir.join(format!("{name}.png")),
        dir.join(format!("{name}.json")),
    );
    let output = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1024x700x24"])
        .arg(env!("CARGO_BIN_EXE_medusa"))
        .arg("screenshot")
        .args(source)
        .arg(&png)
        .args(extra)
        .args(["--size", "1024x700", "--positions"])
        .arg(&positions)
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("the screenshot command runs");
    assert!(
        output.status.success(),
        "screenshot failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let image = read_png(&png);
    assert_eq!((image.1, image.2), (1024, 700));
    let probe = serde_json::from_str(&std::fs::read_to_string(&positions).unwrap()).unwrap();
    (image, probe)
}

/// The screen position of the cell `label` in a screenshot's positions.
fn cell(probe: &Value, label: &str) -> [f64; 2] {
    let p = &probe["points"][label];
    [p[0].as_f64().unwrap(), p[1].as_f64().unwrap()]
}

#[test]
fn the_screenshot_shows_stones_and_a_lit_rosette() {
    let (image, probe) = screenshot(&["tests/data/midgame.txt"], "midgame", &[]);
    let at = |label: &str| cell(&probe, label);
    // Black's group on the right, and White's rosette, the reversed corner group and the stone
    // that moved to a4.
    for label in ["p15", "q15", "r15", "q16", "o14", "o15"] {
        let l = luminance(&image, at(label));
        assert!(l < 70.0, "black stone on {label} is dark: {l}");
    }
    for label in [
        "i9", "i10", "j9", "j11", "k10", "k11", "a2", "a3", "a4", "b1", "b3",
    ] {
        let l = luminance(&image, at(label));
        assert!(l > 150.0, "white stone on {label} is light: {l}");
    }
    // Empty cells are wood, between the two.
    for label in ["e5", "m9"] {
        let l = luminance(&image, at(label));
        assert!((70.0..235.0).contains(&l), "empty cell {label}: {l}");
    }
    // The rosette around the centre (j10) glows; an empty well elsewhere does not.
    let site = |index: usize| -> [f64; 2] {
        let s = &probe["sites"][index];
        [s[0].as_f64().unwrap(), s[1].as_f64().unwrap()]
    };
    let topology = medusa::medusa::Variant::Medusa.topology();
    let centre = topology
        .sites()
        .iter()
        .position(|s| s.centre == [0.0, 0.0])
        .unwrap();
    let lit = luminance(&image, site(centre));
    let dark = luminance(&image, site(0));
    assert!(lit > dark + 40.0, "lit well {lit}, empty well {dark}");
}

#[test]
fn the_screenshot_of_a_medea_game_shows_its_men_on_the_board() {
    // Move 20 is Black's double capture h6xh4xf4.
    let (image, probe) = screenshot(
        &["tests/data/medea-midgame.txt"],
        "medea",
        &["--turn", "20"],
    );
    let at = |label: &str| cell(&probe, label);
    assert_eq!(probe["points"].as_object().map(|m| m.len()), Some(64));
    for label in ["e8", "f4", "d7"] {
        let l = luminance(&image, at(label));
        assert!(l < 70.0, "black man on {label} is dark: {l}");
    }
    for label in ["d1", "c2", "d3"] {
        let l = luminance(&image, at(label));
        assert!(l > 150.0, "white man on {label} is light: {l}");
    }
}

#[test]
fn the_screenshot_of_the_pillars_sample_after_move_16_shows_both_armies_and_the_stone() {
    // After 16. a10-b10 f10-d11: Black's Horse on a9 and Advisors on c10 and c11 stand next
    // to White's Medusa on b10, turned to stone.
    let (image, probe) = screenshot(
        &["tests/data/pillars-sample.txt"],
        "pillars",
        &["--turn", "32"],
    );
    let at = |label: &str| cell(&probe, label);
    assert_eq!(probe["points"].as_object().map(|m| m.len()), Some(121));
    let black: Vec<f64> = ["d11", "f11", "h11", "d9"]
        .iter()
        .map(|label| luminance(&image, at(label)))
        .collect();
    for (label, l) in ["d11", "f11", "h11", "d9"].iter().zip(&black) {
        assert!(*l < 70.0, "black piece on {label} is dark: {l}");
    }
    for label in ["a1", "e1", "f1", "k1"] {
        let l = luminance(&image, at(label));
        assert!(l > 150.0, "white piece on {label} is light: {l}");
    }
    let darkest_free = black.iter().copied().fold(0.0, f64::max);
    for label in ["a9", "c10", "c11"] {
        let l = luminance(&image, at(label));
        assert!(
            l > darkest_free + 25.0 && l < 150.0,
            "black piece turned to stone on {label} is grey: {l}"
        );
    }
}

#[test]
fn the_screenshot_of_pieces_turned_to_stone_shows_them_grey() {
    // Black's Medusa has stepped to e6: White's Tower, Horse and Sword on d5, e5 and f5 are
    // stone; White's Queen and King are not.
    let (image, probe) = screenshot(&["tests/data/pillars-gaze.txt"], "pillars-gaze", &[]);
    let at = |label: &str| cell(&probe, label);
    let free: Vec<f64> = ["b2", "f1"]
        .iter()
        .map(|label| luminance(&image, at(label)))
        .collect();
    for l in &free {
        assert!(*l > 150.0, "a free white piece is light: {l}");
    }
    let lightest_stone = ["d5", "e5", "f5"]
        .iter()
        .map(|label| luminance(&image, at(label)))
        .fold(0.0, f64::max);
    let darkest_free = free.iter().copied().fold(f64::MAX, f64::min);
    assert!(
        lightest_stone + 20.0 < darkest_free && lightest_stone > 70.0,
        "white pieces turned to stone are grey ({lightest_stone}), free ones ivory ({darkest_free})"
    );
    for label in ["e6", "k8"] {
        let l = luminance(&image, at(label));
        assert!(l < 70.0, "black piece on {label} is dark: {l}");
    }
}

/// The share of the pixels within `radius` of `at` that are green: the hint's glow, which
/// neither the wood nor the stones show.
fn green_share(image: &(Vec<u8>, u32, u32, usize), at: [f64; 2], radius: f64) -> f64 {
    let (data, width, _, channels) = image;
    let (mut green, mut all) = (0.0, 0.0);
    let r = radius.ceil() as i64;
    for dy in -r..=r {
        for dx in -r..=r {
            if ((dx * dx + dy * dy) as f64).sqrt() > radius {
                continue;
            }
            let (x, y) = (at[0] as i64 + dx, at[1] as i64 + dy);
            let i = (y as usize * *width as usize + x as usize) * channels;
            let (red, g, blue) = (data[i] as f64, data[i + 1] as f64, data[i + 2] as f64);
            if g > red + 25.0 && g > blue + 25.0 {
                green += 1.0;
            }
            all += 1.0;
        }
    }
    green / all
}

#[test]
fn the_lesson_hint_rings_its_cell_boldly() {
    // The first step of Medusa's reversals: the hint rings k9, the black stone's last liberty.
    let (image, probe) = screenshot(
        &["--lesson", "medusa/last-liberty", "--hint"],
        "lesson-hint",
        &[],
    );
    let at = |label: &str| cell(&probe, label);
    let spacing = ["j9", "k10", "l9", "k8"]
        .iter()
        .map(|label| {
            let (a, b) = (at("k9"), at(label));
            (a[0] - b[0]).hypot(a[1] - b[1])
        })
        .fold(f64::MAX, f64::min);
    // The ring reaches from under a stone's edge to past the cell's: a band round the cell as
    // wide as a good part of the cell, not a thin line.
    let ringed = green_share(&image, at("k9"), 0.6 * spacing);
    assert!(
        ringed > 0.4,
        "the ring covers {ringed:.2} of k9's surroundings"
    );
    let elsewhere = green_share(&image, at("e5"), 0.6 * spacing);
    assert!(elsewhere < 0.02, "no ring at e5: {elsewhere:.2}");
}
