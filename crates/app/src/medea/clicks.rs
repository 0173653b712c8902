//! What clicks mean on Medea's board: a click on a piece of yours (or your vacant chakra)
//! selects it and lights its destinations; a click on a destination moves. Where several
//! captures end on the square clicked, taking different pieces, the path is chosen by
//! clicking its landing squares in turn. Any other click is refused with the core's reason
//! (a compulsory capture names the piece that must take). Esc drops the selection.

use bevy::prelude::*;

use super::refusals::move_refusal;
use crate::input::ClickReaction;
use crate::session::{Intent, Match};
use crate::squares::{SquareClicks, take_square_clicks};
use medusa_rules::medea::{Move, Position, Square};

/// The piece or chakra chosen to move and its legal moves; while the path of a capture is
/// being chosen, the square it ends on and the landing squares clicked so far.
#[derive(Resource, Clone, Default, PartialEq, Debug)]
pub struct MedeaSelection {
    pub from: Option<Square>,
    pub moves: Vec<Move>,
    /// The end of the captures whose path is being chosen.
    pub ending: Option<Square>,
    /// The landing squares clicked so far on the way there.
    pub landings: Vec<Square>,
    /// With nothing selected: the piece or chakra of the player's last clicked, which cannot
    /// move. A click on a vacant square then repeats why.
    pub refused: Option<Square>,
}

impl MedeaSelection {
    /// The moves still in question: every move of the selection, or the captures ending on
    /// the square clicked whose paths begin with the landings clicked so far.
    pub fn candidates(&self, position: &Position) -> Vec<Move> {
        let Some(ending) = self.ending else {
            return self.moves.clone();
        };
        self.moves
            .iter()
            .filter(|m| m.to() == ending)
            .filter(|m| {
                let path = position.path(m);
                path.get(1..=self.landings.len()) == Some(self.landings.as_slice())
            })
            .copied()
            .collect()
    }

    /// The squares to click next: where the selected piece's moves go, or the next landing
    /// squares of the captures still in question.
    pub fn targets(&self, position: &Position) -> Vec<Square> {
        let mut targets: Vec<Square> = match self.ending {
            None => self.moves.iter().map(Move::to).collect(),
            Some(_) => self
                .candidates(position)
                .iter()
                .filter_map(|m| position.path(m).get(self.landings.len() + 1).copied())
                .collect(),
        };
        targets.sort();
        targets.dedup();
        targets
    }

    /// Whether the player is choosing a capture's path.
    pub fn choosing_path(&self) -> bool {
        self.ending.is_some()
    }
}

/// What a click on `square` means now.
type Reaction = ClickReaction<MedeaSelection, Move>;

impl SquareClicks for Square {
    type Selection = MedeaSelection;
    type Move = Move;

    /// None outside a match of Medea.
    fn react(game_match: &Match, square: Square, selection: &MedeaSelection) -> Option<Reaction> {
        let game = game_match.game.medea()?;
        Some(react(game.position(), game_match, square, selection))
    }

    fn intent(mv: Move) -> Intent {
        Intent::from(mv)
    }
}

fn react(
    position: &Position,
    game_match: &Match,
    square: Square,
    selection: &MedeaSelection,
) -> Reaction {
    if let Some(reason) = game_match.why_waiting() {
        return Reaction::Refuse(reason);
    }
    if let Some(from) = selection.from {
        if square == from {
            return Reaction::Deselect;
        }
        if selection.targets(position).contains(&square) {
            let mut next = selection.clone();
            if next.ending.is_none() {
                next.ending = Some(square);
            } else {
                next.landings.push(square);
            }
            return match next.candidates(position).as_slice() {
                [only] => Reaction::Play(*only),
                _ => Reaction::Select(next),
            };
        }
        // Not a destination: another piece of one's own is a new selection; anything else
        // is a move the core refuses, and says why.
        if position.why_immobile(square).is_some()
            && !selection.choosing_path()
            && let Err(reason) = position.moves_between(from, square)
        {
            return Reaction::Refuse(move_refusal(&reason));
        }
    }
    let vacant = position.piece_at(square).is_none() && position.chakra_owner(square).is_none();
    if let Some(refused) = selection.refused.filter(|_| vacant)
        && let Some(reason) = position.why_immobile(refused)
    {
        // Where the refused piece was meant to go: the same reason, not "no piece here".
        return Reaction::RefuseKeeping(selection.clone(), move_refusal(&reason));
    }
    let mover = position.to_move();
    let players = position.piece_at(square).map_or_else(
        || position.chakra_owner(square) == Some(mover),
        |piece| piece.colour == mover,
    );
    match position.why_immobile(square) {
        None => Reaction::Select(MedeaSelection {
            from: Some(square),
            moves: position.moves_from(square),
            ..default()
        }),
        Some(reason) if players => Reaction::RefuseKeeping(
            MedeaSelection {
                refused: Some(square),
                ..default()
            },
            move_refusal(&reason),
        ),
        Some(reason) => Reaction::Refuse(move_refusal(&reason)),
    }
}

pub(crate) fn plugin(app: &mut App) {
    take_square_clicks::<Square>(app, None);
}
