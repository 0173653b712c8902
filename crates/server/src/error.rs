//! What the server says when it does not do what a client asked: a refusal, whose sentence the
//! player is told as it is, or a fault inside the server (the database failed, a stored log
//! that no longer plays), which is logged with what went wrong and never sent: the player is
//! told only that the server could not do it now.

use std::fmt;

/// Why a client's request was not done.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ServerError {
    /// The request is refused, for the reason the sentence gives.
    Refused(String),
    /// The client asked too often; the sentence says how often it may.
    TooOften(String),
    /// Something inside the server failed; what, for the log.
    Internal(String),
}

/// What a player is told of a fault inside the server.
pub const INTERNAL_SENTENCE: &str = "the server could not do that just now; try again";

impl ServerError {
    /// What the client is told.
    pub fn sentence(&self) -> &str {
        match self {
            ServerError::Refused(sentence) | ServerError::TooOften(sentence) => sentence,
            ServerError::Internal(_) => INTERNAL_SENTENCE,
        }
    }

    /// Logs a fault inside the server (a refusal is the client's business, not the log's),
    /// and gives what the client is told.
    pub fn reported(&self) -> &str {
        if let ServerError::Internal(what) = self {
            tracing::error!("{what}");
        }
        self.sentence()
    }
}

impl From<String> for ServerError {
    /// A sentence from the rules or the room: a refusal.
    fn from(sentence: String) -> ServerError {
        ServerError::Refused(sentence)
    }
}

impl From<&str> for ServerError {
    fn from(sentence: &str) -> ServerError {
        ServerError::Refused(sentence.to_string())
    }
}

/// A store's failure: a fault inside the server wherever it goes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoreError(pub String);

impl From<StoreError> for ServerError {
    fn from(error: StoreError) -> ServerError {
        ServerError::Internal(error.0)
    }
}

impl From<String> for StoreError {
    fn from(what: String) -> StoreError {
        StoreError(what)
    }
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerError::Refused(sentence) | ServerError::TooOften(sentence) => {
                f.write_str(sentence)
            }
            ServerError::Internal(what) => write!(f, "inside the server: {what}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_inside_is_never_told_and_a_refusal_is_told_as_it_is() {
        let fault: ServerError = StoreError("SQLite: disk I/O error".to_string()).into();
        assert_eq!(fault.reported(), INTERNAL_SENTENCE);
        assert!(!fault.sentence().contains("SQLite"));
        let refusal: ServerError = "it is not your turn".into();
        assert_eq!(refusal.reported(), "it is not your turn");
    }
}
