//! The batting line-up of a cricket side: eleven invented names in batting order, the same for
//! the side in every match and every language (none is meant to match a real player), from the
//! side's part of the cricket world.

use super::batting::SQUAD;
use crate::fixtures::cricket_country;

/// Given names and surnames of one part of the cricket world; the two counts are coprime, so
/// consecutive name numbers pair every given name with every surname before repeating.
struct NamePool {
    given: &'static [&'static str],
    surnames: &'static [&'static str],
}

static SOUTH_ASIA: NamePool = NamePool {
    given: &[
        "Arjun",
        "Rohan",
        "Karan",
        "Vikram",
        "Aditya",
        "Nikhil",
        "Varun",
        "Imran",
        "Faisal",
        "Hamza",
        "Asif",
        "Kasun",
        "Dinesh",
        "Tanvir",
        "Rahmat",
        "Siddharth",
        "Yasir",
        "Chaminda",
        "Pranav",
        "Zubair",
        "Mehedi",
        "Ravindu",
        "Abhay",
    ],
    surnames: &[
        "Mehta",
        "Iyer",
        "Chauhan",
        "Desai",
        "Kulkarni",
        "Patil",
        "Rathore",
        "Saxena",
        "Nair",
        "Qureshi",
        "Malik",
        "Siddiqui",
        "Perera",
        "Fernando",
        "Hossain",
        "Zadran",
        "Bhandari",
        "Wickramasinghe",
        "Joshi",
        "Rangana",
        "Shinwari",
        "Menon",
        "Talukdar",
        "Bhatt",
        "Afridi",
        "Gunaratne",
        "Reddy",
        "Chowdhury",
        "Pathak",
    ],
};

static CARIBBEAN: NamePool = NamePool {
    given: &[
        "Shamar", "Kemar", "Andre", "Nkrumah", "Roston", "Jermaine", "Akeal", "Devon", "Keacy", "Romario", "Odean",
        "Tevin",
    ],
    surnames: &[
        "Joseph",
        "Charles",
        "Phillip",
        "Hinds",
        "Greaves",
        "Mayers",
        "Carty",
        "Springer",
        "Walrond",
        "Blackwood",
        "Seales",
        "Motie",
        "Pilgrim",
    ],
};

static ANGLO: NamePool = NamePool {
    given: &[
        "James", "Oliver", "Tom", "Harry", "Ben", "Sam", "Jack", "Liam", "Mitchell", "Callum", "Connor", "Ryan",
        "Hamish", "Dean", "Aiden", "Quinton", "Will", "Joe", "Marcus", "Lachlan", "Finn", "Rory", "Keegan",
    ],
    surnames: &[
        "Whitfield",
        "Ashcombe",
        "Thornbury",
        "Pennington",
        "Caldwell",
        "Hargreaves",
        "McAllister",
        "Fairbairn",
        "Brockwell",
        "Redmayne",
        "Kershaw",
        "Ormerod",
        "Blakemore",
        "Van Wyk",
        "Tennant",
        "Crowther",
        "Lockhart",
        "Dunmore",
        "Halloran",
        "Pryce",
        "Sandford",
        "Gilchrist-Kerr",
        "Oakley",
        "Rutherford",
        "Beaumont",
        "Cartwright",
        "Mulholland",
        "Strydom",
        "Waddell",
    ],
};

/// Steps through the given names and surnames (coprime with every pool's counts).
const GIVEN_STRIDE: usize = 5;
const SURNAME_STRIDE: usize = 7;

fn pool(team_en: &str) -> &'static NamePool {
    match cricket_country(team_en) {
        Some("IN" | "PK" | "LK" | "BD" | "AF") => &SOUTH_ASIA,
        Some("") => &CARIBBEAN,
        _ => &ANGLO,
    }
}

/// The name of the batter at `position` (1-based) in the order of the side `competitor_id`,
/// whose English name is `team_en`; `None` beyond the eleventh. Each side's players are numbered
/// on from the previous side's, so the sides of a sport share no name (until the pool's pairs
/// run out) and a side's surnames all differ.
pub fn batter_name(competitor_id: u32, team_en: &str, position: usize) -> Option<String> {
    let index = position.checked_sub(1).filter(|&i| i < SQUAD)?;
    let names = pool(team_en);
    let number = competitor_id as usize % 10_000 * SQUAD + index;
    // Strides coprime with the pool sizes scatter a side's names over the pool; a number still
    // picks a different pair of names from every other below the pool's pair count.
    let given = names.given[number * GIVEN_STRIDE % names.given.len()];
    let surname = names.surnames[number * SURNAME_STRIDE % names.surnames.len()];
    Some(format!("{given} {surname}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_fields_eleven_different_names_the_same_every_time() {
        let names: Vec<String> = (1..=SQUAD).filter_map(|p| batter_name(230_007, "Ranchi Tigers", p)).collect();
        assert_eq!(names.len(), SQUAD);
        let surnames: std::collections::HashSet<&str> =
            names.iter().filter_map(|n| n.split_once(' ').map(|(_, s)| s)).collect();
        assert_eq!(surnames.len(), SQUAD, "{names:?}");
        assert!(names.iter().all(|n| SOUTH_ASIA.surnames.iter().any(|s| n.ends_with(s))), "{names:?}");
        assert_eq!(batter_name(230_007, "Ranchi Tigers", 4), Some(names[3].clone()));
        assert_eq!(batter_name(230_007, "Ranchi Tigers", 0), None);
        assert_eq!(batter_name(230_007, "Ranchi Tigers", 12), None);
    }

    #[test]
    fn sides_of_one_part_of_the_world_share_no_name() {
        let mut seen = std::collections::HashSet::new();
        for n in 1..=50 {
            for position in 1..=SQUAD {
                let name = batter_name(230_000 + n, "Geelong Sharks", position).expect("in the side");
                assert!(seen.insert(name.clone()), "{name} twice");
            }
        }
    }

    #[test]
    fn names_come_from_the_side_s_part_of_the_world() {
        assert!(std::ptr::eq(pool("West Indies"), &CARIBBEAN));
        assert!(std::ptr::eq(pool("Pakistan"), &SOUTH_ASIA));
        assert!(std::ptr::eq(pool("Geelong Sharks"), &ANGLO));
        assert!(std::ptr::eq(pool("New Zealand"), &ANGLO));
    }
}
