import type { InfoDocument } from '../info-page-types';

/** The terms of service in pt-BR (the English text in ../legal.ts prevails). */
export const termsOfService: InfoDocument = {
  title: 'Termos de Uso',
  lead: 'Resumindo: o Three Act é gratuito, suas histórias continuam suas, siga as Diretrizes da comunidade, e oferecemos o serviço como ele é.',
  sections: [
    {
      heading: 'Acordo',
      paragraphs: [
        'Estes termos são um acordo entre você e as pessoas que mantêm este site do Three Act (“nós”). Ao criar uma conta ou usar o site, você aceita estes termos e a Política de Privacidade. Se não concordar, por favor não use o Three Act.',
      ],
    },
    {
      heading: 'Um serviço gratuito',
      paragraphs: [
        'O Three Act é gratuito. Não há taxas, recursos pagos nem publicidade. O software é de código aberto, e a licença dele rege o próprio código; estes termos regem o seu uso deste site.',
      ],
    },
    {
      heading: 'Sua conta',
      paragraphs: [
        'Você precisa ter pelo menos 13 anos para usar o Three Act. Informe um endereço de e-mail real, guarde sua senha só para você e nos avise se achar que outra pessoa usou sua conta. Você é responsável pelo que acontece na sua conta. Uma pessoa, uma conta: contas não podem ser compartilhadas nem vendidas.',
      ],
    },
    {
      heading: 'Seu conteúdo continua seu',
      paragraphs: [
        'Você mantém todos os direitos sobre tudo o que escreve no Three Act: seu roteiro, personagens, notas, perfil, publicações e comentários. Não reivindicamos nenhuma propriedade sobre suas histórias ou ideias.',
        'Seu roteiro e seus personagens são privados, a menos que você compartilhe uma história por um link de feedback somente leitura, que qualquer pessoa com o link pode ler até você parar de compartilhar. Quando você publica algo em uma área pública — uma publicação no Brainstorm, um comentário ou seu perfil —, outros escritores podem ler e se inspirar. Ideias em si não são protegidas por direitos autorais, então compartilhe no Brainstorm só o que você topa discutir abertamente.',
      ],
    },
    {
      heading: 'A licença que você nos dá',
      paragraphs: [
        'Para podermos manter o serviço, você nos concede uma licença mundial, não exclusiva e gratuita para armazenar, copiar, formatar e exibir seu conteúdo, apenas com o objetivo de operar o Three Act: salvar seu roteiro, mostrar suas publicações públicas e seu perfil a outros usuários e fazer backups. Não venderemos seu conteúdo, não o usaremos em publicidade nem o publicaremos em nenhum outro lugar. A licença termina quando você exclui o conteúdo ou sua conta, exceto pelas cópias que outros usuários já citaram nos próprios comentários.',
        'Você garante que tem o direito de publicar o que publica e que isso não viola os direitos de ninguém.',
      ],
    },
    {
      heading: 'Valem as Diretrizes da comunidade',
      paragraphs: [
        'Tudo o que você publica precisa seguir as Diretrizes da comunidade. Conteúdo que recebe denúncias suficientes fica oculto até que um moderador o analise, e moderadores podem excluir conteúdo que viole as diretrizes ou estes termos.',
        'Não faça mau uso do serviço: não tente invadir contas ou sistemas, sobrecarregar o site, copiar seu conteúdo em massa, contornar limites e medidas de segurança nem usá-lo para enviar spam.',
      ],
    },
    {
      heading: 'Encerrar sua conta',
      paragraphs: [
        'Você pode parar de usar o Three Act a qualquer momento e excluir sua conta pelo painel; isso apaga seus dados como descreve a Política de Privacidade.',
        'Podemos suspender ou encerrar uma conta que viole de forma grave ou repetida estes termos ou as Diretrizes da comunidade, que coloque outros usuários ou o serviço em risco, ou quando a lei nos obrigar. Quando for razoável e seguro, diremos o motivo e daremos a você a chance de responder ou de salvar seu roteiro antes.',
      ],
    },
    {
      heading: 'Sem garantia',
      paragraphs: [
        'O Three Act é oferecido “no estado em que se encontra” e “conforme disponível”, sem garantias de nenhum tipo. Fazemos o possível para mantê-lo funcionando e seu trabalho seguro, mas não podemos prometer que ele estará sempre disponível, livre de erros ou que nenhum dado jamais será perdido. Guarde sua própria cópia de tudo o que você não pode perder.',
        'Na medida permitida pela lei, não somos responsáveis por perdas indiretas ou consequentes, trabalho perdido ou oportunidades perdidas decorrentes do seu uso do Three Act. Nada nestes termos limita uma responsabilidade que a lei não permite limitar, e nada tira os direitos que você tem como consumidor.',
      ],
    },
    {
      heading: 'Mudanças no serviço e nestes termos',
      paragraphs: [
        'O Three Act muda à medida que cresce: podemos adicionar, alterar ou remover recursos. Também podemos atualizar estes termos. Publicaremos cada nova versão nesta página e, se uma mudança for importante, avisaremos você por e-mail ou no seu painel antes que ela entre em vigor. Se você continuar usando o Three Act depois disso, valem os novos termos; se não os aceitar, pode excluir sua conta.',
      ],
    },
    {
      heading: 'Contato',
      paragraphs: ['Dúvidas sobre estes termos: {email}.'],
    },
  ],
};
