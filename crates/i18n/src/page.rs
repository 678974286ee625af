//! A catalogue as the pages read it: `{"lang", "messages": {id: pattern}}`, parsed here by
//! Fluent's own parser so that the browser needs only a small formatter (`web/js/i18n.js`).
//!
//! A pattern is a string when it is plain text, else a list of parts: a string, `{"var":
//! name}`, or `{"select": name, "variants": {key: pattern}, "default": key}` (keys are plural
//! categories such as `one` and `other`, numbers, or words). Terms (`-brand`) and message
//! references are written out in place.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use serde_json::{json, Map, Value};

use crate::Lang;

/// Deepest chain of references written out (a loop in a catalogue stops there).
const MAX_DEPTH: usize = 8;

/// The parse errors of a catalogue's source: (byte offset, description).
pub fn parse_errors(source: &str) -> Vec<(usize, String)> {
    match fluent_syntax::parser::parse(source) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors
            .into_iter()
            .map(|e| (e.pos.start, format!("{:?}", e.kind)))
            .collect(),
    }
}

/// The message ids of a catalogue's source (terms excluded).
pub fn message_ids(source: &str) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(m) if m.value.is_some() => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The variables a message uses, sorted (for checking that translations take the same ones).
pub fn variables(source: &str, id: &str) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut found = Vec::new();
    for entry in &resource.body {
        if let Entry::Message(m) = entry {
            if m.id.name == id {
                if let Some(value) = &m.value {
                    collect_variables(value, &mut found);
                }
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

fn collect_variables(pattern: &Pattern<&str>, found: &mut Vec<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            match expression {
                Expression::Inline(inline) => collect_inline(inline, found),
                Expression::Select { selector, variants } => {
                    collect_inline(selector, found);
                    for variant in variants {
                        collect_variables(&variant.value, found);
                    }
                }
            }
        }
    }
}

fn collect_inline(inline: &InlineExpression<&str>, found: &mut Vec<String>) {
    match inline {
        InlineExpression::VariableReference { id } => found.push(id.name.to_string()),
        InlineExpression::Placeable { expression } => {
            if let Expression::Inline(inner) = expression.as_ref() {
                collect_inline(inner, found);
            }
        }
        _ => {}
    }
}

/// `lang`'s catalogue for the pages, built once per language.
pub fn page_catalogue(lang: Lang) -> &'static Value {
    static CATALOGUES: [OnceLock<Value>; 2] = [OnceLock::new(), OnceLock::new()];
    CATALOGUES[lang.index()].get_or_init(|| build_page_catalogue(lang))
}

fn build_page_catalogue(lang: Lang) -> Value {
    let resource = match fluent_syntax::parser::parse(lang.source()) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut terms = HashMap::new();
    let mut messages = HashMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Term(t) => {
                terms.insert(t.id.name, &t.value);
            }
            Entry::Message(m) => {
                if let Some(value) = &m.value {
                    messages.insert(m.id.name, value);
                }
            }
            _ => {}
        }
    }
    let writer = Writer {
        terms: &terms,
        messages: &messages,
    };
    let mut out = Map::new();
    for (id, pattern) in &messages {
        out.insert((*id).to_string(), writer.pattern(pattern, 0));
    }
    json!({ "lang": lang.tag(), "messages": out })
}

struct Writer<'a, 's> {
    terms: &'a HashMap<&'s str, &'a Pattern<&'s str>>,
    messages: &'a HashMap<&'s str, &'a Pattern<&'s str>>,
}

impl Writer<'_, '_> {
    fn pattern(&self, pattern: &Pattern<&str>, depth: usize) -> Value {
        let mut parts: Vec<Value> = Vec::new();
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => push_text(&mut parts, value),
                PatternElement::Placeable { expression } => {
                    self.expression(expression, depth, &mut parts);
                }
            }
        }
        match parts.as_slice() {
            [] => Value::String(String::new()),
            [Value::String(text)] => Value::String(text.clone()),
            _ => Value::Array(parts),
        }
    }

    fn expression(&self, expression: &Expression<&str>, depth: usize, parts: &mut Vec<Value>) {
        match expression {
            Expression::Inline(inline) => self.inline(inline, depth, parts),
            Expression::Select { selector, variants } => {
                let name = match selector {
                    InlineExpression::VariableReference { id } => id.name.to_string(),
                    // the catalogues select only on variables; anything else shows its default
                    _ => String::new(),
                };
                let mut out = Map::new();
                let mut default = String::new();
                for variant in variants {
                    let key = match &variant.key {
                        VariantKey::Identifier { name } => (*name).to_string(),
                        VariantKey::NumberLiteral { value } => (*value).to_string(),
                    };
                    if variant.default {
                        default = key.clone();
                    }
                    out.insert(key, self.pattern(&variant.value, depth));
                }
                parts.push(json!({ "select": name, "variants": out, "default": default }));
            }
        }
    }

    fn inline(&self, inline: &InlineExpression<&str>, depth: usize, parts: &mut Vec<Value>) {
        match inline {
            InlineExpression::StringLiteral { value }
            | InlineExpression::NumberLiteral { value } => push_text(parts, value),
            InlineExpression::VariableReference { id } => parts.push(json!({ "var": id.name })),
            InlineExpression::TermReference { id, .. } => {
                self.reference(self.terms.get(id.name).copied(), depth, parts)
            }
            InlineExpression::MessageReference { id, .. } => {
                self.reference(self.messages.get(id.name).copied(), depth, parts)
            }
            InlineExpression::Placeable { expression } => self.expression(expression, depth, parts),
            InlineExpression::FunctionReference { .. } => {}
        }
    }

    fn reference(&self, target: Option<&Pattern<&str>>, depth: usize, parts: &mut Vec<Value>) {
        let Some(pattern) = target.filter(|_| depth < MAX_DEPTH) else {
            return;
        };
        match self.pattern(pattern, depth + 1) {
            Value::String(text) => push_text(parts, &text),
            Value::Array(inner) => {
                for part in inner {
                    match part {
                        Value::String(text) => push_text(parts, &text),
                        other => parts.push(other),
                    }
                }
            }
            _ => {}
        }
    }
}

/// Appends text, joined to the text before it.
fn push_text(parts: &mut Vec<Value>, text: &str) {
    if let Some(Value::String(last)) = parts.last_mut() {
        last.push_str(text);
    } else {
        parts.push(Value::String(text.to_string()));
    }
}
