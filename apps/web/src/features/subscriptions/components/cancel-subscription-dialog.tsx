import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';

interface CancelSubscriptionDialogProps {
  open: boolean;
  planName: string;
  periodEnd: string | null;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before cancelling: the plan is kept to the period end, without refund. */
export function CancelSubscriptionDialog({ open, planName, periodEnd, cancelling, onConfirm, onClose }: CancelSubscriptionDialogProps) {
  const until = periodEnd ? formatDate(periodEnd, 'long') : null;
  return (
    <Dialog open={open} onClose={onClose} title="¿Cancelar tu suscripción?" size="sm">
      <div className="flex flex-col gap-3 text-sm text-neutral-700 dark:text-neutral-300">
        <p>
          {until ? `Mantendrás el plan ${planName} hasta el ${until}.` : `Mantendrás el plan ${planName} hasta el final del periodo pagado.`} No se renovará y
          no se hace ningún reembolso.
        </p>
        <p>Después pasarás al plan Gratis: si tienes más búsquedas activas de las que permite, pausaremos las más recientes.</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={cancelling}>
          Mantener mi plan
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={cancelling}>
          Sí, cancelar
        </Button>
      </div>
    </Dialog>
  );
}
