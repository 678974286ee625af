//! The language a request asks for: `?lang=` when the address names one, else its
//! `Accept-Language` header, else English. The pages send their language on every request.

use axum::extract::FromRequestParts;
use axum::http::header;
use axum::http::request::Parts;
use i18n::Lang;

/// The language of a request's answer.
#[derive(Debug, Clone, Copy)]
pub struct RequestLang(pub Lang);

impl RequestLang {
    pub fn of(parts: &Parts) -> Lang {
        let asked = parts.uri.query().and_then(|query| {
            query
                .split('&')
                .filter_map(|pair| pair.strip_prefix("lang="))
                .find_map(Lang::from_tag)
        });
        asked.unwrap_or_else(|| {
            parts
                .headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|value| value.to_str().ok())
                .map_or(Lang::En, Lang::negotiate)
        })
    }
}

impl<S: Send + Sync> FromRequestParts<S> for RequestLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(RequestLang(RequestLang::of(parts)))
    }
}
