import { REVIEW_MESSAGES, HIRE_MESSAGES, REVIEWABLE_HIRE_STATUSES, reviewFieldsSchema, type Review } from '@ojeador/shared';
import { seesHire } from '../../db/search-access.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { MultipartForm } from '../../http/multipart-form.js';
import type { FileStore } from '../../integrations/file-store.js';
import { ImageRejectedError, processImage } from '../../integrations/image-processing.js';
import type { ReviewsRepository } from './reviews.repository.js';

type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['insert']>>>;

const toReview = (review: ReviewRow, reviewerName: string): Review => ({
  id: review.id,
  searchHireId: review.hireId,
  reviewerId: review.reviewerId,
  reviewerName,
  expertId: review.expertId,
  score: review.score,
  description: review.description,
  imageUrls: review.imageUrls,
  createdAt: review.createdAt.toISOString(),
});

/** The customer's review of a finished hire: once, with optional photos checked and re-encoded like every upload. */
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly files: FileStore,
  ) {}

  async submit(user: CurrentUser, hireId: number, form: MultipartForm): Promise<Review> {
    const hire = await this.repository.findHire(hireId);
    if (!hire || !seesHire(user, hire)) throw notFound(HIRE_MESSAGES.hireNotFound);
    if (hire.clientId !== user.id) throw forbidden(REVIEW_MESSAGES.onlyClient);
    if (!(REVIEWABLE_HIRE_STATUSES as readonly string[]).includes(hire.status)) throw new AppError('HIRE_STATE', REVIEW_MESSAGES.notYet);
    const fields = reviewFieldsSchema.safeParse(form.fields);
    if (!fields.success) {
      const message = fields.error.issues[0].message;
      throw badRequest(message, [{ path: String(fields.error.issues[0].path[0] ?? ''), message }]);
    }
    const images = form.files.filter((file) => file.field.toLowerCase() === 'images' && file.data.length > 0);
    const processed = await Promise.all(
      images.map((file) =>
        processImage(file.data).catch((error: unknown) => {
          if (error instanceof ImageRejectedError) throw new AppError('UNSUPPORTED_MEDIA_TYPE', REVIEW_MESSAGES.imageType);
          throw error;
        }),
      ),
    );
    const stored = await Promise.all(processed.map((image) => this.files.save(image.data, image.extension, 'reviews')));
    const imageUrls = stored.map((file) => file.url);
    const row = await this.repository.insert({
      hireId,
      reviewerId: user.id,
      expertId: hire.expertId,
      score: fields.data.score,
      description: fields.data.description,
      imageUrls,
    });
    if (!row) {
      await Promise.all(imageUrls.map((url) => this.files.removeByUrl(url)));
      throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    }
    return toReview(row, user.name);
  }

  async listForExpert(expertId: number): Promise<Review[]> {
    return (await this.repository.listForExpert(expertId)).map((row) => toReview(row.review, row.reviewerName));
  }
}
