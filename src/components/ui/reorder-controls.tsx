// The two ways to reorder a list (modules and lessons, a track's steps): 'Mover para cima/baixo'
// buttons (keyboard and screen readers) and a handle to drag with the mouse (native drag and drop;
// the row is the drag image). docs/rules/lessons.md.
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from 'lucide-react';
import type { DragEvent } from 'react';
import { cn } from '@/lib/utils';

export type MoveDirection = 'up' | 'down';

const moveButton =
  'grid h-9 w-9 shrink-0 place-items-center rounded-lg border border-slate-300 bg-white text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-40';

interface MoveButtonsProps {
  /** 'aula "Título"', 'módulo "Título"' or 'etapa "Título"', for the buttons' names. */
  itemLabel: string;
  /** Identifies the buttons so focus can follow the item after it moved. */
  itemId: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
}

export function MoveButtons({ itemLabel, itemId, index, count, onMove }: MoveButtonsProps) {
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={moveButton}
        aria-label={`Mover ${itemLabel} para cima`}
        data-move-id={itemId}
        data-move-direction="up"
        disabled={index === 0}
        onClick={() => onMove('up')}
      >
        <ArrowUpIcon width={18} height={18} />
      </button>
      <button
        type="button"
        className={moveButton}
        aria-label={`Mover ${itemLabel} para baixo`}
        data-move-id={itemId}
        data-move-direction="down"
        disabled={index === count - 1}
        onClick={() => onMove('down')}
      >
        <ArrowDownIcon width={18} height={18} />
      </button>
    </span>
  );
}

interface DragHandleProps {
  itemLabel: string;
  onDragStart: () => void;
  onDragEnd: () => void;
  className?: string;
}

/**
 * Mouse only (hidden from screen readers and the tab order): the move buttons next to it do the
 * same from the keyboard.
 */
export function DragHandle({ itemLabel, onDragStart, onDragEnd, className }: DragHandleProps) {
  const start = (event: DragEvent<HTMLSpanElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', itemLabel);
    const row = event.currentTarget.closest<HTMLElement>('[data-drag-row]');
    if (row) event.dataTransfer.setDragImage(row, 16, 16);
    onDragStart();
  };
  return (
    <span
      draggable
      aria-hidden="true"
      title={`Arraste para mudar a posição de ${itemLabel}`}
      data-drag-handle
      className={cn(
        'grid h-9 w-7 shrink-0 cursor-grab place-items-center rounded-md text-ink-muted hover:bg-slate-100 active:cursor-grabbing',
        className,
      )}
      onDragStart={start}
      onDragEnd={onDragEnd}
    >
      <GripVerticalIcon width={18} height={18} />
    </span>
  );
}

/** Moves the item at `from` to `to` in a copy of the list. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
