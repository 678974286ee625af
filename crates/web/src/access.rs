//! Who may write. A server on a loopback address has one user, and every write is allowed. A
//! server for a class (on the network) is the teacher's: requests that change stored data
//! (libraries, saved games, records, imports) must carry `Authorization: Bearer TOKEN`, the
//! server's [`WriteToken`]; reading, playing, solving and the lab need none. The guard
//! ([`crate::guard`]) applies it to every request.

use axum::http::{header, HeaderMap};

/// The token that lets a request write on a server for a class.
#[derive(Clone, PartialEq, Eq)]
pub struct WriteToken(String);

impl std::fmt::Debug for WriteToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("WriteToken(..)") // never printed by accident
    }
}

/// Why a token given by hand is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadToken(puzzle::Words);

impl BadToken {
    /// What is wrong with the token, as catalogue words.
    pub fn words(&self) -> &puzzle::Words {
        &self.0
    }
}

impl std::fmt::Display for BadToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&puzzle::words::english(&self.0))
    }
}

impl std::error::Error for BadToken {}

/// The fewest characters of a token given by hand.
pub const MIN_TOKEN_CHARS: usize = 12;
/// The most characters of a token given by hand.
pub const MAX_TOKEN_CHARS: usize = 256;

/// Random bytes in a token the server makes (128 bits).
const RANDOM_TOKEN_BYTES: usize = 16;

impl WriteToken {
    /// A new token of 128 random bits from the operating system's generator, as 32 hex digits.
    pub fn random() -> std::io::Result<Self> {
        let mut bytes = [0u8; RANDOM_TOKEN_BYTES];
        getrandom::fill(&mut bytes).map_err(std::io::Error::other)?;
        Ok(WriteToken(
            bytes.iter().map(|b| format!("{b:02x}")).collect::<String>(),
        ))
    }

    /// A token chosen by hand: 12 to 256 letters, digits or `-._~` (it travels in a header
    /// and in a link's `#token=`).
    pub fn new(text: &str) -> Result<Self, BadToken> {
        let chars = text.chars().count();
        if !(MIN_TOKEN_CHARS..=MAX_TOKEN_CHARS).contains(&chars) {
            return Err(BadToken(
                puzzle::Words::new("token-length")
                    .arg("chars", chars)
                    .arg("least", MIN_TOKEN_CHARS)
                    .arg("most", MAX_TOKEN_CHARS),
            ));
        }
        if let Some(bad) = text
            .chars()
            .find(|c| !(c.is_ascii_alphanumeric() || "-._~".contains(*c)))
        {
            return Err(BadToken(
                puzzle::Words::new("token-character").arg("character", format!("{bad:?}")),
            ));
        }
        Ok(WriteToken(text.to_string()))
    }

    /// The token's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is this token, compared in constant time (for tokens of the same
    /// length: the time does not tell how much of a guess was right).
    pub fn matches(&self, given: &str) -> bool {
        let (ours, theirs) = (self.0.as_bytes(), given.as_bytes());
        if ours.len() != theirs.len() {
            return false;
        }
        let difference = ours
            .iter()
            .zip(theirs)
            .fold(0u8, |acc, (a, b)| std::hint::black_box(acc | (a ^ b)));
        difference == 0
    }
}

/// What a request's `Authorization` header says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Credentials<'a> {
    /// No `Authorization` header.
    None,
    /// `Authorization: Bearer TOKEN`.
    Bearer(&'a str),
    /// Some other scheme or an unreadable header.
    Other,
}

/// The credentials of a request.
pub(crate) fn credentials(headers: &HeaderMap) -> Credentials<'_> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Credentials::None;
    };
    let Ok(text) = value.to_str() else {
        return Credentials::Other;
    };
    match text.trim().split_once(' ') {
        Some((scheme, token)) if scheme.eq_ignore_ascii_case("bearer") => {
            Credentials::Bearer(token.trim())
        }
        _ => Credentials::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn made_tokens_are_random_and_long() {
        let a = WriteToken::random().expect("the system's generator");
        let b = WriteToken::random().expect("the system's generator");
        assert_eq!(a.as_str().len(), 32);
        assert!(a.as_str().chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert!(
            WriteToken::new(a.as_str()).is_ok(),
            "a made token reads back"
        );
        assert!(!format!("{a:?}").contains(a.as_str()));
    }

    #[test]
    fn tokens_match_only_themselves() {
        let token = WriteToken::new("class-of-2026.a").expect("a good token");
        assert!(token.matches("class-of-2026.a"));
        for wrong in ["", "class-of-2026.b", "class-of-2026.a ", "CLASS-OF-2026.A"] {
            assert!(!token.matches(wrong), "{wrong:?}");
        }
    }

    #[test]
    fn hand_made_tokens_are_checked() {
        assert!(WriteToken::new("short").is_err());
        assert!(WriteToken::new(&"x".repeat(300)).is_err());
        let spaced = WriteToken::new("has a space in it").expect_err("a space");
        assert!(spaced.to_string().contains("' '"), "{spaced}");
    }

    #[test]
    fn bearer_credentials_are_read() {
        let mut headers = HeaderMap::new();
        assert_eq!(credentials(&headers), Credentials::None);
        headers.insert(header::AUTHORIZATION, "Bearer abc".parse().unwrap());
        assert_eq!(credentials(&headers), Credentials::Bearer("abc"));
        headers.insert(header::AUTHORIZATION, "bearer  abc ".parse().unwrap());
        assert_eq!(credentials(&headers), Credentials::Bearer("abc"));
        headers.insert(header::AUTHORIZATION, "Basic YWxhZGRpbg==".parse().unwrap());
        assert_eq!(credentials(&headers), Credentials::Other);
    }
}
