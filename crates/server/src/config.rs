//! Configuration, read once at start-up from the environment into a typed struct.

use sportsbook_core::odds::Odds;
use sportsbook_core::pricing::PriceLimits;
use std::collections::HashMap;
use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Which feed drives the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FeedMode {
    /// The built-in trading engine simulates fixtures, prices and live play.
    Simulated,
    /// No feed: the catalogue is served as stored.
    Off,
}

/// Whether the developer conveniences (the outbox page, the demo payment provider) are served.
/// Opt-in only: `SPORTSBOOK_DEV_TOOLS=on` (which `make run` and the tests set), never a default
/// of the binary, and never behind trusted proxies (docs/decisions/047).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DevTools {
    Off,
    On,
    /// Asked for, but `SPORTSBOOK_TRUSTED_PROXIES` is set: requests come through a proxy, so the
    /// tools would be public. They stay off and start-up says so.
    RefusedBehindProxies,
}

impl DevTools {
    pub fn is_on(self) -> bool {
        self == DevTools::On
    }
}

/// Every setting of the server. Nothing else reads environment variables.
#[derive(Clone)]
pub struct Config {
    pub addr: SocketAddr,
    pub database_url: String,
    pub redis_url: Option<String>,
    pub feed: FeedMode,
    /// Simulated clock multiplier (60 → a 90-minute match plays in 90 s).
    pub feed_speed: f64,
    /// Whether the simulated providers' feeds drop now and then (off: prices only move with
    /// the matches, for tests that need a market to stay open).
    pub feed_outages: bool,
    /// Seed for the simulated feed; `None` picks one at random on first start.
    pub seed: Option<u64>,
    /// Signing key for sessions and realtime tokens; `None` → generated and stored on first start.
    pub secret: Option<String>,
    pub site_config: Option<PathBuf>,
    /// Bookmaker margin (overround) applied to every market.
    pub margin: f64,
    /// The longest price offered (`SPORTSBOOK_MAX_ODDS`) and the default line window.
    pub price_limits: PriceLimits,
    /// Where the built web app lives (`web/dist`).
    pub web_dir: PathBuf,
    /// `smtp://[user:password@]host[:port]`; `None` → emails go to the outbox (`/dev/mailbox`).
    pub smtp_url: Option<String>,
    /// Sender of emails, e.g. `Sportsbook <no-reply@example.com>`.
    pub mail_from: String,
    /// Reverse proxies whose `X-Forwarded-For` and country headers are believed.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// Developer conveniences (the outbox page, the demo payment provider): `SPORTSBOOK_DEV_TOOLS`.
    pub dev_tools: DevTools,
    /// Connection limits and timeouts of the HTTP listener.
    pub limits: ConnectionLimits,
    /// Bets settled per database transaction on SQLite while no other writer waits
    /// (`SPORTSBOOK_SETTLEMENT_BATCH`, default 4000; `settlement::worker` takes fewer while one
    /// does, and on PostgreSQL).
    pub settlement_batch: u32,
    /// The operator API's own listener (`SPORTSBOOK_ADMIN_ADDR`, default `127.0.0.1:8081`).
    pub admin_addr: SocketAddr,
    /// The bearer token of the operator API (`SPORTSBOOK_ADMIN_TOKEN`); `None` → no listener.
    pub admin_token: Option<String>,
    /// Who runs `sportsbook admin …` on this machine (`USER` or `LOGNAME`), for the audit trail.
    pub unix_user: String,
}

/// What one client may hold of the server: connections and how long they may stall.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnectionLimits {
    /// Open connections at most; past it a new one gets a 503 and is closed. WebSockets may take
    /// all but a tenth of them (docs/decisions/047).
    pub max_connections: usize,
    /// Open connections one client address may hold; past it a new one gets a 429.
    pub max_connections_per_address: usize,
    /// WebSockets one client address may hold; past it an upgrade gets a 429.
    pub max_websockets_per_address: usize,
    /// A request's head (request line and headers) must arrive within this, counted from when
    /// the server waits for it — on a kept-alive connection from the end of the last response.
    pub header_timeout: Duration,
    /// A request's body must keep arriving: at most this long between two reads of it.
    pub body_timeout: Duration,
    /// A connection with no bytes either way for this long is closed (WebSockets included:
    /// their clients answer a ping every 25 s).
    pub idle_timeout: Duration,
    /// A realtime client must send `connect` this soon after the WebSocket opens.
    pub realtime_handshake_timeout: Duration,
    /// An anonymous realtime client subscribed to nothing this long is closed.
    pub realtime_idle_timeout: Duration,
}

impl Default for ConnectionLimits {
    fn default() -> Self {
        ConnectionLimits {
            max_connections: 10_000,
            max_connections_per_address: 100,
            max_websockets_per_address: 50,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(30),
            idle_timeout: Duration::from_secs(120),
            realtime_handshake_timeout: Duration::from_secs(10),
            realtime_idle_timeout: Duration::from_secs(30),
        }
    }
}

/// A configuration value that could not be used; names the variable.
#[derive(Debug, thiserror::Error)]
#[error("invalid {variable}: {reason}")]
pub struct ConfigError {
    pub variable: &'static str,
    pub reason: String,
}

fn invalid(variable: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError { variable, reason: reason.into() }
}

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_vars(std::env::vars().collect())
    }

    /// Builds the configuration from a set of variables (tests pass their own).
    pub fn from_vars(vars: HashMap<String, String>) -> Result<Config, ConfigError> {
        let get = |name: &str| vars.get(name).map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());

        let addr = match get("SPORTSBOOK_ADDR") {
            Some(v) => v.parse().map_err(|_| invalid("SPORTSBOOK_ADDR", format!("`{v}` is not host:port")))?,
            None => SocketAddr::from(([127, 0, 0, 1], 8080)),
        };
        let database_url = get("DATABASE_URL").unwrap_or_else(|| "sqlite://data/sportsbook.db".to_owned());
        if !(database_url.starts_with("sqlite:")
            || database_url.starts_with("postgres://")
            || database_url.starts_with("postgresql://"))
        {
            return Err(invalid("DATABASE_URL", "must start with sqlite:// or postgres://"));
        }
        let redis_url = get("REDIS_URL");
        if let Some(url) = &redis_url {
            if !(url.starts_with("redis://") || url.starts_with("rediss://")) {
                return Err(invalid("REDIS_URL", "must start with redis:// or rediss://"));
            }
        }
        let feed = match get("SPORTSBOOK_FEED").as_deref() {
            None | Some("simulated") => FeedMode::Simulated,
            Some("off") => FeedMode::Off,
            Some(other) => return Err(invalid("SPORTSBOOK_FEED", format!("`{other}` is not `simulated` or `off`"))),
        };
        let feed_speed = match get("SPORTSBOOK_FEED_SPEED") {
            Some(v) => {
                v.parse::<f64>().ok().filter(|s| s.is_finite() && (0.1..=1000.0).contains(s)).ok_or_else(|| {
                    invalid("SPORTSBOOK_FEED_SPEED", format!("`{v}` is not a number from 0.1 to 1000"))
                })?
            }
            None => 1.0,
        };
        let feed_outages = match get("SPORTSBOOK_FEED_OUTAGES").as_deref() {
            None | Some("on") => true,
            Some("off") => false,
            Some(other) => return Err(invalid("SPORTSBOOK_FEED_OUTAGES", format!("`{other}` is not `on` or `off`"))),
        };
        let seed = match get("SPORTSBOOK_SEED") {
            Some(v) => Some(
                v.parse::<u64>()
                    .map_err(|_| invalid("SPORTSBOOK_SEED", format!("`{v}` is not an unsigned integer")))?,
            ),
            None => None,
        };
        let secret = get("SPORTSBOOK_SECRET");
        if let Some(s) = &secret {
            if s.len() < 32 {
                return Err(invalid("SPORTSBOOK_SECRET", "must be at least 32 characters"));
            }
        }
        let margin = match get("SPORTSBOOK_MARGIN") {
            Some(v) => v
                .parse::<f64>()
                .ok()
                .filter(|m| (0.0..=0.5).contains(m))
                .ok_or_else(|| invalid("SPORTSBOOK_MARGIN", format!("`{v}` is not a fraction from 0 to 0.5")))?,
            None => 0.06,
        };
        let price_limits = match get("SPORTSBOOK_MAX_ODDS") {
            Some(v) => Odds::parse_decimal(&v)
                .and_then(PriceLimits::with_max)
                .ok_or_else(|| invalid("SPORTSBOOK_MAX_ODDS", format!("`{v}` is not decimal odds from 1.5 to 1000")))?,
            None => PriceLimits::default(),
        };
        let smtp_url = get("SPORTSBOOK_SMTP_URL");
        if let Some(url) = &smtp_url {
            let host = url.strip_prefix("smtp://").map(|rest| rest.rsplit('@').next().unwrap_or_default());
            if host.is_none_or(|h| h.is_empty() || h.starts_with(':')) {
                return Err(invalid("SPORTSBOOK_SMTP_URL", "must be smtp://[user:password@]host[:port]"));
            }
        }
        let mail_from = get("SPORTSBOOK_MAIL_FROM").unwrap_or_else(|| "Sportsbook <no-reply@localhost>".to_owned());
        if !mail_from.contains('@') {
            return Err(invalid("SPORTSBOOK_MAIL_FROM", format!("`{mail_from}` is not an email address")));
        }
        let trusted_proxies = get("SPORTSBOOK_TRUSTED_PROXIES")
            .map(|list| {
                list.split(',')
                    .map(str::trim)
                    .filter(|ip| !ip.is_empty())
                    .map(|ip| {
                        ip.parse()
                            .map_err(|_| invalid("SPORTSBOOK_TRUSTED_PROXIES", format!("`{ip}` is not an IP address")))
                    })
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()?
            .unwrap_or_default();
        let dev_tools = match get("SPORTSBOOK_DEV_TOOLS").as_deref() {
            None | Some("off" | "false" | "0") => DevTools::Off,
            Some("on" | "true" | "1") if !trusted_proxies.is_empty() => DevTools::RefusedBehindProxies,
            Some("on" | "true" | "1") => DevTools::On,
            Some(other) => return Err(invalid("SPORTSBOOK_DEV_TOOLS", format!("`{other}` is not `on` or `off`"))),
        };
        let limits = connection_limits(&get)?;
        let settlement_batch = match get("SPORTSBOOK_SETTLEMENT_BATCH") {
            None => 4_000,
            Some(v) => v.parse::<u32>().ok().filter(|n| (1..=10_000).contains(n)).ok_or_else(|| {
                invalid("SPORTSBOOK_SETTLEMENT_BATCH", format!("`{v}` is not a whole number from 1 to 10000"))
            })?,
        };
        let admin_addr = match get("SPORTSBOOK_ADMIN_ADDR") {
            Some(v) => v.parse().map_err(|_| invalid("SPORTSBOOK_ADMIN_ADDR", format!("`{v}` is not host:port")))?,
            None => SocketAddr::from(([127, 0, 0, 1], 8081)),
        };
        let admin_token = get("SPORTSBOOK_ADMIN_TOKEN");
        if admin_token.as_ref().is_some_and(|t| t.len() < 32 || !t.bytes().all(|b| b.is_ascii_graphic())) {
            return Err(invalid("SPORTSBOOK_ADMIN_TOKEN", "must be at least 32 visible ASCII characters"));
        }
        let unix_user = get("USER").or_else(|| get("LOGNAME")).unwrap_or_else(|| "unknown".to_owned());
        Ok(Config {
            addr,
            database_url,
            redis_url,
            feed,
            feed_speed,
            feed_outages,
            seed,
            secret,
            site_config: get("SPORTSBOOK_SITE_CONFIG").map(PathBuf::from),
            margin,
            price_limits,
            web_dir: get("SPORTSBOOK_WEB_DIR").map(PathBuf::from).unwrap_or_else(|| PathBuf::from("web/dist")),
            smtp_url,
            mail_from,
            trusted_proxies,
            dev_tools,
            limits,
            settlement_batch,
            admin_addr,
            admin_token,
            unix_user,
        })
    }
}

/// Reads the connection limits, each a whole number within a sane range.
fn connection_limits(get: &dyn Fn(&str) -> Option<String>) -> Result<ConnectionLimits, ConfigError> {
    let number = |name: &'static str, range: std::ops::RangeInclusive<u64>, default: u64| match get(name) {
        None => Ok(default),
        Some(v) => v.parse::<u64>().ok().filter(|n| range.contains(n)).ok_or_else(|| {
            invalid(name, format!("`{v}` is not a whole number from {} to {}", range.start(), range.end()))
        }),
    };
    let defaults = ConnectionLimits::default();
    let seconds =
        |name: &'static str, default: Duration| number(name, 1..=3600, default.as_secs()).map(Duration::from_secs);
    Ok(ConnectionLimits {
        max_connections: number("SPORTSBOOK_MAX_CONNECTIONS", 1..=1_000_000, defaults.max_connections as u64)? as usize,
        max_connections_per_address: number(
            "SPORTSBOOK_MAX_CONNECTIONS_PER_ADDRESS",
            1..=1_000_000,
            defaults.max_connections_per_address as u64,
        )? as usize,
        max_websockets_per_address: number(
            "SPORTSBOOK_MAX_WEBSOCKETS_PER_ADDRESS",
            1..=1_000_000,
            defaults.max_websockets_per_address as u64,
        )? as usize,
        header_timeout: seconds("SPORTSBOOK_HEADER_TIMEOUT", defaults.header_timeout)?,
        body_timeout: seconds("SPORTSBOOK_BODY_TIMEOUT", defaults.body_timeout)?,
        idle_timeout: seconds("SPORTSBOOK_IDLE_TIMEOUT", defaults.idle_timeout)?,
        realtime_handshake_timeout: seconds(
            "SPORTSBOOK_REALTIME_HANDSHAKE_TIMEOUT",
            defaults.realtime_handshake_timeout,
        )?,
        realtime_idle_timeout: seconds("SPORTSBOOK_REALTIME_IDLE_TIMEOUT", defaults.realtime_idle_timeout)?,
    })
}

impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("database_url", &redact_url(&self.database_url))
            .field("redis_url", &self.redis_url.as_deref().map(redact_url))
            .field("feed", &self.feed)
            .field("feed_speed", &self.feed_speed)
            .field("feed_outages", &self.feed_outages)
            .field("seed", &self.seed)
            .field("secret", &self.secret.as_ref().map(|_| "[redacted]"))
            .field("site_config", &self.site_config)
            .field("margin", &self.margin)
            .field("price_limits", &self.price_limits)
            .field("web_dir", &self.web_dir)
            .field("smtp_url", &self.smtp_url.as_deref().map(redact_url))
            .field("mail_from", &self.mail_from)
            .field("trusted_proxies", &self.trusted_proxies)
            .field("dev_tools", &self.dev_tools)
            .field("limits", &self.limits)
            .field("settlement_batch", &self.settlement_batch)
            .field("admin_addr", &self.admin_addr)
            .field("admin_token", &self.admin_token.as_ref().map(|_| "[redacted]"))
            .field("unix_user", &self.unix_user)
            .finish()
    }
}

/// Hides the password of a `scheme://user:password@host` URL.
fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let creds = &url[scheme_end + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{user}:[redacted]{}", &url[..scheme_end + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> HashMap<String, String> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
    }

    #[test]
    fn defaults_serve_sqlite_on_port_8080_with_the_simulated_feed() {
        let config = Config::from_vars(HashMap::new()).expect("defaults are valid");
        assert_eq!(config.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(config.database_url, "sqlite://data/sportsbook.db");
        assert_eq!(config.feed, FeedMode::Simulated);
        assert!((config.feed_speed - 1.0).abs() < f64::EPSILON);
        assert!(config.feed_outages);
        assert!(!Config::from_vars(vars(&[("SPORTSBOOK_FEED_OUTAGES", "off")])).expect("valid").feed_outages);
        assert_eq!(config.price_limits.max(), Odds(251_000));
        let capped = Config::from_vars(vars(&[("SPORTSBOOK_MAX_ODDS", "101.5")])).expect("valid");
        assert_eq!(capped.price_limits.max(), Odds(101_500));
    }

    #[test]
    fn each_invalid_value_names_its_variable() {
        for (name, value) in [
            ("SPORTSBOOK_ADDR", "nowhere"),
            ("DATABASE_URL", "mysql://x"),
            ("REDIS_URL", "http://x"),
            ("SPORTSBOOK_FEED", "live"),
            ("SPORTSBOOK_FEED_OUTAGES", "sometimes"),
            ("SPORTSBOOK_FEED_SPEED", "0"),
            ("SPORTSBOOK_SEED", "-1"),
            ("SPORTSBOOK_SECRET", "short"),
            ("SPORTSBOOK_MARGIN", "0.9"),
            ("SPORTSBOOK_MAX_ODDS", "1.2"),
            ("SPORTSBOOK_MAX_ODDS", "1001"),
            ("SPORTSBOOK_SMTP_URL", "smtps://mail.example.com"),
            ("SPORTSBOOK_SMTP_URL", "smtp://"),
            ("SPORTSBOOK_MAIL_FROM", "nobody"),
            ("SPORTSBOOK_TRUSTED_PROXIES", "10.0.0.1, proxy"),
            ("SPORTSBOOK_DEV_TOOLS", "maybe"),
            ("SPORTSBOOK_MAX_CONNECTIONS", "0"),
            ("SPORTSBOOK_HEADER_TIMEOUT", "ten"),
            ("SPORTSBOOK_BODY_TIMEOUT", "0"),
            ("SPORTSBOOK_IDLE_TIMEOUT", "99999"),
            ("SPORTSBOOK_REALTIME_HANDSHAKE_TIMEOUT", "-1"),
            ("SPORTSBOOK_MAX_CONNECTIONS_PER_ADDRESS", "0"),
            ("SPORTSBOOK_MAX_WEBSOCKETS_PER_ADDRESS", "many"),
            ("SPORTSBOOK_REALTIME_IDLE_TIMEOUT", "0"),
            ("SPORTSBOOK_ADMIN_ADDR", "admin"),
            ("SPORTSBOOK_ADMIN_TOKEN", "too-short"),
        ] {
            let err = Config::from_vars(vars(&[(name, value)])).expect_err(name);
            assert_eq!(err.variable, name);
            assert!(err.to_string().contains(name));
        }
    }

    #[test]
    fn dev_tools_are_on_only_when_asked_for_and_never_behind_trusted_proxies() {
        let tools = |pairs: &[(&str, &str)]| Config::from_vars(vars(pairs)).expect("valid").dev_tools;
        assert_eq!(tools(&[]), DevTools::Off, "not even on loopback by default");
        assert_eq!(tools(&[("SPORTSBOOK_ADDR", "[::1]:9000")]), DevTools::Off);
        assert_eq!(tools(&[("SPORTSBOOK_DEV_TOOLS", "off")]), DevTools::Off);
        assert_eq!(tools(&[("SPORTSBOOK_DEV_TOOLS", "on")]), DevTools::On);
        assert_eq!(tools(&[("SPORTSBOOK_ADDR", "0.0.0.0:8080"), ("SPORTSBOOK_DEV_TOOLS", "on")]), DevTools::On);
        let proxied = tools(&[("SPORTSBOOK_DEV_TOOLS", "on"), ("SPORTSBOOK_TRUSTED_PROXIES", "127.0.0.1")]);
        assert_eq!(proxied, DevTools::RefusedBehindProxies);
        assert!(!proxied.is_on());
    }

    #[test]
    fn connection_limits_have_safe_defaults_and_can_be_set() {
        let config =
            Config::from_vars(vars(&[("SPORTSBOOK_MAX_CONNECTIONS", "50"), ("SPORTSBOOK_HEADER_TIMEOUT", "2")]))
                .expect("valid");
        assert_eq!(config.limits.max_connections, 50);
        assert_eq!(config.limits.header_timeout, Duration::from_secs(2));
        assert_eq!(config.limits.idle_timeout, ConnectionLimits::default().idle_timeout);
    }

    #[test]
    fn debug_output_hides_secrets_and_passwords() {
        let config = Config::from_vars(vars(&[
            ("DATABASE_URL", "postgres://app:hunter2@db/sb"),
            ("SPORTSBOOK_SECRET", "0123456789abcdef0123456789abcdef-secret"),
            ("SPORTSBOOK_SMTP_URL", "smtp://mailer:smtp-pass@mail.example.com:2525"),
            ("SPORTSBOOK_ADMIN_TOKEN", "operator-token-0123456789abcdef-admin"),
        ]))
        .expect("valid");
        let text = format!("{config:?}");
        assert!(!text.contains("-admin"));
        assert!(!text.contains("hunter2"));
        assert!(!text.contains("-secret"));
        assert!(!text.contains("smtp-pass"));
        assert!(text.contains("app:[redacted]@db/sb"));
    }
}
