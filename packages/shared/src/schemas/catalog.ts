import { z } from 'zod';
import { CATEGORY_CODES, SERVICE_TYPE_CODES } from '../constants.js';
import { pathId } from './common.js';

/** Reference data and expert offers as the creation flow reads them. */

export const categoryCodeSchema = z.enum(CATEGORY_CODES);
export const serviceTypeCodeSchema = z.enum(SERVICE_TYPE_CODES);

export const categorySchema = z.object({ id: z.number().int(), code: categoryCodeSchema, name: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

export const serviceTypeSchema = z.object({ id: z.number().int(), code: serviceTypeCodeSchema, name: z.string() });
export type ServiceType = z.infer<typeof serviceTypeSchema>;
export const serviceTypeListSchema = z.array(serviceTypeSchema);

/** The spec's text for a services query without a usable expert or category and service type. */
export const INVALID_SERVICE_QUERY_MESSAGE = 'Invalid parameters: Provide either expertId or both categoryId and serviceTypeId';

/** Query and path ids follow the one path-id rule, with the spec's own message. */
const positiveQueryId = pathId(INVALID_SERVICE_QUERY_MESSAGE);

/**
 * `GET /api/SearchService?categoryId&serviceTypeId` (or `?expertId`, an expert profile id, as the
 * path form). Anything else answers 400 with the spec's message.
 */
export const searchServiceQuerySchema = z
  .object({
    categoryId: positiveQueryId.optional(),
    serviceTypeId: positiveQueryId.optional(),
    expertId: positiveQueryId.optional(),
  })
  .refine((q) => q.expertId !== undefined || (q.categoryId !== undefined && q.serviceTypeId !== undefined), {
    error: INVALID_SERVICE_QUERY_MESSAGE,
  });
export type SearchServiceQuery = z.infer<typeof searchServiceQuerySchema>;

export const expertIdParamSchema = z.object({ expertId: positiveQueryId });

/** An expert's offer as read by customers. `expertId` is the expert's user id; price in euros. */
export const searchServiceSchema = z.object({
  id: z.number().int(),
  expertId: z.number().int(),
  expertName: z.string(),
  expertPictureUrl: z.string().nullable(),
  expertProfileId: z.number().int(),
  categoryId: z.number().int(),
  categoryCode: categoryCodeSchema,
  categoryName: z.string(),
  serviceTypeId: z.number().int(),
  serviceTypeCode: serviceTypeCodeSchema,
  serviceTypeName: z.string(),
  /** Mean review score of the expert (1 decimal), null without reviews. */
  averageRating: z.number().nullable(),
  /** Hires of the expert that ended completed. */
  completedSearches: z.number().int(),
  price: z.number(),
  conditions: z.string(),
  durationInHours: z.number().int(),
  imageUrls: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type SearchService = z.infer<typeof searchServiceSchema>;
export const searchServiceListSchema = z.array(searchServiceSchema);

/** `GET /api/Subscription/limits`: the caller's plan and how many active searches they have. */
export const subscriptionLimitsSchema = z.object({
  maxSearches: z.number().int(),
  /** Hours. */
  minSearchInterval: z.number().int(),
  activeSearches: z.number().int(),
  planCode: z.string(),
  planName: z.string(),
});
export type SubscriptionLimits = z.infer<typeof subscriptionLimitsSchema>;
