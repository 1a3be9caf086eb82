import { Bike, Car, House } from 'lucide-react';
import { useHomeTranslation } from '../i18n';

/** What a search looks like in practice: three everyday uses, told as what Ojeador does (no invented quotes). */
const USES = [
  { icon: Car, key: 'car' },
  { icon: Bike, key: 'bike' },
  { icon: House, key: 'home' },
] as const;

/** The landing's block on how Ojeador is used (spec 000 section 2). */
export function Testimonials() {
  const { t } = useHomeTranslation();
  return (
    <section aria-labelledby="testimonials-title" className="border-t border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900/40">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="testimonials-title" className="text-2xl font-bold tracking-tight">
          {t('uses.title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {USES.map(({ icon: Icon, key }) => (
            <li
              key={key}
              className="flex h-full flex-col gap-3 rounded-2xl bg-neutral-50 p-5 ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800"
            >
              <Icon className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              <h3 className="font-semibold">{t(`uses.${key}.title`)}</h3>
              <p className="flex-1 text-sm text-pretty text-neutral-700 dark:text-neutral-300">{t(`uses.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
