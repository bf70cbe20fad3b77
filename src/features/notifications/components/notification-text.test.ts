import { describe, expect, it } from 'vitest';
import {
  notificationListSchema,
  type AppNotification,
  type QuestionNotification,
} from '../api/list-notifications';
import { notificationText } from './notifications-list';

const base: QuestionNotification = {
  id: 'n1',
  kind: 'question_answered',
  created_at: '2026-11-26T12:00:00+00:00',
  read_at: null,
  by_teacher: true,
  question: { id: 'q1', title: 'Como criar um bucket?' },
  lesson: { id: 'l1', title: 'S3' },
  course: { id: 'c1', title: 'AWS' },
};

describe('notificationText', () => {
  it('names who answered and the question', () => {
    expect(notificationText(base)).toBe('O professor respondeu sua pergunta “Como criar um bucket?”');
    expect(notificationText({ ...base, by_teacher: false })).toBe(
      'Sua pergunta “Como criar um bucket?” recebeu uma resposta',
    );
    expect(notificationText({ ...base, kind: 'new_question', by_teacher: null })).toBe(
      'Nova pergunta em AWS: “Como criar um bucket?”',
    );
  });
});

describe('a plan renewal reminder', () => {
  const renewal: AppNotification = {
    id: 'n2',
    kind: 'subscription_renewal',
    created_at: '2026-11-26T12:00:00+00:00',
    read_at: null,
    renewal: {
      order_id: 'o1',
      plan_name: 'Profissional',
      amount: 49.9,
      due_at: '2026-11-29T15:00:00+00:00',
      payment_url: 'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1',
      paid: false,
    },
  };

  it('says when the plan ends and what to pay, then that it was paid', () => {
    expect(notificationText(renewal)).toBe(
      'Seu plano Profissional vence em 29/11/2026: pague o Pix de R$\u00a049,90 para renovar',
    );
    expect(notificationText({ ...renewal, renewal: { ...renewal.renewal, paid: true } })).toBe(
      'Renovação do plano Profissional paga',
    );
  });

  it('is read from the database answer beside question notifications, and only with a web link', () => {
    const answer = {
      total: 2,
      unread: 2,
      page: 1,
      page_size: 20,
      rows: [{ ...renewal, by_teacher: null, question: null, lesson: null, course: null }, base],
    };
    expect(notificationListSchema.parse(answer).rows.map((row) => row.kind)).toEqual([
      'subscription_renewal',
      'question_answered',
    ]);
    const unsafe = {
      ...answer,
      rows: [{ ...renewal, renewal: { ...renewal.renewal, payment_url: 'javascript:alert(1)' } }],
    };
    expect(notificationListSchema.safeParse(unsafe).success).toBe(false);
  });
});

describe('a refund notice', () => {
  const refund: AppNotification = {
    id: 'n3',
    kind: 'order_refunded',
    created_at: '2026-11-26T12:00:00+00:00',
    read_at: null,
    refund: {
      order_id: 'o2',
      product_kind: 'course',
      product_title: 'AWS Essencial',
      amount: 297,
      method: 'card',
      status: 'refunded',
    },
  };

  it('says what was refunded and how much, or that the card payment was contested', () => {
    expect(notificationText(refund)).toBe(
      'Sua compra de AWS Essencial foi reembolsada: R$\u00a0297,00 voltam para você',
    );
    expect(
      notificationText({
        ...refund,
        refund: { ...refund.refund, status: 'charged_back' },
      } as AppNotification),
    ).toBe('O pagamento de AWS Essencial (R$\u00a0297,00) foi contestado no cartão e o acesso foi encerrado');
  });

  it('is read from the database’s row', () => {
    const parsed = notificationListSchema.parse({
      total: 1,
      unread: 1,
      page: 1,
      page_size: 20,
      rows: [
        {
          ...refund,
          question: null,
          lesson: null,
          course: null,
          renewal: null,
          goal_week: null,
          by_teacher: null,
        },
      ],
    });
    expect(parsed.rows[0]).toEqual(refund);
  });
});

describe('notificationText of a company assignment', () => {
  const assignment: AppNotification = {
    id: 'n2',
    kind: 'assignment',
    created_at: '2026-11-26T12:00:00+00:00',
    read_at: null,
    assignment: {
      id: 'a1',
      organisation_name: 'Empresa A Ltda',
      kind: 'track',
      title: 'AWS Cloud Practitioner',
      slug: 'aws',
      due_on: '2027-03-15',
    },
  };
  it('names the company, the item and the due day (dd/MM)', () => {
    expect(notificationText(assignment)).toBe(
      'Empresa A Ltda atribuiu a você a trilha AWS Cloud Practitioner · até 15/03',
    );
    expect(notificationText({ ...assignment, kind: 'assignment_reminder' })).toBe(
      'Lembrete: conclua a trilha AWS Cloud Practitioner até 15/03',
    );
  });
});
