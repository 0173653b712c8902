//! A game of each of the four games played to its end by two bots, watched by a third
//! connection that sees every event in order and plays the moves on a game of its own.

use std::time::Duration;

use medusa::games::GAMES;
use medusa::games::contract::GameOptions;
use medusa::online::{Invitation, RoomCode, RoomEvent};

use super::support::{Bot, Client, Server, record, sqlite, temp_folder};

/// Watches room `code` from its start to its end: the result, after checking that the
/// events came numbered 1, 2, 3, ... and that every move was legal on the watcher's game,
/// which ends as the room says.
async fn watch_to_the_end(url: &str, code: RoomCode, game: &str) -> (String, usize) {
    let (mut watcher, _) = Client::watch(url, code, None).await;
    let mut own = GAMES
        .find(game)
        .expect("a game")
        .start(&GameOptions::default())
        .expect("a fresh game");
    let mut expected = 1;
    let mut moves = 0;
    loop {
        let (seq, event) = watcher.event().await;
        assert_eq!(seq, expected, "events come in order, none missing");
        expected += 1;
        match event {
            RoomEvent::Moved { notation, .. } => {
                own.play_token(&notation)
                    .unwrap_or_else(|e| panic!("{game}: {notation} is legal: {e}"));
                moves += 1;
            }
            RoomEvent::DeadAgreed { stones, .. } => {
                own.conclude_agreement(&stones)
                    .expect("the agreed dead groups");
            }
            RoomEvent::Ended { result } => {
                assert_eq!(own.outcome().as_deref(), Some(result.as_str()), "{game}");
                return (result, moves);
            }
            _ => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_game_is_played_to_its_end_by_two_bots_and_watched() {
    let folder = temp_folder("games");
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--messages-per-second", "1000"],
    );
    let url = server.url();
    let mut games = Vec::new();
    for (i, game) in ["medusa", "lotus", "medea", "pillars"]
        .into_iter()
        .enumerate()
    {
        let seed = (i + 7).to_string();
        let creator = Bot::start(
            &url,
            &["--create", game, "--engine", "random", "--seed", &seed],
        );
        let invitation = creator.line(Duration::from_secs(20));
        let code = Invitation::parse(&invitation)
            .expect("the creator's first line is the room's invitation")
            .code;
        let watching = tokio::spawn(watch_to_the_end_owned(url.clone(), code, game));
        let joiner = Bot::start(
            &url,
            &["--join", &invitation, "--engine", "random", "--seed", "3"],
        );
        games.push((game, code, creator, joiner, watching));
    }
    for (game, code, creator, joiner, watching) in games {
        let (result, moves) = watching.await.expect("the watcher");
        assert!(moves > 10, "{game}: a whole game, not {moves} moves");
        for bot in [creator, joiner] {
            let (last, ok) =
                tokio::task::spawn_blocking(move || bot.finish(Duration::from_secs(60)))
                    .await
                    .expect("the bot");
            assert!(ok, "{game}: the bot ends well");
            assert_eq!(last, result, "{game}: the bot's last line is the result");
        }
        let (status, text) = record(&server.addr, code.as_str());
        assert_eq!(status, 200);
        let replayed = GAMES
            .read_record(&text)
            .and_then(|r| r.replay())
            .unwrap_or_else(|e| panic!("{game}: the record replays: {e}\n{text}"));
        assert_eq!(replayed.turns_played(), moves, "{game}");
        assert_eq!(
            replayed.outcome().as_deref(),
            Some(result.as_str()),
            "{game}"
        );
    }
    let _ = std::fs::remove_dir_all(&folder);
}

async fn watch_to_the_end_owned(
    url: String,
    code: RoomCode,
    game: &'static str,
) -> (String, usize) {
    watch_to_the_end(&url, code, game).await
}
