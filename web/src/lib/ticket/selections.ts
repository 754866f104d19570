/**
 * Adding and removing selections (docs/product.md#slip-selections): the slip holds either one combo or system bet,
 * or one single per selection. Pure functions over the bet list.
 */
import { fallbackSystem, systemType } from './systems';
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

export function allSelections(bets: readonly Bet[]): Selection[] {
  return bets.flatMap((bet) => bet.selections);
}

/** Multi-single is on only when every provider involved allows it (settings `multi_bet_settings`). */
export function isMultiSingleAvailable(ticket: Ticket, providers: readonly string[]): boolean {
  const allowed = ticket.settings.multiSingleAvailableByProvider;
  return providers.length > 0 && providers.every((provider) => allowed[provider] === true);
}

/**
 * A combo or system with a new selection list: one selection makes it a single, a system whose
 * type no longer fits moves to another type or becomes a combo (docs/product.md#slip-selections), two make at least a combo.
 */
export function withSelections(bet: Bet, selections: readonly Selection[]): Bet {
  if (selections.length <= 1) return { ...bet, selections, type: 'single', systemId: null };
  if (bet.type !== 'system') return { ...bet, selections, type: 'combo', systemId: null };
  const current = systemType(bet.systemId);
  if (current?.totalCount === selections.length) return { ...bet, selections };
  const next = current ? fallbackSystem(current, selections.length) : undefined;
  return next
    ? { ...bet, selections, systemId: next.id }
    : { ...bet, selections, type: 'combo', systemId: null };
}

/** Replaces the selection of the same match (decision: the newer pick wins), else appends. */
function putIntoMulti(bet: Bet, selection: Selection): Bet {
  const index = bet.selections.findIndex((s) => s.matchId === selection.matchId);
  const selections =
    index === -1
      ? [...bet.selections, selection]
      : bet.selections.map((s, i) => (i === index ? selection : s));
  return withSelections(bet, selections);
}

/**
 * docs/product.md#slip-selections: an empty slip gets a single; with singles, a new single when multi-single is available
 * for the providers involved, else everything merges into a combo; a combo or system takes it in.
 * A pick from a match already in a combo (or in the only single) replaces that match's pick.
 */
export function addSelection(ticket: Ticket, input: SelectionInput): readonly Bet[] {
  const selection = newSelection(input, ticket.inactiveProviders);
  const [first] = ticket.bets;
  if (!first) return [newBet([selection])];
  if (first.type !== 'single') return [putIntoMulti(first, selection), ...ticket.bets.slice(1)];
  const existing = allSelections(ticket.bets);
  const providers = [...existing.map((s) => s.provider), selection.provider];
  if (isMultiSingleAvailable(ticket, providers)) return [...ticket.bets, newBet([selection])];
  const merged = newBet(existing, 'combo', first.stake);
  return [
    putIntoMulti({ ...merged, stakeSource: first.stakeSource, desiredWin: first.desiredWin }, selection),
  ];
}

/** Removes one selection; bets left empty are dropped, a multi bet shrinks by docs/product.md#slip-selections. */
export function removeSelections(bets: readonly Bet[], keys: ReadonlySet<string>): readonly Bet[] {
  return bets.flatMap((bet) => {
    const kept = bet.selections.filter((s) => !keys.has(s.key));
    if (kept.length === bet.selections.length) return [bet];
    return kept.length === 0 ? [] : [withSelections(bet, kept)];
  });
}
