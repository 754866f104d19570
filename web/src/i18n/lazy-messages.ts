/**
 * Message bundles loaded with the code that needs them, so the home route's initial JavaScript does
 * not carry them: `account-{sr,en}.json` (auth dialogs, wallet, header account area), the slip's
 * and My Bets' (the notification centre's: `notification-messages.ts`). They are ordinary message
 * files — the message tests check them with `sr.json`/`en.json` — merged into the one i18next
 * instance.
 */
import { messageBundle } from './message-bundle';

/** Adds the account texts in every language (once); resolve it before rendering account UI. */
export const loadAccountMessages = messageBundle(() =>
  Promise.all([import('./messages/account-sr.json'), import('./messages/account-en.json')]),
);

/** Adds the bet slip's texts (`betslip-{sr,en}.json`) once; resolve it before rendering the slip. */
export const loadBetslipMessages = messageBundle(() =>
  Promise.all([import('./messages/betslip-sr.json'), import('./messages/betslip-en.json')]),
);

/** Adds My Bets' texts (`mybets-{sr,en}.json`, and the slip's bet vocabulary) once. */
export const loadMyBetsMessages = messageBundle(() =>
  Promise.all([
    import('./messages/mybets-sr.json'),
    import('./messages/mybets-en.json'),
    loadBetslipMessages(),
  ]),
);

/** Adds the texts of the reality check and the session and time limit dialogs (`safer-{sr,en}.json`) once. */
export const loadSaferMessages = messageBundle(() =>
  Promise.all([import('./messages/safer-sr.json'), import('./messages/safer-en.json')]),
);
