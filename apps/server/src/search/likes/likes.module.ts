import type { Executor } from '../../db/client.js';
import { bindRoutes, type Module } from '../../http/module.js';
import type { AdResultReadModel } from '../results/ad-result.read-model.js';
import { LikesRepository } from './likes.repository.js';
import { likesRoutes } from './likes.routes.js';
import { LikesService } from './likes.service.js';

export function createLikesModule({
  db,
  ads,
}: {
  db: Executor;
  ads: Pick<AdResultReadModel, 'summariesThroughBestResults' | 'isVisible'>;
}): Module<LikesService> {
  const service = new LikesService(new LikesRepository(db), ads);
  return { service, routes: bindRoutes(likesRoutes, { likes: service }) };
}
