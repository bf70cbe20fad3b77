import { Link } from 'react-router-dom';
import { BRAND } from '@/config/brand';
import { LEGAL } from '@/config/legal';
import { paths } from '@/config/paths';
import { FAMILY_INCOME_PURPOSE } from '@/rules/personal-data-fields';
import { EmailLink, LegalDocument, LegalSection, OperatorValue } from './legal-document';

const sections = [
  { id: 'responsavel', title: 'Quem é responsável pelos seus dados' },
  { id: 'dados-coletados', title: 'Quais dados coletamos' },
  { id: 'finalidades', title: 'Para que usamos cada dado' },
  { id: 'quem-ve', title: 'Quem vê seus dados' },
  { id: 'empresas', title: 'Se você entrou pela sua empresa' },
  { id: 'prazos', title: 'Por quanto tempo guardamos' },
  { id: 'exclusao', title: 'O que acontece quando você exclui sua conta' },
  { id: 'direitos', title: 'Seus direitos e como exercê-los' },
  { id: 'seguranca', title: 'Segurança' },
  { id: 'navegador', title: 'Armazenamento no navegador e conteúdo de terceiros' },
  { id: 'alteracoes', title: 'Alterações desta política' },
  { id: 'contato', title: 'Contato e encarregado' },
] as const;

const selfService = 'font-medium text-brand-700 underline underline-offset-2';

/** /privacidade — what is collected, why, who sees it, for how long, and the rights of LGPD art. 18. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Política de Privacidade"
      summary={
        <>
          Esta política explica, em linguagem simples, quais dados pessoais a {BRAND.name} coleta, para que os
          usa, quem pode vê-los, por quanto tempo ficam guardados e como você exerce seus direitos pela Lei
          Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).
        </>
      }
      sections={sections}
    >
      <LegalSection sections={sections} id="responsavel">
        <p>
          A controladora dos seus dados pessoais é <OperatorValue value={LEGAL.controller.name} />, inscrita
          no CNPJ sob o nº <OperatorValue value={LEGAL.controller.cnpj} />, com sede em{' '}
          <OperatorValue value={LEGAL.controller.address} />, que opera a plataforma {BRAND.name}.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="dados-coletados">
        <p>Coletamos apenas o que você informa ou o que o uso da plataforma gera:</p>
        <ul>
          <li>
            <strong>Conta:</strong> nome completo, e-mail, senha (guardada só como um código irreversível, que
            nem a administração consegue ler), data de criação, data do último acesso, situação da conta
            (ativa ou desativada) e papel (aluno, professor ou administrador).
          </li>
          <li>
            <strong>Contato e endereço:</strong> telefone, rua, número, cidade, estado e CEP.
          </li>
          <li>
            <strong>Renda familiar (opcional):</strong> o valor mensal em reais, somente se você quiser
            informar.
          </li>
          <li>
            <strong>Matrículas e progresso:</strong> cursos em que você se inscreveu, data da inscrição, aulas
            concluídas (com data e hora), progresso e conclusão de cada curso, e o ponto em que você parou em
            cada vídeo (para o botão Continuar).
          </li>
          <li>
            <strong>Certificados:</strong> seu nome como consta no certificado, curso, carga horária, módulos
            do curso, data de emissão e código de verificação.
          </li>
          <li>
            <strong>Avaliações, perguntas e respostas:</strong> a nota e o texto das avaliações que você
            escreve sobre os cursos, as perguntas e respostas que você publica nas aulas, as perguntas em que
            você marca “Também tenho essa dúvida” e as notificações que o site mostra para você (por exemplo,
            quando sua pergunta é respondida), com data e hora.
          </li>
          <li>
            <strong>Professores:</strong> biografia, especialização, situação e cursos que ministram.
          </li>
          <li>
            <strong>Compras:</strong> o que você compra (cursos, e-books, trilhas e planos), o valor, as
            parcelas, a forma de pagamento (Pix, boleto ou cartão), a situação e o histórico de cada pedido e
            o CPF informado no pagamento; das assinaturas, o plano, o período pago e as datas de renovação ou
            cancelamento.
          </li>
          <li>
            <strong>Trilhas:</strong> as trilhas que você segue, com a data, e os certificados de trilha.
          </li>
          <li>
            <strong>Estudo e pontos:</strong> sua meta semanal, os dias e os minutos de estudo, as semanas
            seguidas em que cumpriu a meta, seus pontos e a atividade que gerou cada um, e a sua escolha de
            aparecer ou não no ranking de cada curso.
          </li>
          <li>
            <strong>Consentimento:</strong> a versão destes documentos que você aceitou e a data e a hora do
            aceite, registradas pelo nosso servidor; e, se você aceitar receber o resumo semanal por e-mail,
            cada vez que aceitou ou deixou de aceitar, com data e hora.
          </li>
          <li>
            <strong>Registros de acesso:</strong> data, hora e endereço IP de acessos à plataforma, mantidos
            pelo serviço de autenticação e pelo provedor de hospedagem.
          </li>
        </ul>
        <p>
          O CPF só é pedido quando você compra algo. Não coletamos RG, dados de cartão de pagamento nem dados
          sensíveis.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="finalidades">
        <ul>
          <li>
            <strong>Conta, matrículas, progresso e certificados:</strong> criar e manter sua conta, permitir o
            login e a recuperação de senha, liberar as aulas dos cursos em que você se inscreveu, acompanhar
            seu progresso e emitir seus certificados. Base legal: execução do contrato (LGPD, art. 7º, V).
          </li>
          <li>
            <strong>Telefone e endereço:</strong> falar com você sobre sua conta, seus cursos e seus
            pagamentos, e identificar você em documentos de cobrança e fiscais quando você contratar um plano.
            Bases legais: execução do contrato e cumprimento de obrigação legal (art. 7º, V e II).
          </li>
          <li>
            <strong>Renda familiar:</strong> somente para avaliar a concessão de bolsas e descontos e para
            estatísticas sobre o perfil socioeconômico dos alunos, feitas com números agregados que não
            identificam ninguém. Ela nunca é usada para definir o preço cobrado de você nem é compartilhada
            com terceiros. Base legal: seu consentimento (art. 7º, I): informar é opcional e você pode
            removê-la a qualquer momento em{' '}
            <Link to={paths.myData} className={selfService}>
              Meus dados
            </Link>
            . No cadastro, o campo diz: “{FAMILY_INCOME_PURPOSE}”
          </li>
          <li>
            <strong>Avaliações, perguntas e notificações:</strong> mostrar sua avaliação na página do curso e
            calcular a nota média dele, permitir que você tire dúvidas com professores e colegas de turma e
            avisar você, dentro do site, quando alguém responder. Não enviamos e-mails por causa delas. Base
            legal: execução do contrato (art. 7º, V).
          </li>
          <li>
            <strong>Compras e assinaturas:</strong> processar o pagamento, liberar o que você comprou, emitir
            recibos, renovar e cancelar assinaturas e cumprir as obrigações fiscais. Bases legais: execução do
            contrato e cumprimento de obrigação legal (art. 7º, V e II).
          </li>
          <li>
            <strong>Metas, semanas seguidas e pontos:</strong> mostrar o seu progresso da semana e lembrar
            você, dentro do site, às quintas-feiras, quando a meta da semana estiver abaixo da metade. Os
            pontos vêm só de atividades que o servidor confirma (aulas assistidas até o fim, quizzes e
            simulados aprovados, respostas marcadas como solução, avaliações). Base legal: execução do
            contrato (art. 7º, V). O ranking de um curso mostra seu primeiro nome e seus pontos somente se
            você escolher participar dele, e você sai quando quiser. Base legal: seu consentimento (art. 7º,
            I).
          </li>
          <li>
            <strong>Resumo semanal por e-mail:</strong> enviado somente se você aceitar, com onde você parou e
            as respostas novas às suas perguntas. Você deixa de receber com um clique no link do próprio
            e-mail ou no seu perfil. Base legal: seu consentimento (art. 7º, I).
          </li>
          <li>
            <strong>Registro do consentimento:</strong> comprovar que você aceitou estes documentos e em qual
            versão (art. 8º, § 2º).
          </li>
          <li>
            <strong>Registros de acesso:</strong> segurança da plataforma e cumprimento do Marco Civil da
            Internet (Lei nº 12.965/2014, art. 15).
          </li>
        </ul>
        <p>
          Não vendemos seus dados, não os usamos para publicidade e não tomamos decisões automatizadas sobre
          você.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="quem-ve">
        <ul>
          <li>
            <strong>Você</strong> vê todos os seus dados em{' '}
            <Link to={paths.myData} className={selfService}>
              Meus dados
            </Link>
            .
          </li>
          <li>
            <strong>Os administradores da plataforma</strong> veem os dados de conta, contato, endereço, renda
            familiar, matrículas e certificados, para dar suporte, emitir certificados e avaliar bolsas.
          </li>
          <li>
            <strong>Quem tiver o link ou o código de um certificado seu</strong> vê o que está impresso nele:
            seu nome, o curso, a carga horária, os módulos, a data de emissão e o código. Nunca seu e-mail,
            telefone ou endereço. Ninguém consegue listar os certificados emitidos, e a página do certificado
            pede aos buscadores que não a indexem.
          </li>
          <li>
            <strong>Professores</strong> não veem seu e-mail, seu telefone, seu endereço nem sua renda; nos
            cursos que ministram, veem apenas o necessário para acompanhar a turma: seu nome, seu progresso, a
            data da sua última atividade no curso e as perguntas que você fizer nele.
          </li>
          <li>
            <strong>Visitantes e outros alunos</strong> veem suas avaliações com seu primeiro nome e a inicial
            do sobrenome (por exemplo, “Maria S.”), nunca com outro dado seu. Suas perguntas e respostas,
            também assim identificadas, aparecem somente para quem está inscrito no mesmo curso, para os
            professores do curso e para a administração. Professores do curso e administradores podem ocultar
            perguntas e respostas, e administradores podem ocultar avaliações, que desrespeitem os Termos de
            Uso.
          </li>
          <li>
            <strong>Fornecedores que operam a plataforma em nosso nome</strong> (hospedagem, banco de dados e
            autenticação, fornecidos pela Supabase) tratam os dados apenas para prestar esse serviço. Os dados
            ficam em <OperatorValue value={LEGAL.hostingRegion} />; quando o provedor estiver fora do Brasil,
            a transferência segue as garantias do art. 33 da LGPD.
          </li>
          <li>
            <strong>O Mercado Pago</strong>, que processa os pagamentos, recebe seu nome, seu e-mail, seu CPF
            e o valor de cada compra. Os dados do cartão você digita na página dele e a {BRAND.name} não os
            recebe. Os administradores da plataforma veem os pedidos (comprador, produto, valor e situação)
            para dar suporte e fazer reembolsos.
          </li>
          <li>
            <strong>O Resend</strong>, serviço que entrega e-mails, recebe seu nome e seu e-mail para enviar o
            resumo semanal, somente se você o aceitou.
          </li>
          <li>
            <strong>Professores</strong> veem números do curso que ministram (quantos chegaram a cada aula,
            quantos acertaram cada questão dos quizzes), que não identificam ninguém.
          </li>
          <li>
            <strong>Autoridades públicas</strong>, somente quando a lei ou uma ordem judicial exigir.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={sections} id="empresas">
        <p>
          Quando uma empresa (pessoa jurídica) contrata assentos e convida você, os gestores que ela indicou
          veem, só dessa empresa: seu nome e e-mail, desde quando você faz parte dela, os assentos que você
          ocupa, o seu progresso nos cursos e trilhas atribuídos pela empresa (em dia, atrasado ou concluído),
          o último dia em que você estudou, os certificados que você obteve com o link de verificação e a
          melhor nota da equipe no simulado por domínio. Eles nunca veem suas respostas, suas perguntas e
          avaliações, seus pedidos pessoais nem os dias do seu calendário de estudos.
        </p>
        <p>
          A base legal é a execução do contrato entre a empresa e a Trilha Cloud, do qual você se beneficia, e
          o legítimo interesse da empresa em acompanhar a capacitação que ela paga (LGPD, art. 7º, V e IX).
          Você pode sair da empresa quando quiser em{' '}
          <Link to={paths.profile} className={selfService}>
            Meu perfil
          </Link>{' '}
          (“Minhas empresas”): você perde os assentos dela, e seu progresso, seus certificados e suas compras
          continuam seus.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="prazos">
        <ul>
          <li>Seus dados ficam guardados enquanto sua conta existir.</li>
          <li>
            A renda familiar fica guardada até você removê-la em{' '}
            <Link to={paths.myData} className={selfService}>
              Meus dados
            </Link>{' '}
            ou excluir sua conta.
          </li>
          <li>
            Quando você exclui sua conta, os dados saem do banco de dados na hora. Cópias de segurança do
            provedor de hospedagem podem conter esses dados por até{' '}
            <OperatorValue value={LEGAL.backupRetention} />, até serem substituídas; elas não são usadas para
            nenhuma outra finalidade.
          </li>
          <li>
            Registros de acesso são guardados pelo prazo de 6 meses exigido pelo Marco Civil da Internet (art.
            15) e depois apagados.
          </li>
          <li>
            Pedidos pagos são guardados por 5 anos, como registro fiscal, mesmo depois que você exclui a conta
            (art. 16, I): veja abaixo o que fica.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={sections} id="exclusao">
        <p>
          Você exclui sua conta em{' '}
          <Link to={paths.deleteAccount} className={selfService}>
            Meus dados › Excluir minha conta
          </Link>
          , digitando seu e-mail para confirmar. A exclusão é imediata, definitiva e feita de uma só vez:
        </p>
        <ul>
          <li>
            <strong>São excluídos:</strong> sua conta de acesso (e-mail e senha), seu nome, contato e
            endereço, a renda familiar, suas matrículas, seu progresso e as aulas concluídas, seus
            certificados (de curso e de trilha), as trilhas que você segue, sua meta, seus dias de estudo e
            seus pontos, suas avaliações, perguntas, respostas, marcações “Também tenho essa dúvida” e
            notificações, os registros do seu consentimento, suas assinaturas e os acessos comprados e, se
            você for professor, sua ficha e seus vínculos com cursos.
          </li>
          <li>
            <strong>Compras:</strong> os pedidos pagos continuam guardados por 5 anos como registro fiscal
            (produto, valor, datas, forma de pagamento e CPF), sem seu nome e sem seu e-mail; nos pedidos que
            não foram pagos, o CPF também é apagado. Se você tiver uma assinatura que ainda vai renovar,
            cancele-a em Minha assinatura antes de excluir a conta.
          </li>
          <li>
            <strong>Certificados:</strong> deixam de existir. Quem tentar verificar um deles pelo código verá
            “Certificado não encontrado”. Se precisar deles, baixe seus dados antes de excluir a conta.
          </li>
          <li>
            <strong>Avaliações e perguntas</strong> que você publicar nos cursos também são excluídas, junto
            com as respostas dadas a elas (inclusive as de outras pessoas), e a nota média do curso é
            recalculada na hora. Nada do que você escreveu permanece com seu nome ou sem ele.
          </li>
          <li>
            <strong>Números da plataforma</strong>, como a quantidade de alunos de um curso, são atualizados
            na hora. Não guardamos uma cópia anonimizada dos seus dados.
          </li>
          <li>
            <strong>Permanecem</strong> somente os registros de acesso e os pedidos pagos pelos prazos legais
            e as cópias de segurança pelo prazo descrito acima.
          </li>
        </ul>
        <p>
          Depois da exclusão, o mesmo e-mail pode ser usado para criar uma conta nova, que começa do zero.
          Para que a plataforma nunca fique sem administração, a última conta de administrador ativa não pode
          ser excluída: antes, outra pessoa precisa ser promovida a administrador.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="direitos">
        <p>Pelo art. 18 da LGPD, você tem direito a:</p>
        <ul>
          <li>
            <strong>confirmar que tratamos seus dados e acessá-los:</strong> veja tudo em{' '}
            <Link to={paths.myData} className={selfService}>
              Meus dados
            </Link>
            ;
          </li>
          <li>
            <strong>corrigir dados incompletos, inexatos ou desatualizados:</strong> edite nome, telefone e
            endereço em Meus dados; para trocar o e-mail, fale com o suporte;
          </li>
          <li>
            <strong>portabilidade:</strong> use “Baixar meus dados” em Meus dados para receber um arquivo JSON
            com todos os seus dados, com os campos explicados na própria página;
          </li>
          <li>
            <strong>eliminar dados tratados com seu consentimento e revogar o consentimento:</strong> remova a
            renda familiar em Meus dados ou exclua sua conta;
          </li>
          <li>
            <strong>anonimização, bloqueio ou eliminação</strong> de dados desnecessários, excessivos ou
            tratados em desacordo com a lei;
          </li>
          <li>
            <strong>saber com quem compartilhamos seus dados</strong> (veja “Quem vê seus dados”) e sobre a
            possibilidade de não consentir: sem informar a renda, nada muda no uso da plataforma; sem aceitar
            estes documentos, não é possível criar uma conta;
          </li>
          <li>
            <strong>reclamar à Autoridade Nacional de Proteção de Dados (ANPD)</strong>, em{' '}
            <a
              href="https://www.gov.br/anpd"
              target="_blank"
              rel="noopener noreferrer"
              className={selfService}
            >
              gov.br/anpd
            </a>
            .
          </li>
        </ul>
        <p>
          Pedidos que não puderem ser feitos na própria plataforma podem ser enviados ao encarregado (veja
          “Contato e encarregado”); respondemos em até 15 dias.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="seguranca">
        <p>
          O acesso aos dados é controlado pelo próprio banco de dados: cada pessoa só consegue ler os próprios
          dados, e apenas administradores ativos leem os dos demais. Senhas são guardadas como códigos
          irreversíveis, a conexão é sempre criptografada (HTTPS) e alterações importantes, como a troca de
          senha de uma sessão antiga, pedem confirmação por e-mail.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="navegador">
        <p>
          Para manter você conectado, guardamos a sessão de login no armazenamento local do seu navegador; ela
          é apagada quando você sai. Não usamos cookies de publicidade nem ferramentas de rastreamento.
        </p>
        <p>
          As aulas em vídeo são exibidas por players do YouTube (no modo de privacidade aprimorada) ou do
          Vimeo, que podem gravar cookies próprios quando você assiste a um vídeo, conforme as políticas
          dessas empresas.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="alteracoes">
        <p>
          Quando esta política ou os{' '}
          <Link to={paths.terms} className={selfService}>
            Termos de Uso
          </Link>{' '}
          mudarem, publicaremos a nova versão nesta página, com a nova data. A versão que você aceitou e o
          momento do aceite aparecem em{' '}
          <Link to={paths.myData} className={selfService}>
            Meus dados
          </Link>
          , em “Consentimentos”.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="contato">
        <p>
          Encarregado pelo tratamento de dados pessoais:{' '}
          <OperatorValue value={LEGAL.dataProtectionOfficer.name} />, pelo e-mail{' '}
          <EmailLink address={LEGAL.dataProtectionOfficer.email} />.
        </p>
        <p>
          Suporte: <EmailLink address={LEGAL.supportEmail} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
