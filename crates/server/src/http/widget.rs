//! The demo payment provider's front end: `GET /platform/payment-widget.js`, the payment widget
//! script of docs/product.md#deposits (a small framework-free deposit form), and
//! `GET /platform/payment-frame`, the provider's hosted page that the iframe deposit form of
//! docs/product.md#deposits shows (the same widget, sending the whole page back with `?payment=`). Both exist
//! only while the demo provider is on (`SPORTSBOOK_DEV_TOOLS`).

use super::dev_tools::require_demo_payments;
use super::error::ApiResult;
use crate::app::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;

const SCRIPT: &str = include_str!("../../assets/payment-widget.js");
const FRAME: &str = include_str!("../../assets/payment-frame.html");

pub async fn get_payment_widget(State(state): State<AppState>) -> ApiResult<impl IntoResponse> {
    require_demo_payments(&state)?;
    Ok((
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=300")],
        SCRIPT,
    ))
}

/// The hosted payment page; only this site may frame it.
pub async fn get_payment_frame(State(state): State<AppState>) -> ApiResult<impl IntoResponse> {
    require_demo_payments(&state)?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CONTENT_SECURITY_POLICY, "frame-ancestors 'self'"),
            (header::X_FRAME_OPTIONS, "SAMEORIGIN"),
            (header::CACHE_CONTROL, "public, max-age=300"),
        ],
        FRAME,
    ))
}
