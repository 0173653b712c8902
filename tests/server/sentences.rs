//! A frame that is not a message is refused with a sentence in the protocol's words: what is
//! wrong with it (not JSON, an unknown type, a field missing, unknown or of the wrong kind),
//! never the JSON reader's own words, and never cut short.

use super::support::{Client, Server, sqlite, temp_folder};

/// The types a refusal names: the first five, and how many more (all 22 would make too long
/// a sentence).
const TYPES: &str = "create, join, watch, resume, register and 40 more, listed in docs/online.md";

#[tokio::test]
async fn bad_frames_are_refused_with_sentences_of_the_server_s_own() {
    let folder = temp_folder("sentences");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--messages-per-second", "1000"],
    );
    let long_type = format!(r#"{{"type":"{}"}}"#, "z".repeat(60));
    let table: Vec<(&str, String)> = vec![
        ("{not json", "that message is not JSON".into()),
        ("", "that message is not JSON".into()),
        (
            "[1, 2]",
            format!("a message is a JSON object with a field type: one of {TYPES}"),
        ),
        (
            "{}",
            format!("a message needs the field type: one of {TYPES}"),
        ),
        (
            r#"{"type":3}"#,
            format!("the field type must be the name of a message type: one of {TYPES}"),
        ),
        (
            r#"{"type":"fly"}"#,
            format!("unknown message type \"fly\": the types are {TYPES}"),
        ),
        (
            &long_type,
            format!(
                "unknown message type \"{}…\": the types are {TYPES}",
                "z".repeat(40)
            ),
        ),
        (
            r#"{"type":"move","notation":"e2-e3"}"#,
            "a move needs the field played".into(),
        ),
        (
            r#"{"type":"move","played":0}"#,
            "a move needs the field notation".into(),
        ),
        (
            r#"{"type":"move","played":"3","notation":"e2-e3"}"#,
            "the field played must be a whole number".into(),
        ),
        (
            r#"{"type":"move","played":-1,"notation":"e2-e3"}"#,
            "the field played must be a whole number".into(),
        ),
        (
            r#"{"type":"move","played":1.5,"notation":"e2-e3"}"#,
            "the field played must be a whole number".into(),
        ),
        (
            r#"{"type":"move","played":0,"notation":5}"#,
            "the field notation must be a string".into(),
        ),
        (
            r#"{"type":"move","played":0,"notation":"e2-e3","speed":9}"#,
            "a move has no field \"speed\": its fields are played and notation".into(),
        ),
        (
            r#"{"type":"resign","now":true}"#,
            "a resign has no fields, and no field \"now\"".into(),
        ),
        (
            r#"{"type":"offer_draw","x":1}"#,
            "an offer_draw has no fields, and no field \"x\"".into(),
        ),
        (
            r#"{"type":"propose_dead"}"#,
            "a propose_dead needs the field stones".into(),
        ),
        (
            r#"{"type":"create","game":"medea"}"#,
            "a create needs the field version".into(),
        ),
        (
            r#"{"type":"create","version":"1","game":"medea"}"#,
            "the field version must be a whole number".into(),
        ),
        (
            r#"{"type":"create","version":2}"#,
            "a create needs the field game".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medea","komi":300}"#,
            "the field komi must be a whole number from -128 to 127".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medea","komi":3}"#,
            "Medea has no options, and no option 'komi'".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"pillars","options":{"size":13}}"#,
            "Pillars of Medusa has no options, and no option 'size'".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"lotus","options":{"komi":1,"size":9}}"#,
            "Lotus has no option 'size': its options are komi".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medusa","options":{"komi":"3"}}"#,
            "the option komi must be a whole number, not \"3\"".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medusa","options":[3]}"#,
            "the field options must be an object of the game's options".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medusa","komi":3,"options":{"komi":3}}"#,
            "the komi is given twice: in the field komi and in options".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medea","side":"left"}"#,
            "the field side must be first, second or random".into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medea","clock":{"base_ms":"5"}}"#,
            "the field clock must be an object with base_ms and increment_ms, whole numbers \
             of milliseconds, or with days, a whole number of days a move"
                .into(),
        ),
        (
            r#"{"type":"create","version":2,"game":"medea","clock":{"days":-1}}"#,
            "the field clock must be an object with base_ms and increment_ms, whole numbers \
             of milliseconds, or with days, a whole number of days a move"
                .into(),
        ),
        (
            r#"{"type":"conditional","played":1,"lines":[["c3-d4",7]]}"#,
            "the field lines must be a list of lines, each a list of moves as strings".into(),
        ),
        (
            r#"{"type":"join","version":2}"#,
            "a join needs the field code".into(),
        ),
        (
            r#"{"type":"join","version":2,"code":7}"#,
            "the field code must be a room code: a string of six letters".into(),
        ),
        (
            r#"{"type":"join","version":2,"code":"ABC"}"#,
            "'ABC' is not a room code: a code is 6 letters (no I or O)".into(),
        ),
        (
            r#"{"type":"watch","version":2,"code":"ABCDEF","after":-2}"#,
            "the field after must be a whole number".into(),
        ),
        (
            r#"{"type":"resume","version":2,"code":"ABCDEF"}"#,
            "a resume needs the field token".into(),
        ),
        (
            r#"{"type":"resume","version":2,"code":"ABCDEF","token":"xyz"}"#,
            "a seat token is 32 hex digits".into(),
        ),
        (
            r#"{"type":"register","version":2}"#,
            "a register needs the field name".into(),
        ),
        (
            r#"{"type":"register","name":"Ann"}"#,
            "a register needs the field version".into(),
        ),
        (
            r#"{"type":"identify","version":2,"name":"Ann","key":"xyz"}"#,
            "the field key must be a player's key: a string of 32 hex digits".into(),
        ),
        (
            r#"{"type":"sign_in","version":2,"name":"Ann","password":12345678}"#,
            "the field password must be a string".into(),
        ),
        (
            r#"{"type":"set_password","password":"12345678","name":"Ann"}"#,
            "a set_password has no field \"name\": its fields are password".into(),
        ),
        // The first clients are told to update.
        (
            r#"{"type":"create","version":1,"game":"medea"}"#,
            "this client speaks protocol version 1 and the server 2: update the client \
             (reload the page, or install the new Medusa)"
                .into(),
        ),
        (
            r#"{"type":"register","version":1,"name":"Ann"}"#,
            "this client speaks protocol version 1 and the server 2: update the client \
             (reload the page, or install the new Medusa)"
                .into(),
        ),
    ];
    let mut client = Client::open(&server.url()).await;
    let mut wrong = Vec::new();
    for (frame, expected) in &table {
        client
            .connection
            .send_text(frame.to_string())
            .await
            .expect("sent");
        let refusal = client.error().await;
        if refusal != *expected {
            wrong.push(format!(
                "{frame}\n  gave     {refusal}\n  expected {expected}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    let _ = std::fs::remove_dir_all(&folder);
}

/// A room keeps its game's own options: the creator's welcome names them (the first
/// clients' `komi` read as the option), and so does a watcher's after the server is started
/// again on its database.
#[tokio::test]
async fn a_room_keeps_its_game_s_options() {
    use medusa::games::GameOptions;
    use medusa::online::{ClientMessage, PROTOCOL_VERSION, ServerMessage, SideChoice};

    let folder = temp_folder("options");
    let db = sqlite(&folder);
    let mut server = Server::start(&db, "127.0.0.1:0", &[]);
    let mut creator = Client::open(&server.url()).await;
    creator
        .connection
        .send_text(r#"{"type":"create","version":2,"game":"lotus","komi":-2}"#.to_string())
        .await
        .expect("sent");
    let ServerMessage::Welcome { room, .. } = creator.next().await else {
        panic!("a welcome");
    };
    assert_eq!(room.options, GameOptions::new().with("komi", -2));
    assert_eq!(room.first, 0);
    let code = room.code;
    let mut second = Client::open(&server.url()).await;
    second
        .send(ClientMessage::Create {
            version: PROTOCOL_VERSION,
            game: "medea".to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        })
        .await;
    let ServerMessage::Welcome { room, .. } = second.next().await else {
        panic!("a welcome");
    };
    assert!(room.options.is_empty());
    drop((creator, second));
    server.kill();

    let server = Server::start(&db, "127.0.0.1:0", &[]);
    let mut watcher = Client::open(&server.url()).await;
    watcher
        .send(ClientMessage::Watch {
            version: PROTOCOL_VERSION,
            code,
            after: None,
        })
        .await;
    let ServerMessage::Welcome { room, seat, .. } = watcher.next().await else {
        panic!("a welcome");
    };
    assert_eq!(
        (room.options.to_json(), seat),
        (r#"{"komi":-2}"#.to_string(), None)
    );
    let _ = std::fs::remove_dir_all(&folder);
}
