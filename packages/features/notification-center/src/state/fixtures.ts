/**
 * Server grid rows for the unit tests, shaped like the contract's examples (openapi
 * paths/notifications.yaml).
 */
import type { GridRowFromServer } from './rows';

export const BROKER_OWN_ROW: GridRowFromServer = {
  titulo: '318|Nova linha de CAFÉ SOLÚVEL disponível',
  mensagem: 'A partir de segunda-feira os pedidos de CAFÉ SOLÚVEL 200 g podem ser feitos pelo app.',
  vigencia: '17/03/2025 - 31/03/2025 | 14/03/2025',
  publico: 'AUTOSSERVIÇO, ATACADO',
  tipoPublico: '1',
  origem: 'BROKER',
  endereco: 'https://backend.conecta.invalid/notificacoes/imagem/cafe-soluvel-200g.png',
  liberadoApp: '1',
  ferramenta: '1',
  nomeHiperlink: 'Ver catálogo',
  hiperlink: 'https://www.sulalimentos.com.br/catalogo/cafe',
  status: null,
  broker: [],
  brokerParticipante: [],
};

export const NESTLE_ROW: GridRowFromServer = {
  titulo: '305|Campanha BISCOITOS volta às aulas',
  mensagem: 'Metas de BISCOITOS com bonificação extra até o fim do mês.',
  vigencia: '01/03/2025 - 31/03/2025 | 27/02/2025',
  publico: 'CARLOS EDUARDO SOUZA, FERNANDA OLIVEIRA',
  tipoPublico: '3',
  origem: 'NESTLE',
  endereco: '',
  liberadoApp: '0',
  ferramenta: '1',
  nomeHiperlink: '',
  hiperlink: '',
  status: 'Aguardando resposta',
  broker: ['10234 - SUL ALIMENTOS', '20304050 - NORDESTE BROKER'],
  brokerParticipante: ['10234-Aguardando resposta', '20304050-Notificação aceita'],
};
