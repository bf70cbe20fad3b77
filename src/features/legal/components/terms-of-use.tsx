import { Link } from 'react-router-dom';
import { BRAND } from '@/config/brand';
import { LEGAL } from '@/config/legal';
import { paths } from '@/config/paths';
import { EmailLink, LegalDocument, LegalSection, OperatorValue } from './legal-document';

const sections = [
  { id: 'sobre', title: 'Sobre estes termos' },
  { id: 'conta', title: 'Sua conta' },
  { id: 'cursos', title: 'Cursos, matrículas e certificados' },
  { id: 'planos', title: 'Planos e pagamentos' },
  { id: 'uso', title: 'Uso permitido' },
  { id: 'propriedade', title: 'Propriedade intelectual' },
  { id: 'encerramento', title: 'Desativação e exclusão da conta' },
  { id: 'responsabilidades', title: 'Responsabilidades' },
  { id: 'privacidade', title: 'Privacidade' },
  { id: 'mudancas', title: 'Mudanças nestes termos' },
  { id: 'lei', title: 'Lei aplicável e foro' },
  { id: 'fale-conosco', title: 'Fale conosco' },
] as const;

const link = 'font-medium text-brand-700 underline underline-offset-2';

/** /termos — the rules of using the site, accepted at sign-up together with the Privacy Policy. */
export function TermsOfUse() {
  return (
    <LegalDocument
      title="Termos de Uso"
      summary={
        <>
          Estes termos são as regras para usar a {BRAND.name}: o que você pode esperar da plataforma e o que
          esperamos de você. Ao criar uma conta, você declara que os leu e aceitou, junto com a{' '}
          <Link to={paths.privacy} className={link}>
            Política de Privacidade
          </Link>
          .
        </>
      }
      sections={sections}
    >
      <LegalSection sections={sections} id="sobre">
        <p>
          A {BRAND.name} é uma plataforma de cursos on-line sobre carreiras em computação em nuvem, operada
          por <OperatorValue value={LEGAL.controller.name} />, CNPJ{' '}
          <OperatorValue value={LEGAL.controller.cnpj} />. Estes termos valem para todo o site e para todos os
          cursos, livros e planos oferecidos nele.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="conta">
        <ul>
          <li>
            Para se inscrever em cursos, você precisa de uma conta pessoal, com dados verdadeiros e atuais.
          </li>
          <li>
            A conta é só sua: não compartilhe sua senha. Você responde pelo que for feito com ela; se
            suspeitar de uso indevido, troque a senha e avise o suporte.
          </li>
          <li>
            Você pode ver, corrigir e baixar seus dados, e excluir sua conta, a qualquer momento em{' '}
            <Link to={paths.myData} className={link}>
              Meus dados
            </Link>
            .
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={sections} id="cursos">
        <ul>
          <li>
            O acesso às aulas de um curso é liberado quando você se inscreve nele e é pessoal e
            intransferível.
          </li>
          <li>
            Seu progresso é calculado pela plataforma conforme você conclui as aulas. Os certificados trazem
            um código único de verificação.
          </li>
          <li>
            Os certificados da {BRAND.name} comprovam a conclusão dos nossos cursos; eles não substituem as
            certificações oficiais de fabricantes como AWS, Microsoft ou Google.
          </li>
          <li>
            Podemos atualizar, reorganizar ou retirar cursos do catálogo. Um curso retirado deixa de aceitar
            novas inscrições.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={sections} id="planos">
        <ul>
          <li>
            Os preços dos planos aparecem na página{' '}
            <Link to={paths.pricing} className={link}>
              Preços
            </Link>
            ; cursos, e-books e trilhas à venda mostram o preço na própria página. O preço é o que o site
            mostra no momento da compra; o pagamento é feito por Pix, boleto ou cartão (em até 12 parcelas sem
            juros, de no mínimo R$ 5,00 cada) na página do Mercado Pago, e o acesso é liberado assim que o
            pagamento é confirmado.
          </li>
          <li>
            Um reembolso ou uma contestação do pagamento no cartão encerram o acesso ao que foi comprado.
          </li>
          <li>Você tem 7 dias de garantia: se desistir nesse prazo, recebe 100% do valor de volta.</li>
          <li>Você pode cancelar a qualquer momento e mantém o acesso até o fim do período já pago.</li>
          <li>
            Em Minha assinatura, você pode mudar para outro plano com a mesma cobrança (mensal ou anual). Para
            um plano mais caro, a mudança é imediata e você paga a diferença entre os dois planos proporcional
            aos dias que faltam do período já pago; se esse pagamento for reembolsado, a assinatura volta ao
            plano anterior. Para um plano mais barato, a mudança vale a partir da próxima renovação, já pelo
            novo valor, sem cobrança nem crédito no período em curso. Se a assinatura é renovada
            automaticamente no cartão, a diferença de uma mudança para um plano mais caro é cobrada à parte, e
            as cobranças seguintes no cartão passam a ser do valor do novo plano a partir da próxima
            renovação.
          </li>
          <li>
            Um cupom de desconto vale para os produtos, as datas e o número de usos da sua campanha; o valor
            com desconto nunca fica abaixo de R$ 1,00. Em um plano, o cupom desconta só a primeira cobrança.
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={sections} id="uso">
        <p>Ao usar a plataforma, você se compromete a não:</p>
        <ul>
          <li>compartilhar sua conta ou o acesso aos cursos com outras pessoas;</li>
          <li>copiar, gravar, baixar ou redistribuir as aulas e os materiais sem autorização;</li>
          <li>tentar acessar dados de outras pessoas ou contornar as proteções da plataforma;</li>
          <li>usar a plataforma para fins ilegais ou para prejudicar outras pessoas;</li>
          <li>
            publicar em avaliações, perguntas ou respostas ofensas, propaganda, dados pessoais de outras
            pessoas ou conteúdo que nada tenha a ver com o curso.
          </li>
        </ul>
        <p>
          Professores do curso e administradores podem ocultar perguntas e respostas, e administradores podem
          ocultar avaliações, que desrespeitem estas regras. Para evitar abusos, cada aluno pode publicar até
          10 perguntas e 30 respostas por hora.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="propriedade">
        <p>
          Os cursos, vídeos, textos, marcas e o próprio site pertencem à {BRAND.name} ou a seus licenciantes e
          são protegidos pela Lei de Direitos Autorais (Lei nº 9.610/1998). A inscrição dá a você o direito de
          assistir às aulas para seu aprendizado pessoal, e nada além disso.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="encerramento">
        <ul>
          <li>
            A administração pode desativar uma conta que descumpra estes termos. Uma conta desativada não
            acessa os cursos; o titular pode pedir explicações e a reativação ao suporte.
          </li>
          <li>
            Você pode excluir sua conta quando quiser, em{' '}
            <Link to={paths.deleteAccount} className={link}>
              Meus dados › Excluir minha conta
            </Link>
            . A exclusão é definitiva e apaga também suas matrículas, seu progresso e seus certificados, como
            explica a{' '}
            <Link to={paths.privacy} className={link}>
              Política de Privacidade
            </Link>
            .
          </li>
        </ul>
      </LegalSection>

      <LegalSection sections={sections} id="responsabilidades">
        <p>
          Trabalhamos para manter a plataforma no ar e os cursos corretos e atualizados, mas o conteúdo tem
          caráter educacional: não garantimos aprovação em provas de certificação, emprego ou resultados
          profissionais. Nada nestes termos limita os seus direitos como consumidor pelo Código de Defesa do
          Consumidor (Lei nº 8.078/1990).
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="privacidade">
        <p>
          O tratamento dos seus dados pessoais é descrito na{' '}
          <Link to={paths.privacy} className={link}>
            Política de Privacidade
          </Link>
          , que faz parte destes termos.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="mudancas">
        <p>
          Quando estes termos mudarem, a nova versão será publicada nesta página com a nova data, e avisaremos
          na plataforma ou por e-mail antes que ela passe a valer. A versão que você aceitou fica registrada
          em{' '}
          <Link to={paths.myData} className={link}>
            Meus dados
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="lei">
        <p>
          Estes termos seguem as leis do Brasil. Eventuais disputas podem ser levadas ao foro do seu
          domicílio.
        </p>
      </LegalSection>

      <LegalSection sections={sections} id="fale-conosco">
        <p>
          Suporte: <EmailLink address={LEGAL.supportEmail} />. Assuntos de dados pessoais:{' '}
          <EmailLink address={LEGAL.dataProtectionOfficer.email} />. Endereço:{' '}
          <OperatorValue value={LEGAL.controller.address} />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
