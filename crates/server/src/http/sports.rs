//! `GET /api/sb/sports`.

use super::locale::RequestLocale;
use crate::app::AppState;
use crate::wire::catalogue::SportDto;
use crate::wire::Data;
use axum::extract::State;
use axum::Json;

/// Every sport, by priority.
#[utoipa::path(get, path = "/api/sb/sports", tag = "catalogue",
    params(("Language" = Option<String>, Header, description = "sr (default) or en")),
    responses((status = 200, body = Data<Vec<SportDto>>)))]
pub async fn list_sports(
    State(state): State<AppState>,
    RequestLocale(locale): RequestLocale,
) -> Json<Data<Vec<SportDto>>> {
    let snapshot = state.catalogue.load();
    Json(Data { data: snapshot.structure.sports.iter().map(|s| SportDto::new(s, locale)).collect() })
}
