import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@ojeador/shared';
import { authConfigQueryKey } from '@/features/auth/api/get-auth-config';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { Toaster } from '@/lib/toast';

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

/** Sonner's own mobile breakpoint. */
const PHONE_QUERY = '(max-width: 600px)';

function subscribePhone(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** Toasts never cover the header's controls: at the bottom on a phone, below the sticky header on wider screens. */
export const TOAST_DESKTOP_OFFSET = { top: 'calc(var(--header-height) + 0.75rem)', right: '1rem' } as const;
const TOAST_PHONE_OFFSET = { bottom: '1rem', left: '1rem', right: '1rem' } as const;

function AppToaster() {
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      richColors
      position={phone ? 'bottom-center' : 'top-right'}
      offset={TOAST_DESKTOP_OFFSET}
      mobileOffset={TOAST_PHONE_OFFSET}
      closeButton
      theme="system"
    />
  );
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
      <AppToaster />
    </QueryClientProvider>
  );
}
