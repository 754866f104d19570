//! `GET /api/admin/ledger/audit`: the ledger's invariants checked over the whole database
//! (`db::ledger::audit`) → `{"violations": n, "checked": {"transactions", "accounts"},
//! "details": [...]}`.

use crate::app::AppState;
use crate::db::{admin_audit, ledger, Db};
use crate::http::error::ApiResult;
use axum::extract::State;
use axum::Json;
use serde::Serialize;

/// How much of the ledger the audit went over.
#[derive(Debug, Serialize)]
pub struct Checked {
    pub transactions: i64,
    pub accounts: i64,
}

#[derive(Debug, Serialize)]
pub struct LedgerAudit {
    pub violations: usize,
    pub checked: Checked,
    pub details: Vec<String>,
}

/// Runs the ledger audit.
pub async fn audit(db: &Db) -> ApiResult<LedgerAudit> {
    let details = ledger::audit(&db.pool).await?;
    let (transactions, accounts) = admin_audit::ledger_size(&db.pool).await?;
    Ok(LedgerAudit { violations: details.len(), checked: Checked { transactions, accounts }, details })
}

pub async fn audit_ledger(State(state): State<AppState>) -> ApiResult<Json<LedgerAudit>> {
    Ok(Json(audit(&state.db).await?))
}
