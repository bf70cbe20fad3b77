// The weekly digest e-mail, in pt-BR, as HTML and as plain text (the same content). Pure.
// Built from what the database hands the job for one person (docs/engagement-mail.md → Digest).

export interface DigestLesson {
  courseTitle: string;
  lessonTitle: string;
  url: string;
}

export interface DigestAnswer {
  courseTitle: string;
  questionTitle: string;
  answers: number;
  url: string;
}

export interface DigestAssignment {
  title: string;
  /** 'Trilha, Nuvem Consultoria Ltda · até 15/03 · 40% · Atrasado'. */
  details: string;
  url: string;
}

export interface DigestContent {
  firstName: string;
  /** What a company assigned and the person has not finished, nearest due date first. */
  assigned: DigestAssignment[];
  continueWith: DigestLesson[];
  newAnswers: DigestAnswer[];
  unsubscribeUrl: string;
  preferencesUrl: string;
}

/** One person's digest as claim_weekly_digests hands it over (docs/engagement.md). */
export interface ClaimedDigest {
  user_id: string;
  email: string;
  first_name: string | null;
  continue: {
    course: { id: string; slug: string; title: string };
    progress: number;
    lesson: { id: string; title: string; module_title: string | null; position_seconds: number } | null;
  }[];
  new_answers: {
    answer_id: string;
    question: { id: string; title: string };
    lesson: { id: string; title: string };
    course: { id: string; slug: string; title: string };
  }[];
  /** The open company assignments (private.digest_assignments); absent before companies existed. */
  assignments?: {
    organisation: string;
    kind: 'track' | 'course';
    title: string;
    slug: string;
    due_on: string;
    progress: number;
    status: 'on_track' | 'late' | 'done';
  }[];
}

/** The app's addresses (src/config/paths.ts: lesson, lessonQuestion, course, digestPreferences). */
function lessonUrl(siteUrl: string, courseId: string, lessonId: string): string {
  return `${siteUrl}/course/${courseId}/lesson/${lessonId}`;
}

const STATUS_TEXT = { on_track: 'No prazo', late: 'Atrasado', done: 'Concluído' } as const;

/** '2026-03-15' → '15/03', as the dashboard writes a due date. */
function dayMonth(day: string): string {
  const [, month, date] = day.split('-');
  return `${date}/${month}`;
}

/** What the e-mail says: the company's assignments, the lessons to continue, the questions with new answers (one line each). */
export function digestContent(
  digest: ClaimedDigest,
  links: { siteUrl: string; unsubscribeUrl: string },
): DigestContent {
  const byQuestion = new Map<string, DigestAnswer>();
  for (const answer of digest.new_answers) {
    const known = byQuestion.get(answer.question.id);
    if (known) {
      known.answers += 1;
      continue;
    }
    byQuestion.set(answer.question.id, {
      courseTitle: answer.course.title,
      questionTitle: answer.question.title,
      answers: 1,
      url: `${lessonUrl(links.siteUrl, answer.course.id, answer.lesson.id)}?pergunta=${answer.question.id}#perguntas`,
    });
  }
  return {
    firstName: digest.first_name?.trim() ?? '',
    assigned: (digest.assignments ?? []).map((assignment) => ({
      title: assignment.title,
      details: [
        `${assignment.kind === 'track' ? 'Trilha' : 'Curso'}, ${assignment.organisation}`,
        `até ${dayMonth(assignment.due_on)}`,
        `${assignment.progress}%`,
        STATUS_TEXT[assignment.status],
      ].join(' · '),
      url: `${links.siteUrl}/${assignment.kind === 'track' ? 'trilha' : 'course'}/${encodeURIComponent(assignment.slug)}`,
    })),
    continueWith: digest.continue.map((entry) => ({
      courseTitle: entry.course.title,
      lessonTitle: entry.lesson?.title ?? 'Abrir o curso',
      url: entry.lesson
        ? lessonUrl(links.siteUrl, entry.course.id, entry.lesson.id)
        : `${links.siteUrl}/course/${encodeURIComponent(entry.course.slug)}`,
    })),
    newAnswers: [...byQuestion.values()],
    unsubscribeUrl: links.unsubscribeUrl,
    preferencesUrl: `${links.siteUrl}/profile#resumo-semanal`,
  };
}

/** Nothing assigned, nothing to continue and no new answer: no e-mail that week. */
export function isEmptyDigest(content: DigestContent): boolean {
  return (
    content.assigned.length === 0 && content.continueWith.length === 0 && content.newAnswers.length === 0
  );
}

export const DIGEST_SUBJECT = 'Seu resumo semanal da Trilha Cloud';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function answersLabel(count: number): string {
  return count === 1 ? '1 nova resposta' : `${count} novas respostas`;
}

function greeting(firstName: string): string {
  return firstName ? `Olá, ${firstName}!` : 'Olá!';
}

export function digestText(content: DigestContent): string {
  const lines = [greeting(content.firstName), '', 'Este é o seu resumo da semana na Trilha Cloud.', ''];
  if (content.assigned.length > 0) {
    lines.push('Atribuído pela sua empresa:');
    for (const assignment of content.assigned) {
      lines.push(`- ${assignment.title} (${assignment.details})`, `  ${assignment.url}`);
    }
    lines.push('');
  }
  if (content.continueWith.length > 0) {
    lines.push('Continue de onde parou:');
    for (const lesson of content.continueWith) {
      lines.push(`- ${lesson.courseTitle}: ${lesson.lessonTitle}`, `  ${lesson.url}`);
    }
    lines.push('');
  }
  if (content.newAnswers.length > 0) {
    lines.push('Novas respostas às suas perguntas:');
    for (const answer of content.newAnswers) {
      lines.push(
        `- ${answer.questionTitle} (${answer.courseTitle}): ${answersLabel(answer.answers)}`,
        `  ${answer.url}`,
      );
    }
    lines.push('');
  }
  lines.push(
    'Você recebe este e-mail porque ativou o resumo semanal no seu perfil.',
    `Para não receber mais: ${content.unsubscribeUrl}`,
    `Preferências: ${content.preferencesUrl}`,
  );
  return lines.join('\n');
}

const LINK = 'color: #174fbf; font-weight: bold; text-decoration: underline';
const PARAGRAPH = 'margin: 0 0 16px; font-size: 16px; line-height: 1.6';

function listHtml(title: string, items: string[]): string {
  if (items.length === 0) return '';
  return `<h2 style="margin: 24px 0 12px; font-size: 18px; color: #0f172a">${escapeHtml(title)}</h2>
<ul style="margin: 0 0 16px; padding-left: 20px; font-size: 16px; line-height: 1.6">${items.join('')}</ul>`;
}

export function digestHtml(content: DigestContent): string {
  const assigned = content.assigned.map(
    (assignment) =>
      `<li style="margin-bottom: 8px"><a href="${escapeHtml(assignment.url)}" style="${LINK}">${escapeHtml(assignment.title)}</a> (${escapeHtml(assignment.details)})</li>`,
  );
  const lessons = content.continueWith.map(
    (lesson) =>
      `<li style="margin-bottom: 8px">${escapeHtml(lesson.courseTitle)}: <a href="${escapeHtml(lesson.url)}" style="${LINK}">${escapeHtml(lesson.lessonTitle)}</a></li>`,
  );
  const answers = content.newAnswers.map(
    (answer) =>
      `<li style="margin-bottom: 8px"><a href="${escapeHtml(answer.url)}" style="${LINK}">${escapeHtml(answer.questionTitle)}</a> (${escapeHtml(answer.courseTitle)}): ${answersLabel(answer.answers)}</li>`,
  );
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${DIGEST_SUBJECT}</title></head>
<body style="margin: 0; padding: 0; background-color: #eef6ff; font-family: Arial, Helvetica, sans-serif; color: #0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color: #eef6ff"><tr><td align="center" style="padding: 32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 560px; background-color: #ffffff; border-radius: 16px; border: 1px solid #d9eaff">
<tr><td style="background-color: #174fbf; border-radius: 16px 16px 0 0; padding: 20px 32px; color: #ffffff; font-size: 20px; font-weight: bold">Trilha Cloud</td></tr>
<tr><td style="padding: 32px">
<h1 style="margin: 0 0 16px; font-size: 22px">${escapeHtml(greeting(content.firstName))}</h1>
<p style="${PARAGRAPH}">Este é o seu resumo da semana na Trilha Cloud.</p>
${listHtml('Atribuído pela sua empresa', assigned)}
${listHtml('Continue de onde parou', lessons)}
${listHtml('Novas respostas às suas perguntas', answers)}
<p style="margin: 24px 0 0; font-size: 13px; line-height: 1.6; color: #475569">Você recebe este e-mail porque ativou o resumo semanal no seu perfil. <a href="${escapeHtml(content.unsubscribeUrl)}" style="color: #475569">Não quero mais receber</a> · <a href="${escapeHtml(content.preferencesUrl)}" style="color: #475569">Preferências</a></p>
</td></tr></table>
</td></tr></table>
</body>
</html>`;
}
