//! Per-map line markets: the round handicap and total rounds of a CS2 map (exact, from the race of
//! rounds and its overtimes) and the kill handicap and total kills of a Dota 2 or LoL map (a
//! mixture of normal laws, one per way the race of objectives can end). Lines are half lines
//! around the expected margin and total of the map in play (the next one during a break); a
//! finished map's lines settle from its score, and any line asked for is priced on request, so
//! a line the window no longer lists still resolves.

use super::{maps, Game, Model, Phase, MAP_KILL_HANDICAP, MAP_ROUND_HANDICAP, MAP_TOTAL_KILLS, MAP_TOTAL_ROUNDS};
use crate::market::{format_line, specifier_value, MarketQuote};
use crate::odds::Margin;
use crate::sports::poisson;
use crate::sports::pricing_math::{half_lines, over_under, priced, settled, Normal};
use crate::statistics::Score;

/// Lines of each family before the line window trims them.
const LINES: usize = 11;
/// Overtimes followed one by one; what a longer map adds is lumped into the last.
const MAX_OVERTIMES: u32 = 8;

/// How the map in play can end, from now: each way with its probability and the laws of what is
/// still to come (the home margin of it and its total, in rounds or kills).
struct Outlook {
    /// Already scored on the map.
    scored: Score,
    ends: Vec<(f64, Normal, Normal)>,
}

impl Outlook {
    /// Home's lead on the map so far.
    fn lead(&self) -> f64 {
        f64::from(self.scored.home) - f64::from(self.scored.away)
    }

    /// Rounds or kills on the map so far.
    fn so_far(&self) -> f64 {
        f64::from(self.scored.home + self.scored.away)
    }

    /// P(home's final margin on the map > `line`).
    fn margin_above(&self, line: f64) -> f64 {
        self.ends.iter().map(|(p, margin, _)| p * margin.above(line - self.lead())).sum()
    }

    /// P(the map's final total > `line`).
    fn total_above(&self, line: f64) -> f64 {
        self.ends.iter().map(|(p, _, total)| p * total.above(line - self.so_far())).sum()
    }

    fn mean_margin(&self) -> f64 {
        self.lead() + self.ends.iter().map(|(p, margin, _)| p * margin.mean).sum::<f64>()
    }

    fn mean_total(&self) -> f64 {
        self.so_far() + self.ends.iter().map(|(p, _, total)| p * total.mean).sum::<f64>()
    }
}

/// The ends of a race of points won by home with probability `p`, from `a`:`b` to `target`:
/// `(home points, away points, probability)` of each final, and with `tie` the probability of
/// reaching (target − 1):(target − 1) instead (which then does not end the race).
fn race_ends(a: u32, b: u32, target: u32, p: f64, tie: bool) -> (Vec<(u32, u32, f64)>, f64) {
    let q = 1.0 - p;
    let last = if tie { target.saturating_sub(2) } else { target.saturating_sub(1) };
    let mut ends = Vec::new();
    for y in b..=last {
        ends.push((
            target,
            y,
            choose(target - 1 - a + y - b, y - b) * p.powi((target - a) as i32) * q.powi((y - b) as i32),
        ));
    }
    for x in a..=last {
        ends.push((
            x,
            target,
            choose(target - 1 - b + x - a, x - a) * q.powi((target - b) as i32) * p.powi((x - a) as i32),
        ));
    }
    let tied = if tie {
        let (to_a, to_b) = (target - 1 - a, target - 1 - b);
        choose(to_a + to_b, to_a) * p.powi(to_a as i32) * q.powi(to_b as i32)
    } else {
        0.0
    };
    (ends, tied)
}

/// The binomial coefficient as a float.
fn choose(n: u32, k: u32) -> f64 {
    (0..k.min(n - k)).fold(1.0, |acc, i| acc * f64::from(n - i) / f64::from(i + 1))
}

/// The exact ends of a CS2 map from `progress`: for each, the home margin and the rounds still
/// to come (known values, as laws without variance).
fn cs2_ends(progress: Score, p: f64) -> Vec<(f64, Normal, Normal)> {
    let (a, b) = maps::cs2_reduce(progress);
    let lead = f64::from(a) - f64::from(b);
    let mut out = Vec::new();
    // The race in play: where it stands, what it needs, and the rounds before it starts (none).
    let (mut from, mut target, mut before) =
        if a >= 12 && b >= 12 { ((a - 12, b - 12), 4, 0.0) } else { ((a, b), 13, 0.0) };
    let mut weight = 1.0;
    // Regulation is a race to 13 and each overtime a race to four of six; a tie (12:12, 3:3)
    // starts an overtime.
    for stage in 0..=MAX_OVERTIMES {
        let (ends, tied) = race_ends(from.0, from.1, target, p, true);
        let scale = if stage == MAX_OVERTIMES { weight / (1.0 - tied).max(1e-12) } else { weight };
        for (x, y, pr) in ends {
            let rest = before + f64::from(x + y - from.0 - from.1);
            out.push((pr * scale, Normal::point(f64::from(x) - f64::from(y) - lead), Normal::point(rest)));
        }
        before += f64::from(2 * (target - 1) - from.0 - from.1);
        (from, target, weight) = ((0, 0), 4, weight * tied);
        if weight < 1e-12 {
            break;
        }
    }
    out
}
/// Open fights (taking no objective) before an objective is taken: geometric, each fight
/// taking one with this chance.
const OBJECTIVE_CHANCE: f64 = 0.5;
/// Mixture weights below this are left out.
const NEGLIGIBLE: f64 = 1e-9;

/// The ends of a Dota 2 or LoL map from `progress` (objectives): for each way the race of
/// objectives can end (exact) and each number of open fights on the way (negative binomial,
/// exact), the kill margin and the kills still to come as normal laws of that many fights.
/// Objective fights have a known winner; open ones go home's way with probability `p`.
fn moba_ends(game: Game, progress: Score, p: f64) -> Vec<(f64, Normal, Normal)> {
    let (second, loser) = super::sim::kill_chances(game);
    // A won fight: the winner's kills minus the loser's, and both together.
    let won_margin = 1.0 + second - loser;
    let per_fight_total = 1.0 + second + loser;
    let kill_var = second * (1.0 - second) + loser * (1.0 - loser);
    let (ends, _) = race_ends(progress.home, progress.away, maps::OBJECTIVES, p, false);
    let mut out = Vec::new();
    for (x, y, pr) in ends {
        let (home, away) = (f64::from(x - progress.home), f64::from(y - progress.away));
        let objectives = x + y - progress.home - progress.away;
        // P(m open fights) = C(L + m − 1, m) c^L (1 − c)^m for L objectives still to take.
        let mut weight = pr * OBJECTIVE_CHANCE.powi(objectives as i32);
        for open in 0..400_u32 {
            if open > objectives && weight < NEGLIGIBLE {
                break;
            }
            let m = f64::from(open);
            let fights = home + away + m;
            let margin = Normal {
                mean: (home - away + m * (2.0 * p - 1.0)) * won_margin,
                var: fights * kill_var + m * 4.0 * p * (1.0 - p) * won_margin * won_margin,
            };
            let total = Normal { mean: fights * per_fight_total, var: fights * kill_var };
            out.push((weight, margin, total));
            weight *= (1.0 - OBJECTIVE_CHANCE) * f64::from(objectives + open) / f64::from(open + 1);
        }
    }
    out
}

impl Model {
    /// The handicap and total market ids of this game's maps.
    fn line_ids(&self) -> (u32, u32) {
        match self.game {
            Game::Cs2 => (MAP_ROUND_HANDICAP, MAP_TOTAL_ROUNDS),
            Game::Dota2 | Game::LeagueOfLegends => (MAP_KILL_HANDICAP, MAP_TOTAL_KILLS),
        }
    }

    /// The map whose lines are open (the next one during a break) and its score so far.
    fn open_map(&self) -> Option<(u8, Score)> {
        match self.phase {
            Phase::Prematch | Phase::Break => Some((self.map, Score::default())),
            Phase::Play => Some((self.map, self.map_score(self.map).unwrap_or_default())),
            Phase::Finished => None,
        }
    }

    fn outlook(&self, scored: Score) -> Outlook {
        let progress = if self.phase == Phase::Play { self.progress } else { Score::default() };
        let ends = match self.game {
            Game::Cs2 => cs2_ends(progress, self.point),
            Game::Dota2 | Game::LeagueOfLegends => moba_ends(self.game, progress, self.point),
        };
        Outlook { scored, ends }
    }

    /// The score of map `number` so far (its final score once it was played).
    fn map_score(&self, number: u8) -> Option<Score> {
        let map = self.periods.get(usize::from(number).checked_sub(1)?)?;
        Some(Score { home: map.home, away: map.away })
    }

    /// The final score of map `number`, once it was played to the end.
    fn map_final(&self, number: u8) -> Option<Score> {
        let played = self.entered_after.unwrap_or(self.map_winners.len());
        (usize::from(number) <= played).then(|| self.map_score(number))?
    }

    /// The line markets of every map played (settled around its final score) and of the open
    /// map (priced around its expected margin and total).
    pub(super) fn map_lines(&self, margin: Margin) -> Vec<MarketQuote> {
        let (hcp_id, total_id) = self.line_ids();
        let mut quotes = Vec::new();
        let mut add = |number: u8, centres: (f64, f64), outlook: Option<&Outlook>| {
            for cover_above in half_lines(centres.0, 1.0, LINES) {
                let spec = format!("mapnr={number}|hcp={}", format_line(-cover_above));
                quotes.extend(self.line(outlook, margin, hcp_id, &spec));
            }
            for line in half_lines(centres.1, 1.0, LINES) {
                let spec = format!("mapnr={number}|total={}", format_line(line));
                quotes.extend(self.line(outlook, margin, total_id, &spec));
            }
        };
        for number in 1..=self.map_winners.len() as u8 {
            if let Some(score) = self.map_final(number) {
                add(number, (f64::from(score.home) - f64::from(score.away), f64::from(score.home + score.away)), None);
            }
        }
        if let Some((number, scored)) = self.open_map() {
            let outlook = self.outlook(scored);
            add(number, (outlook.mean_margin(), outlook.mean_total()), Some(&outlook));
        }
        quotes
    }

    /// One map line market as it stands: settled once its map was played (void if the match
    /// ended without it, but for an over already passed), priced while its map is open,
    /// unknown for a later map.
    pub(crate) fn line_market(&self, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        let number: u8 = specifier_value(specifier, "mapnr")?.parse().ok()?;
        let open = self.open_map().filter(|(open, _)| *open == number);
        let outlook = open.map(|(_, scored)| self.outlook(scored));
        self.line(outlook.as_ref(), Margin::default(), market_id, specifier)
    }

    /// One line of map `mapnr`, priced from `outlook` while that map is open.
    fn line(&self, outlook: Option<&Outlook>, margin: Margin, market_id: u32, specifier: &str) -> Option<MarketQuote> {
        let (hcp_id, total_id) = self.line_ids();
        let number: u8 = specifier_value(specifier, "mapnr")?.parse().ok()?;
        let value = |key| specifier_value(specifier, key).and_then(|v| v.parse::<f64>().ok());
        let spec = specifier.to_owned();
        let finished = self.phase == Phase::Finished;
        let scored = self.map_score(number).unwrap_or_default();
        if market_id == hcp_id {
            let cover_above = -value("hcp")?;
            Some(if let Some(score) = self.map_final(number) {
                let diff = f64::from(score.home) - f64::from(score.away);
                settled(market_id, spec, &[(1714, diff > cover_above), (1715, diff < cover_above)])
            } else if finished {
                poisson::settle(market_id, spec, &[1714, 1715], None)
            } else {
                let p = outlook?.margin_above(cover_above);
                priced(margin, market_id, spec, &[(1714, p), (1715, 1.0 - p)])
            })
        } else if market_id == total_id {
            let line = value("total")?;
            let so_far = scored.home + scored.away;
            Some(if let Some(score) = self.map_final(number) {
                over_under(margin, market_id, spec, line, score.home + score.away, true, 0.0)
            } else if finished && f64::from(so_far) <= line {
                // The map was not played to its end: an over not yet reached is void.
                poisson::settle(market_id, spec, &[12, 13], None)
            } else {
                let p = outlook.map_or(0.0, |o| o.total_above(line));
                over_under(margin, market_id, spec, line, so_far, false, p)
            })
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests;
