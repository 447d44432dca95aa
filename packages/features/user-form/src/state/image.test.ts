import { describe, expect, it } from 'vitest';
import { bytesToBase64, checkProfileImage, imageDataUrl } from './image';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

describe('checkProfileImage', () => {
  it('accepts a PNG or JPEG up to 200 KB', () => {
    expect(checkProfileImage({ name: 'foto.png', size: 1000, bytes: PNG })).toEqual({ ok: true });
    expect(checkProfileImage({ name: 'foto.jpg', size: 200 * 1024, bytes: JPEG })).toEqual({ ok: true });
  });

  it('refuses with the message followed by ", por favor, tente novamente."', () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(checkProfileImage({ name: 'logo.svg', size: svg.length, bytes: svg })).toMatchObject({
      ok: false,
      message: 'Tipo de arquivo não permitido, por favor, tente novamente.',
    });
    expect(checkProfileImage({ name: 'foto.png', size: 200 * 1024 + 1, bytes: PNG })).toMatchObject({
      message: 'Tamanho do arquivo acima do limite, por favor, tente novamente.',
    });
    expect(checkProfileImage({ name: 'foto.jpg', size: 100, bytes: PNG })).toMatchObject({
      message: 'Arquivo corrompido ou tipo inválido, por favor, tente novamente.',
    });
  });
});

describe('bytesToBase64 / imageDataUrl', () => {
  it('encodes bytes and previews them with the right type', () => {
    const base64 = bytesToBase64(PNG);
    expect(base64).toBe('iVBORw0KGgoAAAAA');
    expect(imageDataUrl(base64)).toBe(`data:image/png;base64,${base64}`);
    expect(imageDataUrl(bytesToBase64(JPEG))).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('handles large inputs in chunks', () => {
    expect(bytesToBase64(new Uint8Array(100_000)).length).toBe(133_336);
  });
});
