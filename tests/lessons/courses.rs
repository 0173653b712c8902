//! Every step of every built-in course: the goal is not met at the start; each stored solution
//! is legal, not done before its last move, and solves the step with the stars of its length;
//! each stored wrong line is legal and gets the step's hint; each refused line is refused by
//! the core at its last move; an illegal move gets the core's own reason.

use medusa::lessons::{Course, Step, Verdict, builtin_courses, course_source, load_course, stars};

/// Moves the core refuses in most positions of each game: at least one of them is refused at
/// every step, and the refusal must be the core's own words.
fn illegal_candidates(game: &str) -> &'static [&'static str] {
    match game {
        "medusa" => &["j10", "a1-a3", "k11-k13"],
        "lotus" => &["73", "1-2"],
        "medea" => &["a8-a1", "h1-a8", "d4-d5", "c3-c4"],
        "pillars" => &["a1-k11", "f1-f3", "e5-e6"],
        _ => &[],
    }
}

fn course(game: &str) -> Course {
    let source = course_source(game).unwrap_or_else(|| panic!("no course file for {game}"));
    load_course(source).unwrap_or_else(|e| panic!("{e}"))
}

fn verdict(course: &Course, step: &Step, moves: &[String]) -> Result<Verdict, String> {
    course
        .attempt(step, moves)
        .map(|attempt| attempt.verdict)
        .map_err(|e| e.to_string())
}

/// The faults of one step, in words.
fn faults_of(course: &Course, step: &Step) -> Vec<String> {
    let mut faults = Vec::new();
    match course.met_at_start(step) {
        Ok(false) => {}
        Ok(true) => faults.push("the goal is met at the start".to_string()),
        Err(e) => faults.push(e.to_string()),
    }
    for solution in &step.solutions {
        for used in 1..=solution.len() {
            let expected = if used == solution.len() {
                Verdict::Solved {
                    moves: used as u32,
                    stars: stars(step.par, used as u32),
                }
            } else {
                Verdict::NotYet
            };
            let got = verdict(course, step, &solution[..used]);
            if got.as_ref() != Ok(&expected) {
                faults.push(format!(
                    "solution {solution:?} after {used}: {got:?}, not {expected:?}"
                ));
            }
        }
    }
    for wrong in &step.wrong {
        for used in 1..=wrong.len() {
            let expected = if used == wrong.len() {
                Verdict::Wrong {
                    hint: step.hint.clone(),
                }
            } else {
                Verdict::NotYet
            };
            let got = verdict(course, step, &wrong[..used]);
            if got.as_ref() != Ok(&expected) {
                faults.push(format!(
                    "wrong line {wrong:?} after {used}: {got:?}, not {expected:?}"
                ));
            }
        }
    }
    for line in &step.refused {
        for used in 1..line.len() {
            let got = verdict(course, step, &line[..used]);
            if got != Ok(Verdict::NotYet) {
                faults.push(format!("refused line {line:?} after {used}: {got:?}"));
            }
        }
        let got = verdict(course, step, line);
        if !matches!(got, Ok(Verdict::Illegal { .. })) {
            faults.push(format!("refused line {line:?}: {got:?}, not refused"));
        }
    }
    let mut refused = 0;
    for token in illegal_candidates(&course.game) {
        let reason = match course.start(step) {
            Ok(mut game) => game.play_token(token).err(),
            Err(e) => Some(e.to_string()),
        };
        let Some(reason) = reason else { continue };
        refused += 1;
        let got = verdict(course, step, &[token.to_string()]);
        if got
            != Ok(Verdict::Illegal {
                reason: reason.clone(),
            })
        {
            faults.push(format!(
                "illegal {token}: {got:?}, not the core's {reason:?}"
            ));
        }
    }
    if refused == 0 {
        faults.push("none of the illegal candidates is refused here".to_string());
    }
    faults
}

fn check(game: &str) {
    let course = course(game);
    let mut faults = Vec::new();
    for (stage, step) in course.steps() {
        for fault in faults_of(&course, step) {
            faults.push(format!("{}/{}: {fault}", stage.id, step.id));
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn every_medusa_step_is_solved_by_its_solutions_and_hinted_on_its_wrong_moves() {
    check("medusa");
}

#[test]
fn every_lotus_step_is_solved_by_its_solutions_and_hinted_on_its_wrong_moves() {
    check("lotus");
}

#[test]
fn every_medea_step_is_solved_by_its_solutions_and_hinted_on_its_wrong_moves() {
    check("medea");
}

#[test]
fn every_pillars_step_is_solved_by_its_solutions_and_hinted_on_its_wrong_moves() {
    check("pillars");
}

#[test]
fn the_built_in_courses_load_one_for_each_game_in_order() {
    let courses = builtin_courses().unwrap_or_else(|e| panic!("{e}"));
    let games: Vec<&str> = courses.iter().map(|c| c.game.as_str()).collect();
    assert_eq!(games, ["medusa", "lotus", "medea", "pillars"]);
}

/// The steps of each course, printed (`cargo test --test lessons -- --nocapture`), and at
/// least as many as the courses have now: 150 over the four games.
#[test]
fn the_courses_have_at_least_their_steps_and_150_in_all() {
    let courses = builtin_courses().unwrap_or_else(|e| panic!("{e}"));
    let least = [
        ("medusa", 36),
        ("lotus", 25),
        ("medea", 36),
        ("pillars", 54),
    ];
    let mut total = 0;
    for (course, (game, least)) in courses.iter().zip(least) {
        let steps = course.step_count();
        println!("{game}: {steps} steps in {} stages", course.stages.len());
        assert_eq!(course.game, game);
        assert!(
            steps >= least,
            "{game} has {steps} steps, fewer than {least}"
        );
        total += steps;
    }
    println!("all four: {total} steps");
    assert!(total >= 150, "the courses have {total} steps in all");
}

#[test]
fn many_steps_take_several_moves_and_some_teach_a_refusal() {
    for course in builtin_courses().unwrap_or_else(|e| panic!("{e}")) {
        let several = course.steps().filter(|(_, step)| step.par > 1).count();
        let refusals = course
            .steps()
            .filter(|(_, step)| !step.refused.is_empty())
            .count();
        assert!(
            several >= 2,
            "{}: {several} steps of several moves",
            course.game
        );
        assert!(
            refusals >= 2,
            "{}: {refusals} steps teach a refusal",
            course.game
        );
    }
}

#[test]
fn the_courses_teach_what_the_issue_lists() {
    let stages =
        |game: &str| -> Vec<String> { course(game).stages.iter().map(|s| s.id.clone()).collect() };
    let expect = |game: &str, wanted: &[&str]| {
        let have = stages(game);
        for stage in wanted {
            assert!(
                have.iter().any(|s| s == stage),
                "{game} lacks the stage {stage}: {have:?}"
            );
        }
    };
    expect(
        "medusa",
        &[
            "starting-position",
            "reversal",
            "suicide",
            "movement",
            "rosettes",
            "marker",
            "end-and-count",
        ],
    );
    expect(
        "lotus",
        &[
            "starting-position",
            "points-and-lines",
            "suicide",
            "second-reversal",
            "lotuses",
            "marker",
            "end-and-count",
        ],
    );
    expect(
        "medea",
        &[
            "men",
            "starting-position",
            "captures",
            "crowning",
            "king",
            "turkish-strike",
            "chakras",
            "end",
        ],
    );
    expect(
        "pillars",
        &[
            "swords-and-old-friends",
            "starting-position",
            "swords",
            "strong-pieces",
            "medusa",
            "stone",
            "check",
            "mate",
            "stalemate-and-draws",
            "morph",
            "castling",
            "promotion",
        ],
    );
}

#[test]
fn an_instruction_is_one_sentence() {
    let english = medusa::locale::english();
    for course in builtin_courses().unwrap_or_else(|e| panic!("{e}")) {
        for (stage, step) in course.steps() {
            let text = english.get(&step.instruction);
            let text = text.trim();
            let inner = &text[..text.len().saturating_sub(1)];
            assert!(
                text.ends_with('.') && !inner.contains(". "),
                "{}/{}/{}: {text:?} is not one sentence",
                course.game,
                stage.id,
                step.id
            );
        }
    }
}

#[test]
fn every_word_of_the_lessons_files_belongs_to_a_step_of_a_course() {
    let courses = builtin_courses().unwrap_or_else(|e| panic!("{e}"));
    let used: std::collections::HashSet<&str> = courses
        .iter()
        .flat_map(|course| course.word_ids())
        .collect();
    for course in &courses {
        let file = format!("lessons-{}.ftl", course.game);
        let source =
            medusa::locale::source("en", &file).unwrap_or_else(|| panic!("English has no {file}"));
        let ids: Vec<&str> = source
            .lines()
            .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
            .filter_map(|line| line.split(" =").next())
            .collect();
        assert!(!ids.is_empty(), "{file} holds no words");
        for id in ids {
            assert!(
                used.contains(id),
                "{file}: {id} belongs to no stage or step"
            );
        }
    }
}
