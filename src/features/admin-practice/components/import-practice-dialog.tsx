// 'Importar': a .json file in the import/export format is read and checked in the browser (its
// JSON, every exercise's fields, the lessons it names by title); its problems are listed before
// anything is sent. A clean file is sent as a whole; its exercises arrive unpublished and
// unverified, each to be tested with its solution before it is published.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import type { PracticeLesson } from '../api/get-course-lessons';
import { useImportPracticeFile } from '../api/import-practice-exercises';
import { PRACTICE_FILE_FORMAT, readPracticeFile, type PracticeFile } from '../utils/practice-file';

type Checked =
  { state: 'none' } | { state: 'errors'; errors: string[] } | { state: 'ready'; file: PracticeFile };

const exercisesCount = (count: number) => (count === 1 ? '1 prática' : `${count} práticas`);

function ImportForm({
  courseId,
  lessons,
  onDone,
}: {
  courseId: string;
  lessons: readonly PracticeLesson[];
  onDone: () => void;
}) {
  const [checked, setChecked] = useState<Checked>({ state: 'none' });
  const send = useImportPracticeFile();

  const pick = async (picked: File | undefined) => {
    if (!picked) return setChecked({ state: 'none' });
    const result = readPracticeFile(
      await picked.text(),
      lessons.map((lesson) => lesson.title),
    );
    setChecked(
      result.ok ? { state: 'ready', file: result.file } : { state: 'errors', errors: result.errors },
    );
  };

  const submit = () => {
    if (checked.state !== 'ready') return;
    send.mutate(
      { courseId, file: checked.file },
      {
        onSuccess: ({ imported }) => {
          toast.success(
            imported === 1
              ? '1 prática importada! Teste com a solução antes de publicar.'
              : `${imported} práticas importadas! Teste cada uma com a solução antes de publicar.`,
          );
          onDone();
        },
        onError: (error) => toast.error(userMessage(error, 'Erro ao importar práticas')),
      },
    );
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-ink-muted">
        Um arquivo .json exportado de um curso (formato{' '}
        <code className="break-all rounded bg-slate-100 px-1 text-xs text-ink">{PRACTICE_FILE_FORMAT}</code>
        ). As aulas são encontradas pelo título neste curso. As práticas chegam como rascunho e não
        verificadas; se o arquivo tiver algum erro, nenhuma é importada.
      </p>
      <FormField label="Arquivo JSON">
        <Input
          type="file"
          accept=".json,application/json"
          className="h-auto py-2"
          onChange={(event) => void pick(event.target.files?.[0])}
        />
      </FormField>
      {checked.state === 'errors' && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="font-semibold text-red-800">
            Corrija o arquivo: {checked.errors.length === 1 ? '1 erro' : `${checked.errors.length} erros`}.
            Nenhuma prática foi importada.
          </p>
          <ul className="mt-2 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-red-800">
            {checked.errors.map((error, index) => (
              <li key={index} className="break-words">
                {error}
              </li>
            ))}
          </ul>
        </div>
      )}
      {checked.state === 'ready' && (
        <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
          {exercisesCount(checked.file.exercises.length)} pronta
          {checked.file.exercises.length === 1 ? '' : 's'} para importar.
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={send.isPending}>
          Cancelar
        </Button>
        <Button onClick={submit} disabled={checked.state !== 'ready' || send.isPending}>
          {send.isPending ? 'Importando...' : 'Importar práticas'}
        </Button>
      </DialogFooter>
    </div>
  );
}

export function ImportPracticeDialog({
  courseId,
  lessons,
  open,
  onClose,
}: {
  courseId: string;
  lessons: readonly PracticeLesson[];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="lg" title="Importar práticas (JSON)">
        {open && <ImportForm courseId={courseId} lessons={lessons} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
