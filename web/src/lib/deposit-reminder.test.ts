import { describe, expect, it } from 'vitest';
import { isDepositReminderDue } from './deposit-reminder';

const silver = [
  { id: 1, current: false },
  { id: 2, current: true },
];

describe('the deposit reminder', () => {
  it('is due for an empty wallet only', () => {
    expect(isDepositReminderDue(0, undefined, null)).toBe(true);
    expect(isDepositReminderDue(1, undefined, null)).toBe(false);
    expect(isDepositReminderDue(undefined, undefined, null)).toBe(false);
  });

  it('waits for the groups, then reminds only the configured group', () => {
    expect(isDepositReminderDue(0, undefined, 2)).toBe(false);
    expect(isDepositReminderDue(0, silver, 2)).toBe(true);
    expect(isDepositReminderDue(0, silver, 1)).toBe(false);
  });
});
