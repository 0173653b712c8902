//! Chat in a room: the players' lines, which are room events (stored, numbered, read by the
//! watchers too), and the identified watchers' lines, sent to the room's watchers on this
//! process and never to its players. Each speaker has a budget of lines.

use medusa_online::{ServerMessage, chat_line};

use super::error::ServerError;
use super::hub::{Frame, Hub, Slot};
use super::now_ms;

/// The most lines one seat may say in a room: past it, the room's log would grow for chat.
pub const MAX_CHAT_LINES_PER_SEAT: usize = 200;

/// A speaker may say this many lines at once...
const CHAT_BURST: f64 = 5.0;

/// ...and one more each time this long has passed.
const CHAT_EVERY_MS: u64 = 2_000;

/// A speaker's lines left: [`CHAT_BURST`] at first, one more every [`CHAT_EVERY_MS`].
#[derive(Clone, Copy, Debug)]
pub struct ChatBudget {
    lines: f64,
    at_ms: u64,
}

impl Default for ChatBudget {
    fn default() -> ChatBudget {
        ChatBudget {
            lines: CHAT_BURST,
            at_ms: 0,
        }
    }
}

impl ChatBudget {
    /// Spends a line at `now_ms`, or says when the next may come.
    pub fn spend(&mut self, now_ms: u64) -> Result<(), String> {
        let earned = now_ms.saturating_sub(self.at_ms) as f64 / CHAT_EVERY_MS as f64;
        self.lines = (self.lines + earned).min(CHAT_BURST);
        self.at_ms = now_ms;
        if self.lines >= 1.0 {
            self.lines -= 1.0;
            Ok(())
        } else {
            Err(format!(
                "not so fast: {} lines at once, then one every {} seconds",
                CHAT_BURST as u32,
                CHAT_EVERY_MS / 1000
            ))
        }
    }
}

impl Hub {
    /// The identified watcher `name` says `text` to the room's watchers here.
    pub async fn watcher_chat(
        &self,
        slot: &Slot,
        name: &str,
        text: &str,
        budget: &mut ChatBudget,
    ) -> Result<(), ServerError> {
        if slot.room.lock().await.state().chat_off() {
            return Err("a player turned the chat off in this room".into());
        }
        let line = chat_line(text)?;
        let at_ms = now_ms();
        budget.spend(at_ms)?;
        let frame = ServerMessage::WatcherChat {
            name: name.to_string(),
            text: line.to_string(),
            at_ms,
        }
        .to_json();
        // Nobody else watching is no error.
        let _ = slot.frames.send(Frame {
            seq: 0,
            text: frame.into(),
            watchers_only: true,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_speaker_says_five_lines_at_once_then_one_every_two_seconds() {
        let mut budget = ChatBudget::default();
        for _ in 0..5 {
            assert_eq!(budget.spend(10_000), Ok(()));
        }
        assert_eq!(
            budget.spend(10_000),
            Err("not so fast: 5 lines at once, then one every 2 seconds".to_string())
        );
        assert!(budget.spend(11_000).is_err());
        assert_eq!(budget.spend(12_000), Ok(()));
        assert!(budget.spend(12_500).is_err());
        // A long silence earns five lines again, not more.
        for _ in 0..5 {
            assert_eq!(budget.spend(100_000), Ok(()));
        }
        assert!(budget.spend(100_000).is_err());
    }
}
