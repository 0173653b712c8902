//! What clicks mean on the board of Pillars of Medusa: a click on a piece of yours selects it
//! and lights its destinations; a click on a destination moves (the King's click on its
//! Tower's corner castles). When the Morph captures and may take the captured piece's form,
//! the choice is asked on the board, beside the square ([`ChooseForm`]); a second click on
//! the square keeps the Morph's form. Any other click is refused with the core's reason: a
//! piece turned to stone names the Medusa who froze it, a move into check the piece that
//! would attack the King. Esc drops the selection.

use bevy::prelude::*;

use super::legend::gazer;
use super::refusals::{frozen_refusal, illegal_refusal, no_legal_move};
use crate::input::ClickReaction;
use crate::session::{GameKind, Intent, Match, not_a_game_of};
use crate::squares::{SquareClicks, take_square_clicks};
use medusa_locale::Phrase;
use medusa_rules::pillars::{IllegalMove, Move, Position, Square};

/// The piece chosen to move and its legal moves; while the Morph's owner chooses its form,
/// the square of that capture.
#[derive(Resource, Clone, Default, PartialEq, Debug)]
pub struct PillarsSelection {
    pub from: Option<Square>,
    pub moves: Vec<Move>,
    /// The capture whose form is being chosen.
    pub choosing: Option<Square>,
}

impl PillarsSelection {
    fn clear(&mut self) {
        *self = PillarsSelection::default();
    }

    /// Where the selected piece may go (each square once).
    pub fn targets(&self) -> Vec<Square> {
        let mut targets: Vec<Square> = self.moves.iter().map(|m| m.to).collect();
        targets.sort();
        targets.dedup();
        targets
    }

    /// The two moves of the capture being chosen: keeping the Morph's form, and taking the
    /// captured piece's.
    pub fn choice(&self) -> Option<(Move, Move)> {
        let square = self.choosing?;
        let keep = self
            .moves
            .iter()
            .find(|m| m.to == square && m.transformation().is_none())?;
        let take = self
            .moves
            .iter()
            .find(|m| m.to == square && m.transformation().is_some())?;
        Some((*keep, *take))
    }
}

/// The Morph's owner chooses: `true` takes the captured piece's form, `false` keeps the
/// Morph's own.
#[derive(Message, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChooseForm(pub bool);

/// What a click on `square` means now.
type Reaction = ClickReaction<PillarsSelection, Move>;

/// Why the piece on `square` cannot be selected, if it cannot: not there, not yours, turned
/// to stone (by which Medusa), or without a legal move.
fn why_unselectable(position: &Position, moves: &[Move], square: Square) -> Option<Phrase> {
    let Some(piece) = position.piece_at(square) else {
        return Some(illegal_refusal(&IllegalMove::Empty(square)));
    };
    if piece.colour != position.to_move() {
        return Some(illegal_refusal(&IllegalMove::NotYours { square, piece }));
    }
    if position.is_frozen(square) {
        return Some(frozen_refusal(square, piece, gazer(position, square)));
    }
    if moves.is_empty() {
        return Some(no_legal_move(square, piece, position.is_check()));
    }
    None
}

impl SquareClicks for Square {
    type Selection = PillarsSelection;
    type Move = Move;

    fn react(game_match: &Match, square: Square, selection: &PillarsSelection) -> Option<Reaction> {
        Some(react(game_match, square, selection))
    }

    fn intent(mv: Move) -> Intent {
        Intent::from(mv)
    }
}

fn react(game_match: &Match, square: Square, selection: &PillarsSelection) -> Reaction {
    let Some(game) = game_match.game.pillars() else {
        return Reaction::Refuse(not_a_game_of(GameKind::PILLARS));
    };
    if let Some(reason) = game_match.why_waiting() {
        return Reaction::Refuse(reason);
    }
    let position = game.position();
    if let Some(from) = selection.from {
        if selection.choosing == Some(square) {
            // A second click on the capture keeps the Morph's form.
            return match selection.choice() {
                Some((keep, _)) => Reaction::Play(keep),
                None => Reaction::Deselect,
            };
        }
        if square == from {
            return Reaction::Deselect;
        }
        if selection.targets().contains(&square) {
            let moves: Vec<Move> = selection
                .moves
                .iter()
                .filter(|m| m.to == square)
                .copied()
                .collect();
            return match moves.as_slice() {
                [only] => Reaction::Play(*only),
                _ => Reaction::Select(PillarsSelection {
                    choosing: Some(square),
                    ..selection.clone()
                }),
            };
        }
        // Not a destination: another piece of one's own is a new selection; anything else
        // is a move the core refuses, and says why.
        let own = position
            .piece_at(square)
            .is_some_and(|p| p.colour == position.to_move());
        if !own && let Err(reason) = game.check_move(Move::new(from, square)) {
            return Reaction::Refuse(illegal_refusal(&reason));
        }
    }
    let moves: Vec<Move> = game
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == square)
        .collect();
    match why_unselectable(position, &moves, square) {
        None => Reaction::Select(PillarsSelection {
            from: Some(square),
            moves,
            choosing: None,
        }),
        Some(reason) => Reaction::Refuse(reason),
    }
}

/// The Morph's owner's answer plays the capture chosen.
fn handle_choice(
    mut choices: MessageReader<ChooseForm>,
    mut selection: ResMut<PillarsSelection>,
    mut intents: MessageWriter<Intent>,
) {
    for &ChooseForm(take) in choices.read() {
        if let Some((keep, transform)) = selection.choice() {
            selection.clear();
            intents.write(Intent::from(if take { transform } else { keep }));
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ChooseForm>();
    take_square_clicks::<Square>(app, Some(handle_choice.into_configs()));
}
