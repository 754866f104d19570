import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Tabs } from '@/components/ui/tabs';
import { useSlipCount } from '@/ticket/slip-view';
import { TICKET_TABS, ticketTabStore, useTicketTab } from './ticket-panel-state';
import styles from './ticket-panel.module.css';

/**
 * The ticket panel: BET_SLIP and MY_BETS tabs. The slip itself (`slip`, composed by the app) shows
 * once it holds a selection; `myBets` (also composed by the app) fills the MY_BETS tab. On the
 * BET_SLIP tab the slip is drawn from the start, hidden while empty, so the first selection
 * only updates it (docs/decisions/020-first-click-to-slip.md).
 */
export function TicketPanel({ slip, myBets }: { slip?: ReactNode; myBets?: ReactNode }) {
  const { t } = useTranslation();
  const tab = useTicketTab();
  const count = useSlipCount();
  const labels = { BET_SLIP: t('ticket.betSlip'), MY_BETS: t('ticket.myBets') };
  const isSlipShown = tab === 'BET_SLIP' && count > 0 && slip !== undefined;
  return (
    <section className={styles.panel} aria-label={t('ticket.panel')} data-ticket-tab={tab}>
      <Tabs
        label={t('ticket.panel')}
        items={TICKET_TABS.map((key) => ({ key, label: labels[key] }))}
        selected={tab}
        onSelect={(next) => ticketTabStore.set(next)}
        look="underline"
        idPrefix="ticket"
      />
      <div role="tabpanel" id="ticket-panel" aria-labelledby={`ticket-tab-${tab}`}>
        {tab === 'BET_SLIP' && slip && <div hidden={!isSlipShown}>{slip}</div>}
        {tab === 'MY_BETS' && myBets ? myBets : !isSlipShown && <EmptyTab tab={tab} />}
      </div>
    </section>
  );
}

function EmptyTab({ tab }: { tab: 'BET_SLIP' | 'MY_BETS' }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <Icon name={tab === 'BET_SLIP' ? 'ticket' : 'list'} size={26} />
      </span>
      {tab === 'BET_SLIP' ? (
        <>
          <h3 className={styles.emptyTitle}>{t('ticket.emptySlip')}</h3>
          <p>{t('ticket.emptySlipHint')}</p>
        </>
      ) : (
        <p>{t('ticket.myBetsSignedOut')}</p>
      )}
    </div>
  );
}
