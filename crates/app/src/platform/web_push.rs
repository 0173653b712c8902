//! The browser's Web Push: the page's `medusaPush.subscribe(key, ask)` (in `index.html`)
//! asks the browser's permission where the player clicked for it, subscribes the page's
//! service worker with the server's key, and answers the subscription, which the lobby's
//! connection hands to the server (`push_subscribe`). The service worker shows each notice,
//! the page open or closed, and a click on it opens the game (`#play=CODE`).

use std::cell::RefCell;

use bevy::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;

use crate::session::{LobbyAct, Notices, PushWanted, Waker};
use medusa_locale::Phrase;

/// What the page answered to a subscription asked for: the subscription (its JSON), or why
/// not (`unsupported`, `denied`, `quiet`: not allowed yet and not asked; else the browser's
/// words), with whether the player asked.
type Answer = (Result<String, String>, bool);

thread_local! {
    static ANSWERS: RefCell<Vec<Answer>> = const { RefCell::new(Vec::new()) };
}

/// Asks the page to subscribe this browser for each push wanted.
fn subscribe(mut wanted: MessageReader<PushWanted>, waker: Res<Waker>) {
    for PushWanted { key, ask } in wanted.read().cloned() {
        let answered = |waker: Waker, ok: bool| {
            Closure::once_into_js(move |value: JsValue| {
                let text = value
                    .as_string()
                    .or_else(|| {
                        value
                            .dyn_ref::<js_sys::Error>()
                            .map(|error| String::from(error.message()))
                    })
                    .unwrap_or_default();
                let answer = if ok { Ok(text) } else { Err(text) };
                ANSWERS.with(|answers| answers.borrow_mut().push((answer, ask)));
                waker.wake();
            })
        };
        let promise = web_sys::window()
            .and_then(|window| js_sys::Reflect::get(&window, &"medusaPush".into()).ok())
            .and_then(|push| {
                let subscribe = js_sys::Reflect::get(&push, &"subscribe".into()).ok()?;
                let subscribe = subscribe.dyn_into::<js_sys::Function>().ok()?;
                let promise = subscribe
                    .call2(&push, &key.as_str().into(), &ask.into())
                    .ok()?;
                let then = js_sys::Reflect::get(&promise, &"then".into()).ok()?;
                Some((promise, then.dyn_into::<js_sys::Function>().ok()?))
            });
        match promise {
            Some((promise, then)) => {
                let ok = answered(waker.clone(), true);
                let failed = answered(waker.clone(), false);
                let _ = then.call2(&promise, &ok, &failed);
            }
            None => ANSWERS.with(|answers| {
                answers
                    .borrow_mut()
                    .push((Err("unsupported".to_string()), ask))
            }),
        }
    }
}

/// Run condition: the page answered a subscription.
fn answered() -> bool {
    ANSWERS.with(|answers| !answers.borrow().is_empty())
}

/// The subscription's endpoint and keys, from its JSON (`PushSubscription.toJSON()`).
fn subscription(json: &str) -> Option<LobbyAct> {
    let value: serde_json::Value = serde_json::from_str(json).ok()?;
    let text = |v: &serde_json::Value| v.as_str().map(str::to_string);
    Some(LobbyAct::PushSubscribe {
        endpoint: text(&value["endpoint"])?,
        p256dh: text(&value["keys"]["p256dh"])?,
        auth: text(&value["keys"]["auth"])?,
    })
}

/// Hands each subscription to the server; says why not where the player asked for one.
fn hand_over(mut acts: MessageWriter<LobbyAct>, mut notices: ResMut<Notices>) {
    let answers: Vec<Answer> = ANSWERS.with(|answers| answers.borrow_mut().drain(..).collect());
    for (answer, asked) in answers {
        match answer {
            Ok(json) => match subscription(&json) {
                Some(act) => {
                    acts.write(act);
                }
                None => notices.push(
                    Phrase::new("notice-push-failed").with("error", "an unreadable subscription"),
                ),
            },
            Err(why) if !asked || why == "quiet" => info!("no push subscription: {why}"),
            Err(why) => notices.push(match why.as_str() {
                "unsupported" => Phrase::new("notice-push-unsupported"),
                "denied" => Phrase::new("notice-push-denied"),
                _ => Phrase::new("notice-push-failed").with("error", why),
            }),
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            subscribe.run_if(on_message::<PushWanted>),
            hand_over.run_if(answered),
        ),
    );
}
