import { describe, expect, it } from 'vitest';
import { noticeSchema, wordNotice, type Notice, type NoticeCode } from './index.js';

const web = { code: 'webSearch', name: 'Web Search' } as const;
const plus = { code: 'plus', name: 'Avanzado' } as const;
const free = { code: 'free', name: 'Gratis' } as const;
const PRICE = {
  code: 'price',
  perSqm: false,
  median: 14_500,
  comparables: 12,
  confidence: 'high',
  similar: true,
  peers: { kind: 'similarVehicles', name: 'Seat León', year: 2019 },
} as const;

/** One notice of every code (the Record makes a new code fail to compile here until it has an example). */
const EXAMPLES: Record<NoticeCode, [Notice, { title: string; message: string }, { title: string; message: string }]> = {
  newMatches: [
    { code: 'newMatches', count: 2, search: 'Seat León', best: [{ title: 'León FR', price: 12_500, score: 84 }] },
    { title: '2 anuncios nuevos para «Seat León»', message: '1. León FR · 12.500 € · 84/100' },
    { title: '2 new ads for “Seat León”', message: '1. León FR · €12,500 · 84/100' },
  ],
  hireNew: [
    { code: 'hireNew', client: 'Luis', service: web, hours: 72 },
    { title: 'Nueva contratación', message: 'Luis ha contratado tu servicio de búsqueda web. Acéptala o recházala en 72 horas.' },
    { title: 'New hire', message: 'Luis has hired your Web Search service. Accept or decline it within 72 hours.' },
  ],
  hireAccepted: [
    { code: 'hireAccepted', expert: 'Ana', service: web },
    { title: 'Contratación aceptada', message: 'Ana ha aceptado tu contratación de búsqueda web y ya trabaja en tu búsqueda.' },
    { title: 'Hire accepted', message: 'Ana has accepted your Web Search hire and is already working on your search.' },
  ],
  hireRejected: [
    { code: 'hireRejected', expert: 'Ana', amount: 1234.5 },
    {
      title: 'Contratación rechazada',
      message: 'Ana no puede atender tu contratación. Te hemos devuelto 1.234,50 € a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.',
    },
    {
      title: 'Hire declined',
      message: 'Ana cannot take your hire. We have returned €1,234.50 to your Ojeador balance: use it or withdraw it to your card under Balance.',
    },
  ],
  hireWithdrawn: [
    { code: 'hireWithdrawn', client: 'Luis M.', service: web },
    { title: 'Solicitud retirada', message: 'Luis M. ha retirado su solicitud de búsqueda web antes de que la aceptaras. No tienes que hacer nada.' },
    { title: 'Request withdrawn', message: 'Luis M. withdrew their Web Search request before you accepted it. Nothing to do.' },
  ],
  hireExpired: [
    { code: 'hireExpired', expert: 'Ana', amount: 49, hours: 72 },
    {
      title: 'Contratación cancelada',
      message: 'Ana no respondió en 72 horas. Te hemos devuelto 49,00 € a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.',
    },
    {
      title: 'Hire cancelled',
      message: 'Ana did not answer within 72 hours. We have returned €49.00 to your Ojeador balance: use it or withdraw it to your card under Balance.',
    },
  ],
  hireExpiredExpert: [
    { code: 'hireExpiredExpert', client: 'Luis', hours: 72 },
    { title: 'Contratación caducada', message: 'No respondiste en 72 horas a la contratación de Luis.' },
    { title: 'Hire expired', message: 'You did not answer Luis’s hire within 72 hours.' },
  ],
  hireUnpaid: [
    { code: 'hireUnpaid', service: web },
    { title: 'Contratación sin pagar', message: 'La contratación de búsqueda web se ha cancelado porque no se completó el pago.' },
    { title: 'Hire not paid', message: 'Your Web Search hire was cancelled because the payment was not completed.' },
  ],
  hireFinalized: [
    { code: 'hireFinalized', expert: 'Ana', days: 7 },
    {
      title: 'Servicio finalizado',
      message: 'Ana ha terminado tu servicio. Lee su informe y apruébalo o abre una disputa en 7 días; después se aprobará solo.',
    },
    {
      title: 'Service finished',
      message: 'Ana has finished your service. Read the report and approve it or open a dispute within 7 days; after that it is approved automatically.',
    },
  ],
  hireCompleted: [
    { code: 'hireCompleted', client: 'Luis', service: web },
    { title: 'Servicio completado', message: 'Luis ha aprobado tu servicio de búsqueda web. Ya tienes el pago en tu saldo.' },
    { title: 'Service completed', message: 'Luis has approved your Web Search service. The payment is in your balance.' },
  ],
  hireDisputed: [
    { code: 'hireDisputed', client: 'Luis' },
    { title: 'Disputa abierta', message: 'Luis ha abierto una disputa sobre tu servicio. El administrador la resolverá.' },
    { title: 'Dispute opened', message: 'Luis has opened a dispute about your service. The administrator will resolve it.' },
  ],
  hireSettled: [
    { code: 'hireSettled', by: 'dispute', forClient: true, amount: 49 },
    { title: 'Disputa resuelta', message: 'Resuelto a favor del cliente: 49,00 € vuelven a su saldo de Ojeador, que puede retirar a su tarjeta.' },
    {
      title: 'Dispute resolved',
      message: 'Resolved in the customer’s favour: €49.00 goes back to their Ojeador balance, which they can withdraw to their card.',
    },
  ],
  hireCancelled: [
    { code: 'hireCancelled', expert: 'Ana', amount: 49 },
    {
      title: 'Servicio cancelado',
      message: 'Ana ha cancelado el servicio. Te hemos devuelto 49,00 € a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.',
    },
    {
      title: 'Service cancelled',
      message: 'Ana has cancelled the service. We have returned €49.00 to your Ojeador balance: use it or withdraw it to your card under Balance.',
    },
  ],
  hireReminder: [
    { code: 'hireReminder' },
    {
      title: 'Mañana se aprobará tu servicio',
      message: 'Si no lo apruebas ni abres una disputa, el servicio del experto se dará por completado automáticamente en 24 horas.',
    },
    {
      title: 'Your service will be approved tomorrow',
      message: 'If you neither approve it nor open a dispute, the expert’s service will be completed automatically in 24 hours.',
    },
  ],
  hireMessage: [
    { code: 'hireMessage', author: 'Ana', search: 'Golf', preview: '¿Quedamos el sábado?' },
    { title: 'Nuevo mensaje de Ana', message: 'Sobre «Golf».\n«¿Quedamos el sábado?»' },
    { title: 'New message from Ana', message: 'About “Golf”.\n“¿Quedamos el sábado?”' },
  ],
  planChanged: [
    { code: 'planChanged', plan: plus, paused: ['Golf', 'Piso'], slowed: 1, everyHours: 6 },
    {
      title: 'Tu plan ha cambiado',
      message:
        'Ahora tienes el plan Avanzado. Hemos pausado 2 búsquedas para ajustarnos a su límite: «Golf», «Piso». Una búsqueda ahora se revisa cada 6 horas.',
    },
    {
      title: 'Your plan has changed',
      message: 'You now have the Avanzado plan. We have paused 2 searches to fit its limit: “Golf”, “Piso”. One search is now checked every 6 hours.',
    },
  ],
  planEnded: [
    { code: 'planEnded', plan: plus, next: free, paused: [], slowed: 0, everyHours: 24 },
    { title: 'Tu plan ha terminado', message: 'Tu plan Avanzado ha terminado; ahora tienes el plan Gratis.' },
    { title: 'Your plan has ended', message: 'Your Avanzado plan has ended; you now have the Gratis plan.' },
  ],
  planRefunded: [
    { code: 'planRefunded', plan: plus },
    {
      title: 'Te devolvemos un pago',
      message:
        'Cuando se completó tu pago del plan Avanzado ya tenías ese plan o uno superior: no lo hemos aplicado y te devolvemos el importe íntegro a la tarjeta.',
    },
    {
      title: 'We are refunding a payment',
      message:
        'When your payment for the Avanzado plan went through you already had that plan or a higher one: we have not applied it and are refunding the full amount to your card.',
    },
  ],
  planPastDue: [
    { code: 'planPastDue', plan: plus },
    {
      title: 'No hemos podido cobrar tu suscripción',
      message:
        'El cobro de la renovación de tu plan Avanzado ha fallado. Revisa tu método de pago: lo intentaremos de nuevo y, si no es posible, volverás al plan Gratis.',
    },
    {
      title: 'We could not charge your subscription',
      message:
        'The renewal charge for your Avanzado plan failed. Check your payment method: we will try again and, if it is not possible, you will go back to the Free plan.',
    },
  ],
};

describe('notices (decision 032)', () => {
  it.each(Object.entries(EXAMPLES))('%s: Spanish by default, English on request, and the schema accepts it', (_code, [notice, es, en]) => {
    expect(noticeSchema.parse(notice)).toEqual(notice);
    expect(wordNotice(notice)).toEqual(es);
    expect(wordNotice(notice, 'en')).toEqual(en);
  });

  it('names plans and service types as the reader’s catalogue does, and keeps the stored name otherwise', () => {
    const names = { plan: (p: { code: string }) => (p.code === 'plus' ? 'Advanced' : 'Free'), service: () => 'Web search' };
    expect(wordNotice(EXAMPLES.planEnded[0], 'en', names).message).toBe('Your Advanced plan has ended; you now have the Free plan.');
    expect(wordNotice(EXAMPLES.hireAccepted[0], 'en', names).message).toBe('Ana has accepted your Web search hire and is already working on your search.');
    expect(wordNotice({ code: 'hireSettled', by: 'admin', forClient: false, amount: 10 }, 'es')).toEqual({
      title: 'Búsqueda finalizada por el administrador',
      message: 'Resuelto a favor del experto: se le paga el servicio.',
    });
    expect(wordNotice({ code: 'hireMessage', author: 'Ana', search: null, preview: 'Hola' }, 'en').message).toBe('About your hire.\n“Hola”');
  });

  it('names why each best ad is worth a look, and warns of the suspicious ones apart', () => {
    const below = { ...PRICE, verdict: 'below' as const, percent: 14 };
    const notice: Notice = {
      code: 'newMatches',
      count: 4,
      search: 'Seat León',
      best: [
        { title: 'León FR', price: 12_500, score: 84, reason: below },
        { title: 'León ST', price: 13_900, score: 71, reason: { code: 'distance', km: 12 } },
        { title: 'León X', price: 16_900, score: 65, reason: { code: 'allWishes' } },
      ],
      suspicious: [{ title: 'León 1.0 TSI', price: 8_950, verdict: 'fraud' }],
    };
    expect(noticeSchema.parse(notice)).toEqual(notice);
    expect(wordNotice(notice)).toEqual({
      title: '4 anuncios nuevos para «Seat León»',
      message: [
        '1. León FR · 12.500 € · 84/100 · un 14 % por debajo de su precio justo',
        '2. León ST · 13.900 € · 71/100 · A 12 km del centro de tu búsqueda',
        '3. León X · 16.900 € · 65/100 · cumple todo lo que pides',
        'León 1.0 TSI · 8.950 € · ⚠️ precio sospechoso: compruébalo antes de pagar',
      ].join('\n'),
    });
    expect(wordNotice(notice, 'en').message.split('\n')).toEqual([
      '1. León FR · €12,500 · 84/100 · 14% below its fair price',
      '2. León ST · €13,900 · 71/100 · 12 km from the centre of your search',
      '3. León X · €16,900 · 65/100 · meets everything you ask for',
      'León 1.0 TSI · €8,950 · ⚠️ suspicious price: check it before paying',
    ]);
  });

  it('titles a digest of suspicious ads only as a warning', () => {
    const notice: Notice = { code: 'newMatches', count: 1, search: 'Seat León', best: [], suspicious: [{ title: 'León', price: 3_000, verdict: 'veryLow' }] };
    expect(wordNotice(notice)).toEqual({
      title: '1 anuncio nuevo para «Seat León», con precio sospechoso',
      message: 'León · 3.000 € · ⚠️ precio muy bajo: compruébalo antes de pagar',
    });
    expect(wordNotice(notice, 'en')).toEqual({
      title: '1 new ad for “Seat León”, with a suspicious price',
      message: 'León · €3,000 · ⚠️ very low price: check it before paying',
    });
  });

  it('refuses a notice of an unknown code or without its values', () => {
    expect(noticeSchema.safeParse({ code: 'retired' }).success).toBe(false);
    expect(noticeSchema.safeParse({ code: 'hireRejected', expert: 'Ana' }).success).toBe(false);
  });
});

describe('fair actions', () => {
  it('gives the customer the expert’s reason for Rechazar', () => {
    const notice: Notice = { code: 'hireRejected', expert: 'Ana', amount: 49, reason: 'Estoy de baja esta semana' };
    expect(noticeSchema.parse(notice)).toEqual(notice);
    expect(wordNotice(notice).message).toBe(
      'Ana no puede atender tu contratación. Motivo: «Estoy de baja esta semana». Te hemos devuelto 49,00 € a tu saldo de Ojeador: úsalo o retíralo a tu tarjeta en Saldo.',
    );
    expect(wordNotice(notice, 'en').message).toBe(
      'Ana cannot take your hire. Reason: “Estoy de baja esta semana”. We have returned €49.00 to your Ojeador balance: use it or withdraw it to your card under Balance.',
    );
  });

  it('states both amounts of a split dispute', () => {
    const notice: Notice = { code: 'hireSettled', by: 'dispute', forClient: false, amount: 30, split: { client: 12.5, expert: 17.5 } };
    expect(noticeSchema.parse(notice)).toEqual(notice);
    expect(wordNotice(notice)).toEqual({
      title: 'Disputa resuelta',
      message: 'Resuelto con un reparto: 12,50 € vuelven al saldo del cliente y 17,50 € son para el experto (antes de la comisión).',
    });
    expect(wordNotice(notice, 'en').message).toBe(
      'Resolved with a split: €12.50 goes back to the customer’s balance and €17.50 goes to the expert (before commission).',
    );
  });
});

describe('service types in Spanish notices', () => {
  it('names the service in Spanish when the reader gives no names (the e-mails)', () => {
    const words = wordNotice({ code: 'hireNew', client: 'Lucía M.', service: { code: 'webSearch', name: 'Web Search' }, hours: 72 });
    expect(words.message).toContain('tu servicio de búsqueda web');
    expect(words.message).not.toContain('Web Search');
    expect(wordNotice({ code: 'hireNew', client: 'Lucía M.', service: { code: 'inPersonReview', name: 'In-Person Review' }, hours: 72 }).message).toContain(
      'revisión presencial',
    );
  });
});
