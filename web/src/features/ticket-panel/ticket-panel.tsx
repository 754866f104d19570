import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Tabs } from '@/components/ui/tabs';
import { useSlipCount } from '@/ticket/slip-view';
import { TICKET_TABS, ticketTabStore, useTicketTab } from './ticket-panel-state';
import styles from './ticket-panel.module.css';

/**
 * The ticket panel: BET_SLIP and MY_BETS tabs. The slip itself (`slip`, composed by the app) shows
 * once it holds a selection; `myBets` (also composed by the app) fills the MY_BETS tab.
 */
export function TicketPanel({ slip, myBets }: { slip?: ReactNode; myBets?: ReactNode }) {
  const { t } = useTranslation();
  const tab = useTicketTab();
  const count = useSlipCount();
  const labels = { BET_SLIP: t('ticket.betSlip'), MY_BETS: t('ticket.myBets') };
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
      {tab === 'BET_SLIP' && count > 0 && slip ? (
        <div role="tabpanel" id="ticket-panel" aria-labelledby={`ticket-tab-${tab}`}>
          {slip}
        </div>
      ) : tab === 'MY_BETS' && myBets ? (
        <div role="tabpanel" id="ticket-panel" aria-labelledby={`ticket-tab-${tab}`}>
          {myBets}
        </div>
      ) : (
        <EmptyTab tab={tab} />
      )}
    </section>
  );
}

function EmptyTab({ tab }: { tab: 'BET_SLIP' | 'MY_BETS' }) {
  const { t } = useTranslation();
  return (
    <div role="tabpanel" id="ticket-panel" aria-labelledby={`ticket-tab-${tab}`} className={styles.empty}>
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
