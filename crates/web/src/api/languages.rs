//! The languages of the interface: `GET /api/languages` lists them, `GET /api/i18n/{lang}`
//! is one message catalogue in the form the pages format (see `i18n::page_catalogue`).

use std::collections::BTreeMap;

use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use i18n::Lang;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use crate::error::ApiError;

/// The answer of `GET /api/languages`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct LanguageList {
    /// Every language of the interface.
    languages: Vec<Language>,
}

/// One language of the interface.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Language {
    /// Its tag (`en`, `zh-CN`): the address of its catalogue, `/api/i18n/{tag}`.
    tag: &'static str,
    /// Its name in itself (`English`, `中文`).
    name: &'static str,
}

/// The answer of `GET /api/i18n/{lang}`, as `i18n::page_catalogue` builds it.
#[derive(JsonSchema)]
#[allow(dead_code)] // a schema only: the catalogue is built as JSON by the i18n crate
pub(crate) struct PageCatalogue {
    /// The language's tag.
    lang: String,
    /// Each message by its key: its text, or its parts (text and the values to put in) for a
    /// message with values.
    messages: BTreeMap<String, Value>,
}

pub async fn list() -> Json<LanguageList> {
    let languages = Lang::ALL
        .iter()
        .map(|lang| Language {
            tag: lang.tag(),
            name: lang.own_name(),
        })
        .collect();
    Json(LanguageList { languages })
}

pub async fn catalogue(Path(tag): Path<String>) -> Result<Response, ApiError> {
    let lang = Lang::ALL
        .into_iter()
        .find(|lang| lang.tag().eq_ignore_ascii_case(&tag))
        .ok_or_else(|| {
            let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
            ApiError::not_found(
                puzzle::Words::new("error-no-catalogue")
                    .arg("lang", tag.chars().take(40).collect::<String>())
                    .arg("langs", known.join(", ")),
            )
        })?;
    let mut response = Json(i18n::page_catalogue(lang)).into_response();
    // the catalogue changes only with the program
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-cache"),
    );
    Ok(response)
}
