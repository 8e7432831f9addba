import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../../shared/api-error';
import { type WebsiteImageKind, websiteImageKinds } from '../../../shared/website';
import type { AppContext } from '../../context';
import { adminOnly, signedInAdmin } from '../../plugins/admin-session';
import { HttpError } from '../../plugins/errors';
import { imageMaxBytes, pictureSizes } from './images';
import { findImage, insertImageStatement } from './images-repository';
import { changeDraft } from './service';

/**
 * The logo and the adviser's photo (issue 58): uploaded into the draft by the team who may change
 * the website (`POST /api/admin/website/images`, multipart: `kind` and `file`), served to everyone
 * by name (`GET /media/<id>-1x.webp`): a name is its content's hash, so it never changes and is
 * kept by browsers for a year.
 */

const tooLarge = 'The picture is over 10 MB: send a smaller one';
/** Pictures kept in memory (each under 100 KB: a logo and a photo at two sizes, and a few old ones). */
const keptPictures = 16;

async function readPicture(request: FastifyRequest): Promise<{ kind: WebsiteImageKind; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new HttpError(
      415,
      apiErrorCodes.unsupportedMediaType,
      'Send the picture as multipart/form-data with the fields kind and file.',
    );
  let kind: string | undefined;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: imageMaxBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 },
    })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') bytes = content;
      } else if (part.fieldname === 'kind') kind = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, apiErrorCodes.payloadTooLarge, `file: ${tooLarge}`, { file: tooLarge });
    throw new HttpError(400, apiErrorCodes.validation, 'file: Send one picture', {
      file: 'Send one picture',
    });
  }
  if (!websiteImageKinds.includes(kind as WebsiteImageKind))
    throw new HttpError(400, apiErrorCodes.validation, 'kind: Choose the logo or the photo', {
      kind: 'Choose the logo or the photo',
    });
  if (!bytes || bytes.length === 0)
    throw new HttpError(400, apiErrorCodes.validation, 'file: Choose a picture', {
      file: 'Choose a picture',
    });
  return { kind: kind as WebsiteImageKind, bytes };
}

export function registerWebsiteImageRoutes(app: FastifyInstance, context: AppContext): void {
  const { database } = context;
  // Multipart bodies are read by this route alone, in a scope of its own.
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/api/admin/website/images', { config: adminOnly }, async (request, reply) => {
      const { kind, bytes } = await readPicture(request);
      const { image, sizes } = await pictureSizes(bytes, kind);
      const admin = signedInAdmin(request);
      const now = context.now();
      await database.write(
        sizes.map((size) =>
          insertImageStatement(database.db, {
            name: `${image.id}-${size.density}x.webp`,
            image_id: image.id,
            kind,
            width: size.width,
            height: size.height,
            content_type: 'image/webp',
            content: size.bytes,
            uploaded_by: admin.adminId,
            uploaded_at: now.toISOString(),
          }),
        ),
      );
      // Into the draft at once (audited there): published with the rest.
      const state = await changeDraft(
        database,
        { details: { [kind]: image } },
        { admin, ip: request.ip },
        context.config.installSite,
        now,
      );
      return reply.code(201).header('cache-control', 'no-store').send(state);
    });
  });

  // A picture never changes under its name: the ones asked for lately are kept in memory, so a
  // page's visitors do not each cost a database read (a logo is on every page).
  const kept = new Map<string, { type: string; body: Buffer }>();
  app.get('/media/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    let picture = kept.get(name);
    if (!picture) {
      const found = /^[a-f0-9]{32}-[12]x\.webp$/.test(name) ? await findImage(database.db, name) : undefined;
      if (!found) throw new HttpError(404, apiErrorCodes.notFound, `There is no picture ${name}.`);
      picture = { type: found.content_type, body: Buffer.from(found.content) };
      if (kept.size >= keptPictures) kept.delete(kept.keys().next().value as string);
      kept.set(name, picture);
    }
    return reply
      .headers({
        'content-type': picture.type,
        'cache-control': 'public, max-age=31536000, immutable',
        etag: `"${name}"`,
      })
      .send(picture.body);
  });
}
