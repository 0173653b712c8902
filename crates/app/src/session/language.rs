//! The language the screens speak: the player's choice in the settings, or else the first of
//! the system's (the browser's) languages the game speaks; its words as a resource
//! ([`Words`]) that changes when the choice does.

use std::sync::Arc;

use bevy::prelude::*;
use medusa_locale::Texts;

use super::settings::Settings;

/// The words of the screens' language.
#[derive(Resource, Clone, Debug, Deref)]
pub struct Words(pub Arc<Texts>);

impl Default for Words {
    fn default() -> Words {
        Words(medusa_locale::english())
    }
}

/// The tag of the language `settings` choose: the player's, or the system's.
pub fn chosen_language(settings: &Settings) -> String {
    match &settings.language {
        Some(tag) => tag.clone(),
        None => {
            let system: Vec<String> = sys_locale::get_locales().collect();
            medusa_locale::negotiate(system.iter().map(String::as_str)).to_string()
        }
    }
}

/// Loads the words of the chosen language when the choice changes.
fn follow_the_settings(settings: Res<Settings>, mut words: ResMut<Words>) {
    let tag = chosen_language(&settings);
    if words.tag() != tag {
        *words = Words(Arc::new(Texts::load(&tag)));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Words>().add_systems(
        Update,
        follow_the_settings.run_if(resource_changed::<Settings>),
    );
}
