import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerBet } from '@/api/bets';
import { useLocale } from '@/i18n/locale-context';
import { formatMoney } from '@/lib/money';
import { oddsFromDecimal } from '@/lib/odds';
import { placedBetName } from '@/lib/ticket/bet-names';
import { useFormatOdds } from '@/preferences/odds-format';
import { betState, stateTone, winKind } from './bet-state';
import styles from './my-bets.module.css';

type BetCardProps = { bet: ServerBet; headingLevel: 2 | 3 };

/**
 * One placed bet as an article: its type and state, reference and placement time, each selection
 * (match, market, outcome, odds taken, status), the stake and the potential or actual win.
 */
export function BetCard({ bet, headingLevel }: BetCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useFormatOdds();
  const headingId = useId();
  const state = betState(bet);
  const win = winKind(state);
  const name = placedBetName(bet.type, bet.selections.length, bet.system?.id ?? null);
  const money = (minor: number) => formatMoney(minor, bet.stake.currency, bet.stake.subunits, locale);
  const odds = (decimal: number) => {
    const milli = oddsFromDecimal(decimal);
    return milli === undefined ? '–' : format(milli);
  };
  const placedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
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
        <time dateTime={bet.created_at}>{placedAt.format(new Date(bet.created_at))}</time>
      </p>
      <ul className={styles.selections} aria-label={t('myBets.selections')}>
        {bet.selections.map((selection) => (
          <li key={selection.id} className={styles.selection}>
            <span className={styles.match}>
              {selection.match.is_live && <span className={styles.live}>{t('myBets.live')}</span>}
              {selection.match.name}
            </span>
            <span className={styles.pick}>
              {selection.market.name}: <strong>{selection.outcome.name}</strong>
            </span>
            <span className={styles.odds}>{odds(selection.odds)}</span>
            <span className={styles.selectionStatus}>
              {t(`myBets.selectionStatus.${selection.status}`, { defaultValue: selection.status })}
            </span>
          </li>
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
            <dd>{odds(bet.odds)}</dd>
          </div>
        )}
        {win && (
          <div>
            <dt>{t(win === 'potential' ? 'myBets.potentialWin' : 'myBets.payout')}</dt>
            <dd className={styles.win}>{money(bet.win_amount)}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
