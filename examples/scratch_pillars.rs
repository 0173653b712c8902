fn main() {
    let p = medusa::pillars::Position::start();
    let mut v: Vec<String> = p.legal_moves().into_iter().map(|m| p.notation(m)).collect();
    v.sort();
    println!("{} {}", v.len(), v.join(" "));
}
