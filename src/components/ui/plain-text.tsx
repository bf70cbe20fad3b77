import { cn } from '@/lib/utils';
import { splitLinks } from '@/utils/linkify';

/**
 * Text people wrote (questions, answers, a lesson's description) shown as text: line breaks kept,
 * web links clickable (opening in a new tab, without giving the other site a handle on this page).
 * Nothing in it is ever read as HTML (docs/threat-model.md, threat 23).
 */
export function PlainText({
  text,
  className,
  userContent = true,
}: {
  text: string;
  className?: string;
  /** Written by any user (its links are marked `ugc`); false for what the course's staff wrote. */
  userContent?: boolean;
}) {
  return (
    <p className={cn('leading-7 break-words whitespace-pre-line text-ink', className)}>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel={userContent ? 'noopener noreferrer nofollow ugc' : 'noopener noreferrer nofollow'}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
