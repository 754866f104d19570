import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';
import { endsSession } from '@/lib/auth-status';
import { reportErrorAlert } from './error-alerts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorAlert`: a failure shows the general alert (for actions that have no error text of their own). */
    mutationMeta: { errorAlert?: boolean };
  }
}

/** The one TanStack Query cache: the only home of server data. */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const isSessionEnd = error instanceof ApiError && endsSession(error.status, error.code);
      if (mutation.meta?.errorAlert && !isSessionEnd) reportErrorAlert();
    },
  }),
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
