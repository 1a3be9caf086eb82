import { REVIEW_MAX_IMAGES, REVIEW_MESSAGES, HIRE_MESSAGES, REVIEWABLE_HIRE_STATUSES, type Review, type ReviewFields, shortName } from '@ojeador/shared';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { UploadedFile } from '../../http/multipart-form.js';
import type { ImageField, ImageUploads } from '../../http/image-upload.js';
import type { HireFactsReadModel } from '../hires/hire-facts.read-model.js';
import type { ReviewsRepository } from './reviews.repository.js';

type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['insert']>>>;

const toReview = (review: ReviewRow, reviewerName: string): Review => ({
  id: review.id,
  searchHireId: review.hireId,
  reviewerId: review.reviewerId,
  // Reviews are read by anyone signed in: the reviewer as "Lucía M.".
  reviewerName: shortName(reviewerName),
  expertId: review.expertId,
  score: review.score,
  description: review.description,
  imageUrls: review.imageUrls,
  createdAt: review.createdAt.toISOString(),
});

const REVIEW_IMAGES: ImageField = {
  names: ['images', 'Images'],
  max: REVIEW_MAX_IMAGES,
  folder: 'reviews',
  typeMessage: REVIEW_MESSAGES.imageType,
  tooManyMessage: REVIEW_MESSAGES.tooManyImages,
};

/** The customer's review of a finished hire: once, with optional photos checked and re-encoded like every upload. */
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly images: ImageUploads,
    private readonly hires: Pick<HireFactsReadModel, 'visibleHire'>,
  ) {}

  async submit(user: CurrentUser, hireId: number, fields: ReviewFields, files: readonly UploadedFile[]): Promise<Review> {
    const hire = await this.hires.visibleHire(hireId, user);
    if (!hire) throw notFound(HIRE_MESSAGES.hireNotFound);
    if (hire.clientId !== user.id) throw forbidden(REVIEW_MESSAGES.onlyClient);
    if (!(REVIEWABLE_HIRE_STATUSES as readonly string[]).includes(hire.status)) throw new AppError('HIRE_STATE', REVIEW_MESSAGES.notYet);
    const { urls: imageUrls, rollback } = await this.images.accept(files, REVIEW_IMAGES);
    const row = await this.repository.insert({
      hireId,
      reviewerId: user.id,
      expertId: hire.expertId,
      score: fields.score,
      description: fields.description,
      imageUrls,
    });
    if (!row) {
      await rollback();
      throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    }
    return toReview(row, user.name);
  }

  async listForExpert(expertId: number): Promise<Review[]> {
    return (await this.repository.listForExpert(expertId)).map((row) => toReview(row.review, row.reviewerName));
  }
}
