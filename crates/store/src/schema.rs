//! The JSON schemas of the store's public types (feature `schemars`), for a document that
//! describes them, such as the web's OpenAPI document. The types derive theirs; this module
//! holds what a derive cannot say: the component [`PuzzleId`], and the two forms of a body
//! that still reads the previous release's names ([`old_names`](crate::old_names)).

use std::borrow::Cow;

use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde_json::{Map, Value};

/// A puzzle id in a body: the component `PuzzleId`, a string. The store knows no puzzle; a
/// document that knows them may list their ids in the component.
pub struct PuzzleId;

impl JsonSchema for PuzzleId {
    fn schema_name() -> Cow<'static, str> {
        "PuzzleId".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "type": "string",
            "description": "a puzzle id: klotski, lianliankan, matchstick, tendrops, n-puzzle",
        })
    }
}

/// How the deprecated form of a body is described.
pub const OLD_NAMES: &str =
    "the previous release's names (kind for puzzle, puzzle for game), read until the next release";

/// The schema of a body whose puzzle id was named `kind` in the previous release (a library
/// to create): the body with `puzzle`, or, deprecated, the same with `kind` in its place.
pub fn puzzle_or_kind(schema: &mut Schema) {
    two_forms(
        schema,
        |_| {},
        |old| {
            if let Some(fields) = properties(old) {
                if let Some(puzzle) = fields.remove("puzzle") {
                    fields.insert("kind".into(), puzzle);
                }
            }
            rename_required(old, "puzzle", "kind");
        },
    );
}

/// The schema of a saved game or a record as read
/// ([`NewGameFields`](crate::old_names::NewGameFields)): the type reads `kind`, `puzzle` and
/// `game` each as optional, and [`puzzle_and_game`](crate::old_names::puzzle_and_game) sorts
/// them out; the schema says which go together: `puzzle` (the puzzle id) and `game`, or,
/// deprecated, `kind` for the puzzle id and `puzzle` for the game.
pub(crate) fn puzzle_and_game_or_old_names(schema: &mut Schema) {
    two_forms(
        schema,
        |current| {
            if let Some(fields) = properties(current) {
                fields.remove("kind");
            }
            require(current, &["puzzle", "game"]);
        },
        |old| {
            if let Some(fields) = properties(old) {
                if let Some(game) = fields.remove("game") {
                    fields.insert("puzzle".into(), game);
                }
            }
            require(old, &["kind", "puzzle"]);
        },
    );
}

/// Makes `schema`, an object's, the choice of its current form and its deprecated old one,
/// each made from a copy by `current` and `old`. The description stays outside the choice.
fn two_forms(
    schema: &mut Schema,
    current: impl FnOnce(&mut Map<String, Value>),
    old: impl FnOnce(&mut Map<String, Value>),
) {
    let Some(fields) = schema.as_object_mut() else {
        return;
    };
    let outside: Map<String, Value> = ["title", "description"]
        .into_iter()
        .filter_map(|key| fields.remove(key).map(|v| (key.to_owned(), v)))
        .collect();
    let mut current_form = fields.clone();
    current(&mut current_form);
    let mut old_form = std::mem::take(fields);
    old(&mut old_form);
    old_form.insert("deprecated".into(), Value::Bool(true));
    old_form.insert("description".into(), OLD_NAMES.into());
    *fields = outside;
    fields.insert(
        "anyOf".into(),
        Value::Array(vec![current_form.into(), old_form.into()]),
    );
}

/// The `properties` of an object's schema.
fn properties(form: &mut Map<String, Value>) -> Option<&mut Map<String, Value>> {
    form.get_mut("properties").and_then(Value::as_object_mut)
}

/// Adds `names` to the required fields of an object's schema.
fn require(form: &mut Map<String, Value>, names: &[&str]) {
    let required = form
        .entry("required")
        .or_insert_with(|| Value::Array(Vec::new()));
    if let Value::Array(list) = required {
        for name in names {
            if !list.iter().any(|v| v == name) {
                list.push((*name).into());
            }
        }
    }
}

/// Renames a required field of an object's schema.
fn rename_required(form: &mut Map<String, Value>, from: &str, to: &str) {
    if let Some(Value::Array(list)) = form.get_mut("required") {
        for name in list.iter_mut().filter(|v| *v == from) {
            *name = to.into();
        }
    }
}

#[cfg(test)]
mod tests {
    use schemars::generate::SchemaSettings;
    use serde_json::json;

    use crate::{NewGame, NewRecord};

    fn request_schema<T: schemars::JsonSchema>() -> serde_json::Value {
        SchemaSettings::draft2020_12()
            .for_deserialize()
            .into_generator()
            .into_root_schema_for::<T>()
            .to_value()
    }

    #[test]
    fn a_saved_game_is_read_with_the_new_names_or_the_deprecated_old_ones() {
        let schema = request_schema::<NewGame>();
        let forms = schema["anyOf"].as_array().expect("two forms");
        assert_eq!(forms.len(), 2, "{schema}");
        let (current, old) = (&forms[0], &forms[1]);
        assert!(current["properties"].get("kind").is_none(), "{current}");
        assert_eq!(current["required"], json!(["state", "puzzle", "game"]));
        assert_eq!(current["additionalProperties"], false);
        assert_eq!(old["deprecated"], true);
        assert!(old["properties"].get("game").is_none(), "{old}");
        assert_eq!(old["properties"]["puzzle"]["type"], "string");
        assert_eq!(old["required"], json!(["state", "kind", "puzzle"]));
        assert!(schema["description"].is_string(), "{schema}");
    }

    #[test]
    fn a_record_is_read_the_same_two_ways() {
        let schema = request_schema::<NewRecord>();
        let forms = schema["anyOf"].as_array().expect("two forms");
        assert_eq!(
            forms[0]["required"],
            json!(["metric", "value", "puzzle", "game"])
        );
        assert_eq!(forms[1]["deprecated"], true);
        assert_eq!(
            forms[1]["required"],
            json!(["metric", "value", "kind", "puzzle"])
        );
    }
}
