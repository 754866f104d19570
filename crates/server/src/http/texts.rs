//! Error messages by code, in every shipped language. The `code` is the contract (the web app
//! shows its own translation); the `message` is a ready-made text for clients that have none.

use sportsbook_core::locale::{t, Locale, Text};

/// Every translated error, by code.
const MESSAGES: &[(&str, Text)] = &[
    ("unauthorized", t("Please sign in to continue.", "Prijavite se da biste nastavili.")),
    (
        "session_expired",
        t("Your session has expired. Please sign in again.", "Sesija je istekla. Prijavite se ponovo."),
    ),
    (
        "invalid_credentials",
        t("Invalid email, phone number or password.", "Pogrešan email, broj telefona ili lozinka."),
    ),
    (
        "account_locked",
        t(
            "Your account is locked. Check your email for the unlock link.",
            "Nalog je zaključan. Link za otključavanje je poslat na vaš email.",
        ),
    ),
    ("email_unconfirmed", t("Please confirm your email address first.", "Prvo potvrdite svoju email adresu.")),
    (
        "country_blocked",
        t("Sorry, we're not available in your country right now.", "Nažalost, trenutno nismo dostupni u vašoj zemlji."),
    ),
    (
        "csrf_failed",
        t(
            "The request was refused for your security. Reload the page and try again.",
            "Zahtev je odbijen radi vaše bezbednosti. Osvežite stranicu i pokušajte ponovo.",
        ),
    ),
    (
        "channel_forbidden",
        t("You can only subscribe to your own private channel.", "Možete se pretplatiti samo na svoj privatni kanal."),
    ),
    (
        "too_many_requests",
        t("Too many attempts. Please wait and try again.", "Previše pokušaja. Sačekajte pa pokušajte ponovo."),
    ),
    ("email_taken", t("An account with this email already exists.", "Nalog sa ovom email adresom već postoji.")),
    (
        "phone_taken",
        t("An account with this phone number already exists.", "Nalog sa ovim brojem telefona već postoji."),
    ),
    ("email_invalid", t("Enter a valid email address.", "Unesite ispravnu email adresu.")),
    ("email_required", t("Enter your email address.", "Unesite email adresu.")),
    (
        "phone_invalid",
        t(
            "Enter the phone number in international form, e.g. +382 67 123 456.",
            "Unesite broj telefona u međunarodnom obliku, npr. +382 67 123 456.",
        ),
    ),
    (
        "password_too_short",
        t("The password must have at least 8 characters.", "Lozinka mora imati najmanje 8 znakova."),
    ),
    (
        "password_too_long",
        t("The password must have at most 128 characters.", "Lozinka može imati najviše 128 znakova."),
    ),
    (
        "password_too_weak",
        t("This password is too easy to guess. Choose another one.", "Ovu lozinku je lako pogoditi. Izaberite drugu."),
    ),
    ("password_mismatch", t("The passwords do not match.", "Lozinke se ne poklapaju.")),
    ("token_invalid", t("This link is not valid. Request a new one.", "Ovaj link nije ispravan. Zatražite novi.")),
    ("token_expired", t("This link has expired. Request a new one.", "Ovaj link je istekao. Zatražite novi.")),
    ("token_used", t("This link has already been used.", "Ovaj link je već iskorišćen.")),
    ("currency_invalid", t("This currency is not supported.", "Ova valuta nije podržana.")),
    ("locale_invalid", t("This language is not supported.", "Ovaj jezik nije podržan.")),
    ("amount_invalid", t("Enter the amount as a number, e.g. 50.00.", "Unesite iznos kao broj, npr. 50.00.")),
    (
        "amount_too_many_decimals",
        t("The amount has too many decimals for this currency.", "Iznos ima previše decimala za ovu valutu."),
    ),
    ("amount_not_positive", t("The amount must be greater than zero.", "Iznos mora biti veći od nule.")),
    ("amount_too_large", t("The amount is too large.", "Iznos je prevelik.")),
    (
        "return_url_invalid",
        t("The return address must be a path on this site.", "Povratna adresa mora biti putanja na ovom sajtu."),
    ),
    (
        "deposit_limit_exceeded",
        t("The amount is over the largest deposit allowed.", "Iznos je veći od najveće dozvoljene uplate."),
    ),
    (
        "balance_limit_exceeded",
        t(
            "This deposit would take your balance over the largest allowed.",
            "Ova uplata bi povećala stanje preko najvećeg dozvoljenog.",
        ),
    ),
    (
        "idempotency_key_required",
        t("The request needs an Idempotency-Key header.", "Zahtevu nedostaje zaglavlje Idempotency-Key."),
    ),
    (
        "idempotency_key_invalid",
        t(
            "The Idempotency-Key must be 1 to 64 visible characters.",
            "Idempotency-Key mora imati od 1 do 64 vidljiva znaka.",
        ),
    ),
    (
        "idempotency_conflict",
        t(
            "This request key was already used for a different request.",
            "Ovaj ključ zahteva je već iskorišćen za drugi zahtev.",
        ),
    ),
    ("outcomes_required", t("Name at least one outcome.", "Navedite bar jedan ishod.")),
    ("duplicate_outcome", t("Each outcome may be named once.", "Svaki ishod sme biti naveden samo jednom.")),
    (
        "outcomes_missing",
        t("Some outcomes that bets hold have no result.", "Neki ishodi na koje postoje opklade nemaju rezultat."),
    ),
    (
        "market_already_settled",
        t(
            "The market is already settled. Roll the settlement back first.",
            "Tržište je već obračunato. Prvo poništite obračun.",
        ),
    ),
    (
        "market_cancelled",
        t(
            "The market is cancelled. Roll the cancellation back first.",
            "Tržište je otkazano. Prvo poništite otkazivanje.",
        ),
    ),
    (
        "nothing_to_roll_back",
        t(
            "There is no such settlement or cancellation to roll back.",
            "Nema takvog obračuna ili otkazivanja za poništavanje.",
        ),
    ),
    ("result_invalid", t("The result must be 0 or 1.", "Rezultat mora biti 0 ili 1.")),
    ("void_factor_invalid", t("The void factor must be 0, 0.5 or 1.", "Faktor povraćaja mora biti 0, 0.5 ili 1.")),
    (
        "dead_heat_factor_invalid",
        t("The dead-heat factor must be a fraction in (0, 1].", "Faktor mrtve trke mora biti razlomak u (0, 1]."),
    ),
    ("reason_invalid", t("Give a reason of 1 to 200 characters.", "Navedite razlog od 1 do 200 znakova.")),
    ("score_impossible", t("This final score cannot end the match.", "Ovaj konačan rezultat ne može završiti meč.")),
    (
        "feed_unavailable",
        t("This server runs no feed to end the match.", "Ovaj server ne pokreće fid koji bi završio meč."),
    ),
    ("payload_too_large", t("The request is too large.", "Zahtev je prevelik.")),
    ("headers_too_large", t("The request headers are too large.", "Zaglavlja zahteva su prevelika.")),
    ("request_timeout", t("The request took too long to arrive.", "Zahtev je stizao predugo.")),
    ("method_not_allowed", t("This method is not allowed here.", "Ovaj metod ovde nije dozvoljen.")),
    (
        "server_busy",
        t("The server is busy. Please try again in a moment.", "Server je zauzet. Pokušajte ponovo za trenutak."),
    ),
    ("code_invalid", t("The code is not correct.", "Kod nije ispravan.")),
    ("code_expired", t("The code has expired. Request a new one.", "Kod je istekao. Zatražite novi.")),
    (
        "code_attempts_exceeded",
        t("Too many wrong codes. Request a new one.", "Previše pogrešnih kodova. Zatražite novi."),
    ),
    ("phone_required", t("Add a phone number first.", "Prvo dodajte broj telefona.")),
    ("phone_already_verified", t("This phone number is already verified.", "Ovaj broj telefona je već potvrđen.")),
    (
        "sms_resend_timeout",
        t("Please wait before requesting another code.", "Sačekajte pre nego što zatražite novi kod."),
    ),
    (
        "sms_limit_reached",
        t("You have reached the daily limit of text messages.", "Dostigli ste dnevno ograničenje SMS poruka."),
    ),
    ("odds_type_invalid", t("This odds format is not supported.", "Ovaj format kvota nije podržan.")),
    (
        "stakes_invalid",
        t("Stakes must be 1 to 10 positive amounts.", "Ulozi moraju biti od 1 do 10 pozitivnih iznosa."),
    ),
    ("odds_accept_mode_invalid", t("Choose none, higher or any.", "Izaberite none, higher ili any.")),
    ("nothing_to_change", t("There is nothing to change.", "Nema šta da se promeni.")),
    (
        "odds_changed",
        t(
            "The odds have changed. Check them and place the bet again.",
            "Kvote su se promenile. Proverite ih i ponovo uplatite tiket.",
        ),
    ),
    ("pve_bet_forbidden", t("Betting is not available on this account.", "Klađenje nije dostupno na ovom nalogu.")),
    ("no_selections", t("Add at least one selection.", "Dodajte bar jedan izbor.")),
    ("too_many_selections", t("This bet has too many selections.", "Ovaj tiket ima previše izbora.")),
    ("bonus_unavailable", t("Bonuses cannot be used on bets yet.", "Bonusi se još ne mogu koristiti na tiketima.")),
    ("custom_bet_unavailable", t("Custom bets are not offered yet.", "Prilagođeni tiketi još nisu dostupni.")),
    ("system_invalid", t("This system is not offered.", "Ovaj sistem nije u ponudi.")),
    ("system_mismatch", t("The system does not fit the number of selections.", "Sistem ne odgovara broju izbora.")),
    ("odds_invalid", t("The odds are not valid.", "Kvota nije ispravna.")),
    ("match_not_found", t("This match is not offered.", "Ovaj meč nije u ponudi.")),
    ("match_not_bettable", t("Betting on this match has closed.", "Klađenje na ovaj meč je zatvoreno.")),
    (
        "provider_unavailable",
        t("Betting on this event is paused for a moment.", "Klađenje na ovaj događaj je na trenutak pauzirano."),
    ),
    ("market_not_found", t("This market is not offered.", "Ova igra nije u ponudi.")),
    ("market_suspended", t("This market is suspended right now.", "Ova igra je trenutno zaustavljena.")),
    ("outcome_not_found", t("This selection is not offered.", "Ovaj izbor nije u ponudi.")),
    ("outcome_not_available", t("This selection is not available right now.", "Ovaj izbor trenutno nije dostupan.")),
    (
        "same_market",
        t("Two selections of one market cannot be combined.", "Dva izbora iz iste igre ne mogu se kombinovati."),
    ),
    ("same_match", t("A combination can hold one selection per match.", "Kombinacija može imati jedan izbor po meču.")),
    (
        "stake_not_divisible_by_lines",
        t(
            "The stake must split evenly over the system's lines.",
            "Ulog mora da se podeli jednako na kombinacije sistema.",
        ),
    ),
    ("stake_not_positive", t("The stake must be greater than zero.", "Ulog mora biti veći od nule.")),
    ("stake_too_low", t("The stake is below the minimum.", "Ulog je manji od najmanjeg dozvoljenog.")),
    (
        "stake_too_high",
        t("The stake is above the maximum for this bet.", "Ulog je veći od najvećeg dozvoljenog za ovaj tiket."),
    ),
    (
        "insufficient_balance",
        t("Your balance is too low for this stake.", "Stanje na računu nije dovoljno za ovaj ulog."),
    ),
    (
        "bet_wrong_selection_count",
        t("The number of selections does not fit the bet type.", "Broj izbora ne odgovara vrsti tiketa."),
    ),
    ("bet_amount_overflow", t("This bet's amounts are too large.", "Iznosi ovog tiketa su preveliki.")),
    (
        "admin_unauthorized",
        t("The operator API needs a valid bearer token.", "Operaterski API zahteva ispravan pristupni token."),
    ),
    (
        "stake_factor_invalid",
        t(
            "The stake factor must be above 0 and at most 10, with at most two decimals.",
            "Faktor uloga mora biti veći od 0 i najviše 10, sa najviše dve decimale.",
        ),
    ),
    (
        "internal_error",
        t("Something went wrong. Please try again later.", "Nešto nije u redu. Pokušajte ponovo kasnije."),
    ),
];

/// The message of an error code in `locale`, if the code has one.
pub fn error_message(code: &str, locale: Locale) -> Option<&'static str> {
    MESSAGES.iter().find(|(c, _)| *c == code).map(|(_, text)| text.get(locale))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_unique_and_translated() {
        let mut codes: Vec<&str> = MESSAGES.iter().map(|(c, _)| *c).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), MESSAGES.len());
        for (code, text) in MESSAGES {
            assert!(!text.en.is_empty() && !text.sr.is_empty() && text.en != text.sr, "{code}");
        }
    }
}
