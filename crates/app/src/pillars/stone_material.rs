//! The material of the pieces of Pillars of Medusa: the piece's own finish, turned to grey
//! stone below a line that the Medusa's gaze raises from the foot up (and lowers again when
//! the piece comes back to life). Each piece has its own, so that each can turn on its own.

use bevy::asset::embedded_asset;
use bevy::pbr::{ExtendedMaterial, MaterialExtension};
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// A piece's material: its finish, and the stone.
pub type PieceMaterial = ExtendedMaterial<StandardMaterial, Stone>;

/// Where the stone reaches on a piece, and its colour.
#[derive(Asset, AsBindGroup, Reflect, Debug, Clone)]
pub struct Stone {
    /// The stone's colour (linear RGB) and, as the fourth value, the world height below which
    /// the piece is stone.
    #[uniform(100)]
    pub colour_and_line: Vec4,
}

impl Stone {
    /// Stone of `colour` up to the world height `line`.
    pub fn new(colour: LinearRgba, line: f32) -> Stone {
        Stone {
            colour_and_line: Vec4::new(colour.red, colour.green, colour.blue, line),
        }
    }

    /// The height of the stone line.
    pub fn line(&self) -> f32 {
        self.colour_and_line.w
    }

    /// Moves the stone line to `line`.
    pub fn set_line(&mut self, line: f32) {
        self.colour_and_line.w = line;
    }
}

impl MaterialExtension for Stone {
    fn fragment_shader() -> ShaderRef {
        "embedded://medusa_app/pillars/stone.wgsl".into()
    }
}

pub(crate) fn plugin(app: &mut App) {
    embedded_asset!(app, "stone.wgsl");
    app.add_plugins(MaterialPlugin::<PieceMaterial>::default());
}
