import { splitLinks } from '@/utils/linkify';

/**
 * A lesson's description as plain text: line breaks kept, web links clickable (opening in a new
 * tab, without giving the other site a handle on this page). Nothing in it is read as HTML.
 */
export function LessonDescription({ text }: { text: string }) {
  return (
    <section
      aria-labelledby="sobre-a-aula"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="sobre-a-aula" className="text-base font-bold text-ink">
        Sobre esta aula
      </h2>
      <p className="mt-2 leading-7 break-words whitespace-pre-line text-ink">
        {splitLinks(text).map((part, index) =>
          part.kind === 'link' ? (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
    </section>
  );
}
