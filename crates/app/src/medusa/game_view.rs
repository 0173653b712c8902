//! Medusa's and Lotus's entries among the game views: their title cards with the komi, their
//! result window's body, their rules pages, their clicks and keys, and what the web page is
//! told of them.

use std::sync::LazyLock;

use bevy_egui::egui;

use super::help_page;
use super::mini_board::{Picture, draw_picture};
use super::result_part::result_body;
use crate::session::{AnyGame, GameKind, MatchSetup};
use crate::ui::{GameView, side_name, words};
use medusa_rules::medusa::{Bits, Colour, Position, Variant};

/// The starts, as the cards show them.
static MEDUSA_START: LazyLock<Position> = LazyLock::new(|| Position::start(Variant::Medusa));
static LOTUS_START: LazyLock<Position> = LazyLock::new(|| Position::start(Variant::Lotus));

/// A card's picture: the whole board at the start.
fn whole_board(ui: &mut egui::Ui, board: &Position, size: egui::Vec2) -> egui::Response {
    let picture = Picture {
        position: board,
        around: board.topology().all(),
        ringed: Bits::EMPTY,
        arrow: None,
    };
    draw_picture(ui, &picture, size)
}

/// The board the setup is for.
fn variant(setup: &MatchSetup) -> Variant {
    setup.kind.medusa_variant().unwrap_or(Variant::Medusa)
}

/// Brings the komi inside the board's range.
fn fit_komi(setup: &mut MatchSetup) {
    let range = variant(setup).topology().komi_range();
    setup.komi = setup.komi.clamp(*range.start(), *range.end());
}

/// The komi, with whom it gives points to and what it is for.
fn komi_choice(ui: &mut egui::Ui, setup: &mut MatchSetup) {
    let words = words(ui.ctx());
    let kind = setup.kind;
    let topology = variant(setup).topology();
    let first = topology.first_player();
    let side = |colour: Colour| {
        let seat = match colour {
            Colour::White => kind.white_seat(),
            Colour::Black => kind.dark_seat(),
        };
        side_name(&words, kind, seat)
    };
    ui.horizontal(|ui| {
        let label = ui.label(words.get("title-komi"));
        ui.add(egui::Slider::new(&mut setup.komi, topology.komi_range()))
            .labelled_by(label.id);
        ui.label(match setup.komi {
            0 => words.get("title-komi-none"),
            komi if komi > 0 => {
                words.with("title-komi-for", [("side", side(first.opponent()).into())])
            }
            _ => words.with("title-komi-for", [("side", side(first).into())]),
        });
    });
    ui.label(
        egui::RichText::new(words.get("title-komi-means"))
            .size(12.5)
            .color(crate::ui::DIM),
    );
}

/// Where the game stands: `playing`, `marking` (with who has accepted so far) or `over`.
fn phase(position: &Position) -> String {
    match position.marking() {
        Some(marking) => {
            let accepted: Vec<String> = Colour::ALL
                .into_iter()
                .filter(|&c| marking.accepted(c))
                .map(|c| c.to_string())
                .collect();
            if accepted.is_empty() {
                "marking".to_string()
            } else {
                format!("marking, accepted by {}", accepted.join(" and "))
            }
        }
        None if position.is_playing() => "playing".to_string(),
        None => "over".to_string(),
    }
}

/// The phase and the stones of each colour, Black's first.
fn page_data(game: &AnyGame) -> [(&'static str, String); 2] {
    let Some(game) = game.medusa() else {
        return [("phase", String::new()), ("stones", String::new())];
    };
    let position = game.position();
    let board = position.board();
    let stones = Colour::ALL.map(|colour| board.stones(colour).len().to_string());
    [("phase", phase(position)), ("stones", stones.join(","))]
}

/// The keys of both boards: the end of a turn, the pass and the territory (the keys of the
/// messages that name the key and say what it does).
const END_TURN: (&str, &str) = ("help-key-end-turn", "help-key-end-turn-does");
const PASS: (&str, &str) = ("help-key-pass", "help-key-pass-does");
const TERRITORY: (&str, &str) = ("help-key-territory", "help-key-territory-does");

/// Medusa's views.
pub(crate) const MEDUSA_VIEW: GameView = GameView {
    kind: GameKind::MEDUSA,
    line: "title-medusa-line",
    about: "title-medusa-about",
    card_picture: |ui, size| whole_board(ui, &MEDUSA_START, size),
    options: komi_choice,
    fit_options: fit_komi,
    result_body,
    rules_page: help_page::medusa_rules,
    keys: &[
        ("help-key-medusa-place", "help-key-medusa-place-does"),
        ("help-key-medusa-move", "help-key-medusa-move-does"),
        END_TURN,
        PASS,
        TERRITORY,
    ],
    page_data,
};

/// Lotus's views.
pub(crate) const LOTUS_VIEW: GameView = GameView {
    kind: GameKind::LOTUS,
    line: "title-lotus-line",
    about: "title-lotus-about",
    card_picture: |ui, size| whole_board(ui, &LOTUS_START, size),
    rules_page: help_page::lotus_rules,
    keys: &[
        ("help-key-lotus-place", "help-key-lotus-place-does"),
        END_TURN,
        PASS,
        TERRITORY,
    ],
    ..MEDUSA_VIEW
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choosing_lotus_brings_the_komi_into_its_range() {
        let mut setup = MatchSetup::hot_seat(GameKind::MEDUSA);
        setup.komi = 100;
        setup.kind = GameKind::LOTUS;
        (LOTUS_VIEW.fit_options)(&mut setup);
        let range = Variant::Lotus.topology().komi_range();
        assert_eq!(setup.komi, *range.end());
        setup.komi = -100;
        (MEDUSA_VIEW.fit_options)(&mut setup);
        assert_eq!(setup.komi, *range.start());
    }

    #[test]
    fn a_fresh_board_is_in_play_without_stones() {
        let game = AnyGame::fresh(GameKind::LOTUS);
        assert_eq!(
            page_data(&game),
            [
                ("phase", "playing".to_string()),
                ("stones", "0,0".to_string())
            ]
        );
    }
}
