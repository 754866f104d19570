//! The double-entry ledger model: every movement of money is a transaction whose postings sum
//! to zero in each currency. Storage lives in the server; this module only decides what a
//! valid transaction is.

use super::Currency;
use std::collections::BTreeMap;

/// Identifies a ledger account (a player's wallet in one currency, or a house account).
pub type LedgerAccountId = i64;

/// What a transaction records; stored as its code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TransactionKind {
    /// Money arriving from a payment provider.
    Deposit,
    /// A bet's stake leaving the wallet for the player's bets-in-play account.
    BetStake,
    /// A rejected bet's stake coming back from bets in play.
    BetRefund,
    /// A settled bet: its stake leaves bets in play, its return goes to the wallet, the
    /// difference to (or from) the house.
    BetSettlement,
    /// A settlement undone (rollback or resettlement): the exact reverse of one
    /// [`TransactionKind::BetSettlement`]. The only kind that may take a wallet below zero —
    /// winnings already spent are owed, not silently lost.
    BetSettlementReversal,
}

impl TransactionKind {
    pub const ALL: [TransactionKind; 5] = [
        TransactionKind::Deposit,
        TransactionKind::BetStake,
        TransactionKind::BetRefund,
        TransactionKind::BetSettlement,
        TransactionKind::BetSettlementReversal,
    ];

    pub fn code(self) -> &'static str {
        match self {
            TransactionKind::Deposit => "deposit",
            TransactionKind::BetStake => "bet_stake",
            TransactionKind::BetRefund => "bet_refund",
            TransactionKind::BetSettlement => "bet_settlement",
            TransactionKind::BetSettlementReversal => "bet_settlement_reversal",
        }
    }

    /// Whether this kind may take a player's wallet below zero.
    pub fn may_overdraw(self) -> bool {
        self == TransactionKind::BetSettlementReversal
    }

    pub fn parse(code: &str) -> Option<TransactionKind> {
        TransactionKind::ALL.into_iter().find(|kind| kind.code() == code)
    }
}

/// One line of a transaction: `amount` minor units added to (or, negative, taken from) an
/// account's balance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Posting {
    pub account: LedgerAccountId,
    pub currency: Currency,
    pub amount: i64,
}

/// A balanced set of postings. Only [`TransactionBuilder::build`] makes one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transaction {
    kind: TransactionKind,
    reference: String,
    postings: Vec<Posting>,
}

impl Transaction {
    pub fn kind(&self) -> TransactionKind {
        self.kind
    }

    /// What the transaction is about, e.g. the payment id.
    pub fn reference(&self) -> &str {
        &self.reference
    }

    pub fn postings(&self) -> &[Posting] {
        &self.postings
    }
}

/// Why postings do not make a transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LedgerError {
    /// Fewer than two postings.
    TooFewPostings,
    /// A posting of zero.
    ZeroPosting,
    /// The postings of this currency do not sum to zero.
    Unbalanced(Currency),
    /// The sum overflowed.
    Overflow,
}

/// Collects postings and checks them.
#[derive(Debug, Clone)]
pub struct TransactionBuilder {
    kind: TransactionKind,
    reference: String,
    postings: Vec<Posting>,
}

impl TransactionBuilder {
    pub fn new(kind: TransactionKind, reference: impl Into<String>) -> TransactionBuilder {
        TransactionBuilder { kind, reference: reference.into(), postings: Vec::new() }
    }

    /// Adds `amount` (negative to take) to `account` in `currency`.
    pub fn post(mut self, account: LedgerAccountId, currency: Currency, amount: i64) -> TransactionBuilder {
        self.postings.push(Posting { account, currency, amount });
        self
    }

    /// Moves `amount` minor units from one account to another.
    pub fn transfer(self, from: LedgerAccountId, to: LedgerAccountId, currency: Currency, amount: i64) -> Self {
        self.post(from, currency, -amount).post(to, currency, amount)
    }

    /// The transaction, if it has at least two non-zero postings balancing in every currency.
    pub fn build(self) -> Result<Transaction, LedgerError> {
        if self.postings.len() < 2 {
            return Err(LedgerError::TooFewPostings);
        }
        let mut sums: BTreeMap<Currency, i64> = BTreeMap::new();
        for posting in &self.postings {
            if posting.amount == 0 {
                return Err(LedgerError::ZeroPosting);
            }
            let sum = sums.entry(posting.currency).or_default();
            *sum = sum.checked_add(posting.amount).ok_or(LedgerError::Overflow)?;
        }
        if let Some((currency, _)) = sums.into_iter().find(|(_, sum)| *sum != 0) {
            return Err(LedgerError::Unbalanced(currency));
        }
        Ok(Transaction { kind: self.kind, reference: self.reference, postings: self.postings })
    }
}

/// Whether stored postings balance per currency (the invariant checked over the database).
pub fn is_balanced(postings: &[Posting]) -> bool {
    let mut sums: BTreeMap<Currency, i128> = BTreeMap::new();
    for p in postings {
        *sums.entry(p.currency).or_default() += i128::from(p.amount);
    }
    postings.len() >= 2 && sums.values().all(|s| *s == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_transfer_balances_and_keeps_its_postings() {
        let tx = TransactionBuilder::new(TransactionKind::Deposit, "payment-1")
            .transfer(1, 2, Currency::Eur, 5000)
            .build()
            .expect("balanced");
        assert_eq!(tx.postings().len(), 2);
        assert_eq!(tx.postings()[1], Posting { account: 2, currency: Currency::Eur, amount: 5000 });
        assert_eq!(tx.reference(), "payment-1");
        assert!(is_balanced(tx.postings()));
    }

    #[test]
    fn postings_that_do_not_sum_to_zero_per_currency_are_refused() {
        let one_sided = TransactionBuilder::new(TransactionKind::Deposit, "x").post(1, Currency::Eur, 5000).build();
        assert_eq!(one_sided, Err(LedgerError::TooFewPostings));
        let uneven = TransactionBuilder::new(TransactionKind::Deposit, "x")
            .post(1, Currency::Eur, -5000)
            .post(2, Currency::Eur, 4999)
            .build();
        assert_eq!(uneven, Err(LedgerError::Unbalanced(Currency::Eur)));
        let mixed = TransactionBuilder::new(TransactionKind::Deposit, "x")
            .post(1, Currency::Eur, -5000)
            .post(2, Currency::Usd, 5000)
            .build();
        assert_eq!(mixed, Err(LedgerError::Unbalanced(Currency::Eur)));
    }

    #[test]
    fn zero_postings_and_overflow_are_refused() {
        let zero = TransactionBuilder::new(TransactionKind::Deposit, "x").transfer(1, 2, Currency::Eur, 0).build();
        assert_eq!(zero, Err(LedgerError::ZeroPosting));
        let overflow = TransactionBuilder::new(TransactionKind::Deposit, "x")
            .post(1, Currency::Eur, i64::MAX)
            .post(2, Currency::Eur, 1)
            .build();
        assert_eq!(overflow, Err(LedgerError::Overflow));
    }

    #[test]
    fn several_currencies_balance_independently() {
        let tx = TransactionBuilder::new(TransactionKind::Deposit, "x")
            .transfer(1, 2, Currency::Eur, 100)
            .transfer(3, 4, Currency::Btc, 7)
            .build();
        assert!(tx.is_ok());
        assert_eq!(TransactionKind::parse(TransactionKind::Deposit.code()), Some(TransactionKind::Deposit));
    }
}
