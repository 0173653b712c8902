//! A game joins through the contract alone: tic-tac-toe (the alpha-beta search's `Noughts`)
//! keeps `GameRules`, `GameRecord` and `CountMoves` here, outside the crate, and a registry of
//! its own runs the command line's `replay` and `perft` on it, the same code `medusa replay`
//! and `medusa perft` run for the four games. Its computer player joins the same way, as an
//! entry of an AI registry of its own (the alpha-beta search over `Noughts`): a player, the
//! app's search, `medusa analyse`'s analysis and `medusa selfplay`'s match loop play it by the
//! code that plays the four games. `docs/adding-a-game.md` points here.

use std::time::Duration;

use medusa::ai::alphabeta::{AlphaBetaGame, Cell, Ended, Noughts, Outcome, Played, SearchGame};
use medusa::ai::analysis::{Analysis, AnalysisError, Mark};
use medusa::ai::selfplay::{GameResult, MatchSettings};
use medusa::ai::{AI, AiEntry, AiRegistry, Level};
use medusa::games::fragment_record::{escape_for_fragment, fragment_fields};
use medusa::games::json_record::{JsonBody, JsonRecord};
use medusa::games::record_variant::{is_json, names_variant};
use medusa::games::text_record::{RecordError, TextRecord, header_line, header_value, quote};
use medusa::games::{
    CountMoves, GameEntry, GameId, GameOptions, GameRecord, GameRules, Perft, Registry,
};
use serde::{Deserialize, Serialize};

/// The toy game's names.
const NOUGHTS: GameId = GameId {
    id: "noughts",
    name: "Noughts and crosses",
    move_word: "move",
};

/// A registry of the toy game alone.
const TOY: Registry = Registry::new(&[GameEntry::counting::<TicTacToe>(NOUGHTS)]);

/// The toy game's computer player: the alpha-beta search over `Noughts`.
struct ToyAi;

impl AlphaBetaGame for ToyAi {
    type Search = Noughts;

    fn read(game: &dyn medusa::games::DynGame) -> Option<Played<Noughts>> {
        let game = game.as_any().downcast_ref::<TicTacToe>()?;
        let ended = GameRules::outcome(game).map(|summary| Ended {
            winner: match game.position.outcome() {
                // The side to move lost: the other took the line.
                Some(Outcome::Loss) => Some(1 - GameRules::to_move(game)),
                Some(Outcome::Win) => Some(GameRules::to_move(game)),
                Some(Outcome::Draw) | None => None,
            },
            summary,
        });
        Some(Played {
            start: Noughts::tic_tac_toe(),
            moves: game.moves.clone(),
            ended,
        })
    }
}

/// An AI registry of the toy game alone: a perfect player judges its analyses.
const TOY_AI: AiRegistry = AiRegistry::new(&[AiEntry::alpha_beta::<ToyAi>(NOUGHTS, "ab:depth=9")]);

/// A game of tic-tac-toe: the position now and the cells marked, in order.
#[derive(Clone, PartialEq, Debug)]
struct TicTacToe {
    position: Noughts,
    moves: Vec<Cell>,
}

impl TicTacToe {
    fn legal(&self) -> Vec<Cell> {
        let mut moves = Vec::new();
        self.position.legal_moves(&mut moves);
        moves
    }
}

impl GameRules for TicTacToe {
    type Move = Cell;
    /// The cell marked.
    type Effect = Cell;
    type Record = TicTacToeRecord;

    const SIDES: [&'static str; 2] = ["Crosses", "Noughts"];

    fn new_game(_game: GameId, _options: &GameOptions) -> Result<TicTacToe, String> {
        Ok(TicTacToe {
            position: Noughts::tic_tac_toe(),
            moves: Vec::new(),
        })
    }

    /// The board's diagram (`x.o/.x./..o`) stands for a FEN.
    fn from_fen(fen: &str) -> Result<TicTacToe, String> {
        let position = Noughts::from_diagram(3, fen).map_err(|e| e.to_string())?;
        Ok(TicTacToe {
            position,
            moves: Vec::new(),
        })
    }

    fn game(&self) -> GameId {
        NOUGHTS
    }

    fn to_move(&self) -> usize {
        usize::from(!self.position.crosses_to_move())
    }

    fn turns_played(&self) -> usize {
        self.moves.len()
    }

    fn parse_move(&self, token: &str) -> Result<Cell, String> {
        let token = token.trim();
        self.legal()
            .into_iter()
            .find(|cell| cell.to_string() == token)
            .ok_or_else(|| format!("{} is not a free cell", quote(token)))
    }

    fn write_move(&self, cell: &Cell) -> String {
        cell.to_string()
    }

    /// Every move of tic-tac-toe is a cell taken: there is no resignation or draw to agree.
    fn is_board_move(&self, _cell: &Cell) -> bool {
        true
    }

    fn has_draws_by_agreement(&self) -> bool {
        false
    }

    fn play(&mut self, cell: &Cell) -> Result<Vec<Cell>, String> {
        if !self.legal().contains(cell) {
            return Err(format!("{cell} is not a free cell"));
        }
        self.position.make(*cell);
        self.moves.push(*cell);
        Ok(vec![*cell])
    }

    fn undo(&mut self) -> bool {
        let Some(cell) = self.moves.pop() else {
            return false;
        };
        self.position.unmake(cell, ());
        true
    }

    fn legal_moves(&self) -> Option<Vec<Cell>> {
        Some(self.legal())
    }

    fn outcome(&self) -> Option<String> {
        let loser = Self::SIDES[self.to_move()];
        let winner = Self::SIDES[1 - self.to_move()];
        match self.position.outcome()? {
            Outcome::Loss => Some(format!("{winner} win: three in a row")),
            Outcome::Win => Some(format!("{loser} win")),
            Outcome::Draw => Some("Draw: the board is full".to_string()),
        }
    }

    fn settle(&mut self) -> Result<(), String> {
        Ok(())
    }

    fn dump(&self) -> String {
        format!(
            "{{\"variant\":\"noughts\",\"board\":\"{}\",\"to_move\":\"{}\"}}",
            self.position,
            Self::SIDES[self.to_move()].to_lowercase()
        )
    }

    fn diagram(&self) -> String {
        let mut text = self.position.to_string().replace('/', "\n") + "\n";
        if let Some(outcome) = GameRules::outcome(self) {
            text += &outcome;
            text.push('\n');
        }
        text
    }

    fn fen(&self) -> Option<String> {
        Some(self.position.to_string())
    }

    /// The marks on the board: the first seat marks first, and nothing is ever taken.
    fn material(&self) -> [usize; 2] {
        [self.moves.len().div_ceil(2), self.moves.len() / 2]
    }

    fn record(&self, headers: Vec<(String, String)>) -> TicTacToeRecord {
        TicTacToeRecord {
            headers,
            moves: self.moves.iter().map(Cell::to_string).collect(),
        }
    }
}

impl CountMoves for TicTacToe {
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut position = self.position.clone();
        self.legal()
            .into_iter()
            .map(|cell| {
                position.make(cell);
                let below = TicTacToe {
                    position: position.clone(),
                    moves: Vec::new(),
                };
                position.unmake(cell, ());
                below.perft(depth - 1)
            })
            .sum()
    }

    fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        let mut counts: Vec<(String, u64)> = self
            .legal()
            .into_iter()
            .map(|cell| {
                let mut below = self.clone();
                below.position.make(cell);
                (cell.to_string(), below.perft(depth.saturating_sub(1)))
            })
            .collect();
        counts.sort();
        counts
    }
}

/// A record of tic-tac-toe: its headers and its moves.
#[derive(Clone, PartialEq, Debug)]
struct TicTacToeRecord {
    headers: Vec<(String, String)>,
    moves: Vec<String>,
}

/// What its JSON records hold besides the envelope.
#[derive(Serialize, Deserialize)]
struct NoughtsJson {
    moves: Vec<String>,
}

impl JsonBody for NoughtsJson {
    const VARIANT: &'static str = "noughts";
    const FORMAT: u32 = 1;
    const OWN_HEADERS: &'static [&'static str] = &["variant"];

    fn moves(&self) -> usize {
        self.moves.len()
    }

    fn other_game(variant: &str) -> String {
        format!(
            "this reader reads noughts and crosses, not {}",
            quote(variant)
        )
    }
}

impl GameRecord for TicTacToeRecord {
    type Game = TicTacToe;

    fn parse(source: &str) -> Result<TicTacToeRecord, RecordError> {
        let record = if is_json(source) {
            let (headers, json) = JsonRecord::<NoughtsJson>::read(source)?;
            TicTacToeRecord {
                headers,
                moves: json.moves,
            }
        } else {
            let text = TextRecord::read(source)?;
            match text.header("variant") {
                Some(header) if names_variant(&header.value, NOUGHTS.id) => {}
                _ => return Err(RecordError::whole("the record needs [Variant \"noughts\"]")),
            }
            TicTacToeRecord {
                headers: text.other_headers(&["variant"]),
                moves: text.body.iter().map(|line| line.text.to_string()).collect(),
            }
        };
        record.replay()?;
        Ok(record)
    }

    fn from_fragment(fragment: &str) -> Result<TicTacToeRecord, RecordError> {
        let moves = fragment_fields(fragment, NOUGHTS.id, "noughts and crosses")?;
        let record = TicTacToeRecord {
            headers: Vec::new(),
            moves,
        };
        record.replay()?;
        Ok(record)
    }

    fn game(&self) -> GameId {
        NOUGHTS
    }

    fn turns(&self) -> usize {
        self.moves.len()
    }

    fn prefix(&self, steps: usize) -> TicTacToeRecord {
        let mut prefix = self.clone();
        prefix.moves.truncate(steps);
        prefix
    }

    fn to_text(&self) -> String {
        let mut text = header_line("Variant", NOUGHTS.id);
        for (key, value) in &self.headers {
            text += &header_line(key, value);
        }
        for token in self.tokens() {
            text += &token;
            text.push('\n');
        }
        text
    }

    fn tokens(&self) -> Vec<String> {
        self.moves.clone()
    }

    fn to_json(&self) -> String {
        let json = NoughtsJson {
            moves: self.moves.clone(),
        };
        JsonRecord::write(&self.headers, json)
    }

    fn to_fragment(&self) -> String {
        let mut fragment = NOUGHTS.id.to_string();
        for token in &self.moves {
            fragment.push(',');
            fragment.push_str(&escape_for_fragment(token));
        }
        fragment
    }

    fn header(&self, key: &str) -> Option<&str> {
        header_value(&self.headers, key)
    }

    fn replay(&self) -> Result<TicTacToe, RecordError> {
        let mut game =
            TicTacToe::new_game(NOUGHTS, &GameOptions::default()).map_err(RecordError::whole)?;
        for (index, token) in self.moves.iter().enumerate() {
            let cell = game
                .parse_move(token)
                .map_err(|e| RecordError::at_turn(index + 1, e))?;
            GameRules::play(&mut game, &cell).map_err(|e| RecordError::at_turn(index + 1, e))?;
        }
        Ok(game)
    }
}

/// Crosses take the middle column; noughts build the left one a move too late.
const WON: &str = "[Variant \"noughts\"]\n[White \"Ann\"]\nb1\na1\nb2\na2\nb3\n";

#[test]
fn replay_plays_a_record_of_the_toy_game_to_its_end() {
    assert_eq!(
        TOY.replay(WON, false),
        Ok(".x.\nox.\nox.\nCrosses win: three in a row\n".to_string())
    );
    assert_eq!(
        TOY.replay(WON, true),
        Ok(
            "{\"variant\":\"noughts\",\"board\":\".x./ox./ox.\",\"to_move\":\"noughts\"}\n"
                .to_string()
        )
    );
    let record = TOY.read_record(WON).expect("a record of the toy game");
    assert_eq!((record.game(), record.turns()), (NOUGHTS, 5));
    assert_eq!(record.to_text(), WON);
    let json = record.to_json();
    assert_eq!(
        TOY.read_record(&json).map(|r| r.to_text()),
        Ok(WON.to_string())
    );
    assert_eq!(record.to_fragment(), "noughts,b1,a1,b2,a2,b3");
    let linked = TOY.read_link("#noughts,b1,a1").expect("a link");
    assert_eq!(
        linked.replay().map(|game| game.fen()),
        Ok(Some(".../.../ox.".to_string()))
    );
}

#[test]
fn replay_names_the_turn_that_cannot_be_played_and_refuses_other_games() {
    let error = |source: &str| TOY.replay(source, false).map_err(|e| e.to_string());
    assert_eq!(
        error("[Variant \"noughts\"]\nb2\nb2\n"),
        Err("turn 2: 'b2' is not a free cell".to_string())
    );
    assert_eq!(
        error("[Variant \"medusa\"]\nj11\n"),
        Err("unknown game 'medusa': the games are noughts".to_string())
    );
}

#[test]
fn perft_counts_the_toy_games_moves() {
    let count = |fen, depth| TOY.perft("noughts", fen, depth, false).map(|p| p.total);
    // No line can be made in four plies; the 1,440 games won on the fifth stop there.
    assert_eq!(count(None, 4), Ok(9 * 8 * 7 * 6));
    assert_eq!(count(None, 5), Ok(15_120));
    assert_eq!(count(None, 6), Ok((15_120 - 1_440) * 4));
    assert_eq!(count(Some("xx./oo./..."), 1), Ok(5));
    assert_eq!(count(Some("xxx/oo./..."), 1), Ok(0));
    let divided = TOY.perft(" Noughts ", None, 2, true);
    let moves: Vec<(String, u64)> = ["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"]
        .map(|cell| (cell.to_string(), 8))
        .to_vec();
    assert_eq!(divided, Ok(Perft { moves, total: 72 }));
    assert_eq!(
        TOY.perft("noughts", Some("xo"), 1, false),
        Err(
            "the board must be 1 to 8 cells each way, and the line from 1 cell to its longer side"
                .to_string()
        )
    );
    assert_eq!(
        TOY.perft("pillars", None, 1, false),
        Err("perft counts the moves of noughts, not 'pillars'".to_string())
    );
    assert_eq!(
        TOY.perft("noughts", None, 65, false),
        Err("perft counts at most 64 plies deep, not 65".to_string())
    );
}

#[test]
fn the_toy_game_is_played_through_the_registry_by_tokens() {
    let entry = TOY.find("noughts").expect("the toy game");
    let mut game = entry.start(&GameOptions::default()).expect("a start");
    assert_eq!((game.sides(), game.to_move()), (["Crosses", "Noughts"], 0));
    game.play_token("b2").expect("the middle is free");
    assert_eq!(game.legal_tokens().map(|moves| moves.len()), Some(8));
    assert_eq!(
        game.play_token("b2"),
        Err("'b2' is not a free cell".to_string())
    );
    let record = game.record(vec![("Black".into(), "Bo".into())]);
    assert_eq!(
        record.to_text(),
        "[Variant \"noughts\"]\n[Black \"Bo\"]\nb2\n"
    );
    assert!(game.undo());
    assert!(!game.undo());
    assert_eq!(game.outcome(), None);
}

/// The toy game's entry in its AI registry.
fn toy_ai() -> &'static AiEntry {
    TOY_AI
        .find(&TOY, " Noughts ")
        .expect("the toy game's computer player")
}

/// The toy game after `moves`.
fn toy_after(moves: &[&str]) -> Box<dyn medusa::games::DynGame> {
    let entry = TOY.find("noughts").expect("the toy game");
    let mut game = entry.start(&GameOptions::default()).expect("a start");
    for token in moves {
        game.play_token(token).expect("a free cell");
    }
    game
}

#[test]
fn the_toy_games_player_and_search_take_the_winning_cell() {
    // Crosses hold b1 and b2, noughts a1 and a2: b3 wins, and only b3.
    let game = toy_after(&["b1", "a1", "b2", "a2"]);
    let mut player = toy_ai().player("ab:depth=9", 3).expect("a player");
    assert_eq!(player.choose(game.as_ref()), Ok("b3".to_string()));
    let mut search = toy_ai()
        .search(game.as_ref(), Level::Strong, 3)
        .expect("a search of the toy game");
    while !search.step(Duration::from_millis(5)) {}
    assert_eq!(search.best_move(), Some("b3".to_string()));
    // Noughts to move after crosses took b3: the game is over, and nothing is left to choose.
    let over = toy_after(&["b1", "a1", "b2", "a2", "b3"]);
    assert!(search.follow(over.as_ref(), Level::Strong));
    assert_eq!(
        player.choose(over.as_ref()),
        Err("the engine found no move".to_string())
    );
    // The program's games are not the toy's, nor the toy the program's.
    let medea = medusa::games::GAMES
        .find("medea")
        .map_err(|e| e.to_string())
        .and_then(|entry| entry.start(&GameOptions::default()))
        .expect("a game of Medea");
    assert!(toy_ai().search(medea.as_ref(), Level::Strong, 3).is_none());
    assert!(!search.follow(medea.as_ref(), Level::Strong));
    assert_eq!(
        player.choose(medea.as_ref()),
        Err("the engine plays another game".to_string())
    );
    assert_eq!(
        AI.find(&TOY, "noughts").map(|entry| entry.game),
        Err("no engine plays Noughts and crosses".to_string())
    );
}

#[test]
fn selfplay_plays_the_toy_game_by_the_match_loop_of_every_game() {
    let settings = MatchSettings {
        specs: ["ab:depth=9".into(), "random".into()],
        names: ["ab:depth=9".into(), "random".into()],
        games: 4,
        seed: 5,
        komi: None,
        alternate: true,
        max_length: None,
        openings: 0,
    };
    let mut contest = toy_ai().selfplay(&settings).expect("a match");
    assert_eq!(
        contest.headline(),
        "selfplay: noughts, 4 games, seed 5, A = ab:depth=9 (White in odd games, Black in even \
         games), B = random"
    );
    let mut lines = Vec::new();
    let report = contest
        .play(&mut |game| {
            // Each record reads back, by the toy's own reader, to the result reported.
            let record = TOY.read_record(&game.record).map_err(|e| e.to_string())?;
            let replayed = record.replay().map_err(|e| e.to_string())?;
            let winner = match game.result {
                GameResult::WhiteWins => Some("Crosses"),
                GameResult::BlackWins => Some("Noughts"),
                GameResult::Draw => None,
            };
            let outcome = replayed.outcome();
            match winner {
                Some(side) => assert_eq!(outcome, Some(format!("{side} win: three in a row"))),
                None => assert_eq!(outcome, Some("Draw: the board is full".to_string())),
            }
            assert_eq!(record.tokens(), game.moves);
            lines.push(game.line.clone());
            Ok(())
        })
        .expect("the match is played");
    assert_eq!(lines.len(), 4);
    assert!(
        lines[1].starts_with("game 2/4: White B vs Black A: "),
        "{lines:?}"
    );
    // The perfect player never loses.
    let [a, b] = report.tallies;
    assert_eq!(a.results[2], 0, "{report}");
    assert_eq!(a.results, [b.results[2], b.results[1], b.results[0]]);
    let text = report.to_string();
    assert!(text.contains("\nA search: "), "{text}");
    assert!(
        text.ends_with("games stopped at the cap of 1000 plies and counted as draws"),
        "{text}"
    );
    let refused = MatchSettings {
        specs: ["random".into(), "mcts:time=1s".into()],
        ..settings
    };
    assert_eq!(
        toy_ai().selfplay(&refused).map(|_| ()),
        Err("'mcts:time=1s' is an MCTS player, which plays Medusa and Lotus only".to_string())
    );
}

#[test]
fn the_analysis_judges_the_toy_game_by_its_ai_entry() {
    let mut analysis =
        Analysis::from_text_in(&TOY, &TOY_AI, WON, None, 1).expect("an analysis of the toy");
    assert_eq!(analysis.engine(), "ab:depth=9");
    let report = analysis.run();
    assert_eq!(report.moves.len(), 5);
    // Crosses, the first player, take b3 and win where the perfect player would.
    let last = &report.moves[4];
    assert_eq!(
        (last.played.as_str(), last.best.as_deref()),
        ("b3", Some("b3"))
    );
    assert_eq!((last.before, last.after), (1.0, 1.0));
    let end = report.positions.last().expect("the final position");
    assert!(end.game_over);
    assert_eq!(end.verdict, "Crosses win: three in a row");
    // Until then the perfect player saw a draw; noughts' a2 leaves b3 open, a blunder, where
    // blocking it was best.
    let chances: Vec<f32> = report.moves.iter().map(|m| m.before).collect();
    assert_eq!(chances, [0.5, 0.5, 0.5, 0.5, 1.0]);
    let blunder = &report.moves[3];
    assert_eq!(
        (blunder.mover, blunder.best.as_deref(), blunder.drop),
        ("Noughts", Some("b3"), 0.5)
    );
    assert_eq!(blunder.mark, Some(Mark::Blunder));
    assert!(report.moves.iter().filter(|m| m.mark.is_some()).count() == 1);
    // The program's engines do not play the toy game.
    assert_eq!(
        Analysis::from_text_in(&TOY, &AI, WON, None, 1).map(|_| ()),
        Err(AnalysisError::NoEngine {
            game: "Noughts and crosses"
        })
    );
}

/// The toy game served: a server whose rooms are of the toy game alone (the library's server
/// on a real socket, started here because the program's own list has no toy game), and two
/// bots with the toy's computer player, one creating the room and one joining it by its
/// invitation, play it to its end over WebSockets, as `medusa bot` plays the four games. Two
/// perfect players draw.
#[cfg(feature = "server")]
#[test]
fn two_bots_play_the_toy_game_on_a_server_of_its_own() {
    use medusa::online::{Invitation, SideChoice};
    use medusa::server::bot::{self, Engines, Report, Role};
    use medusa::server::{Config, Listening};
    use tokio::sync::oneshot;

    /// Hands the creator's invitation over once.
    struct Invites(Option<oneshot::Sender<Invitation>>);
    impl Report for Invites {
        fn room(&mut self, invitation: Invitation) {
            if let Some(send) = self.0.take() {
                let _ = send.send(invitation);
            }
        }
        fn note(&mut self, _: &str) {}
    }

    let folder = std::env::temp_dir().join(format!("medusa-toy-server-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a folder");
    let db = folder.join("rooms.sqlite3").to_string_lossy().to_string();
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    // A server of the toy game alone, serving in the background; its WebSocket address.
    let toy_server = || async {
        let config = Config {
            games: TOY,
            ..Config::default()
        };
        let address = "127.0.0.1:0".parse().expect("an address");
        let server = Listening::open(address, &db, config)
            .await
            .expect("a server of the toy game");
        let url = format!("ws://{}", server.address());
        tokio::spawn(server.serve());
        url
    };
    let results = runtime.block_on(async {
        let url = toy_server().await;
        let engines = Engines {
            games: TOY,
            ai: TOY_AI,
        };
        let (send, invitation) = oneshot::channel();
        let creator = {
            let url = url.clone();
            tokio::spawn(async move {
                let role = Role::Create {
                    game: "noughts".to_string(),
                    options: GameOptions::new(),
                    side: SideChoice::First,
                    clock: None,
                };
                let mut invites = Invites(Some(send));
                bot::play(engines, &url, role, "ab:depth=9", 1, &mut invites).await
            })
        };
        let invitation = invitation.await.expect("the creator's invitation");
        let mut quiet = Invites(None);
        let joiner = Role::Join(invitation);
        let second = bot::play(engines, &url, joiner, "ab:depth=9", 2, &mut quiet).await;
        let first = creator.await.expect("the creator's task");
        [first, second]
    });
    assert_eq!(
        results,
        [
            Ok("Draw: the board is full".to_string()),
            Ok("Draw: the board is full".to_string())
        ]
    );
    // A bot asking that server for a game it does not have is told so, and ends.
    let refused = runtime.block_on(async {
        let url = toy_server().await;
        let role = Role::Create {
            game: "medea".to_string(),
            options: GameOptions::new(),
            side: SideChoice::First,
            clock: None,
        };
        let mut quiet = Invites(None);
        bot::play(Engines::PROGRAM, &url, role, "random", 1, &mut quiet).await
    });
    assert_eq!(
        refused,
        Err("unknown game 'medea': the games are noughts".to_string())
    );
    let _ = std::fs::remove_dir_all(&folder);
}
