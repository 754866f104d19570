//! Finding matches and leagues by name (`GET /api/sb/search`, docs/product.md#search): case
//! and accents are ignored, a name in any language answers (Serbian Latin or English), and a
//! query of four letters or more may be one typo away — a letter missing, extra, wrong, or two
//! swapped. Exact hits rank before typo hits.

use super::model::{Match, Tournament};
use super::query::MatchFilter;
use super::store::Snapshot;
use sportsbook_core::locale::LocalizedName;
use std::sync::Arc;

/// Queries shorter than this must be contained exactly: with a typo allowed, three letters
/// would match nearly every name.
const TYPO_FROM: usize = 4;

/// How well a name answers a query.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hit {
    Exact,
    Typo,
}

/// Lower case without diacritics: `Čukarički` → `cukaricki`, `Köln` → `koln`.
pub fn fold(text: &str) -> String {
    text.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'č' | 'ć' | 'ç' => 'c',
            'š' | 'ś' => 's',
            'ž' | 'ź' | 'ż' => 'z',
            'đ' => 'd',
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ą' => 'a',
            'è' | 'é' | 'ê' | 'ë' | 'ę' | 'ě' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => 'o',
            'ù' | 'ú' | 'û' | 'ü' | 'ů' => 'u',
            'ñ' | 'ń' | 'ň' => 'n',
            'ł' => 'l',
            'ř' => 'r',
            'ý' => 'y',
            other => other,
        })
        .collect()
}

/// A folded query.
#[derive(Debug, Clone)]
pub struct Needle {
    text: String,
    chars: Vec<char>,
}

impl Needle {
    pub fn new(query: &str) -> Needle {
        let text = fold(query.trim());
        let chars = text.chars().collect();
        Needle { text, chars }
    }

    /// How `name` (in either language) answers the query, if it does.
    pub fn hit(&self, name: &LocalizedName) -> Option<Hit> {
        [&name.sr, &name.en].into_iter().filter_map(|text| self.hit_text(&fold(text))).min()
    }

    fn hit_text(&self, folded: &str) -> Option<Hit> {
        if folded.contains(&self.text) {
            Some(Hit::Exact)
        } else if self.chars.len() >= TYPO_FROM && within_one_edit(&self.chars, folded) {
            Some(Hit::Typo)
        } else {
            None
        }
    }
}

/// Whether some part of `hay` is at most one edit from `needle`: a letter inserted, deleted or
/// replaced, or two neighbours swapped (Sellers' approximate search with the swap of the
/// optimal string alignment distance).
fn within_one_edit(needle: &[char], hay: &str) -> bool {
    let m = needle.len();
    // Column j: the distance of needle[..i] to the best part of hay ending at j; any start is free.
    let mut before: Vec<usize> = (0..=m).collect();
    let mut previous: Vec<usize> = (0..=m).collect();
    let mut current = vec![0; m + 1];
    let mut last: Option<char> = None;
    for c in hay.chars() {
        current[0] = 0;
        for i in 1..=m {
            let replace = previous[i - 1] + usize::from(needle[i - 1] != c);
            let mut best = replace.min(previous[i] + 1).min(current[i - 1] + 1);
            if i >= 2 && needle[i - 1] == last.unwrap_or('\0') && needle[i - 2] == c {
                best = best.min(before[i - 2] + 1);
            }
            current[i] = best;
        }
        if current[m] <= 1 {
            return true;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
        last = Some(c);
    }
    false
}

/// Matches passing `filter` whose competitors (or, unless `only_events_name`, league) answer
/// the query, exact hits first, each group in the snapshot's order.
pub fn search_matches(
    snapshot: &Snapshot,
    filter: &MatchFilter,
    needle: &Needle,
    only_events_name: bool,
) -> Vec<Arc<Match>> {
    let s = &snapshot.structure;
    let mut hits: Vec<(Hit, &Arc<Match>)> = snapshot
        .matches
        .iter()
        .filter(|m| filter.matches(snapshot, m))
        .filter_map(|m| {
            let competitors = [m.home_id, m.away_id].into_iter().flatten().filter_map(|id| s.competitor(id));
            let by_name = competitors.filter_map(|c| needle.hit(&c.name)).min();
            let by_league =
                if only_events_name { None } else { s.tournament(m.tournament_id).and_then(|t| needle.hit(&t.name)) };
            by_name.into_iter().chain(by_league).min().map(|hit| (hit, m))
        })
        .collect();
    hits.sort_by_key(|(hit, _)| *hit);
    hits.into_iter().map(|(_, m)| Arc::clone(m)).collect()
}

/// Leagues whose name answers the query, exact hits first.
pub fn search_tournaments<'a>(
    tournaments: impl Iterator<Item = &'a Tournament>,
    needle: &Needle,
) -> Vec<&'a Tournament> {
    let mut hits: Vec<(Hit, &Tournament)> =
        tournaments.filter_map(|t| needle.hit(&t.name).map(|hit| (hit, t))).collect();
    hits.sort_by_key(|(hit, _)| *hit);
    hits.into_iter().map(|(_, t)| t).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(query: &str, name: &str) -> Option<Hit> {
        Needle::new(query).hit(&LocalizedName::same(name))
    }

    #[test]
    fn case_accents_and_either_language_are_ignored() {
        assert_eq!(hit("cukaricki", "FK Čukarički"), Some(Hit::Exact));
        assert_eq!(hit("KÖLN", "1. FC Koln"), Some(Hit::Exact));
        let name = LocalizedName { sr: "Liga šampiona".to_owned(), en: "Champions League".to_owned() };
        assert_eq!(Needle::new("champions").hit(&name), Some(Hit::Exact));
        assert_eq!(Needle::new("sampiona").hit(&name), Some(Hit::Exact));
    }

    #[test]
    fn one_typo_is_forgiven_from_four_letters_two_are_not() {
        assert_eq!(hit("partzan", "Partizan"), Some(Hit::Typo), "a letter missing");
        assert_eq!(hit("partiizan", "Partizan"), Some(Hit::Typo), "a letter extra");
        assert_eq!(hit("partuzan", "Partizan"), Some(Hit::Typo), "a letter wrong");
        assert_eq!(hit("patrizan", "Partizan"), Some(Hit::Typo), "two letters swapped");
        assert_eq!(hit("zvezad", "Crvena zvezda"), Some(Hit::Typo), "swapped at the end");
        assert_eq!(hit("ptrizan", "Partizan"), None, "two typos");
        assert_eq!(hit("xyz", "Partizan"), None);
        assert_eq!(hit("pax", "Partizan"), None, "three letters must be exact");
        assert_eq!(hit("par", "Partizan"), Some(Hit::Exact));
    }
}
