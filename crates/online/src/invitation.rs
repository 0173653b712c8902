//! A room's invitation as a link carries it: the room's code and the secret that takes its
//! free seat, `KXRMTB.00112233445566778899aabbccddeeff`. The code alone watches a room made
//! with an invitation (and takes the free seat of one made before invitations).

use std::fmt;

use super::code::RoomCode;
use super::token::SeatToken;

/// A room's code, with its invitation when the link has one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Invitation {
    pub code: RoomCode,
    pub invite: Option<SeatToken>,
}

impl Invitation {
    /// Reads `CODE` or `CODE.INVITE` (the code in any case).
    pub fn parse(text: &str) -> Result<Invitation, String> {
        let text = text.trim();
        let (code, invite) = match text.split_once('.') {
            Some((code, invite)) => (code, Some(invite)),
            None => (text, None),
        };
        let invite = invite
            .map(|invite| {
                SeatToken::parse(invite)
                    .map_err(|_| "a room's invitation is 32 hex digits after its code".to_string())
            })
            .transpose()?;
        Ok(Invitation {
            code: RoomCode::parse(code)?,
            invite,
        })
    }
}

impl fmt::Display for Invitation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.invite {
            Some(invite) => write!(f, "{}.{}", self.code, invite.to_hex()),
            None => write!(f, "{}", self.code),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invitation_is_a_code_and_its_secret() {
        let hex = "00112233445566778899aabbccddeeff";
        let read = Invitation::parse(&format!(" kxrmtb.{hex} ")).expect("an invitation");
        assert_eq!(read.code.as_str(), "KXRMTB");
        assert_eq!(read.invite.map(|i| i.to_hex()).as_deref(), Some(hex));
        assert_eq!(read.to_string(), format!("KXRMTB.{hex}"));
        let bare = Invitation::parse("KXRMTB").expect("a code alone");
        assert_eq!(
            (bare.invite, bare.to_string()),
            (None, "KXRMTB".to_string())
        );
        assert_eq!(
            Invitation::parse("KXRMTB.abc"),
            Err("a room's invitation is 32 hex digits after its code".to_string())
        );
        assert!(Invitation::parse(&format!("KX1.{hex}")).is_err());
    }
}
