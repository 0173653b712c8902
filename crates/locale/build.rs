//! Lists the Fluent files under `assets/locales/<language>/` for the crate to embed: adding a
//! language is adding its folder.

use std::fs;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = manifest.join("../../assets/locales");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut languages: Vec<(String, Vec<PathBuf>)> = Vec::new();
    for folder in sorted(&root) {
        if !folder.is_dir() {
            continue;
        }
        println!("cargo::rerun-if-changed={}", folder.display());
        let files: Vec<PathBuf> = sorted(&folder)
            .into_iter()
            .filter(|file| file.extension().is_some_and(|ext| ext == "ftl"))
            .collect();
        for file in &files {
            println!("cargo::rerun-if-changed={}", file.display());
        }
        let name = folder
            .file_name()
            .and_then(|name| name.to_str())
            .expect("a language folder's name is its tag")
            .to_string();
        languages.push((name, files));
    }
    let mut code = String::from(
        "/// Every language's Fluent files: its tag, then each file's name and text.\n",
    );
    code.push_str("pub(crate) static SOURCES: &[(&str, &[(&str, &str)])] = &[\n");
    for (language, files) in &languages {
        code.push_str(&format!("    ({language:?}, &[\n"));
        for file in files {
            let name = file
                .file_name()
                .and_then(|name| name.to_str())
                .expect("a file name");
            let path = fs::canonicalize(file).expect("the file exists");
            code.push_str(&format!(
                "        ({name:?}, include_str!({:?})),\n",
                path.display().to_string()
            ));
        }
        code.push_str("    ]),\n");
    }
    code.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    fs::write(out.join("sources.rs"), code).expect("OUT_DIR is writable");
}

/// The entries of `folder`, by name.
fn sorted(folder: &Path) -> Vec<PathBuf> {
    let mut entries: Vec<PathBuf> = fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .collect()
        })
        .unwrap_or_default();
    entries.sort();
    entries
}
