import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_IMAGE_MAX_BYTES,
  carouselImageAdvice,
  CSV_MAX_BYTES,
  IMAGE_MAX_BYTES,
  checkCsvFile,
  checkImageFile,
  imageDecodes,
  csvDropRejectionMessage,
  detectImageType,
  formatUploadError,
  splitFileName,
} from './files';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));

/** PNG signature followed by the start of the IHDR chunk. */
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
/** JPEG SOI followed by a JFIF APP0 marker. */
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
/** JPEG SOI followed by an Exif APP1 marker (phone cameras). */
const JPEG_EXIF = bytes([0xff, 0xd8, 0xff, 0xe1, 0x2f, 0xfe], 'Exif', [0, 0]);
/** ISO-BMFF 'ftyp' boxes: HEIC (iPhone photos) and AVIF. */
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic');
const AVIF = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const SVG = bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');

const OK = { ok: true };

describe('splitFileName', () => {
  it('splits a name with exactly one dot, lower-casing the extension', () => {
    expect(splitFileName('Foto.PNG')).toEqual({ base: 'Foto', extension: 'png' });
  });

  it('refuses names without exactly one dot or with an empty side', () => {
    for (const name of ['foto', 'foto.final.png', '.csv', 'foto.', '']) {
      expect(splitFileName(name)).toBeNull();
    }
  });
});

describe('checkCsvFile', () => {
  it('accepts a .csv of up to 5 MB', () => {
    expect(checkCsvFile({ name: 'solds.csv', size: 120 })).toEqual(OK);
    expect(checkCsvFile({ name: 'SOLDS.CSV', size: CSV_MAX_BYTES })).toEqual(OK);
    expect(CSV_MAX_BYTES).toBe(5242880);
  });

  it('refuses other names with "Tipo de arquivo não suportado"', () => {
    for (const name of ['solds.xlsx', 'solds.csv.exe', 'solds.v2.csv', 'solds', 'csv']) {
      expect(checkCsvFile({ name, size: 10 })).toEqual({
        ok: false,
        reasons: ['type'],
        message: 'Tipo de arquivo não suportado',
      });
    }
  });

  it('refuses a file one byte over 5 MB', () => {
    expect(checkCsvFile({ name: 'solds.csv', size: CSV_MAX_BYTES + 1 })).toEqual({
      ok: false,
      reasons: ['size'],
      message: 'Tamanho do arquivo acima do limite',
    });
  });

  it('names both problems at once', () => {
    expect(checkCsvFile({ name: 'solds.xlsx', size: CSV_MAX_BYTES + 1 })).toEqual({
      ok: false,
      reasons: ['type', 'size'],
      message: 'Tipo de arquivo e tamanho não suportado',
    });
  });
});

describe('csvDropRejectionMessage', () => {
  it('uses the drop zone wording for each rejection', () => {
    expect(csvDropRejectionMessage(['type'])).toBe('Tipo do arquivo não suportado');
    expect(csvDropRejectionMessage(['size'])).toBe('Tamanho do arquivo acima do limite');
    expect(csvDropRejectionMessage(['size', 'type'])).toBe(
      'Tipo de arquivo e tamanho não suportado',
    );
    expect(csvDropRejectionMessage(['other'])).toBe('Falha ao executar upload');
    expect(csvDropRejectionMessage([])).toBe('Falha ao executar upload');
  });
});

describe('detectImageType', () => {
  it('recognises PNG and JPEG headers', () => {
    expect(detectImageType(PNG)).toBe('png');
    expect(detectImageType(JPEG)).toBe('jpeg');
    expect(detectImageType(JPEG_EXIF)).toBe('jpeg');
  });

  it('recognises nothing else', () => {
    for (const header of [
      HEIC,
      AVIF,
      GIF,
      SVG,
      WEBP,
      new Uint8Array(),
      PNG.subarray(0, 7),
      JPEG.subarray(0, 2),
    ]) {
      expect(detectImageType(header)).toBeNull();
    }
  });
});

describe('checkImageFile', () => {
  it('accepts PNG and JPEG files whose header matches, up to 200 KB', () => {
    expect(checkImageFile({ name: 'banner.png', size: 1000, bytes: PNG })).toEqual(OK);
    expect(checkImageFile({ name: 'banner.jpg', size: 1000, bytes: JPEG })).toEqual(OK);
    expect(
      checkImageFile({ name: 'banner.JPEG', size: IMAGE_MAX_BYTES, bytes: JPEG_EXIF }),
    ).toEqual(OK);
    expect(IMAGE_MAX_BYTES).toBe(204800);
  });

  const refused = (reasons: string[], message: string) => ({ ok: false, reasons, message });

  it('refuses unsupported types with "Tipo de arquivo não permitido"', () => {
    expect(checkImageFile({ name: 'logo.svg', size: 500, bytes: SVG })).toEqual(
      refused(['type'], 'Tipo de arquivo não permitido'),
    );
    expect(checkImageFile({ name: 'anim.gif', size: 500, bytes: GIF })).toEqual(
      refused(['type'], 'Tipo de arquivo não permitido'),
    );
    expect(checkImageFile({ name: 'foto.final.png', size: 500, bytes: PNG })).toEqual(
      refused(['type'], 'Tipo de arquivo não permitido'),
    );
  });

  it('refuses renamed or corrupt files with "Arquivo corrompido ou tipo inválido"', () => {
    const corrupt = refused(['content'], 'Arquivo corrompido ou tipo inválido');
    expect(checkImageFile({ name: 'iphone.jpg', size: 500, bytes: HEIC })).toEqual(corrupt);
    expect(checkImageFile({ name: 'foto.jpg', size: 500, bytes: AVIF })).toEqual(corrupt);
    expect(checkImageFile({ name: 'foto.jpg', size: 500, bytes: PNG })).toEqual(corrupt);
    expect(checkImageFile({ name: 'foto.png', size: 500, bytes: JPEG })).toEqual(corrupt);
    expect(checkImageFile({ name: 'logo.png', size: 500, bytes: SVG })).toEqual(corrupt);
    expect(checkImageFile({ name: 'vazio.png', size: 0, bytes: new Uint8Array() })).toEqual(
      corrupt,
    );
  });

  it('refuses a valid image over 200 KB with "Tamanho do arquivo acima do limite"', () => {
    expect(checkImageFile({ name: 'banner.png', size: IMAGE_MAX_BYTES + 1, bytes: PNG })).toEqual(
      refused(['size'], 'Tamanho do arquivo acima do limite'),
    );
  });

  it('names type and size together when both are wrong', () => {
    const both = 'Tipo de arquivo e tamanho não suportado';
    expect(checkImageFile({ name: 'anim.gif', size: 300_000, bytes: GIF })).toEqual(
      refused(['type', 'size'], both),
    );
    expect(checkImageFile({ name: 'iphone.jpg', size: 300_000, bytes: HEIC })).toEqual(
      refused(['content', 'size'], both),
    );
  });
});

describe('formatUploadError', () => {
  it('appends the retry request', () => {
    expect(formatUploadError('Tipo de arquivo não permitido')).toBe(
      'Tipo de arquivo não permitido, por favor, tente novamente.',
    );
  });
});

describe('imageDecodes', () => {
  it('is null without a decoder (Node), true when the decoder answers, false when it throws', async () => {
    const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]);
    if (typeof globalThis.createImageBitmap !== 'function') await expect(imageDecodes(blob)).resolves.toBeNull();
    await expect(imageDecodes(blob, () => Promise.resolve({}))).resolves.toBe(true);
    await expect(imageDecodes(blob, () => Promise.reject(new Error('broken')))).resolves.toBe(false);
  });
});

describe('carousel images (issue 23)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  it('take up to 1 MB where the notification image takes 200 KB', () => {
    const file = { name: 'banner.png', size: 900 * 1024, bytes: png };
    expect(checkImageFile(file).ok).toBe(false);
    expect(checkImageFile(file, { maxBytes: CAROUSEL_IMAGE_MAX_BYTES }).ok).toBe(true);
    expect(checkImageFile({ ...file, size: CAROUSEL_IMAGE_MAX_BYTES + 1 }, { maxBytes: CAROUSEL_IMAGE_MAX_BYTES })).toMatchObject({ ok: false, reasons: ['size'] });
  });

  it('advise a wider image, or the 3:1 banner shape', () => {
    expect(carouselImageAdvice({ width: 1920, height: 640 })).toBeNull();
    expect(carouselImageAdvice({ width: 1920, height: 700 })).toBeNull();
    expect(carouselImageAdvice({ width: 960, height: 320 })).toBe('small');
    expect(carouselImageAdvice({ width: 1920, height: 1080 })).toBe('shape');
  });
});
