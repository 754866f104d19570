//! Tennis market types: the match (winner, set betting, set handicap, total sets, games totals
//! and handicap, each player's games, odd/even games, to win a set) and each set (winner, total
//! games, game handicap, correct score, tiebreak). Ids follow the common odds-feed numbering
//! where it has the market; ids from 1000 are this book's own.

use crate::locale::t;
use crate::market::{MarketType, OutcomeType};
use crate::sports::rally::book::{HCP_OUTCOMES, TOTAL_OUTCOMES, WINNER_OUTCOMES};

pub(super) const WINNER: u32 = 186;
pub(super) const SET_BETTING: u32 = 181;
pub(super) const SET_WINNER: u32 = 202;
pub(super) const TOTAL_GAMES: u32 = 189;
pub(super) const GAME_HCP: u32 = 187;
pub(super) const SET_HCP: u32 = 188;
pub(super) const HOME_GAMES: u32 = 190;
pub(super) const AWAY_GAMES: u32 = 191;
pub(super) const TOTAL_SETS: u32 = 1192;
pub(super) const ODD_EVEN_GAMES: u32 = 1193;
pub(super) const HOME_WINS_A_SET: u32 = 1194;
pub(super) const AWAY_WINS_A_SET: u32 = 1195;
pub(super) const SET_TOTAL_GAMES: u32 = 1203;
pub(super) const SET_GAME_HCP: u32 = 1204;
pub(super) const SET_CORRECT_SCORE: u32 = 1205;
pub(super) const SET_TIEBREAK: u32 = 1206;
/// A game's markets (`setnr=S|gamenr=G`), in play.
pub(super) const GAME_WINNER: u32 = 1210;
pub(super) const GAME_DEUCE: u32 = 1211;
pub(super) const GAME_CORRECT_SCORE: u32 = 1212;

const fn o(id: u32, en: &'static str, sr: &'static str) -> OutcomeType {
    OutcomeType { id, name: t(en, sr) }
}

pub(super) const YES_NO: &[OutcomeType] = &[o(74, "Yes", "Da"), o(76, "No", "Ne")];
const GAME_SCORES: &[OutcomeType] = &[
    o(1301, "{$competitor1} to love", "{$competitor1} bez izgubljenog poena"),
    o(1302, "{$competitor1} to 15", "{$competitor1} na 15"),
    o(1303, "{$competitor1} to 30", "{$competitor1} na 30"),
    o(1304, "{$competitor1} after deuce", "{$competitor1} posle izjednačenja"),
    o(1305, "{$competitor2} to love", "{$competitor2} bez izgubljenog poena"),
    o(1306, "{$competitor2} to 15", "{$competitor2} na 15"),
    o(1307, "{$competitor2} to 30", "{$competitor2} na 30"),
    o(1308, "{$competitor2} after deuce", "{$competitor2} posle izjednačenja"),
];
pub(super) const ODD_EVEN: &[OutcomeType] = &[o(70, "Odd", "Nepar"), o(72, "Even", "Par")];

/// Every market type tennis offers.
pub const MARKET_TYPES: &[MarketType] = &[
    MarketType::new(WINNER, t("Winner", "Pobednik"), &["main"], 1, WINNER_OUTCOMES),
    MarketType::new(SET_BETTING, t("Set betting", "Tačan rezultat po setovima"), &["score"], 2, &[]),
    MarketType::new(SET_WINNER, t("Set {setnr} - winner", "{setnr}. set - pobednik"), &["period"], 3, WINNER_OUTCOMES),
    MarketType::new(TOTAL_GAMES, t("Total games {total}", "Ukupno gemova {total}"), &["total"], 4, TOTAL_OUTCOMES),
    MarketType::new(GAME_HCP, t("Game handicap {hcp}", "Hendikep gemova {hcp}"), &["hcp"], 5, HCP_OUTCOMES),
    MarketType::new(SET_HCP, t("Set handicap {hcp}", "Hendikep setova {hcp}"), &["hcp"], 6, HCP_OUTCOMES),
    MarketType::new(TOTAL_SETS, t("Total sets {total}", "Ukupno setova {total}"), &["total"], 7, TOTAL_OUTCOMES),
    MarketType::new(
        HOME_GAMES,
        t("{$competitor1} total games {total}", "{$competitor1} ukupno gemova {total}"),
        &["total"],
        8,
        TOTAL_OUTCOMES,
    ),
    MarketType::new(
        AWAY_GAMES,
        t("{$competitor2} total games {total}", "{$competitor2} ukupno gemova {total}"),
        &["total"],
        9,
        TOTAL_OUTCOMES,
    ),
    MarketType::new(ODD_EVEN_GAMES, t("Odd/even games", "Par/nepar gemova"), &["other"], 10, ODD_EVEN),
    MarketType::new(
        HOME_WINS_A_SET,
        t("{$competitor1} to win a set", "{$competitor1} osvaja set"),
        &["other"],
        11,
        YES_NO,
    ),
    MarketType::new(
        AWAY_WINS_A_SET,
        t("{$competitor2} to win a set", "{$competitor2} osvaja set"),
        &["other"],
        12,
        YES_NO,
    ),
    MarketType::new(
        SET_TOTAL_GAMES,
        t("Set {setnr} - total games {total}", "{setnr}. set - ukupno gemova {total}"),
        &["period", "total"],
        13,
        TOTAL_OUTCOMES,
    ),
    MarketType::new(
        SET_GAME_HCP,
        t("Set {setnr} - game handicap {hcp}", "{setnr}. set - hendikep gemova {hcp}"),
        &["period", "hcp"],
        14,
        HCP_OUTCOMES,
    ),
    MarketType::new(
        SET_CORRECT_SCORE,
        t("Set {setnr} - correct score", "{setnr}. set - tačan rezultat"),
        &["period", "score"],
        15,
        &[],
    ),
    MarketType::new(SET_TIEBREAK, t("Set {setnr} - tiebreak", "{setnr}. set - tajbrejk"), &["period"], 16, YES_NO),
    MarketType::new(
        GAME_WINNER,
        t("Set {setnr}, game {gamenr} - winner", "{setnr}. set, {gamenr}. gem - pobednik"),
        &["main", "period"],
        17,
        WINNER_OUTCOMES,
    ),
    MarketType::new(
        GAME_DEUCE,
        t("Set {setnr}, game {gamenr} - deuce", "{setnr}. set, {gamenr}. gem - izjednačenje (40:40)"),
        &["period"],
        18,
        YES_NO,
    ),
    MarketType::new(
        GAME_CORRECT_SCORE,
        t("Set {setnr}, game {gamenr} - exact score", "{setnr}. set, {gamenr}. gem - tačan rezultat"),
        &["period", "score"],
        19,
        GAME_SCORES,
    ),
];
