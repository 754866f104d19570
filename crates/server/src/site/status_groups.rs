//! The loyalty status groups, bands of comp points (docs/product.md#profile); the user-group
//! checker of the site configuration names one of them.

use sportsbook_core::locale::Text;

/// A band of comp points: `max` is none for the top one.
pub struct StatusBand {
    pub id: i64,
    pub name: Text,
    pub min: i64,
    pub max: Option<i64>,
}

impl StatusBand {
    /// Whether a player with `points` is in this band.
    pub fn holds(&self, points: i64) -> bool {
        points >= self.min && self.max.is_none_or(|max| points <= max)
    }
}

pub const BANDS: [StatusBand; 3] = [
    StatusBand { id: 1, name: Text { en: "Bronze", sr: "Bronza" }, min: 0, max: Some(999) },
    StatusBand { id: 2, name: Text { en: "Silver", sr: "Srebro" }, min: 1000, max: Some(4999) },
    StatusBand { id: 3, name: Text { en: "Gold", sr: "Zlato" }, min: 5000, max: None },
];

/// Whether `id` names a status group.
pub fn exists(id: i64) -> bool {
    BANDS.iter().any(|band| band.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bands_cover_every_point_count_once() {
        for points in [0, 999, 1000, 4999, 5000, 1_000_000] {
            assert_eq!(BANDS.iter().filter(|band| band.holds(points)).count(), 1, "{points}");
        }
        assert!(exists(2) && !exists(4));
    }
}
