//! The server's layers (ARCHITECTURE.md, "The server's layers"): every file may name modules of
//! its own layer or the layers below it, never one above. Read from the source as text, like the
//! web app's `structure.test.ts`; a failure names the file, the line and the module it reached.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The layers from the bottom up, each with its top-level modules.
const LAYERS: &[(&str, &[&str])] = &[
    ("vocabulary", &["catalogue", "clock", "config", "error_code", "occupancy", "refusal", "settlement_keys", "site"]),
    ("storage", &["db"]),
    ("wire", &["wire"]),
    ("use cases", &["accounts", "app", "bets", "feed", "limits", "live", "notifications", "settlement"]),
    ("delivery", &["admin", "http", "listener", "web"]),
    ("wiring", &["routes", "startup", "main"]),
];

/// Within delivery the APIs stand below the pages and the operator API: `http` names neither.
const HTTP_NAMES_NEITHER: &[&str] = &["web", "admin"];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, modules)| modules.contains(&module))
}

/// The top-level modules a source text names through `crate::` paths (grouped `use crate::{a,
/// b::c}` included), with the line of each.
fn named_modules(source: &str) -> Vec<(usize, String)> {
    let mut named = Vec::new();
    for (index, line) in source.lines().enumerate() {
        let code = line.split("//").next().unwrap_or_default();
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                for item in group[..end].split(',') {
                    let first = item.trim().split("::").next().unwrap_or_default().trim();
                    if !first.is_empty() {
                        named.push((index + 1, first.to_owned()));
                    }
                }
            } else {
                let first: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                named.push((index + 1, first));
            }
        }
    }
    named
}

/// Why `file` (a path under `src/`) may not say what it says, one line per arrow that runs up.
fn violations(file: &str, source: &str) -> Vec<String> {
    let module = file.split('/').next().unwrap_or_default().trim_end_matches(".rs");
    if module == "lib" {
        return Vec::new();
    }
    let Some(own) = layer_of(module) else {
        return vec![format!("{file}: module `{module}` is in no layer of tests/structure.rs")];
    };
    let mut found = Vec::new();
    for (line, named) in named_modules(source) {
        if named == module {
            continue;
        }
        match layer_of(&named) {
            Some(layer) if layer > own => found.push(format!(
                "{file}:{line}: {} names `crate::{named}`, of the {} layer above it",
                LAYERS[own].0, LAYERS[layer].0
            )),
            Some(_) if module == "http" && HTTP_NAMES_NEITHER.contains(&named.as_str()) => {
                found.push(format!("{file}:{line}: http names `crate::{named}`"));
            }
            _ => {}
        }
    }
    found
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).expect("a source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn no_file_names_a_module_of_a_layer_above_its_own() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut modules = BTreeSet::new();
    for path in rust_files(&src) {
        let file = path.strip_prefix(&src).expect("under src").to_string_lossy().replace('\\', "/");
        modules.insert(file.split('/').next().unwrap_or_default().trim_end_matches(".rs").to_owned());
        found.extend(violations(&file, &fs::read_to_string(&path).expect("readable")));
    }
    assert!(found.is_empty(), "arrows that run up:\n{}", found.join("\n"));
    assert!(modules.len() > 20, "the walk found the modules: {modules:?}");
}

#[test]
fn a_use_case_that_names_http_is_refused() {
    let refused = violations("bets/place.rs", "use crate::http::error::ApiError;\n");
    assert_eq!(refused, ["bets/place.rs:1: use cases names `crate::http`, of the delivery layer above it"]);
    let grouped = violations("db/bets.rs", "use crate::{clock, settlement::apply};\n");
    assert_eq!(grouped, ["db/bets.rs:1: storage names `crate::settlement`, of the use cases layer above it"]);
    assert_eq!(violations("http/bets.rs", "    crate::web::serve\n"), ["http/bets.rs:1: http names `crate::web`"]);
    assert!(violations("http/bets.rs", "use crate::bets::place; // crate::routes\n").is_empty());
    assert_eq!(violations("extra.rs", ""), ["extra.rs: module `extra` is in no layer of tests/structure.rs"]);
}
