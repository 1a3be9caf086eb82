import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages';
import { i18n, setLanguage } from './i18n';
import { loadEnglish } from './resources';

const src = path.resolve(import.meta.dirname, '../..');

/** Every area's catalogue folder, by namespace: common (lib/i18n), app, and each feature. */
function catalogueFolders(): Record<string, string> {
  const folders: Record<string, string> = { common: path.join(src, 'lib/i18n/locales') };
  if (existsSync(path.join(src, 'app/locales'))) folders.app = path.join(src, 'app/locales');
  for (const feature of readdirSync(path.join(src, 'features'))) {
    const folder = path.join(src, 'features', feature, 'locales');
    if (existsSync(folder)) folders[feature] = folder;
  }
  return folders;
}
const folders = catalogueFolders();
const read = (namespace: string, language: string) => JSON.parse(readFileSync(path.join(folders[namespace]!, `${language}.json`), 'utf8')) as unknown;

/** Flattened keys, plural suffixes folded: "found_one" and "found_other" are both "found". */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
const folded = (list: string[]) => [...new Set(list.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

describe('message catalogues', () => {
  it('every area holds exactly es.json and en.json, and English loads for each of them', async () => {
    for (const folder of Object.values(folders)) expect(readdirSync(folder).sort()).toEqual(['en.json', 'es.json']);
    expect(Object.keys(await loadEnglish()).sort()).toEqual(Object.keys(folders).sort());
  });

  it('every feature with catalogues registers its Spanish through its i18n.ts', () => {
    for (const namespace of Object.keys(folders).filter((name) => name !== 'common')) {
      const base = namespace === 'app' ? path.join(src, 'app') : path.join(src, 'features', namespace);
      expect(readFileSync(path.join(base, 'i18n.ts'), 'utf8')).toContain(`registerCatalogue('${namespace}'`);
    }
  });

  it.each(Object.keys(folders))('%s: the same keys in both languages, none empty, the same placeholders', (namespace) => {
    const es = read(namespace, 'es');
    const en = read(namespace, 'en');
    expect(folded(keys(en))).toEqual(folded(keys(es)));
    for (const text of [...leaves(es), ...leaves(en)]) expect(text.trim()).not.toBe('');
    const placeholders = (catalogue: unknown) => [...new Set(leaves(catalogue).flatMap((text) => text.match(/{{\s*\w+\s*}}|<\/?\w+>/g) ?? []))].sort();
    expect(placeholders(en)).toEqual(placeholders(es));
  });

  it('names no plan like a top-up card, in either language', () => {
    for (const language of ['es', 'en']) {
      const plans = Object.values((read('common', language) as { catalog: { plans: Record<string, string> } }).catalog.plans);
      const topUps = Object.values((read('wallet', language) as { plans: Record<string, { name: string }> }).plans).map((card) => card.name);
      expect(topUps).toEqual(language === 'es' ? ['Básico', 'Plus', 'Pro'] : ['Basic', 'Plus', 'Pro']);
      expect(plans.filter((name) => topUps.includes(name))).toEqual([]);
    }
  });
});

describe('language choice', () => {
  it('takes the stored choice, then the browser, then Spanish', () => {
    expect(detectLanguage('en', ['es-ES'])).toBe('en');
    expect(detectLanguage(null, ['en-GB', 'es'])).toBe('en');
    expect(detectLanguage(null, ['fr-FR', 'es-MX'])).toBe('es');
    expect(detectLanguage(null, ['de-DE'])).toBe('es');
    expect(detectLanguage('klingon', [])).toBe('es');
  });

  it('switches to English on demand, remembers it and marks the document', async () => {
    await setLanguage('en');
    expect(i18n.t('actions.retry')).toBe('Retry');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('ojeador.language')).toBe('en');
    await setLanguage('es');
    expect(i18n.t('actions.retry')).toBe('Reintentar');
  });
});
