//! What a click on the board of a move-at-a-time game means, and what it does to the selection
//! and the match, written once for Medea and Pillars of Medusa.

use medusa_locale::Phrase;

/// What a click means now: play a move, select a piece (with its moves), drop the selection,
/// or refuse with the reason; or refuse a piece of the player's that cannot move, keeping it
/// (as the selection given) so that the next click, on where it was meant to go, can say the
/// same reason again instead of a worse one.
#[derive(Clone, PartialEq, Debug)]
pub(crate) enum ClickReaction<S, M> {
    Play(M),
    Select(S),
    Deselect,
    Refuse(Phrase),
    RefuseKeeping(S, Phrase),
}

impl<S: Default, M> ClickReaction<S, M> {
    /// Carries the reaction out on the selection and the refusal shown; returns the move to
    /// play, if any.
    pub fn carry_out(self, selection: &mut S, refusal: &mut Option<Phrase>) -> Option<M> {
        match self {
            ClickReaction::Play(mv) => {
                *selection = S::default();
                Some(mv)
            }
            ClickReaction::Select(next) => {
                *selection = next;
                *refusal = None;
                None
            }
            ClickReaction::Deselect => {
                *selection = S::default();
                None
            }
            ClickReaction::Refuse(reason) => {
                *selection = S::default();
                *refusal = Some(reason);
                None
            }
            ClickReaction::RefuseKeeping(kept, reason) => {
                *selection = kept;
                *refusal = Some(reason);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Reaction = ClickReaction<Vec<u8>, u8>;

    #[test]
    fn each_reaction_leaves_the_selection_and_the_refusal_as_it_says() {
        let before = Phrase::new("refusal-over");
        let not_yours = Phrase::new("refusal-medusa-not-your-stone").with("point", "k11");
        let must_capture = Phrase::new("refusal-medea-unfinished").with("square", "d6");
        let mut selection = vec![1];
        let mut refusal = Some(before.clone());
        assert_eq!(
            Reaction::Play(7).carry_out(&mut selection, &mut refusal),
            Some(7)
        );
        assert_eq!(
            (selection.clone(), refusal.as_ref()),
            (vec![], Some(&before))
        );

        assert_eq!(
            Reaction::Select(vec![2, 3]).carry_out(&mut selection, &mut refusal),
            None
        );
        assert_eq!((selection.clone(), refusal.clone()), (vec![2, 3], None));

        let refused = Reaction::Refuse(not_yours.clone()).carry_out(&mut selection, &mut refusal);
        assert_eq!(refused, None);
        assert_eq!(
            (selection.clone(), refusal.as_ref()),
            (vec![], Some(&not_yours))
        );

        selection = vec![4];
        assert_eq!(
            Reaction::Deselect.carry_out(&mut selection, &mut refusal),
            None
        );
        assert_eq!(
            (selection.clone(), refusal.as_ref()),
            (vec![], Some(&not_yours))
        );

        let kept = Reaction::RefuseKeeping(vec![5], must_capture.clone())
            .carry_out(&mut selection, &mut refusal);
        assert_eq!(kept, None);
        assert_eq!(
            (selection, refusal.as_ref()),
            (vec![5], Some(&must_capture))
        );
    }
}
