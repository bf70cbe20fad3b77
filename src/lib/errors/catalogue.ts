// Every reason code the backend answers with and the pt-BR message people read for it. The
// database raises its codes as the error's message, Auth sends them as `code`, the edge functions
// (create-teacher, the payment functions) as `{ code }`; a test fails when a code raised there has
// no entry here. How the codes are decoded and what a code without an entry shows: docs/errors.md.

const REQUIRED_FIELDS = 'Preencha todos os campos obrigatórios';
const TRY_AGAIN_LATER = 'Tente novamente mais tarde.';

/** Refusals of the database: `raise exception '<code>'`, `private.raise_api_error('<code>')`. */
const databaseMessages = {
  // Who may call.
  not_authenticated: 'Sua sessão expirou. Entre novamente para continuar.',
  account_inactive:
    'Sua conta foi desativada por um administrador. Entre em contato com o suporte para reativar o acesso.',
  admin_only: 'Acesso negado',
  teacher_only: 'Acesso negado',
  not_teacher: 'Você não é professor deste curso.',
  not_moderator: 'Apenas os professores do curso e os administradores podem fazer isso.',
  not_author: 'Apenas quem escreveu pode alterar ou excluir.',
  not_enrolled: 'Inscreva-se no curso para continuar.',
  permission_denied: 'Você não tem permissão para fazer isso.',
  server_managed_columns: 'Você não tem permissão para fazer isso.',

  // Empresas: assignments and the manager's view (docs/companies.md).
  assignment_kind_invalid: 'Escolha uma trilha ou um curso.',
  due_on_required: 'Informe o prazo.',
  assignment_due_in_past: 'O prazo não pode ser uma data que já passou.',
  assignment_due_too_far: 'O prazo pode ser de até dois anos a partir de hoje.',
  assignment_item_unavailable: 'Esta trilha ou curso não está disponível para atribuição.',
  assignment_members_invalid: 'Escolha pessoas que fazem parte da empresa.',
  assignment_not_found: 'Esta atribuição não existe mais.',
  assignment_status_invalid: 'Escolha uma situação válida.',
  search_too_long: 'A busca pode ter até 200 caracteres.',

  // Enrolment and progress.
  already_enrolled: 'Você já está inscrito neste curso!',
  course_without_lessons: 'Curso não possui aulas cadastradas',
  course_not_available: 'Este curso não está disponível.',
  invalid_position: 'Não foi possível salvar onde você parou no vídeo.',
  enrollment_keys_fixed: 'Uma inscrição não muda de aluno nem de curso.',

  // Things that are no longer there.
  course_not_found: 'Curso não encontrado',
  module_not_found: 'Módulo não encontrado.',
  lesson_not_found: 'Aula não encontrada',
  user_not_found: 'Usuário não encontrado.',
  teacher_not_found: 'Professor não encontrado.',
  link_not_found: 'Este vínculo não existe mais.',
  review_not_found: 'Esta avaliação não está mais disponível.',
  question_not_found: 'Esta pergunta não está mais disponível.',
  answer_not_found: 'Esta resposta não está mais disponível.',
  certificate_not_found: 'Certificado não encontrado.',

  // Course content.
  module_course_fixed: 'Um módulo não muda de curso.',
  order_out_of_date: 'A ordem mudou enquanto você editava. Recarregue a página e tente novamente.',
  preview_video_shared:
    'Uma aula gratuita precisa de um vídeo só dela: este vídeo também está em outra aula deste curso.',
  course_has_certificates: 'Não é possível excluir um curso com certificados emitidos. Desative o curso.',

  // Users, teachers and accounts.
  cannot_change_own_role: 'Você não pode alterar o seu próprio papel.',
  cannot_deactivate_self: 'Você não pode desativar a sua própria conta.',
  last_administrator:
    'Você é o último administrador ativo. Promova outra pessoa a administrador antes de excluir sua conta.',
  user_not_student: 'Esta conta não é de aluno.',
  account_not_new: 'Esta conta já existia: não pode ser transformada em professor.',
  bio_too_long: 'Biografia muito longa',
  email_confirmation_mismatch: 'O email digitado não é o da sua conta.',
  invalid_account_origin: 'Não foi possível criar a conta. Tente novamente.',
  sign_up_ticket_invalid: 'Não foi possível salvar o endereço e a renda. Complete-os em Meus dados.',
  terms_version_missing: 'Para criar a conta, leia e aceite os Termos de Uso e a Política de Privacidade.',
  terms_version_outdated:
    'Não foi possível criar a conta. Recarregue a página, confira os Termos de Uso e a Política de Privacidade e tente novamente.',

  // Empresas: membership, seats and invitations (docs/companies.md).
  not_organisation_manager: 'Apenas os gestores desta empresa podem fazer isso.',
  not_organisation_member: 'Você não faz parte desta empresa.',
  member_not_found: 'Esta pessoa não faz parte da empresa.',
  invalid_member_role: 'Escolha o papel gestor ou membro.',
  last_organisation_manager:
    'A empresa precisa de pelo menos um gestor. Torne outra pessoa gestora antes de continuar.',
  seat_block_ended: 'O período deste bloco de assentos já terminou.',
  seat_not_held: 'Esta pessoa não ocupa um assento deste bloco.',
  no_seats_left: 'Não há assentos livres neste bloco. Fale com o gestor da empresa.',
  invitation_emails_required: 'Informe ao menos um email para convidar.',
  too_many_invitations: 'Convide no máximo 500 emails de uma vez.',
  invitation_rows_invalid:
    'Algumas linhas têm problemas. Nenhum convite foi criado: corrija-as e envie de novo.',
  invalid_invitation_status: 'Filtro de convites inválido.',
  organisation_domain_required: 'Cadastre o domínio de email da empresa para criar um link de convite.',
  invitation_not_found: 'Convite não encontrado. Confira o link recebido.',
  invitation_expired: 'Este convite expirou. Peça um novo convite ao gestor da empresa.',
  invitation_revoked: 'Este convite foi cancelado pelo gestor da empresa.',
  invitation_accepted: 'Este convite já foi aceito.',
  invitation_email_mismatch:
    'Este convite é para outro email. Entre com a conta do email convidado para aceitá-lo.',
  invitation_domain_mismatch:
    'Este link é só para emails do domínio da empresa. Entre com a conta do seu email corporativo.',
  invalid_invitation_request: 'Não foi possível enviar os convites. Recarregue a página e tente novamente.',
  invitation_mail_failed: `Os convites foram criados, mas o envio dos emails falhou. ${TRY_AGAIN_LATER}`,
  organisations_cnpj_check: 'CNPJ inválido.',
  organisations_billing_email_check: 'Email de cobrança inválido.',
  organisations_email_domain_check: 'Domínio de email inválido (ex.: empresa.com.br).',
  organisations_legal_name_check: 'Informe a razão social (2 a 200 caracteres).',

  // Certificates.
  certificate_already_issued: 'Este aluno já possui certificado para este curso',
  certificate_already_revoked: 'Este certificado já foi revogado',
  certificate_immutable: 'Um certificado emitido não pode ser alterado.',
  certificate_issue_rpc_only: 'Você não tem permissão para fazer isso.',
  issue_reason_required: 'Informe o motivo da emissão',
  revoke_reason_required: 'Informe o motivo da revogação',
  reason_too_long: 'Use no máximo 500 caracteres',

  // Quizzes and simulados: taking them.
  assessment_author_only: 'Apenas administradores e professores deste curso podem editar as avaliações.',
  quiz_not_available: 'Este módulo ainda não tem quiz.',
  practice_exam_not_available: 'O simulado deste curso ainda não está disponível.',
  attempt_not_found: 'Tentativa não encontrada.',
  attempt_already_submitted: 'Esta tentativa já foi enviada.',
  attempt_not_submitted: 'Envie a tentativa para ver a correção.',
  question_not_in_attempt: 'Esta questão não faz parte da tentativa.',
  option_not_in_question: 'Esta opção não faz parte da questão.',
  answers_invalid: 'Não foi possível enviar as respostas. Recarregue a página e tente novamente.',
  exam_time_over: 'O tempo do simulado acabou. As respostas salvas até o fim do tempo serão corrigidas.',
  certificate_requirements_unmet: 'O aluno ainda não cumpriu os requisitos do certificado deste curso.',

  // Hands-on exercises ('Prática'): solving and authoring them (docs/practice.md).
  practice_not_found: 'Prática não encontrada.',
  practice_body_empty: 'Escreva sua resposta.',
  practice_body_too_long: 'Resposta: até 20.000 caracteres.',
  practice_hourly_limit: `Você enviou muitas respostas desta prática na última hora. ${TRY_AGAIN_LATER}`,
  practice_attempt_not_found: `Não foi possível corrigir sua resposta. ${TRY_AGAIN_LATER}`,
  practice_result_invalid: `Não foi possível corrigir sua resposta. ${TRY_AGAIN_LATER}`,
  practice_lesson_not_found: 'Escolha uma aula deste curso.',
  practice_kind_invalid: 'Escolha o tipo da prática.',
  practice_title_invalid: 'Título: até 120 caracteres.',
  practice_statement_invalid: 'Enunciado: até 8.000 caracteres.',
  practice_spec_invalid: 'Verificações: um objeto JSON de até 100 KB.',
  practice_hints_invalid: 'Até 5 dicas de até 2.000 caracteres.',
  practice_solution_invalid: 'Informe a solução modelo e a errada.',
  practice_not_verified: 'Use "Testar com a solução" antes de publicar.',
  practice_file_invalid: 'Arquivo de práticas inválido.',
  invalid_practice_request: 'Não foi possível enviar a resposta.',
  practice_grading_failed: `Não foi possível corrigir sua resposta. ${TRY_AGAIN_LATER}`,

  // Quizzes and simulados: the question bank and its settings.
  assessment_question_not_found: 'Esta questão não existe mais.',
  question_invalid: 'Não foi possível salvar a questão. Recarregue a página e tente novamente.',
  question_kind_invalid: 'O tipo deve ser "unica" ou "multipla".',
  prompt_required: 'Preencha o enunciado.',
  prompt_too_long: 'O enunciado deve ter no máximo 2000 caracteres.',
  explanation_required: 'Preencha a explicação.',
  explanation_too_long: 'A explicação deve ter no máximo 4000 caracteres.',
  option_text_required: 'Preencha o texto de cada opção.',
  option_text_too_long: 'Cada opção deve ter no máximo 500 caracteres.',
  options_count_invalid: 'Uma questão tem de 2 a 6 opções.',
  single_needs_one_correct: 'Uma questão de resposta única tem exatamente uma opção correta.',
  multiple_needs_two_correct:
    'Uma questão de múltipla escolha tem pelo menos duas opções corretas e uma incorreta.',
  module_not_in_course: 'Este módulo não é deste curso.',
  domain_not_in_course: 'Este domínio não é deste curso.',
  lesson_not_in_course: 'Esta aula não é deste curso.',
  lesson_second_needs_lesson: 'Informe a aula para usar o segundo.',
  invalid_lesson_second: 'O segundo deve estar dentro da duração da aula.',
  import_rows_invalid: 'O arquivo não tem questões para importar.',
  import_too_many_rows: 'Importe no máximo 500 questões por arquivo.',
  domains_invalid: 'Não foi possível salvar os domínios. Recarregue a página e tente novamente.',
  domain_name_required: 'Informe o nome de cada domínio.',
  domain_name_too_long: 'O nome do domínio deve ter no máximo 100 caracteres.',
  domain_name_repeated: 'Cada domínio precisa de um nome diferente.',
  domain_weight_invalid: 'O peso de cada domínio vai de 1% a 100%.',
  domain_weights_not_100: 'Os pesos dos domínios precisam somar 100%.',
  practice_exam_bank_too_small: 'Não há questões suficientes em cada domínio para este número de questões.',
  practice_exam_settings_invalid:
    'Use de 1 a 200 questões, de 1 a 600 minutos e nota de aprovação de 100 a 1000.',
  practice_exam_not_published: 'Publique o simulado antes de exigi-lo no certificado.',
  practice_exam_required_by_certificate:
    'O certificado deste curso exige o simulado: retire a exigência antes de despublicá-lo.',
  quiz_settings_invalid: 'Use de 1 a 50 questões e nota de aprovação de 1% a 100%.',

  // Reviews.
  review_requires_completed_lesson: 'Conclua pelo menos uma aula para avaliar este curso.',
  invalid_rating: 'Escolha de 1 a 5 estrelas',
  review_too_long: 'A avaliação deve ter no máximo 1.000 caracteres',

  // Questions and answers.
  question_title_required: 'Informe o título da pergunta',
  question_title_too_long: 'O título deve ter no máximo 150 caracteres',
  question_body_required: 'Descreva sua dúvida',
  question_body_too_long: 'A pergunta deve ter no máximo 5.000 caracteres',
  answer_body_required: 'Escreva sua resposta',
  answer_body_too_long: 'A resposta deve ter no máximo 5.000 caracteres',
  cannot_vote_own_question: 'Você não pode votar na sua própria pergunta.',
  question_hourly_limit: `Você atingiu o limite de 10 perguntas por hora. ${TRY_AGAIN_LATER}`,
  answer_hourly_limit: `Você atingiu o limite de 30 respostas por hora. ${TRY_AGAIN_LATER}`,
  edit_hourly_limit: `Você atingiu o limite de 20 edições por hora. ${TRY_AGAIN_LATER}`,
  rate_limited: `Você atingiu o limite por hora. ${TRY_AGAIN_LATER}`,
  solution_hidden: 'Uma resposta oculta não pode ser marcada como solução.',
  solution_own_answer: 'Você não pode marcar sua própria resposta como solução.',

  // Goals, reminders and the weekly digest.
  invalid_goal_kind: 'Escolha a meta em minutos assistidos ou em aulas concluídas.',
  invalid_goal_target: 'Use de 10 a 3.000 minutos ou de 1 a 100 aulas por semana.',
  invalid_consent: 'Não foi possível salvar sua preferência de e-mail. Tente novamente.',
  reminder_not_thursday: 'O lembrete da meta semanal é enviado às quintas-feiras.',
  point_events_once: 'Estes pontos já foram registrados.',

  // Selling: access, checkout, orders, subscriptions, e-books.
  course_access_required: 'Este curso é pago. Compre o curso ou assine um plano que o inclua para continuar.',
  course_not_in_plans: 'Marque o curso como incluído nos planos antes de adicioná-lo a um plano.',
  invalid_product: 'Este produto não está disponível para compra.',
  product_not_for_sale: 'Este produto não está disponível para compra.',
  already_has_access: 'Você já tem acesso a este produto.',
  already_subscribed: 'Você já assina este plano. Veja em Minha assinatura.',
  subscription_reactivable:
    'Sua assinatura deste plano foi cancelada, mas segue ativa até o fim do período. Reative-a em vez de comprar de novo.',
  plan_adds_nothing: 'Você já tem acesso a todos os cursos deste plano.',
  subscription_not_reactivable:
    'Esta assinatura não pode ser reativada: ela não está cancelada ou já terminou.',
  invalid_payment_method: 'Escolha Pix, boleto ou cartão.',
  invalid_installments: 'Escolha um número de parcelas disponível para este valor.',
  invalid_cpf: 'CPF inválido',
  order_hourly_limit: `Você iniciou muitas compras na última hora. ${TRY_AGAIN_LATER}`,
  order_not_found: 'Pedido não encontrado.',

  // Empresas: organisations and seats (docs/companies.md → Vendendo assentos).
  invalid_cnpj: 'CNPJ inválido',
  invalid_legal_name: 'Informe a razão social (de 2 a 200 caracteres).',
  invalid_billing_email: 'Informe um e-mail de cobrança válido.',
  invalid_address: 'Informe o endereço e a cidade da empresa.',
  invalid_state: 'Escolha a UF da empresa.',
  invalid_postal_code: 'CEP inválido',
  organisation_exists: 'Já existe uma empresa com este CNPJ. Peça a um gestor dela para convidar você.',
  organisation_hourly_limit: `Você cadastrou muitas empresas na última hora. ${TRY_AGAIN_LATER}`,
  invalid_seat_count: 'Informe um número de assentos entre 1 e 10.000.',
  seats_below_minimum: 'O número de assentos está abaixo do mínimo da tabela de preços.',
  seat_product_not_available: 'Este produto não está disponível para venda em assentos.',
  seat_block_not_found: 'Este bloco de assentos não existe mais.',
  seat_block_product_mismatch: 'Os assentos adicionados devem ser do mesmo produto do bloco.',
  seat_block_expired: 'O período deste bloco de assentos terminou: compre um bloco novo.',
  order_not_pending: 'Este pedido não está mais aguardando pagamento.',
  order_provider_mismatch: 'Não foi possível iniciar o pagamento. Tente novamente.',
  invalid_payment_status: 'Não foi possível registrar o pagamento.',
  invalid_subscription_status: 'Não foi possível registrar a assinatura.',
  invalid_payment_event: 'Não foi possível registrar o pagamento.',
  invalid_order_status: 'Escolha um status de pedido válido.',
  invalid_report_period: 'Escolha um período de até 366 dias, com o início antes do fim.',
  book_not_found: 'Livro não encontrado.',
  book_not_owned: 'Compre este livro para baixá-lo.',
  book_without_file: 'Este livro não tem arquivo para download.',
  invalid_book_id: 'Livro não encontrado.',
  book_download_failed: `Não foi possível preparar o download do livro. ${TRY_AGAIN_LATER}`,
  subscription_still_active:
    'Você tem uma assinatura ativa. Cancele-a em Minha assinatura antes de excluir sua conta.',

  // Tracks (trilhas).
  track_not_found: 'Trilha não encontrada.',
  invalid_track: 'Confira os dados da trilha e tente novamente.',
  track_without_steps: 'Adicione pelo menos um curso à trilha antes de publicá-la.',
  track_has_certificates:
    'Esta trilha já tem certificados emitidos e não pode ser excluída. Despublique a trilha.',
  invalid_track_steps: 'Confira as etapas da trilha e tente novamente.',
  track_step_duplicate: 'Cada curso pode aparecer só uma vez como etapa da trilha.',
  track_exam_not_last: 'A trilha tem um único simulado final, na última etapa.',
  track_exam_unavailable: 'Este curso não tem simulado publicado.',
  track_not_in_plans: 'Marque a trilha como incluída nos planos antes de adicioná-la a um plano.',

  // Empresas, the back office (15_company-admin.sql).
  organisation_not_found: 'Empresa não encontrada.',
  seat_tiers_invalid: 'Confira as faixas de preço e tente novamente.',
  seat_tiers_count: 'Cadastre de 1 a 10 faixas de preço.',
  seat_tier_min_seats_invalid: 'O número de assentos de cada faixa deve ser um inteiro de 1 a 10.000.',
  seat_tier_discount_invalid:
    'O desconto de cada faixa deve ficar entre 0% e 90%, com até duas casas decimais.',
  seat_tiers_not_increasing: 'Cada faixa deve começar em mais assentos que a anterior.',
  seat_tiers_discount_decreasing: 'O desconto não pode diminuir quando o número de assentos aumenta.',

  // Coupons (16_coupons.sql): what a buyer reads at the checkout, and the back office's refusals.
  coupon_not_found: 'Cupom inválido',
  coupon_inactive: 'Este cupom não está mais disponível',
  coupon_not_started: 'Este cupom ainda não está valendo',
  coupon_expired: 'Cupom expirado',
  coupon_exhausted: 'Cupom esgotado',
  coupon_not_for_product: 'Este cupom não vale para este produto',
  coupon_already_used: 'Você já usou este cupom',
  coupon_first_purchase_only: 'Este cupom vale só para a primeira compra',
  invalid_coupon: 'Confira os dados do cupom e tente novamente.',
  coupon_products_required: 'Escolha pelo menos um produto para o cupom.',
  coupon_terms_fixed: 'Este cupom já foi usado em pedidos: o código e o desconto não podem mudar.',

  // Plan changes (17_plan-changes.sql).
  plan_change_not_allowed:
    'Só uma assinatura ativa e em dia muda de plano. Reative a assinatura ou regularize o pagamento primeiro.',
  plan_change_same_plan: 'Você já está neste plano.',
  plan_change_interval_differs:
    'A mudança é entre planos com a mesma cobrança (mensal ou anual). Para trocar a periodicidade, assine o novo plano.',
  plan_change_pending: 'Já há uma mudança de plano agendada. Cancele-a para escolher outro plano.',
  plan_change_is_upgrade: 'Este plano custa mais: a mudança é imediata e cobra a diferença.',
  plan_change_is_downgrade: 'Este plano custa menos: a mudança vale a partir da próxima renovação.',
  plan_change_not_found: 'Mudança de plano não encontrada.',
  // Raised before 20261215040000 only (a card renewed by the provider now changes plan too); kept
  // because the catalogue's test reads every migration.
  plan_change_card_renewal:
    'Sua assinatura é renovada automaticamente no cartão. Recarregue a página para mudar de plano.',
  plan_change_already_renewed:
    'A próxima renovação já foi paga pelo valor do novo plano: esta mudança não pode mais ser cancelada.',
  // Written only by the payment functions; a browser never meets it.
  invalid_provider_amount: 'Não foi possível atualizar o valor da assinatura no cartão.',

  // Affiliates (18_affiliates.sql).
  already_affiliate: 'Esta conta já participa do programa de afiliados.',
  affiliate_not_found: 'Afiliado não encontrado.',
  invalid_pix_key: 'Informe uma chave PIX válida (de 4 a 140 caracteres).',
  invalid_affiliate: 'Confira os dados do afiliado e tente novamente.',
  invalid_affiliate_status: 'Situação de afiliado inválida.',
  affiliate_commission_required:
    'Defina a comissão geral ou a de pelo menos um produto antes de ativar o afiliado.',
  nothing_to_pay: 'Não há comissões disponíveis para pagar a este afiliado.',
  payout_amount_changed:
    'O valor disponível deste afiliado mudou desde que a lista foi carregada. Confira o novo valor antes de registrar o pagamento.',

  // Notas fiscais (19_fiscal.sql).
  taker_address_required:
    'Para emitir a nota fiscal desta compra precisamos do seu endereço. Complete-o no Perfil e tente novamente.',
  invalid_fiscal_settings: 'Confira os dados fiscais e tente novamente.',
  invoice_not_found: 'Nota fiscal não encontrada.',
  invoice_not_failed: 'Só uma nota recusada pode ser emitida de novo.',
  invalid_invoice_result: 'Resposta do emissor de notas inválida.',
} as const;

/**
 * Constraints a person can run into, by name (PostgREST answers 23505/23503/23514 with the
 * constraint's name in the message). CHECK constraints the forms validate first are not here.
 */
const constraintMessages = {
  courses_slug_key: 'Já existe um curso com este slug',
  coupons_code_key: 'Já existe um cupom com este código',
  coupons_code_check: 'O código deve ter de 3 a 40 letras, números, hífens ou sublinhados.',
  coupons_discount_value_check: 'O desconto deve ser de 1 a 99 % ou de R$ 1,00 a R$ 100.000,00.',
  coupons_valid_period: 'O fim da validade deve ser depois do início.',
  affiliates_commission_percent_check: 'A comissão deve ficar entre 1% e 90%.',
  fiscal_settings_cnpj_check: 'CNPJ inválido.',
  fiscal_settings_iss_rate_check: 'A alíquota do ISS deve ficar entre 2% e 5%.',
  fiscal_settings_municipality_code_check: 'Informe o código IBGE do município, com 7 dígitos.',
  fiscal_settings_service_code_check:
    'Informe o item da lista de serviços no formato 00.00 (por exemplo, 08.02).',
  fiscal_settings_municipal_registration_check: 'Informe a inscrição municipal (até 20 caracteres).',
  fiscal_settings_legal_name_check: 'Informe a razão social (de 3 a 200 caracteres).',
  fiscal_settings_service_description_check: 'Descreva o serviço com 10 a 2.000 caracteres.',
  affiliate_products_commission_percent_check: 'A comissão de cada produto deve ficar entre 1% e 90%.',
  enrollments_user_id_course_id_key: 'Você já está inscrito neste curso!',
  certificates_user_id_course_id_key: 'Este aluno já possui certificado para este curso',
  certificates_verification_code_key: 'Não foi possível emitir o certificado. Tente novamente.',
  certificates_course_id_fkey: 'Não é possível excluir um curso com certificados emitidos. Desative o curso.',
  course_reviews_course_id_author_id_key: 'Você já avaliou este curso.',
  teacher_docs_user_id_key: 'Esta conta já é de professor.',
  courses_price_required_when_sold:
    'Informe o preço (a partir de R$ 1,00) para vender o curso separadamente.',
  pricing_plans_amount_needs_interval: 'Informe o valor e a periodicidade do plano juntos.',
  subscriptions_plan_id_fkey: 'Este plano tem assinaturas e não pode ser excluído. Desative o plano.',
  plan_courses_pkey: 'Este curso já está neste plano.',
  tracks_slug_key: 'Já existe uma trilha com este slug',
  tracks_price_required_when_sold: 'Informe o preço (a partir de R$ 1,00) para vender a trilha.',
  tracks_exam_named_with_code: 'Informe o código e o nome da certificação juntos.',
  plan_tracks_pkey: 'Esta trilha já está neste plano.',
  track_steps_once: 'Cada curso pode aparecer só uma vez como etapa da trilha.',
  track_certificates_track_id_fkey:
    'Esta trilha já tem certificados emitidos e não pode ser excluída. Despublique a trilha.',
  subscriptions_one_open_per_plan: 'Você já assina este plano. Veja em Minha assinatura.',
  // Written only by the payment functions; a browser never meets them.
  entitlements_order_id_key: 'Não foi possível registrar o pagamento.',
  entitlements_order_product_key: 'Não foi possível registrar o pagamento.',
  track_certificates_user_id_track_id_key: 'Não foi possível emitir o certificado. Tente novamente.',
  track_certificates_verification_code_key: 'Não foi possível emitir o certificado. Tente novamente.',
  orders_provider_payment_key: 'Não foi possível registrar o pagamento.',
  payment_events_provider_event_key: 'Não foi possível registrar o pagamento.',
  subscriptions_provider_subscription_key: 'Não foi possível registrar a assinatura.',
} as const;

/** Auth's error codes (AuthError.code) the app's forms can meet. */
const authMessages = {
  invalid_credentials: 'Email ou senha incorretos',
  user_already_exists: 'Este email já está cadastrado',
  email_exists: 'Este email já está cadastrado',
  // Auth refused a password the form accepted: its symbol list is shorter than the form's "any
  // non-alphanumeric character" (the local stack counts only !@#$%^&*), so name the ones that work.
  weak_password:
    'A senha não foi aceita: use letras maiúsculas e minúsculas, números e um destes caracteres especiais: ! @ # $ % ^ & *',
  same_password: 'A nova senha deve ser diferente da senha atual.',
  email_not_confirmed:
    'Confirme seu email antes de entrar: abra o link que enviamos para a sua caixa de entrada.',
  over_email_send_rate_limit: `Muitos emails enviados para este endereço. ${TRY_AGAIN_LATER}`,
  over_request_rate_limit: `Muitas tentativas seguidas. ${TRY_AGAIN_LATER}`,
  over_sms_send_rate_limit: `Muitas tentativas seguidas. ${TRY_AGAIN_LATER}`,
  user_banned:
    'Sua conta foi desativada por um administrador. Entre em contato com o suporte para reativar o acesso.',
  session_expired: 'Sua sessão expirou. Entre novamente para continuar.',
  session_not_found: 'Sua sessão expirou. Entre novamente para continuar.',
  reauthentication_needed: 'Confirme o código enviado para o seu email para alterar a senha.',
  reauthentication_not_valid: 'O código de confirmação está incorreto ou expirou.',
  email_address_invalid: 'Email inválido',
  signup_disabled: 'O cadastro está fechado no momento.',
} as const;

/** The create-teacher function's answers ({ code }). */
const createTeacherMessages = {
  method_not_allowed: 'Erro inesperado ao cadastrar professor',
  invalid_session: 'Sua sessão expirou. Entre novamente para continuar.',
  permission_check_failed: 'Erro ao cadastrar professor',
  invalid_body: 'Erro inesperado ao cadastrar professor',
  required_fields_missing: REQUIRED_FIELDS,
  invalid_email: 'Email inválido',
  password_too_short: 'A senha deve ter no mínimo 8 caracteres',
  password_needs_lowercase: 'A senha deve conter pelo menos uma letra minúscula',
  password_needs_uppercase: 'A senha deve conter pelo menos uma letra maiúscula',
  password_needs_special: 'A senha deve conter pelo menos um caractere especial',
  password_needs_digit: 'A senha deve conter pelo menos um número',
  password_too_long: 'A senha deve ter no máximo 72 caracteres',
  full_name_too_long: 'Nome muito longo',
  phone_too_long: 'Telefone inválido',
  specialization_too_long: 'Especialização muito longa',
  invalid_course_id: 'Curso inválido',
  course_check_failed: 'Erro ao cadastrar professor',
  teacher_email_taken: 'Este email já está cadastrado no sistema',
  teacher_account_failed: 'Erro ao cadastrar professor',
  teacher_setup_failed: 'Erro ao cadastrar professor',
  teacher_unexpected_failure: 'Erro inesperado ao cadastrar professor',
} as const;

/** The browser could not reach the server at all. */
export const NETWORK_ERROR_MESSAGE = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';

/** Refusals the app itself names before or after a call (no backend code to carry). */
/**
 * The payment functions' own answers (create-checkout, payment-webhook, refund-order: `{ code }`,
 * docs/payments-provider.md); the codes they share with the database (invalid_cpf, …) are above.
 */
const paymentFunctionMessages = {
  invalid_checkout_request: 'Não foi possível iniciar o pagamento. Recarregue a página e tente novamente.',
  invalid_product_kind: 'Produto inválido. Recarregue a página e tente novamente.',
  invalid_product_id: 'Produto inválido. Recarregue a página e tente novamente.',
  invalid_organisation_id: 'Empresa não encontrada. Recarregue a página e tente novamente.',
  invalid_seat_block_id: 'Bloco de assentos não encontrado. Recarregue a página e tente novamente.',
  invalid_return_path: 'Não foi possível iniciar o pagamento. Recarregue a página e tente novamente.',
  payments_not_configured: `Os pagamentos estão indisponíveis no momento. ${TRY_AGAIN_LATER}`,
  checkout_failed: 'Não foi possível iniciar o pagamento. Tente novamente.',
  payment_provider_unavailable: 'O serviço de pagamento não respondeu. Tente novamente em alguns minutos.',
  invalid_signature: 'Notificação de pagamento com assinatura inválida.',
  invalid_notification: 'Notificação de pagamento inválida.',
  payment_not_found: 'Pagamento não encontrado no serviço de pagamento.',
  payment_event_failed: `Não foi possível registrar o pagamento. ${TRY_AGAIN_LATER}`,
  invalid_refund_request: 'Não foi possível estornar o pedido. Recarregue a página e tente novamente.',
  invalid_order_id: 'Pedido não encontrado.',
  order_not_refundable: 'Só pedidos pagos podem ser estornados.',
  refund_refused: 'O serviço de pagamento recusou o estorno deste pedido.',
  refund_failed: `Não foi possível estornar o pedido. ${TRY_AGAIN_LATER}`,
  guarantee_not_applicable:
    'A garantia de 7 dias vale só para a primeira compra de cada produto. Fale com o suporte para pedir o reembolso.',
  refund_window_closed: 'O prazo de 7 dias da garantia terminou: o reembolso não pode mais ser pedido aqui.',
  expiry_job_failed: `Não foi possível expirar os pedidos não pagos. ${TRY_AGAIN_LATER}`,
  invalid_cancel_request: 'Não foi possível cancelar a assinatura. Recarregue a página e tente novamente.',
  invalid_subscription_id: 'Assinatura não encontrada.',
  invalid_plan_change_request: 'Não foi possível mudar de plano. Recarregue a página e tente novamente.',
  invalid_plan_id: 'Plano não encontrado.',
  invalid_plan_change_id: 'Mudança de plano não encontrada.',
  plan_change_failed: `Não foi possível mudar de plano. ${TRY_AGAIN_LATER}`,
  subscription_not_found: 'Assinatura não encontrada.',
  subscription_not_cancelable: 'Esta assinatura já foi cancelada ou não está ativa.',
  cancel_failed: `Não foi possível cancelar a assinatura. ${TRY_AGAIN_LATER}`,
  // The renewal job (renew-subscriptions and its database calls); no screen calls them.
  invalid_renewal_lead: 'Prazo de renovação inválido.',
  invalid_renewal_link: 'Link de pagamento da renovação inválido.',
  renewal_not_found: 'Renovação não encontrada.',
  renewal_job_failed: `Não foi possível renovar as assinaturas. ${TRY_AGAIN_LATER}`,
  subscription_renewals_one_per_period: 'A renovação deste período já foi criada.',
  subscription_renewals_order_id_key: 'Este pedido já é a renovação de uma assinatura.',
  // The engagement jobs and the digest's unsubscribe link (docs/engagement-mail.md); only the
  // unsubscribe page shows one, and it words the invalid link itself.
  invalid_job_request: 'Pedido inválido para a tarefa agendada.',
  reminder_job_failed: `Não foi possível enviar os lembretes da meta semanal. ${TRY_AGAIN_LATER}`,
  digest_job_failed: `Não foi possível enviar o resumo semanal. ${TRY_AGAIN_LATER}`,
  mail_not_configured: `O envio de e-mails está indisponível no momento. ${TRY_AGAIN_LATER}`,
  invalid_unsubscribe_token: 'Este link de cancelamento não é válido.',
  unsubscribe_failed: `Não foi possível cancelar o resumo semanal agora. ${TRY_AGAIN_LATER}`,
  // The invoice job (issue-invoices, docs/fiscal-provider.md); no screen calls it.
  fiscal_not_configured: `A emissão de notas fiscais está indisponível no momento. ${TRY_AGAIN_LATER}`,
  invoice_job_failed: `Não foi possível emitir as notas fiscais. ${TRY_AGAIN_LATER}`,
} as const;

const appMessages = {
  // Auth answered a sign-up with a 500: the database refused the account (its sign-up trigger).
  sign_up_refused:
    'Não foi possível criar a conta. Recarregue a página, confira os Termos de Uso e a Política de Privacidade e tente novamente.',
} as const;

export const errorMessages = {
  ...databaseMessages,
  ...paymentFunctionMessages,
  ...constraintMessages,
  ...authMessages,
  ...createTeacherMessages,
  ...appMessages,
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** The pt-BR message of a code, or null for a code the catalogue does not know. */
export function catalogueMessage(code: string): string | null {
  return Object.hasOwn(errorMessages, code) ? errorMessages[code as ErrorCode] : null;
}
