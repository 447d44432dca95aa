import { describe, expect, it } from 'vitest';
import { dropInto, moveItem, uploadNameOf } from './rules';

describe('the carousel manager rules (issue 23)', () => {
  it('sends an image under a name the contract takes', () => {
    expect(uploadNameOf('Promoção Verão 2026.PNG')).toEqual({ name: 'Promocao-Verao-2026', extension: 'png' });
    expect(uploadNameOf('foto.final.jpeg')).toEqual({ name: 'foto.final', extension: 'jpeg' });
    expect(uploadNameOf('###.jpg')).toEqual({ name: 'imagem', extension: 'jpg' });
    expect(uploadNameOf(`${'a'.repeat(120)}.png`)?.name).toHaveLength(80);
    expect(uploadNameOf('anim.gif')).toBeNull();
    expect(uploadNameOf('sem-extensao')).toBeNull();
  });

  it('moves an image up, down, to an end; nothing past the ends', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(moveItem(order, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(order, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(order, 0, -1)).toBe(order);
    expect(moveItem(order, 3, 9)).toBe(order);
  });

  it('drops dragged images before or after another, keeping their own order', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(dropInto(order, new Set(['d']), 'a', 'before')).toEqual(['d', 'a', 'b', 'c']);
    expect(dropInto(order, new Set(['a', 'c']), 'd', 'after')).toEqual(['b', 'd', 'a', 'c']);
    expect(dropInto(order, new Set(['b']), 'b', 'after')).toBe(order);
  });
});
