//! `sportsbook [serve|migrate|admin …|--help]`: the one binary of the product.

use anyhow::Context;
use sportsbook_server::admin::cli;
use sportsbook_server::config::Config;
use sportsbook_server::db;
use sportsbook_server::startup::Application;
use tracing_subscriber::EnvFilter;

/// mimalloc instead of the C library's allocator: settlement and placement allocate and free
/// many small rows, and glibc's malloc spent a fifth of the settlement benchmark in its own
/// bookkeeping (BENCHMARKS.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const HELP: &str = "sportsbook — sports betting server

USAGE:
    sportsbook [COMMAND]

COMMANDS:
    serve        serve the web app and APIs (default)
    migrate      apply database migrations and exit
    --help       print this help

OPERATOR COMMANDS (the operator API's operations, recorded as cli:$USER; they print JSON):";

const CONFIGURATION: &str = "Configuration comes from environment variables (see README.md and .env.example).";

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
        "admin" => {
            let code = cli::run(&std::env::args().skip(2).collect::<Vec<_>>()).await?;
            std::process::exit(code)
        }
        "--help" | "-h" | "help" => {
            println!("{HELP}\n{}\n\n{CONFIGURATION}", cli::USAGE);
            Ok(())
        }
        other => anyhow::bail!("unknown command `{other}`\n\n{HELP}\n{}", cli::USAGE),
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
