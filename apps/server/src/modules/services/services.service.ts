import { SERVICE_MAX_IMAGES, SERVICE_MESSAGES, camelCaseKeys, createServiceFieldsSchema, updateServiceFieldsSchema, type SearchService } from '@ojeador/shared';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound, ruleBroken } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import { filesNamed, type MultipartForm, type UploadedFile } from '../../http/multipart-form.js';
import type { FileStore } from '../../integrations/file-store.js';
import { ImageRejectedError, processImage, type ProcessedImage } from '../../integrations/image-processing.js';
import type { ServiceChanges, ServicesRepository } from './services.repository.js';

/** How a service reads back (the catalog's query, so the expert sees what customers see). */
export type ServiceReader = { listExpertServices(user: CurrentUser, expertProfileId: number): Promise<SearchService[]> };

export type ServicesDeps = { repository: ServicesRepository; files: FileStore; reader: ServiceReader };

const toCents = (euros: number) => Math.round(euros * 100);

function firstIssue<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw badRequest(details[0].message, details);
}

const imagesOf = (form: MultipartForm) => filesNamed(form, 'Images', 'images').filter((f) => f.data.length > 0);

/** Publishing and editing an expert's services: owner only, payment account ready, images re-encoded. */
export class ServicesService {
  constructor(private readonly deps: ServicesDeps) {}

  async create(user: CurrentUser, form: MultipartForm): Promise<SearchService> {
    const { repository } = this.deps;
    const profile = await this.ownedProfile(user, form.fields.expertProfileId ?? form.fields.ExpertProfileId);
    if (!profile.paymentsReadyAt) throw ruleBroken(SERVICE_MESSAGES.paymentsNotReady);
    const fields = firstIssue(createServiceFieldsSchema, { ...camelCaseKeys(form.fields), expertProfileId: profile.id });
    const uploads = imagesOf(form);
    if (uploads.length === 0) throw badRequest(SERVICE_MESSAGES.imageRequired, [{ path: 'Images', message: SERVICE_MESSAGES.imageRequired }]);
    if (!(await repository.categoryExists(fields.categoryId))) throw badRequest(SERVICE_MESSAGES.categoryRequired);
    if (!(await repository.serviceTypeExists(fields.serviceTypeId))) throw badRequest(SERVICE_MESSAGES.serviceTypeRequired);

    const images = await this.process(uploads);
    const urls = await this.store(images);
    try {
      const row = await repository.insert({
        expertProfileId: profile.id,
        categoryId: fields.categoryId,
        serviceTypeId: fields.serviceTypeId,
        priceCents: toCents(fields.price),
        conditions: fields.conditions,
        durationHours: fields.durationInHours,
        imageUrls: urls,
      });
      return await this.read(user, profile.id, row.id);
    } catch (error) {
      await this.removeAll(urls);
      throw error;
    }
  }

  /** Price, conditions and duration change what is sent; new images replace the old ones unless listed in keepImageUrls. */
  async update(user: CurrentUser, serviceId: number, form: MultipartForm): Promise<SearchService> {
    const { service, profileId } = await this.ownedService(user, serviceId);
    const fields = firstIssue(updateServiceFieldsSchema, camelCaseKeys(form.fields));
    const uploads = imagesOf(form);
    const keepGiven = 'keepImageUrls' in form.repeated;
    const kept = keepGiven ? service.imageUrls.filter((url) => form.repeated.keepImageUrls.includes(url)) : uploads.length ? [] : service.imageUrls;
    if (kept.length + uploads.length === 0) throw badRequest(SERVICE_MESSAGES.imageRequired);
    if (kept.length + uploads.length > SERVICE_MAX_IMAGES) throw new AppError('PAYLOAD_TOO_LARGE', SERVICE_MESSAGES.tooManyImages);

    const added = await this.store(await this.process(uploads));
    const changes: ServiceChanges = { imageUrls: [...kept, ...added] };
    if (fields.price !== undefined) changes.priceCents = toCents(fields.price);
    if (fields.conditions !== undefined) changes.conditions = fields.conditions;
    if (fields.durationInHours !== undefined) changes.durationHours = fields.durationInHours;
    try {
      await this.deps.repository.update(serviceId, profileId, changes);
    } catch (error) {
      await this.removeAll(added);
      throw error;
    }
    await this.removeAll(service.imageUrls.filter((url) => !kept.includes(url)));
    return this.read(user, profileId, serviceId);
  }

  /** Hidden from step 2 from now on; hires already made keep their own amount. */
  async deactivate(user: CurrentUser, serviceId: number): Promise<SearchService> {
    const { profileId } = await this.ownedService(user, serviceId);
    await this.deps.repository.update(serviceId, profileId, { isActive: false });
    return this.read(user, profileId, serviceId);
  }

  private async ownedProfile(user: CurrentUser, rawProfileId: string | undefined) {
    const { repository } = this.deps;
    if (rawProfileId === undefined || rawProfileId.trim() === '') {
      const own = await repository.findProfileOfUser(user.id);
      if (!own) throw notFound(SERVICE_MESSAGES.profileNotFound);
      return own;
    }
    const id = Number(rawProfileId);
    const profile = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await repository.findProfile(id) : null;
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

  private async process(uploads: UploadedFile[]): Promise<ProcessedImage[]> {
    const images: ProcessedImage[] = [];
    for (const upload of uploads) {
      try {
        images.push(await processImage(upload.data));
      } catch (error) {
        if (error instanceof ImageRejectedError) throw new AppError('UNSUPPORTED_MEDIA_TYPE', SERVICE_MESSAGES.imageType);
        throw error;
      }
    }
    return images;
  }

  private async store(images: ProcessedImage[]): Promise<string[]> {
    const urls: string[] = [];
    try {
      for (const image of images) urls.push((await this.deps.files.save(image.data, image.extension, 'services')).url);
    } catch (error) {
      await this.removeAll(urls);
      throw error;
    }
    return urls;
  }

  private async removeAll(urls: string[]) {
    await Promise.all(urls.map((url) => this.deps.files.removeByUrl(url)));
  }

  private async read(user: CurrentUser, profileId: number, serviceId: number): Promise<SearchService> {
    const service = (await this.deps.reader.listExpertServices(user, profileId)).find((s) => s.id === serviceId);
    if (!service) throw notFound(SERVICE_MESSAGES.serviceNotFound);
    return service;
  }
}
