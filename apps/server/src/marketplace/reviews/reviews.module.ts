import type { Executor } from '../../db/client.js';
import type { ImageUploads } from '../../http/image-upload.js';
import type { HireFactsReadModel } from '../hires/hire-facts.read-model.js';
import { bindRoutes, type Module } from '../../http/module.js';
import { ReviewsRepository } from './reviews.repository.js';
import { reviewsRoutes } from './reviews.routes.js';
import { ReviewsService } from './reviews.service.js';

export type ReviewsModuleDeps = { db: Executor; images: ImageUploads; hires: Pick<HireFactsReadModel, 'visibleHire'> };

export function createReviewsModule({ db, images, hires }: ReviewsModuleDeps): Module<ReviewsService> {
  const reviews = new ReviewsService(new ReviewsRepository(db), images, hires);
  return { service: reviews, routes: bindRoutes(reviewsRoutes, { reviews }) };
}
