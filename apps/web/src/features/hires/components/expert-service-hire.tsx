import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { UserRoundCheck } from 'lucide-react';
import type { PublicExpertService } from '@ojeador/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { useHiresTranslation } from '../i18n';
import { HireExpertDialog } from './hire-expert-dialog';

/** The query parameter naming the service being hired: it survives signing in, so a visitor comes back to the dialog. */
const HIRE_PARAM = 'contratar';

export interface ExpertServiceHireProps {
  service: PublicExpertService;
  expertName: string;
  /** The sign-in control offered to a visitor (composed in app/ from the auth feature). */
  signInSlot?: ReactNode;
}

/** "Contratar" on an expert's public profile: a customer picks which of their searches it is for. */
export function ExpertServiceHire({ service, expertName, signInSlot }: ExpertServiceHireProps) {
  const { t } = useHiresTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const open = params.get(HIRE_PARAM) === String(service.id);
  const setOpen = (value: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(HIRE_PARAM, String(service.id));
        else next.delete(HIRE_PARAM);
        return next;
      },
      { replace: !value },
    );
  const offered = { id: service.id, price: service.price, expertName, serviceTypeCode: service.serviceTypeCode, serviceTypeName: service.serviceTypeName };
  return (
    <>
      <Button size="sm" className="self-start" icon={<UserRoundCheck className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('offer.submit')}
      </Button>
      {open && session ? <HireExpertDialog categoryId={service.categoryId} service={offered} onClose={() => setOpen(false)} /> : null}
      {open && !session ? (
        <Dialog open onClose={() => setOpen(false)} title={t('offer.signInTitle')} size="sm">
          <div className="flex flex-col items-start gap-4">
            <p className="text-neutral-700 dark:text-neutral-300">{t('offer.signInHint')}</p>
            {signInSlot}
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
