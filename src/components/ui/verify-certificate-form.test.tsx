import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAX_TYPED_CODE_LENGTH } from '@/rules/certificate-code';
import {
  EMPTY_CODE_MESSAGE,
  VERIFY_FIELD_MAX_LENGTH,
  VerifyCertificateForm,
} from './verify-certificate-form';

function Opened() {
  const { code } = useParams();
  return <output aria-label="aberto">{code}</output>;
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<VerifyCertificateForm tone="footer" />} />
        <Route path="/certificado/:code" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('textbox', { name: 'Verificar certificado' });
}

function submit(value: string) {
  const field = renderForm();
  fireEvent.change(field, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
}

describe('Verificar certificado', () => {
  it('opens the certificate page with the code as typed (trimmed), for the page to read it', () => {
    submit('  tc 7k2m9qx4 hz8b ');
    expect(screen.getByRole('status', { name: 'aberto' }).textContent).toBe('tc 7k2m9qx4 hz8b');
  });

  it('opens anything else too, for the page to say it was not found', () => {
    submit('<b>não é código</b>');
    expect(screen.getByRole('status', { name: 'aberto' }).textContent).toBe('<b>não é código</b>');
  });

  it('asks for the code when the field is empty', () => {
    submit('   ');
    expect(screen.getByRole('alert').textContent).toBe(EMPTY_CODE_MESSAGE);
    expect(screen.getByRole('textbox', { name: 'Verificar certificado' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});

describe('the field', () => {
  it('takes as many characters as the code rules read', () => {
    expect(VERIFY_FIELD_MAX_LENGTH).toBe(MAX_TYPED_CODE_LENGTH);
  });
});
