import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scaffold, withArea } from './new-module.js';

const owners = readFileSync(new URL('../src/db/schema/owners.ts', import.meta.url), 'utf8');

describe('npm run new:module', () => {
  it('scaffolds routes, service, repository, factory and an app.inject test, kebab-case', () => {
    const files = scaffold('search', 'price-alerts');
    expect([...files.keys()]).toEqual([
      'apps/server/src/modules/price-alerts/price-alerts.repository.ts',
      'apps/server/src/modules/price-alerts/price-alerts.service.ts',
      'apps/server/src/modules/price-alerts/price-alerts.routes.ts',
      'apps/server/src/modules/price-alerts/price-alerts.module.ts',
      'apps/server/src/modules/price-alerts/price-alerts.test.ts',
    ]);
    expect(files.get('apps/server/src/modules/price-alerts/price-alerts.module.ts')).toContain('export function createPriceAlertsModule');
    expect(files.get('apps/server/src/modules/price-alerts/price-alerts.routes.ts')).toContain("'/api/PriceAlerts'");
    expect(files.get('apps/server/src/modules/price-alerts/price-alerts.test.ts')).toContain('toBe(401)');
  });

  it('refuses an unknown area or a name that is not kebab-case', () => {
    expect(() => scaffold('shopping', 'carts')).toThrow(/Unknown area/);
    expect(() => scaffold('search', 'PriceAlerts')).toThrow(/kebab-case/);
  });

  it("enters the folder in its area's block of owners.ts", () => {
    const next = withArea(owners, 'money', 'price-alerts');
    expect(next).toContain("  'price-alerts': 'money',");
    expect(next.indexOf("'price-alerts'")).toBeGreaterThan(next.indexOf("wallet: 'money'"));
    expect(next.indexOf("'price-alerts'")).toBeLessThan(next.indexOf("admin: 'accounts'"));
  });
});
