import { SERVICE_MAX_IMAGES, SERVICE_MESSAGES, type CreateServiceFields, type SearchService, type UpdateServiceFields, Cents } from '@ojeador/shared';
import { AppError, badRequest, forbidden, notFound, ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { ImageField, ImageUploads } from '../../http/image-upload.js';
import type { UploadedFile } from '../../http/multipart-form.js';
import type { ServiceChanges, ServicesRepository } from './services.repository.js';

/** How a service reads back (the catalog's query, so the expert sees what customers see). */
export type ServiceReader = { listExpertServices(user: CurrentUser, expertProfileId: number): Promise<SearchService[]> };

export type ServicesDeps = { repository: ServicesRepository; images: ImageUploads; reader: ServiceReader };

/** An edit as the route read it: `keepImageUrls` is undefined when the form did not send the field at all. */
export type ServiceEdit = UpdateServiceFields & { keepImageUrls: readonly string[] | undefined };

const SERVICE_IMAGES: ImageField = {
  names: ['Images', 'images'],
  max: SERVICE_MAX_IMAGES,
  folder: 'services',
  typeMessage: SERVICE_MESSAGES.imageType,
  tooManyMessage: SERVICE_MESSAGES.tooManyImages,
};

/** Publishing and editing an expert's services: owner only, payment account ready, images re-encoded. */
export class ServicesService {
  constructor(private readonly deps: ServicesDeps) {}

  async create(user: CurrentUser, fields: CreateServiceFields, files: readonly UploadedFile[]): Promise<SearchService> {
    const { repository } = this.deps;
    const profile = await this.ownedProfile(user, fields.expertProfileId);
    if (!profile.paymentsReadyAt) throw ruleBroken(SERVICE_MESSAGES.paymentsNotReady);
    const uploads = this.deps.images.filesOf(files, SERVICE_IMAGES);
    if (uploads.length === 0) throw badRequest(SERVICE_MESSAGES.imageRequired, [{ path: 'Images', message: SERVICE_MESSAGES.imageRequired }]);
    if (!(await repository.categoryExists(fields.categoryId))) throw badRequest(SERVICE_MESSAGES.categoryRequired);
    if (!(await repository.serviceTypeExists(fields.serviceTypeId))) throw badRequest(SERVICE_MESSAGES.serviceTypeRequired);

    const { urls, rollback } = await this.deps.images.accept(files, SERVICE_IMAGES);
    try {
      const row = await repository.insert({
        expertProfileId: profile.id,
        categoryId: fields.categoryId,
        serviceTypeId: fields.serviceTypeId,
        priceCents: Cents.fromEuros(fields.price),
        conditions: fields.conditions,
        durationHours: fields.durationInHours,
        imageUrls: urls,
      });
      return await this.read(user, profile.id, row.id);
    } catch (error) {
      await rollback();
      throw error;
    }
  }

  /** Price, conditions and duration change what is sent; new images replace the old ones unless listed in keepImageUrls. */
  async update(user: CurrentUser, serviceId: number, fields: ServiceEdit, files: readonly UploadedFile[]): Promise<SearchService> {
    const { service, profileId } = await this.ownedService(user, serviceId);
    const uploads = this.deps.images.filesOf(files, SERVICE_IMAGES);
    const { keepImageUrls } = fields;
    const kept = keepImageUrls ? service.imageUrls.filter((url) => keepImageUrls.includes(url)) : uploads.length ? [] : service.imageUrls;
    if (kept.length + uploads.length === 0) throw badRequest(SERVICE_MESSAGES.imageRequired);
    if (kept.length + uploads.length > SERVICE_MAX_IMAGES) throw new AppError('PAYLOAD_TOO_LARGE', SERVICE_MESSAGES.tooManyImages);

    const { urls: added, rollback } = await this.deps.images.accept(files, SERVICE_IMAGES);
    const changes: ServiceChanges = { imageUrls: [...kept, ...added] };
    if (fields.price !== undefined) changes.priceCents = Cents.fromEuros(fields.price);
    if (fields.conditions !== undefined) changes.conditions = fields.conditions;
    if (fields.durationInHours !== undefined) changes.durationHours = fields.durationInHours;
    try {
      await this.deps.repository.update(serviceId, profileId, changes);
    } catch (error) {
      await rollback();
      throw error;
    }
    await this.deps.images.remove(service.imageUrls.filter((url) => !kept.includes(url)));
    return this.read(user, profileId, serviceId);
  }

  /** Hidden from step 2 from now on; hires already made keep their own amount. */
  async deactivate(user: CurrentUser, serviceId: number): Promise<SearchService> {
    const { profileId } = await this.ownedService(user, serviceId);
    await this.deps.repository.update(serviceId, profileId, { isActive: false });
    return this.read(user, profileId, serviceId);
  }

  /** `profileId` as createServiceFieldsSchema reads it: undefined for the caller's own, null for one that cannot exist. */
  private async ownedProfile(user: CurrentUser, profileId: number | null | undefined) {
    const { repository } = this.deps;
    if (profileId === undefined) {
      const own = await repository.findProfileOfUser(user.id);
      if (!own) throw notFound(SERVICE_MESSAGES.profileNotFound);
      return own;
    }
    const profile = profileId === null ? null : await repository.findProfile(profileId);
    if (!profile) throw notFound(SERVICE_MESSAGES.profileNotFound);
    if (profile.userId !== user.id) throw forbidden();
    return profile;
  }

  private async ownedService(user: CurrentUser, serviceId: number) {
    const found = await this.deps.repository.findWithOwner(serviceId);
    if (!found) throw notFound(SERVICE_MESSAGES.serviceNotFound);
    if (found.ownerId !== user.id) throw forbidden();
    return { service: found.service, profileId: found.service.expertProfileId };
  }

  private async read(user: CurrentUser, profileId: number, serviceId: number): Promise<SearchService> {
    const service = (await this.deps.reader.listExpertServices(user, profileId)).find((s) => s.id === serviceId);
    if (!service) throw notFound(SERVICE_MESSAGES.serviceNotFound);
    return service;
  }
}
