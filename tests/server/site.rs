//! The static site of `--site DIR`: a file is sent precompressed (`FILE.br`, `FILE.gz`, with
//! its `Content-Encoding`) when the request's `Accept-Encoding` allows it and plain
//! otherwise, always with the type of the file itself; a missing file is a 404, and no path
//! reaches outside the folder: not by climbing, not by a symbolic link, and no hidden file
//! (a dotfile) is served.

use std::path::Path;

use super::support::{Server, http_get, sqlite, temp_folder};

fn write(path: &Path, bytes: &[u8]) {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("a folder");
    }
    std::fs::write(path, bytes).expect("a file");
}

/// A request that is served: its target and `Accept-Encoding`; the body, `Content-Encoding`
/// and `Content-Type` it gets.
type Served = (
    &'static str,
    Option<&'static str>,
    &'static [u8],
    Option<&'static str>,
    &'static str,
);

#[test]
fn the_site_is_served_precompressed_when_the_client_accepts_it_and_never_outside_its_folder() {
    let folder = temp_folder("site");
    let site = folder.join("site");
    // The bodies are stand-ins: the server sends the files as they are.
    write(&site.join("index.html"), b"<p>home</p>");
    write(&site.join("app.js"), b"plain js");
    write(&site.join("app.js.br"), b"br js");
    write(&site.join("app.js.gz"), b"gz js");
    write(&site.join("medusa_bg.wasm"), b"\0asm plain");
    write(&site.join("medusa_bg.wasm.gz"), b"gz wasm");
    write(&site.join("style.css"), b"body{}");
    write(&site.join("help/index.html"), b"<p>help</p>");
    write(&site.join("a b.txt"), b"spaced");
    write(&folder.join("secret.txt"), b"not for the web");
    write(&folder.join("site-other/x.txt"), b"beside the site");
    write(&site.join(".hidden"), b"not for the web");
    write(&site.join(".git/config"), b"not for the web");
    write(&site.join("help/.env"), b"not for the web");
    std::os::unix::fs::symlink(folder.join("secret.txt"), site.join("out.txt")).expect("a link");
    std::os::unix::fs::symlink(folder.join("site-other"), site.join("other")).expect("a link");
    std::os::unix::fs::symlink(site.join("app.js"), site.join("in.js")).expect("a link");
    let site_arg = site.display().to_string();
    let server = Server::start(
        &sqlite(&folder),
        "127.0.0.1:0",
        &["--site", site_arg.as_str()],
    );
    let get = |target: &str, accept: Option<&str>| {
        let header = accept.map(|a| format!("Accept-Encoding: {a}"));
        let headers: Vec<&str> = header.iter().map(String::as_str).collect();
        http_get(&server.addr, target, &headers)
    };
    let js = "text/javascript; charset=utf-8";
    let served: &[Served] = &[
        (
            "/app.js",
            Some("gzip, deflate, br"),
            b"br js",
            Some("br"),
            js,
        ),
        ("/app.js", Some("br"), b"br js", Some("br"), js),
        ("/app.js", Some("gzip"), b"gz js", Some("gzip"), js),
        ("/app.js", Some("br;q=0, gzip"), b"gz js", Some("gzip"), js),
        (
            "/app.js",
            Some("br; q=0.000, gzip;q=0.5"),
            b"gz js",
            Some("gzip"),
            js,
        ),
        ("/app.js", Some("GZIP"), b"gz js", Some("gzip"), js),
        ("/app.js", Some("gzip;q=0, br;q=0"), b"plain js", None, js),
        ("/app.js", Some("identity"), b"plain js", None, js),
        ("/app.js", Some("deflate"), b"plain js", None, js),
        ("/app.js", None, b"plain js", None, js),
        (
            "/medusa_bg.wasm",
            Some("gzip, deflate, br"),
            b"gz wasm",
            Some("gzip"),
            "application/wasm",
        ),
        (
            "/medusa_bg.wasm",
            None,
            b"\0asm plain",
            None,
            "application/wasm",
        ),
        (
            "/style.css",
            Some("gzip, br"),
            b"body{}",
            None,
            "text/css; charset=utf-8",
        ),
        ("/", None, b"<p>home</p>", None, "text/html; charset=utf-8"),
        (
            "/index.html",
            None,
            b"<p>home</p>",
            None,
            "text/html; charset=utf-8",
        ),
        (
            "/help/",
            None,
            b"<p>help</p>",
            None,
            "text/html; charset=utf-8",
        ),
        (
            "/help",
            None,
            b"<p>help</p>",
            None,
            "text/html; charset=utf-8",
        ),
        (
            "/./help/./index.html",
            None,
            b"<p>help</p>",
            None,
            "text/html; charset=utf-8",
        ),
        ("/app.js?v=3", Some("br"), b"br js", Some("br"), js),
        ("/in.js", None, b"plain js", None, js),
        (
            "/a%20b.txt",
            None,
            b"spaced",
            None,
            "text/plain; charset=utf-8",
        ),
    ];
    for &(target, accept, body, encoding, kind) in served {
        let response = get(target, accept);
        let what = format!("GET {target} with Accept-Encoding {accept:?}");
        assert_eq!(response.status, 200, "{what}");
        assert_eq!(response.body, body, "{what}");
        assert_eq!(response.header("content-encoding"), encoding, "{what}");
        assert_eq!(response.header("content-type"), Some(kind), "{what}");
        assert_eq!(
            response.header("vary"),
            Some("accept-encoding"),
            "{what}: caches keep the copies apart"
        );
    }
    // Missing files, and every way out of the folder: 404, and never the secret.
    for target in [
        "/missing.js",
        "/help/missing.html",
        "/app.js.zst",
        "/../secret.txt",
        "/help/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/..%2fsecret.txt",
        "/..%5csecret.txt",
        "/%2e%2e%2fsecret.txt",
        "/../site-other/x.txt",
        "//etc/passwd",
        "/%2fetc/passwd",
        "/secret.txt%00.html",
        "/%ff.txt",
        "/.hidden",
        "/%2ehidden",
        "/.git/config",
        "/help/.env",
        "/out.txt",
        "/other/x.txt",
    ] {
        for accept in [None, Some("gzip, br")] {
            let response = get(target, accept);
            let what = format!("GET {target} with Accept-Encoding {accept:?}");
            assert_eq!(response.status, 404, "{what}");
            assert_eq!(response.header("content-encoding"), None, "{what}");
            assert!(
                !String::from_utf8_lossy(&response.body).contains("not for the web"),
                "{what}"
            );
            assert!(
                !String::from_utf8_lossy(&response.body).contains("beside the site"),
                "{what}"
            );
        }
    }
    // A server without a site serves none.
    let bare_db = folder.join("bare.sqlite").display().to_string();
    let bare = Server::start(&bare_db, "127.0.0.1:0", &[]);
    let response = http_get(&bare.addr, "/index.html", &[]);
    assert_eq!(response.status, 404);
    assert_eq!(response.body, b"this server has no site\n");
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}
