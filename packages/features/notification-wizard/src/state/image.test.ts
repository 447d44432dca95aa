import { describe, expect, it } from 'vitest';
import { imageUploadName, toBase64 } from './image';

describe('imageUploadName', () => {
  it('keeps a safe base name and adds a time stamp', () => {
    expect(imageUploadName('Café Solúvel 200g.PNG', 1_700_000_000_000)).toBe(`Cafe-Soluvel-200g-${(1_700_000_000_000).toString(36)}`);
  });
  it('never lets path or URL characters through', () => {
    expect(imageUploadName('../../etc?#%.jpg', 1)).toBe('etc-1');
    expect(imageUploadName('.png', 1)).toBe('png-1');
    expect(imageUploadName('###.png', 1)).toBe('imagem-1');
  });
});

describe('toBase64', () => {
  it('encodes bytes', () => {
    expect(toBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe('iVBORw==');
    expect(toBase64(new Uint8Array(0))).toBe('');
  });
});
