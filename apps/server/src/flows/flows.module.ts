import { bindRoutes, type Module } from '../http/module.js';
import { flowsRoutes } from './flows.routes.js';
import { SearchWithHireFlow, type SearchWithHireDeps } from './search-with-hire.flow.js';

/** Flows: the calls that span areas, where the order of calls across them is read top to bottom. */
export function createFlowsModule(deps: SearchWithHireDeps): Module<{ searchWithHire: SearchWithHireFlow }> {
  const searchWithHire = new SearchWithHireFlow(deps);
  return { service: { searchWithHire }, routes: bindRoutes(flowsRoutes, { searchWithHire }) };
}
