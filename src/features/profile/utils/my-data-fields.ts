// The fields of the 'Baixar meus dados' file, explained on the page (LGPD art. 18 V: portability
// in a format people and programs can read). One entry per field of the export, in file order;
// `[]` marks the items of a list. Tests check that this list and the export's schema name the
// same fields, and that the database's answer has no field missing here.

export interface MyDataFieldDoc {
  path: string;
  description: string;
}

export interface MyDataGroupDoc {
  /** The group's key in the file ('' for the file's own fields). */
  key: string;
  title: string;
  fields: MyDataFieldDoc[];
}

const DATE_TIME = 'data e hora em ISO 8601, no fuso UTC';

export const myDataFieldDocs: MyDataGroupDoc[] = [
  {
    key: '',
    title: 'Arquivo',
    fields: [
      { path: 'formato', description: 'Identifica o arquivo: sempre "trilha-cloud/meus-dados".' },
      { path: 'versao_do_formato', description: 'Versão da estrutura deste arquivo (número).' },
      { path: 'gerado_em', description: `Quando o arquivo foi gerado (${DATE_TIME}).` },
    ],
  },
  {
    key: 'conta',
    title: 'Conta',
    fields: [
      { path: 'conta.id', description: 'Identificador único da sua conta.' },
      { path: 'conta.email', description: 'Email de acesso.' },
      { path: 'conta.nome_completo', description: 'Nome completo.' },
      { path: 'conta.criada_em', description: `Quando a conta foi criada (${DATE_TIME}).` },
      {
        path: 'conta.ativa',
        description: 'true se a conta está ativa; false se a administração a desativou.',
      },
      { path: 'conta.ultimo_acesso_em', description: `Último login (${DATE_TIME}), ou null.` },
    ],
  },
  {
    key: 'contato_e_endereco',
    title: 'Contato e endereço',
    fields: [
      { path: 'contato_e_endereco.telefone', description: 'Telefone, como foi digitado.' },
      { path: 'contato_e_endereco.rua', description: 'Rua (logradouro).' },
      { path: 'contato_e_endereco.numero', description: 'Número, ou null.' },
      { path: 'contato_e_endereco.cidade', description: 'Cidade.' },
      { path: 'contato_e_endereco.estado', description: 'Estado (sigla da UF).' },
      { path: 'contato_e_endereco.cep', description: 'CEP (código postal).' },
    ],
  },
  {
    key: 'renda_familiar',
    title: 'Renda familiar (null quando não informada)',
    fields: [
      { path: 'renda_familiar.valor_mensal', description: 'Renda familiar mensal, em reais (número).' },
      { path: 'renda_familiar.informada_em', description: `Quando foi informada (${DATE_TIME}).` },
    ],
  },
  {
    key: 'matriculas_e_progresso',
    title: 'Matrículas e progresso',
    fields: [
      { path: 'matriculas_e_progresso.matriculas[].curso_id', description: 'Identificador do curso.' },
      { path: 'matriculas_e_progresso.matriculas[].curso', description: 'Nome do curso.' },
      { path: 'matriculas_e_progresso.matriculas[].slug', description: 'Endereço do curso no site.' },
      {
        path: 'matriculas_e_progresso.matriculas[].inscrito_em',
        description: `Data da inscrição (${DATE_TIME}).`,
      },
      {
        path: 'matriculas_e_progresso.matriculas[].progresso_percentual',
        description: 'Progresso no curso, de 0 a 100.',
      },
      {
        path: 'matriculas_e_progresso.matriculas[].concluido',
        description: 'true quando todas as aulas foram concluídas.',
      },
      {
        path: 'matriculas_e_progresso.matriculas[].aulas_concluidas',
        description: 'Quantas aulas do curso você concluiu.',
      },
      {
        path: 'matriculas_e_progresso.matriculas[].total_de_aulas',
        description: 'Quantas aulas o curso tem.',
      },
      {
        path: 'matriculas_e_progresso.aulas_concluidas[].aula_id',
        description: 'Identificador da aula concluída.',
      },
      { path: 'matriculas_e_progresso.aulas_concluidas[].aula', description: 'Título da aula.' },
      {
        path: 'matriculas_e_progresso.aulas_concluidas[].curso_id',
        description: 'Identificador do curso da aula.',
      },
      {
        path: 'matriculas_e_progresso.aulas_concluidas[].concluida_em',
        description: `Quando você a concluiu (${DATE_TIME}).`,
      },
      {
        path: 'matriculas_e_progresso.posicoes_nos_videos[].aula_id',
        description: 'Identificador da aula cujo vídeo você começou a assistir.',
      },
      { path: 'matriculas_e_progresso.posicoes_nos_videos[].aula', description: 'Título da aula.' },
      {
        path: 'matriculas_e_progresso.posicoes_nos_videos[].curso_id',
        description: 'Identificador do curso da aula.',
      },
      {
        path: 'matriculas_e_progresso.posicoes_nos_videos[].segundos',
        description: 'Segundo do vídeo em que você parou (usado pelo botão Continuar).',
      },
      {
        path: 'matriculas_e_progresso.posicoes_nos_videos[].atualizada_em',
        description: `Quando essa posição foi salva (${DATE_TIME}).`,
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].curso_id',
        description: 'Identificador do curso do quiz ou simulado.',
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].tipo',
        description: 'quiz (de um módulo) ou simulado.',
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].modulo_id',
        description: 'Identificador do módulo do quiz (vazio num simulado).',
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].iniciada_em',
        description: `Quando você começou a tentativa (${DATE_TIME}).`,
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].enviada_em',
        description: `Quando você a enviou (${DATE_TIME}; vazio se ainda não foi enviada).`,
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].acertos',
        description: 'Quantas questões você acertou.',
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].questoes',
        description: 'Quantas questões a tentativa tinha.',
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].percentual',
        description: 'Percentual de acertos.',
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].nota_simulado',
        description: 'Nota do simulado, de 100 a 1000 (vazia num quiz).',
      },
      {
        path: 'matriculas_e_progresso.tentativas_de_avaliacao[].aprovado',
        description: 'Se você foi aprovado na tentativa.',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].curso_id',
        description: 'Identificador do curso do quiz ou simulado que você começou e ainda não enviou.',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].tipo',
        description: 'quiz (de um módulo) ou simulado.',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].modulo_id',
        description: 'Identificador do módulo do quiz (vazio num simulado).',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].iniciada_em',
        description: `Quando você começou a tentativa (${DATE_TIME}).`,
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].prazo',
        description: `Até quando o simulado pode ser enviado (${DATE_TIME}; vazio num quiz).`,
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].respostas_salvas[].questao_id',
        description: 'Identificador da questão que você respondeu ou marcou.',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].respostas_salvas[].enunciado',
        description: 'O enunciado da questão.',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].respostas_salvas[].opcoes_escolhidas[]',
        description: 'O texto de cada opção que você escolheu (o gabarito não faz parte dos seus dados).',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].respostas_salvas[].marcada_para_revisao',
        description: 'Se você marcou a questão para revisar.',
      },
      {
        path: 'matriculas_e_progresso.avaliacoes_em_andamento[].respostas_salvas[].respondida_em',
        description: `Quando você salvou a resposta (${DATE_TIME}; vazio se só marcou a questão).`,
      },
      {
        path: 'matriculas_e_progresso.praticas[].curso_id',
        description: 'Identificador do curso da prática.',
      },
      { path: 'matriculas_e_progresso.praticas[].pratica', description: 'Título da prática.' },
      {
        path: 'matriculas_e_progresso.praticas[].rascunho',
        description: 'O rascunho que o site guarda enquanto você escreve (vazio se nunca escreveu).',
      },
      {
        path: 'matriculas_e_progresso.praticas[].rascunho_salvo_em',
        description: `Quando o rascunho foi salvo pela última vez (${DATE_TIME}).`,
      },
      { path: 'matriculas_e_progresso.praticas[].dicas_vistas', description: 'Quantas dicas você abriu.' },
      {
        path: 'matriculas_e_progresso.praticas[].envios_corrigidos',
        description: 'Quantas respostas suas foram corrigidas.',
      },
      {
        path: 'matriculas_e_progresso.praticas[].aprovada_em',
        description: `Quando você foi aprovado pela primeira vez (${DATE_TIME}; vazio se ainda não).`,
      },
      {
        path: 'matriculas_e_progresso.praticas[].desistiu_em',
        description: `Quando você desistiu e viu a solução (${DATE_TIME}; vazio se não desistiu).`,
      },
      {
        path: 'matriculas_e_progresso.praticas[].pontos',
        description: 'Pontos que a prática rendeu (0 ou 20).',
      },
      {
        path: 'matriculas_e_progresso.praticas[].envios[].enviado_em',
        description: `Quando você enviou a resposta (${DATE_TIME}).`,
      },
      {
        path: 'matriculas_e_progresso.praticas[].envios[].corrigido_em',
        description: `Quando ela foi corrigida (${DATE_TIME}; vazio se a correção não terminou).`,
      },
      {
        path: 'matriculas_e_progresso.praticas[].envios[].aprovado',
        description: 'Se a resposta passou em todas as verificações (vazio se a correção não terminou).',
      },
      { path: 'matriculas_e_progresso.praticas[].envios[].resposta', description: 'O que você enviou.' },
    ],
  },
  {
    key: 'certificados',
    title: 'Certificados',
    fields: [
      { path: 'certificados[].curso_id', description: 'Identificador do curso.' },
      { path: 'certificados[].titulo', description: 'Título do certificado (nome do curso na emissão).' },
      {
        path: 'certificados[].codigo_de_verificacao',
        description:
          'Código único que comprova o certificado, escrito como em todas as telas: TC-XXXX-XXXX-XXXX.',
      },
      { path: 'certificados[].emitido_em', description: `Momento da emissão (${DATE_TIME}).` },
      {
        path: 'certificados[].nome_no_certificado',
        description: 'Seu nome como está no certificado (o nome completo na emissão).',
      },
      {
        path: 'certificados[].carga_horaria_minutos',
        description: 'Carga horária do certificado, em minutos.',
      },
      {
        path: 'certificados[].conteudo_programatico[]',
        description: 'Os módulos do curso na emissão, na ordem do curso.',
      },
      {
        path: 'certificados[].data_de_emissao',
        description: 'Data de emissão impressa no certificado (AAAA-MM-DD, horário de Brasília).',
      },
    ],
  },
  {
    key: 'avaliacoes_e_perguntas',
    title: 'Avaliações e perguntas',
    fields: [
      {
        path: 'avaliacoes_e_perguntas.avaliacoes[].curso_id',
        description: 'Identificador do curso avaliado.',
      },
      { path: 'avaliacoes_e_perguntas.avaliacoes[].curso', description: 'Nome do curso.' },
      { path: 'avaliacoes_e_perguntas.avaliacoes[].estrelas', description: 'Sua nota, de 1 a 5 estrelas.' },
      {
        path: 'avaliacoes_e_perguntas.avaliacoes[].comentario',
        description: 'O texto da sua avaliação, ou null.',
      },
      {
        path: 'avaliacoes_e_perguntas.avaliacoes[].oculta',
        description: 'true quando a administração ocultou a avaliação por violar as regras.',
      },
      {
        path: 'avaliacoes_e_perguntas.avaliacoes[].criada_em',
        description: `Quando você avaliou (${DATE_TIME}).`,
      },
      {
        path: 'avaliacoes_e_perguntas.avaliacoes[].atualizada_em',
        description: `Última alteração (${DATE_TIME}).`,
      },
      { path: 'avaliacoes_e_perguntas.perguntas[].pergunta_id', description: 'Identificador da pergunta.' },
      { path: 'avaliacoes_e_perguntas.perguntas[].curso_id', description: 'Identificador do curso.' },
      { path: 'avaliacoes_e_perguntas.perguntas[].aula_id', description: 'Identificador da aula.' },
      { path: 'avaliacoes_e_perguntas.perguntas[].aula', description: 'Título da aula.' },
      { path: 'avaliacoes_e_perguntas.perguntas[].titulo', description: 'Título da sua pergunta.' },
      { path: 'avaliacoes_e_perguntas.perguntas[].texto', description: 'Texto da sua pergunta.' },
      {
        path: 'avaliacoes_e_perguntas.perguntas[].resolvida',
        description: 'true quando você a marcou como resolvida.',
      },
      {
        path: 'avaliacoes_e_perguntas.perguntas[].oculta',
        description: 'true quando um professor ou a administração a ocultou.',
      },
      {
        path: 'avaliacoes_e_perguntas.perguntas[].criada_em',
        description: `Quando você perguntou (${DATE_TIME}).`,
      },
      {
        path: 'avaliacoes_e_perguntas.perguntas[].atualizada_em',
        description: `Última alteração (${DATE_TIME}).`,
      },
      { path: 'avaliacoes_e_perguntas.respostas[].resposta_id', description: 'Identificador da resposta.' },
      {
        path: 'avaliacoes_e_perguntas.respostas[].pergunta_id',
        description: 'Identificador da pergunta respondida.',
      },
      { path: 'avaliacoes_e_perguntas.respostas[].pergunta', description: 'Título dessa pergunta.' },
      { path: 'avaliacoes_e_perguntas.respostas[].texto', description: 'Texto da sua resposta.' },
      {
        path: 'avaliacoes_e_perguntas.respostas[].resposta_do_professor',
        description: 'true quando foi dada como professor do curso ou administrador.',
      },
      {
        path: 'avaliacoes_e_perguntas.respostas[].oculta',
        description: 'true quando um professor ou a administração a ocultou.',
      },
      {
        path: 'avaliacoes_e_perguntas.respostas[].criada_em',
        description: `Quando você respondeu (${DATE_TIME}).`,
      },
      {
        path: 'avaliacoes_e_perguntas.respostas[].atualizada_em',
        description: `Última alteração (${DATE_TIME}).`,
      },
      {
        path: 'avaliacoes_e_perguntas.votos[].pergunta_id',
        description: 'Pergunta em que você marcou “Também tenho essa dúvida”.',
      },
      { path: 'avaliacoes_e_perguntas.votos[].pergunta', description: 'Título dessa pergunta.' },
      { path: 'avaliacoes_e_perguntas.votos[].votado_em', description: `Quando você marcou (${DATE_TIME}).` },
      {
        path: 'avaliacoes_e_perguntas.notificacoes[].tipo',
        description:
          'new_question (nova pergunta em um curso seu) ou question_answered (resposta à sua pergunta).',
      },
      {
        path: 'avaliacoes_e_perguntas.notificacoes[].pergunta_id',
        description: 'Identificador da pergunta da notificação.',
      },
      {
        path: 'avaliacoes_e_perguntas.notificacoes[].criada_em',
        description: `Quando a notificação foi criada (${DATE_TIME}).`,
      },
      {
        path: 'avaliacoes_e_perguntas.notificacoes[].lida_em',
        description: `Quando você a marcou como lida (${DATE_TIME}), ou null.`,
      },
    ],
  },
  {
    key: 'papeis',
    title: 'Papéis',
    fields: [
      { path: 'papeis.papel', description: 'Seu papel: aluno, professor ou administrador.' },
      {
        path: 'papeis.ficha_de_professor.biografia',
        description: 'Biografia de professor (a ficha é null para quem não é professor).',
      },
      { path: 'papeis.ficha_de_professor.especializacao', description: 'Especialização de professor.' },
      {
        path: 'papeis.ficha_de_professor.situacao',
        description: 'Situação de professor: ativo, suspenso ou excluido.',
      },
      {
        path: 'papeis.ficha_de_professor.registrada_em',
        description: `Quando a ficha foi criada (${DATE_TIME}).`,
      },
      {
        path: 'papeis.cursos_que_ministra[].curso_id',
        description: 'Identificador de um curso que você ministra.',
      },
      { path: 'papeis.cursos_que_ministra[].curso', description: 'Nome desse curso.' },
      {
        path: 'papeis.cupons_criados[].cupom',
        description: 'Código de um cupom que você criou como administrador.',
      },
      { path: 'papeis.cupons_criados[].criado_em', description: `Quando o criou (${DATE_TIME}).` },
      {
        path: 'papeis.pagamentos_a_afiliados_registrados[].afiliado',
        description: 'Código do afiliado cujo pagamento você registrou como administrador.',
      },
      {
        path: 'papeis.pagamentos_a_afiliados_registrados[].valor',
        description: 'Valor registrado como pago, em reais.',
      },
      {
        path: 'papeis.pagamentos_a_afiliados_registrados[].pago_em',
        description: `Quando o registrou (${DATE_TIME}).`,
      },
      {
        path: 'papeis.dados_fiscais_atualizados_em',
        description: `Quando você atualizou por último os dados fiscais da escola (${DATE_TIME}), ou null.`,
      },
    ],
  },
  {
    key: 'consentimentos',
    title: 'Consentimentos',
    fields: [
      { path: 'consentimentos[].documento', description: 'Documentos aceitos.' },
      { path: 'consentimentos[].versao', description: 'Versão aceita (data de publicação, AAAA-MM-DD).' },
      {
        path: 'consentimentos[].aceito_em',
        description: `Quando você aceitou, pelo relógio do servidor (${DATE_TIME}).`,
      },
    ],
  },
  {
    key: 'compras',
    title: 'Compras',
    fields: [
      { path: 'compras.pedidos[].pedido_id', description: 'Identificador do pedido.' },
      { path: 'compras.pedidos[].produto', description: 'Nome do curso, livro ou plano comprado.' },
      { path: 'compras.pedidos[].tipo', description: 'course (curso), book (livro) ou plan (plano).' },
      { path: 'compras.pedidos[].valor', description: 'Valor total em reais.' },
      { path: 'compras.pedidos[].parcelas', description: 'Número de parcelas (1 a 12; só no cartão).' },
      {
        path: 'compras.pedidos[].forma_de_pagamento',
        description: 'pix, boleto ou card (cartão).',
      },
      {
        path: 'compras.pedidos[].status',
        description:
          'pending (aguardando), paid (pago), refunded (reembolsado), charged_back (contestado), expired (expirado), failed (recusado) ou canceled (cancelado).',
      },
      { path: 'compras.pedidos[].nome', description: 'Seu nome no momento da compra.' },
      { path: 'compras.pedidos[].email', description: 'Seu email no momento da compra.' },
      { path: 'compras.pedidos[].cpf', description: 'CPF informado na compra (só os 11 dígitos).' },
      { path: 'compras.pedidos[].criado_em', description: `Quando o pedido foi feito (${DATE_TIME}).` },
      {
        path: 'compras.pedidos[].pago_em',
        description: `Quando o pagamento foi confirmado (${DATE_TIME}), ou null.`,
      },
      {
        path: 'compras.pedidos[].estornado_em',
        description: `Quando foi reembolsado ou contestado (${DATE_TIME}), ou null.`,
      },
      { path: 'compras.pedidos[].cupom', description: 'Código do cupom usado no pedido, ou null.' },
      {
        path: 'compras.pedidos[].desconto',
        description: 'Quanto o cupom tirou do preço, em reais, ou null.',
      },
      { path: 'compras.mudancas_de_plano[].de', description: 'Plano que você tinha.' },
      { path: 'compras.mudancas_de_plano[].para', description: 'Plano para o qual você mudou.' },
      {
        path: 'compras.mudancas_de_plano[].tipo',
        description:
          'upgrade (para um plano maior, na hora) ou downgrade (para um menor, no fim do período).',
      },
      {
        path: 'compras.mudancas_de_plano[].valor',
        description: 'Diferença cobrada pelo resto do período, em reais (null num downgrade).',
      },
      {
        path: 'compras.mudancas_de_plano[].situacao',
        description: 'pending (aguardando), applied (aplicada) ou canceled (cancelada).',
      },
      {
        path: 'compras.mudancas_de_plano[].pedida_em',
        description: `Quando você pediu a mudança (${DATE_TIME}).`,
      },
      {
        path: 'compras.mudancas_de_plano[].vale_a_partir_de',
        description: `Quando um downgrade passa a valer (${DATE_TIME}), ou null.`,
      },
      {
        path: 'compras.mudancas_de_plano[].aplicada_em',
        description: `Quando a mudança foi aplicada (${DATE_TIME}), ou null.`,
      },
      {
        path: 'compras.mudancas_de_plano[].cancelada_em',
        description: `Quando a mudança foi cancelada (${DATE_TIME}), ou null.`,
      },
      { path: 'compras.assinaturas[].plano', description: 'Nome do plano.' },
      { path: 'compras.assinaturas[].valor', description: 'Valor de cada cobrança em reais.' },
      { path: 'compras.assinaturas[].periodicidade', description: 'month (mensal) ou year (anual).' },
      {
        path: 'compras.assinaturas[].status',
        description:
          'pending (aguardando o primeiro pagamento), active (ativa), past_due (pagamento pendente), canceled (cancelada) ou expired (encerrada).',
      },
      {
        path: 'compras.assinaturas[].iniciada_em',
        description: `Primeiro pagamento (${DATE_TIME}), ou null.`,
      },
      {
        path: 'compras.assinaturas[].fim_do_periodo',
        description: `Até quando o período pago vale (${DATE_TIME}), ou null.`,
      },
      {
        path: 'compras.assinaturas[].cancelada_em',
        description: `Quando foi cancelada (${DATE_TIME}), ou null.`,
      },
      { path: 'compras.acessos[].curso_id', description: 'Curso liberado (null quando é um livro).' },
      { path: 'compras.acessos[].livro_id', description: 'Livro liberado (null quando é um curso).' },
      {
        path: 'compras.acessos[].origem',
        description: 'order (uma compra) ou grant (liberado pela administração).',
      },
      { path: 'compras.acessos[].pedido_id', description: 'Pedido que liberou o acesso, ou null.' },
      { path: 'compras.acessos[].liberado_em', description: `Quando o acesso foi liberado (${DATE_TIME}).` },
      {
        path: 'compras.acessos[].revogado_em',
        description: `Quando o acesso foi retirado (reembolso, contestação ou administração) (${DATE_TIME}), ou null.`,
      },
    ],
  },
  {
    key: 'empresas',
    title: 'Empresas',
    fields: [
      {
        path: 'empresas.participacoes[].empresa_id',
        description: 'Identificador da empresa de que você faz parte.',
      },
      { path: 'empresas.participacoes[].empresa', description: 'Razão social da empresa.' },
      {
        path: 'empresas.participacoes[].papel',
        description: 'gestor (acompanha a equipe e convida pessoas) ou membro.',
      },
      {
        path: 'empresas.participacoes[].entrou_em',
        description: `Quando você entrou na empresa (${DATE_TIME}).`,
      },
      {
        path: 'empresas.participacoes[].assentos[].assento_id',
        description: 'Identificador do bloco de assentos em que você ocupa um assento.',
      },
      {
        path: 'empresas.participacoes[].assentos[].produto',
        description: 'Plano, trilha ou curso do assento.',
      },
      {
        path: 'empresas.participacoes[].assentos[].ate',
        description: `Até quando o assento vale (${DATE_TIME}).`,
      },
      {
        path: 'empresas.empresas_cadastradas[].empresa',
        description: 'Empresa que você cadastrou (ao comprar assentos para ela).',
      },
      { path: 'empresas.empresas_cadastradas[].cadastrada_em', description: `Quando (${DATE_TIME}).` },
      { path: 'empresas.convites_enviados[].empresa', description: 'Empresa em nome da qual você convidou.' },
      {
        path: 'empresas.convites_enviados[].email',
        description: 'E-mail convidado, ou null para um link do domínio da empresa.',
      },
      { path: 'empresas.convites_enviados[].tipo', description: 'email ou link_do_dominio.' },
      {
        path: 'empresas.convites_enviados[].enviado_em',
        description: `Quando você convidou (${DATE_TIME}).`,
      },
      { path: 'empresas.convites_aceitos[].empresa', description: 'Empresa cujo convite você aceitou.' },
      { path: 'empresas.convites_aceitos[].aceito_em', description: `Quando você aceitou (${DATE_TIME}).` },
      {
        path: 'empresas.atribuicoes_criadas[].empresa',
        description: 'Empresa em nome da qual você atribuiu.',
      },
      { path: 'empresas.atribuicoes_criadas[].titulo', description: 'Trilha ou curso que você atribuiu.' },
      { path: 'empresas.atribuicoes_criadas[].prazo', description: 'Data limite (AAAA-MM-DD).' },
      {
        path: 'empresas.atribuicoes_criadas[].criada_em',
        description: `Quando você atribuiu (${DATE_TIME}).`,
      },
      { path: 'empresas.atribuicoes[].empresa', description: 'Empresa que atribuiu.' },
      { path: 'empresas.atribuicoes[].tipo', description: 'trilha ou curso.' },
      { path: 'empresas.atribuicoes[].titulo', description: 'Nome da trilha ou do curso atribuído.' },
      { path: 'empresas.atribuicoes[].prazo', description: 'Data limite (AAAA-MM-DD).' },
      {
        path: 'empresas.atribuicoes[].atribuida_em',
        description: `Quando foi atribuída a você (${DATE_TIME}).`,
      },
      {
        path: 'empresas.atribuicoes[].lembrete_semana_antes_em',
        description: `Quando o lembrete de uma semana antes foi enviado (${DATE_TIME}), ou null.`,
      },
      {
        path: 'empresas.atribuicoes[].lembrete_no_dia_em',
        description: `Quando o lembrete do dia do prazo foi enviado (${DATE_TIME}), ou null.`,
      },
    ],
  },
  {
    key: 'trilhas',
    title: 'Trilhas',
    fields: [
      { path: 'trilhas.seguidas[].trilha_id', description: 'Identificador da trilha que você segue.' },
      { path: 'trilhas.seguidas[].trilha', description: 'Nome da trilha.' },
      {
        path: 'trilhas.seguidas[].seguida_em',
        description: `Quando você passou a seguir a trilha (${DATE_TIME}).`,
      },
      { path: 'trilhas.certificados[].trilha_id', description: 'Identificador da trilha concluída.' },
      {
        path: 'trilhas.certificados[].titulo',
        description: 'Título do certificado (nome da trilha na emissão).',
      },
      {
        path: 'trilhas.certificados[].codigo_de_verificacao',
        description:
          'Código único que comprova o certificado da trilha, escrito como em todas as telas: TC-XXXX-XXXX-XXXX.',
      },
      { path: 'trilhas.certificados[].emitido_em', description: `Momento da emissão (${DATE_TIME}).` },
      {
        path: 'trilhas.certificados[].nome_no_certificado',
        description: 'Seu nome como está no certificado (o nome completo na emissão).',
      },
      {
        path: 'trilhas.certificados[].carga_horaria_minutos',
        description: 'Carga horária da trilha (a soma dos cursos), em minutos.',
      },
      {
        path: 'trilhas.certificados[].cursos[].titulo',
        description: 'Cada curso da trilha na emissão, na ordem da trilha.',
      },
      {
        path: 'trilhas.certificados[].cursos[].carga_horaria_minutos',
        description: 'Carga horária do curso, em minutos.',
      },
      {
        path: 'trilhas.certificados[].melhor_nota_no_simulado',
        description:
          'Sua melhor nota no simulado final (de 100 a 1000), ou null se a trilha não tem simulado.',
      },
      {
        path: 'trilhas.certificados[].data_de_emissao',
        description: 'Data de emissão impressa no certificado (AAAA-MM-DD, horário de Brasília).',
      },
    ],
  },
  {
    key: 'estudo_e_pontos',
    title: 'Estudo, pontos e emails',
    fields: [
      {
        path: 'estudo_e_pontos.metas_semanais[].a_partir_da_semana',
        description: 'Segunda-feira (AAAA-MM-DD) da semana em que a meta passou a valer.',
      },
      {
        path: 'estudo_e_pontos.metas_semanais[].tipo',
        description: 'minutos (minutos assistidos) ou aulas (aulas concluídas assistindo).',
      },
      { path: 'estudo_e_pontos.metas_semanais[].meta', description: 'Quantos minutos ou aulas por semana.' },
      {
        path: 'estudo_e_pontos.metas_semanais[].alterada_em',
        description: `Quando você definiu a meta (${DATE_TIME}).`,
      },
      { path: 'estudo_e_pontos.dias_de_estudo[].dia', description: 'Dia (AAAA-MM-DD, horário de Brasília).' },
      {
        path: 'estudo_e_pontos.dias_de_estudo[].minutos_assistidos',
        description: 'Minutos de vídeo assistidos naquele dia.',
      },
      {
        path: 'estudo_e_pontos.dias_de_estudo[].aulas_concluidas',
        description: 'Aulas marcadas como concluídas naquele dia.',
      },
      {
        path: 'estudo_e_pontos.dias_de_estudo[].aulas_assistidas_ate_o_fim',
        description: 'Aulas concluídas e assistidas até o fim naquele dia.',
      },
      {
        path: 'estudo_e_pontos.pontos[].motivo',
        description:
          'lesson_finished (aula assistida), quiz_passed (quiz), exam_passed (simulado), answer_solution (resposta escolhida como solução) course_review (avaliação do curso) ou exercise_passed (prática concluída).',
      },
      { path: 'estudo_e_pontos.pontos[].pontos', description: 'Pontos ganhos.' },
      {
        path: 'estudo_e_pontos.pontos[].curso',
        description: 'Curso em que os pontos foram ganhos, ou null.',
      },
      { path: 'estudo_e_pontos.pontos[].em', description: `Quando (${DATE_TIME}).` },
      {
        path: 'estudo_e_pontos.ranking_por_curso[].curso',
        description: 'Curso em cujo ranking você aparece.',
      },
      { path: 'estudo_e_pontos.ranking_por_curso[].desde', description: `Desde quando (${DATE_TIME}).` },
      {
        path: 'estudo_e_pontos.consentimentos_de_email[].assunto',
        description: 'Qual email opcional: sempre o resumo semanal.',
      },
      {
        path: 'estudo_e_pontos.consentimentos_de_email[].aceito',
        description: 'true quando você aceitou receber; false quando recusou.',
      },
      {
        path: 'estudo_e_pontos.consentimentos_de_email[].origem',
        description: 'configuracoes (no seu perfil) ou link_de_descadastro (no próprio email).',
      },
      { path: 'estudo_e_pontos.consentimentos_de_email[].em', description: `Quando (${DATE_TIME}).` },
      {
        path: 'estudo_e_pontos.resumos_semanais_enviados[].semana',
        description: 'Segunda-feira (AAAA-MM-DD) da semana do resumo.',
      },
      {
        path: 'estudo_e_pontos.resumos_semanais_enviados[].enviado_em',
        description: `Quando foi enviado (${DATE_TIME}).`,
      },
    ],
  },
  {
    key: 'afiliado',
    title: 'Programa de afiliados',
    fields: [
      {
        path: 'afiliado.codigo',
        description: 'Seu código de afiliado, o do link (null se você não é afiliado).',
      },
      {
        path: 'afiliado.situacao',
        description: 'pending (em análise), active (ativo), suspended (suspenso) ou rejected (recusado).',
      },
      {
        path: 'afiliado.comissao_padrao',
        description: 'Comissão em % quando um produto não tem a sua, ou null.',
      },
      { path: 'afiliado.chave_pix', description: 'A chave PIX em que você recebe as comissões.' },
      {
        path: 'afiliado.inscrito_em',
        description: `Quando você se inscreveu ou foi convidado (${DATE_TIME}).`,
      },
      { path: 'afiliado.aprovado_em', description: `Quando foi aprovado (${DATE_TIME}), ou null.` },
      { path: 'afiliado.cliques', description: 'Quantas vezes seus links foram abertos.' },
      {
        path: 'afiliado.comissoes_por_produto[].tipo',
        description: 'course (curso), book (livro), plan (plano) ou track (trilha).',
      },
      { path: 'afiliado.comissoes_por_produto[].produto_id', description: 'Identificador do produto.' },
      {
        path: 'afiliado.comissoes_por_produto[].percentual',
        description: 'Sua comissão nesse produto, em %.',
      },
      {
        path: 'afiliado.comissoes[].produto',
        description: 'Produto de uma venda pelo seu link (sem os dados de quem comprou).',
      },
      { path: 'afiliado.comissoes[].percentual', description: 'Comissão da venda, em %.' },
      { path: 'afiliado.comissoes[].valor', description: 'Comissão da venda, em reais.' },
      {
        path: 'afiliado.comissoes[].situacao',
        description: 'earned (a receber), reversed (estornada por reembolso ou contestação) ou paid (paga).',
      },
      { path: 'afiliado.comissoes[].gerada_em', description: `Quando a venda foi paga (${DATE_TIME}).` },
      {
        path: 'afiliado.comissoes[].disponivel_em',
        description: `Quando a comissão fica disponível, depois da garantia (${DATE_TIME}).`,
      },
      {
        path: 'afiliado.comissoes[].estornada_em',
        description: `Quando foi estornada (${DATE_TIME}), ou null.`,
      },
      { path: 'afiliado.pagamentos[].valor', description: 'Valor pago a você, em reais.' },
      { path: 'afiliado.pagamentos[].comissoes', description: 'Quantas comissões esse pagamento quitou.' },
      { path: 'afiliado.pagamentos[].observacao', description: 'Observação da administração.' },
      {
        path: 'afiliado.pagamentos[].pago_em',
        description: `Quando foi registrado como pago (${DATE_TIME}).`,
      },
    ],
  },
];

/** Every documented path, e.g. 'certificados[].titulo'. */
export const documentedMyDataPaths: string[] = myDataFieldDocs.flatMap((group) =>
  group.fields.map((field) => field.path),
);
