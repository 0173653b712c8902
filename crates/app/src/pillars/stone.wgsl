// A piece of Pillars of Medusa, in its own colour above the stone line and in grey stone
// below it: the Medusa's gaze raises the line from the foot up, and lowers it again when
// the piece comes back to life.

#import bevy_pbr::{
    pbr_fragment::pbr_input_from_standard_material,
    pbr_functions::alpha_discard,
    forward_io::{VertexOutput, FragmentOutput},
    pbr_functions::{apply_pbr_lighting, main_pass_post_lighting_processing},
}

struct Stone {
    // The stone's colour (rgb) and the height of the stone line in world space (a).
    colour_and_line: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(100)
var<uniform> stone: Stone;

// A grain in 0..1 that changes every few hundredths of a unit.
fn grain(p: vec3<f32>) -> f32 {
    return fract(sin(dot(floor(p * 55.0), vec3<f32>(12.9898, 78.233, 37.719))) * 43758.5453);
}

@fragment
fn fragment(in: VertexOutput, @builtin(front_facing) is_front: bool) -> FragmentOutput {
    var pbr_input = pbr_input_from_standard_material(in, is_front);
    let p = in.world_position.xyz;
    let g = grain(p);
    // The line is a little ragged, like a frost creeping up.
    let line = stone.colour_and_line.a + (g - 0.5) * 0.025 + sin(p.x * 31.0 + p.z * 27.0) * 0.008;
    if (p.y < line) {
        let speckle = 0.82 + 0.3 * g;
        pbr_input.material.base_color = vec4<f32>(
            stone.colour_and_line.rgb * speckle,
            pbr_input.material.base_color.a,
        );
        pbr_input.material.perceptual_roughness = 0.95;
        pbr_input.material.metallic = 0.0;
        pbr_input.material.reflectance = vec3<f32>(0.15);
    }
    pbr_input.material.base_color = alpha_discard(pbr_input.material, pbr_input.material.base_color);
    var out: FragmentOutput;
    out.color = apply_pbr_lighting(pbr_input);
    out.color = main_pass_post_lighting_processing(pbr_input, out.color);
    return out;
}
