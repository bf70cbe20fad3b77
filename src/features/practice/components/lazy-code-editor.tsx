// The editor as a chunk of its own: the statement, hints and buttons paint at once on a mid-range
// phone while CodeMirror (about 90 KB gzip) arrives; the box keeps its place meanwhile.
import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import type { CodeEditor as Editor } from './code-editor';

const CodeEditor = lazy(() => import('./code-editor').then((module) => ({ default: module.CodeEditor })));

export function LazyCodeEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className={cn(
            'flex items-center justify-center rounded-xl border border-slate-300 bg-slate-50 text-sm text-ink-muted',
            props.size === 'auto' ? 'min-h-24' : 'min-h-72',
            props.className,
          )}
        >
          Carregando o editor…
        </div>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
