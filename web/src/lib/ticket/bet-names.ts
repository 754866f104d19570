/**
 * Names of bet types as message references: single, combos by size (double, treble, n-fold), k/n
 * systems and the named full-cover bets. Shared by the slip and My Bets (their texts live in
 * `messages/betslip-*.json`). Pure.
 */
import { NAMED_SYSTEMS, systemType, type SystemId } from './systems';

export type MessageRef = { key: string; values?: Record<string, number> };

export function comboName(size: number): MessageRef {
  if (size === 2) return { key: 'betslip.type.double' };
  if (size === 3) return { key: 'betslip.type.treble' };
  return { key: 'betslip.type.fold', values: { count: size } };
}

export function systemName(id: SystemId): MessageRef {
  if ((NAMED_SYSTEMS as readonly string[]).includes(id)) return { key: `betslip.system.${id}` };
  const type = systemType(id);
  return { key: 'betslip.system.kOfN', values: { k: type?.winCount ?? 0, n: type?.totalCount ?? 0 } };
}

/** A placed bet's name from its server form: `single`, `combo` of n, `system` with its id. */
export function placedBetName(type: string, selectionCount: number, systemId: string | null): MessageRef {
  if (type === 'system' && systemId !== null) {
    const named = systemName(systemId as SystemId);
    return named.key === 'betslip.system.kOfN' && !named.values?.n ? { key: 'betslip.type.system' } : named;
  }
  if (type === 'combo') return comboName(selectionCount);
  return { key: 'betslip.type.single' };
}
