//! Every error code of the HTTP APIs, one enum: the `code` of the error envelope, exported in the
//! OpenAPI document (so the web app's generated types hold them as a union) and the key of the
//! translated message (`super::texts`).

use serde::Serialize;
use sportsbook_core::account::AccountError;
use sportsbook_core::betting::{BetError, StakeError};
use sportsbook_core::money::AmountError;

/// Declares [`ErrorCode`] with each variant's wire text, and the list of all of them.
macro_rules! error_codes {
    ($($variant:ident = $code:literal,)*) => {
        /// A stable snake_case error code; the contract clients translate from.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, utoipa::ToSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum ErrorCode { $($variant,)* }

        impl ErrorCode {
            pub const ALL: &[ErrorCode] = &[$(ErrorCode::$variant,)*];

            pub fn as_str(self) -> &'static str {
                match self { $(ErrorCode::$variant => $code,)* }
            }
        }
    };
}

error_codes! {
    AccountLocked = "account_locked",
    AccountSelfExcluded = "account_self_excluded",
    AccountTimedOut = "account_timed_out",
    ActivityLimitReached = "activity_limit_reached",
    AdminUnauthorized = "admin_unauthorized",
    AmountInvalid = "amount_invalid",
    AmountNotPositive = "amount_not_positive",
    AmountTooLarge = "amount_too_large",
    AmountTooManyDecimals = "amount_too_many_decimals",
    BalanceLimitExceeded = "balance_limit_exceeded",
    BetAmountOverflow = "bet_amount_overflow",
    BetLimitReached = "bet_limit_reached",
    BetWrongSelectionCount = "bet_wrong_selection_count",
    BonusUnavailable = "bonus_unavailable",
    ChannelForbidden = "channel_forbidden",
    CodeAttemptsExceeded = "code_attempts_exceeded",
    CodeExpired = "code_expired",
    CodeInvalid = "code_invalid",
    CountryBlocked = "country_blocked",
    CsrfFailed = "csrf_failed",
    CurrencyInvalid = "currency_invalid",
    CustomBetUnavailable = "custom_bet_unavailable",
    DateOfBirthInvalid = "date_of_birth_invalid",
    DeadHeatFactorInvalid = "dead_heat_factor_invalid",
    DepositLimitExceeded = "deposit_limit_exceeded",
    DepositLimitReached = "deposit_limit_reached",
    DepositFieldsMissing = "deposit_fields_missing",
    DuplicateOutcome = "duplicate_outcome",
    EmailInvalid = "email_invalid",
    EmailRequired = "email_required",
    EmailTaken = "email_taken",
    EmailUnconfirmed = "email_unconfirmed",
    FavouritesFull = "favourites_full",
    FeedUnavailable = "feed_unavailable",
    FieldInvalid = "field_invalid",
    FieldRequired = "field_required",
    HeadersTooLarge = "headers_too_large",
    IdempotencyConflict = "idempotency_conflict",
    IdempotencyKeyInvalid = "idempotency_key_invalid",
    IdempotencyKeyRequired = "idempotency_key_required",
    InsufficientBalance = "insufficient_balance",
    InternalError = "internal_error",
    InvalidBody = "invalid_body",
    InvalidCredentials = "invalid_credentials",
    InvalidParameter = "invalid_parameter",
    LimitCooling = "limit_cooling",
    LimitLengthInvalid = "limit_length_invalid",
    LimitLocked = "limit_locked",
    LimitPeriodInvalid = "limit_period_invalid",
    LimitTypeInvalid = "limit_type_invalid",
    LocaleInvalid = "locale_invalid",
    LossLimitReached = "loss_limit_reached",
    MarketAlreadySettled = "market_already_settled",
    MarketCancelled = "market_cancelled",
    MarketNotFound = "market_not_found",
    MarketSuspended = "market_suspended",
    MatchNotBettable = "match_not_bettable",
    MatchNotFound = "match_not_found",
    MethodNotAllowed = "method_not_allowed",
    NoSelections = "no_selections",
    NotFound = "not_found",
    NothingToChange = "nothing_to_change",
    NothingToRollBack = "nothing_to_roll_back",
    OddsAcceptModeInvalid = "odds_accept_mode_invalid",
    OddsChanged = "odds_changed",
    OddsInvalid = "odds_invalid",
    OddsTypeInvalid = "odds_type_invalid",
    OutcomeNotAvailable = "outcome_not_available",
    OutcomeNotFound = "outcome_not_found",
    OutcomesMissing = "outcomes_missing",
    OutcomesRequired = "outcomes_required",
    PasswordMismatch = "password_mismatch",
    PasswordTooLong = "password_too_long",
    PasswordTooShort = "password_too_short",
    PasswordTooWeak = "password_too_weak",
    PayloadTooLarge = "payload_too_large",
    PhoneAlreadyVerified = "phone_already_verified",
    PhoneInvalid = "phone_invalid",
    PhoneRequired = "phone_required",
    PhoneTaken = "phone_taken",
    ProviderUnavailable = "provider_unavailable",
    PveBetForbidden = "pve_bet_forbidden",
    ReasonInvalid = "reason_invalid",
    RequestTimeout = "request_timeout",
    ResultInvalid = "result_invalid",
    ReturnUrlInvalid = "return_url_invalid",
    SameMarket = "same_market",
    SameMatch = "same_match",
    ScoreImpossible = "score_impossible",
    ServerBusy = "server_busy",
    SessionLimitReached = "session_limit_reached",
    SessionNotStarted = "session_not_started",
    SessionExpired = "session_expired",
    SmsLimitReached = "sms_limit_reached",
    SmsResendTimeout = "sms_resend_timeout",
    StakeFactorInvalid = "stake_factor_invalid",
    StakeNotDivisibleByLines = "stake_not_divisible_by_lines",
    StakeNotPositive = "stake_not_positive",
    StakeTooHigh = "stake_too_high",
    StakeTooLow = "stake_too_low",
    StakesInvalid = "stakes_invalid",
    SystemInvalid = "system_invalid",
    SystemMismatch = "system_mismatch",
    TimeLimitReached = "time_limit_reached",
    TokenExpired = "token_expired",
    TokenInvalid = "token_invalid",
    TokenUsed = "token_used",
    TooManyRequests = "too_many_requests",
    TooManySelections = "too_many_selections",
    UnderAge = "under_age",
    Unauthorized = "unauthorized",
    VoidFactorInvalid = "void_factor_invalid",
    WagerLimitReached = "wager_limit_reached",
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl From<AmountError> for ErrorCode {
    fn from(error: AmountError) -> ErrorCode {
        match error {
            AmountError::Malformed => ErrorCode::AmountInvalid,
            AmountError::TooManyDecimals => ErrorCode::AmountTooManyDecimals,
            AmountError::NotPositive => ErrorCode::AmountNotPositive,
            AmountError::TooLarge => ErrorCode::AmountTooLarge,
        }
    }
}

impl From<StakeError> for ErrorCode {
    fn from(error: StakeError) -> ErrorCode {
        match error {
            StakeError::NotPositive => ErrorCode::StakeNotPositive,
            StakeError::NotDivisible { .. } => ErrorCode::StakeNotDivisibleByLines,
        }
    }
}

impl From<BetError> for ErrorCode {
    fn from(error: BetError) -> ErrorCode {
        match error {
            BetError::WrongLegCount => ErrorCode::BetWrongSelectionCount,
            BetError::Stake(error) => error.into(),
            BetError::Overflow => ErrorCode::BetAmountOverflow,
        }
    }
}

impl From<AccountError> for ErrorCode {
    fn from(error: AccountError) -> ErrorCode {
        match error {
            AccountError::EmailInvalid => ErrorCode::EmailInvalid,
            AccountError::PhoneInvalid => ErrorCode::PhoneInvalid,
            AccountError::PasswordTooShort => ErrorCode::PasswordTooShort,
            AccountError::PasswordTooLong => ErrorCode::PasswordTooLong,
            AccountError::PasswordTooWeak => ErrorCode::PasswordTooWeak,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wire_text_is_the_serde_name_and_unique() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            assert_eq!(serde_json::to_value(code).expect("serializes"), code.as_str(), "{code:?}");
            assert!(seen.insert(code.as_str()), "{code:?}");
        }
    }
}
