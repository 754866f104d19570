import { tellParent } from '@/frame/parent-messages';
import { whenIdle } from '@/lib/idle';
import { selectionCount } from '@/lib/ticket/selectors';
import { loadTicketStore } from '@/ticket/slip-view';

/** `bet-slip-state-changed` with the number of selections whenever it changes (the store loads when idle). */
export function reportSlip(): void {
  void whenIdle()
    .then(loadTicketStore)
    .then((store) => {
      let last: number | undefined;
      const report = () => {
        const selections = selectionCount(store.getState());
        if (selections === last) return;
        last = selections;
        tellParent({ name: 'bet-slip-state-changed', payload: { selections } });
      };
      report();
      store.subscribe(report);
    });
}
