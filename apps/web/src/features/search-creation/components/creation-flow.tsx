import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { takeContinueAfterSignIn, useCreationFlow } from '../hooks/use-creation-flow';
import { useSearchCreationTranslation } from '../i18n';
import { STEP_KEYS } from '../lib/creation-messages';
import { StepDetails } from './step-details';
import { StepIndicator } from './step-indicator';

// Steps 1-3 (and the map behind step 1) are only downloaded once a user gets there: `/` stays light.
const loadStepLocation = () => import('./step-location');
const StepLocation = lazy(() => loadStepLocation().then((m) => ({ default: m.StepLocation })));
const StepService = lazy(() => import('./step-service').then((m) => ({ default: m.StepService })));
const StepSummary = lazy(() => import('./step-summary').then((m) => ({ default: m.StepSummary })));

interface CreationFlowProps {
  /** The sign-in control to offer a visitor who tries to continue (the page supplies it). */
  signInSlot?: ReactNode;
}

/** Spec 000 section 2, route `/`: steps 0 to 3 of creating a search. */
export function CreationFlow({ signInSlot }: CreationFlowProps) {
  const { t } = useSearchCreationTranslation();
  const flow = useCreationFlow();
  const signedIn = useSession() !== null;
  const { step } = flow.state;
  const topRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  // Steps after the first need a session: signing out mid-way goes back to the start (the draft stays).
  const { goTo } = flow;
  useEffect(() => {
    if (!signedIn && step !== 0) goTo(0);
  }, [signedIn, step, goTo]);

  // Back from a top-up at the summary: the form is brought into view (it sits below the home page's hero).
  useEffect(() => {
    if (previousStep.current !== 0) topRef.current?.scrollIntoView({ block: 'start' });
  }, []);

  // A visitor asked to sign in by "Continuar" comes back (from the dialog, or through /verify-phone) to the form they
  // left, in view with everything typed, not to the top of the hero.
  useEffect(() => {
    if (!signedIn || !takeContinueAfterSignIn()) return;
    topRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [signedIn]);

  // A new step starts at the top of the form, with focus on its title for keyboard and screen-reader users.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <div ref={topRef}>
      <StepIndicator step={step} />
      <h3 ref={headingRef} tabIndex={-1} className="mb-5 text-xl font-semibold tracking-tight outline-none">
        {t(STEP_KEYS[step] ?? STEP_KEYS[0])}
      </h3>
      <Suspense
        fallback={
          <div className="flex min-h-60 items-center justify-center text-brand-600">
            <Spinner className="size-7" label={t('nav.loading')} />
          </div>
        }
      >
        {step === 0 ? (
          <StepDetails flow={flow} signedIn={signedIn} signInSlot={signInSlot} onPrefetchNext={() => void loadStepLocation()} />
        ) : step === 1 ? (
          <StepLocation flow={flow} />
        ) : step === 2 ? (
          <StepService flow={flow} />
        ) : (
          <StepSummary flow={flow} />
        )}
      </Suspense>
    </div>
  );
}
