import { MessageSquareQuote } from 'lucide-react';
import type { PublicExpertReview } from '@ojeador/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { StarRating } from '@/components/ui/star-rating';
import { useCatalogNames } from '@/lib/catalog-names';
import { formatDate } from '@/lib/format';
import { useExpertsTranslation } from '../i18n';

/** Customers' reviews, newest first: stars, date, text, images and the service that earned each. */
export function PublicExpertReviews({ reviews }: { reviews: PublicExpertReview[] }) {
  const { t } = useExpertsTranslation();
  const names = useCatalogNames();
  return (
    <section aria-labelledby="public-expert-reviews" className="flex flex-col gap-3">
      <h2 id="public-expert-reviews" className="text-lg font-semibold">
        {t('public.reviews', { count: reviews.length })}
      </h2>
      {reviews.length === 0 ? (
        <EmptyState icon={<MessageSquareQuote className="size-6" aria-hidden="true" />} title={t('public.noReviews')}>
          {t('public.noReviewsHint')}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <StarRating value={review.stars} />
                <span className="font-medium">{review.reviewerName}</span>
                <time dateTime={review.createdAt} className="text-neutral-600 dark:text-neutral-400">
                  {formatDate(review.createdAt)}
                </time>
              </div>
              <p className="text-xs text-neutral-600 dark:text-neutral-400">
                {t('public.reviewFor', {
                  service: `${names.serviceType(review.service.serviceTypeCode, review.service.serviceTypeName)} · ${names.category(review.service.categoryCode, review.service.categoryName)}`,
                })}
              </p>
              <p className="whitespace-pre-line break-words">{review.text}</p>
              {review.imageUrls.length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {review.imageUrls.map((url, index) => (
                    <a key={url} href={url} target="_blank" rel="noreferrer" className="focus-ring rounded-lg">
                      <img
                        referrerPolicy="no-referrer"
                        src={url}
                        alt={t('public.reviewImage', { index: index + 1, name: review.reviewerName })}
                        loading="lazy"
                        className="size-20 rounded-lg object-cover"
                      />
                    </a>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
