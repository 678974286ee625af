//! Placeholder: this puzzle crate is being written.
