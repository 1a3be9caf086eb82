import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HIRE_EVIDENCE_MESSAGES, hireEvidenceFieldsSchema, hireEvidenceListSchema, hireEvidenceParamsSchema, idParamSchema } from '@ojeador/shared';
import { requireUser } from '../../http/auth.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { EVIDENCE_PER_UPLOAD, type HireEvidenceService } from './hire-evidence.service.js';

const tags = ['Hires'];
const formOptions = { maxFiles: EVIDENCE_PER_UPLOAD, tooLargeMessage: HIRE_EVIDENCE_MESSAGES.tooLarge, tooManyFilesMessage: HIRE_EVIDENCE_MESSAGES.tooMany };

export const hireEvidenceRoutes: FastifyPluginAsyncZod<{ service: HireEvidenceService }> = async (app, { service }) => {
  app.get(
    '/api/SearchHire/:id/evidence',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "The photos and PDFs the hire's customer and expert attached, oldest first: for them and the admin; 404 for anyone else",
        params: idParamSchema,
        response: { 200: hireEvidenceListSchema },
      },
    },
    async (request) => service.list(requireUser(request), request.params.id),
  );

  app.post(
    '/api/SearchHire/:id/evidence',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          "Multipart repeated Files (JPEG, PNG or PDF by their bytes, 5 MB each, 10 at a time, 30 a hire) and an optional Item (the checklist point they show) from the hire's customer or expert while it is accepted, awaiting the customer's decision or disputed: the report's and a dispute's evidence. 403 for the admin, 404 for anyone else, 409 HIRE_STATE otherwise",
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 201: hireEvidenceListSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readMultipartForm(request, hireEvidenceFieldsSchema, formOptions);
      return reply.status(201).send(await service.upload(user, request.params.id, form.files, form.fields.item ?? null));
    },
  );

  app.get(
    '/api/SearchHire/:id/evidence/:evidenceId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description: "One attached file's bytes (image/jpeg, image/png or application/pdf), never cached by shared caches: the hire's parties and the admin",
        params: hireEvidenceParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.read(requireUser(request), request.params.id, request.params.evidenceId);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${file.contentType === 'application/pdf' ? 'attachment' : 'inline'}; filename="evidence-${request.params.evidenceId}"`)
        .send(file.data);
    },
  );
};
