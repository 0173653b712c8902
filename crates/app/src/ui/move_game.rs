//! What the panels and result windows of the games played a move at a time (Medea, Pillars of
//! Medusa) share: the move list numbered as the records number their lines, the turn's controls (undo, hint, a draw
//! offered and answered, at one screen or online), the count of each side's pieces, the count
//! towards the draw by quiet moves, and the result's headline with its reason.

use bevy_egui::egui::{self, RichText};

use super::panel::{DIM, TurnControls, move_line, plays_here, side_icon, side_phrase, win_phrase};
use crate::session::{Intent, Match};
use crate::ui::words;
use medusa_locale::{Phrase, Texts};
use medusa_rules::side::Side;

/// The move list, a line per move numbered as the record's lines and the replay view and the
/// analysis number them, with its side: "14. Black h6-h5" (as Medusa's list numbers turns).
pub fn numbered_moves(notations: Vec<String>, white_first: bool) -> Vec<Phrase> {
    let sides = if white_first {
        [Side::White, Side::Black]
    } else {
        [Side::Black, Side::White]
    };
    notations
        .into_iter()
        .zip(sides.into_iter().cycle())
        .enumerate()
        .map(|(index, (notation, side))| move_line(index + 1, side.title(), notation, false))
        .collect()
}

/// The headline of a finished game: who won and why (`reason`), as the one person at this
/// screen reads it against the computer or online; a draw, and why (`agreed`: by agreement,
/// which says all).
pub(crate) fn ending_headline(
    game_match: &Match,
    winner: Option<Side>,
    agreed: bool,
    reason: Phrase,
) -> Phrase {
    let won_here = winner.and_then(|winner| plays_here(game_match, winner.title()));
    ending_phrase(winner, won_here, agreed, reason)
}

/// How a finished game ended: who won and why (`reason`), as the person here reads it when
/// `won_here` says whether they won; a draw, and why (`agreed`: by agreement, which says all).
pub(crate) fn ending_phrase(
    winner: Option<Side>,
    won_here: Option<bool>,
    agreed: bool,
    reason: Phrase,
) -> Phrase {
    match winner {
        Some(winner) => win_phrase(winner.title(), won_here, reason),
        None if agreed => Phrase::new("panel-result-draw-agreed"),
        None => Phrase::new("panel-result-draw").with("reason", reason),
    }
}

/// A side's loss for a `reason` (the key of a message that names the loser): "Black resigned".
pub(crate) fn lost_by(key: &'static str, winner: Option<Side>) -> Phrase {
    let mut reason = Phrase::new(key);
    if let Some(winner) = winner {
        reason = reason.with("loser", side_phrase(winner.opponent().title()));
    }
    reason
}

/// The key egui keeps an offered draw under, until it is accepted or declined.
fn draw_offer() -> egui::Id {
    egui::Id::new("draw offered")
}

/// The turn's controls: undo, hint, and a draw offered. Between two people at one screen the
/// side to move offers and `other_side` accepts or declines there; online the offer goes to
/// the opponent, whose panel answers it. Under them the hint's move, in the game's notation.
pub(crate) fn move_controls(
    ui: &mut egui::Ui,
    turn: &mut TurnControls,
    other_side: Side,
    hint: Option<String>,
) {
    ui.horizontal(|ui| {
        turn.undo(ui, "panel-undo");
        turn.hint(ui);
        if let Some(may_offer) = turn.allowed.draw {
            draw_offer_controls(ui, turn, may_offer, other_side);
        }
    });
    if let Some(notation) = hint {
        TurnControls::hint_line(ui, notation);
    }
}

/// Offer a draw (`may_offer`: it can be pressed now), and at one screen the other side's
/// answer once it is offered.
fn draw_offer_controls(
    ui: &mut egui::Ui,
    turn: &mut TurnControls,
    may_offer: bool,
    other_side: Side,
) {
    let words = words(ui.ctx());
    if turn.game_match.is_online() {
        let key = "panel-offer-draw-online";
        let offer = ui
            .add_enabled(may_offer, egui::Button::new(words.get(key)))
            .on_hover_text(words.attribute(key, "tooltip"))
            .on_disabled_hover_text(words.attribute(key, "disabled"));
        turn.noted.note("offer draw", &offer);
        if offer.clicked() {
            turn.sent.push(Intent::AgreeDraw);
        }
        return;
    }
    let offered = ui.memory(|m| m.data.get_temp::<bool>(draw_offer()));
    if offered != Some(true) {
        if ui
            .add_enabled(may_offer, egui::Button::new(words.get("panel-offer-draw")))
            .on_hover_text(words.attribute("panel-offer-draw", "tooltip"))
            .clicked()
        {
            ui.memory_mut(|m| m.data.insert_temp(draw_offer(), true));
        }
    } else {
        let side = words.say(&side_phrase(other_side.title()));
        ui.label(words.with("panel-draw-answer", [("side", side.into())]));
        if ui.button(words.get("panel-accept-draw")).clicked() {
            turn.sent.push(Intent::AgreeDraw);
            ui.memory_mut(|m| m.data.remove::<bool>(draw_offer()));
        }
        if ui.button(words.get("panel-decline-draw")).clicked() || !may_offer {
            ui.memory_mut(|m| m.data.remove::<bool>(draw_offer()));
        }
    }
}

/// Two counts for each side under their `headings` (the keys of "Men", "Kings"), a row per
/// side with its icon and name.
pub(crate) fn side_counts(
    ui: &mut egui::Ui,
    headings: [&str; 2],
    counts: impl Fn(Side) -> [u32; 2],
) {
    let words = words(ui.ctx());
    egui::Grid::new("side counts")
        .num_columns(3)
        .spacing([18.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for heading in headings {
                ui.label(words.get(heading));
            }
            ui.end_row();
            for side in Side::ALL {
                ui.horizontal(|ui| {
                    side_icon(ui, side == Side::Black);
                    ui.label(words.say(&side_phrase(side.title())));
                });
                for count in counts(side) {
                    ui.label(count.to_string());
                }
                ui.end_row();
            }
        });
}

/// Once `quiet` is half-way to the `limit` that draws the game, a line that says so (the
/// message `key`): "62 of 100 plies without a capture or a Sword move: the game is drawn at
/// 100."
pub(crate) fn quiet_count(ui: &mut egui::Ui, quiet: u32, limit: u32, key: &str) {
    if quiet >= limit / 2 {
        let text = words(ui.ctx()).with(key, [("quiet", quiet.into()), ("limit", limit.into())]);
        ui.label(RichText::new(text).color(DIM));
    }
}

/// The result window's body for a finished game: who won (or the draw), why (`reason`,
/// without the winner), the game's own `count` of the pieces left, and how many moves were
/// played.
pub(crate) fn result_body(
    ui: &mut egui::Ui,
    winner: Option<Side>,
    reason: Phrase,
    moves: usize,
    count: impl FnOnce(&mut egui::Ui),
) {
    let words = words(ui.ctx());
    let (headline, reason) = result_lines(&words, winner, &reason);
    ui.label(RichText::new(headline).size(24.0).strong());
    ui.label(reason);
    ui.add_space(6.0);
    count(ui);
    ui.label(words.with("result-moves-played", [("count", moves.into())]));
}

/// The headline of a finished game ("Black wins!", "A draw!") and the line under it that says
/// why, from the `reason` (without the winner), as a sentence, in `words`' language.
pub(crate) fn result_lines(
    words: &Texts,
    winner: Option<Side>,
    reason: &Phrase,
) -> (String, String) {
    let headline = match winner {
        Some(winner) => Phrase::new("result-wins").with("side", side_phrase(winner.title())),
        None => Phrase::new("result-draw"),
    };
    let reason = words.say(reason);
    let mut letters = reason.chars();
    let reason = match letters.next() {
        Some(first) => format!("{}{}", first.to_uppercase(), letters.as_str()),
        None => String::new(),
    };
    let reason = words.with("result-reason", [("reason", reason.into())]);
    (words.say(&headline), reason)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_numbered_as_the_records_lines() {
        let english = medusa_locale::english();
        let numbered = |list: &[&str], white_first| {
            let moves = list.iter().map(|m| m.to_string()).collect();
            numbered_moves(moves, white_first)
                .iter()
                .map(|line| english.say(line))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            numbered(&["c3-c4", "f6-f5", "d3-d4"], true),
            ["1. White c3-c4", "2. Black f6-f5", "3. White d3-d4"]
        );
        assert_eq!(
            numbered(&["f6-f5", "c3-c4", "e6-e5"], false),
            ["1. Black f6-f5", "2. White c3-c4", "3. Black e6-e5"]
        );
        assert!(numbered(&[], false).is_empty());
    }

    #[test]
    fn a_result_says_who_won_and_why_in_a_sentence() {
        let english = medusa_locale::english();
        assert_eq!(
            result_lines(
                &english,
                Some(Side::Black),
                &lost_by("reason-medea-no-moves", Some(Side::Black))
            ),
            (
                "Black wins!".to_string(),
                "White has no legal move.".to_string()
            )
        );
        assert_eq!(
            result_lines(&english, None, &Phrase::new("reason-agreed")),
            ("A draw!".to_string(), "The players agreed.".to_string())
        );
    }
}
