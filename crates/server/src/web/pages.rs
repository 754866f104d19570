//! What the web pages are served from, beside the use cases' context.

use super::WebApp;
use crate::app::AppState;
use crate::http::cache::ResponseCache;
use std::sync::Arc;

/// What pages are served from: the use cases' context, the built app, and the Sportsbook API's
/// response cache (the first data a page inlines is asked of the API in process).
pub struct Pages {
    pub app: AppState,
    pub web: Arc<WebApp>,
    pub cache: ResponseCache,
}

impl std::ops::Deref for Pages {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.app
    }
}
