import { z } from 'zod';
import { safeText } from './text.js';
import { categoryCodeSchema, serviceTypeCodeSchema } from './catalog.js';
import { acceptPascalCase, pathId } from './common.js';

/** User-facing texts of the expert side (spec 001 sections 5, 8 and 9). */
export const EXPERT_MESSAGES = {
  phoneNotVerified: 'Verifica tu teléfono para hacerte experto',
  profilePictureRequired: 'La foto de perfil es requerida',
  profilePictureType: 'Solo se permiten imágenes JPG y PNG',
  profilePictureTooLarge: 'La imagen no puede superar los 5MB',
  descriptionRequired: 'La descripción es requerida',
  descriptionTooLong: 'La descripción no puede superar los 2000 caracteres',
  alreadyExpert: 'Ya estás registrado como buscador experto',
  adminCannotBecomeExpert: 'El administrador no puede registrarse como experto',
  registered: '✨ ¡Te has registrado exitosamente como buscador experto!',
  registerFailed: 'Error al registrarse como experto',
  roleMissingAfterRegister: 'El usuario no tiene el rol de Experto después del registro',
  processFailed: 'Error al procesar la solicitud',
  profileNotFound: 'No se encontró el perfil de experto',
  onboardingFailed: 'No se pudo iniciar la configuración de la cuenta de pagos',
  onboardingCancelled: 'Has salido de la configuración de la cuenta de pagos sin terminarla.',
  onboardingDone: 'Cuenta de pagos configurada',
} as const;

export const EXPERT_DESCRIPTION_MAX = 2000;

/** Text fields of `POST /api/User/become-expert` (multipart, beside the `profilePicture` file), camelCase or PascalCase. */
export const becomeExpertFieldsSchema = acceptPascalCase(
  z.object({
    description: safeText(EXPERT_DESCRIPTION_MAX, { required: EXPERT_MESSAGES.descriptionRequired, tooLong: EXPERT_MESSAGES.descriptionTooLong }),
  }),
);
export type BecomeExpertFields = z.infer<typeof becomeExpertFieldsSchema>;

/**
 * `GET /api/User/expert-profile`. `stripeAccountId` is null until the payment account can receive
 * money: its presence means setup is done (spec 001 section 3).
 */
export const expertProfileSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  profilePictureUrl: z.string().nullable(),
  stripeAccountId: z.string().nullable(),
  createdAt: z.string(),
  activeServices: z.number().int(),
  activeHires: z.number().int(),
  /** "Experto Verificado": the payment account is ready and at least one hire was completed (else "Nuevo experto"). */
  verified: z.boolean(),
});
export type ExpertProfile = z.infer<typeof expertProfileSchema>;

export const onboardingResponseSchema = z.object({ url: z.string() });
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

/** `GET /api/Searches/expert`: a search the expert was hired for, with the hire that links them. */
export const expertSearchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryCode: categoryCodeSchema,
  isActive: z.boolean(),
  hireId: z.number().int(),
  hireStatus: z.string(),
  clientName: z.string(),
  hiredAt: z.string(),
});
export type ExpertSearch = z.infer<typeof expertSearchSchema>;
export const expertSearchListSchema = z.array(expertSearchSchema);

/** A published service on the public profile; price in euros, rating from the reviews this service earned. */
export const publicExpertServiceSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryCode: categoryCodeSchema,
  categoryName: z.string(),
  serviceTypeId: z.number().int(),
  serviceTypeCode: serviceTypeCodeSchema,
  serviceTypeName: z.string(),
  price: z.number(),
  conditions: z.string(),
  durationInHours: z.number().int(),
  imageUrls: z.array(z.string()),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type PublicExpertService = z.infer<typeof publicExpertServiceSchema>;

/** A customer's review on the public profile, with the service that earned it. */
export const publicExpertReviewSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  stars: z.number().int(),
  createdAt: z.string(),
  imageUrls: z.array(z.string()),
  reviewerName: z.string(),
  service: z.object({
    id: z.number().int(),
    categoryCode: categoryCodeSchema,
    categoryName: z.string(),
    serviceTypeId: z.number().int(),
    serviceTypeCode: serviceTypeCodeSchema,
    serviceTypeName: z.string(),
  }),
});
export type PublicExpertReview = z.infer<typeof publicExpertReviewSchema>;

/**
 * `GET /api/Experts/{expertProfileId}`: what a customer reads before hiring. `averageRating` (1 decimal) is
 * null without reviews; `services` are the ones customers can hire now; reviews newest first.
 */
export const publicExpertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  description: z.string(),
  memberSince: z.string(),
  verified: z.boolean(),
  completedHires: z.number().int(),
  averageRating: z.number().nullable(),
  services: z.array(publicExpertServiceSchema),
  reviews: z.array(publicExpertReviewSchema),
});
export type PublicExpert = z.infer<typeof publicExpertSchema>;

export const expertProfileIdParamSchema = z.object({ expertProfileId: pathId() });

/** GET /api/Experts/terms: what an expert keeps of a price, and whether earnings reach their bank here. */
export const expertTermsSchema = z.object({
  commissionPercent: z.number(),
  /** False with the local payment provider: earnings stay on the platform (nothing is transferred). */
  canTransfer: z.boolean(),
});
export type ExpertTerms = z.infer<typeof expertTermsSchema>;
