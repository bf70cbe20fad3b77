// What the Empresas specs share: a valid CNPJ, the organisation form of the company checkout, and
// the database's own quote the screens must show (docs/companies.md).
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { withCnpjCheckDigits } from '../src/rules/cnpj';
import { database } from './learning-fixtures';
import { expect } from './support';

const NBSP = '\u00a0';

/** A fresh CNPJ whose check digits are right (the first digit not 0, as the seed's are). */
export function newCnpj(): string {
  const twelve = [1 + randomInt(9), ...Array.from({ length: 11 }, () => randomInt(10))].join('');
  return withCnpjCheckDigits(twelve);
}

/** The database's price of `seats` (added to `blockId` when given), as the order will charge it. */
export async function databaseQuote(kind: string, productId: string, seats: number, blockId?: string) {
  const [row] = await database()<
    { quote: { unit_price: number; total: number; discount_percent: number; amount: number } }[]
  >`select private.seat_price(${kind}, ${productId}, ${seats}, ${blockId ?? null}) as quote`;
  return row!.quote;
}

/** An amount as the screens write it: 'R$ 2.970,00'. */
export const brl = (value: number) =>
  `R$${NBSP}${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Fills and sends 'Nova empresa' on /empresas/comprar; the new organisation is then the buyer. */
export async function registerOrganisation(page: Page, legalName: string) {
  const form = page.getByRole('form', { name: 'Nova empresa' });
  await form.getByLabel('CNPJ').pressSequentially(newCnpj());
  await form.getByLabel('Razão social').fill(legalName);
  await form.getByLabel('E-mail de cobrança').fill('financeiro@empresa-e2e.com.br');
  await form.getByLabel('Endereço').fill('Avenida Paulista, 1000');
  await form.getByLabel('Cidade').fill('São Paulo');
  await form.getByLabel('UF').selectOption('SP');
  await form.getByLabel('CEP').pressSequentially('01310100');
  await form.getByRole('button', { name: 'Cadastrar empresa' }).click();
  await expect(page.getByLabel('Comprar para')).toContainText(legalName);
}
