//! The site's files are streamed, never read whole: 40 downloads of an 18 MB file that are
//! never read leave the server's memory far below the 40 copies that reading them whole
//! took. And each file names its version for caches: `ETag` and `Last-Modified`, answered
//! `304 Not Modified` when a request names the same version, `Cache-Control` a year for a
//! name with a content hash and `no-cache` for the rest.

use std::io::Write;
use std::path::Path;
use std::time::Duration;

use super::support::{Server, http_get, sqlite, temp_folder};

/// The big file's size.
const BIG: usize = 18 * 1024 * 1024;

/// `len` bytes that do not compress (a xorshift generator's output).
fn noise(len: usize) -> Vec<u8> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut bytes = Vec::with_capacity(len + 8);
    while bytes.len() < len {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        bytes.extend_from_slice(&state.to_le_bytes());
    }
    bytes.truncate(len);
    bytes
}

fn write(path: &Path, bytes: &[u8]) {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("a folder");
    }
    std::fs::write(path, bytes).expect("a file");
}

#[test]
fn unread_downloads_of_a_big_file_do_not_fill_the_server_s_memory() {
    let folder = temp_folder("downloads");
    let site = folder.join("site");
    let big = noise(BIG);
    write(&site.join("big.bin"), &big);
    let site_arg = site.display().to_string();
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--site", &site_arg]);
    // A download that is read comes whole, with its length.
    let response = http_get(&server.addr, "/big.bin", &[]);
    assert_eq!(response.status, 200);
    assert_eq!(response.header("content-length"), Some("18874368"));
    assert!(response.body == big, "the file comes as it is");
    let before = server.resident_bytes();
    let mut unread = Vec::new();
    for _ in 0..40 {
        let mut stream = std::net::TcpStream::connect(&server.addr).expect("a connection");
        write!(
            stream,
            "GET /big.bin HTTP/1.1\r\nHost: {}\r\n\r\n",
            server.addr
        )
        .expect("the request");
        unread.push(stream);
    }
    // The server sends what the sockets take, then waits.
    let mut after = 0;
    for _ in 0..10 {
        std::thread::sleep(Duration::from_millis(300));
        after = after.max(server.resident_bytes());
    }
    eprintln!(
        "the server's memory: {} MB before, {} MB with 40 unread downloads of an 18 MB file",
        before / 1_000_000,
        after / 1_000_000
    );
    assert!(
        after < 150_000_000,
        "{} MB with 40 unread downloads",
        after / 1_000_000
    );
    drop(unread);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn files_name_their_version_and_how_long_to_keep_them() {
    let folder = temp_folder("caching");
    let site = folder.join("site");
    write(&site.join("index.html"), b"<p>home</p>");
    write(&site.join("medusa.js"), b"plain js");
    write(&site.join("medusa.js.gz"), b"gz js");
    write(&site.join("app-3f2a9c1b.js"), b"hashed js");
    let site_arg = site.display().to_string();
    let server = Server::start(&sqlite(&folder), "127.0.0.1:0", &["--site", &site_arg]);
    let addr = server.addr.as_str();
    for (target, cache) in [
        ("/", "no-cache"),
        ("/index.html", "no-cache"),
        ("/medusa.js", "no-cache"),
        ("/app-3f2a9c1b.js", "public, max-age=31536000, immutable"),
    ] {
        let response = http_get(addr, target, &[]);
        assert_eq!(response.status, 200, "{target}");
        assert_eq!(response.header("cache-control"), Some(cache), "{target}");
        let etag = response.header("etag").expect("an ETag").to_string();
        let modified = response
            .header("last-modified")
            .expect("a Last-Modified")
            .to_string();
        // The same version named back: 304, no body.
        for condition in [
            format!("If-None-Match: {etag}"),
            format!("If-None-Match: \"other\", {etag}"),
            format!("If-Modified-Since: {modified}"),
        ] {
            let again = http_get(addr, target, &[condition.as_str()]);
            assert_eq!(again.status, 304, "{target} with {condition}");
            assert!(again.body.is_empty(), "{target} with {condition}");
            assert_eq!(again.header("etag"), Some(etag.as_str()));
            assert_eq!(again.header("cache-control"), Some(cache));
        }
        // Another version: the file.
        let other = http_get(addr, target, &["If-None-Match: \"other\""]);
        assert_eq!(other.status, 200, "{target}");
        let old = http_get(
            addr,
            target,
            &["If-Modified-Since: Thu, 01 Jan 1998 00:00:00 GMT"],
        );
        assert_eq!(old.status, 200, "{target}");
    }
    // The compressed copy is another version of the file, with a tag of its own.
    let plain = http_get(addr, "/medusa.js", &[]);
    let packed = http_get(addr, "/medusa.js", &["Accept-Encoding: gzip"]);
    assert_eq!(packed.body, b"gz js");
    assert_ne!(plain.header("etag"), packed.header("etag"));
    let _ = std::fs::remove_dir_all(&folder);
}
