//! The shared layers name no puzzle: the command line (`src/cli`), the web crate
//! (`crates/web/src`) and the shared page scripts (`web/js/*.js`, `web/js/kit`, `web/js/lab`)
//! reach every puzzle through the interface and the registry, never by its id or its crate.
//! Comments and test modules may name puzzles (as examples); code may not.

use std::path::{Path, PathBuf};

/// The shared layers, and whether their subfolders are shared too.
const SHARED: [(&str, bool); 5] = [
    ("src/cli", true),
    ("crates/web/src", true),
    ("web/js", false),
    ("web/js/kit", true),
    ("web/js/lab", true),
];

fn sources(dir: &Path, deep: bool, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if deep {
                sources(&path, deep, out);
            }
        } else if path
            .extension()
            .is_some_and(|ext| ext == "rs" || ext == "js")
        {
            out.push(path);
        }
    }
}

/// The code of `text`: its lines up to a test module, without comments.
fn code_lines(text: &str) -> Vec<(usize, String)> {
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.contains("#[cfg(test)]") {
            break;
        }
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") || trimmed.starts_with('*') || trimmed.starts_with("/*") {
            continue;
        }
        let code = line.split(" //").next().unwrap_or(line);
        lines.push((index + 1, code.to_string()));
    }
    lines
}

/// What in `code` names puzzle `id` (crate `krate`): a quoted id, a path to its page module
/// or its crate, an object key.
fn names(code: &str, id: &str, krate: &str) -> bool {
    let quoted = ['"', '\'', '`', '/'].iter().any(|open| {
        ['"', '\'', '`', '.', '-', ':']
            .iter()
            .any(|close| code.contains(&format!("{open}{id}{close}")))
    });
    let crate_path = code
        .match_indices(&format!("{krate}::"))
        .any(|(at, _)| at == 0 || !code.as_bytes()[at - 1].is_ascii_alphanumeric());
    let key = code.match_indices(&format!("{id}: ")).any(|(at, _)| {
        at == 0
            || !code.as_bytes()[at - 1].is_ascii_alphanumeric() && code.as_bytes()[at - 1] != b'-'
    });
    quoted || crate_path || key
}

#[test]
fn the_shared_layers_name_no_puzzle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let puzzles: Vec<(String, String)> = registry::all()
        .iter()
        .map(|p| {
            let id = p.info().id.to_string();
            let krate = id.replace('-', "");
            (id, krate)
        })
        .collect();
    assert!(puzzles.len() >= 5, "{puzzles:?}");
    let mut files = Vec::new();
    for (dir, deep) in SHARED {
        sources(&root.join(dir), deep, &mut files);
    }
    assert!(files.len() > 40, "{} files", files.len());
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        for (line, code) in code_lines(&text) {
            for (id, krate) in &puzzles {
                if names(&code, id, krate) {
                    found.push(format!("{}:{line}: {}", file.display(), code.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "puzzles named in shared layers:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_a_puzzle_named() {
    assert!(names(r#"if id == "klotski" {"#, "klotski", "klotski"));
    assert!(names("use npuzzle::pdb;", "n-puzzle", "npuzzle"));
    assert!(names(
        r#"import { x } from "../puzzles/klotski-board.js";"#,
        "klotski",
        "klotski"
    ));
    assert!(names("  klotski: (rows) => rows,", "klotski", "klotski"));
    assert!(!names(
        "fn run(puzzle: &dyn DynPuzzle)",
        "n-puzzle",
        "npuzzle"
    ));
    assert!(!names(
        r#"format!("{id}-solver-{slug}")"#,
        "klotski",
        "klotski"
    ));
}
