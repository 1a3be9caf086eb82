import type { ComponentProps, ReactNode } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSearchCreationTranslation } from '../i18n';

/** The form of one creation step; the browser's own validation stays off, each step checks its fields. */
/** `onSubmit` receives the `data-payment` of the button that submitted (the summary's two ways to pay). */
export function StepForm({ onSubmit, children }: { onSubmit: (payment?: string) => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = event.nativeEvent.submitter;
        onSubmit(submitter instanceof HTMLElement ? submitter.dataset.payment : undefined);
      }}
    >
      {children}
    </form>
  );
}

interface StepNavProps {
  onBack: () => void;
  backDisabled?: boolean;
  /** The step's forward button. */
  children: ReactNode;
}

/** The foot of a step after the first: 'Atrás' and the forward button. */
export function StepNav({ onBack, backDisabled, children }: StepNavProps) {
  const { t } = useSearchCreationTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      <Button variant="secondary" size="lg" icon={<ArrowLeft className="size-5" aria-hidden="true" />} onClick={onBack} disabled={backDisabled}>
        {t('nav.back')}
      </Button>
      {children}
    </div>
  );
}

/** 'Continuar': submits the step's form. */
export function ContinueButton(props: Omit<ComponentProps<typeof Button>, 'type' | 'size' | 'icon' | 'className' | 'children'>) {
  const { t } = useSearchCreationTranslation();
  return (
    <Button type="submit" size="lg" icon={<ArrowRight className="size-5" aria-hidden="true" />} className="flex-row-reverse" {...props}>
      {t('nav.continue')}
    </Button>
  );
}
