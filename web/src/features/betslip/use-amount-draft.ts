/**
 * An amount typed into the slip (a stake, a wanted win): what the field shows while the player
 * types, the amount sent on once it reads as one, and whether it does not. Leaving the field shows
 * the ticket's own amount again.
 */
import { useState } from 'react';
import { parseStake, stakeText } from './slip-text';

type AmountDraft = {
  value: string;
  isInvalid: boolean;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
};

export function useAmountDraft(
  amount: number,
  subunits: number,
  onAmount: (minor: number) => void,
): AmountDraft {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    value: draft ?? stakeText(amount, subunits),
    isInvalid: draft !== null && parseStake(draft, subunits) === undefined,
    onChange: (event) => {
      setDraft(event.target.value);
      const minor = parseStake(event.target.value, subunits);
      if (minor !== undefined) onAmount(minor);
    },
    onBlur: () => setDraft(null),
  };
}
