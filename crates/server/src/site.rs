//! The static site (`web/build`'s output) and a room's record over plain HTTP. A file is
//! sent precompressed when the client accepts it and the site has it: `medusa_bg.wasm.br`
//! for `br`, `.gz` for `gzip`, beside the file itself.
//!
//! Files are streamed, a piece at a time, never read whole: a download that is not read
//! holds one piece of it. Each response names its version (`ETag`, `Last-Modified`) and a
//! request that names the same version is answered `304 Not Modified`. A file whose name
//! holds a hash of its content (`app-3f2a9c1b.js`) never changes under its name and is cached
//! for a year; every other file (`index.html`, `medusa.js`) is checked again on each use
//! (`no-cache`), which costs a 304 when it has not changed.
//!
//! Only files inside the folder are served: no part of the path may climb (`..`) or be
//! hidden (a dotfile), and a symbolic link is followed only to a file inside the folder.

use std::fs::Metadata;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::Extension;
use axum::body::{Body, Bytes};
use axum::extract::{Path as UrlPath, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use tokio::io::AsyncReadExt;

use medusa_online::RoomCode;

use super::address::quota_key;
use super::error::ServerError;
use super::hub::Hub;
use super::listener::Visitor;

fn text(status: StatusCode, body: String) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        body,
    )
        .into_response()
}

/// `GET /api/rooms/CODE/record`: the game's text record, finished or in progress.
pub async fn record(
    State(hub): State<Arc<Hub>>,
    Extension(visitor): Extension<Visitor>,
    UrlPath(code): UrlPath<String>,
) -> Response {
    let code = match RoomCode::parse(&code) {
        Ok(code) => code,
        Err(why) => return text(StatusCode::BAD_REQUEST, format!("{why}\n")),
    };
    match hub.look_up(code, quota_key(visitor.address)).await {
        Ok(slot) => {
            let record = slot.room.lock().await.record_text();
            text(StatusCode::OK, record)
        }
        Err(ServerError::TooOften(why)) => text(StatusCode::TOO_MANY_REQUESTS, format!("{why}\n")),
        Err(ServerError::Refused(why)) => text(StatusCode::NOT_FOUND, format!("{why}\n")),
        Err(fault) => text(
            StatusCode::SERVICE_UNAVAILABLE,
            format!("{}\n", fault.reported()),
        ),
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
/// first, and a part that climbs (`..`), a hidden part (`.git`), a root or a backslash is
/// refused.
fn file_of(site: &Path, uri: &Uri) -> Option<PathBuf> {
    let path = decoded(uri.path())?;
    let mut file = site.to_path_buf();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            _ if part.starts_with('.') => return None,
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

/// The bytes read from a file at a time, and so the most a download holds of it.
const PIECE: usize = 64 * 1024;

/// `Cache-Control` for a file named so: a year for a name with a hash of its content in it,
/// a check on each use otherwise.
fn cache_control(path: &Path) -> &'static str {
    if path
        .file_name()
        .and_then(|n| n.to_str())
        .is_some_and(hashed)
    {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    }
}

/// Whether a file's name holds a content hash: a part of its stem (split at `-`, `.` and
/// `_`) of at least 8 hex digits with a digit among them (`app-3f2a9c1b.js`,
/// `medusa_bg.0f3a99c1d2.wasm`).
fn hashed(name: &str) -> bool {
    let stem = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
    stem.split(['-', '.', '_']).any(|part| {
        part.len() >= 8
            && part.chars().all(|c| c.is_ascii_hexdigit())
            && part.chars().any(|c| c.is_ascii_digit())
    })
}

/// A file opened for sending, with what its headers say of it.
struct Opened {
    file: tokio::fs::File,
    length: u64,
    modified: Option<SystemTime>,
    etag: String,
}

/// Opens `path` if it is a file inside `site` once symbolic links are followed.
async fn open_within(site: &Path, path: &Path, coding: Option<&str>) -> Option<Opened> {
    let root = tokio::fs::canonicalize(site).await.ok()?;
    let real = tokio::fs::canonicalize(path).await.ok()?;
    if !real.starts_with(&root) {
        return None;
    }
    let file = tokio::fs::File::open(&real).await.ok()?;
    let metadata: Metadata = file.metadata().await.ok()?;
    if !metadata.is_file() {
        return None;
    }
    let modified = metadata.modified().ok();
    let nanos = modified
        .and_then(|m| m.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    let etag = format!(
        "\"{:x}-{nanos:x}{}\"",
        metadata.len(),
        coding.map_or(String::new(), |c| format!("-{c}"))
    );
    Some(Opened {
        file,
        length: metadata.len(),
        modified,
        etag,
    })
}

/// Whether the request's conditions name the version it would be sent (`If-None-Match`
/// with its tag or `*`; without that header, `If-Modified-Since` no earlier than its date).
fn not_modified(headers: &HeaderMap, opened: &Opened) -> bool {
    let tags: Vec<&str> = headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect();
    if !tags.is_empty() {
        return tags
            .iter()
            .any(|tag| *tag == "*" || tag.trim_start_matches("W/") == opened.etag);
    }
    let since = headers
        .get(header::IF_MODIFIED_SINCE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| httpdate::parse_http_date(v).ok());
    match (since, opened.modified) {
        (Some(since), Some(modified)) => {
            let whole = |t: SystemTime| t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
            whole(modified) <= whole(since)
        }
        _ => false,
    }
}

/// The file's bytes, a piece at a time.
fn streamed(file: tokio::fs::File) -> Body {
    let pieces = futures_util::stream::unfold(Some(file), |file| async move {
        let mut file = file?;
        let mut piece = vec![0u8; PIECE];
        match file.read(&mut piece).await {
            Ok(0) => None,
            Ok(n) => {
                piece.truncate(n);
                Some((Ok(Bytes::from(piece)), Some(file)))
            }
            Err(error) => Some((Err(error), None)),
        }
    });
    Body::from_stream(pieces)
}

/// The response for an opened file: its headers, and its bytes unless the client has them.
fn send(
    opened: Opened,
    request: &HeaderMap,
    kind: &'static str,
    coding: Option<&'static str>,
    cache: &'static str,
) -> Response {
    let fresh = not_modified(request, &opened);
    let mut response = if fresh {
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        response
    } else {
        let length = opened.length;
        let mut response = Response::new(streamed(opened.file));
        response
            .headers_mut()
            .insert(header::CONTENT_LENGTH, HeaderValue::from(length));
        response
    };
    let h = response.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    if let Some(coding) = coding {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if let Ok(etag) = HeaderValue::from_str(&opened.etag) {
        h.insert(header::ETAG, etag);
    }
    if let Some(modified) = opened.modified
        && let Ok(date) = HeaderValue::from_str(&httpdate::fmt_http_date(modified))
    {
        h.insert(header::LAST_MODIFIED, date);
    }
    response
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
    let cache = cache_control(&path);
    for (coding, suffix) in [("br", "br"), ("gzip", "gz")] {
        if !accepts(&headers, coding) {
            continue;
        }
        let mut packed = path.clone().into_os_string();
        packed.push(".");
        packed.push(suffix);
        if let Some(opened) = open_within(&site, Path::new(&packed), Some(coding)).await {
            return send(opened, &headers, kind, Some(coding), cache);
        }
    }
    match open_within(&site, &path, None).await {
        Some(opened) => send(opened, &headers, kind, None, cache),
        None => text(StatusCode::NOT_FOUND, "no such file\n".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_with_a_content_hash_are_told_apart() {
        for name in [
            "app-3f2a9c1b.js",
            "medusa_bg.0f3a99c1d2.wasm",
            "font-12345678.woff2",
        ] {
            assert!(hashed(name), "{name}");
        }
        for name in [
            "index.html",
            "medusa.js",
            "medusa_bg.wasm",
            "app-deadbeef.js",
        ] {
            assert!(!hashed(name), "{name}");
        }
    }
}
