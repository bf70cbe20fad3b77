// Radix dialog with the site's styles (shadcn/ui shape). Radix traps focus, closes on Escape and
// wires aria-labelledby/aria-describedby to the title and description. Long forms scroll inside
// the panel so the title and actions stay reachable.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import {
  createContext,
  useContext,
  useState,
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/utils';

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// Radix returns focus to a <DialogTrigger> only; our dialogs are mostly opened by state, from
// any button, and Radix would leave focus on <body>. So the dialog remembers what had focus when
// it opened and gives focus back to it when it closes (Escape, Cancelar, after saving).
const OpenerContext = createContext<HTMLElement | null>(null);

function focusedElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export function Dialog({ open, children, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const [opener, setOpener] = useState<HTMLElement | null>(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  // Read while rendering the change to open: nothing of the dialog is on the page yet, so focus
  // is still on the control that opened it.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  return (
    <DialogPrimitive.Root open={open} {...props}>
      <OpenerContext.Provider value={opener}>{children}</OpenerContext.Provider>
    </DialogPrimitive.Root>
  );
}

/**
 * Focus after closing: the opener when it is still on the page; when it is gone (the item it
 * belonged to was deleted) the main content, so focus is never dropped on <body>.
 */
function returnFocus(opener: HTMLElement | null, event: Event) {
  if (opener?.isConnected) {
    event.preventDefault();
    opener.focus();
    return;
  }
  const main = document.querySelector<HTMLElement>('main');
  if (opener && main) {
    event.preventDefault();
    main.focus();
  }
}

interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Width of the panel: forms with many fields use 'lg'. */
  size?: 'sm' | 'md' | 'lg';
  /** Hides the top-right close button (confirmations close through their own buttons). */
  hideCloseButton?: boolean;
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export function DialogContent({
  title,
  description,
  size = 'md',
  hideCloseButton = false,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useContext(OpenerContext);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/60 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        // Without a description Radix warns unless aria-describedby is explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none',
          widths[size],
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus(opener, event);
        }}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <div>
            <DialogPrimitive.Title className="text-lg font-bold text-ink">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-ink-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {!hideCloseButton && (
            <DialogPrimitive.Close
              aria-label="Fechar"
              className="-mr-2 -mt-1 grid h-10 w-10 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-slate-100 hover:text-ink"
            >
              <XIcon size={20} />
            </DialogPrimitive.Close>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The row of actions at the end of a dialog's form. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'mt-6 flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}
