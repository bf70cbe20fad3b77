// The company offer's page head, apart from page-heads.ts (the chunk every public page loads
// first, docs/performance.md): only /empresas and the build read it.
import { paths } from '@/config/paths';
import type { PageHead } from './page-heads';

export const companiesHead: PageHead = {
  title: 'Trilha Cloud para Empresas',
  description:
    'Assentos de cursos, trilhas e planos para certificar sua equipe em AWS e Azure: atribua trilhas com prazo, acompanhe o progresso e pague por boleto, Pix ou cartão.',
  path: paths.companies,
};
