import { Bike, Car, House } from 'lucide-react';

/** What a search looks like in practice: three everyday uses, told as what Ojeador does (no invented quotes). */
const USES = [
  {
    icon: Car,
    title: 'Un coche en Zaragoza',
    text: '«Seat León 2018» a 100 km de Zaragoza: cada mañana, los anuncios nuevos ordenados por puntuación.',
  },
  {
    icon: Bike,
    title: 'Una moto en Sevilla',
    text: 'Los puntos buenos y malos de cada anuncio permiten descartar en minutos los que no merecen una llamada.',
  },
  {
    icon: House,
    title: 'Un piso en Valencia',
    text: 'Tres habitaciones, el barrio y el precio que quieres: te avisamos cuando aparece, sin refrescar portales todo el día.',
  },
] as const;

/** The landing's block on how Ojeador is used (spec 000 section 2). */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="testimonials-title" className="text-2xl font-bold tracking-tight">
          Cómo se usa Ojeador
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {USES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex h-full flex-col gap-3 rounded-2xl bg-neutral-50 p-5 ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800"
            >
              <Icon className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <h3 className="font-semibold">{title}</h3>
              <p className="flex-1 text-sm text-pretty text-neutral-700 dark:text-neutral-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
