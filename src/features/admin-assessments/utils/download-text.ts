// The file name of a course's question bank exported as CSV (src/lib/download-text.ts saves it).

/** 'Arquitetura AWS: SAA' → 'questoes-arquitetura-aws-saa.csv'. */
export function csvFileName(courseTitle: string): string {
  const slug = courseTitle
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `questoes${slug ? `-${slug}` : ''}.csv`;
}
