//! Libraries and puzzles: CRUD, filtering, sorting, seeding built-in libraries, bulk speed.

use std::time::Instant;

use serde_json::json;
use store::{Error, ErrorKind, NewLibrary, NewPuzzle, PuzzleFilter, PuzzleSort, Store};

fn store() -> Store {
    Store::open_in_memory().expect("in-memory store")
}

fn by_puzzle(puzzle: &str) -> PuzzleFilter {
    PuzzleFilter {
        puzzle: Some(puzzle.to_owned()),
        ..PuzzleFilter::default()
    }
}

fn descriptions(ps: &[store::Puzzle]) -> Vec<&str> {
    ps.iter().map(|p| p.description.as_str()).collect()
}

#[test]
fn create_get_find_list_delete_libraries() {
    let mut s = store();
    let a = s
        .create_library(&NewLibrary {
            puzzle: "klotski".into(),
            name: "华容道 classics".into(),
            description: "traditional layouts".into(),
            source: "folk".into(),
        })
        .expect("create");
    assert_eq!(a.puzzle_count, 0);
    assert!(!a.builtin);
    assert!(a.created.ends_with('Z'), "{}", a.created);
    let b = s
        .create_library(&NewLibrary::new("matchstick", "levels"))
        .expect("create");
    assert_eq!(s.get_library(a.id).expect("get"), Some(a.clone()));
    assert_eq!(s.get_library(999).expect("get"), None);
    assert_eq!(
        s.find_library("klotski", "华容道 classics")
            .expect("find")
            .map(|l| l.id),
        Some(a.id)
    );
    assert_eq!(s.list_libraries(None).expect("list").len(), 2);
    assert_eq!(
        s.list_libraries(Some("matchstick")).expect("list"),
        vec![b.clone()]
    );

    let dup = s.create_library(&NewLibrary::new("klotski", "华容道 classics"));
    let err = dup.expect_err("duplicate refused");
    assert_eq!(err.kind(), ErrorKind::Conflict, "{err}");
    assert!(err.to_string().contains("already exists"), "{err}");
    // The same name for another puzzle is fine.
    s.create_library(&NewLibrary::new("tendrops", "华容道 classics"))
        .expect("other puzzle");
    assert!(matches!(
        s.create_library(&NewLibrary::new("", "x")),
        Err(Error::Invalid(_))
    ));

    s.add_puzzle(a.id, &NewPuzzle::new("VCCV/VCCV/VHHV/VSSV/S..S"))
        .expect("add");
    assert!(s.delete_library(a.id).expect("delete"));
    assert!(!s.delete_library(a.id).expect("delete again"));
    assert_eq!(
        s.count_puzzles(&PuzzleFilter::default()).expect("count"),
        0,
        "cascade"
    );
}

#[test]
fn add_get_delete_puzzles() {
    let mut s = store();
    let lib = s
        .create_library(&NewLibrary::new("lianliankan", "boards"))
        .expect("create");
    let board = "4 4\n1 2 0 -1\n2 1 0 0\n0 0 3 3\n-1 0 0 0";
    let p = s
        .add_puzzle(
            lib.id,
            &NewPuzzle::new(board)
                .with_name("")
                .with_level("")
                .with_difficulty(2.5)
                .with_extra(json!({"solutions": 12})),
        )
        .expect("add");
    assert_eq!(p.puzzle, "lianliankan");
    assert_eq!(p.description, board);
    assert_eq!(p.name, None, "empty name stored as none");
    assert_eq!(p.level, None);
    assert_eq!(p.extra, json!({"solutions": 12}));
    assert_eq!(s.get_puzzle(p.id).expect("get"), Some(p.clone()));
    assert_eq!(s.find_puzzle(lib.id, board).expect("find"), Some(p.clone()));

    let err = s
        .add_puzzle(lib.id, &NewPuzzle::new(board))
        .expect_err("dup");
    assert_eq!(err.kind(), ErrorKind::Conflict);
    assert!(
        err.to_string().contains(&format!("puzzle {}", p.id)),
        "{err}"
    );
    let err = s
        .add_puzzle(999, &NewPuzzle::new("x"))
        .expect_err("no library");
    assert!(
        matches!(
            err,
            Error::NotFound {
                what: store::Missing::Library,
                id: 999
            }
        ),
        "{err:?}"
    );
    assert_eq!(err.to_string(), "there is no library 999");
    assert!(matches!(
        s.add_puzzle(lib.id, &NewPuzzle::new("")),
        Err(Error::Invalid(_))
    ));

    let summary = s
        .add_puzzles(
            lib.id,
            &[
                NewPuzzle::new(board),
                NewPuzzle::new("2 2\n1 1\n2 2"),
                NewPuzzle::new("2 2\n1 1\n2 2"),
            ],
        )
        .expect("bulk");
    assert_eq!((summary.inserted, summary.duplicates), (1, 2));
    let err = s
        .add_puzzles(
            lib.id,
            &[
                NewPuzzle::new("ok"),
                NewPuzzle::new("bad").with_difficulty(f64::INFINITY),
            ],
        )
        .expect_err("invalid");
    assert!(err.to_string().contains("puzzle #2"), "{err}");
    assert_eq!(
        s.count_puzzles(&by_puzzle("lianliankan")).expect("count"),
        2,
        "nothing added"
    );
    assert_eq!(
        s.get_library(lib.id).expect("get").map(|l| l.puzzle_count),
        Some(2)
    );

    assert!(s.delete_puzzle(p.id).expect("delete"));
    assert!(!s.delete_puzzle(p.id).expect("delete again"));
    assert_eq!(s.get_puzzle(p.id).expect("get"), None);
}

/// A small library of matchstick puzzles with levels and a Klotski one with move counts.
fn filter_fixture() -> (Store, i64, i64) {
    let mut s = store();
    let m = s
        .create_library(&NewLibrary::new("matchstick", "levels"))
        .expect("create")
        .id;
    let k = s
        .create_library(&NewLibrary::new("klotski", "classics"))
        .expect("create")
        .id;
    s.add_puzzles(
        m,
        &[
            NewPuzzle::new("7+3=9")
                .with_level("low")
                .with_difficulty(1.0)
                .with_name("Seven"),
            NewPuzzle::new("6-5=17")
                .with_level("mid")
                .with_difficulty(2.0)
                .with_name("six"),
            NewPuzzle::new("5+7=2")
                .with_level("high")
                .with_difficulty(3.0)
                .with_name("50% off_sale"),
            NewPuzzle::new("1+1=3").with_level("low"),
        ],
    )
    .expect("add");
    s.add_puzzles(
        k,
        &[
            NewPuzzle::new("VCCV/VCCV/VHHV/VSSV/S..S")
                .with_name("横刀立马")
                .with_difficulty(81.0),
            NewPuzzle::new("SCCS/VCCV/VHHV/VSSV/..S.")
                .with_name("近在咫尺")
                .with_difficulty(20.0),
        ],
    )
    .expect("add");
    (s, m, k)
}

#[test]
fn filters_select_and_count() {
    let (s, m, k) = filter_fixture();
    let list = |f: &PuzzleFilter| s.list_puzzles(f).expect("list");
    assert_eq!(list(&PuzzleFilter::default()).len(), 6);
    assert_eq!(list(&by_puzzle("matchstick")).len(), 4);
    assert_eq!(
        list(&PuzzleFilter {
            library_id: Some(k),
            ..PuzzleFilter::default()
        })
        .len(),
        2
    );
    let mid_up = PuzzleFilter {
        library_id: Some(m),
        min_difficulty: Some(2.0),
        ..PuzzleFilter::default()
    };
    assert_eq!(descriptions(&list(&mid_up)), ["6-5=17", "5+7=2"]);
    let range = PuzzleFilter {
        min_difficulty: Some(1.5),
        max_difficulty: Some(30.0),
        ..PuzzleFilter::default()
    };
    assert_eq!(list(&range).len(), 3);
    let low = PuzzleFilter {
        level: Some("low".into()),
        ..PuzzleFilter::default()
    };
    assert_eq!(descriptions(&list(&low)), ["7+3=9", "1+1=3"]);
    let search = |t: &str| {
        descriptions(&list(&PuzzleFilter {
            search: Some(t.into()),
            ..PuzzleFilter::default()
        }))
        .into_iter()
        .map(str::to_owned)
        .collect::<Vec<_>>()
    };
    assert_eq!(search("seven"), ["7+3=9"], "case-insensitive");
    assert_eq!(search("S"), ["7+3=9", "6-5=17", "5+7=2"]);
    assert_eq!(search("%"), ["5+7=2"], "% is literal");
    assert_eq!(search("_"), ["5+7=2"], "_ is literal");
    assert_eq!(search("咫尺"), ["SCCS/VCCV/VHHV/VSSV/..S."]);
    let exact = PuzzleFilter {
        description: Some("7+3=9".into()),
        ..PuzzleFilter::default()
    };
    assert_eq!(list(&exact).len(), 1);
    // count ignores limit and offset
    let paged = PuzzleFilter {
        limit: Some(1),
        offset: 1,
        ..by_puzzle("matchstick")
    };
    assert_eq!(list(&paged).len(), 1);
    assert_eq!(s.count_puzzles(&paged).expect("count"), 4);
}

#[test]
fn sorting_and_paging() {
    let (s, m, _) = filter_fixture();
    let lib = |sort, descending| PuzzleFilter {
        library_id: Some(m),
        sort,
        descending,
        ..PuzzleFilter::default()
    };
    let list = |f: &PuzzleFilter| {
        s.list_puzzles(f)
            .expect("list")
            .into_iter()
            .map(|p| p.description)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        list(&lib(PuzzleSort::Difficulty, false)),
        ["7+3=9", "6-5=17", "5+7=2", "1+1=3"]
    );
    assert_eq!(
        list(&lib(PuzzleSort::Difficulty, true)),
        ["5+7=2", "6-5=17", "7+3=9", "1+1=3"],
        "unrated last also when descending"
    );
    assert_eq!(
        list(&lib(PuzzleSort::Name, false)),
        ["5+7=2", "7+3=9", "6-5=17", "1+1=3"]
    );
    assert_eq!(
        list(&lib(PuzzleSort::Id, true)),
        ["1+1=3", "5+7=2", "6-5=17", "7+3=9"]
    );
    assert_eq!(list(&lib(PuzzleSort::Created, false)).len(), 4);
    let mut random = list(&lib(PuzzleSort::Random, false));
    random.sort();
    assert_eq!(random, ["1+1=3", "5+7=2", "6-5=17", "7+3=9"]);
    let page = |offset| PuzzleFilter {
        limit: Some(2),
        offset,
        ..lib(PuzzleSort::Difficulty, false)
    };
    assert_eq!(list(&page(0)), ["7+3=9", "6-5=17"]);
    assert_eq!(list(&page(2)), ["5+7=2", "1+1=3"]);
    assert!(list(&page(4)).is_empty());
    let offset_only = PuzzleFilter {
        offset: 3,
        ..lib(PuzzleSort::Id, false)
    };
    assert_eq!(list(&offset_only), ["1+1=3"]);
}

#[test]
fn filter_deserializes_from_query_like_json() {
    let f: PuzzleFilter = serde_json::from_value(json!({
        "puzzle": "klotski", "min_difficulty": 10.0, "sort": "difficulty", "descending": true, "limit": 5
    }))
    .expect("filter");
    assert_eq!(f.sort, PuzzleSort::Difficulty);
    assert_eq!(f.offset, 0);
    assert_eq!(f.limit, Some(5));
}

#[test]
fn seeding_a_builtin_library_is_idempotent() {
    let mut s = store();
    let lib = NewLibrary {
        puzzle: "klotski".into(),
        name: "built-in".into(),
        description: "ships with Puzzle Lab".into(),
        source: "puzzlelab".into(),
    };
    let v1 = vec![
        NewPuzzle::new("VCCV/VCCV/VHHV/VSSV/S..S")
            .with_name("横刀立马")
            .with_difficulty(81.0),
        NewPuzzle::new("SCCS/VCCV/VHHV/VSSV/..S.").with_difficulty(20.0),
    ];
    let first = s.ensure_builtin_library(&lib, &v1).expect("seed");
    assert!(first.created && !first.unchanged);
    assert_eq!((first.inserted, first.updated), (2, 0));
    assert!(first.library.builtin);
    assert_eq!(first.library.puzzle_count, 2);

    let again = s.ensure_builtin_library(&lib, &v1).expect("seed again");
    assert!(!again.created && again.unchanged);
    assert_eq!((again.inserted, again.updated), (0, 0));
    assert_eq!(again.library.id, first.library.id);

    // A new release re-rates one puzzle and adds another.
    let mut v2 = v1.clone();
    v2[1].difficulty = Some(21.0);
    v2.push(NewPuzzle::new("CCVV/CCVV/HHSS/HHSS/S..S"));
    let upgrade = s.ensure_builtin_library(&lib, &v2).expect("seed v2");
    assert!(!upgrade.created && !upgrade.unchanged);
    assert_eq!((upgrade.inserted, upgrade.updated), (1, 1));
    assert_eq!(upgrade.library.puzzle_count, 3);
    let p = s
        .find_puzzle(first.library.id, "SCCS/VCCV/VHHV/VSSV/..S.")
        .expect("find")
        .expect("present");
    assert_eq!(p.difficulty, Some(21.0));
    assert!(
        s.ensure_builtin_library(&lib, &v2)
            .expect("again")
            .unchanged
    );

    // A user library of the same name blocks the built-in one, with a clear message.
    s.create_library(&NewLibrary::new("tendrops", "mine"))
        .expect("user lib");
    let err = s
        .ensure_builtin_library(&NewLibrary::new("tendrops", "mine"), &[])
        .expect_err("conflict");
    assert_eq!(err.kind(), ErrorKind::Conflict);
    assert!(err.to_string().contains("rename or delete"), "{err}");
}

/// Issue 13: two classics share one placement; both are rows of the built-in library, and a
/// row that cannot be told apart from an earlier one is reported, never dropped in silence.
#[test]
fn a_builtin_library_lists_one_game_under_two_names() {
    let mut s = store();
    let lib = NewLibrary::new("klotski", "Classics");
    let shared = "SCCS/VCCV/VHHV/VSSV/..S.";
    let mut rows = vec![
        NewPuzzle::new(shared).with_name("瓮中之鳖"),
        NewPuzzle::new("VCCV/VCCV/VHHV/VSSV/S..S").with_name("横刀立马"),
        NewPuzzle::new(shared).with_name("小燕出巢"),
    ];
    let first = s.ensure_builtin_library(&lib, &rows).expect("seed");
    assert_eq!(first.inserted, 3);
    assert!(first.left_out.is_empty(), "{:?}", first.left_out);
    assert_eq!(first.library.puzzle_count, 3);
    let names: Vec<Option<String>> = s
        .list_puzzles(&by_puzzle("klotski"))
        .expect("list")
        .into_iter()
        .filter(|p| p.description == shared)
        .map(|p| p.name)
        .collect();
    assert_eq!(names.len(), 2);
    assert!(names.contains(&Some("小燕出巢".into())) && names.contains(&Some("瓮中之鳖".into())));

    // a new release re-rates the second name's row only
    rows[2].difficulty = Some(107.0);
    let upgrade = s.ensure_builtin_library(&lib, &rows).expect("seed v2");
    assert_eq!((upgrade.inserted, upgrade.updated), (0, 1));
    assert_eq!(upgrade.library.puzzle_count, 3);

    // a repeated name, or a repeat without a name, cannot be told apart: reported
    rows.push(NewPuzzle::new(shared).with_name("小燕出巢"));
    rows.push(NewPuzzle::new(shared));
    let repeated = s.ensure_builtin_library(&lib, &rows).expect("seed v3");
    assert_eq!(repeated.library.puzzle_count, 3);
    assert_eq!(repeated.left_out.len(), 2, "{:?}", repeated.left_out);
    assert_eq!(repeated.left_out[0].name.as_deref(), Some("小燕出巢"));
    assert!(repeated.left_out[0].reason.contains("小燕出巢"));
    assert!(repeated.left_out[1].reason.contains("no name"));

    // a library of your own still holds a game once, whatever its name
    let mine = s
        .create_library(&NewLibrary::new("klotski", "mine"))
        .expect("create");
    let summary = s
        .add_puzzles(
            mine.id,
            &[
                NewPuzzle::new(shared).with_name("瓮中之鳖"),
                NewPuzzle::new(shared).with_name("小燕出巢"),
            ],
        )
        .expect("add");
    assert_eq!((summary.inserted, summary.duplicates), (1, 1));
    let err = s
        .add_puzzle(mine.id, &NewPuzzle::new(shared).with_name("another"))
        .expect_err("already held");
    assert_eq!(err.kind(), ErrorKind::Conflict);
}

#[test]
fn bulk_insert_of_100k_puzzles_is_fast() {
    let mut s = store();
    let lib = s
        .create_library(&NewLibrary::new("tendrops", "generated"))
        .expect("create");
    let puzzles: Vec<NewPuzzle> = (0..100_000u32)
        .map(|i| {
            NewPuzzle::new(format!(
                "{:06}/000000/000000/000000/000000/{:06}",
                i % 1_000_000,
                i
            ))
            .with_difficulty(f64::from(i % 97))
            .with_level(["easy", "mid", "hard"][(i % 3) as usize])
            .with_source("generator seed 1")
        })
        .collect();
    let t = Instant::now();
    let summary = s.add_puzzles(lib.id, &puzzles).expect("bulk");
    let insert = t.elapsed();
    assert_eq!(summary.inserted, 100_000);
    let t = Instant::now();
    let hard = s
        .list_puzzles(&PuzzleFilter {
            library_id: Some(lib.id),
            min_difficulty: Some(90.0),
            sort: PuzzleSort::Difficulty,
            limit: Some(20),
            ..PuzzleFilter::default()
        })
        .expect("list");
    let count = s.count_puzzles(&by_puzzle("tendrops")).expect("count");
    let query = t.elapsed();
    assert_eq!(hard.len(), 20);
    assert_eq!(count, 100_000);
    eprintln!("100k bulk insert: {insert:?}; filtered query + count: {query:?}");
    // Generous bound for unoptimised debug builds on a slow machine; release is far faster.
    assert!(insert.as_secs_f64() < 8.0, "bulk insert took {insert:?}");
}
