import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Hero } from '../components/hero';
import { Testimonials } from '../components/testimonials';
import { useHomeTranslation } from '../i18n';

const FORM_ID = 'crear-busqueda';

/** Scrolls to the flow and moves the focus to its title, so the next Tab lands in the form (not back in the hero). */
function goToForm(behavior: ScrollBehavior) {
  document.getElementById(FORM_ID)?.scrollIntoView({ behavior, block: 'start' });
  document.getElementById(`${FORM_ID}-title`)?.focus({ preventScroll: true });
}

interface HomePageProps {
  /** The search-creation flow (steps 0 to 3), composed by the app from its feature. */
  creationFlow: ReactNode;
  /** What opens the page instead of the hero: a returning customer's news (the app composes it); null: the hero. */
  lead?: ReactNode;
}

/** / : the landing: hero (or the returning customer's news), the search-creation flow and testimonials; the layout adds the footer. */
export function HomePage({ creationFlow, lead = null }: HomePageProps) {
  const { t } = useHomeTranslation();
  // "Nueva búsqueda" elsewhere links to /#crear-busqueda: bring the flow into view.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${FORM_ID}`) goToForm('auto');
  }, [hash]);
  return (
    <>
      {lead ?? <Hero onStart={() => goToForm('smooth')} />}
      <section id={FORM_ID} aria-labelledby={`${FORM_ID}-title`} className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <h2 id={`${FORM_ID}-title`} tabIndex={-1} className="mb-6 text-2xl font-bold tracking-tight focus:outline-none">
          {t('createTitle')}
        </h2>
        {creationFlow}
      </section>
      <Testimonials />
    </>
  );
}
