// 'Editar' and 'Excluir' of one item of an admin list; their accessible names say which item
// ('Editar aula Introdução'), since every row has the same two words on screen.
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/class-names';

interface EditDeleteButtonsProps {
  /** The item as the names read it, e.g. a course's title or 'módulo Fundamentos'. */
  itemName: string;
  onEdit: () => void;
  onDelete: () => void;
  variant?: 'outline' | 'ghost';
}

export function EditDeleteButtons({
  itemName,
  onEdit,
  onDelete,
  variant = 'outline',
}: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant={variant} size="sm" onClick={onEdit} aria-label={`Editar ${itemName}`}>
        Editar
      </Button>
      <Button
        variant={null}
        size="sm"
        onClick={onDelete}
        aria-label={`Excluir ${itemName}`}
        className={cx(
          variant === 'outline' && 'border border-slate-300 bg-white',
          'text-red-700 hover:bg-red-50',
        )}
      >
        Excluir
      </Button>
    </>
  );
}
