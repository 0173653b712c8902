//! The game in a web page. At start, a game shared in the page's address (`#medusa,3,j11,...`)
//! opens in the replay view, ready to step through or to continue; a malformed one says what
//! is wrong, leaves the address, and the game starts fresh. Shared links are made here too.
//! The page can follow the game through attributes on its `<body>`: `data-screen`,
//! `data-variant` (the game), `data-turns`, `data-result`, `data-viewing`, `data-notice`, the
//! screen position of every cell in `data-points` and the board's part of the screen in
//! `data-board` (left, top, width, height), each game's own from its entry among the game
//! views (`data-phase` and `data-stones`, Black's then White's, of Medusa and Lotus;
//! `data-phase` and `data-pieces`, White's then Black's, of the games played a move at a
//! time), where the screen's main controls stand in `data-controls`, the lesson on the board
//! in `data-lesson`, the puzzle in `data-puzzle` and the analysis in `data-analysis`. The loading screen uses them to know
//! when the board is up, and the browser test to find the cells and the controls. A page on a
//! touch screen (a coarse pointer) says so at start, and one that asks for reduced motion.
//! What happened after each move is said in the page's live region (`#announcements`) for
//! screen readers, and the screens' language is the document's `lang` and `data-language`;
//! `data-typing` says whether a text field of the panels has the keyboard, `data-motion` the
//! animations' speed in effect (`off` with reduced motion).

use std::cell::RefCell;
use std::rc::Rc;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::GameSystems;
use crate::input::{KeyboardClaimed, TouchScreen};
use crate::scene::{BoardCamera, BoardCells};
use crate::session::Match;
use crate::session::Notices;
use crate::session::OpenRecord;
use crate::session::Screen;
use crate::session::SystemReducesMotion;
use crate::session::Waker;
use crate::session::club_screen_link;
use crate::session::{Announcements, Settings, Words};
use crate::session::{AnyRecord, PageAddress};
use crate::session::{BoardChance, ClubScreen, ClubScreenLink, Lobby, OpenClubScreen};
use crate::session::{Courses, Feedback, Lesson};
use crate::session::{GameAnalysis, GoOnline, Online, RoomRequest};
use crate::session::{PuzzleFeedback, PuzzleFrom, PuzzleOnBoard};
use crate::ui::{ControlSpots, GameViews};
use medusa_ai::analysis::Mark;
use medusa_locale::Phrase;

/// The page's address without its fragment.
fn page_address(location: &web_sys::Location) -> Option<String> {
    let href = location.href().ok()?;
    Some(href.split('#').next().unwrap_or(&href).to_string())
}

/// Notes the page's address, on which links to a game are made.
fn note_page_address(mut page: ResMut<PageAddress>) {
    page.0 = web_sys::window().and_then(|window| page_address(&window.location()));
}

/// A phone or a tablet: the page's main pointer is a finger.
fn note_touch_screen(mut touch: ResMut<TouchScreen>) {
    let coarse = web_sys::window()
        .and_then(|window| window.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|query| query.matches());
    touch.set_if_neq(TouchScreen(coarse));
}

/// A page whose visitor asks for reduced motion (`prefers-reduced-motion`).
fn note_reduced_motion(mut system: ResMut<SystemReducesMotion>) {
    let reduce = web_sys::window()
        .and_then(|window| {
            window
                .match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|query| query.matches());
    system.set_if_neq(SystemReducesMotion(reduce));
}

/// Tells the page the screens' language: the document's `lang` (for screen readers' voices)
/// and `data-language`.
fn publish_language(words: Res<Words>) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", words.tag());
    }
    if let Some(body) = document.body() {
        let _ = body.dataset().set("language", words.tag());
    }
}

/// Tells the page whether a text field of the panels has the keyboard (`data-typing`).
fn publish_typing(claimed: Res<KeyboardClaimed>) {
    if let Some(body) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body())
    {
        let _ = body.dataset().set("typing", &claimed.0.to_string());
    }
}

/// Tells the page the animations' speed in effect (`data-motion`: `off` with reduced motion,
/// else the speed chosen).
fn publish_motion(settings: Res<Settings>, system: Res<SystemReducesMotion>) {
    if let Some(body) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body())
    {
        let speed = settings.animation_speed(*system);
        let _ = body
            .dataset()
            .set("motion", &format!("{speed:?}").to_lowercase());
    }
}

/// Tells the page what the club screen shows (`data-club`: `standings 1 2/3`, `showing
/// CODE`, `pinned CODE`, `waiting`; empty once it is down).
fn publish_club(club: Option<Res<ClubScreen>>, lobby: Res<Lobby>) {
    if let Some(body) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body())
    {
        let event = lobby.0.as_ref().and_then(|link| link.event.as_ref());
        let shown = club.map(|club| club.describe(event)).unwrap_or_default();
        let _ = body.dataset().set("club", &shown);
    }
}

/// Tells the page the first player's chance in the position on the board, as the club screen
/// judged it (`data-chance`: a percentage, `70`; empty before one is judged).
fn publish_chance(chance: Res<BoardChance>) {
    if let Some(body) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.body())
    {
        let shown = chance
            .chance
            .map(|chance| format!("{:.0}", chance * 100.0))
            .unwrap_or_default();
        let _ = body.dataset().set("chance", &shown);
    }
}

/// The most announcements the page's live region keeps.
const ANNOUNCEMENTS_KEPT: usize = 30;

/// Says the last move's announcements in the page's live region (`#announcements`), in the
/// screens' language, for a screen reader to read out.
fn say_announcements(announcements: Res<Announcements>, words: Res<Words>) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(region) = document.get_element_by_id("announcements") else {
        return;
    };
    for line in &announcements.lines {
        if let Ok(said) = document.create_element("p") {
            said.set_text_content(Some(&words.say(line)));
            let _ = region.append_child(&said);
        }
    }
    while region.child_element_count() as usize > ANNOUNCEMENTS_KEPT {
        if let Some(oldest) = region.first_element_child() {
            oldest.remove();
        }
    }
}

/// Shows `address` as the page's address, without reloading the page or adding to its history.
fn replace_address(window: &web_sys::Window, address: &str) {
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(address));
    }
}

/// Takes the fragment out of the page's address once it has been read, so that a reload
/// neither opens the shared game again nor reports a link that could not be read again.
fn forget_fragment() {
    if let Some(window) = web_sys::window()
        && let Some(address) = page_address(&window.location())
    {
        replace_address(&window, &address);
    }
}

/// The fragments of the page's address waiting to be opened: the one the page was loaded
/// with, then each one the page's `hashchange` event reports (a shared link pasted into the
/// address bar of the open page does not reload it).
struct AddressChanges {
    waiting: Rc<RefCell<Vec<String>>>,
    /// Kept alive as long as the page listens.
    _listener: Closure<dyn FnMut()>,
}

/// The fragment of the page's address now, with its `#`.
fn current_fragment() -> Option<String> {
    web_sys::window()?.location().hash().ok()
}

/// Starts listening to the page's address.
fn listen_to_address(world: &mut World) {
    let waiting = Rc::new(RefCell::new(
        current_fragment().into_iter().collect::<Vec<_>>(),
    ));
    let queue = Rc::clone(&waiting);
    let waker = world.get_resource::<Waker>().cloned().unwrap_or_default();
    let listener = Closure::<dyn FnMut()>::new(move || {
        if let Some(fragment) = current_fragment() {
            queue.borrow_mut().push(fragment);
            waker.wake();
        }
    });
    if let Some(window) = web_sys::window() {
        let _ = window
            .add_event_listener_with_callback("hashchange", listener.as_ref().unchecked_ref());
    }
    world.insert_non_send(AddressChanges {
        waiting,
        _listener: listener,
    });
}

/// Run condition: the page's address has a fragment waiting.
fn address_changed(changes: Option<NonSend<AddressChanges>>) -> bool {
    changes.is_some_and(|changes| !changes.waiting.borrow().is_empty())
}

/// What a link in the page's address asks of the server: the club screen, or a room.
enum LinkAsked {
    Club(ClubScreenLink),
    Room(RoomRequest),
}

/// What the address's `fragment` asks of the server; `None` when it is no club screen's or
/// room's link, an error when it is one that cannot be read.
fn link_asked(fragment: &str) -> Option<Result<LinkAsked, String>> {
    match club_screen_link(fragment) {
        Some(read) => Some(read.map(LinkAsked::Club)),
        None => RoomRequest::from_link(fragment)
            .map(|read| read.map(|(_, request)| LinkAsked::Room(request))),
    }
}

/// Opens the game shared in the page's address, once: the address forgets it.
fn follow_address(
    changes: NonSend<AddressChanges>,
    page: Res<PageAddress>,
    mut open: MessageWriter<OpenRecord>,
    mut go: MessageWriter<GoOnline>,
    mut club: MessageWriter<OpenClubScreen>,
    mut notices: ResMut<Notices>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    let waiting: Vec<String> = changes.waiting.borrow_mut().drain(..).collect();
    for hash in waiting {
        let fragment = hash.trim_start_matches('#');
        if fragment.is_empty() {
            continue;
        }
        // A room's link and the club screen's stay in the address: a reload comes back into
        // the room, or puts the screen up again.
        match link_asked(fragment) {
            Some(Ok(asked)) => {
                if let Some(server) = page.origin() {
                    match asked {
                        LinkAsked::Club(ClubScreenLink { pinned, event, .. }) => {
                            club.write(OpenClubScreen {
                                server,
                                pinned,
                                event,
                            });
                        }
                        LinkAsked::Room(request) => {
                            go.write(GoOnline { server, request });
                            next_screen.set(Screen::Playing);
                        }
                    }
                }
                continue;
            }
            Some(Err(why)) => {
                forget_fragment();
                notices.push(Phrase::new("notice-link-room-unreadable").with("error", why));
                continue;
            }
            None => {}
        }
        forget_fragment();
        match AnyRecord::from_fragment(fragment) {
            Ok(record) => {
                open.write(OpenRecord {
                    name: "The shared game".into(),
                    text: record.to_text(),
                });
                next_screen.set(Screen::Playing);
            }
            Err(error) => {
                notices.push(Phrase::new("notice-link-game-unreadable").with("error", error));
            }
        }
    }
}

/// Keeps the room on the screen in the page's address (`#join=CODE.INVITE`, `#watch=CODE`),
/// so that a reload comes back into it (and its creator can copy the link to share from the
/// address); a page that left its room forgets it. The club screen keeps its own link
/// (`#tv`, `#tv=CODE` with a game pinned).
fn room_in_address(online: Res<Online>, club: Option<Res<ClubScreen>>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(address) = page_address(&window.location()) else {
        return;
    };
    let now = current_fragment().unwrap_or_default();
    if let Some(club) = club {
        let wanted = match (club.pinned, club.event) {
            (Some(code), _) => format!("#tv={code}"),
            (None, Some(id)) => format!("#tv=event-{id}"),
            (None, None) => "#tv".to_string(),
        };
        if wanted != now {
            replace_address(&window, &format!("{address}{wanted}"));
        }
        return;
    }
    if now.starts_with("#tv") {
        replace_address(&window, &address);
    }
    let wanted = online.0.as_ref().and_then(|room| {
        if room.watching() {
            room.code().map(|code| format!("#watch={code}"))
        } else {
            room.invitation()
                .map(|invitation| format!("#join={invitation}"))
        }
    });
    match wanted {
        Some(fragment) if fragment != now => {
            replace_address(&window, &format!("{address}{fragment}"))
        }
        None if now.starts_with("#join=") || now.starts_with("#watch=") => {
            replace_address(&window, &address)
        }
        _ => {}
    }
}

/// The lesson on the board as the page is told it: the course, the step, and what the
/// player's move came to (`medea man-step solved 3`, `medea man-step waiting`); empty when none.
fn lesson_state(lesson: &Lesson, courses: &Courses) -> String {
    let (Some((course, step)), Some(play)) = (lesson.step(courses), lesson.0.as_ref()) else {
        return String::new();
    };
    let state = match &play.feedback {
        Feedback::Waiting => "waiting".to_string(),
        Feedback::GoOn => "going-on".to_string(),
        Feedback::TurnGoesOn => "turn-going-on".to_string(),
        Feedback::Solved { stars, .. } => format!("solved {stars}"),
        Feedback::Missed(_) => "missed".to_string(),
        Feedback::Refused(_) => "refused".to_string(),
    };
    format!("{} {} {state}", course.game, step.id)
}

/// The puzzle on the board as the page is told it: its id, what the player's move came to,
/// and whether the solution is being played out (`medea-3f09a1c2e4b5d687 solved`,
/// `lotus-... missed showing`), a mistake practised marked so (`practice medea-...-14
/// waiting`); empty when none.
fn puzzle_state(puzzle: &PuzzleOnBoard) -> String {
    let (Some(chosen), Some(play)) = (puzzle.puzzle(), puzzle.0.as_ref()) else {
        return String::new();
    };
    let state = match &play.feedback {
        PuzzleFeedback::Waiting => "waiting",
        PuzzleFeedback::GoOn => "going-on",
        PuzzleFeedback::Solved(_) => "solved",
        PuzzleFeedback::Missed(_) => "missed",
    };
    let showing = if puzzle.showing() { " showing" } else { "" };
    let practice = match play.from {
        PuzzleFrom::Practice(_) => "practice ",
        PuzzleFrom::Set(_) => "",
    };
    format!("{practice}{} {state}{showing}", chosen.id)
}

/// The analysis as the page is told it: whether it is done, how many positions are judged,
/// and the numbers of the moves marked blunders (`done 13 blunders 11`); empty when none.
fn analysis_state(analysis: &GameAnalysis) -> String {
    let Some(report) = &analysis.report else {
        return String::new();
    };
    let blunders: Vec<String> = report
        .marked(Mark::Blunder)
        .iter()
        .map(|(number, _)| number.to_string())
        .collect();
    format!(
        "{} {} blunders {}",
        if report.complete { "done" } else { "running" },
        report.chances.len(),
        blunders.join(",")
    )
}

/// What the page is told, as `data-*` attributes of its body.
#[derive(Default, PartialEq)]
struct Published(Vec<(&'static str, String)>);

/// The board camera, if it moved or changed since the system last looked.
type MovedCamera<'w, 's> = Query<
    'w,
    's,
    (),
    (
        With<BoardCamera>,
        Or<(Changed<Camera>, Changed<GlobalTransform>)>,
    ),
>;

/// Run condition: the camera moved or changed, so the points moved on the screen.
fn camera_moved(camera: MovedCamera) -> bool {
    !camera.is_empty()
}

/// The board on the screen: its cells, the camera looking at them, and the screen positions
/// of the cells as last listed.
#[derive(SystemParam)]
struct BoardOnScreen<'w, 's> {
    cells: Res<'w, BoardCells>,
    camera:
        Single<'w, 's, (Ref<'static, Camera>, Ref<'static, GlobalTransform>), With<BoardCamera>>,
    points: Local<'s, String>,
}

/// The screen around the board: which screen it is, its notices (said in its words), and
/// where its main controls stand.
#[derive(SystemParam)]
struct ScreenParts<'w> {
    screen: Res<'w, State<Screen>>,
    notices: Res<'w, Notices>,
    words: Res<'w, Words>,
    spots: Res<'w, ControlSpots>,
}

/// What the board is busy with besides the game: a lesson (a step of the courses), a puzzle,
/// a room online, an analysis.
#[derive(SystemParam)]
struct Activities<'w> {
    lesson: Res<'w, Lesson>,
    courses: Res<'w, Courses>,
    puzzle: Res<'w, PuzzleOnBoard>,
    online: Res<'w, Online>,
    analysis: Res<'w, GameAnalysis>,
}

fn publish(
    game_match: Res<Match>,
    views: Res<GameViews>,
    parts: ScreenParts,
    mut board: BoardOnScreen,
    activities: Activities,
    mut last: Local<Published>,
) {
    let ScreenParts {
        screen,
        notices,
        words,
        spots,
    } = &parts;
    let BoardOnScreen {
        cells,
        camera,
        points,
    } = &mut board;
    let Activities {
        lesson,
        courses,
        puzzle,
        online,
        analysis,
    } = &activities;
    let (camera, transform) = &**camera;
    // Where the points are on the screen changes only with the view.
    if points.is_empty() || camera.is_changed() || transform.is_changed() || cells.is_changed() {
        let listed: Vec<String> = cells
            .iter()
            .filter_map(|(_, label, centre)| {
                let at = camera.world_to_viewport(transform, centre).ok()?;
                Some(format!("\"{label}\":[{:.0},{:.0}]", at.x, at.y))
            })
            .collect();
        **points = format!("{{{}}}", listed.join(","));
    }
    let game = &game_match.game;
    let mut now = Published(vec![
        (
            "screen",
            match screen.get() {
                Screen::Title => "title".to_string(),
                Screen::Playing => "playing".to_string(),
                Screen::Club => "club".to_string(),
            },
        ),
        ("variant", game.kind().name().to_lowercase()),
        ("turns", game.turn_count().to_string()),
        // As the player reads it: "You won" against the computer or online.
        ("result", game_match.result_here().unwrap_or_default()),
        ("viewing", game_match.viewing.to_string()),
        (
            "notice",
            notices
                .0
                .last()
                .map(|n| words.say(&n.phrase))
                .unwrap_or_default(),
        ),
        ("points", points.clone()),
        (
            "board",
            camera
                .logical_viewport_rect()
                .map(|r| {
                    format!(
                        "{:.0},{:.0},{:.0},{:.0}",
                        r.min.x,
                        r.min.y,
                        r.width(),
                        r.height()
                    )
                })
                .unwrap_or_default(),
        ),
        ("controls", spots.to_json()),
        ("lesson", lesson_state(lesson, courses)),
        ("puzzle", puzzle_state(puzzle)),
        (
            "online",
            online
                .0
                .as_ref()
                .map(|room| room.describe())
                .unwrap_or_default(),
        ),
        ("analysis", analysis_state(analysis)),
    ]);
    now.0.extend((views.of(game.kind()).page_data)(game));
    if *last == now {
        return;
    }
    let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    else {
        return;
    };
    let data = body.dataset();
    for (key, value) in &now.0 {
        let _ = data.set(key, value);
    }
    *last = now;
}

/// Counts the game's frames on the page (`data-frames`), for the browser test to see the
/// page rest.
fn count_frame(mut frames: Local<u64>) {
    *frames += 1;
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let _ = body.dataset().set("frames", &frames.to_string());
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, count_frame)
        .add_systems(
            Startup,
            (
                note_page_address,
                listen_to_address,
                note_touch_screen,
                note_reduced_motion,
            ),
        )
        .add_systems(
            Update,
            (
                follow_address
                    .run_if(address_changed)
                    .in_set(GameSystems::Input),
                room_in_address
                    .run_if(
                        resource_changed::<Online>
                            .or_eager(resource_exists_and_changed::<ClubScreen>)
                            .or_eager(resource_removed::<ClubScreen>),
                    )
                    .after(GameSystems::Input),
                say_announcements
                    .run_if(resource_changed::<Announcements>)
                    .after(GameSystems::Follow),
                publish_language.run_if(resource_changed::<Words>),
                publish_typing.run_if(resource_changed::<KeyboardClaimed>),
                publish_chance.run_if(resource_changed::<BoardChance>),
                publish_club.run_if(
                    resource_exists_and_changed::<ClubScreen>
                        .or_eager(resource_removed::<ClubScreen>)
                        .or_eager(resource_changed::<Lobby>),
                ),
                publish_motion.run_if(
                    resource_changed::<Settings>.or_eager(resource_changed::<SystemReducesMotion>),
                ),
            ),
        )
        .add_systems(
            PostUpdate,
            publish
                .run_if(
                    resource_changed::<Match>
                        .or_eager(resource_changed::<Notices>)
                        .or_eager(resource_changed::<State<Screen>>)
                        .or_eager(resource_changed::<BoardCells>)
                        .or_eager(resource_changed::<ControlSpots>)
                        .or_eager(resource_changed::<Lesson>)
                        .or_eager(resource_changed::<PuzzleOnBoard>)
                        .or_eager(resource_changed::<Online>)
                        .or_eager(resource_changed::<GameAnalysis>)
                        .or_eager(camera_moved),
                )
                .after(TransformSystems::Propagate)
                .after(bevy::camera::CameraUpdateSystems),
        );
}
