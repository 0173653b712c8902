//! What clicks and keys mean on the board: a click on a vacant cell places, a click on one of
//! your stones selects its group for movement and a click on a landing cell moves it; during
//! marking a click toggles a group dead; a click on a dark hex (the middle of a Lotus
//! hexagon) says that no stone goes there. Enter ends the turn, Ctrl+Z takes back, Esc clears
//! the selection. The core decides what is allowed; refusals go to the status line (during a
//! lesson, to the lesson's window).

use bevy::prelude::*;

use super::MedusaMove;
use super::layout::BoardLayout;
use super::refusals::{cannot_move_refusal, not_a_cell, placement_skipped};
use crate::GameSystems;
use crate::input::{CellClicked, Cursor, KeyCommand, OffCellClicked, PointingSystems, ReadKeys};
use crate::scene::board_shown;
use crate::session::AnimationClock;
use crate::session::PlayerKind;
use crate::session::{ChangeKind, GameBoard, GameChanged, GameKind, Intent, Match, not_a_game_of};
use medusa_locale::Phrase;
use medusa_rules::medusa::{Action, Bits, Colour, Effect, Point};

/// The systems that turn clicks and keys into intents (the pointer runs before them).
#[derive(SystemSet, Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct InteractionSystems;

/// The stone chosen to move, and where it can land (with the stones it would jump).
#[derive(Resource, Clone, Default, PartialEq, Debug)]
pub struct Selection {
    pub from: Option<Point>,
    pub landings: Vec<(Point, Bits)>,
}

impl Selection {
    fn clear(&mut self) {
        self.from = None;
        self.landings.clear();
    }
}

/// Choices the player made for the turn in progress that are not actions of the game.
#[derive(Resource, Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct TurnChoices {
    /// The player chose to go straight to movement: clicks on vacant cells do not place.
    pub placement_skipped: bool,
}

/// What a click on `point` means now.
#[derive(Clone, PartialEq, Debug)]
enum Reaction {
    Act(Intent),
    Select(Point, Vec<(Point, Bits)>),
    Deselect,
    Refuse(Phrase),
}

fn react(
    game_match: &Match,
    point: Point,
    selection: &Selection,
    choices: &TurnChoices,
) -> Reaction {
    let Some(game) = game_match.medusa() else {
        return Reaction::Refuse(not_a_game_of(GameKind::MEDUSA));
    };
    let position = game.position();
    if let Some(reason) = game_match.why_waiting() {
        return Reaction::Refuse(reason);
    }
    if position.marking().is_some() {
        return Reaction::Act(Intent::from(Action::ToggleDead(point)));
    }
    if let Some(from) = selection.from {
        if let Some(&(to, _)) = selection.landings.iter().find(|(to, _)| *to == point) {
            return Reaction::Act(Intent::from(Action::Move { from, to }));
        }
        if point == from {
            return Reaction::Deselect;
        }
    }
    if position.board().colour_at(point).is_none() {
        return if choices.placement_skipped && position.can_place() {
            Reaction::Refuse(placement_skipped())
        } else {
            Reaction::Act(Intent::from(Action::Place(point)))
        };
    }
    match position.try_landings(point) {
        Ok(landings) => Reaction::Select(point, landings),
        Err(reason) => Reaction::Refuse(cannot_move_refusal(&reason, position.topology())),
    }
}

fn handle_clicks(
    mut clicks: MessageReader<CellClicked>,
    layout: Res<BoardLayout>,
    mut game_match: ResMut<Match>,
    mut selection: ResMut<Selection>,
    mut clock: ResMut<AnimationClock>,
    choices: Res<TurnChoices>,
    mut intents: MessageWriter<Intent>,
) {
    let points = clicks
        .read()
        .filter_map(|&CellClicked(cell)| layout.point_at(cell));
    for point in points {
        // A click during an animation finishes it, then counts.
        clock.finish();
        match react(&game_match, point, &selection, &choices) {
            Reaction::Act(intent) => {
                selection.clear();
                intents.write(intent);
            }
            Reaction::Select(from, landings) => {
                selection.from = Some(from);
                selection.landings = landings;
                game_match.refusal = None;
            }
            Reaction::Deselect => selection.clear(),
            Reaction::Refuse(reason) => {
                selection.clear();
                game_match.refusal = Some(reason);
            }
        }
    }
}

/// A click on the board where no cell is: in the middle of a site, the player is told why
/// nothing happens.
fn handle_off_cells(
    mut clicks: MessageReader<OffCellClicked>,
    layout: Res<BoardLayout>,
    mut game_match: ResMut<Match>,
    mut selection: ResMut<Selection>,
) {
    if clicks
        .read()
        .any(|&OffCellClicked(world)| layout.in_a_site(world))
    {
        selection.clear();
        game_match.refusal = Some(not_a_cell(layout.variant));
    }
}

fn handle_keys(
    mut keys: MessageReader<KeyCommand>,
    game_match: Res<Match>,
    mut selection: ResMut<Selection>,
    mut cursor: ResMut<Cursor>,
    mut clock: ResMut<AnimationClock>,
    mut intents: MessageWriter<Intent>,
) {
    let Some(game) = game_match.medusa() else {
        return;
    };
    let position = game.position();
    for &key in keys.read() {
        match key {
            // With the keyboard cursor on the board, Enter is a click there (see the cursor).
            KeyCommand::Confirm if cursor.0.is_some() => {}
            // While marking, Enter is the next person's acceptance.
            KeyCommand::Confirm | KeyCommand::EndTurn if game_match.awaits_human() => {
                clock.finish();
                let accepting = position.marking().and_then(|marking| {
                    Colour::ALL.into_iter().find(|&c| {
                        game_match.player(c) == PlayerKind::Human && !marking.accepted(c)
                    })
                });
                intents.write(match accepting {
                    Some(colour) => Intent::from(Action::AcceptMarking(colour)),
                    None => Intent::from(Action::EndTurn),
                });
            }
            KeyCommand::Pass if game_match.awaits_human() && position.is_playing() => {
                clock.finish();
                intents.write(Intent::from(MedusaMove::Pass));
            }
            KeyCommand::Cancel => {
                selection.clear();
                cursor.0 = None;
            }
            _ => {}
        }
    }
}

/// Any change ends a selection; a new turn (or a jump) also forgets the turn's choices.
fn reset_on_change(
    mut changes: MessageReader<GameChanged>,
    mut selection: ResMut<Selection>,
    mut choices: ResMut<TurnChoices>,
) {
    for change in changes.read() {
        selection.clear();
        let new_turn = change.kind == ChangeKind::Jumped
            || change
                .effects
                .medusa()
                .iter()
                .any(|e| matches!(e, Effect::TurnEnded { .. }));
        if new_turn {
            *choices = TurnChoices::default();
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(Update, InteractionSystems.after(PointingSystems))
        .init_resource::<Selection>()
        .init_resource::<TurnChoices>()
        .add_systems(
            Update,
            (
                (
                    handle_keys.after(ReadKeys),
                    handle_clicks,
                    handle_off_cells.run_if(on_message::<OffCellClicked>),
                )
                    .chain()
                    .run_if(board_shown(GameBoard::MEDUSA))
                    .in_set(GameSystems::Input)
                    .in_set(InteractionSystems),
                reset_on_change
                    .run_if(on_message::<GameChanged>)
                    .in_set(GameSystems::Follow),
            ),
        );
}
