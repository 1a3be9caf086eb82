import { bindRoutes, type Module } from '../../http/module.js';
import { siteRoutes } from './site.routes.js';
import { SiteService, type SiteDeps } from './site.service.js';

export function createSiteModule(deps: SiteDeps): Module<SiteService> {
  const service = new SiteService(deps);
  return { service, routes: bindRoutes(siteRoutes, { site: service }) };
}
