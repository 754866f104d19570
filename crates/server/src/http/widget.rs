//! `GET /platform/payment-widget.js`: the payment widget script of spec §7 "Other calls" — a
//! small framework-free deposit form for the demo provider.

use axum::http::header;
use axum::response::IntoResponse;

const SCRIPT: &str = include_str!("../../assets/payment-widget.js");

pub async fn get_payment_widget() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/javascript; charset=utf-8"), (header::CACHE_CONTROL, "public, max-age=300")], SCRIPT)
}
