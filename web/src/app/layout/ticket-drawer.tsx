import { useTranslation } from 'react-i18next';
import { closeTicket, useIsTicketOpen } from '@/features/ticket-panel/ticket-panel-state';
import { LazyDrawer } from './lazy-drawer';
import { LazyTicketPanel } from './ticket-area';

/** The ticket panel as a drawer while it is open, where the layout has no ticket sidebar (< 1280 px). */
export function TicketDrawer({ side }: { side: 'end' | 'bottom' }) {
  const { t } = useTranslation();
  const isOpen = useIsTicketOpen();
  if (!isOpen) return null;
  return (
    <LazyDrawer title={t('ticket.panel')} closeLabel={t('ticket.close')} side={side} onClose={closeTicket}>
      <LazyTicketPanel />
    </LazyDrawer>
  );
}
