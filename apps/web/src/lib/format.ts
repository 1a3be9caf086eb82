/** es-ES numbers, euros and dates for every screen: the shared formatter the server's e-mails use too. */
export { formatDate, formatDateTime, formatEuroRange, formatEuros, formatInteger, formatNumber } from '@ojeador/shared';
