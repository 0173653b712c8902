//! The title's first question after the game: whom to play. "Play against" the computer (at
//! a level, the person choosing a side, or watching it play itself), a person at this screen,
//! or someone online (the online form follows).

use bevy_egui::egui;

use super::control_spots::NoteSpots;
use super::panel::DIM;
use crate::session::{MatchSetup, Opponent};
use crate::ui::{side_name, words};
use medusa_ai::Level;

/// The three answers to "Play against".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Against {
    Computer,
    PersonHere,
    Online,
}

/// The level a newcomer meets first.
const FIRST_LEVEL: Level = Level::Beginner;

/// Asks whom to play: sets the players of `setup`, and `online` when the game is to be played
/// online (whose form the title shows next).
pub fn opponent_choice(
    ui: &mut egui::Ui,
    setup: &mut MatchSetup,
    online: &mut bool,
    spots: &mut NoteSpots,
) {
    let opponent = setup.opponent();
    let against = match opponent {
        _ if *online => Against::Online,
        Opponent::PersonHere => Against::PersonHere,
        Opponent::Computer { .. } | Opponent::ComputerAgainstComputer(_) => Against::Computer,
    };
    let words = words(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        ui.label(words.get("title-play-against"));
        for (choice, key, spot) in [
            (
                Against::Computer,
                "title-against-computer",
                "against computer",
            ),
            (
                Against::PersonHere,
                "title-against-person",
                "against person",
            ),
            (Against::Online, "title-against-online", "online"),
        ] {
            let button = ui
                .selectable_label(against == choice, words.get(key))
                .on_hover_text(words.attribute(key, "tooltip"));
            spots.note(spot, &button);
            if button.clicked() && against != choice {
                *online = choice == Against::Online;
                match choice {
                    Against::Computer => setup.play_against(Opponent::Computer {
                        level: FIRST_LEVEL,
                        person: setup.kind.seats_in_play_order()[0],
                    }),
                    Against::PersonHere => setup.play_against(Opponent::PersonHere),
                    Against::Online => {}
                }
            }
        }
    });
    if *online {
        return;
    }
    match setup.opponent() {
        Opponent::Computer { level, person } => {
            level_row(ui, setup, level, Some(person), spots);
        }
        Opponent::ComputerAgainstComputer(level) => level_row(ui, setup, level, None, spots),
        Opponent::PersonHere => {
            ui.label(egui::RichText::new(words.get("title-both-here")).color(DIM));
        }
    }
}

/// The computer's level, and the side the person plays (`None`: the computer plays both, to
/// watch).
fn level_row(
    ui: &mut egui::Ui,
    setup: &mut MatchSetup,
    level: Level,
    person: Option<usize>,
    spots: &mut NoteSpots,
) {
    let words = words(ui.ctx());
    egui::Grid::new("against the computer")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(words.get("title-level"));
            ui.horizontal_wrapped(|ui| {
                for choice in Level::ALL {
                    let name = words.get(&format!("level-{}", choice.name()));
                    let button = ui.selectable_label(level == choice, name);
                    spots.note(&format!("level {}", choice.name()), &button);
                    if button.clicked() {
                        setup.play_against(against_computer(choice, person));
                    }
                }
            });
            ui.end_row();
            ui.label(words.get("title-you-play"));
            ui.horizontal_wrapped(|ui| {
                let kind = setup.kind;
                let sides = kind.side_names();
                let [first, second] = kind.seats_in_play_order();
                let first_side = side_name(&words, kind, first);
                for (seat, text) in [
                    (
                        Some(first),
                        words.with("title-you-play-first", [("side", first_side.into())]),
                    ),
                    (Some(second), side_name(&words, kind, second)),
                    (None, words.get("title-you-watch")),
                ] {
                    let button = ui.selectable_label(person == seat, text);
                    spots.note(
                        &match seat {
                            Some(seat) => format!("you play {}", sides[seat].to_lowercase()),
                            None => "you watch".to_string(),
                        },
                        &button,
                    );
                    if button.clicked() {
                        setup.play_against(against_computer(level, seat));
                    }
                }
            });
            ui.end_row();
        });
}

/// The computer at `level` against the person in seat `person`, or against itself.
fn against_computer(level: Level, person: Option<usize>) -> Opponent {
    match person {
        Some(person) => Opponent::Computer { level, person },
        None => Opponent::ComputerAgainstComputer(level),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{GameKind, PlayerKind};

    /// Shows the choice for `setup` over frames of a 1280 x 800 screen, clicking the control
    /// `click` once it is drawn; whether the game is then to be played online.
    fn click(setup: &mut MatchSetup, online: &mut bool, click: &str) {
        let ctx = egui::Context::default();
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
        // One frame with `events`: where the control is.
        let frame = |events: Vec<egui::Event>, setup: &mut MatchSetup, online: &mut bool| {
            let input = egui::RawInput {
                screen_rect: Some(screen),
                events,
                ..Default::default()
            };
            let mut at = None;
            let mut output = ctx.run_ui(input, |ui| {
                let mut spots = NoteSpots::new(ui.ctx(), "title");
                opponent_choice(ui, setup, online, &mut spots);
                if let Some([x, y, w, h]) = spots.spot(click) {
                    at = Some(egui::pos2((x + w / 2) as f32, (y + h / 2) as f32));
                }
            });
            output.textures_delta.clear();
            at
        };
        // Egui lays out over its first frames.
        frame(Vec::new(), setup, online);
        let pos = frame(Vec::new(), setup, online).unwrap_or_else(|| panic!("no control {click}"));
        let button = |pressed| egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        frame(vec![egui::Event::PointerMoved(pos)], setup, online);
        frame(vec![button(true)], setup, online);
        frame(vec![button(false)], setup, online);
    }

    #[test]
    fn the_computer_is_one_click_away_and_the_person_moves_first() {
        for kind in GameKind::all() {
            let mut setup = MatchSetup::hot_seat(kind);
            let mut online = false;
            click(&mut setup, &mut online, "against computer");
            let first = kind.seats_in_play_order()[0];
            assert_eq!(
                setup.opponent(),
                Opponent::Computer {
                    level: Level::Beginner,
                    person: first
                },
                "{}",
                kind.name()
            );
            assert_eq!(setup.players[first], PlayerKind::Human);
            assert!(!online);
        }
    }

    #[test]
    fn the_level_and_the_side_are_chosen_by_a_click_each() {
        let mut setup = MatchSetup::hot_seat(GameKind::MEDEA);
        setup.play_against(Opponent::Computer {
            level: Level::Beginner,
            person: GameKind::MEDEA.white_seat(),
        });
        let mut online = false;
        click(&mut setup, &mut online, "level strong");
        click(&mut setup, &mut online, "you play black");
        let black = GameKind::MEDEA.dark_seat();
        assert_eq!(
            setup.opponent(),
            Opponent::Computer {
                level: Level::Strong,
                person: black
            }
        );
        assert_eq!(
            setup.players[GameKind::MEDEA.white_seat()],
            PlayerKind::Computer(Level::Strong)
        );
        click(&mut setup, &mut online, "you watch");
        assert_eq!(
            setup.opponent(),
            Opponent::ComputerAgainstComputer(Level::Strong)
        );
    }

    #[test]
    fn a_person_here_and_online_are_the_other_answers() {
        let mut setup = MatchSetup::hot_seat(GameKind::PILLARS);
        setup.play_against(Opponent::Computer {
            level: Level::Master,
            person: 0,
        });
        let mut online = false;
        click(&mut setup, &mut online, "against person");
        assert_eq!(setup.opponent(), Opponent::PersonHere);
        assert!(!online);
        click(&mut setup, &mut online, "online");
        assert!(online);
        // The online form follows; the title's own choices are gone.
        click(&mut setup, &mut online, "against computer");
        assert!(!online);
        assert!(matches!(setup.opponent(), Opponent::Computer { .. }));
    }
}
