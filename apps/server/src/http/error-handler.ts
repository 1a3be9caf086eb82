import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorCode, type ErrorResponse } from '@ojeador/shared';
import { isDatabaseUnavailable } from '../db/outage.js';
import { AppError } from './app-error.js';

/** Seconds a client is told to wait before trying again while the database cannot be reached. */
const OUTAGE_RETRY_AFTER_SECONDS = 30;

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
  if (status === 503) reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  return reply.status(status).send({ ...body, requestId: request.id });
}

/** Spanish texts for what Fastify itself refuses before any route runs. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'La dirección de la petición no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección de la petición es demasiado larga',
  FST_ERR_ASYNC_CONSTRAINT: 'La petición no es válida',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido: envía JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'El cuerpo de la petición es demasiado grande',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del cuerpo no coincide con Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la petición no puede estar vacío',
};

/**
 * Fastify's `frameworkErrors` (bad percent-encoding, over-long path parameters): these are answered
 * before the error handler exists for the request, so they need the one error shape here too.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = FRAMEWORK_MESSAGES[error.code] ?? MESSAGES.validation;
  // Fastify ignores this callback's result; the reply is sent, not awaited.
  void send(reply, request, status, { code: CODE_BY_STATUS[status] ?? 'VALIDATION', message });
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
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (status === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)
          ? 'El cuerpo de la petición no es JSON válido'
          : error.message);
      return send(reply, request, status, { code, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return send(reply, request, 503, { code: 'UNAVAILABLE', message: MESSAGES.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, { code: 'INTERNAL', message: MESSAGES.internal });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, 404, { code: 'NOT_FOUND', message: `Ruta no encontrada: ${request.method} ${request.url.split('?')[0]}` }),
  );
}
