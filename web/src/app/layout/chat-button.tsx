import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetSettings } from '@/lib/widget-script';
import { reportErrorAlert } from '../error-alerts';

/**
 * The chat toggle (decision 037, docs/widgets.md): opens the operator's live chat. Its script, and
 * the loader itself, load on the first click only; one that fails or registers no chat shows the
 * general alert.
 */
export function ChatButton({ chat, className }: { chat: WidgetSettings; className?: string }) {
  const { t } = useTranslation();
  const [isOpening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      const { loadChat } = await import('@/lib/widget-script');
      (await loadChat(chat)).open();
    } catch {
      reportErrorAlert();
    } finally {
      setOpening(false);
    }
  }
  return (
    <button
      type="button"
      className={className}
      aria-busy={isOpening}
      onClick={() => {
        if (!isOpening) void open();
      }}
    >
      {t('footer.chat')}
    </button>
  );
}
