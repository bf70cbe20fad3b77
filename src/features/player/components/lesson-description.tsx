import { PlainText } from '@/components/ui/plain-text';

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
      <PlainText text={text} userContent={false} className="mt-2" />
    </section>
  );
}
