//! Room codes: six letters that are unambiguous when read aloud or from a screen at a club.
//! The alphabet is the 24 capital letters without I and O (easily taken for 1 and 0); digits
//! are left out altogether, so a code is letters only: 24^6, about 191 million codes. A code
//! is read in any case, blanks around it ignored.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The letters a room code is made of.
pub const CODE_ALPHABET: &[u8; 24] = b"ABCDEFGHJKLMNPQRSTUVWXYZ";

/// How many letters a room code has.
pub const CODE_LETTERS: usize = 6;

/// A room's code, `KXRMTB`: always six letters of [`CODE_ALPHABET`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct RoomCode([u8; CODE_LETTERS]);

impl RoomCode {
    /// The code for six numbers, each taken modulo the alphabet's size (a source of random
    /// numbers gives a random code).
    pub fn from_numbers(numbers: [u32; CODE_LETTERS]) -> RoomCode {
        RoomCode(numbers.map(|n| CODE_ALPHABET[n as usize % CODE_ALPHABET.len()]))
    }

    /// The code that random `bytes` give, every code alike: a byte picks a letter only below
    /// the largest multiple of the alphabet's size that a byte holds (240), since the
    /// remainder of any byte would favour the first 16 letters; `None` when too few bytes
    /// were below it.
    pub fn from_random_bytes(bytes: impl IntoIterator<Item = u8>) -> Option<RoomCode> {
        let size = CODE_ALPHABET.len();
        let limit = 256 - 256 % size;
        let mut letters = [0u8; CODE_LETTERS];
        let mut taken = 0;
        for byte in bytes {
            if taken == CODE_LETTERS {
                break;
            }
            if usize::from(byte) < limit {
                letters[taken] = CODE_ALPHABET[usize::from(byte) % size];
                taken += 1;
            }
        }
        (taken == CODE_LETTERS).then_some(RoomCode(letters))
    }

    /// Reads a code, in any case, blanks around it ignored.
    pub fn parse(text: &str) -> Result<RoomCode, String> {
        let text = text.trim();
        let mut letters = [0u8; CODE_LETTERS];
        let mut count = 0;
        for c in text.chars() {
            let upper = c.to_ascii_uppercase();
            if count == CODE_LETTERS || !upper.is_ascii() || !CODE_ALPHABET.contains(&(upper as u8))
            {
                return Err(Self::refusal(text));
            }
            letters[count] = upper as u8;
            count += 1;
        }
        if count != CODE_LETTERS {
            return Err(Self::refusal(text));
        }
        Ok(RoomCode(letters))
    }

    fn refusal(text: &str) -> String {
        format!(
            "{} is not a room code: a code is {CODE_LETTERS} letters (no I or O)",
            medusa_rules::text_record::quote(text)
        )
    }

    /// The code as text.
    pub fn as_str(&self) -> &str {
        // Always ASCII letters of the alphabet.
        std::str::from_utf8(&self.0).unwrap_or("??????")
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for RoomCode {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for RoomCode {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RoomCode, D::Error> {
        let text = String::deserialize(deserializer)?;
        RoomCode::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_bytes_give_every_letter_alike() {
        // 240 to 255 would favour A to R: they are passed over.
        let bytes = [240, 255, 0, 23, 24, 239, 250, 100, 47];
        let code = RoomCode::from_random_bytes(bytes).expect("six bytes below 240");
        assert_eq!(code.as_str(), "AZAZEZ");
        assert_eq!(RoomCode::from_random_bytes([240; 32]), None);
        assert_eq!(RoomCode::from_random_bytes([1, 2, 3]), None);
        // Each letter comes from exactly ten of the 240 bytes taken.
        let mut counts = [0; 24];
        for byte in 0..=255u8 {
            let code = RoomCode::from_random_bytes([byte; 6]);
            if let Some(code) = code {
                counts[CODE_ALPHABET
                    .iter()
                    .position(|&l| l == code.0[0])
                    .unwrap_or(0)] += 1;
            }
        }
        assert_eq!(counts, [10; 24]);
    }

    #[test]
    fn codes_are_six_letters_without_i_or_o_read_in_any_case() {
        let code = RoomCode::from_numbers([0, 1, 23, 24, 7, 8]);
        assert_eq!(code.as_str(), "ABZAHJ");
        assert_eq!(RoomCode::parse(" abzahj "), Ok(code));
        for bad in [
            "ABZAH", "ABZAHJK", "ABZAHI", "ABZAH0", "ABZAHO", "ABZ HJ", "ÄBZAHJ",
        ] {
            assert!(RoomCode::parse(bad).is_err(), "{bad}");
        }
        let json = serde_json::to_string(&code).unwrap();
        assert_eq!(json, "\"ABZAHJ\"");
        assert_eq!(serde_json::from_str::<RoomCode>(&json).unwrap(), code);
    }
}
