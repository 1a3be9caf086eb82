// Proves the i18n rule of eslint.config.js (decision 022): a converted area's component that renders a literal
// user-facing string fails lint, so the rule's configuration cannot silently stop working.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: `${root}eslint.config.js`,
  // The fixture is a virtual file that belongs to no tsconfig: only the i18n rule matters here.
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function literalStrings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'i18next/no-literal-string').map((m) => m.message);
}

const component = (body: string) => `export function Fixture({ label }: { label: string }) {\n  return ${body};\n}\n`;

describe('i18next/no-literal-string', () => {
  it.each([
    ['JSX text', '<p>Cargando notificaciones...</p>'],
    ['an aria-label', '<button aria-label="Cerrar" type="button" />'],
    ['a title', '<span title="Favoritos" />'],
    ['a placeholder', '<input placeholder="Buscar" />'],
    ['an alt text', '<img alt="Foto del anuncio" src="/a.png" />'],
  ])('reports %s in a converted area', async (_why, jsx) => {
    expect(await literalStrings('apps/web/src/app/layout/fixture.tsx', component(jsx))).toHaveLength(1);
    expect(await literalStrings('apps/web/src/features/settings/components/fixture.tsx', component(jsx))).toHaveLength(1);
  });

  it('accepts text from the catalogues and non-text attributes', async () => {
    const code = component('<a href="/privacy-policy" className="focus-ring" aria-label={label}>{label}</a>');
    expect(await literalStrings('apps/web/src/app/layout/fixture.tsx', code)).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(await literalStrings('apps/web/src/app/layout/fixture.test.tsx', component('<p>Hola</p>'))).toEqual([]);
  });
});
