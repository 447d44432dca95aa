/**
 * Every text of the carousel manager (/upload-imagens, issue 23). The spec names the route, the
 * dashboard's carousel call (IMAGENS, CAMINHO) and the image checks' messages (core
 * `FILE_MESSAGES`); the screen is this feature's decision, listed in CarouselManager.mdx.
 */
import { CAROUSEL_MAX_IMAGES } from '@conecta/core';

export const MESSAGES = {
  title: 'Upload de imagens',
  breadcrumb: 'Upload de imagens',
  intro: 'As imagens do carrossel do painel, na ordem em que aparecem. Todos os usuários veem as mesmas imagens.',
  list: {
    label: 'Imagens do carrossel',
    count: (count: number) => `${count} de ${CAROUSEL_MAX_IMAGES} imagens`,
    position: (index: number) => `${index}º`,
    sentBy: (name: string, when: string) => `Enviada por ${name} em ${when}`,
    empty: 'O carrossel está vazio: o painel não mostra imagens. Envie a primeira abaixo.',
    moveUp: (name: string) => `Mover ${name} para cima`,
    moveDown: (name: string) => `Mover ${name} para baixo`,
    remove: (name: string) => `Remover ${name}`,
    dragHint: 'Arraste para mudar a ordem, ou use os botões de mover.',
  },
  upload: {
    title: 'Adicionar imagem',
    label: 'Imagem para o carrossel',
    button: 'Escolher imagem',
    instructions: 'Arraste uma imagem PNG ou JPG até aqui, ou escolha no computador. Ela entra no fim do carrossel.',
    advice: 'Recomendado: 1920 × 640 px (proporção 3:1), como as faixas do painel.',
    full: `O carrossel já tem ${CAROUSEL_MAX_IMAGES} imagens: remova uma para enviar outra.`,
    sending: (name: string) => `Enviando ${name}…`,
    sent: (name: string) => `${name} entrou no carrossel.`,
    failed: (name: string) => `Não foi possível enviar ${name}.`,
    retry: 'Tentar novamente',
    discard: 'Descartar',
    small: (width: number, height: number) =>
      `A imagem tem ${width} × ${height} px: no painel ela vai aparecer ampliada e sem nitidez. Prefira 1920 × 640 px.`,
    shape: (width: number, height: number) =>
      `A imagem tem ${width} × ${height} px: o painel mostra faixas 3:1, então parte dela vai ficar de fora. Prefira 1920 × 640 px.`,
    sendAnyway: 'Enviar assim mesmo',
    cancel: 'Cancelar',
  },
  preview: {
    title: 'Pré-visualização',
    hint: 'Exatamente como o painel vai mostrar o carrossel.',
    label: 'Destaques',
  },
  remove: {
    title: 'Remover imagem?',
    message: (name: string) => `${name} sai do carrossel de todos os usuários. Para voltar, será preciso enviá-la de novo.`,
    confirm: 'Remover',
    cancel: 'Cancelar',
    done: (name: string) => `${name} foi removida do carrossel.`,
  },
  reorder: {
    done: 'Nova ordem salva.',
    moved: (name: string, position: number) => `${name} agora é a ${position}ª imagem.`,
  },
  errors: {
    load: 'Não foi possível carregar as imagens do carrossel.',
    save: 'Não foi possível salvar a alteração.',
    retry: 'Tentar novamente',
    /** 409: someone else changed the carousel since it was read ('Alterado por Ana às 14:32', core `conflictTitle`). */
    conflict: (title: string) => `${title}. A lista foi atualizada; faça a alteração de novo se ainda quiser.`,
  },
} as const;
