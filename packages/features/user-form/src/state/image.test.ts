import { describe, expect, it } from 'vitest';
import { bytesToBase64, checkProfileImage, imageDataUrl } from './image';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

describe('checkProfileImage', () => {
  it('accepts a PNG or JPEG up to 200 KB', async () => {
    await expect(checkProfileImage({ name: 'foto.png', size: 1000, bytes: PNG })).resolves.toEqual({ ok: true });
    await expect(checkProfileImage({ name: 'foto.jpg', size: 200 * 1024, bytes: JPEG })).resolves.toEqual({ ok: true });
  });

  it('refuses with the message followed by ", por favor, tente novamente."', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expect(checkProfileImage({ name: 'logo.svg', size: svg.length, bytes: svg })).resolves.toMatchObject({
      ok: false,
      message: 'Tipo de arquivo não permitido, por favor, tente novamente.',
    });
    await expect(checkProfileImage({ name: 'foto.png', size: 200 * 1024 + 1, bytes: PNG })).resolves.toMatchObject({
      message: 'Tamanho do arquivo acima do limite, por favor, tente novamente.',
    });
    await expect(checkProfileImage({ name: 'foto.jpg', size: 100, bytes: PNG })).resolves.toMatchObject({
      message: 'Arquivo corrompido ou tipo inválido, por favor, tente novamente.',
    });
  });

  it('refuses a file whose header is right but which does not decode (a truncated PNG)', async () => {
    const blob = new Blob([PNG]);
    const refuse = () => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    await expect(checkProfileImage({ name: 'foto.png', size: PNG.length, bytes: PNG, blob }, refuse)).resolves.toEqual({
      ok: false,
      reasons: ['content'],
      message: 'Arquivo corrompido ou tipo inválido, por favor, tente novamente.',
    });
    let closed = 0;
    const decodes = () => Promise.resolve({ close: () => void (closed += 1) });
    await expect(checkProfileImage({ name: 'foto.png', size: PNG.length, bytes: PNG, blob }, decodes)).resolves.toEqual({ ok: true });
    expect(closed).toBe(1);
    // A file refused by its name is never decoded.
    const never = () => Promise.reject(new Error('decoded a refused file'));
    await expect(checkProfileImage({ name: 'foto.gif', size: PNG.length, bytes: PNG, blob }, never)).resolves.toMatchObject({ reasons: ['type'] });
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
