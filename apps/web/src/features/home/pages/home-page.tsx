import { ComingSoon } from '../../../components/ui/coming-soon';
import { Hero } from '../components/hero';

const FORM_ID = 'crear-busqueda';

/** / : landing. The search-creation flow (steps 0 to 3) replaces the placeholder below. */
export function HomePage() {
  return (
    <>
      <Hero formId={FORM_ID} />
      <section id={FORM_ID} className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-12 sm:px-6">
        <h2 className="mb-6 text-2xl font-bold tracking-tight">Crea tu búsqueda</h2>
        <ComingSoon>
          Muy pronto podrás describir lo que buscas, marcar la zona en el mapa y elegir el precio y la frecuencia.
        </ComingSoon>
      </section>
    </>
  );
}
