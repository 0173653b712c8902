//! The title screen: choose the game (Medusa, Lotus or Medea) from its card (name, one line,
//! a small picture of its board), its options (the komi of Medusa and Lotus), and who plays
//! each side, then start; or continue the saved game. The arrow keys choose the game and
//! Enter starts, for a keyboard alone.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::widgets::{self, player_picker};
use crate::app::scene::{PointerOverPanel, ViewportInsets};
use crate::app::session::Autosave;
use crate::app::session::Notices;
use crate::app::session::Screen;
use crate::app::session::{AnyGame, GameKind, Intent, Match, MatchSetup, Replay};
use crate::app::{medea, medusa, pillars};
use crate::medusa::Variant;

/// The choices on the title screen, kept from one visit to the next.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SetupDraft {
    setup: MatchSetup,
    /// A game was chosen on this visit: Enter starts it instead of continuing the saved game.
    chosen: bool,
}

impl Default for SetupDraft {
    fn default() -> Self {
        SetupDraft {
            setup: MatchSetup::hot_seat(Variant::Medusa),
            chosen: false,
        }
    }
}

/// Each visit to the title screen begins with Enter continuing the saved game.
fn forget_choice(mut draft: ResMut<SetupDraft>) {
    draft.chosen = false;
}

/// A game's line on its card.
fn tagline(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Medusa => "Go where captured groups turn over and groups move.",
        GameKind::Lotus => "Medusa's small companion on 72 points.",
        GameKind::Medea => "Draughts with a transmitter.",
        GameKind::Pillars => "Chess on 11 x 11 with a Medusa and a Morph.",
    }
}

/// The boards the cards show, made once.
struct CardBoards {
    medusa: crate::medusa::Position,
    lotus: crate::medusa::Position,
    medea: crate::medea::Position,
    pillars: crate::pillars::Position,
}

impl Default for CardBoards {
    fn default() -> CardBoards {
        CardBoards {
            medusa: crate::medusa::Position::start(Variant::Medusa),
            lotus: crate::medusa::Position::start(Variant::Lotus),
            medea: crate::medea::Position::default(),
            pillars: crate::pillars::Position::start(),
        }
    }
}

/// The side of a card's picture, in points.
const CARD_PICTURE: f32 = 128.0;

/// The small picture of `kind`'s board.
fn card_picture(ui: &mut egui::Ui, kind: GameKind, boards: &CardBoards) {
    let size = egui::Vec2::splat(CARD_PICTURE);
    // Medusa's and Lotus's whole boards.
    let whole = |ui: &mut egui::Ui, board: &crate::medusa::Position| {
        let picture = medusa::Picture {
            position: board,
            around: board.topology().all(),
            ringed: crate::medusa::Bits::EMPTY,
            arrow: None,
        };
        medusa::draw_picture(ui, &picture, size)
    };
    match kind {
        GameKind::Medusa => whole(ui, &boards.medusa),
        GameKind::Lotus => whole(ui, &boards.lotus),
        GameKind::Medea => medea::draw_picture(ui, &medea::Picture::plain(&boards.medea), size),
        GameKind::Pillars => {
            pillars::draw_picture(ui, &pillars::Picture::plain(&boards.pillars), size)
        }
    };
}

/// A game's card: its picture, name and line, framed more strongly when `chosen`. Clicking
/// anywhere on it chooses it.
fn card(ui: &mut egui::Ui, kind: GameKind, chosen: bool, boards: &CardBoards) -> egui::Response {
    let visuals = ui.visuals();
    let stroke = if chosen {
        egui::Stroke::new(2.5, visuals.selection.stroke.color)
    } else {
        egui::Stroke::new(1.0, visuals.widgets.noninteractive.bg_stroke.color)
    };
    let fill = if chosen {
        visuals.selection.bg_fill.gamma_multiply(0.35)
    } else {
        visuals.faint_bg_color
    };
    egui::Frame::group(ui.style())
        .stroke(stroke)
        .fill(fill)
        .inner_margin(8.0)
        .show(ui, |ui| {
            ui.set_width(CARD_PICTURE);
            // Room for the name and three lines, so that the cards stand level.
            ui.set_min_height(CARD_PICTURE + 84.0);
            ui.vertical_centered(|ui| {
                card_picture(ui, kind, boards);
                ui.label(RichText::new(kind.name()).size(20.0).strong());
                ui.label(RichText::new(tagline(kind)).size(12.5));
            });
        })
        .response
        .interact(egui::Sense::click())
        .on_hover_cursor(egui::CursorIcon::PointingHand)
        .on_hover_text("Left and right arrows: the game")
}

/// A game's description under the cards.
fn description(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Medusa => {
            "210 cells. Captured groups turn over, groups can move, six stones around a dark \
             hex are safe for ever. White begins."
        }
        GameKind::Lotus => {
            "72 points on the Kensington board. Captured groups turn over; six stones around a \
             hexagon are safe for ever. Black begins."
        }
        GameKind::Medea => {
            "Draughts on 8 x 8 with a transmitter: a piece stepping onto one of its chakras \
             reappears on the other, capturing what stands there. White begins."
        }
        GameKind::Pillars => {
            "Chess on 11 x 11 with ten kinds of piece: a Medusa turns the enemies next to her \
             to stone, a Morph becomes what it captures. White begins."
        }
    }
}

/// The game `step` places after `kind` on the title screen (before it for a negative step),
/// stopping at the ends.
fn neighbour(kind: GameKind, step: i32) -> GameKind {
    let games = GameKind::ALL;
    let at = games.iter().position(|&k| k == kind).unwrap_or(0) as i32;
    let to = (at + step).clamp(0, games.len() as i32 - 1);
    games.get(to as usize).copied().unwrap_or(kind)
}

/// Chooses `kind`, keeping the komi inside its board's range and each colour's player with
/// its colour (the games number their sides differently).
fn choose(setup: &mut MatchSetup, kind: GameKind) {
    if kind.white_seat() != setup.kind.white_seat() {
        setup.players.swap(0, 1);
    }
    setup.kind = kind;
    if let Some(variant) = kind.medusa_variant() {
        let range = variant.topology().komi_range();
        setup.komi = setup.komi.clamp(*range.start(), *range.end());
    }
}

/// Medusa's and Lotus's komi.
fn komi_choice(ui: &mut egui::Ui, variant: Variant, komi: &mut i8) {
    let topology = variant.topology();
    let first = topology.first_player();
    let second = first.opponent();
    ui.horizontal(|ui| {
        ui.label("Komi");
        ui.add(egui::Slider::new(komi, topology.komi_range()));
        ui.label(match *komi {
            0 => "no points for either player".to_string(),
            komi if komi > 0 => format!("points for {second}"),
            _ => format!("points for {first}"),
        });
    });
}

/// What the form under the cards asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FormAction {
    /// Nothing yet.
    None,
    /// Start the game set up.
    Start,
    /// A card was chosen (by a click or the arrows).
    Chose(GameKind),
}

/// The title's keys pressed this frame: the arrows' steps (every press counts, though a slow
/// frame sees several) and Enter.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
struct TitleKeys {
    step: i32,
    enter: bool,
}

impl TitleKeys {
    fn read(ui: &egui::Ui) -> TitleKeys {
        ui.input(|i| TitleKeys {
            step: i.num_presses(egui::Key::ArrowRight) as i32
                - i.num_presses(egui::Key::ArrowLeft) as i32,
            enter: i.key_pressed(egui::Key::Enter),
        })
    }
}

/// The height kept for a game's description and options, so that Start stands in one place
/// whichever card is chosen: three lines of description and the komi's row.
const FORM_MIDDLE_HEIGHT: f32 = 96.0;

/// The cards, the chosen game's description and options, who plays each side, and Start.
fn setup_form(
    ui: &mut egui::Ui,
    draft: &mut SetupDraft,
    boards: &CardBoards,
    keys: TitleKeys,
) -> FormAction {
    let SetupDraft { setup, chosen } = draft;
    let mut action = FormAction::None;
    let step = keys.step;
    if step != 0 {
        let kind = neighbour(setup.kind, step);
        choose(setup, kind);
        *chosen = true;
        action = FormAction::Chose(kind);
    }
    ui.add_space(6.0);
    ui.horizontal_top(|ui| {
        for kind in GameKind::ALL {
            if card(ui, kind, setup.kind == kind, boards).clicked() {
                choose(setup, kind);
                *chosen = true;
                action = FormAction::Chose(kind);
            }
        }
    });
    ui.add_space(4.0);
    ui.vertical(|ui| {
        ui.set_min_height(FORM_MIDDLE_HEIGHT);
        ui.label(description(setup.kind));
        ui.add_space(8.0);
        if let Some(variant) = setup.kind.medusa_variant() {
            komi_choice(ui, variant, &mut setup.komi);
        }
    });
    ui.add_space(8.0);
    let sides = setup.kind.side_names();
    egui::Grid::new("players").num_columns(2).show(ui, |ui| {
        for seat in setup.kind.seats_in_play_order() {
            ui.label(sides[seat]);
            player_picker(ui, sides[seat], &mut setup.players[seat]);
            ui.end_row();
        }
    });
    ui.add_space(10.0);
    if ui
        .button(RichText::new("Start").size(18.0))
        .on_hover_text("Enter")
        .clicked()
        || keys.enter
    {
        action = FormAction::Start;
    }
    action
}

/// What the board behind the title shows when `kind` is chosen: a fresh board of that game,
/// looked at (never saved), unless the board shows a game with turns played or a record,
/// which stays to go back to.
fn preview(game_match: &Match, viewing_record: bool, kind: GameKind) -> Option<Intent> {
    let keeps_a_game = game_match.game.turn_count() > 0 || viewing_record;
    (!keeps_a_game && game_match.game.kind() != kind)
        .then(|| Intent::Review(Box::new(AnyGame::fresh(kind))))
}

#[allow(clippy::too_many_arguments)]
fn title(
    mut contexts: EguiContexts,
    mut draft: ResMut<SetupDraft>,
    game_match: Res<Match>,
    autosave: Res<Autosave>,
    replay: Option<Res<Replay>>,
    mut notices: ResMut<Notices>,
    mut insets: ResMut<ViewportInsets>,
    mut over_panel: ResMut<PointerOverPanel>,
    mut intents: MessageWriter<Intent>,
    mut next_screen: ResMut<NextState<Screen>>,
    boards: Local<CardBoards>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    insets.set_if_neq(ViewportInsets::default());
    over_panel.set_if_neq(PointerOverPanel(true));
    egui::Window::new("New game")
        .collapsible(false)
        .resizable(false)
        // Hung from the top: nothing moves when the chosen game's options change.
        .anchor(egui::Align2::CENTER_TOP, [0.0, 24.0])
        .min_width(460.0)
        .show(ctx, |ui| {
            // Enter takes the first choice: continue the saved game, or start (at once if a
            // game was chosen, also by the arrows in this frame).
            let keys = TitleKeys::read(ui);
            let continue_on_enter = keys.enter && !draft.chosen && keys.step == 0;
            widgets::notices(ui, &mut notices);
            if let Some(saved) = autosave.in_progress() {
                let game = &saved.game;
                let kind = game.kind();
                let text = format!(
                    "Continue: {}, {} turns played, {} to play",
                    kind.name(),
                    game.turn_count(),
                    kind.side_names()[game.seat_to_move()]
                );
                if ui.button(RichText::new(text).size(17.0)).clicked() || continue_on_enter {
                    // What was said on the title screen stays there.
                    notices.0.clear();
                    intents.write(Intent::Load(Box::new(game.clone()), saved.players));
                    next_screen.set(Screen::Playing);
                    return;
                }
                ui.separator();
            }
            match setup_form(ui, &mut draft, &boards, keys) {
                FormAction::Start => {
                    notices.0.clear();
                    intents.write(Intent::NewMatch(draft.setup.clone()));
                    next_screen.set(Screen::Playing);
                }
                FormAction::Chose(kind) => {
                    if let Some(intent) = preview(&game_match, replay.is_some(), kind) {
                        intents.write(intent);
                    }
                }
                FormAction::None => {}
            }
            let has_game = game_match.game.turn_count() > 0 || replay.is_some();
            if has_game
                && game_match.game.is_in_progress()
                && ui.button("Back to the game").clicked()
            {
                next_screen.set(Screen::Playing);
            }
        });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SetupDraft>()
        .add_systems(OnEnter(Screen::Title), forget_choice)
        .add_systems(
            EguiPrimaryContextPass,
            title.run_if(in_state(Screen::Title)),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrows_step_through_the_games_and_stop_at_the_ends() {
        assert_eq!(neighbour(GameKind::Medusa, 1), GameKind::Lotus);
        assert_eq!(neighbour(GameKind::Medusa, 2), GameKind::Medea);
        assert_eq!(neighbour(GameKind::Medea, 1), GameKind::Pillars);
        assert_eq!(neighbour(GameKind::Pillars, 1), GameKind::Pillars);
        assert_eq!(neighbour(GameKind::Lotus, 2), GameKind::Pillars);
        assert_eq!(neighbour(GameKind::Lotus, -1), GameKind::Medusa);
        assert_eq!(neighbour(GameKind::Medusa, -3), GameKind::Medusa);
    }

    /// The size of the form under the title's cards with `kind` chosen, laid out by egui
    /// without a window on the screen.
    fn form_size(kind: GameKind) -> egui::Vec2 {
        let ctx = egui::Context::default();
        let boards = CardBoards::default();
        let mut size = egui::Vec2::ZERO;
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(
                egui::Pos2::ZERO,
                egui::vec2(1280.0, 800.0),
            )),
            ..Default::default()
        };
        // Egui settles a window's size over its first frames.
        for _ in 0..3 {
            let mut output = ctx.run_ui(input(), |ui| {
                egui::Window::new("New game")
                    .min_width(460.0)
                    .show(ui.ctx(), |ui| {
                        let mut draft = SetupDraft {
                            setup: MatchSetup::hot_seat(kind),
                            chosen: false,
                        };
                        setup_form(ui, &mut draft, &boards, TitleKeys::default());
                        size = ui.min_rect().size();
                    });
            });
            output.textures_delta.clear();
        }
        size
    }

    #[test]
    fn the_form_keeps_its_size_whichever_game_is_chosen() {
        let sizes: Vec<egui::Vec2> = GameKind::ALL.into_iter().map(form_size).collect();
        assert!(sizes[0].y > 300.0, "{sizes:?}");
        assert!(sizes.iter().all(|&size| size == sizes[0]), "{sizes:?}");
    }

    #[test]
    fn choosing_a_card_shows_its_board_unless_a_game_stands_behind() {
        let fresh = Match::hot_seat(GameKind::Medusa);
        match preview(&fresh, false, GameKind::Medea) {
            Some(Intent::Review(game)) => {
                assert_eq!((game.kind(), game.turn_count()), (GameKind::Medea, 0));
            }
            other => panic!("a fresh Medea board to look at, not {other:?}"),
        }
        assert_eq!(preview(&fresh, false, GameKind::Medusa), None);
        assert_eq!(preview(&fresh, true, GameKind::Medea), None);
        let mut played = Match::hot_seat(GameKind::Medea);
        let first = played
            .game
            .medea()
            .and_then(|game| game.legal_moves().first().copied());
        let first = first.expect("a Medea game with moves");
        played.apply(&Intent::Medea(first)).expect("a legal move");
        assert_eq!(preview(&played, false, GameKind::Lotus), None);
    }

    #[test]
    fn a_player_stays_with_its_colour_from_game_to_game() {
        use crate::app::session::PlayerKind;
        let computer = PlayerKind::Computer(crate::ai::Level::Casual);
        let mut setup = MatchSetup::hot_seat(GameKind::Medea);
        setup.players[GameKind::Medea.dark_seat()] = computer;
        for kind in [
            GameKind::Medusa,
            GameKind::Lotus,
            GameKind::Pillars,
            GameKind::Medusa,
        ] {
            choose(&mut setup, kind);
            assert_eq!(setup.players[kind.dark_seat()], computer, "{}", kind.name());
            assert_eq!(setup.players[kind.white_seat()], PlayerKind::Human);
        }
    }

    #[test]
    fn the_first_player_is_listed_first_in_every_game() {
        let first: Vec<&str> = GameKind::ALL
            .iter()
            .map(|kind| kind.side_names()[kind.seats_in_play_order()[0]])
            .collect();
        assert_eq!(first, ["White", "Black", "White", "White"]);
    }

    #[test]
    fn choosing_lotus_brings_the_komi_into_its_range() {
        let mut setup = MatchSetup::hot_seat(Variant::Medusa);
        setup.komi = 100;
        choose(&mut setup, GameKind::Lotus);
        let range = Variant::Lotus.topology().komi_range();
        assert_eq!((setup.kind, setup.komi), (GameKind::Lotus, *range.end()));
    }
}
