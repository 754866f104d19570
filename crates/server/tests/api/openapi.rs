use crate::support::spawn_app;

/// The committed API description; regenerate with `UPDATE_SNAPSHOTS=1 cargo test`.
const SNAPSHOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json");

#[tokio::test(flavor = "multi_thread")]
async fn the_served_openapi_document_matches_the_committed_snapshot() {
    let app = spawn_app().await;
    let (status, served) = app.get("/api/openapi.json").await;
    assert_eq!(status, 200);
    assert_eq!(served["openapi"], "3.1.0");
    let pretty = serde_json::to_string_pretty(&served).expect("serializes") + "\n";
    if std::env::var("UPDATE_SNAPSHOTS").is_ok() {
        std::fs::write(SNAPSHOT, &pretty).expect("write snapshot");
    }
    let committed = std::fs::read_to_string(SNAPSHOT).unwrap_or_default();
    assert!(
        committed == pretty,
        "the API changed: review it and run `UPDATE_SNAPSHOTS=1 cargo test -p sportsbook-server --test api openapi` to update {SNAPSHOT}"
    );
    for path in ["/api/sb/matches", "/api/sb/matches/{id}/markets", "/api/sb/counters", "/api/sb/search"] {
        assert!(served["paths"][path].is_object(), "{path} is documented");
    }
    // Every operation that takes a body says it may answer 400 `invalid_body` to a bad one.
    let paths = served["paths"].as_object().expect("paths");
    for (path, operations) in paths {
        for (method, operation) in operations.as_object().expect("operations") {
            if operation.get("requestBody").is_some() {
                let refusal = &operation["responses"]["400"]["content"]["application/json"]["schema"]["$ref"];
                assert_eq!(refusal, "#/components/schemas/ErrorBody", "{method} {path}");
            }
        }
    }
    app.stop().await;
}
