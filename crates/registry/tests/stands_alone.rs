//! The repository stands alone: no tracked file points at documents outside it (the design
//! notes and rules notes that lived beside the repository). What they said is in `docs/`:
//! `docs/rules/<puzzle>.md`, `docs/cli.md`, `docs/api.md`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Texts that point outside the repository, built here so that this file does not hold them.
fn outside_references() -> Vec<String> {
    let parent = "..";
    vec![
        format!("{parent}/shared"),
        format!("{}.md", "DESIGN"),
        format!("{}.md", "RULES"),
    ]
}

fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The files git tracks, or, without git or outside a clone, every file under the root except
/// build output, git's own and installed packages.
fn tracked_files(root: &Path) -> Vec<PathBuf> {
    let listed = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .ok()
        .filter(|out| out.status.success() && !out.stdout.is_empty());
    match listed {
        Some(out) => out
            .stdout
            .split(|&b| b == 0)
            .filter(|name| !name.is_empty())
            .map(|name| root.join(String::from_utf8_lossy(name).as_ref()))
            .collect(),
        None => {
            let mut files = Vec::new();
            walk(root, &mut files);
            files
        }
    }
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        if matches!(
            name.to_str(),
            Some("target" | ".git" | "node_modules" | "browser-screenshots")
        ) {
            continue;
        }
        match entry.file_type() {
            Ok(kind) if kind.is_dir() => walk(&path, files),
            Ok(kind) if kind.is_file() => files.push(path),
            _ => {}
        }
    }
}

#[test]
fn no_tracked_file_points_outside_the_repository() {
    let root = repository_root();
    let files = tracked_files(&root);
    assert!(
        files.iter().any(|f| f.ends_with("ARCHITECTURE.md")),
        "the file list misses ARCHITECTURE.md: {} files found under {}",
        files.len(),
        root.display()
    );
    let needles = outside_references();
    let mut found = Vec::new();
    for file in &files {
        // a tracked file deleted in the work tree is not there to read
        let Ok(bytes) = std::fs::read(file) else {
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        for (number, line) in text.lines().enumerate() {
            for needle in needles.iter().filter(|n| line.contains(n.as_str())) {
                let shown = file.strip_prefix(&root).unwrap_or(file);
                found.push(format!("{}:{}: {needle}", shown.display(), number + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "these lines point at documents outside the repository; point at docs/rules/<puzzle>.md, \
         docs/cli.md or docs/api.md instead:\n{}",
        found.join("\n")
    );
}
