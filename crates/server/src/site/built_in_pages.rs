//! The built-in terms and help pages (decision 049): with no `platform.casino_origin` the web app's
//! footer and cookie notice link `/sports/pages/terms` and `/sports/pages/help` instead of the
//! platform's pages, so a default install links no missing page. They are custom pages (decision
//! 030) the operator's own pages of the same slug replace.

use super::custom_pages::CustomPage;
use std::collections::BTreeMap;

/// Slug, title (English, Serbian) and text (English, Serbian): paragraphs separated by blank lines.
const PAGES: [(&str, [&str; 2], [&str; 2]); 2] = [
    (
        "terms",
        ["Terms and conditions", "Uslovi korišćenja"],
        [
            "These terms hold while the operator publishes no terms of its own.\n\n\
             You must be an adult, and you may hold one account, in your own name.\n\n\
             A bet is a contract at the odds and stake its receipt shows once it is accepted. Bets are \
             settled by the general rules and the official result; a void selection counts at odds 1.00.\n\n\
             Your limits, time-outs and self-exclusion hold as set in your account and cannot be lifted \
             early. Deposits and winnings are paid in your account's currency; we may ask you to prove \
             who you are.",
            "Ovi uslovi važe dok priređivač ne objavi svoje.\n\n\
             Morate biti punoletni i možete imati jedan nalog, na svoje ime.\n\n\
             Opklada je ugovor po kvoti i ulogu koje njena potvrda prikazuje kada je prihvaćena. Opklade \
             se obračunavaju po opštim pravilima i zvaničnom rezultatu; poništen par se računa po kvoti 1,00.\n\n\
             Vaši limiti, pauze i samoisključenje važe kako su podešeni na nalogu i ne mogu se ranije \
             ukinuti. Uplate i dobici se isplaćuju u valuti naloga; možemo zatražiti da potvrdite identitet.",
        ],
    ),
    (
        "help",
        ["Help", "Pomoć"],
        [
            "To bet, pick a price on any match: it goes on the bet slip, where you type a stake and \
             place the bet. Several picks make a combination or a system; the slip shows what each \
             costs and can win.\n\n\
             Deposit from the wallet page, or with the Deposit button in the header once you are signed in.\n\n\
             My Bets lists your open and settled bets; a bet settles when its last selection is decided.\n\n\
             Set deposit, wager, loss and time limits, or take a break, under Safer gambling in your account.",
            "Da biste se kladili, izaberite kvotu na bilo kom meču: ide na tiket, gde upisujete ulog i \
             uplaćujete. Više parova čini kombinaciju ili sistem; tiket prikazuje koliko svaki košta i \
             koliko može da dobije.\n\n\
             Uplatite na stranici novčanika ili dugmetom Uplata u zaglavlju kada ste prijavljeni.\n\n\
             Moji tiketi prikazuju otvorene i obračunate opklade; opklada se obračunava kada se odluči \
             poslednji par.\n\n\
             Limite uplata, uloga, gubitka i vremena, ili pauzu, podesite u delu Odgovorno klađenje na nalogu.",
        ],
    ),
];

/// The built-in pages `pages` lacks, for `locales` (a locale other than `sr` gets the English text).
pub fn missing_from(pages: &[CustomPage], locales: &[String]) -> Vec<CustomPage> {
    PAGES
        .iter()
        .filter(|(slug, ..)| pages.iter().all(|page| page.slug != *slug))
        .map(|(slug, [title_en, title_sr], [text_en, text_sr])| {
            let in_each = |en: &str, sr: &str| -> BTreeMap<String, String> {
                let of = |locale: &str| if locale == "sr" { sr } else { en };
                locales.iter().map(|locale| (locale.clone(), of(locale).to_owned())).collect()
            };
            CustomPage {
                slug: (*slug).to_owned(),
                index: true,
                title: in_each(title_en, title_sr),
                text: in_each(text_en, text_sr),
                match_id: None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_and_help_come_in_every_locale_unless_the_operator_has_its_own() {
        let locales = vec!["sr".to_owned(), "en".to_owned()];
        let pages = missing_from(&[], &locales);
        assert_eq!(pages.iter().map(|p| p.slug.as_str()).collect::<Vec<_>>(), ["terms", "help"]);
        assert_eq!(pages[0].title_in("sr"), "Uslovi korišćenja");
        assert_eq!(pages[1].title_in("en"), "Help");
        assert!(pages.iter().all(|p| p.text.len() == 2 && p.text.values().all(|t| t.contains("\n\n"))));
        let own = missing_from(&pages[..1], &locales);
        assert_eq!(own.len(), 1, "the operator's own terms replace the built-in ones");
        assert_eq!(own[0].slug, "help");
    }
}
