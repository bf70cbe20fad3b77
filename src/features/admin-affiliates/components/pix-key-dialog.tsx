// 'Ver chave PIX': the list shows only the key's last characters; the whole key, for a payout, is
// asked of the database when the administrador presses 'Mostrar chave completa', and each such
// reading is logged with who read it and when (docs/affiliates.md, "The PIX key"). Closing the
// dialog forgets the key: opening it again is a new reading.
import { CopyIcon, EyeIcon } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { userMessage } from '@/lib/errors/user-message';
import { copyWithToast } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import type { Affiliate } from '../api/get-affiliates';
import { useRevealPixKey } from '../api/reveal-pix-key';
import { affiliateName, formatPixKeyHint } from '../utils/affiliate-format';

function PixKey({ affiliate }: { affiliate: Affiliate }) {
  const reveal = useRevealPixKey();
  const key = reveal.data;
  return (
    <>
      <p className="text-sm text-ink">
        Na lista aparecem só os últimos caracteres:{' '}
        <span className="font-mono">{formatPixKeyHint(affiliate.pix_key_hint)}</span>. A leitura da chave
        completa fica registrada com o seu nome, a data e a hora.
      </p>
      {key === undefined ? (
        <Button
          className="mt-4 w-full sm:w-auto"
          disabled={reveal.isPending}
          onClick={() =>
            reveal.mutate(affiliate.id, {
              onError: (error) => toast.error(userMessage(error, 'Erro ao ler a chave PIX')),
            })
          }
        >
          <EyeIcon size={16} />
          {reveal.isPending ? 'Lendo a chave...' : 'Mostrar chave completa'}
        </Button>
      ) : (
        <div className="mt-4 space-y-3">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Chave PIX completa</p>
            <p className="mt-1 break-all font-mono text-base text-ink">{key}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p role="status" className="text-sm text-ink-muted">
              Leitura registrada.
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                void copyWithToast(key, {
                  copied: 'Chave PIX copiada',
                  failed: 'Não foi possível copiar. Selecione a chave e copie.',
                })
              }
            >
              <CopyIcon size={16} />
              Copiar chave
            </Button>
          </div>
        </div>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Fechar</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

export function PixKeyDialog({ affiliate, onClose }: { affiliate: Affiliate | null; onClose: () => void }) {
  return (
    <Dialog open={affiliate !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Closed by its own 'Fechar' (and Escape), as a confirmation is. */}
      <DialogContent
        size="sm"
        title={affiliate ? `Chave PIX de ${affiliateName(affiliate)}` : ''}
        hideCloseButton
      >
        {affiliate && (
          <Fragment key={affiliate.id}>
            <PixKey affiliate={affiliate} />
          </Fragment>
        )}
      </DialogContent>
    </Dialog>
  );
}
