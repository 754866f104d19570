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
