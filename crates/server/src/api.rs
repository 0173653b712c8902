//! The lobby and the players as JSON over plain HTTP, for pages and programs that only look:
//! `GET /api/lobby` (the open challenges and the games being played) and
//! `GET /api/players/NAME` (a player's ratings, rated games and recent games) and
//! `GET /api/events/ID` (a club evening's rounds, pairings, results and standings), and
//! after the event `GET /api/events/ID/games` (its games' records one after another). Each
//! request is a lookup of its address's budget.

use std::sync::Arc;

use axum::Extension;
use axum::extract::{Path as UrlPath, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::address::quota_key;
use super::club_store;
use super::club_view::event_info;
use super::error::ServerError;
use super::hub::Hub;
use super::listener::Visitor;
use super::players::{Identity, fold};

/// The most rated games a player's page lists.
const HISTORY: usize = 50;

fn answer(status: StatusCode, body: Value) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        body.to_string(),
    )
        .into_response()
}

/// A refusal as JSON: `{"error": "..."}` with the status its kind calls for.
fn refused(error: ServerError) -> Response {
    let status = match &error {
        ServerError::TooOften(_) => StatusCode::TOO_MANY_REQUESTS,
        ServerError::Refused(_) => StatusCode::NOT_FOUND,
        _ => StatusCode::SERVICE_UNAVAILABLE,
    };
    answer(status, json!({ "error": error.reported() }))
}

/// `GET /api/lobby`: `{"challenges": [...], "games": [...]}` as the lobby's snapshot has
/// them.
pub async fn lobby(
    State(hub): State<Arc<Hub>>,
    Extension(visitor): Extension<Visitor>,
) -> Response {
    if let Err(error) = hub.take_lookup(quota_key(visitor.address)) {
        return refused(error);
    }
    let (challenges, games) = hub.lobby.listing();
    answer(
        StatusCode::OK,
        json!({ "challenges": challenges, "games": games }),
    )
}

/// `GET /api/players/NAME`: the player's name as registered, its ratings by game, its
/// latest rated games and its latest games.
pub async fn player(
    State(hub): State<Arc<Hub>>,
    Extension(visitor): Extension<Visitor>,
    UrlPath(name): UrlPath<String>,
) -> Response {
    if let Err(error) = hub.take_lookup(quota_key(visitor.address)) {
        return refused(error);
    }
    match page(&hub, &name).await {
        Ok(page) => answer(StatusCode::OK, page),
        Err(error) => refused(error),
    }
}

async fn page(hub: &Hub, name: &str) -> Result<Value, ServerError> {
    let stored = hub
        .store
        .player(&fold(name.trim()))
        .await?
        .ok_or_else(|| format!("there is no player {name:?} on this server"))?;
    let ratings: Vec<Value> = hub
        .store
        .ratings(stored.id)
        .await?
        .into_iter()
        .map(|kept| {
            json!({
                "game": kept.game,
                "rating": kept.rating.shown(),
                "deviation": kept.rating.deviation.round(),
                "games": kept.games,
            })
        })
        .collect();
    let history: Vec<Value> = hub
        .store
        .rating_history(stored.id, HISTORY)
        .await?
        .into_iter()
        .map(|line| {
            json!({
                "room": line.room,
                "game": line.game,
                "opponent": line.opponent,
                "score": line.score,
                "before": line.before.shown(),
                "after": line.after.shown(),
                "at_ms": line.at_ms,
            })
        })
        .collect();
    let identity = Identity {
        id: stored.id,
        name: stored.name.clone(),
    };
    let games = hub.my_games(&identity).await?;
    Ok(json!({
        "name": stored.name,
        "ratings": ratings,
        "history": history,
        "games": games,
    }))
}

/// The event whose number the address's `id` is, as the store keeps it, with its number.
async fn kept_event(hub: &Hub, id: &str) -> Result<(i64, club_store::KeptEvent), ServerError> {
    let number: i64 = id
        .parse()
        .map_err(|_| format!("{id:?} is no event's number"))?;
    let kept = club_store::event(&hub.store, number)
        .await?
        .ok_or_else(|| format!("there is no event {number} on this server"))?;
    Ok((number, kept))
}

/// `GET /api/events/ID`: the event's players, rounds with their boards and results, and
/// standings, as `club_event` tells them.
pub async fn event(
    State(hub): State<Arc<Hub>>,
    Extension(visitor): Extension<Visitor>,
    UrlPath(id): UrlPath<String>,
) -> Response {
    if let Err(error) = hub.take_lookup(quota_key(visitor.address)) {
        return refused(error);
    }
    let read = async {
        let (_, kept) = kept_event(&hub, &id).await?;
        Ok::<_, ServerError>(event_info(&kept))
    };
    match read.await {
        Ok(info) => answer(StatusCode::OK, json!(info)),
        Err(error) => refused(error),
    }
}

/// `GET /api/events/ID/games`, once the event is over: the records of its games played on
/// the server, one after another (each begins with its game's `Variant` header, then
/// `Event`, `Round` and `Board`), as `medusa replay` reads each.
pub async fn event_games(
    State(hub): State<Arc<Hub>>,
    Extension(visitor): Extension<Visitor>,
    UrlPath(id): UrlPath<String>,
) -> Response {
    if let Err(error) = hub.take_lookup(quota_key(visitor.address)) {
        return refused(error);
    }
    let read = async {
        let (number, kept) = kept_event(&hub, &id).await?;
        if kept.state != club_store::EventState::Ended {
            return Err(ServerError::from(format!(
                "event {number} is not over: its games are downloaded once it ends"
            )));
        }
        let mut records = String::new();
        for (r, (_, boards)) in kept.played.iter().enumerate() {
            for (b, board) in boards.iter().enumerate() {
                let Some(code) = board.room else {
                    continue;
                };
                let slot = hub.slot(code).await?;
                let headers = vec![
                    ("Event".to_string(), kept.name.clone()),
                    ("Round".to_string(), (r + 1).to_string()),
                    ("Board".to_string(), (b + 1).to_string()),
                ];
                let record = slot.room.lock().await.record_text_with(headers);
                if !records.is_empty() {
                    records.push('\n');
                }
                records.push_str(&record);
            }
        }
        Ok::<_, ServerError>(records)
    };
    match read.await {
        Ok(records) => (
            StatusCode::OK,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            records,
        )
            .into_response(),
        Err(error) => refused(error),
    }
}
