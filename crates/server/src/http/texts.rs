//! Error messages by code, in every shipped language. The `code` is the contract (the web app
//! shows its own translation); the `message` is a ready-made text for clients that have none.

use crate::error_code::ErrorCode;
use serde_json::Value;
use sportsbook_core::locale::{t, Locale, Text};

/// The message of `code` in `locale`, with the figures a limit refusal's `details` carry — the
/// limit, what is left and when it resets (docs/product.md#safer-gambling, decision 049).
pub fn localized(code: ErrorCode, locale: Locale, details: &Value) -> Option<String> {
    let text = message(code)?.get(locale);
    Some(match limit_figures(locale, details) {
        Some(figures) => format!("{text} {figures}"),
        None => text.to_owned(),
    })
}

/// "Limit 8.00 EUR, left 3.00 EUR, resets 2026-11-30 00:00 UTC." from a refusal's details.
fn limit_figures(locale: Locale, details: &Value) -> Option<String> {
    let field = |name: &str| details.get(name).and_then(Value::as_str);
    let (limit, available, currency) = (field("limit")?, field("available")?, field("currency")?);
    let (limit_word, left_word, resets_word) = match locale {
        Locale::En => ("Limit", "left", "resets"),
        Locale::Sr => ("Limit", "preostalo", "obnavlja se"),
    };
    let mut figures = format!("{limit_word} {limit} {currency}, {left_word} {available} {currency}");
    // `2026-11-30T00:00:00.000Z` → `2026-11-30 00:00 UTC`.
    if let Some((day, time)) = field("resets_at").and_then(|at| at.split_once('T')) {
        figures.push_str(&format!(", {resets_word} {day} {} UTC", time.get(..5).unwrap_or(time)));
    }
    figures.push('.');
    Some(figures)
}

/// The message of an error code, in every shipped language, if the code has one.
pub fn message(code: ErrorCode) -> Option<Text> {
    let text = match code {
        ErrorCode::Unauthorized => t("Please sign in to continue.", "Prijavite se da biste nastavili."),
        ErrorCode::SessionExpired => {
            t("Your session has expired. Please sign in again.", "Sesija je istekla. Prijavite se ponovo.")
        }
        ErrorCode::InvalidCredentials => {
            t("Invalid email, phone number or password.", "Pogrešan email, broj telefona ili lozinka.")
        }
        ErrorCode::AccountLocked => t(
            "Your account is locked. Check your email for the unlock link.",
            "Nalog je zaključan. Link za otključavanje je poslat na vaš email.",
        ),
        ErrorCode::EmailUnconfirmed => {
            t("Please confirm your email address first.", "Prvo potvrdite svoju email adresu.")
        }
        ErrorCode::CountryBlocked => t(
            "Sorry, we're not available in your country right now.",
            "Nažalost, trenutno nismo dostupni u vašoj zemlji.",
        ),
        ErrorCode::CsrfFailed => t(
            "The request was refused for your security. Reload the page and try again.",
            "Zahtev je odbijen radi vaše bezbednosti. Osvežite stranicu i pokušajte ponovo.",
        ),
        ErrorCode::ChannelForbidden => t(
            "You can only subscribe to your own private channel.",
            "Možete se pretplatiti samo na svoj privatni kanal.",
        ),
        ErrorCode::TooManyRequests => {
            t("Too many attempts. Please wait and try again.", "Previše pokušaja. Sačekajte pa pokušajte ponovo.")
        }
        ErrorCode::EmailTaken => {
            t("An account with this email already exists.", "Nalog sa ovom email adresom već postoji.")
        }
        ErrorCode::PhoneTaken => {
            t("An account with this phone number already exists.", "Nalog sa ovim brojem telefona već postoji.")
        }
        ErrorCode::EmailInvalid => t("Enter a valid email address.", "Unesite ispravnu email adresu."),
        ErrorCode::EmailRequired => t("Enter your email address.", "Unesite email adresu."),
        ErrorCode::PhoneInvalid => t(
            "Enter the phone number in international form, e.g. +382 67 123 456.",
            "Unesite broj telefona u međunarodnom obliku, npr. +382 67 123 456.",
        ),
        ErrorCode::PasswordTooShort => {
            t("The password must have at least 8 characters.", "Lozinka mora imati najmanje 8 znakova.")
        }
        ErrorCode::PasswordTooLong => {
            t("The password must have at most 128 characters.", "Lozinka može imati najviše 128 znakova.")
        }
        ErrorCode::PasswordTooWeak => t(
            "This password is too easy to guess. Choose another one.",
            "Ovu lozinku je lako pogoditi. Izaberite drugu.",
        ),
        ErrorCode::PasswordMismatch => t("The passwords do not match.", "Lozinke se ne poklapaju."),
        ErrorCode::TokenInvalid => {
            t("This link is not valid. Request a new one.", "Ovaj link nije ispravan. Zatražite novi.")
        }
        ErrorCode::TokenExpired => {
            t("This link has expired. Request a new one.", "Ovaj link je istekao. Zatražite novi.")
        }
        ErrorCode::TokenUsed => t("This link has already been used.", "Ovaj link je već iskorišćen."),
        ErrorCode::CurrencyInvalid => t("This currency is not supported.", "Ova valuta nije podržana."),
        ErrorCode::LocaleInvalid => t("This language is not supported.", "Ovaj jezik nije podržan."),
        ErrorCode::AmountInvalid => {
            t("Enter the amount as a number, e.g. 50.00.", "Unesite iznos kao broj, npr. 50.00.")
        }
        ErrorCode::AmountTooManyDecimals => {
            t("The amount has too many decimals for this currency.", "Iznos ima previše decimala za ovu valutu.")
        }
        ErrorCode::AmountNotPositive => t("The amount must be greater than zero.", "Iznos mora biti veći od nule."),
        ErrorCode::AmountTooLarge => t("The amount is too large.", "Iznos je prevelik."),
        ErrorCode::ReturnUrlInvalid => {
            t("The return address must be a path on this site.", "Povratna adresa mora biti putanja na ovom sajtu.")
        }
        ErrorCode::DepositLimitExceeded => {
            t("The amount is over the largest deposit allowed.", "Iznos je veći od najveće dozvoljene uplate.")
        }
        ErrorCode::BalanceLimitExceeded => t(
            "This deposit would take your balance over the largest allowed.",
            "Ova uplata bi povećala stanje preko najvećeg dozvoljenog.",
        ),
        ErrorCode::IdempotencyKeyRequired => {
            t("The request needs an Idempotency-Key header.", "Zahtevu nedostaje zaglavlje Idempotency-Key.")
        }
        ErrorCode::IdempotencyKeyInvalid => t(
            "The Idempotency-Key must be 1 to 64 visible characters.",
            "Idempotency-Key mora imati od 1 do 64 vidljiva znaka.",
        ),
        ErrorCode::IdempotencyConflict => t(
            "This request key was already used for a different request.",
            "Ovaj ključ zahteva je već iskorišćen za drugi zahtev.",
        ),
        ErrorCode::OutcomesRequired => t("Name at least one outcome.", "Navedite bar jedan ishod."),
        ErrorCode::DuplicateOutcome => {
            t("Each outcome may be named once.", "Svaki ishod sme biti naveden samo jednom.")
        }
        ErrorCode::OutcomesMissing => {
            t("Some outcomes that bets hold have no result.", "Neki ishodi na koje postoje opklade nemaju rezultat.")
        }
        ErrorCode::MarketAlreadySettled => t(
            "The market is already settled. Roll the settlement back first.",
            "Tržište je već obračunato. Prvo poništite obračun.",
        ),
        ErrorCode::MarketCancelled => t(
            "The market is cancelled. Roll the cancellation back first.",
            "Tržište je otkazano. Prvo poništite otkazivanje.",
        ),
        ErrorCode::NothingToRollBack => t(
            "There is no such settlement or cancellation to roll back.",
            "Nema takvog obračuna ili otkazivanja za poništavanje.",
        ),
        ErrorCode::ResultInvalid => t("The result must be 0 or 1.", "Rezultat mora biti 0 ili 1."),
        ErrorCode::VoidFactorInvalid => {
            t("The void factor must be 0, 0.5 or 1.", "Faktor povraćaja mora biti 0, 0.5 ili 1.")
        }
        ErrorCode::DeadHeatFactorInvalid => {
            t("The dead-heat factor must be a fraction in (0, 1].", "Faktor mrtve trke mora biti razlomak u (0, 1].")
        }
        ErrorCode::ReasonInvalid => t("Give a reason of 1 to 200 characters.", "Navedite razlog od 1 do 200 znakova."),
        ErrorCode::ScoreImpossible => {
            t("This final score cannot end the match.", "Ovaj konačan rezultat ne može završiti meč.")
        }
        ErrorCode::FeedUnavailable => {
            t("This server runs no feed to end the match.", "Ovaj server ne pokreće fid koji bi završio meč.")
        }
        ErrorCode::DepositLimitReached => t(
            "This deposit goes over your deposit limit. It resets at the start of the next period.",
            "Ova uplata prelazi vaš limit uplata. Limit se obnavlja na početku sledećeg perioda.",
        ),
        ErrorCode::WagerLimitReached => t(
            "This stake goes over your wagering limit. It resets at the start of the next period.",
            "Ovaj ulog prelazi vaš limit uloga. Limit se obnavlja na početku sledećeg perioda.",
        ),
        ErrorCode::LossLimitReached => t(
            "This stake could take you over your loss limit. It resets at the start of the next period.",
            "Ovaj ulog bi mogao da pređe vaš limit gubitka. Limit se obnavlja na početku sledećeg perioda.",
        ),
        ErrorCode::BetLimitReached => {
            t("This stake is over your limit for one bet.", "Ovaj ulog prelazi vaš limit za jedan tiket.")
        }
        ErrorCode::AccountTimedOut => t(
            "You have taken a time-out. You can sign in again when it ends.",
            "Uzeli ste pauzu. Možete se ponovo prijaviti kada istekne.",
        ),
        ErrorCode::AccountSelfExcluded => t(
            "You have excluded yourself from gambling. Your account stays closed until the exclusion ends.",
            "Isključili ste se iz igara na sreću. Nalog ostaje zatvoren dok isključenje ne istekne.",
        ),
        ErrorCode::LimitCooling => t(
            "A higher limit can be confirmed 24 hours after you asked for it.",
            "Viši limit možete potvrditi 24 sata nakon što ste ga zatražili.",
        ),
        ErrorCode::LimitLocked => t(
            "A time-out or self-exclusion cannot be lifted before it ends.",
            "Pauza ili samoisključenje ne mogu se ukinuti pre isteka.",
        ),
        ErrorCode::LimitTypeInvalid => t(
            "Choose a deposit, wager, loss or bet limit, a time-out or a self-exclusion.",
            "Izaberite limit uplata, uloga, gubitka ili tiketa, pauzu ili samoisključenje.",
        ),
        ErrorCode::LimitPeriodInvalid => t(
            "Deposit, wager and loss limits need a day, week or month; a bet limit has none.",
            "Limiti uplata, uloga i gubitka traže dan, nedelju ili mesec; limit tiketa nema period.",
        ),
        ErrorCode::LimitLengthInvalid => t(
            "A time-out lasts a day, a week, a month or six weeks; a self-exclusion six months, a year, five years or indefinitely.",
            "Pauza traje dan, nedelju, mesec ili šest nedelja; samoisključenje šest meseci, godinu, pet godina ili neograničeno.",
        ),
        ErrorCode::FavouritesFull => t(
            "You can keep 200 favourites of a kind. Remove one to add another.",
            "Možete imati 200 omiljenih jedne vrste. Uklonite neki da biste dodali novi.",
        ),
        ErrorCode::PayloadTooLarge => t("The request is too large.", "Zahtev je prevelik."),
        ErrorCode::HeadersTooLarge => t("The request headers are too large.", "Zaglavlja zahteva su prevelika."),
        ErrorCode::RequestTimeout => t("The request took too long to arrive.", "Zahtev je stizao predugo."),
        ErrorCode::MethodNotAllowed => t("This method is not allowed here.", "Ovaj metod ovde nije dozvoljen."),
        ErrorCode::ServerBusy => {
            t("The server is busy. Please try again in a moment.", "Server je zauzet. Pokušajte ponovo za trenutak.")
        }
        ErrorCode::CodeInvalid => t("The code is not correct.", "Kod nije ispravan."),
        ErrorCode::CodeExpired => t("The code has expired. Request a new one.", "Kod je istekao. Zatražite novi."),
        ErrorCode::CodeAttemptsExceeded => {
            t("Too many wrong codes. Request a new one.", "Previše pogrešnih kodova. Zatražite novi.")
        }
        ErrorCode::PhoneRequired => t("Add a phone number first.", "Prvo dodajte broj telefona."),
        ErrorCode::PhoneAlreadyVerified => {
            t("This phone number is already verified.", "Ovaj broj telefona je već potvrđen.")
        }
        ErrorCode::SmsResendTimeout => {
            t("Please wait before requesting another code.", "Sačekajte pre nego što zatražite novi kod.")
        }
        ErrorCode::SmsLimitReached => {
            t("You have reached the daily limit of text messages.", "Dostigli ste dnevno ograničenje SMS poruka.")
        }
        ErrorCode::OddsTypeInvalid => t("This odds format is not supported.", "Ovaj format kvota nije podržan."),
        ErrorCode::StakesInvalid => {
            t("Stakes must be 1 to 10 positive amounts.", "Ulozi moraju biti od 1 do 10 pozitivnih iznosa.")
        }
        ErrorCode::OddsAcceptModeInvalid => t("Choose none, higher or any.", "Izaberite none, higher ili any."),
        ErrorCode::NothingToChange => t("There is nothing to change.", "Nema šta da se promeni."),
        ErrorCode::SessionLimitReached => t(
            "You have reached your session limit. Take a break and come back later.",
            "Dostigli ste ograničenje trajanja sesije. Napravite pauzu i vratite se kasnije.",
        ),
        ErrorCode::ActivityLimitReached => t(
            "You have reached your activity limit for this period.",
            "Dostigli ste ograničenje aktivnosti za ovaj period.",
        ),
        ErrorCode::SessionNotStarted => t("Your session has not started.", "Sesija nije započeta."),
        ErrorCode::TimeLimitReached => t(
            "You have reached your time limit for this period.",
            "Dostigli ste ograničenje vremena za ovaj period.",
        ),
        ErrorCode::FieldRequired => t("Please fill this in.", "Popunite ovo polje."),
        ErrorCode::FieldInvalid => t("Please check this value.", "Proverite ovu vrednost."),
        ErrorCode::DateOfBirthInvalid => {
            t("Enter your date of birth as YYYY-MM-DD.", "Unesite datum rođenja u obliku GGGG-MM-DD.")
        }
        ErrorCode::UnderAge => t("You must be 18 or older to play.", "Morate imati najmanje 18 godina da biste igrali."),
        ErrorCode::DepositFieldsMissing => t(
            "Please complete your details before depositing.",
            "Dopunite svoje podatke pre uplate.",
        ),
        ErrorCode::OddsChanged => t(
            "The odds have changed. Check them and place the bet again.",
            "Kvote su se promenile. Proverite ih i ponovo uplatite tiket.",
        ),
        ErrorCode::PveBetForbidden => {
            t("Betting is not available on this account.", "Klađenje nije dostupno na ovom nalogu.")
        }
        ErrorCode::NoSelections => t("Add at least one selection.", "Dodajte bar jedan izbor."),
        ErrorCode::TooManySelections => t("This bet has too many selections.", "Ovaj tiket ima previše izbora."),
        ErrorCode::BonusUnavailable => {
            t("Bonuses cannot be used on bets yet.", "Bonusi se još ne mogu koristiti na tiketima.")
        }
        ErrorCode::CustomBetUnavailable => {
            t("Custom bets are not offered yet.", "Prilagođeni tiketi još nisu dostupni.")
        }
        ErrorCode::SystemInvalid => t("This system is not offered.", "Ovaj sistem nije u ponudi."),
        ErrorCode::SystemMismatch => {
            t("The system does not fit the number of selections.", "Sistem ne odgovara broju izbora.")
        }
        ErrorCode::OddsInvalid => t("The odds are not valid.", "Kvota nije ispravna."),
        ErrorCode::MatchNotFound => t("This match is not offered.", "Ovaj meč nije u ponudi."),
        ErrorCode::MatchNotBettable => t("Betting on this match has closed.", "Klađenje na ovaj meč je zatvoreno."),
        ErrorCode::ProviderUnavailable => {
            t("Betting on this event is paused for a moment.", "Klađenje na ovaj događaj je na trenutak pauzirano.")
        }
        ErrorCode::MarketNotFound => t("This market is not offered.", "Ova igra nije u ponudi."),
        ErrorCode::MarketSuspended => t("This market is suspended right now.", "Ova igra je trenutno zaustavljena."),
        ErrorCode::OutcomeNotFound => t("This selection is not offered.", "Ovaj izbor nije u ponudi."),
        ErrorCode::OutcomeNotAvailable => {
            t("This selection is not available right now.", "Ovaj izbor trenutno nije dostupan.")
        }
        ErrorCode::SameMarket => {
            t("Two selections of one market cannot be combined.", "Dva izbora iz iste igre ne mogu se kombinovati.")
        }
        ErrorCode::SameMatch => {
            t("A combination can hold one selection per match.", "Kombinacija može imati jedan izbor po meču.")
        }
        ErrorCode::StakeNotDivisibleByLines => t(
            "The stake must split evenly over the system's lines.",
            "Ulog mora da se podeli jednako na kombinacije sistema.",
        ),
        ErrorCode::StakeNotPositive => t("The stake must be greater than zero.", "Ulog mora biti veći od nule."),
        ErrorCode::StakeTooLow => t("The stake is below the minimum.", "Ulog je manji od najmanjeg dozvoljenog."),
        ErrorCode::StakeTooHigh => {
            t("The stake is above the maximum for this bet.", "Ulog je veći od najvećeg dozvoljenog za ovaj tiket.")
        }
        ErrorCode::InsufficientBalance => {
            t("Your balance is too low for this stake.", "Stanje na računu nije dovoljno za ovaj ulog.")
        }
        ErrorCode::BetWrongSelectionCount => {
            t("The number of selections does not fit the bet type.", "Broj izbora ne odgovara vrsti tiketa.")
        }
        ErrorCode::BetAmountOverflow => t("This bet's amounts are too large.", "Iznosi ovog tiketa su preveliki."),
        ErrorCode::AdminUnauthorized => {
            t("The operator API needs a valid bearer token.", "Operaterski API zahteva ispravan pristupni token.")
        }
        ErrorCode::StakeFactorInvalid => t(
            "The stake factor must be above 0 and at most 10, with at most two decimals.",
            "Faktor uloga mora biti veći od 0 i najviše 10, sa najviše dve decimale.",
        ),
        ErrorCode::InternalError => {
            t("Something went wrong. Please try again later.", "Nešto nije u redu. Pokušajte ponovo kasnije.")
        }
        ErrorCode::InvalidBody | ErrorCode::InvalidParameter | ErrorCode::NotFound => return None,
    };
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limit_refusal_quotes_the_limit_what_is_left_and_the_reset() {
        let details = serde_json::json!({
            "limit": "8.00", "available": "3.00", "currency": "EUR", "resets_at": "2026-11-30T00:00:00.000Z"
        });
        let en = localized(ErrorCode::WagerLimitReached, Locale::En, &details).expect("a message");
        assert!(en.ends_with(" Limit 8.00 EUR, left 3.00 EUR, resets 2026-11-30 00:00 UTC."), "{en}");
        let sr = localized(ErrorCode::WagerLimitReached, Locale::Sr, &details).expect("a message");
        assert!(sr.ends_with(" Limit 8.00 EUR, preostalo 3.00 EUR, obnavlja se 2026-11-30 00:00 UTC."), "{sr}");
        let plain = localized(ErrorCode::BetLimitReached, Locale::En, &Value::Null).expect("a message");
        assert_eq!(plain, "This stake is over your limit for one bet.");
    }

    #[test]
    fn every_message_differs_by_language() {
        for code in ErrorCode::ALL {
            if let Some(text) = message(*code) {
                assert!(!text.en.is_empty() && !text.sr.is_empty() && text.en != text.sr, "{code}");
            }
        }
    }
}
