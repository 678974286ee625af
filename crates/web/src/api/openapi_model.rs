//! The shape of an OpenAPI 3.1 document, typed: the parts `/api/openapi.json` uses (paths,
//! operations, parameters, bodies, answers, the token scheme), so that the document is built
//! from fields rather than edited by key. The schemas inside are the JSON Schema that
//! schemars generates from the answers' and bodies' types ([`super::schemas`]), and two typed
//! views of such a schema ([`ObjectSchema`], [`NullableSchema`]) for the edits a job's body
//! needs.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The media type of every JSON body and answer.
pub(crate) const JSON: &str = "application/json";

/// The whole document.
#[derive(Debug, Serialize)]
pub(crate) struct Document {
    pub openapi: &'static str,
    pub info: DocumentInfo,
    pub paths: BTreeMap<String, PathItem>,
    pub components: Components,
}

/// The document's title, version and description.
#[derive(Debug, Serialize)]
pub(crate) struct DocumentInfo {
    pub title: &'static str,
    pub version: &'static str,
    pub description: &'static str,
}

/// The named schemas and the security schemes.
#[derive(Debug, Serialize)]
pub(crate) struct Components {
    #[serde(rename = "securitySchemes")]
    pub security_schemes: BTreeMap<&'static str, SecurityScheme>,
    pub schemas: Map<String, Value>,
}

/// An HTTP authentication scheme.
#[derive(Debug, Serialize)]
pub(crate) struct SecurityScheme {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub scheme: &'static str,
    pub description: &'static str,
}

/// One path: the parameters of all its operations, and an operation per method.
#[derive(Debug, Default, Serialize)]
pub(crate) struct PathItem {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parameters: Vec<Parameter>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub get: Option<Operation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub post: Option<Operation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub put: Option<Operation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub delete: Option<Operation>,
}

impl PathItem {
    /// A path with these parameters and no operation yet.
    pub fn with(parameters: Vec<Parameter>) -> Self {
        PathItem {
            parameters,
            ..PathItem::default()
        }
    }

    /// The operations that change something: `post`, `put` and `delete`.
    pub fn writes(&mut self) -> impl Iterator<Item = &mut Operation> {
        [&mut self.post, &mut self.put, &mut self.delete]
            .into_iter()
            .flatten()
    }
}

/// One method of one path.
#[derive(Debug, Serialize)]
pub(crate) struct Operation {
    pub summary: String,
    #[serde(rename = "requestBody", skip_serializing_if = "Option::is_none")]
    pub request_body: Option<RequestBody>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub parameters: Vec<Parameter>,
    pub responses: Responses,
    /// Each entry is one way to be allowed: a scheme by name, or nothing (`{}`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub security: Vec<BTreeMap<&'static str, Vec<String>>>,
}

/// A request's JSON body.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct RequestBody {
    pub required: bool,
    pub content: BTreeMap<&'static str, MediaType>,
}

impl RequestBody {
    /// A required JSON body of this schema.
    pub fn json(schema: Value) -> Self {
        RequestBody {
            required: true,
            content: BTreeMap::from([(JSON, MediaType { schema })]),
        }
    }
}

/// What a body or an answer of one media type holds.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct MediaType {
    pub schema: Value,
}

/// The answers of an operation: the one on success, and the refusals by status.
#[derive(Debug, Serialize)]
pub(crate) struct Responses {
    #[serde(rename = "200")]
    pub ok: Response,
    #[serde(flatten)]
    pub refusals: BTreeMap<&'static str, Response>,
}

/// One answer.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Response {
    pub description: &'static str,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub headers: BTreeMap<&'static str, Header>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub content: BTreeMap<&'static str, MediaType>,
}

impl Response {
    /// An answer described by `description` whose content is `content`.
    pub fn new(description: &'static str, content: BTreeMap<&'static str, MediaType>) -> Self {
        Response {
            description,
            headers: BTreeMap::new(),
            content,
        }
    }
}

/// A header of an answer.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Header {
    pub description: &'static str,
    pub schema: Value,
}

/// A parameter in the path or the query.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Parameter {
    pub name: &'static str,
    #[serde(rename = "in")]
    pub location: &'static str,
    pub required: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<&'static str>,
    pub schema: Value,
}

impl Parameter {
    /// A part of the path.
    pub fn path(name: &'static str, schema: Value) -> Self {
        Parameter {
            name,
            location: "path",
            required: true,
            description: None,
            schema,
        }
    }

    /// A query parameter.
    pub fn query(name: &'static str, schema: Value, required: bool) -> Self {
        Parameter {
            name,
            location: "query",
            required,
            description: None,
            schema,
        }
    }
}

/// An object's schema as schemars writes it: its properties, the required ones, and the rest
/// as it is.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct ObjectSchema {
    #[serde(default)]
    pub properties: Map<String, Value>,
    #[serde(default)]
    pub required: Vec<String>,
    #[serde(flatten)]
    pub rest: Map<String, Value>,
}

/// A schema that may allow null, as schemars writes an `Option`: a list of types with
/// `"null"`, an `enum` with `null`, or `anyOf`/`oneOf` with a null schema; the rest as it is.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct NullableSchema {
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub kind: Option<Value>,
    #[serde(rename = "enum", skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<Value>>,
    #[serde(rename = "anyOf", skip_serializing_if = "Option::is_none")]
    pub any_of: Option<Vec<NullableSchema>>,
    #[serde(rename = "oneOf", skip_serializing_if = "Option::is_none")]
    pub one_of: Option<Vec<NullableSchema>>,
    #[serde(flatten)]
    pub rest: Map<String, Value>,
}

impl NullableSchema {
    /// Whether this schema is `{"type": "null"}`.
    fn is_null(&self) -> bool {
        self.kind.as_ref().and_then(Value::as_str) == Some("null")
    }

    /// The same schema without null: the field of a job that cannot do without it.
    pub fn without_null(mut self) -> Self {
        if let Some(Value::Array(types)) = self.kind.as_mut() {
            types.retain(|t| t != "null");
            if let [one] = types.as_slice() {
                let one = one.clone();
                self.kind = Some(one);
            }
        }
        if let Some(values) = self.values.as_mut() {
            values.retain(|v| !v.is_null());
        }
        if let Some(options) = self.any_of.take() {
            match Self::one_not_null(options) {
                Ok(one) => self.absorb(one),
                Err(kept) => self.any_of = Some(kept),
            }
        }
        if let Some(options) = self.one_of.take() {
            match Self::one_not_null(options) {
                Ok(one) => self.absorb(one),
                Err(kept) => self.one_of = Some(kept),
            }
        }
        self
    }

    /// The one option of `options` that is not the null schema, or the options without it when
    /// more (or none) are left.
    fn one_not_null(options: Vec<NullableSchema>) -> Result<Self, Vec<Self>> {
        let mut kept: Vec<Self> = options.into_iter().filter(|o| !o.is_null()).collect();
        if kept.len() == 1 {
            Ok(kept.remove(0))
        } else {
            Err(kept)
        }
    }

    /// Takes the fields of `one` into `self`, `one`'s winning where both have one.
    fn absorb(&mut self, one: Self) {
        if one.kind.is_some() {
            self.kind = one.kind;
        }
        if one.values.is_some() {
            self.values = one.values;
        }
        if one.any_of.is_some() {
            self.any_of = one.any_of;
        }
        if one.one_of.is_some() {
            self.one_of = one.one_of;
        }
        self.rest.extend(one.rest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn without_null(schema: Value) -> Value {
        let nullable: NullableSchema = serde_json::from_value(schema).expect("a schema");
        serde_json::to_value(nullable.without_null()).expect("serializes")
    }

    #[test]
    fn null_is_taken_out_of_types_values_and_combinators() {
        assert_eq!(
            without_null(json!({"type": ["integer", "null"], "minimum": 1})),
            json!({"type": "integer", "minimum": 1})
        );
        assert_eq!(
            without_null(json!({"type": ["string", "null"], "enum": ["a", null]})),
            json!({"type": "string", "enum": ["a"]})
        );
        // the one option left takes the combinator's place, its own fields winning
        assert_eq!(
            without_null(json!({
                "description": "d",
                "anyOf": [{"$ref": "#/x", "description": "inner"}, {"type": "null"}],
            })),
            json!({"$ref": "#/x", "description": "inner"})
        );
        // a nested combinator of that option stays what it was
        assert_eq!(
            without_null(
                json!({"anyOf": [{"oneOf": [{"type": "string"}, {"type": "integer"}]}, {"type": "null"}]})
            ),
            json!({"oneOf": [{"type": "string"}, {"type": "integer"}]})
        );
        // two options left stay a choice
        assert_eq!(
            without_null(
                json!({"oneOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}]})
            ),
            json!({"oneOf": [{"type": "string"}, {"type": "integer"}]})
        );
    }
}
