import { ERROR_CODES, type ErrorBody, type RegisteredErrorCode } from '@glossa/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Fastify's own error codes that mean "the client sent something wrong", with our status and code. */
const CLIENT_ERRORS: Record<string, { status: number; code: RegisteredErrorCode; detail?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ERROR_CODES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ERROR_CODES.validation },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.bodyTooLarge,
    detail: 'Request body is too large.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.invalidJson,
    detail: "Body cannot be empty when content-type is set to 'application/json'.",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.invalidJson,
    detail: 'Body is not valid JSON.',
  },
  FST_ERR_BAD_URL: { status: 400, code: ERROR_CODES.badPath, detail: 'Malformed URL.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: ERROR_CODES.validation },
  // @fastify/multipart's own errors (form bodies of the accounts routes).
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    detail: 'The body is not multipart/form-data.',
  },
  FST_PROTO_VIOLATION: {
    status: 400,
    code: ERROR_CODES.validation,
    detail: 'A form field name is not allowed.',
  },
  FST_PARTS_LIMIT: { status: 413, code: ERROR_CODES.bodyTooLarge, detail: 'The form has too many parts.' },
  FST_FILES_LIMIT: { status: 413, code: ERROR_CODES.bodyTooLarge, detail: 'Files are not accepted here.' },
  FST_FIELDS_LIMIT: { status: 413, code: ERROR_CODES.bodyTooLarge, detail: 'The form has too many fields.' },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.bodyTooLarge,
    detail: 'Files are not accepted here.',
  },
};

/**
 * busboy (under @fastify/multipart) throws plain errors, without a code, for bodies it cannot read: a missing
 * boundary, a malformed part, a truncated form. They are the client's fault.
 */
const MALFORMED_FORM =
  /^(Multipart: |Malformed part header|Unexpected end of (form|multipart)|Unsupported content type)/;

/**
 * The one place errors become answers: `{detail, code}` with a fitting status, never a stack trace.
 * Unexpected errors are logged with the request id and answered as a plain 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      void reply.headers(error.headers).code(error.statusCode).send(body(error.detail, error.code));
      return;
    }
    const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const known = CLIENT_ERRORS[fastifyCode];
    if (known) {
      void reply.code(known.status).send(body(known.detail ?? error.message, known.code));
      return;
    }
    if (!('statusCode' in error) && MALFORMED_FORM.test(error.message)) {
      void reply.code(400).send(body(`Malformed form body: ${error.message}`, ERROR_CODES.badRequest));
      return;
    }
    if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
      void reply.code(400).send(body('Body is not valid JSON.', ERROR_CODES.invalidJson));
      return;
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Any other 4xx (a plugin's own error) falls back to BAD_REQUEST, a registered code like every other.
    if (status >= 400 && status < 500) {
      void reply
        .code(status)
        .send(body(error.message, status === 429 ? ERROR_CODES.rateLimited : ERROR_CODES.badRequest));
      return;
    }
    if (isDatabaseBusy(error)) {
      // SQLite's write lock held by another connection (a dictionary being installed or imported) past the
      // busy timeout: the request may simply be sent again, so say so rather than fail with a 500.
      request.log.warn({ err: error }, 'database busy');
      void reply
        .code(503)
        .header('retry-after', '2')
        .send(
          body(
            'The server is busy for a moment (a dictionary is being installed). Please try again.',
            ERROR_CODES.unavailable,
          ),
        );
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply.code(500).send(body('Internal server error.', ERROR_CODES.internal));
  });
}

function isDatabaseBusy(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

function body(detail: string, code: RegisteredErrorCode): ErrorBody {
  return { detail, code };
}
