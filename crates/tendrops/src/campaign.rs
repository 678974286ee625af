//! The built-in campaign: fifteen 6x6 levels of increasing difficulty, played in order with
//! the supply carried over. Each level's par is its proven minimum number of taps under the
//! default rules (`a-sum`, empty taps allowed, supply 10); every level also carries its proven
//! minimum in each of the four timing models (they differ: level 1 needs 3 taps under `b-sum`).
//! The tests re-prove every one of them.

use serde::Serialize;

use crate::board::Board;
use crate::generate::Difficulty;
use crate::rules::Timing;

/// One campaign level.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CampaignLevel {
    /// 1-based position in the campaign.
    pub number: usize,
    /// The board.
    pub board: Board,
    /// Its difficulty, by par.
    pub difficulty: Difficulty,
    /// Proven minimum number of taps under the default rules (`a-sum`).
    pub par: u32,
    /// Proven minimum number of taps in each timing model (empty taps allowed, supply 10).
    pub pars: [TimingPar; 4],
}

/// A level's proven minimum under one timing model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TimingPar {
    /// The timing model.
    pub timing: Timing,
    /// The proven minimum number of taps under it.
    pub par: u32,
}

impl CampaignLevel {
    /// The proven minimum number of taps under `timing`.
    pub fn par_in(&self, timing: Timing) -> u32 {
        self.pars
            .iter()
            .find(|p| p.timing == timing)
            .map_or(self.par, |p| p.par)
    }
}

/// (board, difficulty, pars in the order of [`Timing::ALL`]: a-sum, a-cap, b-sum, b-cap):
/// found by [`crate::generate::generate`] with seeds 1000 * k + difficulty index.
const LEVELS: [(&str, Difficulty, [u32; 4]); 15] = [
    (
        "040244/304244/003030/000413/243220/004423",
        Difficulty::Easy,
        [2, 2, 3, 2],
    ),
    (
        "403204/342441/404001/012013/323342/402042",
        Difficulty::Easy,
        [2, 2, 2, 2],
    ),
    (
        "030400/430042/241042/400103/013442/340133",
        Difficulty::Easy,
        [3, 3, 3, 3],
    ),
    (
        "410320/400333/404312/440340/343400/220403",
        Difficulty::Easy,
        [3, 3, 3, 3],
    ),
    (
        "013003/134420/030411/420040/030303/430244",
        Difficulty::Medium,
        [4, 4, 4, 4],
    ),
    (
        "331404/020423/440223/412040/203000/200314",
        Difficulty::Medium,
        [4, 4, 4, 4],
    ),
    (
        "423443/433402/442331/000001/004341/330020",
        Difficulty::Medium,
        [4, 4, 4, 4],
    ),
    (
        "420023/003422/000041/040002/310343/202033",
        Difficulty::Medium,
        [6, 6, 6, 6],
    ),
    (
        "240312/003230/130232/420202/240000/413143",
        Difficulty::Hard,
        [7, 7, 7, 7],
    ),
    (
        "410034/404400/000420/243010/032000/112041",
        Difficulty::Hard,
        [7, 7, 7, 7],
    ),
    (
        "314024/403004/131100/400430/220200/324030",
        Difficulty::Hard,
        [7, 7, 7, 7],
    ),
    (
        "044342/003000/422024/310142/300302/020232",
        Difficulty::Hard,
        [7, 7, 7, 7],
    ),
    (
        "200033/032341/300103/004220/401122/002023",
        Difficulty::Expert,
        [9, 9, 9, 9],
    ),
    (
        "300003/003003/040400/032002/000040/032020",
        Difficulty::Expert,
        [9, 9, 9, 9],
    ),
    (
        "020003/034000/014011/030003/032000/012304",
        Difficulty::Expert,
        [9, 9, 9, 9],
    ),
];

/// The campaign, easiest first.
pub fn campaign() -> Vec<CampaignLevel> {
    LEVELS
        .iter()
        .enumerate()
        .filter_map(|(i, &(text, difficulty, pars))| {
            text.parse().ok().map(|board| CampaignLevel {
                number: i + 1,
                board,
                difficulty,
                par: pars[0],
                pars: std::array::from_fn(|k| TimingPar {
                    timing: Timing::ALL[k],
                    par: pars[k],
                }),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rules;
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
    fn every_par_is_the_proven_minimum_in_every_timing_model() {
        for level in campaign() {
            assert_eq!(level.par_in(Timing::ASum), level.par);
            let mut proven = Vec::new();
            for timing in Timing::ALL {
                let limits = Limits::none().with_max_time(std::time::Duration::from_secs(20));
                let options = SolveOptions::new(Rules::default().with_timing(timing));
                let solution = solve(&level.board, &options, &limits).unwrap();
                let what = format!("level {} under {timing}", level.number);
                assert_eq!(solution.claim, Claim::Optimal, "{what}");
                assert_eq!(solution.taps, Some(level.par_in(timing)), "{what}");
                proven.push(format!("{timing} {}", level.par_in(timing)));
            }
            println!("level {:2}: {}", level.number, proven.join(", "));
        }
    }
}
