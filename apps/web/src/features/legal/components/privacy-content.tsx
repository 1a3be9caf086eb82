import type { ReactNode } from 'react';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from '@/lib/contact';

/*
 * The privacy policy text (spec 000, "Privacy policy"). public/privacy-policy.html carries the same text for
 * /privacy-policy.html; privacy-content.test.tsx fails when the two drift apart.
 */

export const PRIVACY_TITLE = 'Política de privacidad';
export const PRIVACY_UPDATED_AT = '21 de noviembre de 2026';

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

export const PRIVACY_SECTIONS: Section[] = [
  {
    id: 'responsable',
    title: '1. Quién es el responsable',
    body: (
      <p>
        Ojeador es un servicio que busca automáticamente anuncios de coches, motos y viviendas de segunda mano en España según los criterios que tú defines. El
        responsable del tratamiento de tus datos es Ojeador. Puedes escribirnos sobre cualquier cuestión de privacidad a {mail(PRIVACY_EMAIL)}.
      </p>
    ),
  },
  {
    id: 'datos',
    title: '2. Qué datos recogemos y para qué los usamos',
    body: (
      <>
        <p>Solo tratamos los datos necesarios para prestarte el servicio:</p>
        <ul>
          <li>
            <strong>Datos de tu cuenta</strong>: nombre, correo electrónico, foto de perfil e identificador de Google cuando inicias sesión. Los usamos para
            identificarte y mantener tu sesión.
          </li>
          <li>
            <strong>Número de teléfono</strong>: lo verificamos con un código de un solo uso y lo usamos para enviarte las alertas que hayas activado.
          </li>
          <li>
            <strong>Tus búsquedas</strong>: categoría, palabras clave, descripción, punto central y radio en el mapa, rango de precios y frecuencia. Los usamos
            para buscar anuncios, puntuarlos y avisarte.
          </li>
          <li>
            <strong>Actividad en el servicio</strong>: favoritos, notificaciones leídas, ajustes, contrataciones de expertos, reseñas y disputas, para que
            puedas gestionarlos y para resolver incidencias.
          </li>
          <li>
            <strong>Pagos</strong>: importe, fecha y estado de cada pago. Los datos de tu tarjeta los trata directamente nuestro proveedor de pagos; nosotros no
            los vemos ni los guardamos.
          </li>
          <li>
            <strong>Datos técnicos</strong>: dirección IP, tipo de navegador y registros de acceso, para mantener el servicio seguro y detectar abusos.
          </li>
        </ul>
        <p>
          La base legal es la ejecución del contrato que aceptas al usar Ojeador, tu consentimiento para las alertas por WhatsApp y nuestro interés legítimo en
          la seguridad del servicio. No tomamos decisiones con efectos jurídicos basadas solo en tratamientos automatizados: la puntuación de los anuncios es
          una ayuda orientativa.
        </p>
      </>
    ),
  },
  {
    id: 'whatsapp',
    title: '3. Notificaciones por WhatsApp',
    body: (
      <>
        <p>
          Al verificar tu teléfono puedes aceptar recibir alertas por WhatsApp. Solo te enviaremos mensajes transaccionales: avisos de anuncios nuevos que
          coinciden con tus búsquedas. Nunca te enviaremos promociones ni publicidad por este canal.
        </p>
        <p>
          Puedes darte de baja cuando quieras escribiéndonos a {mail(SUPPORT_EMAIL)} o desactivando el icono de WhatsApp en tu panel. La baja se aplica de
          inmediato y no afecta al resto del servicio.
        </p>
        <p>
          Guardamos un registro de tu consentimiento con el número de teléfono, la fecha y hora y el contexto en el que lo diste (por ejemplo, la verificación
          del teléfono), y también de cada retirada, para poder demostrar cuándo y cómo lo aceptaste.
        </p>
      </>
    ),
  },
  {
    id: 'compartir',
    title: '4. Con quién compartimos tus datos',
    body: (
      <>
        <p>No vendemos tus datos. Solo los compartimos cuando es necesario:</p>
        <ul>
          <li>
            Con los proveedores que nos ayudan a prestar el servicio: alojamiento, inicio de sesión con Google, envío de SMS, WhatsApp y correo electrónico, y
            procesamiento de pagos. Actúan por nuestra cuenta y bajo contrato.
          </li>
          <li>Con el experto que contrates: verá tu nombre, tu correo electrónico y la búsqueda contratada, solo para prestarte ese servicio.</li>
          <li>Con las autoridades, cuando una ley nos obligue.</li>
        </ul>
        <p>
          Si algún proveedor trata datos fuera del Espacio Económico Europeo, lo hace con las garantías que exige el Reglamento General de Protección de Datos,
          como las cláusulas contractuales tipo.
        </p>
      </>
    ),
  },
  {
    id: 'conservacion',
    title: '5. Cuánto tiempo los conservamos',
    body: (
      <p>
        Conservamos tus datos mientras tu cuenta esté activa. Cuando la cierres, los eliminamos entre 90 días y 2 años después según su tipo: los registros
        técnicos a los 90 días, y los pagos, contrataciones, disputas y registros de consentimiento hasta 2 años, para atender reclamaciones. Si una ley nos
        obliga a guardarlos más tiempo, los mantenemos bloqueados y solo para ese fin.
      </p>
    ),
  },
  {
    id: 'derechos',
    title: '6. Tus derechos',
    body: (
      <p>
        Puedes pedirnos el acceso, la rectificación, la supresión, la limitación u oposición al tratamiento y la portabilidad de tus datos, y retirar tu
        consentimiento en cualquier momento, escribiendo a {mail(PRIVACY_EMAIL)}. Te responderemos en el plazo de un mes. Si crees que no hemos tratado bien tus
        datos, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).
      </p>
    ),
  },
  {
    id: 'cookies',
    title: '7. Cookies y almacenamiento local',
    body: (
      <p>
        No usamos cookies de publicidad ni de analítica de terceros. Guardamos en el almacenamiento local de tu navegador tu sesión y tu preferencia de tema,
        imprescindibles para que la aplicación funcione. Al iniciar sesión con Google, Google puede usar sus propias cookies según su política de privacidad.
      </p>
    ),
  },
  {
    id: 'seguridad',
    title: '8. Seguridad',
    body: (
      <p>
        Todas las comunicaciones viajan cifradas. Las sesiones caducan a los 7 días, los códigos de verificación caducan a los pocos minutos y tienen un número
        limitado de intentos, y el acceso interno a los datos está restringido a quien lo necesita. Si detectamos una brecha que afecte a tus datos, te
        avisaremos sin demora indebida.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: '9. Cambios en esta política',
    body: (
      <p>
        Si cambiamos esta política, publicaremos la nueva versión en esta página y te avisaremos. La versión revisada entrará en vigor 180 días después de su
        publicación; hasta entonces se aplica la anterior.
      </p>
    ),
  },
  {
    id: 'contacto',
    title: '10. Contacto',
    body: (
      <p>
        Para cualquier pregunta sobre esta política o sobre tus datos, escríbenos a {mail(PRIVACY_EMAIL)}. Para ayuda con el servicio, a {mail(SUPPORT_EMAIL)}.
      </p>
    ),
  },
];

/** The policy article; styled by the page that renders it. */
export function PrivacyContent() {
  return (
    <article id="policy" className="privacy-policy">
      <h1>{PRIVACY_TITLE}</h1>
      <p className="updated">Última actualización: {PRIVACY_UPDATED_AT}</p>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
