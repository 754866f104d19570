/**
 * The slip's selections and the bets they make (docs/product.md#slip-selections): one single per
 * selection, and with two or more selections of different matches also the combo (all of them)
 * and every k/n system that fits, each with a stake of its own (0: not placed). Pure functions.
 */
import { restake } from './odds-updates';
import { systemTypesFor } from './systems';
import type { Bet, Selection, SelectionInput, Ticket } from './types';
import { selectionKey } from './types';

export function newSelection(input: SelectionInput, inactiveProviders: readonly string[]): Selection {
  return {
    ...input,
    key: selectionKey(input),
    acceptedOdds: input.odds,
    initialOdds: input.odds,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: inactiveProviders.includes(input.provider),
  };
}

export function newBet(selections: readonly Selection[], type: Bet['type'] = 'single', stake = 0): Bet {
  return {
    type,
    selections,
    stake,
    stakeSource: 'stake',
    desiredWin: null,
    systemId: null,
    placed: null,
  };
}

/** Every selection once, in the order they were picked (a combo repeats its singles' selections). */
export function allSelections(bets: readonly Bet[]): Selection[] {
  const seen = new Map<string, Selection>();
  for (const bet of bets) for (const s of bet.selections) if (!seen.has(s.key)) seen.set(s.key, s);
  return [...seen.values()];
}

/** Multi-single is on only when every provider involved allows it (settings `multi_bet_settings`). */
export function isMultiSingleAvailable(ticket: Ticket, providers: readonly string[]): boolean {
  const allowed = ticket.settings.multiSingleAvailableByProvider;
  return providers.length > 0 && providers.every((provider) => allowed[provider] === true);
}

/** Which place a bet holds on the slip: its stake stays with that place as selections come and go. */
export function betSlot(bet: Bet): string {
  if (bet.type === 'system') return `system:${bet.systemId ?? ''}`;
  return bet.type === 'combo' ? 'combo' : `single:${bet.selections[0]?.key ?? ''}`;
}

/** The combo and the k/n systems of `selections`: none for one selection or a match picked twice. */
function multiples(selections: readonly Selection[]): Bet[] {
  const matches = new Set(selections.map((s) => s.matchId));
  if (selections.length < 2 || matches.size !== selections.length) return [];
  const systems = systemTypesFor(selections.length).filter((type) => type.sizes.length === 1);
  return [
    newBet(selections, 'combo'),
    ...systems.map((type) => ({ ...newBet(selections, 'system'), systemId: type.id })),
  ];
}

/**
 * The bets of `selections`: singles (for two or more only where every provider allows several
 * singles), the combo and the k/n systems; each keeps the stake its place had in `previous`.
 */
export function layoutBets(
  ticket: Ticket,
  selections: readonly Selection[],
  previous: readonly Bet[] = ticket.bets,
): Bet[] {
  if (selections.length === 0) return [];
  const singlesAllowed =
    selections.length === 1 ||
    isMultiSingleAvailable(
      ticket,
      selections.map((s) => s.provider),
    );
  const singles = singlesAllowed ? selections.map((s) => newBet([s])) : [];
  const before = new Map(previous.map((bet) => [betSlot(bet), bet]));
  return [...singles, ...multiples(selections)].map((bet) => {
    const old = before.get(betSlot(bet));
    if (!old) return bet;
    return restake({ ...bet, stake: old.stake, stakeSource: old.stakeSource, desiredWin: old.desiredWin });
  });
}

/**
 * docs/product.md#slip-selections: a new pick joins the slip; when several singles are not allowed
 * for the providers involved, a pick from a match already on the slip replaces that match's pick.
 */
export function addSelection(ticket: Ticket, input: SelectionInput): readonly Bet[] {
  const selection = newSelection(input, ticket.inactiveProviders);
  const existing = allSelections(ticket.bets);
  const providers = [...existing.map((s) => s.provider), selection.provider];
  const same = existing.findIndex((s) => s.matchId === selection.matchId);
  if (same === -1 || isMultiSingleAvailable(ticket, providers)) {
    return layoutBets(ticket, [...existing, selection]);
  }
  // In its place: the slip's order stays the order the matches were picked in.
  return layoutBets(
    ticket,
    existing.map((s, i) => (i === same ? selection : s)),
  );
}

/** The slip without the selections of `keys`. */
export function removeSelections(ticket: Ticket, keys: ReadonlySet<string>): readonly Bet[] {
  return layoutBets(
    ticket,
    allSelections(ticket.bets).filter((s) => !keys.has(s.key)),
  );
}
