import { MessageCircleIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate } from '@/utils/format-date';
import type { QuestionSummary } from '../api/list-lesson-questions';
import { QuestionBadges } from './question-badges';
import { VoteButton } from './vote-button';

/** One question of the lesson's list; its title opens the whole thread (?pergunta=…). */
export function QuestionListItem({
  userId,
  question,
  href,
}: {
  userId: string;
  question: QuestionSummary;
  href: string;
}) {
  return (
    <article>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-bold break-words text-ink">
          <Link to={href} preventScrollReset className="hover:text-brand-700 hover:underline">
            {question.title}
          </Link>
        </h3>
        <QuestionBadges question={question} />
      </div>
      <p className="mt-1 line-clamp-2 text-sm break-words whitespace-pre-line text-ink-muted">
        {question.excerpt}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
        <span>
          {question.is_mine ? 'Você' : question.author_name} · {formatDate(question.created_at)}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircleIcon size={16} />
          {question.answer_count} {question.answer_count === 1 ? 'resposta' : 'respostas'}
        </span>
        {question.is_mine ? (
          <span>
            {question.upvotes} {question.upvotes === 1 ? 'pessoa também tem' : 'pessoas também têm'} essa
            dúvida
          </span>
        ) : (
          <VoteButton
            userId={userId}
            questionId={question.id}
            upvotes={question.upvotes}
            hasVoted={question.has_voted}
          />
        )}
      </div>
    </article>
  );
}
