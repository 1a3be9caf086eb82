import { ArrowDown, BadgeCheck, Search, Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatInteger } from '@/lib/format';
import { useHomeTranslation } from '../i18n';

const CLAIMS = [
  { value: 10, label: 'years' },
  { value: 25_000, label: 'cars' },
  { value: 30, label: 'technicians' },
] as const;

const PROMISES = [
  { icon: Search, key: 'online' },
  { icon: Wrench, key: 'inPerson' },
  { icon: BadgeCheck, key: 'guarantee' },
] as const;

/** Landing hero: the spec's claims and promises, and a button that takes the customer to the creation form. */
export function Hero({ onStart }: { onStart: () => void }) {
  const { t } = useHomeTranslation();
  return (
    <section className="relative overflow-hidden bg-linear-to-b from-brand-50 to-neutral-50 dark:from-brand-950/40 dark:to-neutral-950">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-20">
        <div className="flex max-w-3xl flex-col gap-5">
          <p className="w-fit rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-200">
            {t('hero.categories')}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('hero.title')}</h1>
          <p className="text-lg text-pretty text-neutral-600 dark:text-neutral-300">{t('hero.lead')}</p>
          <div>
            <Button size="lg" icon={<ArrowDown className="size-5" aria-hidden="true" />} onClick={onStart}>
              {t('hero.start')}
            </Button>
          </div>
        </div>

        <dl className="grid grid-cols-3 gap-2 sm:max-w-2xl sm:gap-6">
          {CLAIMS.map((claim) => (
            <div
              key={claim.label}
              className="flex min-w-0 flex-col-reverse rounded-2xl bg-white p-3 shadow-sm sm:p-4 ring-1 ring-neutral-200 dark:bg-neutral-900 dark:ring-neutral-800"
            >
              <dt className="text-xs text-neutral-600 sm:text-sm dark:text-neutral-400">{t(`hero.claims.${claim.label}`)}</dt>
              <dd className="text-xl font-bold text-brand-700 tabular-nums sm:text-3xl dark:text-brand-300">+{formatInteger(claim.value)}</dd>
            </div>
          ))}
        </dl>

        <ul className="grid gap-4 sm:grid-cols-3">
          {PROMISES.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-3 rounded-2xl p-1">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white dark:bg-brand-500 dark:text-neutral-950">
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <div>
                <h2 className="font-semibold">{t(`hero.promises.${key}.title`)}</h2>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">{t(`hero.promises.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
