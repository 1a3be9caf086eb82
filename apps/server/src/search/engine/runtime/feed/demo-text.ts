/** Spanish sentence pieces for demo ad descriptions. */
import type { SeededRandom } from './seeded-random.js';

export const CAR_DETAILS = [
  'Siempre en garaje.',
  'Libro de revisiones al día, todas en la casa oficial.',
  'Neumáticos nuevos hace menos de 5.000 km.',
  'Único propietario, no fumador.',
  'Distribución y embrague cambiados recientemente.',
  'Aire acondicionado, control de crucero y sensores de aparcamiento traseros.',
  'Pantalla táctil con Android Auto y Apple CarPlay.',
  'Pequeños arañazos propios del uso, nada importante.',
  'Cámara de visión trasera y faros LED.',
  'Llantas de aleación de 17 pulgadas.',
  'Dos juegos de llaves y manuales.',
  'Climatizador bizona y asientos calefactables.',
] as const;

export const MOTO_DETAILS = [
  'Siempre en garaje y con funda.',
  'Revisiones hechas en concesionario oficial.',
  'Baúl trasero y soporte para móvil.',
  'Escape homologado y el original incluido.',
  'Puños calefactables y cúpula alta.',
  'Neumáticos con menos de 2.000 km.',
  'Ideal para moverse por ciudad.',
  'Nunca ha tenido caídas.',
  'Cadena y kit de arrastre nuevos.',
  'Perfecta para viajar en pareja.',
] as const;

export const HOME_FEATURES = [
  'terraza',
  'ascensor',
  'plaza de garaje incluida',
  'trastero',
  'piscina comunitaria',
  'calefacción central',
  'aire acondicionado por conductos',
  'cocina amueblada con electrodomésticos',
  'armarios empotrados',
  'suelos de parqué',
  'carpintería de aluminio con doble acristalamiento',
  'portero físico',
] as const;

export const HOME_SURROUNDINGS = [
  'Cerca de colegios, centro de salud y transporte público.',
  'Zona tranquila con todos los servicios a pie de calle.',
  'A cinco minutos andando del centro.',
  'Muy luminoso, orientación sur.',
  'Vistas despejadas desde el salón.',
  'Edificio rehabilitado recientemente.',
] as const;

export const SELLER_CLOSINGS = {
  dealer: [
    'Garantía de 12 meses. Financiación a tu medida y aceptamos tu coche como parte del pago.',
    'Vehículo revisado en nuestro taller con garantía de 12 meses. Consulta financiación.',
  ],
  professional: ['Te lo mostramos sin compromiso; consulta condiciones.', 'Gestión de papeles incluida.'],
  particular: ['Precio negociable.', 'Se vende por cambio de vehículo.', 'Se puede ver sin compromiso.', 'Abstenerse curiosos.'],
  agency: ['Honorarios de agencia no incluidos.', 'Concierta tu visita con nuestra agencia.'],
  owner: ['Lo vende su propietario, sin agencias.', 'Precio negociable.', 'Disponible para visitas por las tardes.'],
} as const;

/** Texts that hint at a scam: off-platform contact, prepayment, shipping. */
export function suspiciousText(random: SeededRandom): string {
  const phone = `6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`;
  return random.pick([
    'Solo whatsapp, no contesto mensajes.',
    `Estoy fuera de España; te lo envío con transportista tras pago por transferencia. Contacto ${phone}.`,
    'Precio muy rebajado por traslado urgente. Solo transferencia, sin visitas.',
    `Escríbeme a ofertas.${random.int(10, 99)}@correo-rapido.com y te paso más fotos.`,
    'Pago por adelantado con bizum para reservar. Envío a toda España.',
  ]);
}

export const SPARSE_TEXTS = ['Vendo.', 'Llamar.', 'En buen estado.', 'Buen precio, preguntar.', 'Urge vender.'] as const;

export const formatThousands = (value: number): string => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
