import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserLimit } from '@/api/types';
import { Button } from '@/components/ui/button';
import { BreakDialog } from './break-dialog';
import { BLOCK_LENGTHS, type BlockLength, type BlockType } from './limit-view';
import styles from './limits-page.module.css';

type BreakFormProps = { type: BlockType; onStarted: (block: UserLimit) => void };

/** Choose a time-out's or self-exclusion's length; the dialog that follows says what it means and starts it. */
function BreakForm({ type, onStarted }: BreakFormProps) {
  const { t } = useTranslation();
  const lengths: readonly BlockLength[] = BLOCK_LENGTHS[type];
  const [length, setLength] = useState<BlockLength>(lengths[0] ?? 'day');
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <form
        className={styles.break}
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <h3 className={styles.limitName}>{t(`account.limits.names.${type}`)}</h3>
        <p className={styles.intro}>{t(`account.limits.breaks.${type}.intro`)}</p>
        <fieldset className={styles.lengths}>
          <legend className={styles.legend}>{t(`account.limits.breaks.${type}.length`)}</legend>
          {lengths.map((value) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name={`${type}-length`}
                value={value}
                checked={length === value}
                onChange={() => setLength(value)}
              />
              {t(`account.limits.breaks.lengths.${value}`)}
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit">{t(`account.limits.breaks.${type}.start`)}</Button>
        </div>
      </form>
      {isAsking && (
        <BreakDialog type={type} length={length} onClose={() => setAsking(false)} onStarted={onStarted} />
      )}
    </>
  );
}

/** Time-out and self-exclusion: each ends the session at once and cannot be undone. */
export function BreakForms({ onStarted }: { onStarted: (block: UserLimit) => void }) {
  return (
    <div className={styles.breaks}>
      <BreakForm type="coolingoff" onStarted={onStarted} />
      <BreakForm type="selfexclusion" onStarted={onStarted} />
    </div>
  );
}
