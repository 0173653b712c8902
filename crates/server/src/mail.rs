//! Notifications by e-mail, on a server given an SMTP server (`--smtp URL --mail-from ADDR`):
//! plain-text messages sent with lettre, each with a one-click unsubscribe link (in its text,
//! and in the `List-Unsubscribe` and `List-Unsubscribe-Post` headers, RFC 2369 and 8058).

use std::time::Duration;

use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, Message};
use lettre::{Address, AsyncSmtpTransport, AsyncTransport, Tokio1Executor};

/// How long sending one message may take, connecting included.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(20);

/// The most characters of an e-mail address (RFC 5321's path, less its brackets).
pub const MAX_ADDRESS_CHARS: usize = 254;

/// A player's e-mail address as given, checked, or the sentence that refuses it.
pub fn check_address(text: &str) -> Result<String, String> {
    let text = text.trim();
    if text.chars().count() > MAX_ADDRESS_CHARS {
        return Err(format!(
            "an e-mail address has at most {MAX_ADDRESS_CHARS} characters"
        ));
    }
    match text.parse::<Address>() {
        Ok(address) => Ok(address.to_string()),
        Err(_) => Err(format!(
            "{:?} is not an e-mail address: write it as name@example.org",
            text.chars().take(40).collect::<String>()
        )),
    }
}

/// The server's way of sending e-mail.
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

/// One message to send.
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    /// The one-click unsubscribe link.
    pub unsubscribe: String,
}

impl Mailer {
    /// A mailer through the SMTP server `url` (`smtp://host:port`, `smtps://...`,
    /// `smtp://user:password@host?tls=required`: lettre's form), from `from`.
    pub fn new(url: &str, from: &str) -> Result<Mailer, String> {
        let from: Mailbox = from
            .parse()
            .map_err(|e| format!("--mail-from {from:?} is not an e-mail address: {e}"))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| format!("--smtp {url:?} is not an SMTP server's address: {e}"))?
            .timeout(Some(SEND_TIMEOUT))
            .build();
        Ok(Mailer { transport, from })
    }

    /// Sends `mail`.
    pub async fn send(&self, mail: Mail) -> Result<(), String> {
        let to: Mailbox = mail
            .to
            .parse()
            .map_err(|e| format!("{:?} is not an e-mail address: {e}", mail.to))?;
        let text = format!(
            "{}\n\n-- \nTo get no more e-mail from this server, open this link:\n{}\n",
            mail.text, mail.unsubscribe
        );
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(mail.subject)
            .header(ContentType::TEXT_PLAIN)
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe"),
                format!("<{}>", mail.unsubscribe),
            ))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".to_string(),
            ))
            .body(text)
            .map_err(|e| format!("the message could not be written: {e}"))?;
        self.transport
            .send(message)
            .await
            .map(drop)
            .map_err(|e| format!("the message was not sent: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_checked_with_a_sentence() {
        assert_eq!(
            check_address(" ann@example.org "),
            Ok("ann@example.org".to_string())
        );
        assert_eq!(
            check_address("ann.example.org"),
            Err(
                "\"ann.example.org\" is not an e-mail address: write it as name@example.org"
                    .to_string()
            )
        );
        let long = format!("{}@example.org", "a".repeat(250));
        assert_eq!(
            check_address(&long),
            Err("an e-mail address has at most 254 characters".to_string())
        );
    }
}
