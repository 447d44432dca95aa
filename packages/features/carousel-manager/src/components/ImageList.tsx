import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { Button as AriaButton, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { styled } from 'styled-components';
import { formatFileSize } from '@conecta/core';
import { IconButton, focusRing } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { CarouselItem } from '../state/atoms';
import { dropInto, stampText } from '../state/rules';

export interface ImageListProps {
  items: readonly CarouselItem[];
  /** A write is running: moving and removing wait for it. */
  isBusy: boolean;
  /** A drop: the new order and the first image dragged. */
  onReorder: (order: readonly string[], moved: string) => void;
  onMove: (arquivo: string, to: number) => void;
  onRemove: (item: CarouselItem) => void;
}

const List = styled(GridList)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  outline: none;
  &[data-focus-visible] { ${focusRing} }
  .react-aria-DropIndicator[data-drop-target] {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Item = styled(GridListItem)`
  display: grid;
  grid-template-columns: auto auto 160px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  outline: none;
  &[data-focus-visible] { ${focusRing} }
  &[data-dragging] { opacity: 0.5; }
  img {
    display: block;
    width: 160px;
    aspect-ratio: 3 / 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  @media (max-width: ${({ theme }) => theme.layout.tabletBreakpoint}) {
    grid-template-columns: auto auto minmax(0, 1fr);
    img { grid-column: 1 / -1; width: 100%; }
  }
`;

const Handle = styled(AriaButton)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  outline: none;
  &[data-focus-visible] { ${focusRing} }
`;

const Position = styled.span`
  min-width: 2ch;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.div`
  min-width: 0;
  strong { display: block; overflow-wrap: anywhere; }
  span { display: block; font-size: ${({ theme }) => theme.typography.size.sm}; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * The carousel's images in play order: position, thumbnail, name, file, size and who sent it. Drag
 * by the handle (or Enter on it, then the arrows: react-aria's keyboard drag and drop) or use the
 * move buttons; 'Remover' asks first.
 */
export function ImageList({ items, isBusy, onReorder, onMove, onRemove }: ImageListProps) {
  const order = items.map((item) => item.arquivo);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      const keys = [...event.keys].map(String);
      onReorder(dropInto(order, new Set(keys), String(event.target.key), event.target.dropPosition), keys[0] ?? '');
    },
    isDisabled: isBusy,
  });
  const L = MESSAGES.list;
  return (
    <List aria-label={L.label} dragAndDropHooks={dragAndDropHooks} renderEmptyState={() => L.empty}>
      {items.map((item, index) => {
        return (
          <Item key={item.arquivo} id={item.arquivo} textValue={item.alt}>
            <Handle slot="drag" aria-label={L.dragHint}>
              <GripVertical size={18} aria-hidden="true" />
            </Handle>
            <Position aria-hidden="true">{L.position(index + 1)}</Position>
            <img src={item.caminho} alt={item.alt} loading="lazy" />
            <Text>
              <strong>{item.alt}</strong>
              <span>
                {item.arquivo} · {formatFileSize(item.tamanho)}
              </span>
              <span>{L.sentBy(item.enviadaPor, stampText(item.enviadaEm))}</span>
            </Text>
            <Tools>
              <IconButton
                size="sm"
                label={L.moveUp(item.alt)}
                isDisabled={isBusy || index === 0}
                onPress={() => onMove(item.arquivo, index - 1)}
                icon={<ArrowUp size={16} aria-hidden="true" />}
              />
              <IconButton
                size="sm"
                label={L.moveDown(item.alt)}
                isDisabled={isBusy || index === items.length - 1}
                onPress={() => onMove(item.arquivo, index + 1)}
                icon={<ArrowDown size={16} aria-hidden="true" />}
              />
              <IconButton size="sm" label={L.remove(item.alt)} isDisabled={isBusy} onPress={() => onRemove(item)} icon={<Trash2 size={16} aria-hidden="true" />} />
            </Tools>
          </Item>
        );
      })}
    </List>
  );
}
