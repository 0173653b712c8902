//! The title screen: choose Medusa or Lotus, the komi, and who plays which colour, then start.

use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::widgets::{self, player_picker};
use crate::app::scene::{PointerOverPanel, ViewportInsets};
use crate::app::session::Autosave;
use crate::app::session::Notices;
use crate::app::session::Screen;
use crate::app::session::{Intent, Match, MatchSetup};
use crate::medusa::{Colour, Variant};

/// The choices on the title screen, kept while it is open.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct SetupDraft(pub MatchSetup);

impl Default for SetupDraft {
    fn default() -> Self {
        SetupDraft(MatchSetup::hot_seat(Variant::Medusa))
    }
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
            let chosen = setup.kind.medusa_variant().unwrap_or(Variant::Medusa);
            ui.horizontal(|ui| {
                for variant in Variant::ALL {
                    let text = RichText::new(variant.to_string()).size(20.0);
                    if ui.selectable_label(chosen == variant, text).clicked() {
                        setup.kind = variant.into();
                        let range = variant.topology().komi_range();
                        setup.komi = setup.komi.clamp(*range.start(), *range.end());
                    }
                }
            });
            ui.label(match chosen {
                Variant::Medusa => {
                    "210 cells. Captured groups turn over, groups can move, six stones around a \
                     dark hex are safe for ever. White begins."
                }
                Variant::Lotus => {
                    "72 points on the Kensington board. Captured groups turn over; six stones \
                     around a hexagon are safe for ever. Black begins."
                }
            });
            ui.add_space(8.0);
            let topology = chosen.topology();
            let second = topology.first_player().opponent();
            let first = topology.first_player();
            ui.horizontal(|ui| {
                ui.label("Komi");
                ui.add(egui::Slider::new(&mut setup.komi, topology.komi_range()));
                ui.label(match setup.komi {
                    0 => "no points for either player".to_string(),
                    komi if komi > 0 => format!("points for {second}"),
                    _ => format!("points for {first}"),
                });
            });
            ui.add_space(8.0);
            egui::Grid::new("players").num_columns(2).show(ui, |ui| {
                for colour in Colour::ALL {
                    ui.label(colour.to_string());
                    player_picker(ui, colour.name(), &mut setup.players[colour.index()]);
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
