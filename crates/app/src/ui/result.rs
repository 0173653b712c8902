//! The result of a finished game: once the last animations (dead groups turning over, the
//! last capture) are done, a window says who won and why, in each game's own words and count
//! (its entry among the game views), and how many turns were played; against the computer
//! or online, first whether the player won or lost; then Analyse, which judges the game just
//! played (the analysis opens with the game in the replay view), and the way to another game,
//! to the record and to the board. It can be closed to look at the board and opened again
//! from the panel.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::control_spots::{ControlSpots, NoteSpots};
use super::dialog::Dialog;
use super::game_views::GameViews;
use crate::GameSystems;
use crate::session::AnimationClock;
use crate::session::Screen;
use crate::session::{Allowed, Analyse, AnyGame, GameChanged, Match, Online, OnlineAct};
use crate::ui::words;
use medusa_online::ClientMessage;

/// Whether the result window is shown (while the game is over).
#[derive(Resource, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ResultShown(pub bool);

impl Default for ResultShown {
    fn default() -> ResultShown {
        ResultShown(true)
    }
}

/// A new ending shows the window again: one played on the board, or a game that has become
/// over by a jump (an online game's resignation, agreed draw, flag or claim).
fn show_on_end(
    mut changes: MessageReader<GameChanged>,
    game_match: Res<Match>,
    mut was_over: Local<bool>,
    mut shown: ResMut<ResultShown>,
) {
    let over = game_match.result_line().is_some();
    if changes.read().any(|change| change.effects.end_the_game()) || over && !*was_over {
        shown.0 = true;
    }
    *was_over = over;
}

/// Run condition: the game is over, its last animations are done, and the window has not
/// been closed.
fn result_due(shown: Res<ResultShown>, clock: Res<AnimationClock>, game_match: Res<Match>) -> bool {
    shown.0 && !clock.is_busy() && game_match.result_line().is_some()
}

/// What the result window's buttons ask for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum ResultChoice {
    /// Back to the title, for another game.
    NewGame,
    /// The records dialog, to save the record.
    SaveRecord,
    /// Close the window, to look at the board.
    LookAtTheBoard,
    /// Analyse the game just played.
    Analyse,
    /// Online: offer the opponent a rematch.
    OfferRematch,
    /// Online: accept the opponent's rematch offer.
    AcceptRematch,
}

/// Online, after the end: where the rematch stands for this screen's seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Rematch {
    /// Nobody offered one yet.
    Open,
    /// This player offered one.
    Offered,
    /// The opponent offers one.
    Asked,
}

impl Rematch {
    /// Where the rematch stands in `online`'s room, for a seat in a finished game.
    fn of(online: &Online) -> Option<Rematch> {
        let room = online.0.as_ref()?;
        let (seat, state) = (room.seat?, room.state.as_ref()?);
        state.result()?;
        Some(match state.rematch_offer() {
            None => Rematch::Open,
            Some(by) if by == seat => Rematch::Offered,
            Some(_) => Rematch::Asked,
        })
    }
}

/// The rematch's line and button, for `rematch`; the button pressed.
fn rematch_row(ui: &mut egui::Ui, rematch: Rematch, noted: &mut NoteSpots) -> Option<ResultChoice> {
    let words = words(ui.ctx());
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| match rematch {
        Rematch::Open => {
            let button = ui
                .button(words.get("result-rematch"))
                .on_hover_text(words.attribute("result-rematch", "tooltip"));
            noted.note("rematch", &button);
            if button.clicked() {
                chosen = Some(ResultChoice::OfferRematch);
            }
        }
        Rematch::Offered => {
            ui.label(words.get("result-rematch-offered"));
        }
        Rematch::Asked => {
            ui.label(words.get("result-rematch-asked"));
            let button = ui.button(words.get("result-accept-rematch"));
            noted.note("accept rematch", &button);
            if button.clicked() {
                chosen = Some(ResultChoice::AcceptRematch);
            }
        }
    });
    chosen
}

/// The window's buttons, Analyse among them where the game can be analysed (`analyse`); its
/// place noted as `result analyse`. Returns the button pressed.
fn choices(ui: &mut egui::Ui, analyse: bool, noted: &mut NoteSpots) -> Option<ResultChoice> {
    let words = words(ui.ctx());
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        if analyse {
            let button = ui
                .button(egui::RichText::new(words.get("result-analyse")).strong())
                .on_hover_text(words.attribute("result-analyse", "tooltip"));
            noted.note("result analyse", &button);
            if button.clicked() {
                chosen = Some(ResultChoice::Analyse);
            }
        }
        for (key, choice) in [
            ("result-new-game", ResultChoice::NewGame),
            ("result-save-record", ResultChoice::SaveRecord),
            ("result-look-at-board", ResultChoice::LookAtTheBoard),
        ] {
            if ui.button(words.get(key)).clicked() {
                chosen = Some(choice);
            }
        }
    });
    chosen
}

/// Where the window's buttons lead: whether the window is shown, the dialog open, the next
/// screen, and the analysis asked for.
#[derive(SystemParam)]
struct ResultExits<'w> {
    shown: ResMut<'w, ResultShown>,
    dialog: ResMut<'w, Dialog>,
    next_screen: ResMut<'w, NextState<Screen>>,
    analyse: MessageWriter<'w, Analyse>,
    acts: MessageWriter<'w, OnlineAct>,
}

impl ResultExits<'_> {
    /// Does what `choice` asks, the window closed.
    fn take(&mut self, choice: ResultChoice) {
        match choice {
            // The window stays, to say where the rematch stands.
            ResultChoice::OfferRematch => {
                self.acts.write(OnlineAct(ClientMessage::OfferRematch {}));
                return;
            }
            ResultChoice::AcceptRematch => {
                self.acts.write(OnlineAct(ClientMessage::AcceptRematch {}));
                return;
            }
            ResultChoice::NewGame => self.next_screen.set(Screen::Title),
            ResultChoice::SaveRecord => *self.dialog = Dialog::Records,
            ResultChoice::LookAtTheBoard => {}
            ResultChoice::Analyse => {
                self.analyse.write(Analyse::Shown);
            }
        }
        self.shown.0 = false;
    }
}

/// The window's contents: against the computer or online, whether the player won; the
/// game's own `body` (or the server's ending, as it said it); and the buttons, Analyse among
/// them where the game can be analysed (`analyse`). Returns the button pressed.
fn contents(
    ui: &mut egui::Ui,
    game_match: &Match,
    body: fn(&mut egui::Ui, &AnyGame),
    analyse: bool,
    rematch: Option<Rematch>,
    noted: &mut NoteSpots,
) -> Option<ResultChoice> {
    let words = words(ui.ctx());
    let game = &game_match.game;
    // Against the computer or online: the player's own result first (a draw is the same for
    // both, and the game's own lines say it).
    if let (Some(own), Some(Some(winner))) = (game_match.own_seat(), game_match.winner()) {
        let verdict = if winner == own {
            "result-you-won"
        } else {
            "result-you-lost"
        };
        ui.label(egui::RichText::new(words.get(verdict)).size(28.0).strong());
    }
    match &game_match.ended {
        Some(ending) if !game.is_over() => {
            ui.heading(ending);
        }
        _ => body(ui, game),
    }
    ui.add_space(6.0);
    let rematched = rematch.and_then(|rematch| rematch_row(ui, rematch, noted));
    choices(ui, analyse, noted).or(rematched)
}

fn window(
    mut contexts: EguiContexts,
    game_match: Res<Match>,
    online: Res<Online>,
    views: Res<GameViews>,
    mut exits: ResultExits,
    mut spots: ResMut<ControlSpots>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut noted = NoteSpots::new(ctx, PART);
    let mut open = true;
    let allowed = Allowed::now(&game_match, &online, None);
    let body = views.of(game_match.game.kind()).result_body;
    let rematch = Rematch::of(&online);
    egui::Window::new(words(ctx).get("result-title"))
        .id(egui::Id::new("result window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 40.0])
        .show(ctx, |ui| {
            if let Some(choice) =
                contents(ui, &game_match, body, allowed.analyse, rematch, &mut noted)
            {
                exits.take(choice);
            }
        });
    if !open {
        exits.shown.0 = false;
    }
    if exits.shown.0 {
        ControlSpots::keep(&mut spots, noted);
    } else {
        // The window is gone: so are its controls.
        spots.0.remove(PART);
    }
    Ok(())
}

/// The part of the screen whose controls the window notes.
const PART: &str = "result";

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ResultShown>()
        .add_systems(
            Update,
            show_on_end
                .run_if(on_message::<GameChanged>)
                .in_set(GameSystems::Follow),
        )
        .add_systems(
            EguiPrimaryContextPass,
            window.run_if(in_state(Screen::Playing).and_then(result_due)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{GameKind, Intent, PlayerKind};
    use crate::ui::words_shown::assert_every_word_translated;

    /// The controls the window's buttons note, laid out by egui without a window on the
    /// screen.
    fn noted_buttons(analyse: bool) -> Vec<String> {
        let ctx = egui::Context::default();
        let mut names = Vec::new();
        for _ in 0..2 {
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
                egui::Window::new("Result").show(ui.ctx(), |ui| {
                    let mut noted = NoteSpots::new(ui.ctx(), PART);
                    assert_eq!(choices(ui, analyse, &mut noted), None);
                    names = noted.names();
                });
            });
            output.textures_delta.clear();
        }
        names
    }

    #[test]
    fn every_word_of_the_result_comes_from_the_language_files() {
        let views = crate::game_parts::game_views();
        for kind in GameKind::all() {
            let body = views.of(kind).result_body;
            // Between two people: who won and why.
            let mut here = Match::hot_seat(kind);
            let to_move = here.game.seat_to_move();
            here.apply(&Intent::Resign(to_move)).expect("a resignation");
            // Against the computer, the person's own result first: a counted game in Medusa
            // and Lotus (two passes and no dead groups), a resignation in the others.
            let mut players = [PlayerKind::Human; 2];
            players[1] = PlayerKind::Computer(medusa_ai::Level::Casual);
            let mut against = Match::from_game(AnyGame::fresh(kind), players);
            if let Some(game) = against.game.of_mut::<medusa_rules::medusa::Game>() {
                game.play_turn(&medusa_rules::medusa::Turn::Pass)
                    .expect("a pass");
                game.play_turn(&medusa_rules::medusa::Turn::Pass)
                    .expect("a pass");
                game.conclude_with_dead(&[]).expect("counted");
            } else {
                against.apply(&Intent::Resign(1)).expect("a resignation");
            }
            for (what, game_match) in [
                ("between people", &here),
                ("against the computer", &against),
            ] {
                assert!(game_match.game.is_over(), "{what}");
                assert_every_word_translated(
                    &format!("the result of {} {what}", kind.name()),
                    egui::vec2(800.0, 700.0),
                    |_| false,
                    |ui| {
                        let mut noted = NoteSpots::new(ui.ctx(), PART);
                        contents(ui, game_match, body, true, None, &mut noted);
                    },
                );
            }
        }
    }

    #[test]
    fn every_word_of_the_rematch_comes_from_the_language_files() {
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(390.0, 844.0)] {
            for rematch in [Rematch::Open, Rematch::Offered, Rematch::Asked] {
                assert_every_word_translated(
                    "the rematch",
                    size,
                    |_| false,
                    |ui| {
                        let mut noted = NoteSpots::new(ui.ctx(), PART);
                        rematch_row(ui, rematch, &mut noted);
                    },
                );
            }
        }
    }

    #[test]
    fn the_result_window_offers_analyse_where_the_game_can_be_analysed() {
        assert_eq!(noted_buttons(true), ["result analyse"]);
        assert!(noted_buttons(false).is_empty());
    }
}
