import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebsiteState } from '../../../shared/website';
import { type AdminClient, signInAdmin, testAccounts } from '../../testing/admin';
import { createTestApp, type TestApp } from '../../testing/app';
import { dialects } from '../../testing/databases';
import { multipart } from '../../testing/documents';

/**
 * The logo and the adviser's photo (issue 58) on both databases: uploaded into the draft, checked
 * like a document (by content, size and dimensions), kept at 1x and 2x as WebP with their width
 * and height, served to anyone with a year's caching; what is not a picture is refused naming the
 * file, storing nothing.
 */

const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 70 } } })
    [format]()
    .toBuffer();

describe.each(dialects)('the website’s pictures (%s)', (dialect) => {
  let testApp: TestApp;
  let owner: AdminClient;
  let assistant: AdminClient;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    owner = await signInAdmin(testApp, testAccounts.owner);
    assistant = await signInAdmin(testApp, testAccounts.assistant);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const upload = (kind: string, bytes: Buffer, as: AdminClient = owner, name = 'picture.png') => {
    const body = multipart({ kind }, { name, bytes, type: 'image/png' });
    return as.request({
      method: 'POST',
      url: '/api/admin/website/images',
      payload: body.payload,
      headers: body.headers,
    });
  };
  const storedRows = async () =>
    (await testApp.database.handle.db.selectFrom('website_images').select('name').execute()).length;

  it('takes a logo into the draft at 1x and 2x, served as WebP with its size and a year’s caching', async () => {
    // 400 x 200: shown 36 high, so 72 wide (2:1); 144 x 72 at 2x.
    const answer = await upload('logo', await picture(400, 200, 'png'));
    expect(answer.statusCode).toBe(201);
    const logo = (answer.json() as WebsiteState).draft.details.logo;
    expect(logo).toMatchObject({ width: 72, height: 36 });
    for (const [density, width, height] of [
      [1, 72, 36],
      [2, 144, 72],
    ] as const) {
      const served = await testApp.app.inject({ method: 'GET', url: `/media/${logo?.id}-${density}x.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
    }
    // Not on the site until published.
    expect(testApp.config.site.logo).toBeNull();
    expect((await owner.request({ method: 'POST', url: '/api/admin/website/publish' })).statusCode).toBe(200);
    expect(testApp.config.site.logo).toEqual(logo);
  });

  it('crops the photo square around its middle', async () => {
    const answer = await upload('photo', await picture(800, 600, 'jpeg'), owner, 'me.jpg');
    expect(answer.statusCode).toBe(201);
    expect((answer.json() as WebsiteState).draft.details.photo).toMatchObject({ width: 160, height: 160 });
  });

  it.each([
    [
      'a text file named .png',
      () => Promise.resolve(Buffer.from('not a picture at all, only words')),
      'This is not a picture: send a JPEG, PNG or WebP picture',
    ],
    [
      'a PNG that stops after its signature',
      () => Promise.resolve(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])),
      'The picture cannot be read: send a JPEG, PNG or WebP picture',
    ],
    [
      'a logo 40 pixels high',
      () => picture(200, 40, 'png'),
      'The logo is too small: send one at least 72 pixels high',
    ],
  ])('refuses %s, naming the file, storing nothing', async (_name, bytes, message) => {
    const before = await storedRows();
    const draftBefore = (
      await owner.request({ method: 'GET', url: '/api/admin/website' })
    ).json() as WebsiteState;
    const answer = await upload('logo', await bytes());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({ file: message });
    expect(await storedRows()).toBe(before);
    const draftAfter = (
      await owner.request({ method: 'GET', url: '/api/admin/website' })
    ).json() as WebsiteState;
    expect(draftAfter.draftUpdatedAt).toBe(draftBefore.draftUpdatedAt);
  });

  it('refuses a picture over 10 MB, a kind it does not know, an assistant, and a name it never made', async () => {
    const before = await storedRows();
    const huge = await upload(
      'logo',
      Buffer.concat([await picture(400, 200, 'png'), Buffer.alloc(11 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.fields).toEqual({ file: 'The picture is over 10 MB: send a smaller one' });
    const kind = await upload('banner', await picture(400, 200, 'png'));
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.fields).toEqual({ kind: 'Choose the logo or the photo' });
    expect((await upload('logo', await picture(400, 200, 'png'), assistant)).statusCode).toBe(403);
    expect(await storedRows()).toBe(before);
    for (const url of ['/media/../../etc/passwd', '/media/0123456789abcdef0123456789abcdef-3x.webp'])
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
