import { describe, expect, it } from 'vitest';
import { scaffold, withFaceEntry } from './new-module.js';

describe('npm run new:module', () => {
  it('scaffolds routes, service, repository, factory and an app.inject test, kebab-case', () => {
    const files = scaffold('search', 'price-alerts');
    expect([...files.keys()]).toEqual([
      'apps/server/src/search/price-alerts/price-alerts.repository.ts',
      'apps/server/src/search/price-alerts/price-alerts.service.ts',
      'apps/server/src/search/price-alerts/price-alerts.routes.ts',
      'apps/server/src/search/price-alerts/price-alerts.module.ts',
      'apps/server/src/search/price-alerts/price-alerts.test.ts',
    ]);
    expect(files.get('apps/server/src/search/price-alerts/price-alerts.module.ts')).toContain('export function createPriceAlertsModule');
    expect(files.get('apps/server/src/search/price-alerts/price-alerts.module.ts')).toContain("from '../../http/module.js'");
    expect(files.get('apps/server/src/search/price-alerts/price-alerts.routes.ts')).toContain("'/api/PriceAlerts'");
    expect(files.get('apps/server/src/search/price-alerts/price-alerts.test.ts')).toContain('toBe(401)');
  });

  it('refuses an unknown area or a name that is not kebab-case', () => {
    expect(() => scaffold('shopping', 'carts')).toThrow(/Unknown area/);
    expect(() => scaffold('search', 'PriceAlerts')).toThrow(/kebab-case/);
  });

  it("offers the new service in the area's face, once, replacing an empty face", () => {
    const face = "/** The money area's face. */\nexport type { LedgerService } from './ledger/ledger.service.js';\n";
    const next = withFaceEntry(face, 'price-alerts');
    expect(next).toBe(`${face}export type { PriceAlertsService } from './price-alerts/price-alerts.service.js';\n`);
    expect(withFaceEntry(next, 'price-alerts')).toBe(next);
    expect(withFaceEntry('/** Nothing yet. */\nexport {};\n', 'health-checks')).toBe(
      "/** Nothing yet. */\nexport type { HealthChecksService } from './health-checks/health-checks.service.js';\n",
    );
  });
});
