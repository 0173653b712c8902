//! Seat tokens: 128 random bits, written as 32 lower-case hex digits, that a seat shows to
//! act. Compared in constant time, so the time a refusal takes says nothing about how much
//! of a guess was right.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A seat's secret.
#[derive(Clone, Copy, Eq)]
pub struct SeatToken([u8; 16]);

impl SeatToken {
    /// The token of these 16 bytes (from the OS's random source, on the server).
    pub fn from_bytes(bytes: [u8; 16]) -> SeatToken {
        SeatToken(bytes)
    }

    /// Reads 32 hex digits, in any case.
    pub fn parse(text: &str) -> Result<SeatToken, String> {
        let text = text.trim().as_bytes();
        let refused = || "a seat token is 32 hex digits".to_string();
        if text.len() != 32 {
            return Err(refused());
        }
        let mut bytes = [0u8; 16];
        for (i, pair) in text.chunks(2).enumerate() {
            let high = hex_value(pair[0]).ok_or_else(refused)?;
            let low = hex_value(pair[1]).ok_or_else(refused)?;
            bytes[i] = high << 4 | low;
        }
        Ok(SeatToken(bytes))
    }

    /// Whether `other` is this token, in a time that does not depend on where they differ.
    pub fn matches(&self, other: &SeatToken) -> bool {
        let mut difference = 0u8;
        for (a, b) in self.0.iter().zip(other.0.iter()) {
            difference |= std::hint::black_box(a ^ b);
        }
        std::hint::black_box(difference) == 0
    }

    /// The 32 hex digits.
    pub fn to_hex(&self) -> String {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        let mut text = String::with_capacity(32);
        for byte in self.0 {
            text.push(DIGITS[(byte >> 4) as usize] as char);
            text.push(DIGITS[(byte & 15) as usize] as char);
        }
        text
    }
}

fn hex_value(digit: u8) -> Option<u8> {
    match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        b'A'..=b'F' => Some(digit - b'A' + 10),
        _ => None,
    }
}

impl PartialEq for SeatToken {
    fn eq(&self, other: &SeatToken) -> bool {
        self.matches(other)
    }
}

/// A token is a secret: debug output does not show it.
impl fmt::Debug for SeatToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SeatToken(..)")
    }
}

impl Serialize for SeatToken {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for SeatToken {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SeatToken, D::Error> {
        let text = String::deserialize(deserializer)?;
        SeatToken::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_read_and_written_as_hex_and_compared_whole() {
        let token = SeatToken::from_bytes([0xab; 16]);
        assert_eq!(token.to_hex(), "ab".repeat(16));
        assert_eq!(SeatToken::parse(&"AB".repeat(16)), Ok(token));
        let mut other = [0xab; 16];
        other[15] = 0xac;
        assert!(!token.matches(&SeatToken::from_bytes(other)));
        assert!(SeatToken::parse("abc").is_err());
        assert!(SeatToken::parse(&"zz".repeat(16)).is_err());
        assert_eq!(format!("{token:?}"), "SeatToken(..)");
    }
}
