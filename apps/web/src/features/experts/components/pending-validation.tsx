import { useEffect, useRef } from 'react';
import { ShieldAlert } from 'lucide-react';
import { EXPERT_MESSAGES } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useStartOnboarding } from '../api/start-onboarding';

/**
 * "Validación Pendiente": the payment account is not ready yet. Coming back through the provider's
 * refresh URL (an expired link) starts a new link at once, as Stripe asks.
 */
export function PendingValidation({ onboarding }: { onboarding: string | null }) {
  const start = useStartOnboarding();
  const refreshed = useRef(false);
  useEffect(() => {
    if (onboarding === 'refresh' && !refreshed.current) {
      refreshed.current = true;
      start.mutate();
    }
  }, [onboarding, start]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-8 text-center dark:border-amber-900 dark:bg-amber-950">
      <ShieldAlert className="size-10 text-amber-600" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Validación Pendiente</h2>
      <p className="text-neutral-700 dark:text-neutral-300">
        Para publicar servicios y recibir pagos debes completar la configuración de tu cuenta en Stripe, nuestro proveedor de pagos con tarjeta.
      </p>
      {onboarding === 'cancelled' ? <p className="text-sm text-neutral-600 dark:text-neutral-400">{EXPERT_MESSAGES.onboardingCancelled}</p> : null}
      {onboarding === 'return' ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">Stripe todavía está verificando tu cuenta. Vuelve a intentarlo en unos minutos.</p>
      ) : null}
      {start.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(start.error, EXPERT_MESSAGES.onboardingFailed)}
        </p>
      ) : null}
      <Button onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? 'Cargando...' : 'Configurar Cuenta de Stripe'}
      </Button>
    </section>
  );
}
