import { randomBytes, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { ActiveWorkspace } from '../../../shared/workspace';
import { members, workspaces } from '../../db/schema/index';
import { replaceWorkspaceAvatar } from '../../services/workspace/avatar';
import { signUp, withCookie } from '../../test/auth-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin } from '../../test/test-app';

const avatarPath = /^\/storage\/workspace-avatars\/([0-9a-f-]{36}\.webp)$/;

/** A solid-colour image of this size, encoded by sharp. */
const solid = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A real, valid PNG of 20000×20000 pixels (400 megapixels) that compresses to well under a megabyte. */
function pixelBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, so the rows to compress stay small
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const images = {} as Record<
  'largePng' | 'gpsJpeg' | 'tinyPng' | 'animatedGif' | 'webp' | 'avif' | 'tiff' | 'bomb',
  Buffer
>;

beforeAll(async () => {
  images.largePng = await solid(1000, 800).png().toBuffer();
  images.gpsJpeg = await solid(640, 480)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Spyglass', Copyright: 'Secret Corp' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
  images.tinyPng = await solid(10, 10).png().toBuffer();
  const frame = (background: string) => solid(50, 50, background).png().toBuffer();
  images.animatedGif = await sharp([await frame('#00ff00'), await frame('#0000ff')], {
    join: { animated: true },
  })
    .gif()
    .toBuffer();
  images.webp = await solid(600, 300).webp().toBuffer();
  images.avif = await solid(300, 600).avif().toBuffer();
  images.tiff = await solid(100, 100).tiff().toBuffer();
  images.bomb = pixelBomb();
});

const blobOf = (bytes: Buffer, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

/** A multipart body as a browser's FormData sends it: bytes as files named avatar.png, strings as text fields. */
function formOf(...fields: [name: string, value: Buffer | string][]) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, blobOf(value), 'avatar.png');
  }
  return form;
}

describeOnEachDatabase('/api/workspace/avatar', (context) => {
  // No content-type of our own: fetch writes the multipart boundary.
  const upload = (cookie: string, body: FormData | string, headers: Record<string, string> = {}) =>
    context().app.request('/api/workspace/avatar', {
      method: 'PUT',
      headers: { origin: testOrigin, cookie, ...headers },
      body,
    });
  const uploadFile = (cookie: string, bytes: Buffer, filename = 'avatar.png', type = 'image/png') => {
    const form = new FormData();
    form.append('file', blobOf(bytes, type), filename);
    return upload(cookie, form);
  };
  const removeAvatar = (cookie: string) =>
    context().app.request(
      '/api/workspace/avatar',
      withCookie(cookie, { method: 'DELETE', headers: { origin: testOrigin } }),
    );
  const activeWorkspace = async (cookie: string) =>
    (
      (await (await context().app.request('/api/workspace', withCookie(cookie))).json()) as {
        workspace: ActiveWorkspace;
      }
    ).workspace;
  const storedObject = (name: string) => context().deps.storage.get('workspace-avatars', name);
  const objectCount = async () => (await context().deps.storage.list('workspace-avatars')).length;

  /** Uploads the image, expects success, and answers the answer's workspace and the stored object. */
  async function uploaded(cookie: string, bytes: Buffer, filename?: string, type?: string) {
    const response = await uploadFile(cookie, bytes, filename, type);
    expect(response.status).toBe(200);
    const { workspace } = (await response.json()) as { workspace: ActiveWorkspace };
    const name = workspace.avatarUrl?.match(avatarPath)?.[1];
    expect(name).toBeDefined();
    const object = await storedObject(name!);
    expect(object).toBeDefined();
    return { workspace, name: name!, object: object! };
  }

  /** A refusal: its status and error body, with nothing stored and the avatar unchanged. */
  async function expectRefused(
    cookie: string,
    send: () => Response | Promise<Response>,
    status: number,
    error: { code: string; message: string },
  ) {
    const before = { objects: await objectCount(), avatarUrl: (await activeWorkspace(cookie)).avatarUrl };
    const response = await send();
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect({ objects: await objectCount(), avatarUrl: (await activeWorkspace(cookie)).avatarUrl }).toEqual(
      before,
    );
  }

  it('stores a large PNG as WebP fitted inside 512×512 and points the workspace at it', async () => {
    const { cookie } = await signUp(context());
    const { workspace, object } = await uploaded(cookie, images.largePng);
    expect(workspace).toMatchObject({
      role: 'owner',
      permissions: expect.arrayContaining(['workspace:update']),
    });
    expect(object.contentType).toBe('image/webp');
    expect(await fileTypeFromBuffer(object.data)).toEqual({ ext: 'webp', mime: 'image/webp' });
    const stored = await sharp(object.data).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
      format: 'webp',
      width: 512,
      height: 410,
    });
    expect(await activeWorkspace(cookie)).toEqual(workspace);
  });

  it('strips metadata: a JPEG with EXIF and GPS is stored without any', async () => {
    const { cookie } = await signUp(context());
    expect((await sharp(images.gpsJpeg).metadata()).exif?.includes('Secret Corp')).toBe(true);
    const { object } = await uploaded(cookie, images.gpsJpeg, 'holiday.jpg', 'image/jpeg');
    const stored = await sharp(object.data).metadata();
    expect({ exif: stored.exif, xmp: stored.xmp, icc: stored.icc, iptc: stored.iptc }).toEqual({
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      iptc: undefined,
    });
    expect(object.data.includes('Secret Corp')).toBe(false);
    expect(object.data.includes('EXIF')).toBe(false);
    expect([stored.width, stored.height]).toEqual([512, 384]);
  });

  it('never enlarges a small image', async () => {
    const { cookie } = await signUp(context());
    const { object } = await uploaded(cookie, images.tinyPng);
    const stored = await sharp(object.data).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 10, 10]);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const { cookie } = await signUp(context());
    expect((await sharp(images.animatedGif).metadata()).pages).toBe(2);
    const { object } = await uploaded(cookie, images.animatedGif, 'wave.gif', 'image/gif');
    const stored = await sharp(object.data, { pages: -1 }).metadata();
    expect([stored.format, stored.pages ?? 1, stored.width, stored.height]).toEqual(['webp', 1, 50, 50]);
    const { dominant } = await sharp(object.data).stats();
    expect(dominant.g).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it('accepts WebP and AVIF, whatever name and type the browser gives them', async () => {
    const { cookie } = await signUp(context());
    const webp = await uploaded(cookie, images.webp, 'noname', 'application/octet-stream');
    expect((await sharp(webp.object.data).metadata()).width).toBe(512);
    const avif = await uploaded(cookie, images.avif, 'photo.png', 'image/png');
    expect(await sharp(avif.object.data).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 512,
    });
  });

  it('refuses a file that is not one of our image types, whatever it claims, with 415', async () => {
    const { cookie } = await signUp(context());
    const notAnImage = { code: 'unsupported_media_type', message: 'Please upload an image file' };
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const refusals: [Buffer, string, string][] = [
      [Buffer.from('just some text, honestly'), 'avatar.png', 'image/png'],
      [Buffer.from(svg), 'avatar.svg', 'image/svg+xml'],
      [Buffer.from(`<?xml version="1.0"?>${svg}`), 'avatar.png', 'image/png'],
      [randomBytes(4096), 'avatar.jpg', 'image/jpeg'],
      [Buffer.alloc(0), 'avatar.png', 'image/png'],
      [images.tiff, 'avatar.tiff', 'image/tiff'],
      [Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'avatar.png', 'image/png'],
    ];
    for (const [bytes, filename, type] of refusals) {
      await expectRefused(cookie, () => uploadFile(cookie, bytes, filename, type), 415, notAnImage);
    }
  });

  it('refuses a truncated or corrupt image with 400', async () => {
    const { cookie } = await signUp(context());
    const cannotDecode = { code: 'invalid_image', message: 'Please upload an image file' };
    const png = await solid(400, 300).png({ compressionLevel: 0 }).toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 64), randomBytes(png.length - 64)]);
    for (const bytes of [
      png.subarray(0, png.length / 2),
      png.subarray(0, 40),
      corrupt,
      images.gpsJpeg.subarray(0, 600),
    ]) {
      await expectRefused(cookie, () => uploadFile(cookie, bytes), 400, cannotDecode);
    }
  });

  it('refuses a file over 5 MB with 413, and a body far over it before reading it', async () => {
    const { cookie } = await signUp(context());
    const justOver = Buffer.concat([
      images.largePng,
      Buffer.alloc(5 * 1024 * 1024 + 1 - images.largePng.length),
    ]);
    await expectRefused(cookie, () => uploadFile(cookie, justOver), 413, {
      code: 'payload_too_large',
      message: 'The image must be at most 5 MB.',
    });
    const farOver = Buffer.concat([images.largePng, randomBytes(6 * 1024 * 1024)]);
    await expectRefused(cookie, () => uploadFile(cookie, farOver), 413, {
      code: 'payload_too_large',
      message: 'The request body is too large.',
    });
  });

  it('refuses a 20 megapixel photo: a 512 px avatar needs no more than 16 decoded', async () => {
    const { cookie } = await signUp(context());
    const photo = await solid(5000, 4000).png().toBuffer();
    await expectRefused(cookie, () => uploadFile(cookie, photo), 413, {
      code: 'image_too_large',
      message: 'The image is too large. Please upload one of at most 16 megapixels.',
    });
  });

  it('refuses a pixel bomb from its declared size, without decoding it', async () => {
    const { cookie } = await signUp(context());
    expect(images.bomb.length).toBeLessThan(1024 * 1024);
    const declared = await sharp(images.bomb, { limitInputPixels: false }).metadata();
    expect([declared.format, declared.width, declared.height]).toEqual(['png', 20_000, 20_000]);
    const started = Date.now();
    await expectRefused(cookie, () => uploadFile(cookie, images.bomb), 413, {
      code: 'image_too_large',
      message: 'The image is too large. Please upload one of at most 16 megapixels.',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses an upload that is not one file in the field "file" with 400', async () => {
    const { cookie } = await signUp(context());
    const oneFile = {
      code: 'invalid_upload',
      message: 'Send one image file in the form field named "file".',
    };
    const unreadable = { code: 'invalid_upload', message: 'The upload could not be read. Please try again.' };
    const png = images.tinyPng;
    for (const form of [
      formOf(),
      formOf(['avatar', png]),
      formOf(['file', png], ['file', png]),
      formOf(['file', png], ['avatar', png]),
      formOf(['file', png], ['note', 'hello']),
      formOf(['file', 'not a file']),
    ]) {
      await expectRefused(cookie, () => upload(cookie, form), 400, oneFile);
    }
    const brokenMultipart = () =>
      upload(cookie, '--nope\r\nContent-Disposition: form-data; name="file"\r\n\r\nxx', {
        'content-type': 'multipart/form-data; boundary=elsewhere',
      });
    await expectRefused(cookie, brokenMultipart, 400, unreadable);
    const noBody = () =>
      context().app.request(
        '/api/workspace/avatar',
        withCookie(cookie, { method: 'PUT', headers: { origin: testOrigin } }),
      );
    await expectRefused(cookie, noBody, 400, unreadable);
    const json = () =>
      context().app.request('/api/workspace/avatar', withCookie(cookie, jsonRequest('PUT', { file: 'x' })));
    await expectRefused(cookie, json, 400, unreadable);
  });

  it('replaces the previous avatar and deletes its stored object', async () => {
    const { cookie } = await signUp(context());
    const first = await uploaded(cookie, images.largePng);
    const second = await uploaded(cookie, images.tinyPng);
    expect(second.name).not.toBe(first.name);
    expect(await storedObject(first.name)).toBeUndefined();
    expect((await context().app.request(first.workspace.avatarUrl!)).status).toBe(404);
    const served = await context().app.request(second.workspace.avatarUrl!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(second.object.data)).toBe(true);
  });

  it('removes the avatar and its object', async () => {
    const { cookie } = await signUp(context());
    const { name } = await uploaded(cookie, images.largePng);
    const removed = await removeAvatar(cookie);
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect((await activeWorkspace(cookie)).avatarUrl).toBeNull();
    expect(await storedObject(name)).toBeUndefined();
    expect((await removeAvatar(cookie)).status).toBe(204);
  });

  it('refuses to save an upload whose sender lost the role while it was arriving', async () => {
    const { cookie, response } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    const workspace = await activeWorkspace(cookie);
    // The request passed its role check; the Owner then demotes them before the body is in.
    await context()
      .database.db.update(members)
      .set({ role: 'collaborator' })
      .where(eq(members.userId, user.id));
    const { db } = context().database;
    const webp = await solid(64, 64).webp().toBuffer();
    const before = await objectCount();
    await expect(
      replaceWorkspaceAvatar(
        db,
        context().deps.storage,
        { userId: user.id, workspaceId: workspace.id },
        webp,
      ),
    ).rejects.toMatchObject({ status: 403 });
    expect((await activeWorkspace(cookie)).avatarUrl).toBeNull();
    expect(await objectCount()).toBe(before);
  });

  it('goes with its workspace: a deleted workspace’s avatar is no longer served', async () => {
    const { cookie, response } = await signUp(context());
    const { user } = (await response.json()) as { user: { id: string } };
    // A second workspace, so the first may be deleted.
    const second = randomUUID();
    const { db } = context().database;
    await db.insert(workspaces).values({ id: second, name: 'Second', slug: `second-${second.slice(0, 8)}` });
    await db
      .insert(members)
      .values({ id: randomUUID(), organizationId: second, userId: user.id, role: 'owner' });
    const { workspace, name } = await uploaded(cookie, images.largePng);
    const deleted = await context().app.request(
      '/api/workspace',
      withCookie(cookie, jsonRequest('DELETE', { confirmName: workspace.name })),
    );
    expect(deleted.status).toBe(204);
    expect(await storedObject(name)).toBeUndefined();
    expect((await context().app.request(`/storage/workspace-avatars/${name}`)).status).toBe(404);
  });

  it('refuses Editors and Collaborators, and only ever changes the caller’s active workspace', async () => {
    const owner = await signUp(context());
    const ownersAvatar = await uploaded(owner.cookie, images.largePng);
    const teammate = await signUp(context());
    const { user } = (await teammate.response.json()) as { user: { id: string } };
    const ownWorkspace = await activeWorkspace(teammate.cookie);
    await context().database.db.insert(members).values({
      id: randomUUID(),
      organizationId: ownersAvatar.workspace.id,
      userId: user.id,
      role: 'editor',
    });
    const switchTo = async (workspaceId: string) =>
      expect(
        (
          await context().app.request(
            '/api/workspaces/active',
            withCookie(teammate.cookie, jsonRequest('POST', { workspaceId })),
          )
        ).status,
      ).toBe(200);
    await switchTo(ownersAvatar.workspace.id);
    const forbidden = { code: 'forbidden', message: 'Your role in this workspace does not allow this.' };
    for (const role of ['editor', 'collaborator'] as const) {
      await context()
        .database.db.update(members)
        .set({ role })
        .where(and(eq(members.userId, user.id), eq(members.organizationId, ownersAvatar.workspace.id)));
      await expectRefused(teammate.cookie, () => uploadFile(teammate.cookie, images.tinyPng), 403, forbidden);
      await expectRefused(teammate.cookie, () => removeAvatar(teammate.cookie), 403, forbidden);
    }

    // In their own workspace the teammate is the Owner: their changes stay there.
    await switchTo(ownWorkspace.id);
    const teammatesAvatar = await uploaded(teammate.cookie, images.tinyPng);
    expect(teammatesAvatar.workspace.id).toBe(ownWorkspace.id);
    expect((await removeAvatar(teammate.cookie)).status).toBe(204);
    const [ownersWorkspace] = await context()
      .database.db.select({ logo: workspaces.logo })
      .from(workspaces)
      .where(eq(workspaces.id, ownersAvatar.workspace.id));
    expect(ownersWorkspace?.logo).toBe(ownersAvatar.workspace.avatarUrl);
    expect(await storedObject(ownersAvatar.name)).toBeDefined();
  });

  it('refuses anonymous and cross-site callers', async () => {
    const anonymous = await context().app.request('/api/workspace/avatar', {
      method: 'PUT',
      headers: { origin: testOrigin },
      body: formOf(['file', images.tinyPng]),
    });
    expect(anonymous.status).toBe(401);
    const { cookie } = await signUp(context());
    const crossSite = await upload(cookie, formOf(['file', images.tinyPng]), {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });
});
