//! A room's free seat is the invited player's: its creator is given the room's invitation
//! (again when coming back while the seat is free), a join with it takes the seat, the code
//! alone only watches, and a wrong invitation is refused with a sentence.

use medusa::games::GameOptions;
use medusa::online::{
    ClientMessage, PROTOCOL_VERSION, RoomCode, SeatToken, ServerMessage, SideChoice,
};

use super::support::{Client, Server, join_room, resume, sqlite, temp_folder};

/// Joins room `code` with `invite`: the seat the welcome gives (`None`: watching), or the
/// refusal.
async fn join(
    url: &str,
    code: RoomCode,
    invite: Option<SeatToken>,
) -> Result<Option<usize>, String> {
    let mut client = join_room(url, code, invite).await;
    match client.next().await {
        ServerMessage::Welcome { seat, invite, .. } => {
            assert_eq!(invite, None, "only the creator is given the invitation");
            Ok(seat)
        }
        ServerMessage::Error { message } => Err(message),
        other => panic!("a welcome or a refusal, not {other:?}"),
    }
}

/// The creator comes back with its token: the invitation its welcome gives.
async fn creator_back(url: &str, code: RoomCode, token: SeatToken) -> Option<SeatToken> {
    match resume(url, code, token).await {
        ServerMessage::Welcome { invite, .. } => invite,
        other => panic!("a welcome, not {other:?}"),
    }
}

#[tokio::test]
async fn only_the_invitation_takes_the_free_seat() {
    let folder = temp_folder("invitations");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let mut creator = Client::open(&url).await;
    creator
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "pillars".to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        })
        .await;
    let (code, token, invite) = match creator.next().await {
        ServerMessage::Welcome {
            room,
            token: Some(token),
            invite: Some(invite),
            ..
        } => (room.code, token, invite),
        other => panic!("a welcome with a token and an invitation, not {other:?}"),
    };
    assert_ne!(invite.to_hex(), token.to_hex());
    // The code alone watches; a wrong invitation is refused.
    assert_eq!(join(&url, code, None).await, Ok(None));
    assert_eq!(
        join(&url, code, Some(SeatToken::from_bytes([9; 16]))).await,
        Err(format!(
            "that invitation is not room {code}'s: ask its creator for the link"
        ))
    );
    // The creator, back while the seat is free, is given the invitation again.
    assert_eq!(creator_back(&url, code, token).await, Some(invite));
    // The invited player takes the seat; the invitation is worth nothing after.
    assert_eq!(join(&url, code, Some(invite)).await, Ok(Some(1)));
    assert_eq!(join(&url, code, Some(invite)).await, Ok(None));
    assert_eq!(creator_back(&url, code, token).await, None);
    let _ = std::fs::remove_dir_all(&folder);
}
