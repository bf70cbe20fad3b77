// The enrolment messages, exact (docs/rules/enrolment-and-progress.md).
export const enrollmentMessages = {
  signInRequired: 'Faça login para se inscrever no curso',
  alreadyEnrolled: 'Você já está inscrito neste curso!',
  enrolled: 'Inscrição realizada com sucesso!',
  failed: 'Erro ao realizar inscrição. Tente novamente.',
  noLessons: 'Curso não possui aulas cadastradas',
} as const;
