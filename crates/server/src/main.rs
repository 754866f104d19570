//! `sportsbook [serve|migrate|--help]`: the one binary of the product.

use anyhow::Context;
use sportsbook_server::config::Config;
use sportsbook_server::db;
use sportsbook_server::startup::Application;
use tracing_subscriber::EnvFilter;

const HELP: &str = "sportsbook — sports betting server

USAGE:
    sportsbook [COMMAND]

COMMANDS:
    serve        serve the web app and APIs (default)
    migrate      apply database migrations and exit
    admin audit  check the ledger's invariants; exit 1 and list them when any is violated
    --help       print this help

Configuration comes from environment variables (see README.md and .env.example).";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn")))
        .init();
    let command = std::env::args().nth(1).unwrap_or_else(|| "serve".to_owned());
    match command.as_str() {
        "serve" => serve().await,
        "migrate" => {
            let config = Config::from_env()?;
            db::Db::connect(&config.database_url).await?;
            tracing::info!("migrations applied");
            Ok(())
        }
        "admin" => admin(std::env::args().nth(2).as_deref()).await,
        "--help" | "-h" | "help" => {
            println!("{HELP}");
            Ok(())
        }
        other => anyhow::bail!("unknown command `{other}`\n\n{HELP}"),
    }
}

async fn serve() -> anyhow::Result<()> {
    let config = Config::from_env()?;
    tracing::info!(?config, "starting");
    let addr = config.addr;
    let application = Application::build(config).await?;
    let listener = tokio::net::TcpListener::bind(addr).await.with_context(|| format!("binding {addr}"))?;
    tracing::info!("serving on http://{addr}");
    application.run(listener, shutdown_signal()).await
}

/// `sportsbook admin …`: operator commands against the configured database.
async fn admin(command: Option<&str>) -> anyhow::Result<()> {
    match command {
        Some("audit") => {
            let config = Config::from_env()?;
            let db = db::Db::connect(&config.database_url).await?;
            let violations = db::ledger::audit(&db.pool).await?;
            println!("{}", serde_json::json!({ "violations": violations.len(), "details": violations }));
            if violations.is_empty() {
                Ok(())
            } else {
                std::process::exit(1)
            }
        }
        other => anyhow::bail!("unknown admin command `{}`\n\n{HELP}", other.unwrap_or_default()),
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
