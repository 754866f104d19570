//! What a match's priced markets become on the board: outcomes outside the price limits or no
//! longer possible are taken off, a two-outcome market is offered on both sides or suspended as a
//! whole, and handicap/total lines are shown only in a window around the most balanced line.
//! Markets with fixed outcomes (1X2, double chance) are list columns: a long shot there is quoted
//! at the longest price, and only an impossible outcome stays as a cell without a price, so the
//! columns keep their meaning (docs/decisions/048-honest-book.md).

use super::{ladder, PriceLimits};
use crate::catalogue::MarketStatus;
use crate::market::{split_line, MarketQuote, MarketType, OutcomeQuote};
use std::collections::HashMap;

/// Applies the price limits and the line window to every market of one match. Settled markets
/// are kept as they are (bets on them settle from them). `most_balanced` is set anew on line
/// markets; on other markets the model's flag stays unless the market is suspended.
pub fn offer(quotes: &mut Vec<MarketQuote>, limits: PriceLimits, types: &[MarketType]) {
    for quote in quotes.iter_mut() {
        let market_type = types.iter().find(|t| t.id == quote.market_id);
        limit(quote, limits, market_type);
    }
    window(quotes, limits.lines_each_side());
}

/// Holds one open market to the limits. In a market type with fixed outcomes (list columns) a
/// possible outcome priced beyond the maximum is quoted at the longest ladder price within it,
/// so only an outcome that cannot happen shows as a cell without a price; elsewhere prices
/// beyond the limits are taken off and the outcomes not offered dropped. A market left with fewer
/// than two offered outcomes, or missing a side of a two-way book, is suspended as a whole with
/// no prices (so none move while it is suspended). Markets that are not open are left alone.
pub fn limit(quote: &mut MarketQuote, limits: PriceLimits, market_type: Option<&MarketType>) {
    if quote.status != MarketStatus::Active {
        return;
    }
    let columns = market_type.is_some_and(|t| !t.outcomes.is_empty());
    let longest = ladder::floor(f64::from(limits.max().0)).filter(|_| columns);
    for outcome in &mut quote.outcomes {
        outcome.odds = outcome.odds.and_then(|o| if limits.allows(o) { Some(o) } else { longest.filter(|l| o > *l) });
    }
    let offered = quote.outcomes.iter().filter(|o| o.is_active()).count();
    if quote.outcomes.len() <= 2 && offered < quote.outcomes.len() || offered < 2 {
        suspend(quote);
    } else if !columns {
        quote.outcomes.retain(OutcomeQuote::is_active);
    }
}

fn suspend(quote: &mut MarketQuote) {
    quote.status = MarketStatus::Suspended;
    quote.most_balanced = false;
    for outcome in &mut quote.outcomes {
        outcome.odds = None;
    }
}

/// The family and numeric line of a multi-line market ([`split_line`]).
fn line_of(quote: &MarketQuote) -> Option<(String, f64)> {
    let (family, line) = split_line(&quote.specifier);
    Some((family, line?))
}

/// Keeps, of every family of lines, the most balanced line and the open lines among the
/// `each_side` either side of it; the other unsettled lines are removed (a line whose book was
/// withdrawn is dead, and a family with no balanced line loses all of them).
fn window(quotes: &mut Vec<MarketQuote>, each_side: usize) {
    let mut families: HashMap<(u32, String), Vec<(f64, usize)>> = HashMap::new();
    for (i, quote) in quotes.iter().enumerate() {
        if quote.status == MarketStatus::Settled {
            continue;
        }
        if let Some((family, line)) = line_of(quote) {
            families.entry((quote.market_id, family)).or_default().push((line, i));
        }
    }
    let mut keep = vec![true; quotes.len()];
    for lines in families.values_mut() {
        lines.sort_by(|a, b| a.0.total_cmp(&b.0));
        let centre = balanced(quotes, lines);
        for (rank, &(_, i)) in lines.iter().enumerate() {
            let open = quotes[i].status == MarketStatus::Active;
            keep[i] = open && centre.is_some_and(|c| rank.abs_diff(c) <= each_side);
            quotes[i].most_balanced = centre == Some(rank);
        }
    }
    let mut keep = keep.into_iter();
    quotes.retain(|_| keep.next().unwrap_or(true));
}

/// The rank (in `lines`) of the open, fully offered line whose prices are closest together.
fn balanced(quotes: &[MarketQuote], lines: &[(f64, usize)]) -> Option<usize> {
    lines
        .iter()
        .enumerate()
        .filter_map(|(rank, &(_, i))| {
            let quote = &quotes[i];
            let prices: Vec<u32> = quote.outcomes.iter().filter_map(|o| o.odds.map(|x| x.0)).collect();
            let open = quote.status == MarketStatus::Active && prices.len() == quote.outcomes.len();
            let spread = prices.iter().max()? - prices.iter().min()?;
            (open && prices.len() >= 2).then_some((rank, spread))
        })
        .min_by_key(|&(_, spread)| spread)
        .map(|(rank, _)| rank)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::Odds;

    fn quote(market_id: u32, spec: &str, prices: &[Option<u32>]) -> MarketQuote {
        let outcomes = prices
            .iter()
            .enumerate()
            .map(|(i, p)| OutcomeQuote { id: i as u32 + 1, odds: p.map(Odds), result: None })
            .collect();
        MarketQuote::open(market_id, spec, outcomes)
    }

    fn offered(quotes: &[MarketQuote], spec: &str) -> Vec<Option<u32>> {
        let q = quotes.iter().find(|q| q.specifier == spec).expect(spec);
        q.outcomes.iter().map(|o| o.odds.map(|x| x.0)).collect()
    }

    #[test]
    fn a_two_way_market_missing_a_side_is_suspended_without_prices() {
        let mut quotes = vec![quote(29, "", &[Some(1_050), Some(300_000)])];
        offer(&mut quotes, PriceLimits::default(), &[]);
        assert_eq!(quotes[0].status, MarketStatus::Suspended);
        assert_eq!(offered(&quotes, ""), vec![None, None]);
    }

    #[test]
    fn long_shots_beyond_the_maximum_and_impossible_outcomes_leave_a_many_way_market() {
        let mut quotes = vec![quote(45, "", &[Some(6_000), None, Some(300_000), Some(2_000), Some(251_000)])];
        offer(&mut quotes, PriceLimits::default(), &[]);
        assert_eq!(quotes[0].status, MarketStatus::Active);
        let ids: Vec<u32> = quotes[0].outcomes.iter().map(|o| o.id).collect();
        assert_eq!(ids, vec![1, 4, 5]);
    }

    #[test]
    fn a_long_shot_of_a_fixed_column_market_is_quoted_at_the_longest_price() {
        let three_way = crate::sports::market_type("football", 1).copied().expect("1X2");
        let mut quotes = vec![quote(1, "", &[Some(300_000), Some(9_000), Some(1_150)])];
        offer(&mut quotes, PriceLimits::default(), &[three_way]);
        assert_eq!(quotes[0].status, MarketStatus::Active);
        assert_eq!(offered(&quotes, ""), vec![Some(250_000), Some(9_000), Some(1_150)]);
    }

    #[test]
    fn only_an_impossible_outcome_of_a_fixed_column_market_is_a_cell_without_a_price() {
        let three_way = crate::sports::market_type("football", 1).copied().expect("1X2");
        let mut quotes = vec![quote(1, "", &[Some(1_010), None, Some(14_000)])];
        offer(&mut quotes, PriceLimits::default(), &[three_way]);
        assert_eq!(quotes[0].status, MarketStatus::Active);
        assert_eq!(offered(&quotes, ""), vec![Some(1_010), None, Some(14_000)]);
    }

    #[test]
    fn a_many_way_market_left_with_one_price_is_suspended() {
        let mut quotes = vec![quote(1, "", &[Some(1_020), Some(400_000), Some(900_000)])];
        offer(&mut quotes, PriceLimits::default(), &[]);
        assert_eq!(quotes[0].status, MarketStatus::Suspended);
    }

    #[test]
    fn only_lines_near_the_most_balanced_one_are_offered() {
        let mut quotes: Vec<MarketQuote> = (0..9)
            .map(|k| {
                let over = 1_200 + 200 * k;
                quote(18, &format!("total={}.5", k), &[Some(over), Some(3_800 - 200 * k)])
            })
            .collect();
        quotes.push(quote(18, "total=20.5", &[Some(1_900), Some(1_900)]));
        quotes[9].status = MarketStatus::Settled;
        let limits = PriceLimits::new(Odds(251_000), 2).expect("limits");
        offer(&mut quotes, limits, &[]);
        let specs: Vec<&str> = quotes.iter().map(|q| q.specifier.as_str()).collect();
        assert_eq!(specs, vec!["total=4.5", "total=5.5", "total=6.5", "total=7.5", "total=8.5", "total=20.5"]);
        let balanced: Vec<&str> = quotes.iter().filter(|q| q.most_balanced).map(|q| q.specifier.as_str()).collect();
        assert_eq!(balanced, vec!["total=6.5"]);
    }

    #[test]
    fn suspended_lines_inside_the_window_are_not_offered_either() {
        let mut quotes = vec![
            quote(18, "total=1.5", &[Some(1_300), Some(3_300)]),
            quote(18, "total=2.5", &[Some(1_900), Some(1_850)]),
            quote(18, "total=3.5", &[None, None]),
        ];
        offer(&mut quotes, PriceLimits::default(), &[]);
        let specs: Vec<&str> = quotes.iter().map(|q| q.specifier.as_str()).collect();
        assert_eq!(specs, vec!["total=1.5", "total=2.5"]);
    }

    #[test]
    fn families_of_lines_are_windowed_separately() {
        let mut quotes = vec![
            quote(68, "inningnr=1|total=10.5", &[Some(1_900), Some(1_900)]),
            quote(68, "inningnr=2|total=99.5", &[Some(1_500), Some(2_600)]),
        ];
        offer(&mut quotes, PriceLimits::new(Odds(251_000), 0).expect("limits"), &[]);
        assert_eq!(quotes.len(), 2);
        assert!(quotes.iter().all(|q| q.most_balanced));
    }
}
