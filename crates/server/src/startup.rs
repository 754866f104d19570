//! Builds the application from configuration (database, catalogue, feed) and runs it: every
//! long-running task is spawned here, with one shutdown signal.

use crate::accounts::{self, Accounts};
use crate::app::AppState;
use crate::bets::writer::{PlacementQueue, Placements};
use crate::catalogue::store::CatalogueStore;
use crate::config::{Config, DevTools, FeedMode};
use crate::db::{self, Db};
use crate::feed::bootstrap::{start_now, FeedSettings};
use crate::feed::control::{Commands, FeedControl};
use crate::feed::follower;
use crate::feed::Feed;
use crate::live::announcer::{Announcer, AnnouncerQueue};
use crate::live::{self, publisher};
use crate::site::SiteConfig;
use crate::web::WebApp;
use anyhow::Context;
use sportsbook_core::odds::Margin;
use std::future::Future;
use std::sync::Arc;
use std::time::Instant;
use tokio::net::TcpListener;
use tokio::sync::watch;

/// Says loudly at start-up when the developer tools are on, or were asked for and refused.
fn warn_about_dev_tools(config: &Config) {
    match config.dev_tools {
        DevTools::On => tracing::warn!(
            "DEVELOPER TOOLS ARE ON (SPORTSBOOK_DEV_TOOLS=on): /dev/mailbox shows every emailed link and \
             texted code, and the demo payment provider credits deposits that nobody paid. Never run a \
             public site like this (docs/operations.md, production checklist)."
        ),
        DevTools::RefusedBehindProxies => tracing::warn!(
            "SPORTSBOOK_DEV_TOOLS=on is refused: SPORTSBOOK_TRUSTED_PROXIES is set, so requests come through \
             a proxy and the developer tools would be public. They stay off."
        ),
        DevTools::Off => {}
    }
}

/// A built application, ready to serve.
pub struct Application {
    pub state: AppState,
    /// The built web app the pages are served from.
    web: Arc<WebApp>,
    feed: Option<(Feed, Commands)>,
    placements: PlacementQueue,
    announcements: AnnouncerQueue,
    /// The operator API's listener, bound when `SPORTSBOOK_ADMIN_TOKEN` is set.
    admin: Option<TcpListener>,
}

impl Application {
    /// Connects and migrates the database, then loads the catalogue, starting the simulated
    /// feed (which generates a catalogue on a fresh database) unless it is off.
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        let site = SiteConfig::of(&config)?;
        warn_about_dev_tools(&config);
        let web = WebApp::load(&config.web_dir);
        let db = Db::connect(&config.database_url).await?;
        let (feed, snapshot) = match config.feed {
            FeedMode::Simulated => {
                let margin = Margin::new(config.margin).context("SPORTSBOOK_MARGIN")?;
                let limits = config.price_limits;
                let settings = FeedSettings {
                    seed: config.seed,
                    speed: config.feed_speed,
                    outages: config.feed_outages,
                    margin,
                    limits,
                };
                let feed = start_now(db.clone(), settings).await?;
                let snapshot = feed.snapshot();
                (Some(feed), snapshot)
            }
            FeedMode::Off => (None, follower::load_snapshot(&db, 1).await?),
        };
        let secret = match &config.secret {
            Some(secret) => secret.clone(),
            None => db::secrets::get_or_create(&db.pool, "signing", accounts::tokens::new_token).await?,
        };
        let realtime = live::start(&config, secret.as_bytes(), db.clone()).await.context("starting realtime")?;
        let accounts = Accounts {
            passwords: accounts::password::Passwords::new()?,
            limits: accounts::rate_limit::RateLimiter::default(),
            messenger: accounts::messenger::Messenger::new(db.clone(), config.smtp_url.as_deref(), &config.mail_from)?,
        };
        let admin = match &config.admin_token {
            Some(_) => {
                let addr = config.admin_addr;
                let listener = TcpListener::bind(addr).await.with_context(|| format!("binding {addr}"))?;
                tracing::info!("operator API on http://{}", listener.local_addr()?);
                Some(listener)
            }
            None => {
                tracing::info!("SPORTSBOOK_ADMIN_TOKEN is not set: the operator API is off");
                None
            }
        };
        let (placements, placement_queue) = Placements::new();
        let (announcer, announcements) = Announcer::new();
        let (feed_control, feed) = match feed {
            Some(feed) => {
                let (control, commands) = FeedControl::new();
                (control, Some((feed, commands)))
            }
            None => (FeedControl::none(), None),
        };
        let occupancy = crate::occupancy::Occupancy::new(config.limits);
        let state = AppState {
            config: Arc::new(config),
            db,
            catalogue: CatalogueStore::new(snapshot),
            site: Arc::new(site),
            accounts,
            realtime,
            placements,
            announcer,
            settlements: Default::default(),
            feed: feed_control,
            occupancy,
            started_at: Instant::now(),
        };
        Ok(Application { state, web: Arc::new(web), feed, placements: placement_queue, announcements, admin })
    }

    /// Where the operator API listens, when it does (tests bind port 0 and ask).
    pub fn admin_address(&self) -> Option<std::net::SocketAddr> {
        self.admin.as_ref().and_then(|listener| listener.local_addr().ok())
    }

    /// Serves on `listener` until `shutdown` resolves, with the feed running (or, without a
    /// feed, following the database the feed process writes).
    pub async fn run(
        self,
        listener: TcpListener,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        let (stop, stopped) = watch::channel(false);
        let catalogue = self.state.catalogue.clone();
        let node = self.state.realtime.clone();
        // With Redis, only the feed's process publishes (every node delivers); in process,
        // each node publishes the snapshots it follows to its own clients.
        let publishes = self.feed.is_some() || self.state.config.redis_url.is_none();
        let publisher =
            publishes.then(|| tokio::spawn(publisher::run(node.clone(), catalogue.clone(), stopped.clone())));
        let writer = tokio::spawn(crate::bets::writer::run(self.state.db.clone(), self.placements, stopped.clone()));
        let relay = tokio::spawn(self.state.accounts.messenger.clone().run_relay(stopped.clone()));
        let decider = tokio::spawn(crate::bets::decider::run(self.state.clone(), stopped.clone()));
        let settler = tokio::spawn(crate::settlement::worker::run(self.state.clone(), stopped.clone()));
        // The announcer stops last, after the writers whose changes it publishes.
        let (stop_announcing, announcing_stopped) = watch::channel(false);
        let announcer =
            tokio::spawn(crate::live::announcer::run(self.state.clone(), self.announcements, announcing_stopped));
        let background = match self.feed {
            Some((feed, commands)) => tokio::spawn(feed.run(catalogue, commands, stopped)),
            None => tokio::spawn(follower::run(self.state.db.clone(), catalogue, stopped)),
        };
        let (closing, closed) = watch::channel(false);
        let admin = self.admin.zip(self.state.config.admin_token.as_deref()).map(|(listener, token)| {
            let token = crate::admin::auth::AdminToken::new(token);
            let mut closed = closed.clone();
            let closed = async move {
                let _ = closed.wait_for(|closed| *closed).await;
            };
            tokio::spawn(crate::admin::serve(listener, self.state.clone(), token, closed))
        });
        // Open WebSockets would hold graceful shutdown forever: close them (3001, clients
        // reconnect to another node or to this one once it is back).
        let shutdown = async move {
            shutdown.await;
            node.shutdown();
            let _ = closing.send(true);
        };
        let served = crate::routes::serve(listener, self.state, self.web, shutdown).await;
        let _ = stop.send(true);
        if let Some(admin) = admin {
            admin.await.context("operator listener")??;
        }
        background.await.context("background task")?;
        relay.await.context("email relay")?;
        decider.await.context("live bet decider")?;
        settler.await.context("settlement worker")?;
        writer.await.context("placement writer")?;
        let _ = stop_announcing.send(true);
        announcer.await.context("announcer")?;
        if let Some(publisher) = publisher {
            publisher.await.context("realtime publisher")?;
        }
        served
    }
}
