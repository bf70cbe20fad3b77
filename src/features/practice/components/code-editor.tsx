// The exercise's code editor: CodeMirror 6 with the few pieces it needs (line numbers, undo
// history, the default keymap, bracket matching, highlighting, the grader's parse error marked at
// its column and written under its line), its language loaded on demand. The parse error is a
// decoration of its own rather than @codemirror/lint: one message needs no lint machinery, and
// the route stays about 10 KB lighter (docs/practice.md → The editor). Tab is left to the browser, so keyboard users move
// in and out of the editor as anywhere else (CodeMirror's own advice); indenting is Ctrl+] and
// Ctrl+[ (Cmd on a Mac), said in the help text under it. Uncontrolled: `initialValue` is read when
// it mounts, every change is reported through `onChange`.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import {
  Compartment,
  EditorState,
  StateEffect,
  StateField,
  type Extension,
  type Text,
} from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  WidgetType,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import type { EditorLanguage, ParseError } from '../api/practice-schemas';

/** Each language's support, downloaded the first time an exercise in it opens. */
async function languageSupport(language: EditorLanguage): Promise<Extension> {
  // CodeMirror's legacy stream modes: highlighting is all the editor needs (the grader reads the
  // file), at a fraction of the bytes of the Lezer grammars (docs/practice.md → The editor).
  if (language === 'json')
    return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/javascript')).json);
  if (language === 'yaml')
    return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/yaml')).yaml);
  return StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell);
}

/** The document range a 1-based line and column point at (clamped to the text). */
export function diagnosticRange(doc: Text, line: number, column: number): { from: number; to: number } {
  const target = doc.line(Math.min(Math.max(1, line), doc.lines));
  const from = Math.min(target.from + Math.max(0, column - 1), target.to);
  return { from, to: Math.min(from + 1, target.to) };
}

/** The message written under the line the grader could not read. */
class ParseErrorWidget extends WidgetType {
  constructor(private readonly message: string) {
    super();
  }
  override eq(other: ParseErrorWidget) {
    return other.message === this.message;
  }
  toDOM() {
    const note = document.createElement('div');
    note.className = 'cm-parse-error-note';
    // The same text is read out from the description under the editor: not twice here.
    note.setAttribute('aria-hidden', 'true');
    note.textContent = `▲ ${this.message}`;
    return note;
  }
}

const showParseError = StateEffect.define<ParseError | null>();

function parseErrorDecorations(doc: Text, error: ParseError | null): DecorationSet {
  if (!error) return Decoration.none;
  const { from, to } = diagnosticRange(doc, error.line, error.column);
  const line = doc.lineAt(from);
  const ranges = [
    Decoration.line({ class: 'cm-parse-error-line' }).range(line.from),
    ...(to > from ? [Decoration.mark({ class: 'cm-parse-error' }).range(from, to)] : []),
    Decoration.widget({ widget: new ParseErrorWidget(error.message), block: true, side: 1 }).range(line.to),
  ];
  return Decoration.set(ranges, true);
}

/** The grader's parse error on screen until the next one (or none) arrives; moved with edits. */
const parseErrorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(showParseError)) next = parseErrorDecorations(transaction.state.doc, effect.value);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const editorTheme = EditorView.theme({
  '&': { fontSize: '14px', backgroundColor: '#fff', maxHeight: '36rem' },
  '.cm-scroller': { overflow: 'auto' },
  '&.cm-focused': { outline: '2px solid #1d63e0', outlineOffset: '2px' },
  '& .cm-scroller': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    lineHeight: '1.6',
  },
  '.cm-content': { padding: '8px 0' },
  '.cm-gutters': { backgroundColor: '#f8fafc', borderRight: '1px solid #e2e8f0', color: '#64748b' },
  '.cm-activeLine': { backgroundColor: '#f1f5f9' },
  '.cm-activeLineGutter': { backgroundColor: '#e2e8f0', color: '#0f172a' },
  '.cm-parse-error': { textDecoration: 'underline wavy #b91c1c', textUnderlineOffset: '3px' },
  '.cm-parse-error-line': { backgroundColor: '#fef2f2' },
  '.cm-parse-error-note': {
    color: '#991b1b',
    backgroundColor: '#fef2f2',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    fontSize: '13px',
    padding: '2px 12px 4px',
  },
});

/** The learner's editor: room for a policy or a manifest before it scrolls. */
const tallTheme = EditorView.theme({ '.cm-content, .cm-gutter': { minHeight: '16rem' } });

interface CodeEditorProps {
  initialValue: string;
  language: EditorLanguage;
  /** The accessible name of the text area. */
  label: string;
  /** Ids of the texts that describe it (the keyboard help, the parse error). */
  describedBy?: string;
  readOnly?: boolean;
  onChange?: (value: string) => void;
  /** The grader's parse error, shown at its line and column. */
  parseError?: ParseError | null;
  /** Height of the editable area ('tall': the learner's editor; 'auto': a solution shown). */
  size?: 'tall' | 'auto';
  className?: string;
}

export function CodeEditor({
  initialValue,
  language,
  label,
  describedBy,
  readOnly = false,
  onChange,
  parseError,
  size = 'tall',
  className,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  // Made once per mount: the parent gives it a key to start again with another text.
  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const languageSlot = new Compartment();
    const attributes: Record<string, string> = { 'aria-label': label };
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (readOnly) attributes['aria-readonly'] = 'true';
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          highlightActiveLine(),
          parseErrorField,
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorState.tabSize.of(2),
          EditorState.readOnly.of(readOnly),
          EditorView.contentAttributes.of(attributes),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current?.(update.state.doc.toString());
          }),
          editorTheme,
          size === 'tall' ? tallTheme : [],
          languageSlot.of([]),
        ],
      }),
    });
    view.current = editor;
    let alive = true;
    void languageSupport(language).then(
      (support) => {
        if (alive) editor.dispatch({ effects: languageSlot.reconfigure(support) });
      },
      // Without its highlighting the editor still works: plain text.
      () => undefined,
    );
    return () => {
      alive = false;
      editor.destroy();
      view.current = null;
    };
    // The editor keeps its own state from here on; a new text or language remounts it (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ effects: showParseError.of(parseError ?? null) });
  }, [parseError]);

  return (
    <div
      ref={host}
      data-testid="code-editor"
      className={cn('overflow-hidden rounded-xl border border-slate-300 bg-white', className)}
    />
  );
}
