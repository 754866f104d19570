use crate::support::spawn_app;

#[tokio::test(flavor = "multi_thread")]
async fn health_readiness_and_metrics_answer() {
    let app = spawn_app().await;
    let (status, body) = app.get("/healthz").await;
    assert_eq!((status, body["status"].as_str()), (200, Some("ok")));
    let (status, body) = app.get("/readyz").await;
    assert_eq!((status, body["database"].as_str()), (200, Some("ok")));
    let (status, body) = app.get("/metrics").await;
    assert_eq!(status, 200);
    let text = body.as_str().expect("plain text");
    let live: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("sportsbook_matches_live "))
        .and_then(|v| v.parse().ok())
        .expect("live gauge");
    assert!(live > 0, "{text}");
    assert!(text.contains("sportsbook_provider_up{provider=\"betradar\"}"));
    app.stop().await;
}
