import { myDataFieldDocs } from '../utils/my-data-fields';

/** The field names of the downloaded file, explained (collapsed until asked for). */
export function MyDataFieldsList() {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <summary className="cursor-pointer text-lg font-bold text-ink marker:text-brand-700">
        Campos do arquivo baixado
      </summary>
      <p className="mt-3 text-sm text-ink-muted">
        O arquivo está no formato JSON, que pode ser aberto em qualquer editor de texto e lido por outros
        programas. Listas aparecem com <code className="font-mono">[]</code>; um campo sem valor aparece como{' '}
        <code className="font-mono">null</code>.
      </p>
      <div className="mt-4 space-y-5">
        {myDataFieldDocs.map((group) => (
          <div key={group.key || 'arquivo'}>
            <h4 className="text-sm font-semibold text-ink">{group.title}</h4>
            <dl className="mt-2 divide-y divide-slate-100 text-sm">
              {group.fields.map((field) => (
                <div
                  key={field.path}
                  className="grid gap-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4"
                >
                  <dt className="break-all font-mono text-xs text-brand-800">{field.path}</dt>
                  <dd className="text-ink-muted">{field.description}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </details>
  );
}
