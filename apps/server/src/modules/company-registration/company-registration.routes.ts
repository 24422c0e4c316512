import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cancelLicenceUpload,
  createLicenceVerificationToken,
  getCompanyRegistrationStatus,
  getLicenceDocument,
  LICENCE_FILE_MAX_BYTES,
  LICENCE_MESSAGES,
  MESSAGES,
  uploadLicence,
  validateLicenceVerificationToken,
  verifyLicence,
} from '@tour/shared';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serveEndpoint } from '../../http/endpoint-route';
import { parseWith } from '../../http/validate';
import * as registration from './company-registration.service';

/** Reads the upload form: its text fields and the one licence file (a `user_id` field is read and ignored). */
async function readLicenceForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'license' && !file) {
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') {
      throw new AppError('VALIDATION_FAILED', LICENCE_MESSAGES.fileRule, { license: LICENCE_MESSAGES.fileRule });
    }
    // The multipart parser reports a malformed body (no boundary, cut short) as a plain Error without a code.
    if (error instanceof Error && code === undefined) throw new AppError('BAD_REQUEST', MESSAGES.malformedUpload);
    throw error;
  }
  return { fields: { license_type: fields.license_type, license_value: fields.license_value }, file };
}

/**
 * Company registration by licence (2-operator.md sections 2, 4, 5, 7; DESIGN decision 8). Who may
 * register is checked in the service (wholesale_owner, agent, admin, with the spec's message); the
 * e-mailed link's holder may validate and verify without signing in.
 */
export async function companyRegistrationRoutes(
  app: FastifyInstance,
  deps: registration.TCompanyRegistrationDeps & { writeLimit: number },
) {
  await app.register(multipart, {
    limits: { fileSize: LICENCE_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  });
  const limited = { rateLimit: { max: deps.writeLimit, timeWindow: '1 minute' } };
  const depsFor = (request: FastifyRequest): registration.TCompanyRegistrationDeps => ({ ...deps, log: request.log });

  serveEndpoint(app, uploadLicence, { access: 'signedIn', ...limited }, async (request) => {
    const user = requireAuth(request).user;
    const form = await readLicenceForm(request);
    const fields = parseWith(uploadLicence.multipart, form.fields);
    return registration.uploadLicence(depsFor(request), user, { fields, file: form.file });
  });

  serveEndpoint(app, cancelLicenceUpload, { access: 'signedIn', ...limited }, async (request) =>
    registration.cancelUpload(depsFor(request), requireAuth(request).user, request.params.licenseId),
  );

  serveEndpoint(app, createLicenceVerificationToken, { access: 'signedIn', ...limited }, async (request) =>
    registration.createVerificationToken(depsFor(request), requireAuth(request).user, request.body.licenseId),
  );

  serveEndpoint(app, validateLicenceVerificationToken, { access: 'public', ...limited }, async (request) =>
    registration.validateVerificationToken(depsFor(request), request.body.token),
  );

  serveEndpoint(app, verifyLicence, { access: 'public', ...limited }, async (request) =>
    registration.verifyLicence(depsFor(request), request.body),
  );

  /**
   * The licence document, shown in the page (an <img>, or a PDF in a frame of this site): inline, never
   * cached, never sniffed, and nothing of it runs (no scripts, no plugins beyond the browser's PDF viewer).
   */
  serveEndpoint(app, getLicenceDocument, { access: 'signedIn' }, async (request, reply) => {
    const document = await registration.readLicenceDocument(
      depsFor(request),
      requireAuth(request).user,
      request.params.documentId,
    );
    return reply
      .header('Content-Type', document.contentType)
      .header('Content-Disposition', `inline; filename="${document.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      )
      .send(document.bytes);
  });

  serveEndpoint(app, getCompanyRegistrationStatus, { access: 'public' }, async (request) =>
    registration.registrationStatus(depsFor(request), request.auth?.user ?? null, request.query),
  );
}
