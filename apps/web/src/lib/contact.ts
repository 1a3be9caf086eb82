/** Public contact points (also written in public/privacy-policy.html). */
export const SUPPORT_EMAIL = 'soporte@ojeador.es';
export const PRIVACY_EMAIL = 'privacidad@ojeador.es';
