//! Medusa's and Lotus's part of the game panel: the status line and the move list, the turn's
//! controls (end turn, undo, pass, hint, skip placement), the marking's acceptances, and the
//! count with the territory overlay and the marker.

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::egui::{self, RichText};

use super::MedusaMove;
use super::{ShowTerritory, TurnChoices};
use crate::GameSystems;
use crate::session::{AnyGame, GameBoard, Intent, Match, PlayerKind, Seat, Settings};
use crate::ui::{
    DIM, GamePanel, PanelParts, PanelText, TurnControls, move_line, panel_shown, side_icon,
    side_phrase, win_phrase, words,
};
use medusa_locale::Phrase;
use medusa_rules::medusa::{Action, Colour, Game, Outcome, Score, Status, Turn};

/// One line of the count.
type TallyField = fn(&medusa_rules::medusa::Tally) -> u32;

/// A colour's name, as a phrase of the language files.
fn colour_phrase(colour: Colour) -> Phrase {
    side_phrase(&colour.to_string())
}

/// How a game of Medusa or Lotus ended, in a line: "White wins by 5 points (70 to 65)",
/// "White wins: Black resigned"; as the person here reads it (`here`: the colour they play
/// against the computer or online), "You lost by 5 points (70 to 65)".
pub(crate) fn outcome_phrase(outcome: &Outcome, here: Option<Colour>) -> Phrase {
    if let Some(loser) = outcome.resigned {
        let winner = loser.opponent();
        let reason = Phrase::new("reason-resigned").with("loser", colour_phrase(loser));
        return win_phrase(&winner.to_string(), here.map(|own| own == winner), reason);
    }
    let score = &outcome.score;
    let (white, black) = (score.white.total(), score.black.total());
    let Some(winner) = outcome.winner else {
        return Phrase::new("panel-medusa-draw").with("points", white);
    };
    let (high, low) = match winner {
        Colour::White => (white, black),
        Colour::Black => (black, white),
    };
    let key = match here.map(|own| own == winner) {
        None => "panel-medusa-wins-by",
        Some(true) => "panel-medusa-you-won-by",
        Some(false) => "panel-medusa-you-lost-by",
    };
    Phrase::new(key)
        .with("side", colour_phrase(winner))
        .with("margin", high - low)
        .with("high", high)
        .with("low", low)
}

/// The status line: a headline (whose turn, or the result as the person here reads it) and
/// what can be done now.
pub fn status(game_match: &Match, game: &Game, choices: &TurnChoices) -> (Phrase, Phrase) {
    let position = game.position();
    let player = position.to_move();
    match position.status() {
        Status::Ended(outcome) => {
            let here = game_match
                .own_seat()
                .and_then(|seat| Colour::ALL.into_iter().find(|c| c.seat() == seat));
            (
                outcome_phrase(outcome, here),
                Phrase::new("panel-over-hint"),
            )
        }
        Status::Marking(marking) => {
            let waiting: Vec<Phrase> = Colour::ALL
                .iter()
                .filter(|c| !marking.accepted(**c))
                .map(|c| colour_phrase(*c))
                .collect();
            let hint = match &waiting[..] {
                [one] => Phrase::new("panel-medusa-marking-hint-one").with("side", one.clone()),
                [first, second, ..] => Phrase::new("panel-medusa-marking-hint-both")
                    .with("first", first.clone())
                    .with("second", second.clone()),
                [] => Phrase::new("panel-medusa-mark-dead"),
            };
            (Phrase::new("panel-medusa-mark-dead"), hint)
        }
        Status::Playing => {
            let headline = Phrase::new("panel-to-play").with("side", colour_phrase(player));
            let moves = !position.legal_moves().is_empty();
            let hint = if !position.topology().has_movement() {
                "panel-medusa-place-or-pass"
            } else if position.can_place() && !choices.placement_skipped {
                if moves {
                    "panel-medusa-place-or-move"
                } else {
                    "panel-medusa-place-or-pass"
                }
            } else if moves && position.moved_this_turn() {
                "panel-medusa-move-another"
            } else if moves {
                "panel-medusa-move-or-end"
            } else {
                "panel-medusa-end-turn-hint"
            };
            (headline, Phrase::new(hint))
        }
    }
}

/// The move list: one line per turn, "12. White j11 k12-k14".
fn move_lines(game: &Game) -> Vec<Phrase> {
    let topology = game.topology();
    let mut lines: Vec<Phrase> = game
        .turns()
        .iter()
        .enumerate()
        .map(|(i, played)| {
            let notation = played.turn.notation(topology, played.player);
            move_line(i + 1, &played.player.to_string(), notation, false)
        })
        .collect();
    let actions = game.actions_in_progress();
    if !actions.is_empty() && game.position().is_playing() {
        let player = game.position().to_move();
        let notation = Turn::from_actions(&actions).notation(topology, player);
        lines.push(move_line(
            game.turns().len() + 1,
            &player.to_string(),
            notation,
            true,
        ));
    }
    lines
}

/// The count per colour: stones, territory, marker and total.
pub(crate) fn score_grid(ui: &mut egui::Ui, id: &str, score: &Score) {
    let words = words(ui.ctx());
    egui::Grid::new(id)
        .num_columns(3)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for colour in Colour::ALL {
                ui.horizontal(|ui| {
                    side_icon(ui, colour == Colour::Black);
                    ui.label(words.say(&colour_phrase(colour)));
                });
            }
            ui.end_row();
            let rows: [(&str, TallyField); 4] = [
                ("panel-medusa-stones", |t| t.stones),
                ("panel-medusa-territory", |t| t.territory),
                ("panel-medusa-marker", |t| t.marker),
                ("panel-medusa-total", |t| t.total()),
            ];
            for (key, value) in rows {
                ui.label(words.get(key));
                for colour in Colour::ALL {
                    ui.label(value(&score.of_colour(colour)).to_string());
                }
                ui.end_row();
            }
        });
}

/// The turn's controls.
fn panel_controls(ui: &mut egui::Ui, turn: &mut TurnControls, choices: &mut Mut<TurnChoices>) {
    let Some(game) = turn.game_match.medusa() else {
        return;
    };
    let words = words(ui.ctx());
    let position = game.position();
    let my_turn = turn.my_turn;
    if position.is_playing() && game.is_repetition() {
        ui.label(RichText::new(words.get("panel-medusa-repetition")).color(DIM));
    }
    let started = !game.actions_in_progress().is_empty();
    let mut sent = Vec::new();
    let shown = turn.allowed.shown;
    ui.horizontal(|ui| {
        if shown.end_turn
            && ui
                .add_enabled(
                    my_turn,
                    egui::Button::new(words.get("panel-medusa-end-turn")),
                )
                .on_hover_text(words.attribute("panel-medusa-end-turn", "tooltip"))
                .clicked()
        {
            sent.push(Intent::from(Action::EndTurn));
        }
        turn.undo(ui, "panel-undo-action");
        if shown.pass
            && ui
                .add_enabled(
                    my_turn && !started,
                    egui::Button::new(words.get("panel-medusa-pass")),
                )
                .on_hover_text(words.attribute("panel-medusa-pass", "tooltip"))
                .clicked()
        {
            sent.push(Intent::from(MedusaMove::Pass));
        }
        turn.hint(ui);
    });
    if let Some(suggested) = turn.hint.medusa_turn() {
        match suggested {
            Turn::Pass => TurnControls::hint_text(ui, words.get("panel-hint-pass")),
            suggested => {
                TurnControls::hint_line(ui, suggested.notation(game.topology(), position.to_move()))
            }
        }
    }
    if position.topology().has_movement() && shown.skip_placement {
        let can_skip = my_turn && position.can_place() && !choices.placement_skipped;
        if ui
            .add_enabled(
                can_skip,
                egui::Button::new(words.get("panel-medusa-skip-placement")),
            )
            .clicked()
        {
            choices.placement_skipped = true;
        }
    }
    if let Some(marking) = position.marking() {
        ui.horizontal(|ui| {
            for colour in Colour::ALL {
                let person = turn.game_match.player(colour) == PlayerKind::Human;
                let side = words.say(&colour_phrase(colour));
                let label = words.with("panel-medusa-accepts", [("side", side.into())]);
                if ui
                    .add_enabled(
                        person && !marking.accepted(colour),
                        egui::Button::new(label),
                    )
                    .clicked()
                {
                    sent.push(Intent::from(Action::AcceptMarking(colour)));
                }
            }
        });
        if ui.button(words.get("panel-medusa-resume")).clicked() {
            sent.push(Intent::from(Action::ResumePlay));
        }
    }
    turn.sent.extend(sent);
}

/// The count as it stands (as marked, during the marking), the territory overlay's switch and
/// the marker.
fn panel_count(ui: &mut egui::Ui, game: &Game, territory: &mut Mut<ShowTerritory>) {
    let words = words(ui.ctx());
    let position = game.position();
    if position.marking().is_some() {
        ui.label(RichText::new(words.get("panel-medusa-count-if-accepted")).color(DIM));
    }
    score_grid(ui, "score", &position.provisional_score());
    let mut overlay = territory.0;
    if ui
        .add_enabled(
            position.is_playing(),
            egui::Checkbox::new(&mut overlay, words.get("panel-medusa-show-territory")),
        )
        .on_hover_text(words.attribute("panel-medusa-show-territory", "tooltip"))
        .changed()
    {
        territory.0 = overlay;
    }
    let marker = position.marker();
    let towards = |points: i32, colour: Colour| {
        let side = words.say(&colour_phrase(colour));
        words.with(
            "panel-medusa-marker-towards",
            [("points", points.into()), ("side", side.into())],
        )
    };
    let text = match marker.signum() {
        1 => towards(i32::from(marker), Colour::White),
        -1 => towards(-i32::from(marker), Colour::Black),
        _ => words.get("panel-medusa-marker-centre"),
    };
    ui.label(RichText::new(text).color(DIM));
}

/// Medusa's parts of the panel, with the turn's choices and the territory overlay they change
/// (marked changed only when they do).
struct MedusaParts<'a> {
    choices: Mut<'a, TurnChoices>,
    territory: Mut<'a, ShowTerritory>,
}

impl PanelParts for MedusaParts<'_> {
    fn controls(&mut self, ui: &mut egui::Ui, turn: &mut TurnControls) {
        panel_controls(ui, turn, &mut self.choices);
    }

    fn count(&mut self, ui: &mut egui::Ui, game: &AnyGame, _: &mut Settings) {
        if let Some(game) = game.medusa() {
            panel_count(ui, game, &mut self.territory);
        }
    }
}

/// The status line and the move list, made again when the game or the turn's choices change.
fn refresh_text(game_match: Res<Match>, choices: Res<TurnChoices>, mut text: ResMut<PanelText>) {
    if let Some(game) = game_match.game.medusa() {
        *text = PanelText::new(status(&game_match, game, &choices), move_lines(game));
    }
}

/// The panel of a game of Medusa or Lotus.
fn panel(
    mut panel: GamePanel,
    mut choices: ResMut<TurnChoices>,
    mut territory: ResMut<ShowTerritory>,
) -> Result {
    panel.show(&mut MedusaParts {
        choices: choices.reborrow(),
        territory: territory.reborrow(),
    })
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        refresh_text
            .run_if(resource_changed::<Match>.or_eager(resource_changed::<TurnChoices>))
            .in_set(GameSystems::Present),
    )
    .add_systems(
        EguiPrimaryContextPass,
        panel.run_if(panel_shown(GameBoard::MEDUSA)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;
    use crate::ui::panel::checks::{assert_panel_translated, play};
    use bevy::ecs::system::SystemState;
    use medusa_rules::medusa::{Action, Variant};

    fn point(label: &str) -> medusa_rules::medusa::Point {
        Variant::Medusa
            .topology()
            .point(label)
            .unwrap_or_else(|| panic!("no cell {label}"))
    }

    /// White's groups c11 c12 and k11 k12 can each move once White has placed k12; Black's
    /// stones are far away.
    fn placed_beside_a_group() -> Game {
        let mut game = Game::new(Variant::Medusa, 0).expect("a komi of 0 is in range");
        let mut actions = Vec::new();
        for (white, black) in [("k11", "c3"), ("c11", "e3"), ("c12", "g3")] {
            for label in [white, black] {
                actions.extend([Action::Place(point(label)), Action::EndTurn]);
            }
        }
        actions.push(Action::Place(point("k12")));
        for action in actions {
            game.apply(action).expect("legal");
        }
        game
    }

    #[test]
    fn the_status_asks_for_another_group_only_after_one_has_moved() {
        let mut game = placed_beside_a_group();
        let choices = TurnChoices::default();
        let english = medusa_locale::english();
        let game_match = Match::hot_seat(GameKind::all()[0]);
        let said = |game: &Game| {
            let (headline, hint) = status(&game_match, game, &choices);
            (english.say(&headline), english.say(&hint))
        };
        assert_eq!(
            said(&game),
            (
                "White to play".to_string(),
                "Move a group, or end your turn.".to_string()
            )
        );
        game.apply(Action::Move {
            from: point("k11"),
            to: point("k13"),
        })
        .expect("k11 jumps over k12");
        assert_eq!(said(&game).1, "Move another group, or end your turn.");
    }

    /// Places a stone on the first point free.
    fn place(game_match: &mut Match) {
        let point = game_match
            .game
            .medusa()
            .and_then(|game| game.position().placements().first())
            .expect("a point to place on");
        game_match
            .apply(&Intent::from(Action::Place(point)))
            .expect("a legal placement");
    }

    /// Asserts that Medusa's or Lotus's panel of `game_match` shows no word left in the code.
    fn assert_translated(what: &str, game_match: &Match, thinking: Option<f32>) {
        let mut world = World::new();
        world.init_resource::<TurnChoices>();
        world.init_resource::<ShowTerritory>();
        let mut state: SystemState<(ResMut<TurnChoices>, ResMut<ShowTerritory>)> =
            SystemState::new(&mut world);
        let (choices, territory) = state.get_mut(&mut world).expect("the resources");
        let mut parts = MedusaParts {
            choices: choices.into(),
            territory: territory.into(),
        };
        let game = game_match.game.medusa().expect("a game of Medusa");
        let text = PanelText::new(status(game_match, game, &parts.choices), move_lines(game));
        assert_panel_translated(what, game_match, &text, &mut parts, thinking);
    }

    #[test]
    fn every_word_of_the_medusa_and_lotus_panels_comes_from_the_language_files() {
        for kind in [GameKind::MEDUSA, GameKind::LOTUS] {
            let mut game_match = Match::hot_seat(kind);
            assert_translated("the panel at the start", &game_match, None);
            for _ in 0..4 {
                place(&mut game_match);
                game_match
                    .apply(&Intent::from(Action::EndTurn))
                    .expect("the turn ends");
            }
            assert_translated("the panel after four turns", &game_match, None);
            // A turn begun: its placement played, the turn not ended.
            let to_move = game_match.game.seat_to_move();
            place(&mut game_match);
            assert_translated("the panel in a turn", &game_match, None);
            // A stone placed on another, refused.
            let position = game_match.medusa().expect("Medusa or Lotus").position();
            let taken = position
                .topology()
                .points()
                .find(|&point| position.board().colour_at(point).is_some());
            let taken = taken.expect("a stone on the board");
            let mut refused = game_match.clone();
            refused.refusal = refused.apply(&Intent::from(Action::Place(taken))).err();
            assert!(refused.refusal.is_some(), "no stone on another");
            assert_translated("the panel with a placement refused", &refused, None);
            game_match
                .apply(&Intent::Undo)
                .expect("the placement undone");
            // Two passes end the play: the marking of dead groups.
            play(&mut game_match, &["pass", "pass"], 2);
            assert_translated("the panel during the marking", &game_match, None);
            let mut resigned = Match::hot_seat(kind);
            play(&mut resigned, &["pass"], 1);
            resigned
                .apply(&Intent::Resign(to_move))
                .expect("the side to move resigns");
            assert_translated("the panel of a finished game", &resigned, None);
            // Against the computer, thinking; and as the person who won reads it.
            let mut players = [PlayerKind::Computer(medusa_ai::Level::Strong); 2];
            players[1] = PlayerKind::Human;
            let mut against = Match::from_game(AnyGame::fresh(kind), players);
            let computer = against.game.seat_to_move();
            against.setup.players[computer] = PlayerKind::Computer(medusa_ai::Level::Strong);
            against.setup.players[1 - computer] = PlayerKind::Human;
            assert_translated("the panel while the computer thinks", &against, Some(0.5));
            against
                .apply(&Intent::Resign(computer))
                .expect("the computer's side resigns");
            assert_translated("the panel of a game won", &against, None);
        }
    }
}
