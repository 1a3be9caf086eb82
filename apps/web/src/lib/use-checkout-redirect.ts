import { useEffect, useState } from 'react';

type CheckoutCallbacks = { onSuccess: (answer: { url: string }) => void; onError: (error: Error) => void };

/**
 * One choice at a time that opens a provider's checkout (a plan, a top-up): `processing` names it until the browser
 * leaves for the checkout's URL (kept after success too), and is cleared when opening failed (`onFailed` then
 * tells the user) or when the browser's back button restores the page from memory, so the user can choose again.
 */
export function useCheckoutRedirect<Choice>(onFailed: (error: Error) => void) {
  const [processing, setProcessing] = useState<Choice | null>(null);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  /** Opens the checkout for `choice` with `mutate` (the mutation's), unless one is already opening. */
  function open(choice: Choice, mutate: (choice: Choice, callbacks: CheckoutCallbacks) => void) {
    if (processing !== null) return;
    setProcessing(choice);
    mutate(choice, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        setProcessing(null);
        onFailed(error);
      },
    });
  }

  /** The `processing` and `disabled` props of the control that opens `choice`. */
  const stateOf = (choice: Choice) => ({ processing: processing === choice, disabled: processing !== null && processing !== choice });

  return { open, stateOf };
}
