//! System bets: k/n systems and the named full-cover bets, their codes and their lines.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The most selections a k/n system may have: C(16, 8) = 12,870 lines is the largest bet we
/// settle line by line.
pub const MAX_SYSTEM_SELECTIONS: u8 = 16;

/// Every k-fold of n selections, 2 ≤ k < n ≤ [`MAX_SYSTEM_SELECTIONS`] (only built through
/// [`SystemKind::k_of_n`] or [`SystemKind::parse`], so an invalid k/n cannot exist).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KOfN {
    k: u8,
    n: u8,
}

impl KOfN {
    /// The fold size.
    pub fn k(self) -> u8 {
        self.k
    }

    /// The number of selections.
    pub fn n(self) -> u8 {
        self.n
    }
}

/// A system bet type: a k/n system (`1/n` would be n singles, placed as singles; `n/n` is a
/// combo), or a named full cover: every fold from doubles (or singles, for the "lucky" family and
/// Patent) up to the n-fold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SystemKind {
    /// Every k-fold of n selections.
    KOfN(KOfN),
    /// 3 selections: 3 doubles and a treble (4 lines).
    Trixie,
    /// 3 selections: a Trixie plus 3 singles (7 lines).
    Patent,
    /// 4 selections: doubles to the fourfold (11 lines).
    Yankee,
    /// 4 selections: a Yankee plus 4 singles (15 lines).
    Lucky15,
    /// 5 selections, also called Super Yankee: doubles to the fivefold (26 lines).
    Canadian,
    /// 5 selections: a Canadian plus 5 singles (31 lines).
    Lucky31,
    /// 6 selections: doubles to the sixfold (57 lines).
    Heinz,
    /// 6 selections: a Heinz plus 6 singles (63 lines).
    Lucky63,
    /// 7 selections: doubles to the sevenfold (120 lines).
    SuperHeinz,
    /// 8 selections: doubles to the eightfold (247 lines).
    Goliath,
}

/// Every named full-cover bet with its code, in ascending line count.
const NAMED: [(SystemKind, &str); 10] = [
    (SystemKind::Trixie, "trixie"),
    (SystemKind::Patent, "patent"),
    (SystemKind::Yankee, "yankee"),
    (SystemKind::Lucky15, "lucky15"),
    (SystemKind::Canadian, "canadian"),
    (SystemKind::Lucky31, "lucky31"),
    (SystemKind::Heinz, "heinz"),
    (SystemKind::Lucky63, "lucky63"),
    (SystemKind::SuperHeinz, "super_heinz"),
    (SystemKind::Goliath, "goliath"),
];

impl SystemKind {
    /// A k/n system, refused unless 2 ≤ k < n ≤ [`MAX_SYSTEM_SELECTIONS`].
    pub fn k_of_n(k: u8, n: u8) -> Option<SystemKind> {
        (2 <= k && k < n && n <= MAX_SYSTEM_SELECTIONS).then_some(SystemKind::KOfN(KOfN { k, n }))
    }

    /// Parses a wire code: `"2/3"`, `"3/5"`, or a named bet such as `"yankee"` or `"super_heinz"`.
    pub fn parse(code: &str) -> Option<SystemKind> {
        if let Some((k, n)) = code.split_once('/') {
            let number = |s: &str| -> Option<u8> {
                let canonical = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && !s.starts_with('0');
                canonical.then(|| s.parse().ok()).flatten()
            };
            return SystemKind::k_of_n(number(k)?, number(n)?);
        }
        NAMED.iter().find(|(_, name)| *name == code).map(|(kind, _)| *kind)
    }

    /// The wire code; [`SystemKind::parse`] of it gives the same kind back.
    pub fn code(self) -> String {
        match self {
            SystemKind::KOfN(KOfN { k, n }) => format!("{k}/{n}"),
            named => NAMED.iter().find(|(kind, _)| *kind == named).map_or("", |(_, name)| name).to_owned(),
        }
    }

    /// How many selections the bet is placed on.
    pub fn selection_count(self) -> u8 {
        match self {
            SystemKind::KOfN(KOfN { n, .. }) => n,
            SystemKind::Trixie | SystemKind::Patent => 3,
            SystemKind::Yankee | SystemKind::Lucky15 => 4,
            SystemKind::Canadian | SystemKind::Lucky31 => 5,
            SystemKind::Heinz | SystemKind::Lucky63 => 6,
            SystemKind::SuperHeinz => 7,
            SystemKind::Goliath => 8,
        }
    }

    /// The fold sizes the bet contains, smallest first (e.g. 2..=4 for a Yankee).
    pub fn fold_sizes(self) -> std::ops::RangeInclusive<u8> {
        match self {
            SystemKind::KOfN(KOfN { k, .. }) => k..=k,
            SystemKind::Patent | SystemKind::Lucky15 | SystemKind::Lucky31 | SystemKind::Lucky63 => {
                1..=self.selection_count()
            }
            _ => 2..=self.selection_count(),
        }
    }

    /// The fewest winning selections that return anything: k for k/n, 1 for bets with singles,
    /// 2 for the other full covers (the wire's `win_count`).
    pub fn win_count(self) -> u8 {
        *self.fold_sizes().start()
    }

    /// The number of lines (the wire's `total_count`): Σ C(n, size) over the fold sizes.
    pub fn line_count(self) -> u32 {
        let n = u32::from(self.selection_count());
        self.fold_sizes().map(|size| binomial(n, u32::from(size))).sum()
    }

    /// Every line as a sorted list of selection indices (0-based), by fold size then
    /// lexicographically: the doubles of a Trixie are `[0,1] [0,2] [1,2]`, then `[0,1,2]`.
    pub fn lines(self) -> Vec<Vec<usize>> {
        let n = usize::from(self.selection_count());
        self.fold_sizes().flat_map(|size| combinations(n, usize::from(size))).collect()
    }

    /// The system types offered for `n` selections: k/n for k = 2..n−1 and the named full covers
    /// with exactly n selections (with and without singles), sorted by line count, then by
    /// win count. Empty below 3 selections (two selections make a combo).
    pub fn available_for(n: u8) -> Vec<SystemKind> {
        let mut kinds: Vec<SystemKind> = (2..n).filter_map(|k| SystemKind::k_of_n(k, n)).collect();
        kinds.extend(NAMED.iter().map(|(kind, _)| *kind).filter(|kind| kind.selection_count() == n));
        kinds.sort_by_key(|kind| (kind.line_count(), kind.win_count()));
        kinds
    }
}

impl fmt::Display for SystemKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

impl Serialize for SystemKind {
    /// As its wire code: `"2/3"`, `"yankee"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for SystemKind {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SystemKind, D::Error> {
        let code = String::deserialize(deserializer)?;
        SystemKind::parse(&code).ok_or_else(|| serde::de::Error::custom(format!("unknown system {code:?}")))
    }
}

/// C(n, k), exact for the sizes a system may have.
pub(crate) fn binomial(n: u32, k: u32) -> u32 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1u64, |acc, i| acc * u64::from(n - i) / u64::from(i + 1)) as u32
}

/// All k-element subsets of 0..n as sorted index lists, in lexicographic order.
pub(crate) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    if k > n {
        return all;
    }
    let mut current: Vec<usize> = (0..k).collect();
    loop {
        all.push(current.clone());
        // Advance the rightmost index that still has room, then reset the ones after it.
        let Some(i) = (0..k).rev().find(|&i| current[i] < n - k + i) else {
            return all;
        };
        current[i] += 1;
        for j in i + 1..k {
            current[j] = current[j - 1] + 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(code: &str) -> SystemKind {
        SystemKind::parse(code).expect("a valid system code")
    }

    #[test]
    fn k_of_n_systems_have_the_published_line_counts() {
        for (code, lines) in
            [("2/3", 3), ("2/4", 6), ("3/4", 4), ("2/5", 10), ("3/5", 10), ("3/6", 20), ("4/6", 15), ("4/8", 70)]
        {
            assert_eq!(kind(code).line_count(), lines, "{code}");
            assert_eq!(kind(code).lines().len(), lines as usize, "{code}");
        }
    }

    #[test]
    fn named_bets_have_the_published_line_counts() {
        let expected = [4, 7, 11, 15, 26, 31, 57, 63, 120, 247];
        for ((named, code), lines) in NAMED.iter().zip(expected) {
            assert_eq!(named.line_count(), lines, "{code}");
            assert_eq!(named.lines().len(), lines as usize, "{code}");
        }
    }

    #[test]
    fn codes_round_trip_through_parse() {
        for (named, code) in NAMED {
            assert_eq!(SystemKind::parse(code), Some(named));
            assert_eq!(named.code(), code);
        }
        for n in 3..=MAX_SYSTEM_SELECTIONS {
            for k in 2..n {
                let system = SystemKind::KOfN(KOfN { k, n });
                assert_eq!(SystemKind::parse(&system.code()), Some(system));
            }
        }
        assert_eq!(kind("super_heinz").to_string(), "super_heinz");
        assert_eq!(serde_json::to_string(&kind("3/5")).expect("serialises"), "\"3/5\"");
        assert_eq!(serde_json::from_str::<SystemKind>("\"lucky15\"").ok(), Some(SystemKind::Lucky15));
        assert!(serde_json::from_str::<SystemKind>("\"5/5\"").is_err());
    }

    #[test]
    fn singles_combos_and_malformed_codes_are_refused() {
        for bad in
            ["1/3", "3/3", "4/3", "0/2", "2/17", "02/3", "2/03", "2/", "/3", "2/3/4", "+2/3", "Yankee", "lucky_15", ""]
        {
            assert_eq!(SystemKind::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_trixie_is_three_doubles_and_a_treble() {
        assert_eq!(kind("trixie").lines(), vec![vec![0, 1], vec![0, 2], vec![1, 2], vec![0, 1, 2]]);
        assert_eq!(kind("patent").lines()[..3], [vec![0], vec![1], vec![2]]);
        assert_eq!(kind("3/4").lines(), vec![vec![0, 1, 2], vec![0, 1, 3], vec![0, 2, 3], vec![1, 2, 3]]);
    }

    #[test]
    fn offered_systems_are_sorted_by_line_count_then_win_count() {
        let codes = |n| SystemKind::available_for(n).iter().map(|kind| kind.code()).collect::<Vec<_>>();
        assert!(codes(2).is_empty());
        assert_eq!(codes(3), ["2/3", "trixie", "patent"]);
        assert_eq!(codes(4), ["3/4", "2/4", "yankee", "lucky15"]);
        assert_eq!(codes(5), ["4/5", "2/5", "3/5", "canadian", "lucky31"]);
        assert_eq!(codes(6), ["5/6", "2/6", "4/6", "3/6", "heinz", "lucky63"]);
        assert_eq!(codes(8).last().map(String::as_str), Some("goliath"));
        assert_eq!(codes(9).len(), 7);
    }

    #[test]
    fn win_count_is_the_smallest_fold() {
        assert_eq!(kind("3/5").win_count(), 3);
        assert_eq!(kind("yankee").win_count(), 2);
        assert_eq!(kind("lucky15").win_count(), 1);
    }
}
