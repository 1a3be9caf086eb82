import { Quote } from 'lucide-react';

const TESTIMONIALS = [
  {
    quote: 'Puse "Seat León 2018" con un radio de 100 km y cada mañana tenía los anuncios nuevos ordenados por puntuación.',
    name: 'Marta',
    context: 'buscaba coche en Zaragoza',
  },
  {
    quote: 'Lo que más me ayudó fueron los puntos buenos y malos de cada anuncio: descarté en minutos los que no merecían una llamada.',
    name: 'Javier',
    context: 'buscaba moto en Sevilla',
  },
  {
    quote: 'Buscar piso de 3 habitaciones en Valencia sin estar todo el día refrescando portales fue un alivio.',
    name: 'Lucía',
    context: 'buscaba piso en Valencia',
  },
] as const;

/** Testimonials block of the landing (spec 000 section 2). The quotes illustrate typical uses. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="testimonials-title" className="text-2xl font-bold tracking-tight">
          Cómo se usa Ojeador
        </h2>
        <p className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">Testimonios ilustrativos de usos habituales.</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col gap-3 rounded-2xl bg-neutral-50 p-5 ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800">
                <Quote className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                <blockquote className="flex-1 text-sm text-pretty text-neutral-700 dark:text-neutral-300">{item.quote}</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-neutral-500 dark:text-neutral-400">, {item.context}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
