//! The static site (`web/build`'s output) and a room's record over plain HTTP. A file is
//! sent precompressed when the client accepts it and the site has it: `medusa_bg.wasm.br`
//! for `br`, `.gz` for `gzip`, beside the file itself.

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Path as UrlPath, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use crate::online::RoomCode;

use super::hub::Hub;

fn text(status: StatusCode, body: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        body,
    )
        .into_response()
}

/// `GET /api/rooms/CODE/record`: the game's text record, finished or in progress.
pub async fn record(State(hub): State<Arc<Hub>>, UrlPath(code): UrlPath<String>) -> Response {
    let code = match RoomCode::parse(&code) {
        Ok(code) => code,
        Err(why) => return text(StatusCode::BAD_REQUEST, format!("{why}\n")),
    };
    match hub.slot(code).await {
        Ok(slot) => {
            let record = slot.room.lock().await.record_text();
            text(StatusCode::OK, record)
        }
        Err(why) => text(StatusCode::NOT_FOUND, format!("{why}\n")),
    }
}

/// The type of a file by its extension.
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "ogg" => "audio/ogg",
        "wav" => "audio/wav",
        "ttf" => "font/ttf",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// A URL path with its `%XX` escapes decoded; `None` for a broken escape, a path that is
/// not UTF-8 once decoded, or a NUL.
fn decoded(path: &str) -> Option<String> {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    let text = String::from_utf8(out).ok()?;
    (!text.contains('\0')).then_some(text)
}

/// The file a site's path names, never outside the site's folder: the path is decoded
/// first, and a part that climbs (`..`), a root or a backslash is refused.
fn file_of(site: &Path, uri: &Uri) -> Option<PathBuf> {
    let path = decoded(uri.path())?;
    let mut file = site.to_path_buf();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => return None,
            _ if part.contains('\\') => return None,
            _ => match Path::new(part).components().next() {
                Some(Component::Normal(_)) => file.push(part),
                _ => return None,
            },
        }
    }
    if path.ends_with('/') || file.is_dir() {
        file.push("index.html");
    }
    Some(file)
}

/// Whether the client's `Accept-Encoding` takes `coding`: named (in any case) with a
/// weight above zero (`br;q=0` refuses it).
fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|item| {
            let mut parts = item.split(';').map(str::trim);
            let named = parts
                .next()
                .is_some_and(|name| name.eq_ignore_ascii_case(coding));
            let weight = parts
                .filter_map(|p| p.split_once('='))
                .find(|(key, _)| key.trim().eq_ignore_ascii_case("q"))
                .map_or(Some(1.0), |(_, q)| q.trim().parse::<f32>().ok());
            named && weight.is_some_and(|q| q > 0.0)
        })
}

/// A file of the site.
pub async fn file(State(hub): State<Arc<Hub>>, headers: HeaderMap, uri: Uri) -> Response {
    let Some(site) = hub.config.site.clone() else {
        return text(
            StatusCode::NOT_FOUND,
            "this server has no site\n".to_string(),
        );
    };
    let Some(path) = file_of(&site, &uri) else {
        return text(StatusCode::NOT_FOUND, "no such file\n".to_string());
    };
    let kind = content_type(&path);
    for (coding, suffix) in [("br", "br"), ("gzip", "gz")] {
        if !accepts(&headers, coding) {
            continue;
        }
        let mut packed = path.clone().into_os_string();
        packed.push(".");
        packed.push(suffix);
        if let Ok(bytes) = tokio::fs::read(&packed).await {
            let mut response = Response::new(Body::from(bytes));
            let h = response.headers_mut();
            h.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
            h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
            h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            return response;
        }
    }
    match tokio::fs::read(&path).await {
        Ok(bytes) => {
            let mut response = Response::new(Body::from(bytes));
            let h = response.headers_mut();
            h.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
            h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            response
        }
        Err(_) => text(StatusCode::NOT_FOUND, "no such file\n".to_string()),
    }
}
