/**
 * Message bundles loaded with the code that needs them, so the home route's initial JavaScript does
 * not carry them: `account-{sr,en}.json` (auth dialogs, wallet, header account area), the slip's
 * and My Bets' (the notification centre's: `notification-messages.ts`). They are ordinary message
 * files — the message tests check them with `sr.json`/`en.json` — merged into the one i18next
 * instance.
 */
import { i18n } from './i18n';

let accountMessages: Promise<void> | null = null;

/** Adds the account texts in every language (once); resolve it before rendering account UI. */
export function loadAccountMessages(): Promise<void> {
  accountMessages ??= Promise.all([
    import('./messages/account-sr.json'),
    import('./messages/account-en.json'),
  ]).then(([sr, en]) => {
    i18n.addResourceBundle('sr', 'translation', sr.default, true, true);
    i18n.addResourceBundle('en', 'translation', en.default, true, true);
  });
  return accountMessages;
}

let betslipMessages: Promise<void> | null = null;

/** Adds the bet slip's texts (`betslip-{sr,en}.json`) once; resolve it before rendering the slip. */
export function loadBetslipMessages(): Promise<void> {
  betslipMessages ??= Promise.all([
    import('./messages/betslip-sr.json'),
    import('./messages/betslip-en.json'),
  ]).then(([sr, en]) => {
    i18n.addResourceBundle('sr', 'translation', sr.default, true, true);
    i18n.addResourceBundle('en', 'translation', en.default, true, true);
  });
  return betslipMessages;
}

let myBetsMessages: Promise<void> | null = null;

/** Adds My Bets' texts (`mybets-{sr,en}.json`, and the slip's bet vocabulary) once. */
export function loadMyBetsMessages(): Promise<void> {
  myBetsMessages ??= Promise.all([
    import('./messages/mybets-sr.json'),
    import('./messages/mybets-en.json'),
    loadBetslipMessages(),
  ]).then(([sr, en]) => {
    i18n.addResourceBundle('sr', 'translation', sr.default, true, true);
    i18n.addResourceBundle('en', 'translation', en.default, true, true);
  });
  return myBetsMessages;
}
