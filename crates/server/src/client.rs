//! The client side of the protocol: a WebSocket connection to `medusa serve` that sends
//! [`ClientMessage`]s and reads [`ServerMessage`]s, for `medusa bot`, the tests and the load
//! bench.

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use medusa_online::{ClientMessage, ServerMessage, ws_url};

/// An open connection to a server.
pub struct Connection {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Connection {
    /// Connects to `server` (`ws://HOST:PORT`).
    pub async fn open(server: &str) -> Result<Connection, String> {
        let url = ws_url(server);
        let (socket, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .map_err(|e| format!("cannot connect to {url}: {e}"))?;
        Ok(Connection { socket })
    }

    /// A connection over a WebSocket opened elsewhere (the tests open some from a chosen
    /// address, with chosen headers).
    pub fn from_socket(socket: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Connection {
        Connection { socket }
    }

    /// Sends a message.
    pub async fn send(&mut self, message: &ClientMessage) -> Result<(), String> {
        self.send_text(message.to_json()).await
    }

    /// Sends a text frame as it is (the tests send broken ones).
    pub async fn send_text(&mut self, text: String) -> Result<(), String> {
        self.socket
            .send(Message::Text(text.into()))
            .await
            .map_err(|e| format!("the server went away: {e}"))
    }

    /// Sends a binary frame.
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), String> {
        self.socket
            .send(Message::Binary(bytes.into()))
            .await
            .map_err(|e| format!("the server went away: {e}"))
    }

    /// The next message from the server; an error once the connection is closed.
    pub async fn receive(&mut self) -> Result<ServerMessage, String> {
        loop {
            match self.socket.next().await {
                Some(Ok(Message::Text(text))) => {
                    return serde_json::from_str(text.as_str()).map_err(|e| {
                        format!("the server sent a message that cannot be read: {e}")
                    });
                }
                Some(Ok(Message::Close(_))) | None => {
                    return Err("the server closed the connection".to_string());
                }
                Some(Ok(_)) => {}
                Some(Err(e)) => return Err(format!("the server went away: {e}")),
            }
        }
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        // Going away either way.
        let _ = self.socket.close(None).await;
    }
}
