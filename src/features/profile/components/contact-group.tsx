import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '@/components/forms/address-fields';
import { NameAndPhoneFields } from '@/components/forms/name-and-phone-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { saveThenClose } from '@/components/forms/save-then-close';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { formatCep, formatPhoneNumber } from '@/utils/format-contact';
import { formatPhone, formatZipcode } from '@/utils/masks';
import type { MyData } from '../api/get-my-data';
import {
  contactSchema,
  useUpdateContact,
  type ContactFormValues,
  type ContactValues,
} from '../api/update-contact';
import { DataGroup, DataItem, DataList } from './my-data-parts';

function ContactForm({
  userId,
  initial,
  onSaved,
}: {
  userId: string;
  initial: ContactFormValues;
  onSaved: () => void;
}) {
  const form = useForm<ContactFormValues, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const { register } = form;
  const update = useUpdateContact(userId);

  const save = (values: ContactValues) =>
    saveThenClose(update.mutate, values, {
      saved: 'Perfil atualizado com sucesso!',
      failed: 'Erro ao atualizar perfil',
      onDone: onSaved,
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-4">
      <NameAndPhoneFields register={register} errors={errors} />
      <AddressFields register={register} errors={errors} />
      <FormDialogFooter submitLabel="Salvar" saving={update.isPending} cancelWaitsForSave />
    </form>
  );
}

/** 'Contato e endereço': shown formatted, corrected in a dialog with the sign-up's validations. */
export function ContactGroup({
  userId,
  account,
  contact,
  editable = true,
}: {
  userId: string;
  account: MyData['conta'];
  contact: MyData['contato_e_endereco'];
  /** false for a deactivated account: the database keeps its profile as it is. */
  editable?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  // Values stored before the masks existed (digits only) are shown and edited masked.
  const initial: ContactFormValues = {
    fullName: account.nome_completo ?? '',
    phone: contact.telefone ? formatPhone(contact.telefone) : '',
    addressStreet: contact.rua ?? '',
    addressNumber: contact.numero ?? '',
    addressCity: contact.cidade ?? '',
    addressState: contact.estado ?? '',
    addressZipcode: contact.cep ? formatZipcode(contact.cep) : '',
  };

  return (
    <DataGroup
      id="meus-dados-contato"
      title="Contato e endereço"
      actions={
        editable && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Editar
          </Button>
        )
      }
    >
      <DataList>
        <DataItem label="Telefone" field="contato_e_endereco.telefone">
          {formatPhoneNumber(contact.telefone)}
        </DataItem>
        <DataItem label="CEP" field="contato_e_endereco.cep">
          {formatCep(contact.cep)}
        </DataItem>
        <DataItem label="Rua" field="contato_e_endereco.rua">
          {contact.rua}
        </DataItem>
        <DataItem label="Número" field="contato_e_endereco.numero">
          {contact.numero}
        </DataItem>
        <DataItem label="Cidade" field="contato_e_endereco.cidade">
          {contact.cidade}
        </DataItem>
        <DataItem label="Estado" field="contato_e_endereco.estado">
          {contact.estado}
        </DataItem>
      </DataList>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent
          title="Editar contato e endereço"
          description="As mesmas regras do cadastro valem aqui. O email de acesso não muda por este formulário."
          size="lg"
        >
          <ContactForm userId={userId} initial={initial} onSaved={() => setEditing(false)} />
        </DialogContent>
      </Dialog>
    </DataGroup>
  );
}
