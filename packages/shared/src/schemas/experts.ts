import { z } from 'zod';

/** User-facing texts of the expert side (spec 001 sections 5, 8 and 9). */
export const EXPERT_MESSAGES = {
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

/** Text fields of `POST /api/User/become-expert` (multipart, beside the `profilePicture` file). */
export const becomeExpertFieldsSchema = z.object({
  description: z
    .string({ error: EXPERT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, EXPERT_MESSAGES.descriptionRequired)
    .max(EXPERT_DESCRIPTION_MAX, EXPERT_MESSAGES.descriptionTooLong),
});

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
  isActive: z.boolean(),
  hireId: z.number().int(),
  hireStatus: z.string(),
  clientName: z.string(),
  hiredAt: z.string(),
});
export type ExpertSearch = z.infer<typeof expertSearchSchema>;
export const expertSearchListSchema = z.array(expertSearchSchema);
