import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesQueries } from '@/api/matches';
import type { Match } from '@/api/types';
import { SkeletonRows, StateMessage } from '@/components/ui/state-message';
import { useLocale } from '@/i18n/locale-context';
import styles from './static-page.module.css';

type CustomPageProps = {
  title: string;
  paragraphs: readonly string[];
  /** An event page's match, drawn by `renderMatch` with its prices. */
  matchId: number | null;
  renderMatch: (match: Match) => ReactNode;
};

/** An operator's own page (decision 030): its heading, its plain text, and an event page's match. */
export function CustomPage({ title, paragraphs, matchId, renderMatch }: CustomPageProps) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {paragraphs.map((paragraph, index) => (
        // The operator's text never changes while the page shows: a paragraph's place is its key.
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {matchId !== null && <EventMatch id={matchId} renderMatch={renderMatch} />}
    </article>
  );
}

function EventMatch({ id, renderMatch }: { id: number; renderMatch: (match: Match) => ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const match = useQuery(matchesQueries.detail(locale, id));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {t('pages.custom.match')}
      </h2>
      {match.isPending && <SkeletonRows count={1} label={t('common.loading')} />}
      {match.isError && <StateMessage text={t('pages.custom.matchGone')} />}
      {match.isSuccess && renderMatch(match.data)}
    </section>
  );
}
