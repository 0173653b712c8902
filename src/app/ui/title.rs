//! The title screen: choose the game (Medusa, Lotus or Medea), its options (the komi of
//! Medusa and Lotus), and who plays each side, then start; or continue the saved game.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::widgets::{self, player_picker};
use crate::app::scene::{PointerOverPanel, ViewportInsets};
use crate::app::session::Autosave;
use crate::app::session::Notices;
use crate::app::session::Screen;
use crate::app::session::{GameKind, Intent, Match, MatchSetup};
use crate::medusa::Variant;

/// The choices on the title screen, kept while it is open.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SetupDraft(pub MatchSetup);

impl Default for SetupDraft {
    fn default() -> Self {
        SetupDraft(MatchSetup::hot_seat(Variant::Medusa))
    }
}

/// A game's line on the title screen.
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

#[allow(clippy::too_many_arguments)]
fn title(
    mut contexts: EguiContexts,
    mut draft: ResMut<SetupDraft>,
    game_match: Res<Match>,
    autosave: Res<Autosave>,
    mut notices: ResMut<Notices>,
    mut insets: ResMut<ViewportInsets>,
    mut over_panel: ResMut<PointerOverPanel>,
    mut intents: MessageWriter<Intent>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    insets.set_if_neq(ViewportInsets::default());
    over_panel.set_if_neq(PointerOverPanel(true));
    egui::Window::new("New game")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .min_width(340.0)
        .show(ctx, |ui| {
            let setup = &mut draft.0;
            // Enter takes the first choice: continue the saved game, or start.
            let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
            widgets::notices(ui, &mut notices);
            if let Some(saved) = autosave
                .saved
                .as_ref()
                .filter(|s| s.game.is_in_progress() && s.game.kind().has_board())
            {
                let game = &saved.game;
                let kind = game.kind();
                let text = format!(
                    "Continue: {}, {} turns played, {} to play",
                    kind.name(),
                    game.turn_count(),
                    kind.side_names()[game.seat_to_move()]
                );
                if ui.button(RichText::new(text).size(17.0)).clicked() || enter {
                    intents.write(Intent::Load(Box::new(game.clone()), saved.players));
                    next_screen.set(Screen::Playing);
                    return;
                }
                ui.separator();
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                for kind in GameKind::ALL.into_iter().filter(|k| k.has_board()) {
                    let text = RichText::new(kind.name()).size(20.0);
                    if ui.selectable_label(setup.kind == kind, text).clicked() {
                        setup.kind = kind;
                        if let Some(variant) = kind.medusa_variant() {
                            let range = variant.topology().komi_range();
                            setup.komi = setup.komi.clamp(*range.start(), *range.end());
                        }
                    }
                }
            });
            ui.label(description(setup.kind));
            ui.add_space(8.0);
            if let Some(variant) = setup.kind.medusa_variant() {
                komi_choice(ui, variant, &mut setup.komi);
                ui.add_space(8.0);
            }
            let sides = setup.kind.side_names();
            egui::Grid::new("players").num_columns(2).show(ui, |ui| {
                for (seat, side) in sides.iter().enumerate() {
                    ui.label(*side);
                    player_picker(ui, side, &mut setup.players[seat]);
                    ui.end_row();
                }
            });
            ui.add_space(10.0);
            ui.horizontal(|ui| {
                if ui
                    .button(RichText::new("Start").size(18.0))
                    .on_hover_text("Enter")
                    .clicked()
                    || enter
                {
                    intents.write(Intent::NewMatch(setup.clone()));
                    next_screen.set(Screen::Playing);
                }
                if game_match.game.is_in_progress() && ui.button("Back to the game").clicked() {
                    next_screen.set(Screen::Playing);
                }
            });
        });
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SetupDraft>().add_systems(
        EguiPrimaryContextPass,
        title.run_if(in_state(Screen::Title)),
    );
}
