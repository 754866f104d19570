//! Page routes of spec §2: an optional locale prefix, the `/sports` base path, then the page.
//! Resolution runs against the catalogue so unknown sports, leagues and matches are 404s.

use crate::catalogue::model::{Category, Match, Sport, Tournament};
use crate::catalogue::store::Snapshot;
use std::sync::Arc;

/// The sports base path every in-app link carries.
pub const BASE: &str = "/sports";

/// Static pages under the base path, by their path segment.
const STATIC_PAGES: [(&str, StaticPage); 20] = [
    ("live", StaticPage::Live),
    ("cybersport", StaticPage::Cybersport),
    ("favorites", StaticPage::Favorites),
    ("schedule", StaticPage::Schedule),
    ("results", StaticPage::Results),
    ("promotions", StaticPage::Promotions),
    ("racing", StaticPage::Racing),
    ("lotteries", StaticPage::Lotteries),
    ("premium-cricket", StaticPage::PremiumCricket),
    ("virtual-gaming-arena", StaticPage::VirtualGamingArena),
    ("general-rules", StaticPage::GeneralRules),
    ("about", StaticPage::About),
    ("init-sportsbook", StaticPage::InitSportsbook),
    ("404", StaticPage::NotFound),
    ("500", StaticPage::Error),
    ("blocked", StaticPage::Blocked),
    ("locked", StaticPage::Locked),
    ("bets-history", StaticPage::BetsHistory),
    ("search", StaticPage::Search),
    ("profile", StaticPage::Profile),
];

/// Pages without an entity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaticPage {
    Home,
    Live,
    Cybersport,
    Favorites,
    Schedule,
    Results,
    Promotions,
    Racing,
    Lotteries,
    PremiumCricket,
    VirtualGamingArena,
    GeneralRules,
    About,
    InitSportsbook,
    NotFound,
    Error,
    Blocked,
    Locked,
    BetsHistory,
    Search,
    Profile,
    SignIn,
    SignUp,
    ForgotPassword,
    EditPassword,
    Confirmation,
}

impl StaticPage {
    /// Error, account and utility pages are never indexed.
    pub fn is_indexable(self) -> bool {
        !matches!(
            self,
            StaticPage::NotFound
                | StaticPage::Error
                | StaticPage::Blocked
                | StaticPage::Locked
                | StaticPage::InitSportsbook
                | StaticPage::Favorites
                | StaticPage::BetsHistory
                | StaticPage::Search
                | StaticPage::Profile
                | StaticPage::SignIn
                | StaticPage::SignUp
                | StaticPage::ForgotPassword
                | StaticPage::EditPassword
                | StaticPage::Confirmation
        )
    }
}

/// What a page path points at.
#[derive(Debug, Clone)]
pub enum Page {
    Static(StaticPage),
    Sport(Sport),
    Category(Sport, Category),
    League(Sport, Category, Tournament),
    Match(Sport, Tournament, Arc<Match>),
}

impl Page {
    /// The page's name, as the web app names it (its `meta.*` texts, its first paint's template);
    /// `None` for pages without texts of their own.
    pub fn name(&self) -> Option<&'static str> {
        let name = match self {
            Page::Sport(_) => "sport",
            Page::Category(..) => "category",
            Page::League(..) => "league",
            Page::Match(..) => "match",
            Page::Static(page) => match page {
                StaticPage::Home => "home",
                StaticPage::Live => "live",
                StaticPage::Cybersport => "cybersport",
                StaticPage::Schedule => "schedule",
                StaticPage::Results => "results",
                StaticPage::GeneralRules => "generalRules",
                StaticPage::About => "about",
                StaticPage::BetsHistory => "betsHistory",
                StaticPage::NotFound => "notFound",
                StaticPage::Error => "error",
                StaticPage::Blocked => "blocked",
                StaticPage::Locked => "locked",
                _ => return None,
            },
        };
        Some(name)
    }
}

/// A resolved page request.
#[derive(Debug, Clone)]
pub struct Route {
    /// The interface language the path selects.
    pub locale: String,
    pub page: Page,
    /// The path after the locale prefix (starting with `/sports`, or `/500`, `/users/…`).
    pub rest: String,
}

/// Splits an optional locale prefix (one of `locales`) from a path: `/en/sports` →
/// (`en`, `/sports`).
pub fn split_locale<'a>(path: &'a str, locales: &[String]) -> (Option<&'a str>, &'a str) {
    let trimmed = path.strip_prefix('/').unwrap_or(path);
    let first = trimmed.split('/').next().unwrap_or_default();
    if !first.is_empty() && locales.iter().any(|l| l == first) {
        let rest = &trimmed[first.len()..];
        (Some(first), if rest.is_empty() { "/" } else { rest })
    } else {
        (None, path)
    }
}

/// Resolves a request path, or `None` for a path that is no page (a 404).
pub fn resolve(path: &str, locales: &[String], default_locale: &str, snapshot: &Snapshot) -> Option<Route> {
    let (prefix, rest) = split_locale(path, locales);
    let locale = prefix.unwrap_or(default_locale).to_owned();
    let rest = rest.trim_end_matches('/');
    let rest = if rest.is_empty() { "/" } else { rest };
    let page = match rest {
        "/500" => Page::Static(StaticPage::Error),
        "/users/sign-in" => Page::Static(StaticPage::SignIn),
        "/users/sign-up" => Page::Static(StaticPage::SignUp),
        "/users/password/new" => Page::Static(StaticPage::ForgotPassword),
        "/users/password/edit" => Page::Static(StaticPage::EditPassword),
        "/users/confirmation" => Page::Static(StaticPage::Confirmation),
        _ => resolve_sports(rest.strip_prefix(BASE)?, snapshot)?,
    };
    Some(Route { locale, page, rest: rest.to_owned() })
}

fn resolve_sports(path: &str, snapshot: &Snapshot) -> Option<Page> {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let s = &snapshot.structure;
    match segments.as_slice() {
        [] => Some(Page::Static(StaticPage::Home)),
        [first, ..] if STATIC_PAGES.iter().any(|(p, _)| p == first) => {
            let page = STATIC_PAGES.iter().find(|(p, _)| p == first).map(|(_, page)| *page)?;
            (segments.len() == 1 || page == StaticPage::Profile).then_some(Page::Static(page))
        }
        [sport] => s.sport_by_key(sport).cloned().map(Page::Sport),
        [sport, slug] => {
            let sport = s.sport_by_key(sport)?;
            if let Some(category) = s.categories.iter().find(|c| c.sport_id == sport.id && c.slug == *slug) {
                return Some(Page::Category(sport.clone(), category.clone()));
            }
            if let Some(t) = s.tournaments.iter().find(|t| t.sport_id == sport.id && t.slug == *slug) {
                let category = s.category(t.category_id)?;
                return Some(Page::League(sport.clone(), category.clone(), t.clone()));
            }
            let id: u64 = slug.rsplit('-').next()?.parse().ok()?;
            let event = snapshot.find_match(id).filter(|m| m.sport_id == sport.id && m.slug == *slug)?;
            let tournament = s.tournament(event.tournament_id)?;
            Some(Page::Match(sport.clone(), tournament.clone(), event.clone()))
        }
        _ => None,
    }
}
