use crate::support::{assert_error, spawn_app};

#[tokio::test(flavor = "multi_thread")]
async fn search_finds_matches_by_part_of_a_team_name_ignoring_case_and_accents() {
    let app = spawn_app().await;
    let (_, list) = app.get("/api/sb/matches?sport_key=football&limit=1").await;
    let home = list["data"][0]["competitors"][0]["name"].as_str().expect("name").to_owned();
    let fragment: String =
        home.chars().rev().take(5).collect::<Vec<_>>().into_iter().rev().collect::<String>().to_uppercase();
    let (status, found) = app.get(&format!("/api/sb/search?q={}", urlencode(&fragment))).await;
    assert_eq!(status, 200);
    let matches = found["data"]["matches"].as_array().expect("list");
    assert!(
        matches
            .iter()
            .any(|m| m["competitors"].as_array().is_some_and(|c| c.iter().any(|c| c["name"] == home.as_str()))),
        "{fragment} finds {home}"
    );

    let (_, accents) = app.get(&format!("/api/sb/search?q={}", urlencode("cuk"))).await;
    let (_, plain) = app.get(&format!("/api/sb/search?q={}", urlencode("čuk"))).await;
    assert_eq!(accents["data"]["matches"].as_array().map(Vec::len), plain["data"]["matches"].as_array().map(Vec::len));
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn search_forgives_one_typo_from_four_letters_and_ranks_exact_hits_first() {
    let app = spawn_app().await;
    let (_, list) = app.get("/api/sb/matches?sport_key=football&limit=1").await;
    let home = list["data"][0]["competitors"][0]["name"].as_str().expect("name").to_owned();
    let word = home.split_whitespace().max_by_key(|w| w.chars().count()).expect("a word").to_lowercase();
    assert!(word.chars().count() >= 5, "a long enough word in {home}");
    let chars: Vec<char> = word.chars().collect();
    let without = |i: usize| chars.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, c)| *c).collect::<String>();
    let mut swapped = chars.clone();
    swapped.swap(1, 2);
    let found = |body: &serde_json::Value| {
        body["data"]["matches"]
            .as_array()
            .is_some_and(|all| all.iter().any(|m| m["competitors"][0]["name"] == home.as_str()))
    };
    for typo in [
        without(2),
        swapped.iter().collect::<String>(),
        format!("{}x{}", chars[..2].iter().collect::<String>(), chars[2..].iter().collect::<String>()),
    ] {
        let (status, body) = app.get(&format!("/api/sb/search?q={}", urlencode(&typo))).await;
        assert_eq!(status, 200);
        assert!(found(&body), "{typo} (one typo) finds {home}");
    }
    let two = without(1).chars().filter(|c| *c != chars[3]).collect::<String>();
    let (_, body) = app.get(&format!("/api/sb/search?q={}", urlencode(&format!("{two}qq")))).await;
    assert!(!found(&body), "{two}qq is more than one typo from {home}");
    // An exact hit is listed before any typo hit.
    let (_, body) = app.get(&format!("/api/sb/search?q={}", urlencode(&word))).await;
    let first = &body["data"]["matches"][0]["competitors"];
    let names = first.as_array().expect("competitors").iter().filter_map(|c| c["name"].as_str()).collect::<Vec<_>>();
    assert!(names.iter().any(|n| n.to_lowercase().contains(&word)), "{word}: first hit {names:?} is exact");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn search_queries_must_be_three_to_fifty_characters() {
    let app = spawn_app().await;
    for q in ["", "ab", &"x".repeat(51)] {
        let (status, body) = app.get(&format!("/api/sb/search?q={q}")).await;
        let details = assert_error(status, &body, 400, "invalid_parameter");
        assert_eq!(details["parameter"], "q");
    }
    let (status, _) = app.get(&format!("/api/sb/search?q={}", "x".repeat(50))).await;
    assert_eq!(status, 200);
    app.stop().await;
}

fn urlencode(s: &str) -> String {
    s.bytes().map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") }).collect()
}
