// `npm run new:module -- <area> <name>`: scaffolds apps/server/src/<area>/<name>/ (routes, service, repository,
// module factory and an app.inject test) and offers its service in the area's face (<area>/index.ts). Prints the two
// lines the area's builder (apps/server/src/<area>/<area>.area.ts) needs. docs/architecture.md, "Habits".
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS } from '../src/db/schema/owners.js';

const root = path.resolve(import.meta.dirname, '../../..');
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The files of a new module, by path from the repository root. */
export function scaffold(area: string, name: string): Map<string, string> {
  if (!(AREAS as readonly string[]).includes(area)) throw new Error(`Unknown area "${area}": one of ${AREAS.join(', ')}`);
  if (!KEBAB.test(name)) throw new Error(`"${name}" is not kebab-case (e.g. price-alerts)`);
  const Name = pascal(name);
  const value = camel(name);
  const url = `/api/${Name}`;
  const dir = `apps/server/src/${area}/${name}`;
  return new Map([
    [
      `${dir}/${name}.repository.ts`,
      `import type { Executor } from '../../db/client.js';

/** The SQL of ${name} (area: ${area}); it queries only tables its area owns (docs/tables.md). */
export class ${Name}Repository {
  constructor(private readonly db: Executor) {}

  async list(userId: number): Promise<{ id: number }[]> {
    void this.db;
    void userId;
    return [];
  }
}
`,
    ],
    [
      `${dir}/${name}.service.ts`,
      `import type { CurrentUser } from '../../http/auth.js';
import type { ${Name}Repository } from './${name}.repository.js';

/** The rules of ${name}; other modules use a Pick<> of this class, handed over by the composition root. */
export class ${Name}Service {
  constructor(private readonly repository: ${Name}Repository) {}

  list(user: CurrentUser): Promise<{ id: number }[]> {
    return this.repository.list(user.id);
  }
}
`,
    ],
    [
      `${dir}/${name}.routes.ts`,
      `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth.js';
import type { ${Name}Service } from './${name}.service.js';

export const ${value}Routes: FastifyPluginAsyncZod<{ ${value}: ${Name}Service }> = async (app, { ${value} }) => {
  app.get(
    '${url}',
    {
      config: { access: 'user' },
      schema: { tags: ['${Name}'], description: "The caller's ${name}", response: { 200: z.array(z.object({ id: z.number().int() })) } },
    },
    async (request) => ${value}.list(requireUser(request)),
  );
};
`,
    ],
    [
      `${dir}/${name}.module.ts`,
      `import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { ${Name}Repository } from './${name}.repository.js';
import { ${value}Routes } from './${name}.routes.js';
import { ${Name}Service } from './${name}.service.js';

export function create${Name}Module({ db }: { db: Executor }): Module<${Name}Service> {
  const service = new ${Name}Service(new ${Name}Repository(db));
  return { service, routes: bindRoutes(${value}Routes, { ${value}: service }) };
}
`,
    ],
    [
      `${dir}/${name}.test.ts`,
      `import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories.js';
import { useTestApp } from '../../../test/use-test-app.js';

const t = useTestApp();

describe('GET ${url}', () => {
  it('answers 401 without a session', async () => {
    expect((await t.anonymous.get('${url}')).statusCode).toBe(401);
  });

  it("answers the caller's ${name}", async () => {
    const user = await signIn(t.app);
    const res = await t.as(user).get('${url}');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
`,
    ],
  ]);
}

/** The area's face (`<area>/index.ts`) with the new module's service offered to the other areas, as a type. */
export function withFaceEntry(face: string, name: string): string {
  const line = `export type { ${pascal(name)}Service } from './${name}/${name}.service.js';`;
  if (face.includes(line)) return face;
  const withoutEmpty = face.replace(/^export \{\};\n/m, '');
  return `${withoutEmpty.trimEnd()}\n${line}\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const [area, name] = process.argv.slice(2);
  if (!area || !name) {
    console.error('Usage: npm run new:module -- <area> <name>');
    process.exit(1);
  }
  const files = scaffold(area, name);
  const dir = path.join(root, `apps/server/src/${area}/${name}`);
  if (existsSync(dir)) throw new Error(`${dir} exists`);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of files) writeFileSync(path.join(root, file), content);
  const faceFile = path.join(root, `apps/server/src/${area}/index.ts`);
  const face = existsSync(faceFile)
    ? readFileSync(faceFile, 'utf8')
    : `/** The ${area} area's face (docs/architecture.md, "Areas"): what other areas may use. */\nexport {};\n`;
  writeFileSync(faceFile, withFaceEntry(face, name));
  console.log(`Created ${[...files.keys()].join('\n        ')}\nand offered ${pascal(name)}Service in the ${area} area's face (${area}/index.ts).`);
  console.log(`Wire it in apps/server/src/${area}/${area}.area.ts:\n  import { create${pascal(name)}Module } from './${name}/${name}.module.js';`);
  console.log(`  const ${camel(name)} = create${pascal(name)}Module({ db });   // and add ${camel(name)}.routes to the area's routes`);
  console.log('Then: npm run docs:routes, npm run docs:tables.');
}
