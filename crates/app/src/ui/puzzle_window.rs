//! The puzzle's window beside the board, where a lesson's stands ([`LessonLayout`]): which
//! puzzle of the game's set, how hard and what it is about, the question (the side to move
//! finds the move that wins), what the player's move came to (go on, solved, missed and the
//! solution played out), the player's puzzle rating with its change, and the buttons: the
//! solution, the puzzle again, the next puzzle, the puzzle of the day, back to the title. The
//! title opens the puzzles through [`PuzzleButton`].

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::control_spots::{ControlSpots, NoteSpots};
use super::lesson_window::LessonLayout;
use super::panel::{HINT, WARNING};
use crate::scene::ViewportInsets;
use crate::session::{
    GameKind, OpenPuzzle, PuzzleFeedback, PuzzleOnBoard, PuzzleProgress, PuzzleSets, Screen,
    ShowSolution,
};
use crate::ui::{game_name, side_name, words};
use medusa_ai::puzzles::{Puzzle, PuzzleRating};
use medusa_locale::Texts;

/// Gold for a puzzle solved.
const SOLVED: Color32 = Color32::from_rgb(240, 196, 70);

/// Today as a number of days since 1970, for the puzzle of the day.
fn today() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| since.as_secs() / 86_400)
}

/// The puzzles as the title offers them: the button that opens the next puzzle of a game.
#[derive(SystemParam)]
pub(crate) struct PuzzleButton<'w> {
    sets: Res<'w, PuzzleSets>,
    progress: Res<'w, PuzzleProgress>,
    opened: MessageWriter<'w, OpenPuzzle>,
}

impl PuzzleButton<'_> {
    /// The button that opens the next puzzle of `kind` for the player (none if the game has
    /// no puzzles).
    pub(crate) fn button(&mut self, ui: &mut egui::Ui, kind: GameKind) -> Option<egui::Response> {
        let index = self.progress.next(kind, self.sets.of(kind))?;
        let words = words(ui.ctx());
        let response = ui
            .button(words.get("puzzle-open"))
            .on_hover_text(words.attribute("puzzle-open", "tooltip"));
        if response.clicked() {
            self.opened.write(OpenPuzzle { kind, index });
        }
        Some(response)
    }
}

/// The themes of `puzzle` in a line, in `words`' language.
fn themes_words(words: &Texts, puzzle: &Puzzle) -> String {
    let names: Vec<String> = puzzle
        .themes
        .iter()
        .map(|theme| words.get(&format!("puzzle-theme-{theme}")))
        .collect();
    names.join(", ")
}

/// The window's lines above its buttons: where the puzzle stands, the question, the
/// feedback and the rating.
fn puzzle_lines(
    ui: &mut egui::Ui,
    words: &Texts,
    (puzzle, number, count): (&Puzzle, usize, usize),
    kind: GameKind,
    seat: usize,
    feedback: &PuzzleFeedback,
    rating: PuzzleRating,
) {
    let place = words.with(
        "puzzle-place",
        [
            ("number", (number + 1).into()),
            ("count", count.into()),
            ("difficulty", puzzle.difficulty.into()),
        ],
    );
    ui.label(RichText::new(place).color(Color32::from_gray(170)));
    if !puzzle.themes.is_empty() {
        ui.label(RichText::new(themes_words(words, puzzle)).color(Color32::from_gray(170)));
    }
    let question = words.with(
        "puzzle-question",
        [("side", side_name(words, kind, seat).into())],
    );
    ui.label(RichText::new(question).size(17.0));
    let change = |change: Option<f64>| {
        change.map(|change| {
            let rounded = change.round() as i64;
            let signed = if rounded >= 0 {
                format!("+{rounded}")
            } else {
                rounded.to_string()
            };
            words.with("puzzle-change", [("change", signed.into())])
        })
    };
    match feedback {
        PuzzleFeedback::Waiting => {}
        PuzzleFeedback::GoOn => {
            ui.label(RichText::new(words.get("puzzle-go-on")).color(HINT));
        }
        PuzzleFeedback::Solved(moved) => {
            ui.label(
                RichText::new(words.get("puzzle-solved"))
                    .strong()
                    .size(17.0)
                    .color(SOLVED),
            );
            if let Some(text) = change(*moved) {
                ui.label(text);
            }
        }
        PuzzleFeedback::Missed(moved) => {
            ui.label(RichText::new(words.get("puzzle-missed")).color(WARNING));
            let solution = words.with(
                "puzzle-solution-line",
                [("moves", puzzle.solution.join(", ").into())],
            );
            ui.label(solution);
            if let Some(text) = change(*moved) {
                ui.label(text);
            }
        }
    }
    ui.label(
        RichText::new(words.with(
            "puzzle-rating",
            [
                ("rating", (rating.rating.round() as i64).into()),
                ("deviation", (rating.deviation().round() as i64).into()),
            ],
        ))
        .color(Color32::from_gray(170)),
    );
}

/// What the window's buttons asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PuzzleChoice {
    Solution,
    Again,
    Next,
    OfTheDay,
    Leave,
}

/// The window's buttons (the solution only while it is not shown); which was pressed.
fn puzzle_buttons(
    ui: &mut egui::Ui,
    words: &Texts,
    over: bool,
    noted: &mut NoteSpots,
) -> Option<PuzzleChoice> {
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        let mut button = |key: &str, spot: &str, choice: PuzzleChoice| {
            let response = ui
                .button(words.get(key))
                .on_hover_text(words.attribute(key, "tooltip"));
            noted.note(spot, &response);
            if response.clicked() {
                chosen = Some(choice);
            }
        };
        if !over {
            button("puzzle-solution", "puzzle solution", PuzzleChoice::Solution);
        }
        button("puzzle-again", "puzzle again", PuzzleChoice::Again);
        button("puzzle-next", "puzzle next", PuzzleChoice::Next);
        button("puzzle-daily", "puzzle of the day", PuzzleChoice::OfTheDay);
        button("puzzle-leave", "puzzle leave", PuzzleChoice::Leave);
    });
    chosen
}

/// The puzzle on the board, the sets, the ratings, and the ways on.
#[derive(SystemParam)]
struct PuzzleView<'w> {
    puzzle: ResMut<'w, PuzzleOnBoard>,
    sets: Res<'w, PuzzleSets>,
    progress: Res<'w, PuzzleProgress>,
    opened: MessageWriter<'w, OpenPuzzle>,
    solution: MessageWriter<'w, ShowSolution>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

fn window(
    mut contexts: EguiContexts,
    mut view: PuzzleView,
    mut spots: ResMut<ControlSpots>,
    mut insets: ResMut<ViewportInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let words = words(ctx);
    let Some(play) = view.puzzle.0.as_ref() else {
        return Ok(());
    };
    let open = play.open;
    let puzzles = view.sets.of(open.kind);
    let Some(puzzle) = puzzles.get(open.index) else {
        return Ok(());
    };
    let over = matches!(
        play.feedback,
        PuzzleFeedback::Solved(_) | PuzzleFeedback::Missed(_)
    );
    let size = ctx.viewport_rect().size();
    let layout = LessonLayout::for_screen(Vec2::new(size.x, size.y));
    let mut noted = NoteSpots::new(ctx, "puzzle window");
    let title = words.with(
        "puzzle-title",
        [("game", game_name(&words, open.kind).into())],
    );
    let mut chosen = None;
    egui::Window::new(title)
        .id(egui::Id::new("puzzle"))
        .fixed_pos(egui::pos2(layout.at.x, layout.at.y))
        .min_width(layout.width)
        .max_width(layout.width)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let margin = f32::from(ui.spacing().window_margin.bottom);
            let bottom = layout.at.y + layout.min_height - margin;
            ui.set_min_height(bottom - ui.max_rect().top());
            puzzle_lines(
                ui,
                &words,
                (puzzle, open.index, puzzles.len()),
                open.kind,
                play.seat_to_move(),
                &play.feedback,
                view.progress.rating(open.kind),
            );
            ui.add_space(4.0);
            chosen = puzzle_buttons(ui, &words, over, &mut noted);
        });
    ControlSpots::keep(&mut spots, noted);
    layout.fit_board(ctx.zoom_factor(), &mut insets);
    match chosen {
        Some(PuzzleChoice::Solution) => {
            view.solution.write(ShowSolution);
        }
        Some(PuzzleChoice::Again) => {
            view.opened.write(open);
        }
        Some(PuzzleChoice::Next) => {
            // The next not tried yet, else the one after this.
            let index = view
                .progress
                .next(open.kind, puzzles)
                .filter(|&index| index != open.index)
                .unwrap_or((open.index + 1) % puzzles.len().max(1));
            view.opened.write(OpenPuzzle {
                kind: open.kind,
                index,
            });
        }
        Some(PuzzleChoice::OfTheDay) => {
            if let Some(daily) = OpenPuzzle::of_the_day(open.kind, &view.sets, today()) {
                view.opened.write(daily);
            }
        }
        Some(PuzzleChoice::Leave) => {
            view.puzzle.0 = None;
            view.next_screen.set(Screen::Title);
        }
        None => {}
    }
    Ok(())
}

/// Run condition: a puzzle is on the board.
fn puzzle_open(puzzle: Res<PuzzleOnBoard>) -> bool {
    puzzle.is_open()
}

/// The title screen ends a puzzle.
fn end_puzzle(mut puzzle: ResMut<PuzzleOnBoard>) {
    puzzle.0 = None;
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), end_puzzle)
        .add_systems(
            EguiPrimaryContextPass,
            window.run_if(in_state(Screen::Playing).and_then(puzzle_open)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::words_shown::assert_every_word_translated;

    #[test]
    fn every_word_of_the_puzzle_window_comes_from_the_language_files() {
        let puzzle = Puzzle {
            id: "medea-1".into(),
            game: "medea".into(),
            position: String::new(),
            side: "White".into(),
            solution: vec!["c3-d4".into(), "f6-e5".into(), "d4xf6".into()],
            themes: vec![
                "transmission".into(),
                "long-capture".into(),
                "turkish-strike".into(),
                "capture".into(),
                "crowning".into(),
                "mate".into(),
                "freezing".into(),
                "morph-capture".into(),
                "promotion".into(),
                "reversal".into(),
                "rosette".into(),
                "group-escape".into(),
            ],
            difficulty: 3,
            work: 4,
            margin: 0.1,
        };
        let moves = |text: &str| text.contains("c3-d4");
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for feedback in [
                PuzzleFeedback::Waiting,
                PuzzleFeedback::GoOn,
                PuzzleFeedback::Solved(Some(12.4)),
                PuzzleFeedback::Solved(None),
                PuzzleFeedback::Missed(Some(-20.0)),
            ] {
                let over = !matches!(feedback, PuzzleFeedback::Waiting | PuzzleFeedback::GoOn);
                assert_every_word_translated("the puzzle's window", size, moves, |ui| {
                    let words = words(ui.ctx());
                    puzzle_lines(
                        ui,
                        &words,
                        (&puzzle, 4, 120),
                        GameKind::MEDEA,
                        0,
                        &feedback,
                        PuzzleRating::default(),
                    );
                    let mut noted = NoteSpots::new(ui.ctx(), "puzzle window");
                    puzzle_buttons(ui, &words, over, &mut noted);
                });
            }
        }
    }
}
