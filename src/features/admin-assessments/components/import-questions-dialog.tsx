// 'Importar CSV': the file is read and every row checked in the browser; its errors are listed by
// line before anything is sent. A clean file is sent as a whole; the database checks again and
// either imports every row or none, listing its own row errors the same way.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import { lessonsOf, type AssessmentSetup } from '../hooks/use-assessment-setup';
import { useImportQuestions } from '../api/import-questions';
import { CSV_COLUMNS, readQuestionsCsv, type CsvRow, type RowError } from '../utils/questions-csv';

type Checked =
  | { state: 'none' }
  | { state: 'errors'; fileName: string; errors: RowError[]; byDatabase: boolean }
  | { state: 'ready'; fileName: string; rows: CsvRow[] };

function ImportForm({
  courseId,
  setup,
  onDone,
}: {
  courseId: string;
  setup: AssessmentSetup;
  onDone: () => void;
}) {
  const [checked, setChecked] = useState<Checked>({ state: 'none' });
  const send = useImportQuestions();

  const pick = async (file: File | undefined) => {
    if (!file) return setChecked({ state: 'none' });
    const text = await file.text();
    const result = readQuestionsCsv(text, {
      modules: setup.modules.map((module) => module.title),
      lessons: lessonsOf(setup).map((lesson) => lesson.title),
      domains: setup.domains.map((domain) => domain.name),
    });
    setChecked(
      result.ok
        ? { state: 'ready', fileName: file.name, rows: result.rows }
        : { state: 'errors', fileName: file.name, errors: result.errors, byDatabase: false },
    );
  };

  const submit = () => {
    if (checked.state !== 'ready') return;
    send.mutate(
      { courseId, rows: checked.rows },
      {
        onSuccess: (answer) => {
          if ('imported' in answer) {
            toast.success(
              answer.imported === 1 ? '1 questão importada!' : `${answer.imported} questões importadas!`,
            );
            onDone();
          } else {
            setChecked({
              state: 'errors',
              fileName: checked.fileName,
              // The database's messages name no line: the list says it, as for the browser's own.
              errors: answer.errors.map(({ row, message }) => ({ row, message: `Linha ${row}: ${message}` })),
              byDatabase: true,
            });
          }
        },
        onError: (error) => toast.error(userMessage(error, 'Erro ao importar questões')),
      },
    );
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-muted">
        Arquivo CSV em UTF-8, separado por <strong>;</strong>, com o cabeçalho:{' '}
        <code className="break-all rounded bg-slate-100 px-1 text-xs text-ink">{CSV_COLUMNS.join(';')}</code>.{' '}
        Tipo <code>unica</code> ou <code>multipla</code>; corretas como <code>B</code> ou <code>A,C</code>;
        segundo como <code>754</code> ou <code>12:34</code>. Se alguma linha tiver erro, nenhuma questão é
        importada.
      </p>
      <FormField label="Arquivo CSV">
        <Input
          type="file"
          accept=".csv,text/csv"
          className="h-auto py-2"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </FormField>
      {checked.state === 'errors' && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="font-semibold text-red-800">
            {checked.byDatabase
              ? 'O servidor recusou o arquivo. Nenhuma questão foi importada:'
              : `Corrija o arquivo: ${checked.errors.length === 1 ? '1 erro' : `${checked.errors.length} erros`}. Nenhuma questão foi importada.`}
          </p>
          <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-red-800">
            {checked.errors.map((error, index) => (
              <li key={`${error.row}-${index}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      )}
      {checked.state === 'ready' && (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
          {checked.rows.length === 1
            ? '1 questão pronta para importar.'
            : `${checked.rows.length} questões prontas para importar.`}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancelar
        </Button>
        <Button onClick={submit} disabled={checked.state !== 'ready' || send.isPending}>
          {send.isPending ? 'Importando...' : 'Importar questões'}
        </Button>
      </DialogFooter>
    </div>
  );
}

export function ImportQuestionsDialog({
  courseId,
  setup,
  open,
  onClose,
}: {
  courseId: string;
  setup: AssessmentSetup;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="lg" title="Importar questões (CSV)">
        {open && <ImportForm courseId={courseId} setup={setup} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
