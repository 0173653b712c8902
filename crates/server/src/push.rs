//! Web Push: the server's VAPID key pair, made once and kept in a file; a message encrypted
//! for one browser's subscription (RFC 8291, `aes128gcm`), signed for its push service
//! (VAPID, RFC 8292) and posted to the subscription's endpoint (RFC 8030).
//!
//! The cryptography is ring's (P-256 key agreement and ECDSA, HKDF-SHA-256, AES-128-GCM);
//! the post is hyper's HTTP/1.1 client, over rustls with the system's certificate
//! authorities for `https://` endpoints. Every step of a post has a time limit: a push
//! service that does not answer holds nothing but its own task.

use std::path::Path;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Request, Uri};
use hyper_util::rt::TokioIo;
use ring::rand::SystemRandom;
use ring::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair, KeyPair};
use ring::{aead, agreement, hkdf};

/// How long a post to a push service may take, from connecting to its answer.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// How long a push service keeps a message for a browser that is offline (seconds).
const TTL_SECONDS: u64 = 4 * 86_400;

/// How long a VAPID signature is good for (at most 24 hours, RFC 8292).
const JWT_SECONDS: u64 = 12 * 3_600;

/// The record size written in the `aes128gcm` header: the whole message is one record.
const RECORD_SIZE: u32 = 4096;

/// The most bytes of a message's JSON (a push service takes 4096 bytes with the header and
/// the tag).
const MAX_PAYLOAD_BYTES: usize = 3_000;

/// The PEM label of the key file.
const PEM_LABEL: &str = "PRIVATE KEY";

/// A subscription's keys, read from the browser's base64url: its P-256 public key
/// (uncompressed, 65 bytes) and its authentication secret (16 bytes).
#[derive(Clone, Debug)]
pub struct BrowserKeys {
    pub p256dh: Vec<u8>,
    pub auth: [u8; 16],
}

impl BrowserKeys {
    /// The keys a browser gave (base64url, with or without padding), or the sentence that
    /// refuses them.
    pub fn read(p256dh: &str, auth: &str) -> Result<BrowserKeys, String> {
        let decode = |text: &str| URL_SAFE_NO_PAD.decode(text.trim_end_matches('='));
        let public = decode(p256dh)
            .ok()
            .filter(|key| key.len() == 65 && key[0] == 4)
            .ok_or("p256dh is not a P-256 public key (65 bytes, base64url)")?;
        // A point off the curve is refused by a trial agreement.
        let trial = agreement::EphemeralPrivateKey::generate(&agreement::ECDH_P256, &rng())
            .map_err(|_| "the server could not make a key")?;
        agreement::agree_ephemeral(
            trial,
            &agreement::UnparsedPublicKey::new(&agreement::ECDH_P256, &public),
            |_| (),
        )
        .map_err(|_| "p256dh is not a point of P-256")?;
        let auth: [u8; 16] = decode(auth)
            .ok()
            .and_then(|secret| secret.try_into().ok())
            .ok_or("auth is not a 16-byte secret (base64url)")?;
        Ok(BrowserKeys {
            p256dh: public,
            auth,
        })
    }
}

fn rng() -> SystemRandom {
    SystemRandom::new()
}

/// The server's VAPID key pair.
pub struct Vapid {
    pair: EcdsaKeyPair,
    /// Who runs the server, for the push services (`mailto:` or `https:`), if given.
    contact: Option<String>,
}

impl Vapid {
    /// The key pair kept in `path` (PKCS#8 in PEM), made and written there (readable by its
    /// owner only) when the file does not exist.
    pub fn load_or_make(path: &Path, contact: Option<String>) -> Result<Vapid, String> {
        let shown = path.display();
        let der = match std::fs::read_to_string(path) {
            Ok(text) => {
                let body: String = text
                    .lines()
                    .filter(|line| !line.starts_with("-----"))
                    .collect();
                STANDARD
                    .decode(body.trim())
                    .map_err(|_| format!("the push key {shown} is not a PEM file"))?
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                let document =
                    EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng())
                        .map_err(|_| "the server could not make a push key".to_string())?;
                let der = document.as_ref().to_vec();
                write_private(path, &pem(&der))
                    .map_err(|e| format!("cannot write the push key {shown}: {e}"))?;
                tracing::info!("made the push key {shown}");
                der
            }
            Err(error) => return Err(format!("cannot read the push key {shown}: {error}")),
        };
        let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &der, &rng())
            .map_err(|_| format!("the push key {shown} is not a P-256 key made by medusa serve"))?;
        Ok(Vapid { pair, contact })
    }

    /// The public key as browsers take it (`applicationServerKey`): the uncompressed point,
    /// base64url.
    pub fn public_key(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.pair.public_key().as_ref())
    }

    /// The `Authorization` header for a push service at `audience` (`https://host`): a JWT
    /// signed with ES256, and the public key.
    fn authorization(&self, audience: &str) -> Result<String, String> {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let header = URL_SAFE_NO_PAD.encode(r#"{"typ":"JWT","alg":"ES256"}"#);
        let mut claims = serde_json::json!({ "aud": audience, "exp": now + JWT_SECONDS });
        if let Some(contact) = &self.contact {
            claims["sub"] = contact.clone().into();
        }
        let claims = URL_SAFE_NO_PAD.encode(claims.to_string());
        let input = format!("{header}.{claims}");
        let signature = self
            .pair
            .sign(&rng(), input.as_bytes())
            .map_err(|_| "the push message could not be signed")?;
        let signature = URL_SAFE_NO_PAD.encode(signature.as_ref());
        Ok(format!(
            "vapid t={input}.{signature}, k={}",
            self.public_key()
        ))
    }
}

/// A DER document in PEM.
fn pem(der: &[u8]) -> String {
    let text = STANDARD.encode(der);
    let mut out = format!("-----BEGIN {PEM_LABEL}-----\n");
    for line in text.as_bytes().chunks(64) {
        out.push_str(&String::from_utf8_lossy(line));
        out.push('\n');
    }
    out.push_str(&format!("-----END {PEM_LABEL}-----\n"));
    out
}

/// Writes a new file readable by its owner only.
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)?.write_all(text.as_bytes())
}

/// HKDF's output length, as ring asks for it.
struct Len(usize);

impl hkdf::KeyType for Len {
    fn len(&self) -> usize {
        self.0
    }
}

fn expand(prk: &hkdf::Prk, info: &[u8], out: &mut [u8]) -> Result<(), ring::error::Unspecified> {
    prk.expand(&[info], Len(out.len()))?.fill(out)
}

/// `payload` encrypted for the browser of `keys` (RFC 8291): the `aes128gcm` header (salt,
/// record size, the server's one-time public key) and the one record.
pub fn encrypt(payload: &[u8], keys: &BrowserKeys) -> Result<Vec<u8>, String> {
    if payload.len() > MAX_PAYLOAD_BYTES {
        return Err(format!(
            "a push message has at most {MAX_PAYLOAD_BYTES} bytes, not {}",
            payload.len()
        ));
    }
    let failed = |_| "the push message could not be encrypted".to_string();
    let rng = rng();
    let private =
        agreement::EphemeralPrivateKey::generate(&agreement::ECDH_P256, &rng).map_err(failed)?;
    let public = private.compute_public_key().map_err(failed)?;
    let public = public.as_ref().to_vec();
    let shared = agreement::agree_ephemeral(
        private,
        &agreement::UnparsedPublicKey::new(&agreement::ECDH_P256, &keys.p256dh),
        |secret| secret.to_vec(),
    )
    .map_err(failed)?;
    // The input key: the shared secret mixed with the browser's secret and both public keys.
    let prk_key = hkdf::Salt::new(hkdf::HKDF_SHA256, &keys.auth).extract(&shared);
    let mut info = b"WebPush: info\0".to_vec();
    info.extend_from_slice(&keys.p256dh);
    info.extend_from_slice(&public);
    let mut ikm = [0u8; 32];
    expand(&prk_key, &info, &mut ikm).map_err(failed)?;
    let mut salt = [0u8; 16];
    ring::rand::SecureRandom::fill(&rng, &mut salt).map_err(failed)?;
    let prk = hkdf::Salt::new(hkdf::HKDF_SHA256, &salt).extract(&ikm);
    let mut cek = [0u8; 16];
    expand(&prk, b"Content-Encoding: aes128gcm\0", &mut cek).map_err(failed)?;
    let mut nonce = [0u8; 12];
    expand(&prk, b"Content-Encoding: nonce\0", &mut nonce).map_err(failed)?;
    // The one record: the payload and its delimiter (2: the last record), no padding.
    let mut record = payload.to_vec();
    record.push(2);
    let key =
        aead::LessSafeKey::new(aead::UnboundKey::new(&aead::AES_128_GCM, &cek).map_err(failed)?);
    key.seal_in_place_append_tag(
        aead::Nonce::assume_unique_for_key(nonce),
        aead::Aad::empty(),
        &mut record,
    )
    .map_err(failed)?;
    let mut body = Vec::with_capacity(86 + record.len());
    body.extend_from_slice(&salt);
    body.extend_from_slice(&RECORD_SIZE.to_be_bytes());
    body.push(public.len() as u8);
    body.extend_from_slice(&public);
    body.extend_from_slice(&record);
    Ok(body)
}

/// Where a push message goes: an endpoint's scheme, host and port, and its path.
pub struct Endpoint {
    uri: Uri,
    host: String,
    port: u16,
    https: bool,
}

impl Endpoint {
    /// An endpoint's address, read: `https://host[:port]/path`, or, where `loopback_http`
    /// (tests), `http://127.0.0.1:port/path` too.
    pub fn read(text: &str, loopback_http: bool) -> Result<Endpoint, String> {
        let uri: Uri = text
            .parse()
            .map_err(|_| "that push endpoint is not an address".to_string())?;
        let https = match uri.scheme_str() {
            Some("https") => true,
            Some("http") if loopback_http && uri.host() == Some("127.0.0.1") => false,
            _ => return Err("a push endpoint is an https:// address".into()),
        };
        let host = uri
            .host()
            .filter(|host| !host.is_empty())
            .ok_or("that push endpoint names no host")?
            .to_string();
        let port = uri.port_u16().unwrap_or(if https { 443 } else { 80 });
        Ok(Endpoint {
            uri,
            host,
            port,
            https,
        })
    }

    /// The origin VAPID's audience names: `https://host[:port]`.
    fn origin(&self) -> String {
        let scheme = if self.https { "https" } else { "http" };
        match self.uri.port_u16() {
            Some(port) => format!("{scheme}://{}:{port}", self.host),
            None => format!("{scheme}://{}", self.host),
        }
    }
}

/// The TLS client's settings: the system's certificate authorities, HTTP/1.1.
fn tls() -> Arc<rustls::ClientConfig> {
    static CONFIG: OnceLock<Arc<rustls::ClientConfig>> = OnceLock::new();
    Arc::clone(CONFIG.get_or_init(|| {
        let mut roots = rustls::RootCertStore::empty();
        let found = rustls_native_certs::load_native_certs();
        for error in &found.errors {
            tracing::warn!("a certificate authority could not be read: {error}");
        }
        roots.add_parsable_certificates(found.certs);
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut config = match rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
        {
            Ok(builder) => builder.with_root_certificates(roots).with_no_client_auth(),
            // ring's provider supports the default versions; this is never reached.
            Err(error) => {
                tracing::error!("TLS for push could not be set up: {error}");
                rustls::ClientConfig::builder_with_protocol_versions(&[])
                    .with_root_certificates(rustls::RootCertStore::empty())
                    .with_no_client_auth()
            }
        };
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Arc::new(config)
    }))
}

/// Posts `payload` to the browser subscribed at `endpoint` with `keys`: the push service's
/// status code.
pub async fn send(
    vapid: &Vapid,
    endpoint: &Endpoint,
    keys: &BrowserKeys,
    payload: &[u8],
) -> Result<u16, String> {
    let body = encrypt(payload, keys)?;
    let authorization = vapid.authorization(&endpoint.origin())?;
    let path = endpoint
        .uri
        .path_and_query()
        .map_or("/", |path| path.as_str())
        .to_string();
    let host = match endpoint.uri.port_u16() {
        Some(port) => format!("{}:{port}", endpoint.host),
        None => endpoint.host.clone(),
    };
    let request = Request::post(path)
        .header("host", host)
        .header("authorization", authorization)
        .header("ttl", TTL_SECONDS.to_string())
        .header("urgency", "normal")
        .header("content-encoding", "aes128gcm")
        .header("content-type", "application/octet-stream")
        .header("content-length", body.len().to_string())
        .body(Full::new(Bytes::from(body)))
        .map_err(|e| format!("the push request could not be written: {e}"))?;
    let stream = tokio::net::TcpStream::connect((endpoint.host.as_str(), endpoint.port))
        .await
        .map_err(|e| format!("cannot connect to {}: {e}", endpoint.host))?;
    if endpoint.https {
        let name = rustls::pki_types::ServerName::try_from(endpoint.host.clone())
            .map_err(|e| format!("{} is not a server's name: {e}", endpoint.host))?;
        let stream = tokio_rustls::TlsConnector::from(tls())
            .connect(name, stream)
            .await
            .map_err(|e| format!("no TLS with {}: {e}", endpoint.host))?;
        post(stream, request).await
    } else {
        post(stream, request).await
    }
}

/// One request on a new HTTP/1.1 connection: the answer's status.
async fn post<S>(stream: S, request: Request<Full<Bytes>>) -> Result<u16, String>
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let (mut sender, connection) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|e| format!("the push service's HTTP failed: {e}"))?;
    let driver = tokio::spawn(connection);
    let answer = sender
        .send_request(request)
        .await
        .map_err(|e| format!("the push service did not answer: {e}"));
    driver.abort();
    Ok(answer?.status().as_u16())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_are_https_or_a_tests_loopback() {
        let read = |text: &str, loopback: bool| Endpoint::read(text, loopback).map(|e| e.origin());
        assert_eq!(
            read("https://push.example/send/abc", false),
            Ok("https://push.example".to_string())
        );
        assert_eq!(
            read("https://push.example:8443/x", false),
            Ok("https://push.example:8443".to_string())
        );
        let refused = Err("a push endpoint is an https:// address".to_string());
        assert_eq!(read("http://push.example/x", false), refused);
        assert_eq!(read("http://127.0.0.1:9/x", false), refused);
        assert_eq!(read("http://10.0.0.1:9/x", true), refused);
        assert_eq!(
            read("http://127.0.0.1:9/x", true),
            Ok("http://127.0.0.1:9".to_string())
        );
    }

    #[test]
    fn a_browsers_keys_are_checked() {
        let auth = URL_SAFE_NO_PAD.encode([7u8; 16]);
        let mut point = vec![4u8];
        point.extend_from_slice(&[1u8; 64]);
        assert_eq!(
            BrowserKeys::read(&URL_SAFE_NO_PAD.encode(&point), &auth).map(|_| ()),
            Err("p256dh is not a point of P-256".to_string())
        );
        assert_eq!(
            BrowserKeys::read("AAAA", &auth).map(|_| ()),
            Err("p256dh is not a P-256 public key (65 bytes, base64url)".to_string())
        );
    }
}
