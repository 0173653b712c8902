//! The browser's socket: the page's `WebSocket`, whose callbacks queue what happens for the
//! game to take once a frame. The page's objects cannot leave its one thread, so they are
//! kept in a thread-local table and the game holds only their number.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::session::{RoomSocket, SocketEvent, Waker};

/// A page's WebSocket with its callbacks, kept alive as long as the socket.
struct Open {
    socket: web_sys::WebSocket,
    events: Rc<RefCell<Vec<SocketEvent>>>,
    _callbacks: [Closure<dyn FnMut(web_sys::Event)>; 4],
}

thread_local! {
    static SOCKETS: RefCell<HashMap<u32, Open>> = RefCell::new(HashMap::new());
    static NEXT: RefCell<u32> = const { RefCell::new(0) };
}

/// An open or opening WebSocket: its number in the page's table.
#[derive(Debug)]
pub struct Socket {
    id: u32,
    /// Why it could not be opened at all, told once.
    failed: std::sync::Mutex<Option<String>>,
}

impl Socket {
    /// Starts opening a socket to `url` (`ws://` or `wss://`); `waker` is called when
    /// something has happened to it.
    pub fn open(url: &str, waker: Waker) -> Socket {
        let id = NEXT.with(|next| {
            let mut next = next.borrow_mut();
            *next += 1;
            *next
        });
        let failed = match web_sys::WebSocket::new(url) {
            Ok(socket) => {
                let events = Rc::new(RefCell::new(Vec::new()));
                let on = |make: fn(web_sys::Event) -> Option<SocketEvent>| {
                    let queue = Rc::clone(&events);
                    let waker = waker.clone();
                    Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                        if let Some(happened) = make(event) {
                            queue.borrow_mut().push(happened);
                            waker.wake();
                        }
                    })
                };
                let callbacks = [
                    on(|_| Some(SocketEvent::Opened)),
                    on(|event| {
                        let message = event.dyn_into::<web_sys::MessageEvent>().ok()?;
                        message.data().as_string().map(SocketEvent::Text)
                    }),
                    on(|event| {
                        let reason = event
                            .dyn_into::<web_sys::CloseEvent>()
                            .ok()
                            .map(|close| close.reason())
                            .filter(|reason| !reason.is_empty());
                        Some(SocketEvent::Closed(
                            reason.unwrap_or_else(|| "the connection was lost".to_string()),
                        ))
                    }),
                    on(|_| None),
                ];
                socket.set_onopen(Some(callbacks[0].as_ref().unchecked_ref()));
                socket.set_onmessage(Some(callbacks[1].as_ref().unchecked_ref()));
                socket.set_onclose(Some(callbacks[2].as_ref().unchecked_ref()));
                // An error is followed by a close, which says it.
                socket.set_onerror(Some(callbacks[3].as_ref().unchecked_ref()));
                SOCKETS.with(|sockets| {
                    sockets.borrow_mut().insert(
                        id,
                        Open {
                            socket,
                            events,
                            _callbacks: callbacks,
                        },
                    )
                });
                None
            }
            Err(_) => Some(format!("{url} is not an address the browser can open")),
        };
        Socket {
            id,
            failed: std::sync::Mutex::new(failed),
        }
    }
}

impl RoomSocket for Socket {
    fn send(&self, text: String) {
        SOCKETS.with(|sockets| {
            // A socket still connecting, closing or closed takes nothing (the browser would
            // only complain on its console): the session sends again once it reconnects.
            if let Some(open) = sockets.borrow().get(&self.id)
                && open.socket.ready_state() == web_sys::WebSocket::OPEN
            {
                let _ = open.socket.send_with_str(&text);
            }
        });
    }

    fn events(&self) -> Vec<SocketEvent> {
        if let Some(why) = self.failed.lock().ok().and_then(|mut failed| failed.take()) {
            return vec![SocketEvent::Closed(why)];
        }
        SOCKETS.with(|sockets| {
            sockets
                .borrow()
                .get(&self.id)
                .map(|open| open.events.borrow_mut().drain(..).collect())
                .unwrap_or_default()
        })
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        SOCKETS.with(|sockets| {
            if let Some(open) = sockets.borrow_mut().remove(&self.id) {
                open.socket.set_onclose(None);
                open.socket.set_onmessage(None);
                open.socket.set_onopen(None);
                open.socket.set_onerror(None);
                let _ = open.socket.close();
            }
        });
    }
}
