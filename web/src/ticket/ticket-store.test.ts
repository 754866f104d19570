// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTicket, STORAGE_KEY } from '@/lib/ticket/persistence';
import { market, pick, settings, stake, toggle } from '@/lib/ticket/test-fixtures';
import { emptyTicket, selectionKey } from '@/lib/ticket/types';
import { createTicketStore, type PlaceBets, type TicketStore } from './ticket-store';
import { useIsSelected, useSelectionCount, useTicket } from './use-ticket';

let layer: unknown[];
let keys: number;

function store(): TicketStore {
  return createTicketStore({
    initial: emptyTicket('EUR', 100, settings()),
    storage: () => localStorage,
    dataLayer: () => layer,
    newKey: () => `key-${(keys += 1)}`,
    later: (run) => run(),
  });
}

const META = { deviceId: 'dev', quick: false };
const placed = { id: 5, status: 'waiting_results', is_vip: false, selections: [{ odds: 2 }] };

beforeEach(() => {
  localStorage.clear();
  layer = [];
  keys = 0;
});

describe('the ticket store', () => {
  it('saves the bets under the local storage key bets on every change', () => {
    const ticket = store();
    ticket.dispatch(toggle(pick(1)));
    expect(loadTicket(localStorage.getItem(STORAGE_KEY))?.bets).toHaveLength(1);
  });

  it('writes after the current task, once for the changes made in it', () => {
    vi.useFakeTimers();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const ticket = createTicketStore({ storage: () => localStorage, dataLayer: () => layer });
    ticket.dispatch(toggle(pick(1)));
    ticket.dispatch(toggle(pick(2)));
    expect(setItem).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(setItem).toHaveBeenCalledOnce();
    expect(loadTicket(localStorage.getItem(STORAGE_KEY))?.bets[0]?.selections).toHaveLength(2);
    setItem.mockRestore();
    vi.useRealTimers();
  });

  it('notifies subscribers only when the ticket changes', () => {
    const ticket = store();
    let calls = 0;
    ticket.subscribe(() => (calls += 1));
    ticket.dispatch(toggle(pick(1)));
    ticket.dispatch({ type: 'selectionRemoved', key: 'missing' });
    expect(calls).toBe(1);
  });

  it('pushes outcome_add_click and outcome_delete_click to the data layer', () => {
    const ticket = store();
    ticket.dispatch(toggle(pick(1)));
    ticket.dispatch(toggle(pick(1)));
    ticket.dispatch(toggle(pick(2)));
    ticket.dispatch({ type: 'selectionRemoved', key: selectionKey(pick(2)) });
    ticket.dispatch({ type: 'selectionAdded', selection: pick(3) });
    ticket.dispatch({ type: 'selectionAdded', selection: pick(3) });
    expect(layer.map((e) => (e as { event: string }).event)).toEqual([
      'outcome_add_click',
      'outcome_delete_click',
      'outcome_add_click',
      'outcome_delete_click',
      'outcome_add_click',
    ]);
  });

  it('places the staked bets with the attempt key and pushes the tracking record', async () => {
    const ticket = store();
    ticket.dispatch(toggle(pick(1)));
    ticket.dispatch(stake(0, 1000));
    const calls: [unknown, string][] = [];
    const send: PlaceBets = async (payload, key) => {
      calls.push([payload, key]);
      return { ok: true, bets: [placed] };
    };
    expect(await ticket.place(send, META)).toBe(true);
    expect(calls[0]?.[1]).toBe('key-1');
    expect(ticket.getState().status).toBe('SUCCESS');
    expect(layer.at(-1)).toEqual({
      event: 'bet_placed',
      transactionId: '5',
      contentIds: ['1/1//1'],
      amount: '10.00',
    });
  });

  it('retries a failed attempt with the same key', async () => {
    const ticket = store();
    ticket.dispatch(toggle(pick(1)));
    ticket.dispatch(stake(0, 1000));
    const sent: string[] = [];
    const failing: PlaceBets = async (_payload, key) => {
      sent.push(key);
      throw new Error('offline');
    };
    await ticket.place(failing, META);
    expect(ticket.getState().hasGeneralAlert).toBe(true);
    await ticket.place(failing, META);
    expect(sent).toEqual(['key-1', 'key-1']);
  });

  it('maps a coded failure to the ticket error', async () => {
    const ticket = store();
    ticket.dispatch(toggle(pick(1)));
    ticket.dispatch(stake(0, 1000));
    await ticket.place(async () => ({ ok: false, failure: { status: 422, code: 101 } }), META);
    expect(ticket.getState().error?.isWrongOdds).toBe(true);
  });

  it('does not call the server when nothing is placeable', async () => {
    const ticket = store();
    ticket.dispatch(toggle(pick(1)));
    let called = false;
    const placedAny = await ticket.place(async () => {
      called = true;
      return { ok: true, bets: [] };
    }, META);
    expect([placedAny, called]).toEqual([false, false]);
  });

  it('restores the saved ticket from fresh markets', async () => {
    const first = store();
    first.dispatch(toggle(pick(1)));
    first.dispatch(toggle(pick(2)));
    const second = store();
    let asked: number[] = [];
    await second.restore(async (ids) => {
      asked = ids;
      return { 1: [market([{ id: 1, odds: 2 }])] };
    });
    expect(asked).toEqual([1, 2]);
    expect(second.getState()).toMatchObject({ isRestoring: false });
    expect(second.getState().bets[0]?.selections.map((s) => s.matchId)).toEqual([1]);
  });

  it('keeps the saved ticket when the restore fails', async () => {
    store().dispatch(toggle(pick(1)));
    const second = store();
    await second.restore(async () => {
      throw new Error('down');
    });
    expect(second.getState()).toMatchObject({ isRestoring: false, bets: [] });
    expect(loadTicket(localStorage.getItem(STORAGE_KEY))?.bets).toHaveLength(1);
  });
});

describe('the ticket hooks', () => {
  it('useIsSelected and useSelectionCount follow the store', () => {
    const ticket = store();
    const key = selectionKey(pick(1));
    const selected = renderHook(() => useIsSelected(key, ticket));
    const count = renderHook(() => useSelectionCount(ticket));
    const whole = renderHook(() => useTicket(ticket));
    expect(selected.result.current).toBe(false);
    act(() => ticket.dispatch(toggle(pick(1))));
    expect(selected.result.current).toBe(true);
    expect(count.result.current).toBe(1);
    expect(whole.result.current.bets).toHaveLength(1);
  });
});
