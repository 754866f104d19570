import { config } from '@/config/config';
import { ConnectionNotice } from './connection-notice';
import { ErrorAlert } from './error-alert';
import { PreviewAlert } from './preview-alert';

/** The app's own alerts: the connection's state, the general alert and a preview site's. */
export function AppAlerts() {
  return (
    <>
      {config.isPreview && <PreviewAlert />}
      <ConnectionNotice />
      <ErrorAlert />
    </>
  );
}
