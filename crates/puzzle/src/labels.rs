//! The words of what a puzzle declares: its name, summary, game ID syntax and cost unit, the
//! labels and help of its options and their values, its actions' summaries, its solvers and
//! its levels. The engines hold none of these words: each is a catalogue key made from the
//! puzzle's id and the item's name, and `en.ftl` says it in English as every other catalogue
//! says it in its language. This module is the one place that makes those keys.

use crate::actions::ActionInfo;
use crate::backend::{ParamKind, ParamSpec, PuzzleInfo};
use crate::dynamic::DynPuzzle;
use crate::words::Words;

/// What a set of options belongs to: the rules of a game ID, the generator, or an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionGroup<'a> {
    /// The `key=value` rules of a game ID: `{id}-rule-{key}`.
    Rule,
    /// The generator's own options: `{id}-gen-{key}`.
    Generate,
    /// The options of the action of this name: `{id}-action-{name}-{key}`.
    Action(&'a str),
}

impl OptionGroup<'_> {
    fn prefix(self, puzzle: &str) -> String {
        match self {
            OptionGroup::Rule => format!("{puzzle}-rule"),
            OptionGroup::Generate => format!("{puzzle}-gen"),
            OptionGroup::Action(name) => format!("{puzzle}-action-{name}"),
        }
    }
}

impl PuzzleInfo {
    /// Its name: `{id}-name`.
    pub fn name_words(&self) -> Words {
        Words::new(format!("{}-name", self.id))
    }

    /// One or two sentences for the home page: `{id}-summary`.
    pub fn summary_words(&self) -> Words {
        Words::new(format!("{}-summary", self.id))
    }

    /// The game ID syntax in one line, for help texts and the editor: `{id}-syntax`.
    pub fn syntax_words(&self) -> Words {
        Words::new(format!("{}-syntax", self.id))
    }

    /// What the cost counts, plural: `{id}-cost-unit`.
    pub fn cost_unit_words(&self) -> Words {
        Words::new(format!("{}-cost-unit", self.id))
    }

    /// `count` of what the cost counts, in the language's plural form (`1 move`, `81 moves`,
    /// `81 步`): `{id}-cost-count`.
    pub fn cost_count_words(&self, count: u64) -> Words {
        Words::new(format!("{}-cost-count", self.id)).arg("count", count)
    }
}

impl ParamSpec {
    /// A short label for a form: `{prefix}-{key}`.
    pub fn label_words(&self, puzzle: &str, group: OptionGroup) -> Words {
        Words::new(format!("{}-{}", group.prefix(puzzle), self.key))
    }

    /// One sentence on what it does: `{prefix}-{key}-help`.
    pub fn help_words(&self, puzzle: &str, group: OptionGroup) -> Words {
        Words::new(format!("{}-{}-help", group.prefix(puzzle), self.key))
    }

    /// What a form shows for the value `value` of a choice or a flag: `{prefix}-{key}-{value}`.
    pub fn value_words(&self, puzzle: &str, group: OptionGroup, value: &str) -> Words {
        Words::new(format!("{}-{}-{value}", group.prefix(puzzle), self.key))
    }

    /// The words of the option, its help and each of its values.
    fn all_words(&self, puzzle: &str, group: OptionGroup) -> Vec<Words> {
        let mut words = vec![
            self.label_words(puzzle, group),
            self.help_words(puzzle, group),
        ];
        if let ParamKind::Choice { options } | ParamKind::Flags { options } = &self.kind {
            words.extend(
                options
                    .iter()
                    .map(|o| self.value_words(puzzle, group, o.value)),
            );
        }
        words
    }
}

impl ActionInfo {
    /// One line on what it does: `{id}-action-{name}`.
    pub fn summary_words(&self, puzzle: &str) -> Words {
        Words::new(format!("{puzzle}-action-{}", self.name))
    }
}

/// The words of everything `puzzle` declares: its info, rules, generator options, actions
/// with their options, solvers and levels. Each catalogue holds them all (a test reads every
/// puzzle of the registry).
pub fn declared_words(puzzle: &dyn DynPuzzle) -> Vec<Words> {
    let info = puzzle.info();
    let id = info.id;
    let mut words = vec![
        info.name_words(),
        info.summary_words(),
        info.syntax_words(),
        info.cost_unit_words(),
        info.cost_count_words(1),
    ];
    for spec in &info.rules {
        words.extend(spec.all_words(id, OptionGroup::Rule));
    }
    for spec in &info.generate {
        words.extend(spec.all_words(id, OptionGroup::Generate));
    }
    for action in puzzle.actions() {
        words.push(action.summary_words(id));
        for spec in &action.params {
            words.extend(spec.all_words(id, OptionGroup::Action(action.name)));
        }
    }
    for solver in puzzle.solvers() {
        words.push(solver.label_words(id));
    }
    words.extend(info.difficulties.iter().map(|level| Words::level(level)));
    words
}
