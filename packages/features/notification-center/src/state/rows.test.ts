import { describe, expect, it } from 'vitest';
import { BROKER_OWN_ROW, NESTLE_ROW } from './fixtures';
import { audienceTypeOf, imageFilenameOf, participantsOf, rowFromServer, splitTitle, splitVigencia, statusOf } from './rows';

describe('rowFromServer', () => {
  it('maps a broker own row: title, period, audience, image, switch and link', () => {
    const row = rowFromServer(BROKER_OWN_ROW, 0);
    expect(row).toMatchObject({
      id: 318,
      key: 'n318',
      title: '#318 - Nova linha de CAFÉ SOLÚVEL disponível',
      start: '17/03/2025',
      end: '31/03/2025',
      createdAt: '14/03/2025',
      audience: ['AUTOSSERVIÇO', 'ATACADO'],
      audienceType: 'canal',
      origin: 'BROKER',
      imageFilename: 'cafe-soluvel-200g.png',
      releasedToApp: true,
      enabled: true,
      linkName: 'Ver catálogo',
      status: null,
      participants: [],
    });
  });

  it('maps a manufacturer row seen by a broker: status and participants', () => {
    const row = rowFromServer(NESTLE_ROW, 0);
    expect(row.status).toBe('aguardando');
    expect(row.statusText).toBe('Aguardando resposta');
    expect(row.imageUrl).toBeNull();
    expect(row.imageFilename).toBeNull();
    expect(row.releasedToApp).toBe(false);
    expect(row.audienceType).toBe('vendedor');
    expect(row.participants).toEqual([
      { id: 10234, label: '10234 - SUL ALIMENTOS', status: 'aguardando', statusText: 'Aguardando resposta' },
      { id: 20304050, label: '20304050 - NORDESTE BROKER', status: 'aceita', statusText: 'Notificação aceita' },
    ]);
  });

  it('keeps server text exactly as held and never keeps a non-http image address', () => {
    const row = rowFromServer(
      {
        ...BROKER_OWN_ROW,
        titulo: '9|<img src=x onerror=alert(1)>Oferta',
        mensagem: '=HYPERLINK("http://evil")',
        publico: '<b>Ana</b>, @Bruno',
        endereco: 'javascript:alert(1)',
      },
      0,
    );
    // React escapes text on the page and exports go through escapeExportCell: nothing is rewritten here.
    expect(row.title).toBe('#9 - <img src=x onerror=alert(1)>Oferta');
    expect(row.message).toBe('=HYPERLINK("http://evil")');
    expect(row.audience).toEqual(['<b>Ana</b>', '@Bruno']);
    expect(row.imageUrl).toBeNull();
  });

  it('keys rows without a numeric code by position', () => {
    const row = rowFromServer({ ...BROKER_OWN_ROW, titulo: 'sem código' }, 4);
    expect(row.id).toBeNull();
    expect(row.key).toBe('i4');
    expect(row.title).toBe('# - sem código');
  });
});

describe('helpers', () => {
  it('splits titles and validity texts', () => {
    expect(splitTitle('12|A|B')).toEqual(['12', 'A|B']);
    expect(splitVigencia('01/01/2026 - 31/01/2026 | 30/12/2025')).toEqual({ start: '01/01/2026', end: '31/01/2026', createdAt: '30/12/2025' });
    expect(splitVigencia('')).toEqual({ start: '', end: '', createdAt: '' });
  });

  it('reads tipoPublico: 1 channels, 2 solds, otherwise salespeople', () => {
    expect(audienceTypeOf('1')).toBe('canal');
    expect(audienceTypeOf('2')).toBe('sold');
    expect(audienceTypeOf('3')).toBe('vendedor');
    expect(audienceTypeOf('x')).toBe('vendedor');
  });

  it('reads the four statuses and nothing else', () => {
    expect(statusOf('Aguardando resposta')).toBe('aguardando');
    expect(statusOf('Notificação aceita')).toBe('aceita');
    expect(statusOf('Notificação recusada')).toBe('recusada');
    expect(statusOf('Desabilitado')).toBe('desabilitado');
    expect(statusOf('Pendente')).toBe('outro');
  });

  it('takes the image file name from the URL, decoded', () => {
    expect(imageFilenameOf('http://x.test/notificacoes/imagem/caf%C3%A9%20novo.png')).toBe('café novo.png');
    expect(imageFilenameOf(null)).toBeNull();
  });

  it('lists brokers without a participation entry as waiting', () => {
    expect(participantsOf(['1 - A', '2 - B'], ['1-Notificação aceita'])).toEqual([
      { id: 1, label: '1 - A', status: 'aceita', statusText: 'Notificação aceita' },
      { id: 2, label: '2 - B', status: 'aguardando', statusText: 'Aguardando resposta' },
    ]);
  });
});
