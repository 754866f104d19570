import { useTranslation } from 'react-i18next';
import { availableBetTypes, availableSystemTypes, selectionCount } from '@/lib/ticket/selectors';
import { systemLineCount, type SystemId } from '@/lib/ticket/systems';
import type { Ticket } from '@/lib/ticket/types';
import { useTicketDispatch } from '@/ticket/use-ticket';
import styles from './bet-slip.module.css';
import { comboName, systemName } from '@/lib/ticket/bet-names';

/** Single (multi-single) / combo (double, treble, n-fold) / system with its types; two picks up. */
export function BetTypeSwitch({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const dispatch = useTicketDispatch();
  const count = selectionCount(ticket);
  const first = ticket.bets[0];
  if (count < 2 || !first) return null;
  const available = availableBetTypes(ticket);
  const systems = availableSystemTypes(ticket);
  const type = ticket.bets.length > 1 ? 'single' : first.type;
  const combo = comboName(count);
  const pickSystem = (id: SystemId) =>
    dispatch({ type: 'betTypeChanged', change: { betType: 'system', systemId: id } });
  return (
    <div className={styles.betType}>
      <div role="group" aria-label={t('betslip.betType')} className={styles.segments}>
        <button
          type="button"
          aria-pressed={type === 'single'}
          disabled={!available.single}
          onClick={() => dispatch({ type: 'betTypeChanged', change: { betType: 'single' } })}
        >
          {t('betslip.type.single')}
        </button>
        <button
          type="button"
          aria-pressed={type === 'combo'}
          disabled={!available.combo}
          onClick={() => dispatch({ type: 'betTypeChanged', change: { betType: 'combo' } })}
        >
          {t(combo.key, combo.values)}
        </button>
        <button
          type="button"
          aria-pressed={type === 'system'}
          disabled={!available.system}
          onClick={() => systems[0] && pickSystem(systems[0].id)}
        >
          {t('betslip.type.system')}
        </button>
      </div>
      {type === 'system' && (
        <label className={styles.field}>
          <span>{t('betslip.systemType')}</span>
          <select
            value={first.systemId ?? ''}
            onChange={(event) => pickSystem(event.target.value as SystemId)}
          >
            {systems.map((system) => {
              const name = systemName(system.id);
              return (
                <option key={system.id} value={system.id}>
                  {t('betslip.systemOption', {
                    name: t(name.key, name.values),
                    lines: systemLineCount(system),
                  })}
                </option>
              );
            })}
          </select>
        </label>
      )}
    </div>
  );
}
