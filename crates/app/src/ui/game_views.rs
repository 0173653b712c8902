//! What each game shows beyond its board, one entry a game: its title card (the picture, the
//! line and the description, and its options), the body of its result window, its rules page,
//! its clicks and keys for the help, and what the web page is told of it. The shared title, result, help and page code ask the
//! entry of the game at hand and name no game; the list of the entries is made where the
//! games are listed, beside their plugins.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::session::{AnyGame, GameKind, MatchSetup};

/// One game's views.
#[derive(Clone, Copy, Debug)]
pub struct GameView {
    /// The game.
    pub kind: GameKind,
    /// The key of the line on its title card in the language files.
    pub line: &'static str,
    /// The key of what the title says of it under the cards.
    pub about: &'static str,
    /// The small picture of its board at the start, `size` points wide and high.
    pub card_picture: fn(&mut egui::Ui, egui::Vec2) -> egui::Response,
    /// Its options on the title (Medusa's komi), changing the setup.
    pub options: fn(&mut egui::Ui, &mut MatchSetup),
    /// Brings the setup's options into the game's ranges when the game is chosen.
    pub fit_options: fn(&mut MatchSetup),
    /// The result window's body for the finished `game`.
    pub result_body: fn(&mut egui::Ui, &AnyGame),
    /// Its rules page, with the examples.
    pub rules_page: fn(&mut egui::Ui),
    /// What its clicks and its own keys do, for the help's list of keys.
    pub keys: &'static [(&'static str, &'static str)],
    /// The web page's attributes of its own: the phase and the pieces or stones of each side
    /// (read in the browser only).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub page_data: fn(&AnyGame) -> [(&'static str, String); 2],
}

/// A game without options: nothing to draw.
pub fn no_options(_: &mut egui::Ui, _: &mut MatchSetup) {}

/// A game without options: nothing to fit.
pub fn nothing_to_fit(_: &mut MatchSetup) {}

/// The page's attributes of a game played a move at a time: the phase (`playing` or `over`)
/// and the pieces of each side, White's first, from whether it is over and its pieces (empty
/// for a game of another kind).
pub fn pieces_data(game: Option<(bool, [u32; 2])>) -> [(&'static str, String); 2] {
    let (phase, pieces) = match game {
        Some((over, pieces)) => (
            if over { "over" } else { "playing" }.to_string(),
            pieces.map(|count| count.to_string()).join(","),
        ),
        None => (String::new(), String::new()),
    };
    [("phase", phase), ("pieces", pieces)]
}

/// Every game's views, in the title's order of the games.
#[derive(Resource, Debug)]
pub struct GameViews(Vec<GameView>);

impl GameViews {
    /// The views of every game the app offers, one entry each, whatever their order here.
    ///
    /// # Panics
    /// When a game has no entry or two: the list of the games is written wrong.
    pub fn new(views: impl IntoIterator<Item = GameView>) -> GameViews {
        let views: Vec<GameView> = views.into_iter().collect();
        let ordered = GameKind::all().into_iter().map(|kind| {
            let mut entries = views.iter().filter(|view| view.kind == kind);
            match (entries.next(), entries.next()) {
                (Some(view), None) => *view,
                _ => panic!("{} needs one entry among the game views", kind.name()),
            }
        });
        GameViews(ordered.collect())
    }

    /// The views of `kind`.
    pub fn of(&self, kind: GameKind) -> &GameView {
        let at = GameKind::all()
            .iter()
            .position(|&k| k == kind)
            .unwrap_or_default();
        &self.0[at]
    }

    /// Every game's views, in the title's order.
    pub fn iter(&self) -> impl Iterator<Item = &GameView> {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game_views;

    #[test]
    fn every_game_has_its_views_in_the_title_order() {
        let views = game_views();
        let kinds: Vec<GameKind> = views.iter().map(|view| view.kind).collect();
        assert_eq!(kinds, GameKind::all());
        for kind in GameKind::all() {
            assert_eq!(views.of(kind).kind, kind);
        }
    }

    #[test]
    #[should_panic(expected = "needs one entry among the game views")]
    fn a_game_left_out_of_the_views_is_caught_at_start() {
        let mut views: Vec<GameView> = game_views().iter().copied().collect();
        views.pop();
        GameViews::new(views);
    }

    #[test]
    fn the_page_is_told_each_games_own_counts() {
        let views = game_views();
        let told: Vec<[(&str, String); 2]> = GameKind::all()
            .into_iter()
            .map(|kind| (views.of(kind).page_data)(&AnyGame::fresh(kind)))
            .collect();
        let playing = || ("phase", "playing".to_string());
        assert_eq!(
            told,
            [
                [playing(), ("stones", "0,0".to_string())],
                [playing(), ("stones", "0,0".to_string())],
                [playing(), ("pieces", "18,18".to_string())],
                [playing(), ("pieces", "26,26".to_string())],
            ]
        );
    }
}
