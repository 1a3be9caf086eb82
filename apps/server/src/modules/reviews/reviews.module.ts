import type { Executor } from '../../db/client.js';
import type { FileStore } from '../../integrations/file-store.js';
import { bindRoutes, type Module } from '../module.js';
import { ReviewsRepository } from './reviews.repository.js';
import { reviewsRoutes } from './reviews.routes.js';
import { ReviewsService } from './reviews.service.js';

export function createReviewsModule({ db, files }: { db: Executor; files: FileStore }): Module<ReviewsService> {
  const reviews = new ReviewsService(new ReviewsRepository(db), files);
  return { service: reviews, routes: bindRoutes(reviewsRoutes, { reviews }) };
}
