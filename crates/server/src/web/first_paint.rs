//! The page's first paint as HTML (decision 006): the app's header and the page's heading (the
//! home title, a catalogue page's header, a match's scoreboard), put into `#root` so they paint
//! from the HTML and its inline styles alone, before any script runs.
//! The web app renders the same elements with the same CSS-module classes — their build names
//! come from `.vite/css-modules.json` — and replaces these when it starts; the e2e test
//! `first-paint.spec.ts` checks that the header and heading do not move when it does.

use super::head::{escape, localized_path};
use super::routes::{Page, Route, StaticPage, BASE};
use super::texts::message;
use crate::catalogue::model::{Category, EventKind, Match, Sport, Tournament};
use crate::catalogue::store::Structure;
use crate::http::params::iso;
use crate::site::SiteConfig;
use serde_json::Value;
use sportsbook_core::catalogue::MatchStatus;
use sportsbook_core::locale::Locale;
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// The web app's icon paths (`components/ui/icon.tsx` draws them from the same file).
const ICON_PATHS: &str = include_str!("../../../../web/src/components/ui/icon-paths.json");

/// The sports' glyphs (`components/ui/sport-icon.tsx` draws them from the same file).
const SPORT_ICON_PATHS: &str = include_str!("../../../../web/src/components/ui/sport-icon-paths.json");

/// Fills the kick-off span before it: `match.startsAt` with the date as the app formats it.
const KICK_OFF_SCRIPT: &str = "(function(s){var d=s.dataset;s.textContent=d.text.replace('{{date}}',new Intl.DateTimeFormat(d.intl,{dateStyle:'medium',timeStyle:'short',hour12:false}).format(new Date(d.at)))})(document.currentScript.previousElementSibling)";

/// The header's section links (`app/layout/header.tsx`).
const NAV: [(&str, &str); 4] = [
    ("/live", "nav.live"),
    ("/cybersport", "nav.cybersport"),
    ("/schedule", "nav.schedule"),
    ("/results", "nav.results"),
];

/// The section pages with a page header of their own: title and icon (`features/events/*-events.tsx`).
const SECTIONS: [(StaticPage, &str, &str); 4] = [
    (StaticPage::Live, "pages.liveTitle", "live"),
    (StaticPage::Cybersport, "pages.cyberTitle", "gamepad"),
    (StaticPage::Schedule, "pages.scheduleTitle", "calendar"),
    (StaticPage::Results, "pages.resultsTitle", "results"),
];

const LAYOUT: &str = "app/layout/app-layout.module.css";
const HEADER: &str = "app/layout/header.module.css";
const EVENTS: &str = "features/events/page.module.css";
const MATCH_PAGE: &str = "features/match-detail/match-detail.module.css";
const MATCH_HEADER: &str = "features/match-detail/match-header.module.css";
const PAGE_HEADER: &str = "components/ui/page-header.module.css";

/// The build's CSS-module class names: module file (relative to `web/src`) → local → built name.
#[derive(Debug, Default)]
pub struct ClassNames(HashMap<String, HashMap<String, String>>);

impl ClassNames {
    /// Reads `dir/.vite/css-modules.json`; without it pages have no first paint of their own.
    pub fn load(dir: &Path) -> ClassNames {
        let text = std::fs::read_to_string(dir.join(".vite/css-modules.json")).unwrap_or_default();
        ClassNames(serde_json::from_str(&text).unwrap_or_default())
    }
}

/// Looks up classes while a page is drawn and remembers any that the build does not have.
struct Classes<'a> {
    names: &'a ClassNames,
    missing: RefCell<Vec<String>>,
}

impl Classes<'_> {
    fn get(&self, file: &str, local: &str) -> &str {
        let name = self.names.0.get(file).and_then(|locals| locals.get(local));
        name.map(String::as_str).unwrap_or_else(|| {
            self.missing.borrow_mut().push(format!("{file} .{local}"));
            ""
        })
    }
}

/// The first paint of a page in the app's layout; `None` for pages drawn without it (error
/// pages, `/users/…`) or when the build's class names are missing.
pub fn render(site: &SiteConfig, structure: &Structure, route: &Route, names: &ClassNames) -> Option<String> {
    if let Page::Static(page) = route.page {
        let standalone =
            matches!(page, StaticPage::NotFound | StaticPage::Error | StaticPage::Blocked | StaticPage::Locked);
        if standalone || !route.rest.starts_with(BASE) {
            return None;
        }
    }
    let locale = Locale::parse(&route.locale).unwrap_or(Locale::Sr);
    let paint = Paint { site, locale, route, classes: Classes { names, missing: RefCell::default() } };
    let content = match &route.page {
        Page::Static(StaticPage::Home) => format!(
            "<div class=\"{}\"><h1 class=\"{}\">{}</h1></div>",
            paint.class(EVENTS, "stack"),
            paint.class(EVENTS, "homeTitle"),
            escape(message(locale, "home.title"))
        ),
        Page::Match(sport, tournament, event) if event.kind == EventKind::Match => {
            paint.match_header(structure, sport, tournament, event)
        }
        Page::Sport(sport) => paint.page_header(sport.name.get(locale), &sport_icon(&sport.key), Some(&[])),
        Page::Category(sport, category) => {
            let crumbs = [paint.sport_crumb(sport)];
            paint.page_header(category.name.get(locale), &sport_icon(&sport.key), Some(&crumbs))
        }
        Page::League(sport, category, tournament) => {
            let crumbs = [paint.sport_crumb(sport), paint.category_crumb(sport, category)];
            paint.page_header(tournament.name.get(locale), &sport_icon(&sport.key), Some(&crumbs))
        }
        Page::Static(page) => match SECTIONS.iter().find(|(section, ..)| section == page) {
            Some((_, title, icon_name)) => paint.page_header(message(locale, title), &icon(icon_name, 22), None),
            None => String::new(),
        },
        _ => String::new(),
    };
    let html = format!(
        "{}<div class=\"{}\"><aside class=\"{}\"></aside><main id=\"content\" class=\"{}\" tabindex=\"-1\">{content}</main><aside class=\"{}\"></aside></div>",
        paint.header(),
        paint.class(LAYOUT, "body"),
        paint.class(LAYOUT, "left"),
        paint.class(LAYOUT, "main"),
        paint.class(LAYOUT, "right"),
    );
    let missing = paint.classes.missing.into_inner();
    if missing.is_empty() {
        Some(html)
    } else {
        static WARNED: AtomicBool = AtomicBool::new(false);
        if !WARNED.swap(true, Ordering::Relaxed) {
            tracing::warn!(?missing, "the web build lacks classes of the first paint; serving pages without it");
        }
        None
    }
}

/// A breadcrumb link, escaped.
struct Crumb {
    href: String,
    name: String,
}

/// What one page's first paint is drawn with.
struct Paint<'a> {
    site: &'a SiteConfig,
    locale: Locale,
    route: &'a Route,
    classes: Classes<'a>,
}

impl Paint<'_> {
    fn class(&self, file: &str, local: &str) -> &str {
        self.classes.get(file, local)
    }

    fn text(&self, key: &str) -> String {
        escape(message(self.locale, key))
    }

    /// An in-app path in the page's language (`/live` → `/en/sports/live`).
    fn path(&self, to: &str) -> String {
        let rest = if to == "/" { BASE.to_owned() } else { format!("{BASE}{to}") };
        escape(&localized_path(self.site, &self.route.locale, &rest))
    }

    /// `app/layout/header.tsx` before its interactive parts (search, preferences, account).
    fn header(&self) -> String {
        let logo = match &self.site.operator.logo_url {
            Some(url) => {
                format!(
                    "<img class=\"{}\" src=\"{}\" alt=\"\" height=\"32\">",
                    self.class(HEADER, "logoImage"),
                    escape(url)
                )
            }
            None => format!("<span class=\"{}\">{}</span>", self.class(HEADER, "logoMark"), icon("trophy", 18)),
        };
        let links: String = NAV
            .iter()
            .map(|(to, label)| {
                let path = self.path(to);
                let current = if self.route.rest == format!("{BASE}{to}") { " aria-current=\"page\"" } else { "" };
                let dot = if *to == "/live" {
                    format!("<span class=\"{}\" aria-hidden=\"true\"></span>", self.class(HEADER, "liveDot"))
                } else {
                    String::new()
                };
                format!(
                    "<a class=\"{}\" href=\"{path}\"{current}>{dot}{}</a>",
                    self.class(HEADER, "navLink"),
                    self.text(label)
                )
            })
            .collect();
        format!(
            "<header class=\"{}\"><button type=\"button\" class=\"{}\" aria-label=\"{}\" aria-expanded=\"false\" aria-controls=\"side-menu\">{}</button><a class=\"{}\" aria-label=\"{}\" href=\"{}\">{logo}</a><nav class=\"{}\" aria-label=\"{}\">{links}</nav></header>",
            self.class(HEADER, "header"),
            self.class(HEADER, "menuButton"),
            self.text("nav.openMenu"),
            icon("menu", 22),
            self.class(HEADER, "logo"),
            self.text("nav.home"),
            self.path("/"),
            self.class(HEADER, "nav"),
            self.text("nav.main"),
        )
    }

    fn sport_crumb(&self, sport: &Sport) -> Crumb {
        Crumb { href: self.path(&format!("/{}", sport.key)), name: escape(sport.name.get(self.locale)) }
    }

    fn category_crumb(&self, sport: &Sport, category: &Category) -> Crumb {
        Crumb {
            href: self.path(&format!("/{}/{}", sport.key, category.slug)),
            name: escape(category.name.get(self.locale)),
        }
    }

    /// A breadcrumb's items: the home page, then `crumbs`.
    fn crumb_items(&self, crumbs: &[Crumb]) -> String {
        let home = Crumb { href: self.path("/"), name: self.text("common.home") };
        std::iter::once(&home)
            .chain(crumbs)
            .map(|c| format!("<li><a href=\"{}\">{}</a></li>", c.href, c.name))
            .collect()
    }

    /// `components/ui/page-header.tsx` in `features/events/page.module.css`'s stack, with the
    /// breadcrumb of `features/events/breadcrumb.tsx` above the title when `crumbs` is given. The
    /// filters below the title (countries, leagues, sports, days) come with the app.
    fn page_header(&self, title: &str, icon: &str, crumbs: Option<&[Crumb]>) -> String {
        let eyebrow = crumbs.map_or_else(String::new, |crumbs| {
            format!(
                "<nav aria-label=\"{}\" class=\"{}\"><ol>{}</ol></nav>",
                self.text("common.breadcrumb"),
                self.class(EVENTS, "breadcrumb"),
                self.crumb_items(crumbs)
            )
        });
        format!(
            "<div class=\"{}\"><header class=\"{}\">{eyebrow}<div class=\"{}\"><span class=\"{}\">{icon}</span><h1 class=\"{}\">{}</h1></div></header></div>",
            self.class(EVENTS, "stack"),
            self.class(PAGE_HEADER, "header"),
            self.class(PAGE_HEADER, "titleRow"),
            self.class(PAGE_HEADER, "icon"),
            self.class(PAGE_HEADER, "title"),
            escape(title)
        )
    }

    /// `features/match-detail/match-header.tsx`: breadcrumb, name, teams and the centre between
    /// them (`centre`).
    fn match_header(&self, structure: &Structure, sport: &Sport, tournament: &Tournament, event: &Match) -> String {
        let locale = self.locale;
        let mut crumbs = vec![self.sport_crumb(sport)];
        if let Some(category) = structure.category(tournament.category_id) {
            crumbs.push(self.category_crumb(sport, category));
        }
        crumbs.push(Crumb {
            href: self.path(&format!("/{}/{}", sport.key, tournament.slug)),
            name: escape(tournament.name.get(locale)),
        });
        let crumbs = self.crumb_items(&crumbs);
        let teams: Vec<String> = [event.home_id, event.away_id]
            .into_iter()
            .filter_map(|id| structure.competitor(id?))
            .map(|c| c.name.get(locale).to_owned())
            .collect();
        let team = |name: &str| {
            format!(
                "<div class=\"{}\"><span class=\"{}\" aria-hidden=\"true\">{}</span><span class=\"{}\">{}</span></div>",
                self.class(MATCH_HEADER, "team"),
                self.class(MATCH_HEADER, "badge"),
                escape(&initials(name)),
                self.class(MATCH_HEADER, "teamName"),
                escape(name)
            )
        };
        let live = if event.status == MatchStatus::Live { self.class(MATCH_HEADER, "live") } else { "" };
        format!(
            "<div class=\"{}\"><div class=\"{}\"><header class=\"{} {live}\"><nav aria-label=\"{}\"><ol class=\"{}\">{crumbs}</ol></nav><h1 class=\"{}\">{}</h1><div class=\"{}\">{}<div class=\"{}\">{}</div>{}</div></header></div></div>",
            self.class(MATCH_PAGE, "page"),
            self.class(MATCH_PAGE, "header"),
            self.class(MATCH_HEADER, "header"),
            self.text("common.breadcrumb"),
            self.class(MATCH_HEADER, "crumbs"),
            self.class(MATCH_HEADER, "title"),
            escape(&teams.join(" - ")),
            self.class(MATCH_HEADER, "scoreboard"),
            team(teams.first().map_or("", String::as_str)),
            self.class(MATCH_HEADER, "centre"),
            self.centre(event),
            team(teams.get(1).map_or("", String::as_str)),
        )
    }

    /// The scoreboard's centre. Under way: the status and score (the app adds the period and the
    /// clock). Before the match: the kick-off in the visitor's time zone.
    fn centre(&self, event: &Match) -> String {
        if event.status != MatchStatus::Prematch {
            let (status, class) = match event.status {
                MatchStatus::Stopped => ("events.interrupted", ""),
                MatchStatus::Live => ("events.live", self.class(MATCH_HEADER, "liveBadge")),
                _ => ("events.finished", ""),
            };
            let class = if class.is_empty() { String::new() } else { format!(" class=\"{class}\"") };
            let score = &event.statistics.total_score;
            return format!(
                "<span{class}>{}</span><span class=\"{}\" aria-label=\"{}\">{} : {}</span>",
                self.text(status),
                self.class(MATCH_HEADER, "score"),
                self.text("match.score"),
                score.home,
                score.away
            );
        }
        // The app words it with `Intl` in the visitor's time zone; so does this script, as the
        // HTML is parsed, so the text is painted at once and the app's is the same.
        let intl = if self.locale == Locale::Sr { "sr-Latn-ME" } else { "en-GB" };
        format!(
            "<span data-at=\"{}\" data-intl=\"{intl}\" data-text=\"{}\"></span><script>{KICK_OFF_SCRIPT}</script>",
            iso(event.start_time),
            self.text("match.startsAt")
        )
    }
}

/// A team's badge letters, as the app draws them: the first letters of its first two words.
fn initials(name: &str) -> String {
    name.split_whitespace().take(2).filter_map(|word| word.chars().next()).flat_map(char::to_uppercase).collect()
}

/// An icon as `components/ui/icon.tsx` draws it.
fn icon(name: &str, size: u32) -> String {
    static PATHS: OnceLock<Value> = OnceLock::new();
    let paths = PATHS.get_or_init(|| serde_json::from_str(ICON_PATHS).unwrap_or(Value::Null));
    svg(paths[name].as_str().unwrap_or_default(), size, "1.8")
}

/// A sport's glyph at the page header's size, as `components/ui/sport-icon.tsx` draws it.
fn sport_icon(key: &str) -> String {
    static PATHS: OnceLock<Value> = OnceLock::new();
    let paths = PATHS.get_or_init(|| serde_json::from_str(SPORT_ICON_PATHS).unwrap_or(Value::Null));
    svg(paths[key].as_str().or(paths["_default"].as_str()).unwrap_or_default(), 22, "1.6")
}

fn svg(path: &str, size: u32, stroke_width: &str) -> String {
    format!(
        "<svg width=\"{size}\" height=\"{size}\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"{stroke_width}\" stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\" focusable=\"false\"><path d=\"{}\"></path></svg>",
        escape(path)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn badges_take_the_first_letters_of_the_first_two_words() {
        assert_eq!(initials("Elmstead Rangers"), "ER");
        assert_eq!(initials("  FK  Budućnost Podgorica "), "FB");
        assert_eq!(initials("Đurđevac"), "Đ");
        assert_eq!(initials(""), "");
    }

    #[test]
    fn the_first_paint_draws_the_apps_icons() {
        let menu = icon("menu", 22);
        assert!(menu.starts_with("<svg width=\"22\" height=\"22\" viewBox=\"0 0 24 24\""), "{menu}");
        assert!(menu.contains("<path d=\"M4 6h16M4 12h16M4 18h16\"></path>"), "{menu}");
        assert!(icon("trophy", 18).contains("<path d=\"M8 4h8v5"), "the paths come from icon-paths.json");
        assert!(sport_icon("tennis").contains("stroke-width=\"1.6\""));
        assert!(sport_icon("no-such-sport").contains("<path d=\"M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8\">"), "a dot");
    }
}
