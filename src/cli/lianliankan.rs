//! Placeholder: this puzzle's commands are being written.

use clap::Subcommand;

use super::common::Context;

#[derive(Debug, Subcommand)]
pub enum Command {}

pub fn run(cmd: Command, _ctx: &Context) -> anyhow::Result<()> {
    match cmd {}
}
