// Asked when the database refused the order for want of the buyer's address (the municipality puts
// it on the nota fiscal, docs/invoices.md): saved on the profile, then the same order is asked for
// again. Loaded only then, so the checkout's first load does not carry it (docs/payments-ui.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AddressFields } from '@/components/forms/address-fields';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { userMessage } from '@/lib/errors/user-message';
import { toast } from '@/lib/toast';
import {
  takerAddressSchema,
  useSaveTakerAddress,
  type TakerAddress,
  type TakerAddressFormValues,
} from '../api/save-taker-address';

const SAVE_FAILED = 'Não foi possível salvar o endereço. Tente novamente.';

export default function TakerAddressDialog({
  userId,
  open,
  onOpenChange,
  onSaved,
}: {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address is on the profile: the checkout asks for the order again. */
  onSaved: () => void;
}) {
  const save = useSaveTakerAddress(userId);
  const form = useForm<TakerAddressFormValues, unknown, TakerAddress>({
    resolver: zodResolver(takerAddressSchema),
    defaultValues: {
      addressZipcode: '',
      addressStreet: '',
      addressNumber: '',
      addressCity: '',
      addressState: '',
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent
        title="Endereço para a nota fiscal"
        description="A prefeitura pede o endereço de quem compra na nota fiscal. Ele fica salvo em Meus dados."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((address) =>
            save.mutate(address, {
              onSuccess: () => {
                onOpenChange(false);
                onSaved();
              },
              onError: (error) => toast.error(userMessage(error, SAVE_FAILED)),
            }),
          )}
        >
          <AddressFields register={form.register} errors={errors} />
          <FormDialogFooter submitLabel="Salvar e continuar" saving={save.isPending} cancelWaitsForSave />
        </form>
      </DialogContent>
    </Dialog>
  );
}
