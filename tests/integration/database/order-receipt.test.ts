// The receipt's buyer (get_order_receipt): the name and CPF the order recorded at checkout, for
// the order's own buyer and administradores only; parsed with the receipt screen's schema.
import { describe, expect, it } from 'vitest';
import { orderReceiptSchema } from '@/features/purchases/api/get-order-receipt';
import { parseAnswer } from '@/lib/api/answer';
import { anonClient, createUser, sql } from '../../support/stack';
import { expectError } from './fixtures';
import { CPF_DIGITS, createPaidCourse, paymentEvent, startOrder } from './payments-fixtures';

describe('get_order_receipt', () => {
  it('allowed: the buyer and an administrador read the name and CPF the order recorded', async () => {
    const [buyer, admin] = await Promise.all([
      createUser({ fullName: 'Maria Compradora' }),
      createUser({ role: 'administrador' }),
    ]);
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId, 'pix');
    await paymentEvent(order.id, 'paid');
    // A later change of the profile's name does not rewrite the receipt.
    await sql`update public.profiles set full_name = 'Maria Outra' where id = ${buyer.userId}`;

    const expected = {
      order_id: order.id,
      buyer_name: 'Maria Compradora',
      buyer_cpf: CPF_DIGITS,
      anonymized: false,
    };
    for (const reader of [buyer, admin]) {
      const { data, error } = await reader.client.rpc('get_order_receipt', { p_order_id: order.id });
      expect(error).toBeNull();
      expect(parseAnswer('rpc/get_order_receipt', orderReceiptSchema, data)).toEqual(expected);
    }
  });

  it('denied: another buyer and a visitor read nothing', async () => {
    const [buyer, stranger] = await Promise.all([createUser(), createUser()]);
    const course = await createPaidCourse();
    const order = await startOrder(buyer, 'course', course.courseId, 'pix');
    expectError(
      await stranger.client.rpc('get_order_receipt', { p_order_id: order.id }),
      'P0001',
      'order_not_found',
    );
    expectError(await anonClient().rpc('get_order_receipt', { p_order_id: order.id }), '42501');
  });
});
