import { describe, expect, it } from 'vitest';
import { digestContent, digestHtml, digestText, isEmptyDigest, type ClaimedDigest } from './digest-mail.ts';

const course = { id: 'c1', slug: 'aws-essentials', title: 'AWS <Essentials>' };
const links = {
  siteUrl: 'https://trilha.cloud',
  unsubscribeUrl: 'https://trilha.cloud/descadastrar?token=t',
};

function digest(overrides: Partial<ClaimedDigest> = {}): ClaimedDigest {
  return {
    user_id: 'u1',
    email: 'maria@exemplo.com',
    first_name: 'Maria',
    continue: [],
    new_answers: [],
    ...overrides,
  };
}

describe('the weekly digest e-mail', () => {
  it('links each lesson to continue and groups new answers by question', () => {
    const answer = (id: string) => ({
      answer_id: id,
      question: { id: 'q1', title: 'Como criar um bucket?' },
      lesson: { id: 'l2', title: 'Aula 2' },
      course,
    });
    const content = digestContent(
      digest({
        continue: [
          {
            course,
            progress: 40,
            lesson: { id: 'l1', title: 'Aula 1', module_title: 'Módulo 1', position_seconds: 30 },
          },
        ],
        new_answers: [answer('a1'), answer('a2')],
      }),
      links,
    );
    expect(content.continueWith).toEqual([
      {
        courseTitle: 'AWS <Essentials>',
        lessonTitle: 'Aula 1',
        url: 'https://trilha.cloud/course/c1/lesson/l1',
      },
    ]);
    expect(content.newAnswers).toEqual([
      {
        courseTitle: 'AWS <Essentials>',
        questionTitle: 'Como criar um bucket?',
        answers: 2,
        url: 'https://trilha.cloud/course/c1/lesson/l2?pergunta=q1#perguntas',
      },
    ]);
    expect(digestText(content)).toContain('- Como criar um bucket? (AWS <Essentials>): 2 novas respostas');
    const html = digestHtml(content);
    expect(html).toContain('AWS &lt;Essentials&gt;');
    expect(html).not.toContain('AWS <Essentials>');
    expect(html).toContain('href="https://trilha.cloud/descadastrar?token=t"');
  });

  it('lists the open company assignments first, with the organisation, the due date, the progress and the status', () => {
    const content = digestContent(
      digest({
        assignments: [
          {
            organisation: 'Nuvem & Cia Ltda',
            kind: 'track',
            title: 'Arquiteto AWS',
            slug: 'arquiteto-aws',
            due_on: '2027-03-15',
            progress: 40,
            status: 'late',
          },
          {
            organisation: 'Nuvem & Cia Ltda',
            kind: 'course',
            title: 'Azure Fundamentals',
            slug: 'azure-fundamentals',
            due_on: '2027-04-01',
            progress: 0,
            status: 'on_track',
          },
        ],
      }),
      links,
    );
    expect(isEmptyDigest(content)).toBe(false);
    const text = digestText(content);
    expect(text).toContain(
      [
        'Atribuído pela sua empresa:',
        '- Arquiteto AWS (Trilha, Nuvem & Cia Ltda · até 15/03 · 40% · Atrasado)',
        '  https://trilha.cloud/trilha/arquiteto-aws',
        '- Azure Fundamentals (Curso, Nuvem & Cia Ltda · até 01/04 · 0% · No prazo)',
        '  https://trilha.cloud/course/azure-fundamentals',
      ].join('\n'),
    );
    const html = digestHtml(content);
    expect(html).toContain('Atribuído pela sua empresa');
    expect(html).toContain('href="https://trilha.cloud/trilha/arquiteto-aws"');
    expect(html).toContain('Nuvem &amp; Cia Ltda');
  });

  it('says nothing when there is nothing to continue and no new answer', () => {
    const content = digestContent(digest({ first_name: null }), links);
    expect(isEmptyDigest(content)).toBe(true);
    expect(digestText(content).startsWith('Olá!')).toBe(true);
  });
});
