// The ticket (lib/ticket) names the wire fields it reads as its own types, since lib may not import
// api; `tsc -b` checks here that the generated wire types still satisfy them.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '@/api/schema';
import type { Market } from '@/api/types';
import type { MarketState, ProviderStatus } from '@/lib/ticket/odds-updates';
import type { ServerTicketSettings } from '@/lib/ticket/settings';

describe('the ticket against the wire types', () => {
  it('reads markets, provider statuses and settings as the API sends them', () => {
    expectTypeOf<Market>().toExtend<MarketState>();
    expectTypeOf<components['schemas']['ProviderStatus']>().toExtend<ProviderStatus>();
    expectTypeOf<components['schemas']['Settings']>().toExtend<ServerTicketSettings>();
    expect(true).toBe(true);
  });
});
