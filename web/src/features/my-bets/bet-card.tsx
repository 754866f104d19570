import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerBet } from '@/api/bets';
import { config } from '@/config/config';
import { useLocale } from '@/i18n/locale-context';
import { betState, isOpen, outcomeKey, stateTone } from '@/lib/bet-state';
import { dateTimeFormat } from '@/lib/dates';
import { intlLocale } from '@/lib/locales';
import { formatMoney } from '@/lib/money';
import { oddsFromDecimal } from '@/lib/odds';
import { placedBetName } from '@/lib/ticket/bet-names';
import { shownTotalOdds } from '@/lib/ticket/potential-win';
import { useFormatOdds } from '@/preferences/odds-format';
import { BetSelection } from './bet-selection';
import styles from './my-bets.module.css';

type BetCardProps = { bet: ServerBet; headingLevel: 2 | 3 };

/**
 * One placed bet as an article: its type and state, reference, placement and settlement times,
 * each selection with its result, the stake, and the potential win while open or the outcome with
 * the payout once settled.
 */
export function BetCard({ bet, headingLevel }: BetCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatOdds();
  const headingId = useId();
  const state = betState(bet);
  const outcome = outcomeKey(state);
  const name = placedBetName(bet.type, bet.selections.length, bet.system?.id ?? null);
  const money = (minor: number) => formatMoney(minor, bet.stake.currency, bet.stake.subunits, locale);
  const odds = (decimal: number, isTotal = false) => {
    const milli = oddsFromDecimal(decimal);
    if (milli === undefined) return '–';
    return format(isTotal ? shownTotalOdds(milli) : milli);
  };
  const when = dateTimeFormat(intlLocale(locale), config.timeZone);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.bet} aria-labelledby={headingId} data-testid="my-bet" data-bet-state={state}>
      <header className={styles.head}>
        <Heading id={headingId} className={styles.name}>
          {t(name.key, name.values)}
        </Heading>
        <span className={styles.badge} data-tone={stateTone(state)}>
          {t(`myBets.state.${state}`)}
        </span>
      </header>
      <p className={styles.meta}>
        <span>{t('myBets.ref', { ref: bet.ref })}</span>
        <time dateTime={bet.created_at}>{when.format(new Date(bet.created_at))}</time>
      </p>
      <ul className={styles.selections} aria-label={t('myBets.selections')}>
        {bet.selections.map((selection) => (
          <BetSelection key={selection.id} selection={selection} odds={odds(selection.odds)} />
        ))}
      </ul>
      {state === 'rejected' && (
        <p className={styles.reason}>
          {t(`bet.reason.${bet.reason ?? 'default'}`, { defaultValue: t('bet.reason.default') })}
        </p>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>{t('myBets.stake')}</dt>
          <dd>{money(bet.stake.value)}</dd>
        </div>
        {bet.system ? (
          <div>
            <dt>{t('myBets.lines')}</dt>
            <dd>
              {t('myBets.linesAt', { count: bet.system.lines, stake: money(bet.system.stake_per_line) })}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('myBets.totalOdds')}</dt>
            <dd>{odds(bet.odds, true)}</dd>
          </div>
        )}
        {isOpen(state) && (
          <div>
            <dt>{t('myBets.potentialWin')}</dt>
            <dd className={styles.win}>{money(bet.win_amount)}</dd>
          </div>
        )}
        {outcome && bet.settled_at && (
          <div>
            <dt>{t('myBets.settledAt')}</dt>
            <dd>
              <time dateTime={bet.settled_at}>{when.format(new Date(bet.settled_at))}</time>
            </dd>
          </div>
        )}
      </dl>
      {outcome && (
        <p className={styles.outcome} data-tone={stateTone(state)} data-testid="bet-outcome">
          {t(outcome, { amount: money(bet.win_amount) })}
        </p>
      )}
    </article>
  );
}
