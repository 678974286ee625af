//! The built-in campaign: fifteen 6x6 levels of increasing difficulty, played in order with
//! the supply carried over. Each level's par is its proven minimum number of taps under the
//! default rules (`a-sum`, empty taps allowed, supply 10); the tests re-prove every par.

use serde::Serialize;

use crate::board::Board;
use crate::generate::Difficulty;

/// One campaign level.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CampaignLevel {
    /// 1-based position in the campaign.
    pub number: usize,
    pub board: Board,
    pub difficulty: Difficulty,
    /// Proven minimum number of taps under the default rules.
    pub par: u32,
}

/// (board, difficulty, par): found by [`crate::generate::generate`] with seeds
/// 1000 * k + difficulty index.
const LEVELS: [(&str, Difficulty, u32); 15] = [
    (
        "040244/304244/003030/000413/243220/004423",
        Difficulty::Easy,
        2,
    ),
    (
        "403204/342441/404001/012013/323342/402042",
        Difficulty::Easy,
        2,
    ),
    (
        "030400/430042/241042/400103/013442/340133",
        Difficulty::Easy,
        3,
    ),
    (
        "410320/400333/404312/440340/343400/220403",
        Difficulty::Easy,
        3,
    ),
    (
        "013003/134420/030411/420040/030303/430244",
        Difficulty::Medium,
        4,
    ),
    (
        "331404/020423/440223/412040/203000/200314",
        Difficulty::Medium,
        4,
    ),
    (
        "423443/433402/442331/000001/004341/330020",
        Difficulty::Medium,
        4,
    ),
    (
        "420023/003422/000041/040002/310343/202033",
        Difficulty::Medium,
        6,
    ),
    (
        "240312/003230/130232/420202/240000/413143",
        Difficulty::Hard,
        7,
    ),
    (
        "410034/404400/000420/243010/032000/112041",
        Difficulty::Hard,
        7,
    ),
    (
        "314024/403004/131100/400430/220200/324030",
        Difficulty::Hard,
        7,
    ),
    (
        "044342/003000/422024/310142/300302/020232",
        Difficulty::Hard,
        7,
    ),
    (
        "200033/032341/300103/004220/401122/002023",
        Difficulty::Expert,
        9,
    ),
    (
        "300003/003003/040400/032002/000040/032020",
        Difficulty::Expert,
        9,
    ),
    (
        "020003/034000/014011/030003/032000/012304",
        Difficulty::Expert,
        9,
    ),
];

/// The campaign, easiest first.
pub fn campaign() -> Vec<CampaignLevel> {
    LEVELS
        .iter()
        .enumerate()
        .filter_map(|(i, &(text, difficulty, par))| {
            text.parse().ok().map(|board| CampaignLevel {
                number: i + 1,
                board,
                difficulty,
                par,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{solve, SolveOptions};
    use search::{Claim, Limits};

    #[test]
    fn every_level_parses_and_pars_increase() {
        let levels = campaign();
        assert_eq!(levels.len(), LEVELS.len());
        for pair in levels.windows(2) {
            assert!(pair[0].par <= pair[1].par);
            assert!(pair[0].difficulty <= pair[1].difficulty);
        }
        for level in &levels {
            assert!(
                level.difficulty.taps().contains(&level.par),
                "level {}",
                level.number
            );
        }
    }

    #[test]
    fn every_par_is_the_proven_minimum() {
        for level in campaign() {
            let limits = Limits::none().with_max_time(std::time::Duration::from_secs(20));
            let solution = solve(&level.board, &SolveOptions::default(), &limits).unwrap();
            assert_eq!(solution.claim, Claim::Optimal, "level {}", level.number);
            assert_eq!(solution.taps, Some(level.par), "level {}", level.number);
        }
    }
}
