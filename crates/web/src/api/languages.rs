//! The languages of the interface: `GET /api/languages` lists them, `GET /api/i18n/{lang}`
//! is one message catalogue in the form the pages format (see `i18n::page_catalogue`).

use axum::extract::Path;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use i18n::Lang;
use serde_json::json;

use crate::error::ApiError;

pub async fn list() -> Json<serde_json::Value> {
    let languages: Vec<_> = Lang::ALL
        .iter()
        .map(|lang| json!({ "tag": lang.tag(), "name": lang.own_name() }))
        .collect();
    Json(json!({ "languages": languages }))
}

pub async fn catalogue(Path(tag): Path<String>) -> Result<Response, ApiError> {
    let lang = Lang::ALL
        .into_iter()
        .find(|lang| lang.tag().eq_ignore_ascii_case(&tag))
        .ok_or_else(|| {
            let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
            ApiError::not_found(format!(
                "no catalogue for the language '{}'; there are: {}",
                tag.chars().take(40).collect::<String>(),
                known.join(", ")
            ))
        })?;
    let mut response = Json(i18n::page_catalogue(lang)).into_response();
    // the catalogue changes only with the program
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-cache"),
    );
    Ok(response)
}
