import { Trans } from '@/lib/i18n';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@/lib/contact';
import { formatDate } from '@/lib/format';
import { useLegalTranslation } from '../i18n';

/*
 * The privacy policy text (spec 000, "Privacy policy"), one catalogue key per paragraph or list item.
 * public/privacy-policy.html carries the same Spanish text for /privacy-policy.html; privacy-content.test.tsx fails
 * when the two drift apart.
 */

const UPDATED_AT = '2026-11-21T12:00:00Z';

type Paragraph = `privacy.${string}`;
type Block = Paragraph | { list: readonly Paragraph[] };

const SECTIONS = [
  { id: 'responsable', blocks: ['privacy.responsable.p1'] },
  {
    id: 'datos',
    blocks: [
      'privacy.datos.p1',
      {
        list: [
          'privacy.datos.account',
          'privacy.datos.phone',
          'privacy.datos.searches',
          'privacy.datos.activity',
          'privacy.datos.payments',
          'privacy.datos.technical',
        ],
      },
      'privacy.datos.p2',
    ],
  },
  { id: 'whatsapp', blocks: ['privacy.whatsapp.p1', 'privacy.whatsapp.p2', 'privacy.whatsapp.p3'] },
  {
    id: 'compartir',
    blocks: [
      'privacy.compartir.p1',
      { list: ['privacy.compartir.providers', 'privacy.compartir.expert', 'privacy.compartir.authorities'] },
      'privacy.compartir.p2',
    ],
  },
  { id: 'conservacion', blocks: ['privacy.conservacion.p1'] },
  { id: 'derechos', blocks: ['privacy.derechos.p1'] },
  { id: 'cookies', blocks: ['privacy.cookies.p1'] },
  { id: 'seguridad', blocks: ['privacy.seguridad.p1'] },
  { id: 'cambios', blocks: ['privacy.cambios.p1'] },
  { id: 'contacto', blocks: ['privacy.contacto.p1'] },
] as const satisfies readonly { id: string; blocks: readonly Block[] }[];

const COMPONENTS = {
  strong: <strong />,
  privacyMail: <a href={`mailto:${PRIVACY_EMAIL}`} />,
  supportMail: <a href={`mailto:${SUPPORT_EMAIL}`} />,
};
const VALUES = { privacyEmail: PRIVACY_EMAIL, supportEmail: SUPPORT_EMAIL };

/** One paragraph or item of the policy, with its bold lead-in and e-mail links. */
function Text({ i18nKey }: { i18nKey: Paragraph }) {
  const { t } = useLegalTranslation();
  // The keys come from SECTIONS above; catalogues.test.ts checks both languages carry them.
  return <Trans t={t} i18nKey={i18nKey as 'privacy.title'} values={VALUES} components={COMPONENTS} />;
}

/** The policy article; styled by the page that renders it. */
export function PrivacyContent() {
  const { t } = useLegalTranslation();
  return (
    <article id="policy" className="privacy-policy">
      <h1>{t('privacy.title')}</h1>
      <p className="updated">{t('privacy.updated', { date: formatDate(UPDATED_AT, 'long', 'UTC') })}</p>
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{t(`privacy.${section.id}.title`)}</h2>
          {section.blocks.map((block) =>
            typeof block === 'string' ? (
              <p key={block}>
                <Text i18nKey={block} />
              </p>
            ) : (
              <ul key={block.list[0]}>
                {block.list.map((item) => (
                  <li key={item}>
                    <Text i18nKey={item} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
