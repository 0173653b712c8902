//! The client's address: the peer's own, or, when the peer is a trusted reverse proxy
//! (`medusa serve --trusted-proxy`), the one the proxy names in `X-Forwarded-For`; and the
//! key that the quotas count by, which is an IPv4 address as it is and an IPv6 address's
//! /64 network (one household or one machine is given a /64, and an attacker as many
//! addresses of it as it likes).

use std::net::{IpAddr, Ipv6Addr, SocketAddr};

use axum::http::HeaderMap;

/// An address as the server compares it: an IPv4 address written as IPv6 (`::ffff:1.2.3.4`,
/// as a socket listening on `[::]` sees IPv4 peers) is the IPv4 address.
pub fn plain(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        IpAddr::V4(_) => ip,
    }
}

/// The key that the quotas (connections, rooms) count an address by: an IPv4 address, or the
/// /64 network of an IPv6 address.
pub fn quota_key(ip: IpAddr) -> IpAddr {
    match plain(ip) {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(bits))
        }
        v4 => v4,
    }
}

/// The address that one entry of `X-Forwarded-For` names: `1.2.3.4`, `2001:db8::1`, or
/// either with a port (`1.2.3.4:5678`, `[2001:db8::1]:5678`), or an IPv6 address in
/// brackets; `None` for anything else.
fn forwarded_entry(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    if let Ok(ip) = entry.parse::<IpAddr>() {
        return Some(plain(ip));
    }
    if let Ok(socket) = entry.parse::<SocketAddr>() {
        return Some(plain(socket.ip()));
    }
    entry
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .and_then(|inner| inner.parse::<IpAddr>().ok())
        .map(plain)
}

/// The client's address for a request from `peer`. Only when `peer` is one of the trusted
/// `proxies` is `X-Forwarded-For` read, and then from its end: each proxy appends the address
/// it was reached from, so the last entry that is not a trusted proxy is the client, and the
/// entries before it are whatever the client wrote. Without such an entry, or with one that
/// is not an address, the client is the peer itself.
pub fn client_address(peer: IpAddr, headers: &HeaderMap, proxies: &[IpAddr]) -> IpAddr {
    let peer = plain(peer);
    if !proxies.contains(&peer) {
        return peer;
    }
    let entries: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .collect();
    for entry in entries.iter().rev() {
        match forwarded_entry(entry) {
            Some(ip) if proxies.contains(&ip) => {}
            Some(ip) => return ip,
            None => return peer,
        }
    }
    peer
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(
                "x-forwarded-for",
                HeaderValue::from_str(value).expect("a header value"),
            );
        }
        headers
    }

    #[test]
    fn the_header_counts_only_from_a_trusted_proxy_and_from_its_end() {
        let proxy = [ip("127.0.0.1")];
        let from = |peer: &str, values: &[&str]| {
            client_address(ip(peer), &forwarded(values), &proxy).to_string()
        };
        assert_eq!(from("127.0.0.1", &["198.51.100.7"]), "198.51.100.7");
        assert_eq!(from("::ffff:127.0.0.1", &["198.51.100.7"]), "198.51.100.7");
        assert_eq!(
            from("127.0.0.1", &["6.6.6.6, 198.51.100.7"]),
            "198.51.100.7"
        );
        assert_eq!(
            from("127.0.0.1", &["6.6.6.6", "198.51.100.7"]),
            "198.51.100.7"
        );
        assert_eq!(
            from("127.0.0.1", &["198.51.100.7, 127.0.0.1"]),
            "198.51.100.7"
        );
        assert_eq!(from("127.0.0.1", &["[2001:db8::1]:443"]), "2001:db8::1");
        assert_eq!(from("127.0.0.1", &["198.51.100.7:5000"]), "198.51.100.7");
        assert_eq!(from("127.0.0.1", &[]), "127.0.0.1");
        assert_eq!(from("127.0.0.1", &["127.0.0.1"]), "127.0.0.1");
        assert_eq!(from("127.0.0.1", &["1.2.3.4, nonsense"]), "127.0.0.1");
        assert_eq!(from("127.0.0.2", &["198.51.100.7"]), "127.0.0.2");
    }

    #[test]
    fn ipv6_addresses_count_by_their_64_bit_network() {
        assert_eq!(quota_key(ip("2001:db8::1")), ip("2001:db8::"));
        assert_eq!(
            quota_key(ip("2001:db8:0:0:ffff:1:2:3")),
            quota_key(ip("2001:db8::7"))
        );
        assert_ne!(
            quota_key(ip("2001:db8:0:1::1")),
            quota_key(ip("2001:db8::1"))
        );
        assert_eq!(quota_key(ip("203.0.113.9")), ip("203.0.113.9"));
        assert_eq!(quota_key(ip("::ffff:203.0.113.9")), ip("203.0.113.9"));
    }
}
