import { describe, expect, it } from 'vitest';
import type { TicketAction } from './actions';
import { ticketReducer } from './reducer';
import type { SystemId } from './systems';
import { pick, run, stake, ticketOf, toggle } from './test-fixtures';
import type { Ticket } from './types';

const MULTI = { multiSingleAvailableByProvider: { betradar: true } };
const system = (systemId: SystemId): TicketAction => ({
  type: 'betTypeChanged',
  change: { betType: 'system', systemId },
});
const single: TicketAction = { type: 'betTypeChanged', change: { betType: 'single' } };
const combo: TicketAction = { type: 'betTypeChanged', change: { betType: 'combo' } };

function shape(ticket: Ticket): string[] {
  return ticket.bets.map((bet) => `${bet.systemId ?? bet.type}:${bet.selections.length}`);
}

describe('the ticket: changing the bet type', () => {
  it('splits a combo into one single per selection when multi-single is available', () => {
    const ticket = run(ticketOf([pick(1), pick(2)], MULTI), combo, single);
    expect(shape(ticket)).toEqual(['single:1', 'single:1']);
  });

  it('refuses to split when the provider does not allow multi-single', () => {
    const ticket = ticketOf([pick(1), pick(2)]);
    expect(ticketReducer(ticket, single)).toBe(ticket);
  });

  it('merges singles into a combo', () => {
    expect(shape(run(ticketOf([pick(1), pick(2), pick(3)], MULTI), combo))).toEqual(['combo:3']);
  });

  it('refuses a combo or system from one selection', () => {
    const ticket = ticketOf([pick(1)]);
    expect(ticketReducer(ticket, combo)).toBe(ticket);
    expect(ticketReducer(ticket, system('2/3'))).toBe(ticket);
  });

  it('refuses to merge two picks of one match', () => {
    const ticket = ticketOf([pick(1), pick(1, { outcomeId: 2 })], MULTI);
    expect(shape(ticket)).toEqual(['single:1', 'single:1']);
    expect(ticketReducer(ticket, combo)).toBe(ticket);
  });

  it('applies a system type whose total count equals the selection count', () => {
    expect(shape(run(ticketOf([pick(1), pick(2), pick(3)]), system('trixie')))).toEqual(['trixie:3']);
  });

  it('refuses a system type of another size', () => {
    const ticket = ticketOf([pick(1), pick(2), pick(3)]);
    expect(ticketReducer(ticket, system('yankee'))).toBe(ticket);
  });

  it('moves a system to the fitting type of its kind when a selection is added', () => {
    const ticket = run(ticketOf([pick(1), pick(2), pick(3)]), system('2/3'), toggle(pick(4)));
    expect(shape(ticket)).toEqual(['2/4:4']);
    expect(shape(run(ticketOf([pick(1), pick(2), pick(3)]), system('trixie'), toggle(pick(4))))).toEqual([
      'yankee:4',
    ]);
  });

  it('moves a system to another type when a selection is removed, and to a combo below three', () => {
    const four = run(ticketOf([pick(1), pick(2), pick(3), pick(4)]), system('lucky15'));
    const three = run(four, toggle(pick(4)));
    expect(shape(three)).toEqual(['patent:3']);
    expect(shape(run(three, toggle(pick(3))))).toEqual(['combo:2']);
    expect(shape(run(three, toggle(pick(3)), toggle(pick(2))))).toEqual(['single:1']);
  });

  it('becomes a combo when a system grows past eight selections', () => {
    const eight = run(ticketOf([1, 2, 3, 4, 5, 6, 7, 8].map((id) => pick(id))), system('goliath'));
    expect(shape(run(eight, toggle(pick(9))))).toEqual(['combo:9']);
  });

  it('keeps the first bet stake on a merge', () => {
    const ticket = run(ticketOf([pick(1), pick(2)], MULTI), stake(0, 300), combo);
    expect(ticket.bets[0]?.stake).toBe(300);
  });
});
