// The plan's feature list: type a feature and press Enter or 'Adicionar'; blanks are ignored.
import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { addFeature } from '../api/save-plan';

export function FeaturesEditor({
  value,
  onChange,
}: {
  value: string[];
  onChange: (features: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const inputId = useId();

  const add = () => {
    onChange(addFeature(value, typed));
    setTyped('');
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        Características do plano
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={typed}
          placeholder="Ex.: Acesso a todos os cursos"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the feature instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} className="shrink-0">
          Adicionar
        </Button>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Características adicionadas" className="space-y-1.5">
          {value.map((feature, index) => (
            <li
              key={`${feature}-${index}`}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 py-1 pl-3 pr-1 text-sm text-ink"
            >
              <span className="min-w-0 break-words">{feature}</span>
              <button
                type="button"
                aria-label={`Remover ${feature}`}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
                className="grid h-8 w-8 shrink-0 place-items-center rounded-md text-ink-muted hover:bg-slate-200 hover:text-ink"
              >
                <XIcon width={16} height={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-ink-muted">Nenhuma característica adicionada.</p>
      )}
    </div>
  );
}
