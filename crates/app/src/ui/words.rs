//! The screens' words in egui: every egui context holds the words of the chosen language
//! ([`Words`]), handed over when they change or a context is made, and any code that draws
//! reads them from its context ([`words`]), in English where none were handed over.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::{EguiContext, egui};
use medusa_locale::Texts;

use crate::session::Words;

/// Where a context keeps the words.
fn words_id() -> egui::Id {
    egui::Id::new("medusa words")
}

/// The words of the screens' language, as `ctx` holds them.
pub(crate) fn words(ctx: &egui::Context) -> Arc<Texts> {
    ctx.data(|data| data.get_temp::<Arc<Texts>>(words_id()))
        .unwrap_or_else(medusa_locale::english)
}

/// Gives `ctx` the words `texts`.
pub(crate) fn hand_words(ctx: &egui::Context, texts: Arc<Texts>) {
    ctx.data_mut(|data| data.insert_temp(words_id(), texts));
}

/// Run condition: an egui context was made.
fn context_made(made: Query<(), Added<EguiContext>>) -> bool {
    !made.is_empty()
}

/// Hands the words to every egui context.
fn hand_over(words: Res<Words>, mut contexts: Query<&mut EguiContext>) {
    for mut context in &mut contexts {
        hand_words(context.get_mut(), words.0.clone());
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        hand_over.run_if(resource_changed::<Words>.or_else(context_made)),
    );
}
