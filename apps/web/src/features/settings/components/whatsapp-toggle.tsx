import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { IconButton } from '../../../components/ui/icon-button';
import { cn } from '../../../lib/cn';

/**
 * Header switch for WhatsApp alerts. Reading and saving isWhatsAppEnabled (/api/UserSettings) comes with the
 * settings issue; until then it shows the disabled state and says so when pressed.
 */
export function WhatsAppToggle() {
  const enabled = false;
  const title = enabled ? 'WhatsApp notifications enabled' : 'WhatsApp notifications disabled';
  return (
    <IconButton
      aria-label={title}
      title={title}
      aria-pressed={enabled}
      onClick={() => toast.info('Próximamente podrás activar o desactivar las alertas por WhatsApp desde aquí.')}
      className={cn(enabled && 'text-brand-600 dark:text-brand-400')}
    >
      <MessageCircle className="size-5" aria-hidden="true" />
      {!enabled ? (
        <span aria-hidden="true" className="absolute h-0.5 w-6 rotate-45 rounded bg-current" />
      ) : null}
    </IconButton>
  );
}
