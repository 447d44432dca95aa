import { CSV_MAX_BYTES, IMAGE_MAX_BYTES } from '@conecta/core';
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkFileAgainstLimits,
  describeLimits,
  extensionOf,
  formatLimit,
  uploadFailure,
} from './file-drop-logic';

const csv = { acceptedExtensions: ['csv'], maxBytes: CSV_MAX_BYTES };

describe('extensionOf', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('Solds.CSV')).toBe('csv');
    expect(extensionOf('a.b.png')).toBe('png');
    expect(extensionOf('semextensao')).toBe('');
    expect(extensionOf('.csv')).toBe('');
    expect(extensionOf('foto.')).toBe('');
  });
});

describe('checkFileAgainstLimits', () => {
  it('accepts a CSV up to 5 MB', () => {
    expect(checkFileAgainstLimits({ name: 'solds.csv', size: CSV_MAX_BYTES }, csv)).toEqual({ ok: true });
  });

  it('refuses a wrong type with the drop message', () => {
    expect(checkFileAgainstLimits({ name: 'x.txt', size: 10 }, csv)).toEqual({
      ok: false,
      reasons: ['type'],
      message: 'Tipo do arquivo não suportado',
    });
  });

  it('refuses a 6 MB CSV as too large', () => {
    expect(checkFileAgainstLimits({ name: 'x.csv', size: 6 * 1024 * 1024 }, csv)).toEqual({
      ok: false,
      reasons: ['size'],
      message: 'Tamanho do arquivo acima do limite',
    });
  });

  it('names both faults together', () => {
    expect(checkFileAgainstLimits({ name: 'x.txt', size: CSV_MAX_BYTES + 1 }, csv)).toEqual({
      ok: false,
      reasons: ['type', 'size'],
      message: 'Tipo de arquivo e tamanho não suportado',
    });
  });

  it('accepts anything without limits and tolerates dotted extensions in the list', () => {
    expect(checkFileAgainstLimits({ name: 'qualquer', size: 1e9 }, {})).toEqual({ ok: true });
    expect(checkFileAgainstLimits({ name: 'f.PNG', size: 1 }, { acceptedExtensions: ['.png'] })).toEqual({ ok: true });
  });

  it('refuses an unknown size', () => {
    expect(checkFileAgainstLimits({ name: 'x.csv', size: Number.NaN }, csv)).toMatchObject({ reasons: ['size'] });
  });
});

describe('uploadFailure', () => {
  it('is the spec message for any other failure', () => {
    expect(uploadFailure()).toEqual({ ok: false, reasons: ['other'], message: 'Falha ao executar upload' });
  });
});

describe('captions', () => {
  it('formats limits as written in the specs', () => {
    expect(formatLimit(CSV_MAX_BYTES)).toBe('5 MB');
    expect(formatLimit(IMAGE_MAX_BYTES)).toBe('200 KB');
    expect(formatLimit(500)).toBe('500 B');
  });

  it('describes the CSV and image zones', () => {
    expect(describeLimits(csv)).toBe('.csv com no máximo 5 MB');
    expect(describeLimits({ acceptedExtensions: ['jpg', 'png'], maxBytes: IMAGE_MAX_BYTES })).toBe(
      'JPG ou PNG com no máximo 200 KB',
    );
    expect(describeLimits({ acceptedExtensions: ['jpg', 'jpeg', 'png'] })).toBe('JPG, JPEG ou PNG');
    expect(describeLimits({ maxBytes: 1024 })).toBe('Arquivo com no máximo 1 KB');
    expect(describeLimits({})).toBe('');
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute(['csv', '.PNG'])).toEqual(['.csv', '.png']);
    expect(acceptAttribute([])).toBeUndefined();
  });
});
