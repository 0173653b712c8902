//! The puzzle's window beside the board, where a lesson's stands ([`LessonLayout`]): which
//! puzzle of the game's set, how hard and what it is about, the question (the side to move
//! finds the move that wins), what the player's move came to (go on, solved, missed and the
//! solution played out), the player's puzzle rating with its change, and the buttons: the
//! solution, the puzzle again, the next puzzle, the puzzle of the day, the player's own
//! mistakes to practise while any are due, back to the title. A mistake practised stands in
//! the same window: where it came from, the better move to find, when it comes back. The
//! title opens the puzzles through [`PuzzleButton`].

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use chrono::{DateTime, Utc};

use super::control_spots::{ControlSpots, NoteSpots};
use super::lesson_window::LessonLayout;
use super::panel::{HINT, WARNING};
use crate::scene::ViewportInsets;
use crate::session::{
    GameKind, OpenPractice, OpenPuzzle, PracticeCard, PracticeDeck, PuzzleFeedback, PuzzleFrom,
    PuzzleOnBoard, PuzzleProgress, PuzzleSets, Screen, ShowSolution,
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

/// Where the puzzle on the board stands: its place in the game's set (from 0, of how many)
/// and the player's rating there, or the mistake practised and, once it is scheduled again,
/// when it comes back.
enum Standing<'a> {
    InSet {
        number: usize,
        count: usize,
        rating: PuzzleRating,
    },
    Practice {
        card: &'a PracticeCard,
        next_due: Option<DateTime<Utc>>,
        now: DateTime<Utc>,
    },
}

/// Whole days from `now` to `due`, at least one.
fn days_until(now: DateTime<Utc>, due: DateTime<Utc>) -> i64 {
    ((due - now).num_hours() as f64 / 24.0).round().max(1.0) as i64
}

/// The window's lines above its buttons: where the puzzle stands, the question, the
/// feedback and the rating (or, for a mistake, when it comes back).
fn puzzle_lines(
    ui: &mut egui::Ui,
    words: &Texts,
    (puzzle, standing): (&Puzzle, &Standing),
    kind: GameKind,
    seat: usize,
    feedback: &PuzzleFeedback,
) {
    let grey = |text: String| RichText::new(text).color(Color32::from_gray(170));
    let question_key = match standing {
        Standing::InSet { number, count, .. } => {
            let place = words.with(
                "puzzle-place",
                [
                    ("number", (number + 1).into()),
                    ("count", (*count).into()),
                    ("difficulty", puzzle.difficulty.into()),
                ],
            );
            ui.label(grey(place));
            if !puzzle.themes.is_empty() {
                ui.label(grey(themes_words(words, puzzle)));
            }
            "puzzle-question"
        }
        Standing::Practice { card, .. } => {
            let place = words.with(
                "practice-place",
                [
                    ("number", card.number.into()),
                    ("played", card.played.clone().into()),
                    ("mark", themes_words(words, puzzle).into()),
                ],
            );
            ui.label(grey(place));
            "practice-question"
        }
    };
    let question = words.with(
        question_key,
        [("side", side_name(words, kind, seat).into())],
    );
    ui.label(RichText::new(question).size(17.0));
    let practice = matches!(standing, Standing::Practice { .. });
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
            let key = if practice {
                "practice-solved"
            } else {
                "puzzle-solved"
            };
            ui.label(
                RichText::new(words.get(key))
                    .strong()
                    .size(17.0)
                    .color(SOLVED),
            );
            if let Some(text) = change(*moved) {
                ui.label(text);
            }
        }
        PuzzleFeedback::Missed(moved) => {
            let key = if practice {
                "practice-missed"
            } else {
                "puzzle-missed"
            };
            ui.label(RichText::new(words.get(key)).color(WARNING));
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
    match standing {
        Standing::InSet { rating, .. } => {
            ui.label(grey(words.with(
                "puzzle-rating",
                [
                    ("rating", (rating.rating.round() as i64).into()),
                    ("deviation", (rating.deviation().round() as i64).into()),
                ],
            )));
        }
        Standing::Practice {
            next_due: Some(due),
            now,
            ..
        } => {
            let days = days_until(*now, *due);
            ui.label(grey(
                words.with("practice-back-in", [("days", days.into())]),
            ));
        }
        Standing::Practice { next_due: None, .. } => {}
    }
}

/// What the window's buttons asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PuzzleChoice {
    Solution,
    Again,
    Next,
    OfTheDay,
    /// The player's mistakes: the one due longest.
    Practice,
    /// From a mistake back to the game's puzzles.
    Puzzles,
    Leave,
}

/// What the window's buttons offer besides the solution, again and leave: a mistake
/// practised offers the next mistake due (if any) and the game's puzzles; a puzzle of a set
/// the next puzzle, the puzzle of the day and the mistakes due (how many).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum WaysOn {
    InSet { mistakes_due: usize },
    Practice { more_due: bool },
}

/// The window's buttons (the solution only while it is not shown); which was pressed.
fn puzzle_buttons(
    ui: &mut egui::Ui,
    words: &Texts,
    (over, ways): (bool, WaysOn),
    noted: &mut NoteSpots,
) -> Option<PuzzleChoice> {
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        let mut button = |key: &str, spot: &str, choice: PuzzleChoice| {
            let label = match (choice, ways) {
                (PuzzleChoice::Practice, WaysOn::InSet { mistakes_due }) => {
                    words.with(key, [("count", mistakes_due.into())])
                }
                _ => words.get(key),
            };
            let response = ui
                .button(label)
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
        match ways {
            WaysOn::InSet { mistakes_due } => {
                button("puzzle-next", "puzzle next", PuzzleChoice::Next);
                button("puzzle-daily", "puzzle of the day", PuzzleChoice::OfTheDay);
                if mistakes_due > 0 {
                    button("practice-open", "practice", PuzzleChoice::Practice);
                }
            }
            WaysOn::Practice { more_due } => {
                if more_due {
                    button("practice-next", "practice next", PuzzleChoice::Practice);
                }
                button(
                    "practice-puzzles",
                    "practice puzzles",
                    PuzzleChoice::Puzzles,
                );
            }
        }
        button("puzzle-leave", "puzzle leave", PuzzleChoice::Leave);
    });
    chosen
}

/// The puzzle on the board, the sets, the ratings, the mistakes, and the ways on.
#[derive(SystemParam)]
struct PuzzleView<'w> {
    puzzle: ResMut<'w, PuzzleOnBoard>,
    sets: Res<'w, PuzzleSets>,
    progress: Res<'w, PuzzleProgress>,
    deck: Res<'w, PracticeDeck>,
    opened: MessageWriter<'w, OpenPuzzle>,
    practice: MessageWriter<'w, OpenPractice>,
    solution: MessageWriter<'w, ShowSolution>,
    next_screen: ResMut<'w, NextState<Screen>>,
}

impl PuzzleView<'_> {
    /// Opens the puzzle of `kind` to try next (other than `not`, if another is left).
    fn open_next(&mut self, kind: GameKind, not: Option<usize>) {
        let puzzles = self.sets.of(kind);
        let index = self
            .progress
            .next(kind, puzzles)
            .filter(|&index| Some(index) != not)
            .or_else(|| not.map(|at| (at + 1) % puzzles.len().max(1)));
        if let Some(index) = index {
            self.opened.write(OpenPuzzle { kind, index });
        }
    }

    /// Opens the mistake of `kind` due longest, other than the one `not`.
    fn open_mistake(&mut self, kind: GameKind, not: Option<&str>, now: DateTime<Utc>) {
        let due = self.deck.due(kind, now);
        if let Some(card) = due.iter().find(|card| Some(card.puzzle.id.as_str()) != not) {
            self.practice.write(OpenPractice {
                id: card.puzzle.id.clone(),
            });
        }
    }
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
    let now = Utc::now();
    let from = play.from;
    let kind = from.kind();
    let puzzle = play.puzzle.clone();
    let (standing, ways, title_key) = match from {
        PuzzleFrom::Set(open) => (
            Standing::InSet {
                number: open.index,
                count: view.sets.of(kind).len(),
                rating: view.progress.rating(kind),
            },
            WaysOn::InSet {
                mistakes_due: view.deck.due(kind, now).len(),
            },
            "puzzle-title",
        ),
        PuzzleFrom::Practice(_) => {
            let Some(card) = view.deck.card(&puzzle.id) else {
                return Ok(());
            };
            let more_due = view
                .deck
                .due(kind, now)
                .iter()
                .any(|other| other.puzzle.id != puzzle.id);
            (
                Standing::Practice {
                    card,
                    next_due: play.next_due,
                    now,
                },
                WaysOn::Practice { more_due },
                "practice-title",
            )
        }
    };
    let over = matches!(
        play.feedback,
        PuzzleFeedback::Solved(_) | PuzzleFeedback::Missed(_)
    );
    let size = ctx.viewport_rect().size();
    let layout = LessonLayout::for_screen(Vec2::new(size.x, size.y));
    let mut noted = NoteSpots::new(ctx, "puzzle window");
    let title = words.with(title_key, [("game", game_name(&words, kind).into())]);
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
                (&puzzle, &standing),
                kind,
                play.seat_to_move(),
                &play.feedback,
            );
            ui.add_space(4.0);
            chosen = puzzle_buttons(ui, &words, (over, ways), &mut noted);
        });
    ControlSpots::keep(&mut spots, noted);
    layout.fit_board(ctx.zoom_factor(), &mut insets);
    let this = match from {
        PuzzleFrom::Set(open) => Some(open.index),
        PuzzleFrom::Practice(_) => None,
    };
    match chosen {
        Some(PuzzleChoice::Solution) => {
            view.solution.write(ShowSolution);
        }
        Some(PuzzleChoice::Again) => match from {
            PuzzleFrom::Set(open) => {
                view.opened.write(open);
            }
            PuzzleFrom::Practice(_) => {
                view.practice.write(OpenPractice {
                    id: puzzle.id.clone(),
                });
            }
        },
        Some(PuzzleChoice::Next) => view.open_next(kind, this),
        Some(PuzzleChoice::Puzzles) => view.open_next(kind, None),
        Some(PuzzleChoice::OfTheDay) => {
            if let Some(daily) = OpenPuzzle::of_the_day(kind, &view.sets, today()) {
                view.opened.write(daily);
            }
        }
        Some(PuzzleChoice::Practice) => {
            let not = this.is_none().then_some(puzzle.id.as_str());
            view.open_mistake(kind, not, now);
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
                "mistake".into(),
                "blunder".into(),
            ],
            difficulty: 3,
            work: 4,
            margin: 0.1,
        };
        let now = Utc::now();
        let card = PracticeCard {
            puzzle: Puzzle {
                id: "medea-2-14".into(),
                themes: vec!["blunder".into()],
                solution: vec!["c3-d4".into()],
                ..puzzle.clone()
            },
            played: "c3-b4".into(),
            number: 14,
            schedule: Default::default(),
        };
        let moves = |text: &str| text.contains("c3-");
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for feedback in [
                PuzzleFeedback::Waiting,
                PuzzleFeedback::GoOn,
                PuzzleFeedback::Solved(Some(12.4)),
                PuzzleFeedback::Solved(None),
                PuzzleFeedback::Missed(Some(-20.0)),
            ] {
                let over = !matches!(feedback, PuzzleFeedback::Waiting | PuzzleFeedback::GoOn);
                let standings = [
                    (
                        Standing::InSet {
                            number: 4,
                            count: 120,
                            rating: PuzzleRating::default(),
                        },
                        WaysOn::InSet { mistakes_due: 2 },
                    ),
                    (
                        Standing::Practice {
                            card: &card,
                            next_due: over.then_some(now + chrono::Duration::days(3)),
                            now,
                        },
                        WaysOn::Practice { more_due: true },
                    ),
                ];
                for (standing, ways) in &standings {
                    assert_every_word_translated("the puzzle's window", size, moves, |ui| {
                        let words = words(ui.ctx());
                        let shown = match standing {
                            Standing::InSet { .. } => &puzzle,
                            Standing::Practice { card, .. } => &card.puzzle,
                        };
                        puzzle_lines(ui, &words, (shown, standing), GameKind::MEDEA, 0, &feedback);
                        let mut noted = NoteSpots::new(ui.ctx(), "puzzle window");
                        puzzle_buttons(ui, &words, (over, *ways), &mut noted);
                    });
                }
            }
        }
    }
}
