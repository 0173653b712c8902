//! Coming back: a seat that lost its connection returns with its token and the number of the
//! last event it saw, and is sent exactly the events it missed; a wrong token is refused.

use std::time::Duration;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::online::{
    ClientMessage, PROTOCOL_VERSION, RoomCode, RoomEvent, SeatToken, ServerMessage, SideChoice,
};

use super::support::{Client, Server, sqlite, temp_folder};

/// A seat's connection: the client, its seat and its token.
pub struct Seat {
    pub client: Client,
    pub seat: usize,
    pub token: SeatToken,
}

/// Creates a room of `game` as the first player, and joins it from a second connection;
/// both have seen events 1 and 2 (the two seats taken).
pub async fn two_seats(url: &str, game: &str) -> (RoomCode, Seat, Seat) {
    let mut first = Client::open(url).await;
    first
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: game.to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        })
        .await;
    let (code, seat, token, invite) = welcome(&mut first).await;
    assert!(invite.is_some(), "the creator is given the invitation");
    assert_eq!(
        first.event().await,
        (1, RoomEvent::Seated { seat, name: None })
    );
    let mut second = Client::open(url).await;
    second
        .send(ClientMessage::Join {
            version: PROTOCOL_VERSION,
            code,
            invite,
        })
        .await;
    let (_, other, other_token, no_invite) = welcome(&mut second).await;
    assert_eq!(no_invite, None, "the invitation is the creator's to share");
    assert_eq!(other, 1 - seat);
    assert_eq!(second.event().await.0, 1);
    let joined = (
        2,
        RoomEvent::Seated {
            seat: other,
            name: None,
        },
    );
    assert_eq!(second.event().await, joined);
    assert_eq!(first.event().await, joined);
    (
        code,
        Seat {
            client: first,
            seat,
            token,
        },
        Seat {
            client: second,
            seat: other,
            token: other_token,
        },
    )
}

/// A seat's welcome: the room's code, the seat, its token, and the invitation if given.
async fn welcome(client: &mut Client) -> (RoomCode, usize, SeatToken, Option<SeatToken>) {
    match client.next().await {
        ServerMessage::Welcome {
            room,
            seat,
            token,
            invite,
            ..
        } => (
            room.code,
            seat.expect("a seat"),
            token.expect("the seat's token"),
            invite,
        ),
        other => panic!("a welcome, not {other:?}"),
    }
}

/// The first legal move of a fresh Medea game after `played`.
fn medea_move(played: &[String]) -> String {
    let mut game = GAMES
        .find("medea")
        .expect("Medea")
        .start(&GameOptions::default())
        .expect("a game");
    for mv in played {
        game.play_token(mv).expect("a legal move");
    }
    game.legal_tokens().expect("a list")[0].clone()
}

#[tokio::test]
async fn a_seat_comes_back_and_gets_exactly_what_it_missed() {
    let folder = temp_folder("reconnect");
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &[]);
    let url = server.url();
    let (code, mut white, mut black) = two_seats(&url, "medea").await;
    let mut played = Vec::new();
    let mv = medea_move(&played);
    white
        .client
        .send(ClientMessage::Move {
            played: 0,
            notation: mv.clone(),
        })
        .await;
    assert!(matches!(
        white.client.event().await,
        (3, RoomEvent::Moved { .. })
    ));
    assert!(matches!(
        black.client.event().await,
        (3, RoomEvent::Moved { .. })
    ));
    played.push(mv);
    // White goes away having seen event 3; Black moves and offers a draw.
    white.client.connection.close().await;
    let mv = medea_move(&played);
    black
        .client
        .send(ClientMessage::Move {
            played: 1,
            notation: mv.clone(),
        })
        .await;
    assert!(matches!(
        black.client.event().await,
        (4, RoomEvent::Moved { .. })
    ));
    black.client.send(ClientMessage::OfferDraw {}).await;
    assert_eq!(
        black.client.event().await,
        (5, RoomEvent::DrawOffered { seat: black.seat })
    );
    // A wrong token is refused, and changes nothing.
    let mut stranger = Client::open(&url).await;
    stranger
        .send(ClientMessage::Resume {
            version: PROTOCOL_VERSION,
            code,
            token: SeatToken::from_bytes([7; 16]),
            after: 0,
        })
        .await;
    assert!(stranger.error().await.contains("no seat"));
    // White comes back: events 4 and 5, and nothing else.
    let mut back = Client::open(&url).await;
    back.send(ClientMessage::Resume {
        version: PROTOCOL_VERSION,
        code,
        token: white.token,
        after: 3,
    })
    .await;
    match back.next().await {
        ServerMessage::Welcome {
            seat,
            token,
            last_seq,
            ..
        } => {
            assert_eq!(seat, Some(white.seat));
            assert_eq!(token, None, "the token is given only once");
            assert_eq!(last_seq, 5);
        }
        other => panic!("a welcome, not {other:?}"),
    }
    match back.event().await {
        (4, RoomEvent::Moved { notation, .. }) => assert_eq!(notation, mv),
        other => panic!("event 4, not {other:?}"),
    }
    assert_eq!(
        back.event().await,
        (5, RoomEvent::DrawOffered { seat: black.seat })
    );
    assert!(back.quiet_for(Duration::from_millis(300)).await);
    // And acts again as its seat.
    back.send(ClientMessage::AcceptDraw {}).await;
    assert_eq!(
        back.event().await,
        (6, RoomEvent::DrawAgreed { seat: white.seat })
    );
    assert!(matches!(back.event().await, (7, RoomEvent::Ended { .. })));
    let _ = std::fs::remove_dir_all(&folder);
}
