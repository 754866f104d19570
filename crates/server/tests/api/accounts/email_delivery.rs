//! The transactional outbox over a real SMTP conversation: the confirmation email is stored
//! with the new account and delivered by the relay after the commit, and kept for a retry while
//! the mail server is down.

use super::*;
use crate::support::{spawn_app_on, BACKENDS};
use serde_json::json;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;
use tokio::sync::mpsc;

/// A minimal SMTP server: accepts every message and hands its DATA to the test.
async fn fake_smtp() -> (u16, mpsc::UnboundedReceiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (read, mut write) = stream.into_split();
                let mut lines = BufReader::new(read).lines();
                let _ = write.write_all(b"220 fake ESMTP\r\n").await;
                let mut data: Option<String> = None;
                while let Ok(Some(line)) = lines.next_line().await {
                    if let Some(body) = data.as_mut() {
                        if line == "." {
                            let _ = tx.send(std::mem::take(body));
                            data = None;
                            let _ = write.write_all(b"250 queued\r\n").await;
                        } else {
                            body.push_str(&line);
                            body.push('\n');
                        }
                        continue;
                    }
                    let verb = line.split_whitespace().next().unwrap_or_default().to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 fake\r\n",
                        "DATA" => {
                            data = Some(String::new());
                            b"354 go ahead\r\n"
                        }
                        "QUIT" => b"221 bye\r\n",
                        _ => b"250 ok\r\n",
                    };
                    let _ = write.write_all(answer).await;
                    if verb == "QUIT" {
                        break;
                    }
                }
            });
        }
    });
    (port, rx)
}

async fn outbox_rows(app: &TestApp) -> Vec<(String, Option<i64>, i64)> {
    let db = sportsbook_server::db::Db::connect(&app.database_url).await.expect("db");
    let rows = sqlx::query("SELECT recipient, sent_at, attempts FROM outbox_messages ORDER BY id")
        .fetch_all(&db.pool)
        .await
        .expect("outbox");
    db.pool.close().await;
    rows.iter()
        .map(|r| {
            use sqlx::Row;
            (r.get("recipient"), r.get("sent_at"), r.get("attempts"))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_confirmation_email_is_stored_with_the_account_and_delivered_after_the_commit() {
    for backend in BACKENDS {
        let (port, mut received) = fake_smtp().await;
        let smtp = format!("smtp://127.0.0.1:{port}");
        let app = spawn_app_on(backend, &[("SPORTSBOOK_SMTP_URL", &smtp)]).await;
        let form = json!({ "email": "mail@example.com", "password": PASSWORD, "language": "en" });
        assert_eq!(post(&app, "/api/platform/users", form, &Auth::None).await.status, 201, "{backend:?}");
        let email = tokio::time::timeout(std::time::Duration::from_secs(10), received.recv())
            .await
            .expect("delivered in time")
            .expect("an email");
        assert!(email.contains("mail@example.com") && email.contains("confirmation_token="), "{email}");
        let mut rows = outbox_rows(&app).await;
        for _ in 0..50 {
            if rows.iter().all(|(_, sent, _)| sent.is_some()) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            rows = outbox_rows(&app).await;
        }
        assert_eq!(rows.len(), 1, "{backend:?}");
        assert!(rows[0].1.is_some(), "{backend:?}: marked sent");
        assert_eq!(get(&app, "/dev/mailbox?format=json", &Auth::None).await.status, 404, "{backend:?}");
        app.stop().await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sign_up_while_the_mail_server_is_down_keeps_its_email_for_a_retry() {
    for backend in BACKENDS {
        let closed = std::net::TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
        let smtp = format!("smtp://127.0.0.1:{closed}");
        let app = spawn_app_on(backend, &[("SPORTSBOOK_SMTP_URL", &smtp)]).await;
        let form = json!({ "email": "later@example.com", "password": PASSWORD, "language": "en" });
        assert_eq!(post(&app, "/api/platform/users", form, &Auth::None).await.status, 201, "{backend:?}");
        let mut rows = outbox_rows(&app).await;
        for _ in 0..100 {
            if rows.first().is_some_and(|row| row.2 >= 1) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            rows = outbox_rows(&app).await;
        }
        assert_eq!(rows.len(), 1, "{backend:?}: the email is kept");
        assert_eq!(rows[0].0, "later@example.com");
        assert_eq!(rows[0].1, None, "{backend:?}: not sent");
        assert!(rows[0].2 >= 1, "{backend:?}: tried and left for a retry");
        app.stop().await;
    }
}
