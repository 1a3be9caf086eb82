import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES } from './area-messages.js';
import { MESSAGES } from './messages.js';

describe('search limit messages', () => {
  it('word a limit of 1 in the singular', () => {
    expect(MESSAGES.limitReachedClient(1)).toBe('👑 Has alcanzado el límite de 1 búsqueda activa. ¡Mejora tu plan para crear más búsquedas!');
    expect(SEARCH_MESSAGES.searchCapReached(1)).toBe('Has llegado al máximo de 1 búsqueda guardada de tu plan. Elimina alguna que ya no uses para crear otra.');
  });

  it('word any other limit in the plural', () => {
    expect(MESSAGES.limitReachedClient(3)).toBe('👑 Has alcanzado el límite de 3 búsquedas activas. ¡Mejora tu plan para crear más búsquedas!');
    expect(SEARCH_MESSAGES.searchCapReached(10)).toBe(
      'Has llegado al máximo de 10 búsquedas guardadas de tu plan. Elimina alguna que ya no uses para crear otra.',
    );
  });
});
