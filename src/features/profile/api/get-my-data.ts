import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonCount, jsonNumber, parseRpcResult } from '@/lib/rpc-json';

const text = z.string();
const optionalText = z.string().nullable();
/** A timestamp as the database writes it in JSON (ISO 8601); shown through utils/format. */
const timestamp = z.string().min(1);

/**
 * The answer of export_my_data() (supabase/schemas/10_my-data.sql): every
 * group of 'Meus dados', with the field names of the downloaded file. The page shows these
 * fields and documents each one (../utils/my-data-fields.ts; a test keeps the two in step).
 */
export const myDataSchema = z.object({
  formato: z.literal('trilha-cloud/meus-dados'),
  versao_do_formato: z.literal(1),
  gerado_em: timestamp,
  conta: z.object({
    id: text,
    email: optionalText,
    nome_completo: optionalText,
    criada_em: timestamp,
    ativa: z.boolean(),
    ultimo_acesso_em: timestamp.nullable(),
  }),
  contato_e_endereco: z.object({
    telefone: optionalText,
    rua: optionalText,
    numero: optionalText,
    cidade: optionalText,
    estado: optionalText,
    cep: optionalText,
  }),
  renda_familiar: z.object({ valor_mensal: jsonNumber, informada_em: timestamp }).nullable(),
  matriculas_e_progresso: z.object({
    matriculas: z.array(
      z.object({
        curso_id: text,
        curso: text,
        slug: text,
        inscrito_em: timestamp,
        progresso_percentual: jsonCount,
        concluido: z.boolean(),
        aulas_concluidas: jsonCount,
        total_de_aulas: jsonCount,
      }),
    ),
    aulas_concluidas: z.array(
      z.object({ aula_id: text, aula: text, curso_id: text, concluida_em: timestamp.nullable() }),
    ),
    posicoes_nos_videos: z.array(
      z.object({ aula_id: text, aula: text, curso_id: text, segundos: jsonCount, atualizada_em: timestamp }),
    ),
    tentativas_de_avaliacao: z.array(
      z.object({
        curso_id: text,
        tipo: z.enum(['quiz', 'simulado']),
        modulo_id: text.nullable(),
        iniciada_em: timestamp,
        enviada_em: timestamp.nullable(),
        acertos: jsonCount.nullable(),
        questoes: jsonCount.nullable(),
        percentual: jsonCount.nullable(),
        nota_simulado: jsonCount.nullable(),
        aprovado: z.boolean().nullable(),
      }),
    ),
    avaliacoes_em_andamento: z.array(
      z.object({
        curso_id: text,
        tipo: z.enum(['quiz', 'simulado']),
        modulo_id: text.nullable(),
        iniciada_em: timestamp,
        prazo: timestamp.nullable(),
        respostas_salvas: z.array(
          z.object({
            questao_id: text,
            enunciado: text,
            opcoes_escolhidas: z.array(text),
            marcada_para_revisao: z.boolean(),
            respondida_em: timestamp.nullable(),
          }),
        ),
      }),
    ),
    praticas: z.array(
      z.object({
        curso_id: text,
        pratica: text,
        rascunho: text.nullable(),
        rascunho_salvo_em: timestamp.nullable(),
        dicas_vistas: jsonCount,
        envios_corrigidos: jsonCount,
        aprovada_em: timestamp.nullable(),
        desistiu_em: timestamp.nullable(),
        pontos: jsonCount,
        envios: z.array(
          z.object({
            enviado_em: timestamp,
            corrigido_em: timestamp.nullable(),
            aprovado: z.boolean().nullable(),
            resposta: text,
          }),
        ),
      }),
    ),
  }),
  certificados: z.array(
    z.object({
      curso_id: text,
      titulo: text,
      codigo_de_verificacao: text,
      emitido_em: timestamp,
      nome_no_certificado: text,
      carga_horaria_minutos: jsonCount,
      conteudo_programatico: z.array(text),
      data_de_emissao: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    }),
  ),
  avaliacoes_e_perguntas: z.object({
    avaliacoes: z.array(
      z.object({
        curso_id: text,
        curso: text,
        estrelas: jsonCount,
        comentario: optionalText,
        oculta: z.boolean(),
        criada_em: timestamp,
        atualizada_em: timestamp,
      }),
    ),
    perguntas: z.array(
      z.object({
        pergunta_id: text,
        curso_id: text,
        aula_id: text,
        aula: text,
        titulo: text,
        texto: text,
        resolvida: z.boolean(),
        oculta: z.boolean(),
        criada_em: timestamp,
        atualizada_em: timestamp,
      }),
    ),
    respostas: z.array(
      z.object({
        resposta_id: text,
        pergunta_id: text,
        pergunta: text,
        texto: text,
        resposta_do_professor: z.boolean(),
        oculta: z.boolean(),
        criada_em: timestamp,
        atualizada_em: timestamp,
      }),
    ),
    votos: z.array(z.object({ pergunta_id: text, pergunta: text, votado_em: timestamp })),
    notificacoes: z.array(
      z.object({
        tipo: z.enum(['new_question', 'question_answered', 'subscription_renewal']),
        // null for a plan's renewal reminder (it is about an order, not a question).
        pergunta_id: text.nullable(),
        criada_em: timestamp,
        lida_em: timestamp.nullable(),
      }),
    ),
  }),
  papeis: z.object({
    papel: z.enum(['aluno', 'professor', 'administrador']),
    ficha_de_professor: z
      .object({
        biografia: optionalText,
        especializacao: optionalText,
        situacao: z.enum(['ativo', 'suspenso', 'excluido']),
        registrada_em: timestamp,
      })
      .nullable(),
    cursos_que_ministra: z.array(z.object({ curso_id: text, curso: text })),
    cupons_criados: z.array(z.object({ cupom: text, criado_em: timestamp })),
    pagamentos_a_afiliados_registrados: z.array(
      z.object({ afiliado: text, valor: jsonNumber, pago_em: timestamp }),
    ),
    dados_fiscais_atualizados_em: timestamp.nullable(),
  }),
  consentimentos: z.array(z.object({ documento: text, versao: text, aceito_em: timestamp })),
  compras: z.object({
    pedidos: z.array(
      z.object({
        pedido_id: text,
        produto: text,
        tipo: z.enum(['course', 'book', 'plan', 'track']),
        valor: jsonNumber,
        parcelas: jsonCount,
        forma_de_pagamento: z.enum(['pix', 'boleto', 'card']),
        status: z.enum(['pending', 'paid', 'refunded', 'charged_back', 'expired', 'failed', 'canceled']),
        nome: optionalText,
        email: optionalText,
        cpf: optionalText,
        criado_em: timestamp,
        pago_em: timestamp.nullable(),
        estornado_em: timestamp.nullable(),
        cupom: optionalText,
        desconto: jsonNumber.nullable(),
      }),
    ),
    mudancas_de_plano: z.array(
      z.object({
        de: text,
        para: text,
        tipo: z.enum(['upgrade', 'downgrade']),
        valor: jsonNumber.nullable(),
        situacao: z.enum(['pending', 'applied', 'canceled']),
        pedida_em: timestamp,
        vale_a_partir_de: timestamp.nullable(),
        aplicada_em: timestamp.nullable(),
        cancelada_em: timestamp.nullable(),
      }),
    ),
    assinaturas: z.array(
      z.object({
        plano: text,
        valor: jsonNumber,
        periodicidade: z.enum(['month', 'year']),
        status: z.enum(['pending', 'active', 'past_due', 'canceled', 'expired']),
        iniciada_em: timestamp.nullable(),
        fim_do_periodo: timestamp.nullable(),
        cancelada_em: timestamp.nullable(),
      }),
    ),
    acessos: z.array(
      z.object({
        curso_id: text.nullable(),
        livro_id: text.nullable(),
        origem: z.enum(['order', 'grant']),
        pedido_id: text.nullable(),
        liberado_em: timestamp,
        revogado_em: timestamp.nullable(),
      }),
    ),
  }),
  empresas: z.object({
    participacoes: z.array(
      z.object({
        empresa_id: text,
        empresa: text,
        papel: z.enum(['gestor', 'membro']),
        entrou_em: timestamp,
        assentos: z.array(z.object({ assento_id: text, produto: text, ate: timestamp })),
      }),
    ),
    empresas_cadastradas: z.array(z.object({ empresa: text, cadastrada_em: timestamp })),
    convites_enviados: z.array(
      z.object({
        empresa: text,
        email: text.nullable(),
        tipo: z.enum(['email', 'link_do_dominio']),
        enviado_em: timestamp,
      }),
    ),
    convites_aceitos: z.array(z.object({ empresa: text, aceito_em: timestamp })),
    atribuicoes_criadas: z.array(
      z.object({ empresa: text, titulo: text, prazo: text, criada_em: timestamp }),
    ),
    atribuicoes: z.array(
      z.object({
        empresa: text,
        tipo: z.enum(['trilha', 'curso']),
        titulo: text,
        prazo: text,
        atribuida_em: timestamp,
        lembrete_semana_antes_em: timestamp.nullable(),
        lembrete_no_dia_em: timestamp.nullable(),
      }),
    ),
  }),
  trilhas: z.object({
    seguidas: z.array(z.object({ trilha_id: text, trilha: text, seguida_em: timestamp })),
    certificados: z.array(
      z.object({
        trilha_id: text,
        titulo: text,
        codigo_de_verificacao: text,
        emitido_em: timestamp,
        nome_no_certificado: text,
        carga_horaria_minutos: jsonCount,
        cursos: z.array(z.object({ titulo: text, carga_horaria_minutos: jsonCount })),
        melhor_nota_no_simulado: jsonCount.nullable(),
        data_de_emissao: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ),
  }),
  estudo_e_pontos: z.object({
    metas_semanais: z.array(
      z.object({
        a_partir_da_semana: text,
        tipo: z.enum(['minutos', 'aulas']),
        meta: jsonCount,
        alterada_em: timestamp,
      }),
    ),
    dias_de_estudo: z.array(
      z.object({
        dia: text,
        minutos_assistidos: jsonCount,
        aulas_concluidas: jsonCount,
        aulas_assistidas_ate_o_fim: jsonCount,
      }),
    ),
    pontos: z.array(z.object({ motivo: text, pontos: jsonCount, curso: text.nullable(), em: timestamp })),
    ranking_por_curso: z.array(z.object({ curso: text, desde: timestamp })),
    consentimentos_de_email: z.array(
      z.object({
        assunto: text,
        aceito: z.boolean(),
        origem: z.enum(['configuracoes', 'link_de_descadastro']),
        em: timestamp,
      }),
    ),
    resumos_semanais_enviados: z.array(z.object({ semana: text, enviado_em: timestamp })),
  }),
  afiliado: z
    .object({
      codigo: text,
      situacao: z.enum(['pending', 'active', 'suspended', 'rejected']),
      comissao_padrao: jsonNumber.nullable(),
      chave_pix: optionalText,
      inscrito_em: timestamp,
      aprovado_em: timestamp.nullable(),
      cliques: jsonCount,
      comissoes_por_produto: z.array(
        z.object({
          tipo: z.enum(['course', 'book', 'plan', 'track']),
          produto_id: text,
          percentual: jsonNumber,
        }),
      ),
      comissoes: z.array(
        z.object({
          produto: text,
          percentual: jsonNumber,
          valor: jsonNumber,
          situacao: z.enum(['earned', 'reversed', 'paid']),
          gerada_em: timestamp,
          disponivel_em: timestamp,
          estornada_em: timestamp.nullable(),
        }),
      ),
      pagamentos: z.array(
        z.object({ valor: jsonNumber, comissoes: jsonCount, observacao: text, pago_em: timestamp }),
      ),
    })
    .nullable(),
});

export type MyData = z.output<typeof myDataSchema>;

export function parseMyData(data: unknown): MyData {
  return parseRpcResult('rpc/export_my_data', myDataSchema, data);
}

/** The export exactly as the database wrote it, checked against the schema (for the download). */
export function exportMyData(): Promise<{ raw: unknown; data: MyData }> {
  return callRpc('export_my_data', {}, (raw) => ({ raw, data: parseMyData(raw) }));
}

export const myDataQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...sharedQueryKeys.learner.all(userId), 'my-data'],
    queryFn: async () => (await exportMyData()).data,
  });

export function useMyData(userId: string) {
  return useQuery(myDataQueryOptions(userId));
}
