// `sqlx::migrate!` embeds the migration files at compile time; a new or changed file must rebuild.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
