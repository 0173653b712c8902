//! The progress model: the best stars of each step are kept, a course's share done counts its
//! steps solved, the next step is the first unsolved, and the whole saves and reads back.

use medusa::lessons::{Course, Progress, builtin_courses};

fn medea() -> Course {
    let courses = builtin_courses().unwrap_or_else(|e| panic!("{e}"));
    let medea = courses.into_iter().find(|c| c.game == "medea");
    medea.unwrap_or_else(|| panic!("a Medea course"))
}

#[test]
fn the_best_stars_of_a_step_are_kept() {
    let mut progress = Progress::default();
    assert_eq!(progress.stars("medea", "man-step"), 0);
    assert!(progress.record("medea", "man-step", 2));
    assert!(!progress.record("medea", "man-step", 1));
    assert_eq!(progress.stars("medea", "man-step"), 2);
    assert!(progress.record("medea", "man-step", 3));
    assert!(
        !progress.record("medea", "man-step", 9),
        "stars are at most 3"
    );
    assert_eq!(progress.stars("medea", "man-step"), 3);
    assert_eq!(
        progress.stars("pillars", "man-step"),
        0,
        "courses are apart"
    );
}

#[test]
fn a_course_is_done_by_the_share_of_its_steps_solved() {
    let course = medea();
    let mut progress = Progress::default();
    assert_eq!(progress.done(&course), 0.0);
    assert_eq!(progress.next_step(&course), Some((0, 0)));
    progress.record("medea", "man-step", 3);
    progress.record("medea", "no-such-step", 3);
    let steps = course.step_count() as f32;
    assert_eq!(progress.done(&course), 1.0 / steps);
    assert_eq!(progress.next_step(&course), Some((0, 1)));
    assert_eq!(progress.stage_stars(&course, "men"), (3, 6));
    for (_, step) in course.steps() {
        progress.record("medea", &step.id, 1);
    }
    assert_eq!(progress.done(&course), 1.0);
    assert_eq!(progress.next_step(&course), None);
    assert_eq!(progress.stage_stars(&course, "men"), (4, 6));
}

#[test]
fn progress_saves_and_reads_back() {
    let mut progress = Progress::default();
    progress.record("medea", "man-step", 3);
    progress.record("lotus", "neighbours", 2);
    let json = progress.to_json();
    assert_eq!(
        json,
        r#"{"courses":{"lotus":{"neighbours":2},"medea":{"man-step":3}}}"#
    );
    assert_eq!(Progress::from_json(&json), Ok(progress));
    assert_eq!(Progress::from_json("{}"), Ok(Progress::default()));
    let broken = Progress::from_json("[1")
        .map_err(|e| e.starts_with("the lessons' progress cannot be read: "));
    assert_eq!(broken, Err(true));
}
