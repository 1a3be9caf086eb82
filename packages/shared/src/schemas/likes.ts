import { z } from 'zod';
import { adIdParamSchema } from './common.js';

export const likeAdParamSchema = adIdParamSchema;

/** GET /api/Likes/check/{adId}. */
export const likeCheckResponseSchema = z.object({ liked: z.boolean() });
export type LikeCheckResponse = z.infer<typeof likeCheckResponseSchema>;

/** POST /api/Likes/{adId}: the state after the toggle and the ad's like count. */
export const likeToggleResponseSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeToggleResponse = z.infer<typeof likeToggleResponseSchema>;
