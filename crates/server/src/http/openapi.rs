//! The OpenAPI 3.1 document, generated from the handlers' annotations.

use axum::Json;
use utoipa::openapi::path::Operation;
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{Modify, OpenApi};

/// Refusals every operation of a kind can answer, said once here rather than on each handler so
/// none can leave them out: 400 `invalid_body` from every operation that takes a body (a wrong
/// content type, malformed JSON, a missing or unknown field), and 403 `csrf_failed` from every
/// write of the Platform API (without the app header, or from another site; session.rs).
struct CommonRefusals;

fn refusal(description: &str) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content("application/json", ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorBody"))).build())
        .build()
}

/// Puts `response` under `status` unless the operation describes that status with a body already.
fn describe(operation: &mut Operation, status: &str, response: &Response) {
    let responses = &mut operation.responses.responses;
    let described = matches!(responses.get(status), Some(RefOr::T(known)) if !known.content.is_empty());
    if !described {
        responses.insert(status.to_owned(), response.clone().into());
    }
}

impl Modify for CommonRefusals {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let bad_body = refusal("`invalid_body`: the body is not the JSON this operation takes");
        let forged = refusal("`csrf_failed`: a write without the app header, or from another site");
        for (path, item) in openapi.paths.paths.iter_mut() {
            let is_platform = path.starts_with("/api/platform/");
            for operation in [&mut item.post, &mut item.put, &mut item.patch, &mut item.delete].into_iter().flatten() {
                if operation.request_body.is_some() {
                    describe(operation, "400", &bad_body);
                }
                if is_platform {
                    describe(operation, "403", &forged);
                }
            }
        }
    }
}

#[derive(OpenApi)]
#[openapi(
    modifiers(&CommonRefusals),
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
        super::settings::save_settings,
        super::notifications::list_notifications,
        super::notifications::count_notifications,
        super::notifications::read_notifications,
        super::notifications::read_all_notifications,
        super::favourites::list_favourites,
        super::favourites::add_favourite,
        super::favourites::remove_favourite,
        super::websocket::connection_token,
        super::websocket::authorize,
        super::bets::place_bets,
        super::bets::list_bets,
        super::bets::max_stake,
        super::platform::users::sign_up,
        super::platform::users::sign_in,
        super::platform::users::sign_out,
        super::platform::passwords::request_password_reset,
        super::platform::passwords::reset_password,
        super::platform::confirmations::confirm_email,
        super::platform::confirmations::resend_confirmation,
        super::platform::unlocks::unlock_account,
        super::platform::unlocks::resend_unlock,
        super::platform::signed_in::get_session,
        super::platform::player::get_player,
        super::platform::player::complete_auth_fields,
        super::platform::player::update_locale,
        super::platform::player::accept_terms,
        super::platform::player::get_comp_points,
        super::platform::player::list_status_groups,
        super::platform::limits::list_user_limits,
        super::platform::limits::set_user_limit,
        super::platform::limits::confirm_user_limit,
        super::platform::limits::remove_user_limit,
        super::platform::activity::track_activity,
        super::platform::safer_gambling::get_safer_gambling,
        super::platform::sportsbook_sessions::start_session,
        super::platform::sportsbook_sessions::session_info,
        super::platform::sportsbook_sessions::continue_session,
        super::platform::player::list_currencies,
        super::platform::wallet::list_accounts,
        super::platform::wallet::switch_account,
        super::platform::wallet::list_transactions,
        super::platform::phone::get_phone,
        super::platform::phone::send_phone_code,
        super::platform::phone::verify_phone_code,
        super::platform::payments::create_deposit,
        super::platform::payments::get_payment,
        super::health::healthz,
        super::health::readyz,
        super::health::metrics,
    ),
    tags((name = "catalogue", description = "Sports, leagues, matches and markets"),
         (name = "settings", description = "Sportsbook settings"),
         (name = "notifications", description = "What the product tells the player"),
         (name = "favourites", description = "The player's starred matches and leagues"),
         (name = "bets", description = "Bet placement and the player's bets"),
         (name = "realtime", description = "Tokens for the realtime connection (WebSocket at /connection/websocket)"),
         (name = "platform", description = "Accounts, sessions, wallet and payments (Platform API)"),
         (name = "operations", description = "Health and metrics"))
)]
pub struct ApiDoc;

/// `GET /api/openapi.json`.
pub async fn get_openapi() -> Json<utoipa::openapi::OpenApi> {
    Json(ApiDoc::openapi())
}
