import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { StaticPage } from '@/components/ui/static-page';
import { usePageTitle } from '@/lib/use-page-title';

/** /terminos: the conditions of use, in plain words. */
export function TermsPage() {
  usePageTitle('Términos de uso');
  return (
    <StaticPage>
      <h1>Términos de uso</h1>
      <p>Estas condiciones resumen cómo funciona Ojeador y qué puedes esperar de él. Al crear una cuenta y usar el servicio las aceptas.</p>
      <h2>1. Qué hace Ojeador</h2>
      <p>
        Ojeador busca de forma automática anuncios de coches, motos y viviendas de segunda mano en España según los criterios que tú defines (categoría,
        palabras clave, zona, precio y frecuencia), los puntúa y te avisa de los que encajan. No vendemos los artículos anunciados ni somos parte de la
        compraventa: el trato es siempre entre tú y el anunciante.
      </p>
      <h2>2. Tu cuenta</h2>
      <ul>
        <li>Necesitas iniciar sesión y verificar un número de teléfono para crear búsquedas.</li>
        <li>Eres responsable de lo que hagas con tu cuenta y de que los datos que nos das sean correctos.</li>
        <li>Podemos bloquear una cuenta que se use para abusar del servicio o de otras personas.</li>
      </ul>
      <h2>3. Búsquedas y resultados</h2>
      <ul>
        <li>Tu plan fija cuántas búsquedas puedes tener activas y cada cuánto pueden actualizarse.</li>
        <li>
          La puntuación y los puntos buenos y malos de cada anuncio son una ayuda automática, no una garantía: comprueba siempre el anuncio y el artículo antes
          de comprar.
        </li>
        <li>No garantizamos encontrar todos los anuncios publicados ni que los portales estén siempre disponibles.</li>
      </ul>
      <h2>4. Servicios de expertos</h2>
      <p>
        Los servicios de búsqueda web y revisión presencial los prestan expertos independientes con sus propias condiciones, precio, duración y 7 días de
        garantía, que se muestran antes de contratarlos.
      </p>
      <h2>5. Privacidad</h2>
      <p>
        Cómo tratamos tus datos se explica en la <Link to="/privacy-policy">política de privacidad</Link>.
      </p>
      <h2>6. Contacto</h2>
      <p>
        Para cualquier duda sobre estas condiciones escríbenos a <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </StaticPage>
  );
}
