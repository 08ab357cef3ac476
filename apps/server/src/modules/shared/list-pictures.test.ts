import { bpDefinitionDocument } from '@qualium/contracts';
import { DOCISODEFAULT_DEFINITION, NC_DEFINITION } from '@qualium/demo-bps';
import { describe, expect, it } from 'vitest';
import { listPictures } from './list-pictures.js';
import type { Lookups } from './readable.js';

const lookups = { centroLogos: new Map([[3, '/media/lab.png']]) } as unknown as Lookups;
const nc = bpDefinitionDocument.parse(NC_DEFINITION);
const documents = bpDefinitionDocument.parse(DOCISODEFAULT_DEFINITION);
const photo = (filename: string, mimetype: string) => ({ filename, mimetype, version: 2, size: 10, sha256: 'x' });

describe('the pictures of a list row', () => {
  it("an image field's first file, drawable when browsers draw its kind", () => {
    const fields = { photo: [photo('a.jpg', 'image/jpeg'), photo('b.png', 'image/png')], title: 'x' };
    expect(listPictures(nc, ['title', 'photo'], fields, lookups)).toEqual({
      photo: { kind: 'image', name: 'a.jpg', version: 2, drawable: true },
    });
    expect(listPictures(nc, ['photo'], { photo: photo('c.heic', 'image/heic') }, lookups)).toEqual({
      photo: { kind: 'image', name: 'c.heic', version: 2, drawable: false },
    });
  });

  it("a centro field's logo, null when the centro has none; nothing for empty or unshown fields", () => {
    expect(listPictures(documents, ['issuing_centre'], { issuing_centre: 3 }, lookups)).toEqual({
      issuing_centre: { kind: 'logo', logo: '/media/lab.png' },
    });
    expect(listPictures(documents, ['issuing_centre'], { issuing_centre: 9 }, lookups)).toEqual({
      issuing_centre: { kind: 'logo', logo: null },
    });
    expect(listPictures(nc, ['photo'], { photo: null }, lookups)).toEqual({});
    expect(listPictures(nc, ['title'], { photo: photo('a.jpg', 'image/jpeg') }, lookups)).toEqual({});
  });
});
