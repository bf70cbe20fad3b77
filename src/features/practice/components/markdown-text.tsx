// An exercise's statement or hint, rendered from its Markdown subset (utils/markdown.ts) as React
// elements: the text is never read as HTML.
import { Fragment, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { parseMarkdown, type Block, type Inline } from '../utils/markdown';

function renderInline(parts: Inline[]): ReactNode {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'code':
        return (
          <code key={index} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">
            {part.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-ink">
            {renderInline(part.children)}
          </strong>
        );
      case 'em':
        return <em key={index}>{renderInline(part.children)}</em>;
      case 'link':
        return (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            {renderInline(part.children)}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number, headingBase: 2 | 3): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'heading': {
      // Headings of the text sit under the screen's own (h1, and the section's h2).
      const level = Math.min(6, headingBase + block.level) as 3 | 4 | 5 | 6;
      const Tag = `h${level}` as const;
      return (
        <Tag key={index} className="pt-1 text-base font-bold text-ink">
          {renderInline(block.children)}
        </Tag>
      );
    }
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
      return block.ordered ? (
        <ol key={index} start={block.start} className="list-decimal space-y-1 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={index} className="list-disc space-y-1 pl-6">
          {items}
        </ul>
      );
    }
    case 'code':
      return (
        <pre
          key={index}
          className="overflow-x-auto rounded-xl bg-slate-900 px-4 py-3 font-mono text-sm leading-6 text-slate-100"
        >
          <code>{block.text}</code>
        </pre>
      );
  }
}

interface MarkdownTextProps {
  text: string;
  /** The level of the heading the text sits under (its own headings go one below). */
  headingBase?: 2 | 3;
  className?: string;
}

export function MarkdownText({ text, headingBase = 2, className }: MarkdownTextProps) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={cn('space-y-3 text-base leading-7 text-ink', className)}>
      {blocks.map((block, index) => renderBlock(block, index, headingBase))}
    </div>
  );
}
