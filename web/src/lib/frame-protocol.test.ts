import { describe, expect, it } from 'vitest';
import {
  acceptsHostMessage,
  parentTargetOrigin,
  parseHostMessage,
  toPosted,
  type HostMessage,
} from './frame-protocol';

const rules = { whitelist: ['https://casino.example'], ownOrigin: 'https://bet.example' };
const setToken: HostMessage = { type: 'setAuthToken', token: 'abc' };
const initialize: HostMessage = { type: 'initializePlayerSession', token: null, listeners: ['sign-in'] };
const viewport: HostMessage = { type: 'updateViewport', top: 0, height: 600 };

describe('toPosted', () => {
  it('prefixes every message type with the product key', () => {
    expect(toPosted({ name: 'page-loaded', payload: { path: '/sports' } })).toEqual({
      type: 'sportsbook:page-loaded',
      payload: { path: '/sports' },
    });
    expect(toPosted({ name: 'sign-in', payload: {} }).type).toBe('sportsbook:sign-in');
    expect(toPosted({ name: 'notify-currency-changed', payload: { currency: 'EUR' } }).type).toBe(
      'sportsbook:notify-currency-changed',
    );
  });
});

describe('acceptsHostMessage', () => {
  it('accepts every message from a whitelisted origin and from our own', () => {
    for (const message of [setToken, initialize, viewport]) {
      expect(acceptsHostMessage('https://casino.example', message, rules)).toBe(true);
      expect(acceptsHostMessage('https://bet.example', message, rules)).toBe(true);
    }
  });
  it('refuses every message from any other origin', () => {
    for (const origin of [
      'https://evil.example',
      'https://casino.example:8443',
      'http://casino.example',
      'null',
    ]) {
      for (const message of [setToken, initialize, viewport])
        expect(acceptsHostMessage(origin, message, rules), origin).toBe(false);
    }
  });
  it('lets the wildcard admit the two session messages only', () => {
    const open = { ...rules, whitelist: ['*'] };
    expect(acceptsHostMessage('https://any.example', setToken, open)).toBe(true);
    expect(acceptsHostMessage('https://any.example', initialize, open)).toBe(true);
    expect(acceptsHostMessage('https://any.example', viewport, open)).toBe(false);
  });
  it('does not take an origin of "*" for a whitelisted one', () => {
    expect(acceptsHostMessage('*', viewport, { ...rules, whitelist: ['*'] })).toBe(false);
  });
});

describe('parentTargetOrigin', () => {
  it('posts to the parent named by the ancestor origins when it is whitelisted', () => {
    expect(parentTargetOrigin(['https://casino.example'], '', rules)).toBe('https://casino.example');
    expect(parentTargetOrigin(['https://bet.example'], '', rules)).toBe('https://bet.example');
  });
  it('falls back to the referrer where the browser has no ancestor origins', () => {
    expect(parentTargetOrigin(undefined, 'https://casino.example/lobby?x=1', rules)).toBe(
      'https://casino.example',
    );
  });
  it('posts nowhere for a parent that is not whitelisted, or an unknown one', () => {
    expect(parentTargetOrigin(['https://evil.example'], 'https://casino.example/', rules)).toBeNull();
    expect(parentTargetOrigin(undefined, 'https://evil.example/', rules)).toBeNull();
    expect(parentTargetOrigin(undefined, '', rules)).toBeNull();
    expect(parentTargetOrigin(undefined, 'not a url', rules)).toBeNull();
  });
  it('never posts to any origin, even with the wildcard on the whitelist', () => {
    expect(parentTargetOrigin(['https://any.example'], '', { ...rules, whitelist: ['*'] })).toBeNull();
  });
});

describe('parseHostMessage', () => {
  it('reads the session messages and the viewport', () => {
    expect(parseHostMessage({ type: 'setAuthToken', payload: { token: ' t1 ' } })).toEqual({
      type: 'setAuthToken',
      token: 't1',
    });
    expect(parseHostMessage({ type: 'setAuthToken', payload: { token: null } })).toEqual({
      type: 'setAuthToken',
      token: null,
    });
    expect(
      parseHostMessage({
        type: 'initializePlayerSession',
        payload: { listeners: ['deposit', 'sign-in', 'bogus'] },
      }),
    ).toEqual({ type: 'initializePlayerSession', token: null, listeners: ['sign-in', 'deposit'] });
    expect(parseHostMessage({ type: 'updateViewport', payload: { top: 120, height: 640 } })).toEqual({
      type: 'updateViewport',
      top: 120,
      height: 640,
    });
  });
  it('ignores anything else', () => {
    for (const data of [
      null,
      'setAuthToken',
      { type: 'sportsbook:initialized', payload: {} },
      { type: 'setAuthToken', payload: { token: 42 } },
      { type: 'setAuthToken', payload: { token: '  ' } },
      { type: 'updateViewport', payload: { top: -1, height: 600 } },
      { type: 'updateViewport', payload: { top: 0 } },
    ])
      expect(parseHostMessage(data), JSON.stringify(data)).toBeNull();
  });
});
