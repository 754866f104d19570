import { ConnectionNotice } from './connection-notice';
import { ErrorAlert } from './error-alert';

/** The app's own alerts: the connection's state and the general alert. */
export function AppAlerts() {
  return (
    <>
      <ConnectionNotice />
      <ErrorAlert />
    </>
  );
}
