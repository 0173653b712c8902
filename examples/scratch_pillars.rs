use medusa::pillars::*;
fn main() {
    let src = std::fs::read_to_string("tests/data/pillars-sample.txt").unwrap();
    let r = Record::from_text(&src).unwrap();
    let mut g = Game::new();
    for a in &r.actions[..15] {
        g.apply(*a).unwrap();
    }
    println!("{}", g.position().fen());
    for f in [
        "t4k4t/w1*h6w1/11/3*w7/11/5M5/2m8/7*Q3/11/W5*P3W/T4K4T w AKak 0 1",
        "th3k3ht/w9w/11/11/11/11/11/11/11/W9W/T4K4T w AKak 0 1",
        "2t2k2h2/1W1*W6W/11/11/11/11/11/11/11/w3*w4w1/1T3K3H1 w - 0 1",
        "5k5/11/11/11/11/11/11/2s8/4M6/11/5K5 w - 0 1",
    ] {
        match Position::from_fen(f) {
            Ok(p) => println!(
                "{} {:?} check={}",
                f,
                (1..=3).map(|d| perft(&p, d)).collect::<Vec<_>>(),
                p.is_check()
            ),
            Err(e) => println!("ERR {f}: {e}"),
        }
    }
    let p = g.position().clone();
    println!("{:?}", (1..=3).map(|d| perft(&p, d)).collect::<Vec<_>>());
    let p = Position::from_fen(
        "3m1k1t3/2ww3h2w/h2qw1S1w2/5w1w3/3a2w4/11/4W6/5W5/3W2W4/WWW4WWWW/THA1QK1A1HT b AK 1 25",
    )
    .unwrap();
    println!("{:?}", (1..=3).map(|d| perft(&p, d)).collect::<Vec<_>>());
}
