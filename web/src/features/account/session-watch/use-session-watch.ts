import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { limitQueries } from '@/api/limits';
import { answerRealityCheck, fetchSessionInfo, startSportsbookSession } from '@/api/sportsbook-sessions';
import { completeSignOut, endSession, useAuthStatus } from '@/api/session';
import type { SessionInfo } from '@/api/types';
import { config } from '@/config/config';
import { checkDelayMs, limitEnding, stopsPolling, type LimitEnding } from '@/lib/session-watch';
import { tabChannel } from '@/lib/tab-channel';
import { useActivityTracking } from './use-activity-tracking';

/** The sessions-info poll (docs/product.md#constants: every 30 s). */
const POLL_MS = 30_000;

/** The cross-tab channels of docs/product.md#embedding, with the product's key. */
/**
 * A check carries when it fell due and an answer when it was given (the tabs share one clock): a
 * tab whose own timer fires just after another tab's answer must not open the answered check again.
 */
type RealityMessage =
  | { type: 'open'; dueAt: number }
  | { type: 'closed'; answeredAt: number; info: SessionInfo }
  | { type: 'stopped' };
type LimitMessage = { type: 'open'; ending: LimitEnding } | { type: 'closed' };
const realityChannel = tabChannel<RealityMessage>('sportsbook:reality-check');
const limitChannel = tabChannel<LimitMessage>('sportsbook:out-of-session-limit');

export type SessionWatch = {
  /**
   * The reality check on screen: the session's figures when it opened (its duration counted up to
   * that moment; they stay put while the player reads), or `null`.
   */
  check: SessionInfo | null;
  /** A limit ended the session: its dialog is on screen. */
  ending: LimitEnding | null;
  answer: (choice: 'continue' | 'stop') => Promise<void>;
  closeEnding: () => void;
};

/**
 * The signed-in player's sportsbook session (docs/decisions/038-sessions-and-reality-checks.md):
 * starts it, polls its info every 30 s, shows the reality check when it is due and the dialog of
 * a session, time or activity limit that ended it — in every open tab, and closed in all when
 * answered in one. A player with an activity limit reports each active minute.
 */
export function useSessionWatch(locale: string): SessionWatch {
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const [check, setCheck] = useState<SessionInfo | null>(null);
  const [ending, setEnding] = useState<LimitEnding | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** The latest figures and when they arrived: the session has run on since. */
  const latest = useRef<{ info: SessionInfo; at: number } | null>(null);
  /** When the last check was answered, here or in another tab. */
  const answeredAt = useRef(0);

  const openCheck = useCallback((tell: boolean, dueAt: number) => {
    const known = latest.current;
    if (known === null || dueAt <= answeredAt.current) return;
    const since = Math.round((Date.now() - known.at) / 1000);
    setCheck((open) => open ?? { ...known.info, duration_seconds: known.info.duration_seconds + since });
    if (tell) realityChannel.post({ type: 'open', dueAt });
  }, []);

  /** Arms the reality check from the server's seconds (a later answer never pushes an armed one back). */
  const arm = useCallback(
    (next: SessionInfo, rearm: boolean) => {
      latest.current = { info: next, at: Date.now() };
      const delay = checkDelayMs(next);
      if (delay === null || (!rearm && timer.current !== undefined && delay > 0)) return;
      window.clearTimeout(timer.current);
      const dueAt = Date.now() + delay;
      timer.current = window.setTimeout(() => openCheck(true, dueAt), delay);
    },
    [openCheck],
  );

  const endByLimit = useCallback(
    (next: LimitEnding, tell: boolean) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      setCheck(null);
      setEnding(next);
      if (tell) limitChannel.post({ type: 'open', ending: next });
      // The server has ended the sign-in (or, for a refused start, does so now): signed out here.
      void endSession(queryClient, locale).catch(() => undefined);
    },
    [queryClient, locale],
  );

  useEffect(() => {
    if (status !== 'LOGGED_IN') return;
    let polling = true;
    const refused = (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      const limit = limitEnding(error.status, error.code, error.details);
      if (limit !== null) endByLimit(limit, true);
      if (stopsPolling(error.status)) polling = false;
    };
    startSportsbookSession(locale).then((next) => arm(next, true), refused);
    const poll = window.setInterval(() => {
      if (polling) fetchSessionInfo(locale).then((next) => arm(next, false), refused);
    }, POLL_MS);
    const stopReality = realityChannel.listen((message) => {
      if (message.type === 'open') return openCheck(false, message.dueAt);
      setCheck(null);
      if (message.type === 'stopped') return completeSignOut(queryClient);
      answeredAt.current = Math.max(answeredAt.current, message.answeredAt);
      arm(message.info, true);
    });
    return () => {
      window.clearInterval(poll);
      window.clearTimeout(timer.current);
      timer.current = undefined;
      stopReality();
    };
  }, [status, locale, arm, openCheck, endByLimit, queryClient]);

  useEffect(
    () =>
      limitChannel.listen((message) => {
        if (message.type === 'open') {
          setEnding(message.ending);
          completeSignOut(queryClient);
        } else setEnding(null);
      }),
    [queryClient],
  );

  const limits = useQuery({
    ...limitQueries.list(locale),
    enabled: status === 'LOGGED_IN' && config.features.activityTracking,
  });
  const hasActivityLimit = limits.data?.some((limit) => limit.type === 'activity') ?? false;
  const onActivityLimit = useCallback((next: LimitEnding) => endByLimit(next, true), [endByLimit]);
  useActivityTracking(locale, status === 'LOGGED_IN' && hasActivityLimit, onActivityLimit);

  const answer = useCallback(
    async (choice: 'continue' | 'stop') => {
      const next = await answerRealityCheck(locale, choice);
      answeredAt.current = Date.now();
      setCheck(null);
      if (choice === 'stop') {
        realityChannel.post({ type: 'stopped' });
        await endSession(queryClient, locale);
        return;
      }
      realityChannel.post({ type: 'closed', answeredAt: answeredAt.current, info: next });
      arm(next, true);
    },
    [locale, queryClient, arm],
  );

  const closeEnding = useCallback(() => {
    setEnding(null);
    limitChannel.post({ type: 'closed' });
  }, []);

  return { check, ending, answer, closeEnding };
}
