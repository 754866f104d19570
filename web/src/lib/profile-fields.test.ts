import { describe, expect, it } from 'vitest';
import { authFieldsToAsk, missingDepositFields } from './profile-fields';

describe('profile fields', () => {
  it('asks for the missing auth fields it knows, or all of them', () => {
    expect(authFieldsToAsk(['last_name'])).toEqual(['last_name']);
    expect(authFieldsToAsk(['email'])).toEqual(['first_name', 'last_name', 'nickname']);
  });
  it('finds the deposit details still missing, in the order the site lists them', () => {
    const required = ['city', 'date_of_birth', 'postal_code'] as const;
    expect(missingDepositFields(required, { city: 'Podgorica', date_of_birth: null })).toEqual([
      'date_of_birth',
      'postal_code',
    ]);
    expect(
      missingDepositFields(required, { city: 'Bar', date_of_birth: '1990-01-31', postal_code: '85000' }),
    ).toEqual([]);
    expect(missingDepositFields([], {})).toEqual([]);
  });
});
