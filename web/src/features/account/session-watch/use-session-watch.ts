import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/api/client';
import { answerRealityCheck, fetchSessionInfo, startSportsbookSession } from '@/api/sportsbook-sessions';
import { completeSignOut, endSession, useAuthStatus } from '@/api/session';
import type { SessionInfo } from '@/api/types';
import { checkDelayMs, limitEnding, stopsPolling, type LimitEnding } from '@/lib/session-watch';
import { tabChannel } from '@/lib/tab-channel';

/** The sessions-info poll (spec §9: every 30 s). */
const POLL_MS = 30_000;

/** Spec §7's cross-tab channels, with the product's key. */
type RealityMessage = { type: 'open' } | { type: 'closed' } | { type: 'stopped' };
type LimitMessage = { type: 'open'; ending: LimitEnding } | { type: 'closed' };
const realityChannel = tabChannel<RealityMessage>('sportsbook:reality-check');
const limitChannel = tabChannel<LimitMessage>('sportsbook:out-of-session-limit');

export type SessionWatch = {
  /** The session's figures, with its duration counted up to the moment the reality check opened. */
  info: SessionInfo | null;
  /** The reality check is on screen. */
  isChecking: boolean;
  /** A limit ended the session: its dialog is on screen. */
  ending: LimitEnding | null;
  answer: (choice: 'continue' | 'stop') => Promise<void>;
  closeEnding: () => void;
};

/**
 * The signed-in player's sportsbook session (docs/decisions/038-sessions-and-reality-checks.md):
 * starts it, polls its info every 30 s, shows the reality check when it is due and the dialog of
 * a session or time limit that ended it — in every open tab, and closed in all when answered in one.
 */
export function useSessionWatch(locale: string): SessionWatch {
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const [info, setInfo] = useState<SessionInfo | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [ending, setEnding] = useState<LimitEnding | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** When the latest figures arrived: the session has run on since. */
  const receivedAt = useRef(0);

  const openCheck = useCallback((tell: boolean) => {
    const since = Math.round((Date.now() - receivedAt.current) / 1000);
    setInfo((shown) => shown && { ...shown, duration_seconds: shown.duration_seconds + since });
    receivedAt.current = Date.now();
    setChecking(true);
    if (tell) realityChannel.post({ type: 'open' });
  }, []);

  /** Arms the reality check from the server's seconds (a later answer never pushes an armed one back). */
  const arm = useCallback(
    (next: SessionInfo, rearm: boolean) => {
      setInfo(next);
      receivedAt.current = Date.now();
      const delay = checkDelayMs(next);
      if (delay === null || (!rearm && timer.current !== undefined && delay > 0)) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => openCheck(true), delay);
    },
    [openCheck],
  );

  const endByLimit = useCallback(
    (next: LimitEnding, tell: boolean) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      setChecking(false);
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
      if (message.type === 'open') openCheck(false);
      else setChecking(false);
      if (message.type === 'closed') fetchSessionInfo(locale).then((next) => arm(next, true), refused);
      if (message.type === 'stopped') completeSignOut(queryClient);
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

  const answer = useCallback(
    async (choice: 'continue' | 'stop') => {
      const next = await answerRealityCheck(locale, choice);
      setChecking(false);
      if (choice === 'stop') {
        realityChannel.post({ type: 'stopped' });
        await endSession(queryClient, locale);
        return;
      }
      realityChannel.post({ type: 'closed' });
      arm(next, true);
    },
    [locale, queryClient, arm],
  );

  const closeEnding = useCallback(() => {
    setEnding(null);
    limitChannel.post({ type: 'closed' });
  }, []);

  return { info, isChecking, ending, answer, closeEnding };
}
