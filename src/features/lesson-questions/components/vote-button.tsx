import { ArrowUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { questionErrorMessage } from '../api/question-messages';
import { useSetQuestionVote } from '../api/set-question-vote';

/** 'Também tenho essa dúvida' with its count; pressed when the viewer already said so. */
export function VoteButton({
  userId,
  questionId,
  upvotes,
  hasVoted,
}: {
  userId: string;
  questionId: string;
  upvotes: number;
  hasVoted: boolean;
}) {
  const vote = useSetQuestionVote(userId);
  return (
    <Button
      variant={hasVoted ? null : 'outline'}
      size="sm"
      aria-pressed={hasVoted}
      disabled={vote.isPending}
      className={
        hasVoted ? 'border border-brand-600 bg-brand-50 text-brand-800 hover:bg-slate-50' : undefined
      }
      onClick={() =>
        vote.mutate(
          { questionId, voted: !hasVoted },
          { onError: (error) => toast.error(questionErrorMessage(error)) },
        )
      }
    >
      <ArrowUpIcon size={16} />
      Também tenho essa dúvida
      <span className="tabular-nums">({upvotes})</span>
    </Button>
  );
}
