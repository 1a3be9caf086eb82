import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorCode, type ErrorResponse } from '@ojeador/shared';
import { AppError } from './app-error.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'RULE_BROKEN',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, request: FastifyRequest, status: number, body: Omit<ErrorResponse, 'requestId'>) {
  const retryAfter = (body.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  if (status === 429 && retryAfter) reply.header('retry-after', String(retryAfter));
  return reply.status(status).send({ ...body, requestId: request.id });
}

/** One error shape everywhere: `{ code, message, details?, requestId }`; a 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, request, error.statusCode, { code: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? MESSAGES.validation,
      }));
      return send(reply, request, 400, { code: 'VALIDATION', message: details[0]?.message ?? MESSAGES.validation, details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return send(reply, request, 500, { code: 'INTERNAL', message: MESSAGES.internal });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION';
      const message = status === 400 && error.code?.startsWith('FST_ERR_CTP') ? 'El cuerpo de la petición no es JSON válido' : error.message;
      return send(reply, request, status, { code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, { code: 'INTERNAL', message: MESSAGES.internal });
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, { code: 'NOT_FOUND', message: `Ruta no encontrada: ${request.method} ${request.url.split('?')[0]}` }));
}
