//! The placement payload of docs/product.md#placement-payload (`POST /api/sb/bets`, `POST /api/sb/bets/max-stake`).

use serde::Deserialize;
use serde_json::Value;
use utoipa::ToSchema;

/// `{meta, bets}`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PlacementRequest {
    #[serde(default)]
    pub meta: Meta,
    pub bets: Vec<BetRequest>,
}

/// Where the placement comes from (recorded, not trusted).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
pub struct Meta {
    pub device_id: Option<String>,
    #[serde(default)]
    pub quick: bool,
    #[serde(rename = "type")]
    pub kind: Option<String>,
}

/// One bet of the slip.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BetRequest {
    pub stake: StakeRequest,
    pub selections: Vec<SelectionRequest>,
    /// `"2/3"`, `"yankee"`, … — system bets only.
    pub system_id: Option<String>,
    /// Custom bets (bet builder) only; not offered yet.
    #[schema(value_type = Option<f64>)]
    pub custom_odds: Option<Value>,
    /// A bonus to use; not offered yet.
    #[schema(value_type = Option<Object>)]
    pub bonus: Option<Value>,
}

/// The bet's TOTAL stake as decimal text (`"10.00"`) in a currency the player holds.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StakeRequest {
    #[schema(value_type = String)]
    pub value: Value,
    pub currency: String,
}

/// One pick, with the odds the player saw (decimal).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SelectionRequest {
    #[schema(value_type = u64)]
    pub match_id: Value,
    pub market_id: u32,
    #[serde(default)]
    pub specifier: String,
    pub outcome_id: u32,
    #[schema(value_type = f64)]
    pub odds: Value,
}
