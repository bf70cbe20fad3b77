// The course's question bank: a page at a time, searched and filtered by module by the database
// (page, search and module kept in the URL), with 'Nova questão', 'Importar CSV', 'Exportar CSV',
// and editing and deleting each question.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPagedTable, ListTotal } from '@/components/ui/admin-paged-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { downloadText } from '@/lib/download-text';
import { userMessage } from '@/lib/errors/user-message';
import { useListParams, usePageFromAnswer } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { formatClock } from '@/utils/format';
import { useDeleteQuestion } from '../api/delete-question';
import { exportQuestionsCsv } from '../api/export-questions';
import { lessonsOf, type AssessmentSetup } from '../hooks/use-assessment-setup';
import { useCourseQuestions, type AuthoredQuestion } from '../api/list-course-questions';
import { csvFileName } from '../utils/download-text';
import { ImportQuestionsDialog } from './import-questions-dialog';
import { QuestionFormDialog } from './question-form-dialog';

const MODULE_PARAM = 'modulo';

function choose(question: AuthoredQuestion) {
  const correct = question.options.filter((option) => option.is_correct).length;
  return question.kind === 'single' ? 'Escolha única' : `Escolha ${correct}`;
}

export function QuestionBank({ courseId, setup }: { courseId: string; setup: AssessmentSetup }) {
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const moduleParam = params.get(MODULE_PARAM) ?? '';
  const moduleFilter = setup.modules.some((module) => module.id === moduleParam) ? moduleParam : '';
  const questions = useCourseQuestions(courseId, {
    search: list.search,
    page: list.page,
    moduleId: moduleFilter || null,
  });
  usePageFromAnswer(list, questions.isPlaceholderData ? undefined : questions.data?.page);
  const [editing, setEditing] = useState<AuthoredQuestion | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [toDelete, setToDelete] = useState<AuthoredQuestion | null>(null);
  const remove = useDeleteQuestion(courseId);
  const lessons = lessonsOf(setup);

  const setModule = (value: string) =>
    setParams(
      (next) => {
        if (value) next.set(MODULE_PARAM, value);
        else next.delete(MODULE_PARAM);
        next.delete('page');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(csvFileName(setup.course.title), await exportQuestionsCsv(courseId));
    } catch (error) {
      toast.error(userMessage(error, 'Erro ao exportar questões'));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => toast.success('Questão excluída!'),
      onError: (error) => toast.error(userMessage(error, 'Erro ao excluir questão')),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="question-bank-title" id="banco">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="question-bank-title" className="text-xl font-bold text-ink">
          Banco de questões
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setEditing('new')}>Nova questão</Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            Importar CSV
          </Button>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exportando...' : 'Exportar CSV'}
          </Button>
        </div>
      </div>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end">
        <SearchField
          label="Buscar questão"
          placeholder="Texto do enunciado"
          value={list.search}
          onSearch={list.setSearch}
        />
        <div className="space-y-1.5 sm:w-64">
          <Label htmlFor="question-module-filter">Módulo</Label>
          <Select
            id="question-module-filter"
            value={moduleFilter}
            onChange={(event) => setModule(event.target.value)}
          >
            <option value="">Todos os módulos</option>
            {setup.modules.map((module) => (
              <option key={module.id} value={module.id}>
                {module.title}
              </option>
            ))}
          </Select>
        </div>
        {questions.data && (
          <ListTotal id="questions-total" total={questions.data.total} one="questão" many="questões" />
        )}
      </div>
      <AdminPagedTable
        query={questions}
        searching={Boolean(list.search) || Boolean(moduleFilter)}
        notFound="Nenhuma questão encontrada"
        empty="Nenhuma questão cadastrada. Crie uma ou importe um CSV."
        tableLabel="Questões do curso"
        tableClassName="md:min-w-[52rem]"
        columns={
          <>
            <TableHeaderCell>Enunciado</TableHeaderCell>
            <TableHeaderCell className="w-40">Módulo</TableHeaderCell>
            <TableHeaderCell className="w-40">Domínio</TableHeaderCell>
            <TableHeaderCell className="w-40">Aula</TableHeaderCell>
            <TableHeaderCell className="w-44">Ações</TableHeaderCell>
          </>
        }
        row={(question) => {
          const lesson = lessons.find((item) => item.id === question.lesson_id);
          return (
            <TableRow key={question.id}>
              <TableCell className="font-medium">
                <span className="line-clamp-3 break-words">{question.prompt}</span>
                <Badge className="mt-1">{choose(question)}</Badge>
              </TableCell>
              <TableCell label="Módulo">
                {setup.modules.find((module) => module.id === question.module_id)?.title ?? (
                  <span className="text-ink-muted">Só simulado</span>
                )}
              </TableCell>
              <TableCell label="Domínio">
                {setup.domains.find((domain) => domain.id === question.domain_id)?.name ?? (
                  <span className="text-ink-muted">Só quizzes</span>
                )}
              </TableCell>
              <TableCell label="Aula">
                {lesson
                  ? `${lesson.title}${question.lesson_second == null ? '' : ` (${formatClock(question.lesson_second)})`}`
                  : '—'}
              </TableCell>
              <TableCell label="Ações">
                <div className="flex flex-wrap gap-2">
                  <EditDeleteButtons
                    itemName={`questão ${question.prompt.slice(0, 60)}`}
                    onEdit={() => setEditing(question)}
                    onDelete={() => setToDelete(question)}
                  />
                </div>
              </TableCell>
            </TableRow>
          );
        }}
        pagesLabel="Páginas de questões"
        hrefFor={list.hrefFor}
        scrollTargetId="banco"
      />
      <QuestionFormDialog
        courseId={courseId}
        setup={setup}
        target={editing}
        moduleId={moduleFilter || null}
        onClose={() => setEditing(null)}
      />
      <ImportQuestionsDialog
        courseId={courseId}
        setup={setup}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir questão?"
        description={
          toDelete
            ? `"${toDelete.prompt.slice(0, 120)}" sai do banco. As tentativas já feitas mantêm suas notas.`
            : undefined
        }
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
