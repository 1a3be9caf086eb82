import { AppError, notFound } from '../../http/app-error.js';
import type { CurrentUser } from '../../http/auth.js';
import type { UploadedFile } from '../../http/multipart-form.js';
import { HIRE_EVIDENCE_MESSAGES, HIRE_MESSAGES, REVIEW_CHECKLISTS, type HireEvidence, type HireStatus } from '@ojeador/shared';
import type { HireEvidenceRepository, HireEvidenceRow } from './hire-evidence.repository.js';

/** A hire's parties as the hires' read model answers them. */
type HireParties = { id: number; status: HireStatus; clientId: number; expertId: number };

export type HireEvidenceDeps = {
  repository: HireEvidenceRepository;
  hires: { partiesOf(hireId: number): Promise<HireParties | null> };
  store: {
    save(data: Buffer, extension: 'jpg' | 'png' | 'pdf', folder: string): Promise<string>;
    read(key: string): Promise<Buffer>;
    remove(key: string): Promise<void>;
  };
  /** An image checked by its bytes and re-encoded without metadata (integrations/image-processing.ts); null when refused. */
  process: (data: Buffer) => Promise<{ data: Buffer; extension: 'jpg' | 'png' } | null>;
};

/** When evidence can be added: while the expert works, while the customer decides, and during a dispute. */
const OPEN_FOR_EVIDENCE: readonly HireStatus[] = ['accepted', 'awaiting_client_decision', 'disputed'];
export const EVIDENCE_PER_UPLOAD = 10;
const EVIDENCE_PER_HIRE = 30;
const PDF_MAGIC = Buffer.from('%PDF-');
/** The points of every in-person checklist: what an upload's `item` may name. */
const CHECKLIST_KEYS = new Set(Object.values(REVIEW_CHECKLISTS).flatMap((items) => items.map((item) => item.key)));

const isPdf = (data: Buffer) => data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
const CONTENT_TYPES = { photo: 'image/jpeg', pdf: 'application/pdf' } as const;

/**
 * The hire's evidence: photos and PDFs its customer or expert attach for the report or a dispute, read by them and
 * the administrator only (never public uploads). Photos go through the upload pipeline's check and re-encoding; a PDF
 * is accepted by its bytes (`%PDF-`), with the same 5 MB limit.
 */
export class HireEvidenceService {
  constructor(private readonly deps: HireEvidenceDeps) {}

  async list(user: CurrentUser, hireId: number): Promise<HireEvidence[]> {
    const hire = await this.visible(user, hireId);
    return (await this.deps.repository.list(hireId)).map((row) => toEvidence(row, hire));
  }

  async upload(user: CurrentUser, hireId: number, files: readonly UploadedFile[], item: string | null = null): Promise<HireEvidence[]> {
    const hire = await this.visible(user, hireId);
    if (user.id !== hire.clientId && user.id !== hire.expertId) throw new AppError('FORBIDDEN', HIRE_MESSAGES.hireNotFound);
    if (!OPEN_FOR_EVIDENCE.includes(hire.status)) throw new AppError('HIRE_STATE', HIRE_EVIDENCE_MESSAGES.state);
    if (item !== null && !CHECKLIST_KEYS.has(item)) throw new AppError('VALIDATION', HIRE_EVIDENCE_MESSAGES.item);
    const uploads = files.filter((file) => file.data.length > 0);
    if (uploads.length === 0) throw new AppError('VALIDATION', HIRE_EVIDENCE_MESSAGES.none);
    if ((await this.deps.repository.countOf(hireId)) + uploads.length > EVIDENCE_PER_HIRE) throw new AppError('CONFLICT', HIRE_EVIDENCE_MESSAGES.cap);
    // Every file is checked before any is stored: a refused one stores nothing.
    const accepted: { data: Buffer; extension: 'jpg' | 'png' | 'pdf'; kind: 'photo' | 'pdf'; name: string }[] = [];
    for (const file of uploads) {
      const name = file.filename.slice(0, 200) || 'archivo';
      if (isPdf(file.data)) accepted.push({ data: file.data, extension: 'pdf', kind: 'pdf', name });
      else {
        const image = await this.deps.process(file.data);
        if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', HIRE_EVIDENCE_MESSAGES.typeRefused);
        accepted.push({ ...image, kind: 'photo', name });
      }
    }
    const keys: string[] = [];
    try {
      for (const file of accepted) keys.push(await this.deps.store.save(file.data, file.extension, `hire-${hireId}`));
      const rows = await this.deps.repository.insert(
        accepted.map((file, i) => ({ hireId, uploadedBy: user.id, kind: file.kind, fileKey: keys[i], name: file.name, item })),
      );
      return rows.map((row) => toEvidence(row, hire));
    } catch (error) {
      await Promise.all(keys.map((key) => this.deps.store.remove(key).catch(() => undefined)));
      throw error;
    }
  }

  /** The file's bytes and type, for its parties and the administrator. */
  async read(user: CurrentUser, hireId: number, evidenceId: number): Promise<{ data: Buffer; contentType: string; name: string }> {
    await this.visible(user, hireId);
    const row = await this.deps.repository.find(hireId, evidenceId);
    if (!row) throw notFound(HIRE_EVIDENCE_MESSAGES.notFound);
    const contentType = row.kind === 'pdf' ? CONTENT_TYPES.pdf : row.fileKey.endsWith('.png') ? 'image/png' : CONTENT_TYPES.photo;
    return { data: await this.deps.store.read(row.fileKey), contentType, name: row.name };
  }

  /** The customer, the expert and the administrator see it; anyone else gets 404. */
  private async visible(user: CurrentUser, hireId: number): Promise<HireParties> {
    const hire = await this.deps.hires.partiesOf(hireId);
    if (!hire || !(user.id === hire.clientId || user.id === hire.expertId || user.appRole === 'Admin')) throw notFound(HIRE_MESSAGES.hireNotFound);
    return hire;
  }
}

function toEvidence(row: HireEvidenceRow, hire: HireParties): HireEvidence {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    uploadedBy: row.uploadedBy === hire.clientId ? 'client' : 'expert',
    createdAt: row.createdAt.toISOString(),
    url: `/api/SearchHire/${hire.id}/evidence/${row.id}`,
    item: row.item,
  };
}
