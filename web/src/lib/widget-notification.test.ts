import { describe, expect, it } from 'vitest';
import { notificationKey, notificationTone, parseWidgetNotification } from './widget-notification';

describe('the payment widget’s notifications', () => {
  it('map danger, warning and success to the alert tones', () => {
    expect(notificationTone('danger')).toBe('error');
    expect(notificationTone('warning')).toBe('warning');
    expect(notificationTone('success')).toBe('success');
    expect(notificationTone('odd')).toBe('error');
  });

  it('take their text key from spi.notification and the title', () => {
    expect(notificationKey('amount_too_large')).toBe('spi.notification.amount_too_large');
    expect(notificationKey('a.b c')).toBe('spi.notification.a_b_c');
  });

  it('read only well-formed event details', () => {
    expect(parseWidgetNotification({ type: 'danger', title: 'deposit_failed', message: 'No.' })).toEqual({
      type: 'danger',
      title: 'deposit_failed',
      message: 'No.',
    });
    expect(parseWidgetNotification({ type: 'danger' })).toBeNull();
    expect(parseWidgetNotification('danger')).toBeNull();
  });
});
