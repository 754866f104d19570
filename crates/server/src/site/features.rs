//! The site's switches (docs/product.md#site-configuration): feature flags, the user-group checker
//! and the deposit reminder.

use serde::{Deserialize, Serialize};

/// The deposit reminder (docs/product.md#site-configuration; decision 032).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DepositReminder {
    /// Only players of this status group are reminded; none means every player.
    #[serde(default)]
    pub player_group_id: Option<i64>,
    /// Seconds after the page loads; 10 when unset (docs/product.md#constants).
    #[serde(default = "ten_seconds")]
    pub remind_after_seconds: u32,
}

fn ten_seconds() -> u32 {
    10
}

/// The feature flags of docs/product.md#site-configuration (decision 031). A flag for a part that
/// does not exist yet is accepted and passed to the app, so an operator's file does not change when
/// the part arrives.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Features {
    /// The quick-deposit form (the payment provider's widget) on the deposit page.
    pub quick_deposit: bool,
    /// The quick-deposit form only for players whose profile says `spi_test` (not yet).
    pub quick_deposit_test: bool,
    /// Preload the platform's sign-up and sign-in frames (not yet).
    pub sign_up_iframe_preloader: bool,
    pub sign_in_iframe_preloader: bool,
    /// Unlock a locked account in a frame (not yet).
    pub iframe_user_unlock: bool,
    /// Activity limits: players may set one, and the app reports their active minutes every 60 s.
    pub activity_tracking: bool,
    /// Reality checks and session and time limits.
    pub responsible_gambling: bool,
    /// Jackpots (not yet).
    pub jackpots: bool,
    /// The realtime client asks for fossil deltas of publications
    /// (docs/product.md#site-configuration).
    pub delta_compression: bool,
}

impl Default for Features {
    fn default() -> Self {
        Features {
            quick_deposit: true,
            quick_deposit_test: false,
            sign_up_iframe_preloader: false,
            sign_in_iframe_preloader: false,
            iframe_user_unlock: false,
            activity_tracking: true,
            responsible_gambling: true,
            jackpots: false,
            delta_compression: true,
        }
    }
}

/// The user-group checker (docs/product.md#users-and-roles).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct UserGroupChecker {
    /// The id of the status group (`GET /api/platform/player/status_groups`) a player must be in.
    pub required_group: i64,
}
