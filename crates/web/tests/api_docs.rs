//! `docs/api.md` is generated from the OpenAPI document the server sends
//! (`GET /api/openapi.json`): every route with its summary, the fields of its body and its
//! answers, with the bounds their schemas set. This test fails when the file is not what the document gives today;
//! `PUZZLELAB_WRITE_DOCS=1 cargo test --release -p web --test api_docs` writes it again.

mod common;

use std::fmt::Write as _;
use std::path::PathBuf;

use common::get;
use serde_json::Value;

/// A schema in a few words: its type, `one of ...` for enumerations, `[item]` for arrays.
fn kind(schema: &Value) -> String {
    if let Some(reference) = schema["$ref"].as_str() {
        return reference
            .rsplit('/')
            .next()
            .unwrap_or(reference)
            .to_string();
    }
    if let Some(value) = schema.get("const") {
        return format!(
            "`{}`",
            value
                .as_str()
                .map_or_else(|| value.to_string(), String::from)
        );
    }
    if let Some(values) = schema["enum"].as_array() {
        let names: Vec<String> = values
            .iter()
            .map(|v| {
                format!(
                    "`{}`",
                    v.as_str().map_or_else(|| v.to_string(), String::from)
                )
            })
            .collect();
        return format!("one of {}", names.join(", "));
    }
    for combinator in ["oneOf", "anyOf"] {
        if let Some(options) = schema[combinator].as_array() {
            let kinds: Vec<String> = options.iter().map(kind).collect();
            return kinds.join(" or ");
        }
    }
    match schema["type"].as_str() {
        Some("array") => format!("[{}]", kind(&schema["items"])),
        Some(other) => other.to_string(),
        None => schema["type"]
            .as_array()
            .map(|types| {
                types
                    .iter()
                    .filter_map(Value::as_str)
                    .map(|t| match t {
                        "array" => format!("[{}]", kind(&schema["items"])),
                        other => other.to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" or ")
            })
            .filter(|t| !t.is_empty())
            .unwrap_or_else(|| "any".to_string()),
    }
}

/// The bounds a schema sets on its value, in words (`at most 200 characters`, `1 to 6`,
/// `at most 1000 items`, `matching ...`), those of the one non-null option of an optional
/// field included; empty when it sets none.
fn bounds(schema: &Value) -> String {
    let number = |key: &str| {
        schema[key]
            .as_u64()
            .map(|n| n.to_string())
            .or_else(|| schema[key].as_f64().map(|n| n.to_string()))
    };
    let mut parts = Vec::new();
    match (number("minLength"), number("maxLength")) {
        (Some(min), Some(max)) => parts.push(format!("{min} to {max} characters")),
        (None, Some(max)) => parts.push(format!("at most {max} characters")),
        (Some(min), None) if min != "0" => parts.push(format!("at least {min} characters")),
        _ => {}
    }
    match (number("minimum"), number("maximum")) {
        (Some(min), Some(max)) => parts.push(format!("{min} to {max}")),
        (None, Some(max)) => parts.push(format!("at most {max}")),
        // an unsigned integer's 0 says nothing a reader needs
        (Some(min), None) if min != "0" => parts.push(format!("at least {min}")),
        _ => {}
    }
    if let Some(max) = number("maxItems") {
        parts.push(format!("at most {max} items"));
    }
    if let Some(pattern) = schema["pattern"].as_str() {
        parts.push(format!("matching `{pattern}`"));
    }
    if parts.is_empty() {
        for combinator in ["anyOf", "oneOf"] {
            let options = schema[combinator].as_array().into_iter().flatten();
            if let Some(inner) = options.map(bounds).find(|b| !b.is_empty()) {
                return inner;
            }
        }
    }
    parts.join(", ")
}

/// One line per property of an object schema: name, kind, required or not, description.
fn fields(out: &mut String, schema: &Value) {
    let Some(properties) = schema["properties"].as_object() else {
        return;
    };
    let required: Vec<&str> = schema["required"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let _ = writeln!(out, "| field | type | | what |\n|---|---|---|---|");
    for (name, property) in properties {
        let needed = if required.contains(&name.as_str()) {
            "required"
        } else {
            "optional"
        };
        let what = property["description"]
            .as_str()
            .unwrap_or_default()
            .replace('\n', " ")
            .replace('|', "\\|");
        let limits = bounds(property).replace('|', "\\|");
        let kind = if limits.is_empty() {
            kind(property)
        } else {
            format!("{} ({limits})", kind(property))
        };
        let _ = writeln!(out, "| `{name}` | {kind} | {needed} | {what} |");
    }
}

/// The Markdown of an OpenAPI document.
fn render(doc: &Value) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# The HTTP API\n\n<!-- Generated from GET /api/openapi.json by crates/web/tests/api_docs.rs; \
         do not edit by hand: PUZZLELAB_WRITE_DOCS=1 cargo test --release -p web --test api_docs -->\n"
    );
    let _ = writeln!(
        out,
        "{}\n\nThe whole document, with every schema, is served at `GET /api/openapi.json` by \
         `puzzlelab serve`. Every error is the envelope `{{\"error\": {{\"code\", \"message\", \
         \"line\"?, \"column\"?, \"key\"?, \"args\"?}}}}`.\n",
        doc["info"]["description"]
            .as_str()
            .or(doc["info"]["title"].as_str())
            .unwrap_or_default()
    );
    for (path, item) in doc["paths"].as_object().into_iter().flatten() {
        for (method, operation) in item.as_object().into_iter().flatten() {
            if !operation.is_object() || method == "parameters" {
                continue;
            }
            let _ = writeln!(out, "## `{} {path}`\n", method.to_uppercase());
            if let Some(summary) = operation["summary"].as_str() {
                let _ = writeln!(out, "{summary}\n");
            }
            for parameter in operation["parameters"]
                .as_array()
                .into_iter()
                .flatten()
                .chain(item["parameters"].as_array().into_iter().flatten())
            {
                let _ = writeln!(
                    out,
                    "- {} parameter `{}`: {}",
                    parameter["in"].as_str().unwrap_or("path"),
                    parameter["name"].as_str().unwrap_or_default(),
                    kind(&parameter["schema"])
                );
            }
            let body = &operation["requestBody"]["content"]["application/json"]["schema"];
            if body.is_object() {
                let _ = writeln!(out, "\nBody:\n");
                let resolved = resolve(doc, body);
                fields(&mut out, &resolved);
                if resolved["properties"].as_object().is_none() && !forms(&mut out, &resolved) {
                    let _ = writeln!(out, "{}", kind(body));
                }
            }
            let _ = writeln!(out, "\nAnswers:\n");
            for (status, answer) in operation["responses"].as_object().into_iter().flatten() {
                let schema = &answer["content"]["application/json"]["schema"];
                let shape = if status.starts_with('2') && schema.is_object() {
                    format!(" ({})", kind(schema))
                } else {
                    String::new()
                };
                let _ = writeln!(
                    out,
                    "- {status}: {}{shape}",
                    answer["description"].as_str().unwrap_or_default()
                );
            }
            out.push('\n');
        }
    }
    let _ = writeln!(
        out,
        "# Schemas\n\nThe answers' schemas, generated from their Rust types (their doc comments \
         are the descriptions).\n"
    );
    for (name, schema) in doc["components"]["schemas"]
        .as_object()
        .into_iter()
        .flatten()
    {
        let _ = writeln!(out, "## {name}\n");
        if let Some(description) = schema["description"].as_str() {
            let _ = writeln!(out, "{}\n", description.replace('\n', " "));
        }
        if schema["properties"].is_object() {
            fields(&mut out, schema);
        } else if !forms(&mut out, schema) {
            let _ = writeln!(out, "{}", kind(schema));
        }
        out.push('\n');
    }
    out
}

/// The fields of each form of a body that reads several (`anyOf` objects written in place, a
/// deprecated one said so); false when `schema` is not such a choice.
fn forms(out: &mut String, schema: &Value) -> bool {
    let alternatives = schema["anyOf"].as_array().cloned().unwrap_or_default();
    if alternatives.is_empty() || !alternatives.iter().all(|a| a["properties"].is_object()) {
        return false;
    }
    for (i, alternative) in alternatives.iter().enumerate() {
        if alternative["deprecated"] == true {
            let why = alternative["description"].as_str().unwrap_or_default();
            let _ = writeln!(out, "\nOr, deprecated: {why}:\n");
        } else if i > 0 {
            let _ = writeln!(out, "\nOr:\n");
        }
        fields(out, alternative);
    }
    true
}

/// A schema with its `$ref` followed, once.
fn resolve(doc: &Value, schema: &Value) -> Value {
    match schema["$ref"].as_str() {
        Some(reference) => reference
            .strip_prefix("#/")
            .map(|path| path.split('/').fold(doc, |node, key| &node[key]).clone())
            .unwrap_or(Value::Null),
        None => schema.clone(),
    }
}

#[tokio::test]
async fn the_api_docs_are_generated_from_the_openapi_document() {
    let (status, doc) = get("/api/openapi.json").await;
    assert!(status.is_success(), "{doc}");
    let markdown = render(&doc);
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/api.md");
    if std::env::var_os("PUZZLELAB_WRITE_DOCS").is_some() {
        std::fs::write(&path, &markdown).expect("write docs/api.md");
    }
    let written = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        written == markdown,
        "docs/api.md is not what the OpenAPI document gives; write it again with \
         PUZZLELAB_WRITE_DOCS=1 cargo test --release -p web --test api_docs"
    );
    for route in ["/api/{puzzle}/solve", "/api/puzzles", "/api/{puzzle}/trace"] {
        assert!(markdown.contains(route), "{route} is documented");
    }
}
