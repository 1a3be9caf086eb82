import { Link } from 'react-router';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@/lib/contact';
import { StaticPage } from '@/components/ui/static-page';
import { usePageTitle } from '@/lib/use-page-title';

/** /contacto: where to write. */
export function ContactPage() {
  usePageTitle('Contacto');
  return (
    <StaticPage>
      <h1>Contacto</h1>
      <p>Estamos para ayudarte. Escríbenos y te responderemos lo antes posible.</p>
      <h2>Ayuda con el servicio</h2>
      <p>
        Dudas sobre tus búsquedas, tu plan, pagos o servicios de expertos: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <h2>Privacidad y datos personales</h2>
      <p>
        Para ejercer tus derechos o preguntar por tus datos: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. Más información en la{' '}
        <Link to="/privacy-policy">política de privacidad</Link>.
      </p>
    </StaticPage>
  );
}
