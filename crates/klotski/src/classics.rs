//! The 40 classic named layouts (`data/klotski-classics.txt`), with their published move
//! counts and a pinyin alias each.

use std::sync::OnceLock;

use serde::Serialize;

use crate::board::Board;
use crate::grid::parse_grid;

const CLASSICS_TEXT: &str = include_str!("../data/klotski-classics.txt");

/// Pinyin aliases, in the order of the data file.
const PINYIN: [&str; 40] = [
    "hengdaolima",
    "zhihuiruoding",
    "jiangyongcaoying",
    "qitoubingjin",
    "bingfensanlu",
    "yushengxili",
    "zuoyoububing",
    "taohuayuanzhong",
    "yilujinjun",
    "yilushunfeng",
    "weierbujian",
    "jiezuxiandeng",
    "chachinanfei",
    "shoukouruping1",
    "shoukouruping2",
    "shuangjiangdanglu",
    "hengmadangguan",
    "cengcengshefang1",
    "cengcengshefang2",
    "bingdangjiangzu",
    "dusaiyaodao",
    "wengzhongzhibie",
    "cengluandiezhang",
    "shuixiebutong",
    "silujinbing",
    "rudiwumen",
    "yongchuangwuguan",
    "simianchuge",
    "qianhuhouyong",
    "binglincaoying",
    "wujiangbigong",
    "qiandanghouzu",
    "jinzaizhichi",
    "zoutouwulu",
    "xiaoyanchuchao",
    "biyihengkong",
    "jiadaocangbing",
    "tunbingdonglu",
    "sijianglianguan",
    "fenghuiluzhuan",
];

/// A built-in layout and its published figures (`None`: unsolvable).
#[derive(Debug, Clone, Serialize)]
pub struct Classic {
    /// The Chinese name, e.g. `横刀立马`.
    pub name: String,
    /// The pinyin alias, e.g. `hengdaolima`.
    pub pinyin: &'static str,
    /// The grid.
    pub layout: String,
    /// Optimal moves in the step metric.
    pub step: Option<u32>,
    /// Optimal moves in the straight metric.
    pub straight: Option<u32>,
    /// Optimal moves in the unit metric.
    pub unit: Option<u32>,
    /// Positions reachable from it.
    pub reachable: u64,
    /// The layout.
    #[serde(skip)]
    pub board: Board,
}

/// The 40 classics, in their usual order.
pub fn classics() -> &'static [Classic] {
    static LIST: OnceLock<Vec<Classic>> = OnceLock::new();
    LIST.get_or_init(|| parse_classics(CLASSICS_TEXT))
}

fn parse_classics(text: &str) -> Vec<Classic> {
    let mut out = Vec::new();
    let mut header: Option<Vec<String>> = None;
    let mut rows: Vec<&str> = Vec::new();
    let finish = |header: Option<Vec<String>>, rows: &mut Vec<&str>, out: &mut Vec<Classic>| {
        let Some(fields) = header else { return };
        let grid = rows.join("/");
        rows.clear();
        let count = |i: usize| fields.get(i).and_then(|f| f.parse::<i64>().ok());
        let (Ok(board), Some(step), Some(straight), Some(unit), Some(reachable)) =
            (parse_grid(&grid), count(1), count(2), count(3), count(4))
        else {
            return;
        };
        let known = |n: i64| u32::try_from(n).ok();
        let pinyin = PINYIN.get(out.len()).copied().unwrap_or("");
        out.push(Classic {
            name: fields[0].clone(),
            pinyin,
            layout: grid,
            step: known(step),
            straight: known(straight),
            unit: known(unit),
            reachable: reachable as u64,
            board,
        });
    };
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("##") {
            continue;
        }
        if let Some(rest) = line.strip_prefix('#') {
            finish(header.take(), &mut rows, &mut out);
            header = Some(rest.split('|').map(|f| f.trim().to_string()).collect());
        } else if !line.is_empty() {
            rows.push(line);
        }
    }
    finish(header.take(), &mut rows, &mut out);
    out
}

/// The classic with this Chinese name or pinyin alias (case, spaces and hyphens ignored).
pub fn find_classic(name: &str) -> Option<&'static Classic> {
    let wanted: String = name
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-' && *c != '_')
        .flat_map(char::to_lowercase)
        .collect();
    if wanted.is_empty() {
        return None;
    }
    classics()
        .iter()
        .find(|c| c.name == wanted || c.pinyin == wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_forty_are_read() {
        let list = classics();
        assert_eq!(list.len(), 40);
        assert_eq!(list[0].name, "横刀立马");
        assert_eq!(list[0].layout, "VCCV/VCCV/VHHV/VSSV/S..S");
        assert_eq!(
            (list[0].step, list[0].straight, list[0].unit),
            (Some(81), Some(90), Some(116))
        );
        assert_eq!(list[39].name, "峰回路转");
        assert_eq!(list[33].step, None);
        let mut aliases: Vec<&str> = list.iter().map(|c| c.pinyin).collect();
        aliases.sort_unstable();
        aliases.dedup();
        assert_eq!(aliases.len(), 40);
    }

    #[test]
    fn finds_by_name_and_alias() {
        assert_eq!(
            find_classic("横刀立马").map(|c| c.pinyin),
            Some("hengdaolima")
        );
        assert_eq!(
            find_classic("Heng-Dao-Li-Ma").map(|c| c.pinyin),
            Some("hengdaolima")
        );
        assert_eq!(
            find_classic("fenghuiluzhuan").map(|c| c.step),
            Some(Some(138))
        );
        assert!(find_classic("nowhere").is_none());
    }
}
