//! The answers' JSON schemas, generated from their Rust types by schemars (JSON Schema 2020-12,
//! the dialect of OpenAPI 3.1): the named component schemas of `/api/openapi.json`. A renamed
//! or retyped field changes the document with it; `tests/contract.rs` validates every answer
//! it receives against the document.

use schemars::generate::SchemaSettings;
use schemars::{JsonSchema, SchemaGenerator};
use serde_json::{Map, Value};

/// Collects the schemas of the answers named so far.
pub(crate) struct AnswerSchemas {
    generator: SchemaGenerator,
}

impl AnswerSchemas {
    pub(crate) fn new() -> Self {
        let settings = SchemaSettings::draft2020_12().for_serialize().with(|s| {
            s.definitions_path = "/components/schemas".into();
            s.meta_schema = None;
        });
        AnswerSchemas {
            generator: settings.into_generator(),
        }
    }

    /// The schema of `T` as a field or an answer uses it: a `$ref` to its named component for
    /// a struct or an enum.
    pub(crate) fn of<T: JsonSchema>(&mut self) -> Value {
        self.generator.subschema_for::<T>().to_value()
    }

    /// Every named schema met, by name.
    pub(crate) fn into_components(mut self) -> Map<String, Value> {
        self.generator.take_definitions(true)
    }
}
