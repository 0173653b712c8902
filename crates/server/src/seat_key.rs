//! A seat token as the server keeps it: its SHA-256, never the token. A client shows the token
//! and the server hashes it to compare, in constant time; whoever reads the database learns
//! no seat's token. (Tokens are 128 random bits, so a fast hash is enough: nothing can be
//! guessed from it.)

use sha2::{Digest, Sha256};

use medusa_online::SeatToken;

/// The SHA-256 of a seat's token.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SeatKey([u8; 32]);

impl SeatKey {
    /// The key of `token`.
    pub fn of(token: &SeatToken) -> SeatKey {
        SeatKey(Sha256::digest(token.to_hex().as_bytes()).into())
    }

    /// Whether `token` is the token of this key, in a time that does not depend on where
    /// their hashes differ.
    pub fn opens(&self, token: &SeatToken) -> bool {
        let other = SeatKey::of(token);
        let mut difference = 0u8;
        for (a, b) in self.0.iter().zip(other.0.iter()) {
            difference |= std::hint::black_box(a ^ b);
        }
        std::hint::black_box(difference) == 0
    }

    /// The 64 hex digits the store keeps.
    pub fn to_hex(self) -> String {
        self.0.iter().map(|byte| format!("{byte:02x}")).collect()
    }

    /// Reads a stored key: 64 hex digits; or, from a database written before keys, the
    /// token itself (32 hex digits), hashed now.
    pub fn parse(text: &str) -> Option<SeatKey> {
        if text.len() == 32 {
            return SeatToken::parse(text).ok().map(|token| SeatKey::of(&token));
        }
        if text.len() != 64 || !text.is_ascii() {
            return None;
        }
        let mut bytes = [0u8; 32];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(SeatKey(bytes))
    }
}

/// A key is as secret as it goes: debug output does not show it.
impl std::fmt::Debug for SeatKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SeatKey(..)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_opens_for_its_token_alone_and_is_read_back_from_the_store() {
        let token = SeatToken::from_bytes([0xab; 16]);
        let key = SeatKey::of(&token);
        // The SHA-256 of the token's 32 hex digits.
        assert_eq!(
            key.to_hex(),
            "d2f9fa9d99bb30b2b67fc6b0ea2694f345c0961596e0fd82561010b4f7570c2d"
        );
        assert!(key.opens(&token));
        assert!(!key.opens(&SeatToken::from_bytes([0xac; 16])));
        assert_eq!(SeatKey::parse(&key.to_hex()), Some(key));
        // A token kept in the clear by an older server reads as its key.
        assert_eq!(SeatKey::parse(&token.to_hex()), Some(key));
        assert_eq!(SeatKey::parse("xyz"), None);
        assert_eq!(SeatKey::parse(&"zz".repeat(32)), None);
        assert_eq!(format!("{key:?}"), "SeatKey(..)");
    }
}
