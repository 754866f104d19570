//! The OpenAPI 3.1 document, generated from the handlers' annotations.

use axum::Json;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(title = "Sportsbook API", description = "Catalogue, betting and platform APIs of the sportsbook."),
    paths(
        super::sports::list_sports,
        super::categories::list_categories,
        super::categories::get_category,
        super::tournaments::list_tournaments,
        super::tournaments::get_tournament,
        super::matches::list_matches,
        super::matches::get_match,
        super::markets::list_match_markets,
        super::counters::count_matches,
        super::search::search_catalogue,
        super::settings::get_settings,
        super::health::healthz,
        super::health::readyz,
        super::health::metrics,
    ),
    tags((name = "catalogue", description = "Sports, leagues, matches and markets"),
         (name = "settings", description = "Sportsbook settings"),
         (name = "operations", description = "Health and metrics"))
)]
pub struct ApiDoc;

/// `GET /api/openapi.json`.
pub async fn get_openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}
