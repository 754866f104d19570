//! Wire shapes of the Sportsbook API (snake_case field names; docs/product.md#catalogue) and their rendering from
//! the catalogue in one language.

pub mod catalogue;
pub mod event;
pub mod market;
pub mod platform;
pub mod statistics;

use serde::Serialize;
use utoipa::ToSchema;

/// `{ "data": … }`, the envelope of single resources and unpaged lists.
#[derive(Debug, Serialize, ToSchema)]
pub struct Data<T> {
    pub data: T,
}

/// `{ "data": [...], "pagination": {...} }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct Page<T> {
    pub data: Vec<T>,
    pub pagination: crate::catalogue::query::Pagination,
}
