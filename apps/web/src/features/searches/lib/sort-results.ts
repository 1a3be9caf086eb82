import type { ResultSort } from '@ojeador/shared';

/**
 * The sort bar's options, labelled from the catalogue (results.sort.*); the server sorts (GET .../results?sort=):
 * best score first, price ascending, most recently found, most liked.
 */
export const RESULT_SORT_OPTIONS: readonly ResultSort[] = ['score', 'price', 'latest', 'popular'];
