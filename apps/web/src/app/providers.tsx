import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@ojeador/shared';
import { authConfigQueryKey } from '@/features/auth/api/get-auth-config';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';

/** A different user (or none) must never see the previous user's cached data. */
function DropCacheOnUserChange({ client }: { client: QueryClient }) {
  const userId = useSession()?.user.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== authConfigQueryKey[0] });
  }, [client, userId]);
  return null;
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <DropCacheOnUserChange client={client} />
      {children}
      <Toaster duration={TOAST_DURATION_MS} richColors position="top-right" closeButton theme="system" />
    </QueryClientProvider>
  );
}
