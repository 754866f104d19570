//! Fossil delta compression for `delta: "fossil"` subscriptions.
//!
//! A delta travels inside a JSON string, so it must be valid UTF-8: a literal segment that splits a
//! multi-byte character would be mangled and the client would stop with "unknown delta operator".

/// The fossil delta turning `base` into `target`, or `None` when it is not smaller than `target`
/// or not valid UTF-8 (the caller then sends the full payload).
pub fn fossil(base: &str, target: &str) -> Option<String> {
    // The crate takes the new value first: `delta(target, source)`.
    let patch = fossil_delta::delta(target.as_bytes(), base.as_bytes());
    if patch.len() >= target.len() {
        return None;
    }
    String::from_utf8(patch).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_change_in_a_large_payload_gives_a_delta_that_applies() {
        let base = format!(r#"{{"match":1,"home":0,"away":0,"teams":"{}"}}"#, "Bayern ".repeat(20));
        let target = base.replace(r#""home":0"#, r#""home":1"#);
        let patch = fossil(&base, &target).expect("a delta is smaller");
        assert_eq!(fossil_delta::apply(base.as_bytes(), patch.as_bytes()).expect("applies"), target.as_bytes());
    }

    #[test]
    fn a_delta_is_not_used_when_it_is_not_smaller() {
        assert_eq!(fossil("{\"a\":1}", "{\"b\":2}"), None);
    }

    #[test]
    fn a_delta_that_would_split_a_multibyte_character_is_refused() {
        // Changing one "é" into "è" inside a run of "é" makes a literal start mid-character.
        let base = format!(r#"{{"t":"{}"}}"#, "é".repeat(100));
        let target = format!(r#"{{"t":"{}è{}"}}"#, "é".repeat(25), "é".repeat(74));
        let raw = fossil_delta::delta(target.as_bytes(), base.as_bytes());
        assert!(
            raw.len() < target.len() && std::str::from_utf8(&raw).is_err(),
            "the raw delta is smaller but not UTF-8"
        );
        assert_eq!(fossil(&base, &target), None);
    }
}
