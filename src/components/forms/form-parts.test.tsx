import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { AddressFields } from './address-fields';
import { FamilyIncomeInput } from './family-income-input';
import { NameAndPhoneFields } from './name-and-phone-fields';
import { RecordFormDialog } from './record-form-dialog';
import { SwitchField } from './switch-field';
import { TextListField } from './text-list-field';

function TopicsForm({ error }: { error?: string }) {
  const form = useForm<{ topics: string[] }>({ defaultValues: { topics: ['AWS', '', ''] } });
  return (
    <TextListField
      legend="Tópico"
      errorId="topics-error"
      count={3}
      error={error}
      entryLabel={(position) => `Tópico ${position}`}
      entryPlaceholder={(position) => `Ex.: tópico ${position}`}
      register={(index) => form.register(`topics.${index}`)}
    />
  );
}

describe('TextListField', () => {
  it('shows one input per entry, named and numbered from 1, with the values of the form', () => {
    render(<TopicsForm />);
    const group = screen.getByRole('group', { name: 'Tópico' });
    expect(group.getAttribute('aria-describedby')).toBeNull();
    const first = screen.getByRole('textbox', { name: 'Tópico 1' });
    expect((first as HTMLInputElement).value).toBe('AWS');
    expect(screen.getByRole('textbox', { name: 'Tópico 3' }).getAttribute('placeholder')).toBe(
      'Ex.: tópico 3',
    );
    expect(screen.queryByRole('textbox', { name: 'Tópico 4' })).toBeNull();
  });

  it('describes the whole list with its error and marks every entry invalid', () => {
    render(<TopicsForm error="Informe pelo menos um tópico" />);
    const group = screen.getByRole('group', { name: 'Tópico' });
    expect(group.getAttribute('aria-describedby')).toBe('topics-error');
    expect(document.getElementById('topics-error')?.textContent).toBe('Informe pelo menos um tópico');
    expect(screen.getByRole('textbox', { name: 'Tópico 2' }).getAttribute('aria-invalid')).toBe('true');
  });
});

function ActiveForm({ onValue }: { onValue: (active: boolean) => void }) {
  const form = useForm<{ is_active: boolean }>({ defaultValues: { is_active: true } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.is_active))}>
      <SwitchField
        control={form.control}
        name="is_active"
        id="book-active"
        label="Livro ativo (visível na loja)"
      />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('SwitchField', () => {
  it('is a switch named by its visible label that turns the form value on and off', async () => {
    const onValue = vi.fn();
    render(<ActiveForm onValue={onValue} />);
    const toggle = screen.getByRole('switch', { name: 'Livro ativo (visível na loja)' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onValue).toHaveBeenCalledWith(false));
  });
});

describe('RecordFormDialog', () => {
  const title = (record: { id: string } | null) => (record ? 'Editar Livro' : 'Novo Livro');
  const form = (record: { id: string } | null) => <p>formulário de {record?.id ?? 'novo'}</p>;

  it('is closed at null', () => {
    render(
      <RecordFormDialog target={null} onClose={() => {}} title={title}>
        {form}
      </RecordFormDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the empty form for 'new' and the record's form for a record, saying which fields are required", () => {
    const { rerender } = render(
      <RecordFormDialog target="new" onClose={() => {}} title={title}>
        {form}
      </RecordFormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Novo Livro' })).toBeTruthy();
    expect(screen.getByText('Campos com * são obrigatórios.')).toBeTruthy();
    expect(screen.getByText('formulário de novo')).toBeTruthy();
    rerender(
      <RecordFormDialog target={{ id: 'b1' }} onClose={() => {}} title={title}>
        {form}
      </RecordFormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Editar Livro' })).toBeTruthy();
    expect(screen.getByText('formulário de b1')).toBeTruthy();
  });

  it("calls onClose when the dialog is closed with 'Fechar'", () => {
    const onClose = vi.fn();
    render(
      <RecordFormDialog target="new" onClose={onClose} title={title}>
        {form}
      </RecordFormDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

interface PersonValues {
  fullName: string;
  phone: string;
  addressZipcode: string;
  addressStreet: string;
  addressNumber: string;
  addressCity: string;
  addressState: string;
  familyIncome: string;
}

function PersonForm() {
  const form = useForm<PersonValues>();
  const errors = {
    phone: { message: 'Telefone inválido' },
    addressState: { message: 'Use a sigla do estado, como SP' },
  };
  return (
    <>
      <NameAndPhoneFields register={form.register} errors={errors} />
      <AddressFields register={form.register} errors={errors} />
      <FormField label="Renda familiar (opcional)">
        <FamilyIncomeInput registration={form.register('familyIncome')} />
      </FormField>
    </>
  );
}

describe('the personal data fields', () => {
  it('name each input in pt-BR, mask the phone, CEP and state as typed, and show their errors', () => {
    render(<PersonForm />);
    expect(screen.getByRole('textbox', { name: 'Nome completo' }).getAttribute('autocomplete')).toBe('name');
    const phone = screen.getByRole('textbox', { name: 'Telefone' }) as HTMLInputElement;
    expect(phone.getAttribute('placeholder')).toBe('(11) 98765-4321');
    fireEvent.change(phone, { target: { value: '11987654321' } });
    expect(phone.value).toBe('(11) 98765-4321');
    expect(screen.getByText('Telefone inválido')).toBeTruthy();

    const zipcode = screen.getByRole('textbox', { name: 'CEP' }) as HTMLInputElement;
    fireEvent.change(zipcode, { target: { value: '01310100' } });
    expect(zipcode.value).toBe('01310-100');
    expect(screen.getByRole('textbox', { name: 'Rua' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Número' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toBeTruthy();
    const state = screen.getByRole('textbox', { name: 'Estado' }) as HTMLInputElement;
    fireEvent.change(state, { target: { value: 'sp' } });
    expect(state.value).toBe('SP');
    expect(screen.getByText('Use a sigla do estado, como SP')).toBeTruthy();

    const income = screen.getByRole('spinbutton', { name: 'Renda familiar (opcional)' });
    expect([income.getAttribute('placeholder'), income.getAttribute('step')]).toEqual(['0,00', '0.01']);
  });
});
