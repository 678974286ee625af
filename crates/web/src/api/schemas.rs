//! The JSON schemas of the answers and of the request bodies, generated from their Rust types
//! by schemars (JSON Schema 2020-12, the dialect of OpenAPI 3.1): the named component schemas
//! of `/api/openapi.json`. Answers are described as they are serialized, request bodies as they
//! are read, so a renamed or retyped field changes the document with it; `tests/contract.rs`
//! validates every answer it receives, and every request the server accepts, against the
//! document.
//!
//! A few fields are read more loosely than their meaning (a game ID is a `String`, an option's
//! value a `serde_json::Value`); the types here give those fields their documented schema.

use std::borrow::Cow;

use schemars::generate::SchemaSettings;
use schemars::transform::RecursiveTransform;
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde_json::{Map, Value};

use super::play::MAX_GAME_BYTES;

/// Collects the schemas of the answers and request bodies named so far.
pub(crate) struct Schemas {
    answers: SchemaGenerator,
    requests: SchemaGenerator,
}

fn settings() -> SchemaSettings {
    SchemaSettings::draft2020_12()
        .with(|s| {
            s.definitions_path = "/components/schemas".into();
            s.meta_schema = None;
        })
        .with_transform(RecursiveTransform(plain_descriptions))
}

/// The doc comments are the descriptions; their links to Rust items (`` [`Store::import`] ``,
/// `` [`old_names`](crate::old_names) ``) read as names in code in the document.
fn plain_descriptions(schema: &mut Schema) {
    if let Some(Value::String(text)) = schema.get_mut("description") {
        *text = without_doc_links(text);
    }
}

/// `text` with each intra-doc link written as its code name alone (a link to an address is
/// kept).
fn without_doc_links(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("[`") {
        let Some(length) = rest[start + 2..].find("`]") else {
            break;
        };
        let name_end = start + 2 + length;
        let code = &rest[start + 1..name_end + 1];
        let after = &rest[name_end + 2..];
        let target = after
            .strip_prefix('(')
            .and_then(|t| t.find(')').map(|close| (&t[..close], &t[close + 1..])));
        match target {
            Some((address, next)) if address.contains("://") => {
                out.push_str(&rest[..rest.len() - next.len()]);
                rest = next;
            }
            Some((_, next)) => {
                out.push_str(&rest[..start]);
                out.push_str(code);
                rest = next;
            }
            None => {
                out.push_str(&rest[..start]);
                out.push_str(code);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

impl Schemas {
    pub(crate) fn new() -> Self {
        Schemas {
            answers: settings().for_serialize().into_generator(),
            requests: settings().for_deserialize().into_generator(),
        }
    }

    /// The schema of the answer `T` as a field or an answer uses it: a `$ref` to its named
    /// component for a struct or an enum.
    pub(crate) fn of<T: JsonSchema>(&mut self) -> Value {
        self.answers.subschema_for::<T>().to_value()
    }

    /// The schema of the request body `T`, as the server reads it.
    pub(crate) fn request<T: JsonSchema>(&mut self) -> Value {
        self.requests.subschema_for::<T>().to_value()
    }

    /// The named request schema `name` met so far, taken out of the components (a body the
    /// document describes job by job rather than by name).
    pub(crate) fn take_request(&mut self, name: &str) -> Option<Value> {
        self.requests.definitions_mut().remove(name)
    }

    /// Gives the named schema `name` (a string's, met so far) the values `values`: the ones
    /// only the registry knows.
    pub(crate) fn name_values(&mut self, name: &str, values: &[&str]) {
        for generator in [&mut self.answers, &mut self.requests] {
            if let Some(Value::Object(schema)) = generator.definitions_mut().get_mut(name) {
                schema.insert("enum".into(), Value::from(values.to_vec()));
            }
        }
    }

    /// Every named schema met, by name.
    pub(crate) fn into_components(mut self) -> Map<String, Value> {
        let mut components = self.answers.take_definitions(true);
        for (name, schema) in self.requests.take_definitions(true) {
            match components.get(&name) {
                Some(answer) if *answer != schema => {
                    // a type read and written differently gets two names
                    components.insert(format!("{name}Request"), schema);
                }
                _ => {
                    components.insert(name, schema);
                }
            }
        }
        components
    }
}

/// A game ID in a request or an answer: the component `Game`.
pub(crate) struct GameId;

impl JsonSchema for GameId {
    fn schema_name() -> Cow<'static, str> {
        "Game".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "description": format!(
                "a game ID: the position and every rule, POSITION;key=value;... At most \
                 {MAX_GAME_BYTES} bytes: a longer one is a 413 (validate: an answer with valid \
                 false)"
            ),
        })
    }
}

/// One move of a request: its notation, or its JSON form as `/api/{puzzle}/parse` gives it.
#[derive(JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)] // a schema only: the server reads the move as JSON and lets the puzzle parse it
pub(crate) enum MoveForm {
    Notation(String),
    Json(Map<String, Value>),
}

/// An option's value in `params`: a string, a number or a boolean.
#[derive(JsonSchema)]
#[serde(untagged)]
#[allow(dead_code)] // a schema only: `play::param_texts` reads the value
pub(crate) enum OptionValue {
    Text(String),
    Number(f64),
    Flag(bool),
}

#[cfg(test)]
mod tests {
    use super::without_doc_links;

    #[test]
    fn links_to_rust_items_read_as_their_names() {
        assert_eq!(
            without_doc_links("What [`Store::import`] did; see [`old_names`](crate::old_names)."),
            "What `Store::import` did; see `old_names`."
        );
        let address = "the [`guide`](https://example.org/a) and [`x`] (not a link target)";
        assert_eq!(
            without_doc_links(address),
            "the [`guide`](https://example.org/a) and `x` (not a link target)"
        );
        assert_eq!(without_doc_links("a [`broken link"), "a [`broken link");
    }
}
