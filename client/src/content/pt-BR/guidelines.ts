import type { InfoDocument } from '../info-page-types';

/** The guidelines page in pt-BR (the English text in ../guidelines.ts prevails). */
export const guidelines: InfoDocument = {
  title: 'Diretrizes da comunidade',
  lead: 'O Brainstorm funciona porque escritores confiam uns aos outros ideias ainda inacabadas. Estas oito regras mantêm isso assim. Elas valem para tudo o que você publica no Three Act: publicações, comentários, perfis e obras concluídas.',
  sections: [
    {
      heading: 'As regras',
      ordered: true,
      items: [
        {
          term: 'Seja respeitoso.',
          text: 'Critique a ideia, nunca a pessoa. Seja honesto e específico, presuma boa-fé e lembre que todo mundo aqui ainda está aprendendo. Discordar é bem-vindo; desprezo, não.',
        },
        {
          term: 'Nada de spam ou manipulação de votos.',
          text: 'Não encha o Brainstorm de publicações repetidas ou fora do assunto, e não use contas extras, trocas ou grupos combinados para inflar curtidas ou votos em comentários. Eles devem refletir o que as pessoas realmente acharam útil.',
        },
        {
          term: 'Nada de divulgação ou links de afiliado no Brainstorm.',
          text: 'O Brainstorm é para desenvolver histórias, não para vendê-las. Não anuncie livros, serviços ou cursos ali, nem publique links de afiliado ou de indicação. Seu perfil público é o lugar para listar suas obras concluídas.',
        },
        {
          term: 'Nada de conteúdo sexual envolvendo menores.',
          text: 'Qualquer conteúdo sexual ou sexualizado envolvendo menores de 18 anos, em qualquer forma, inclusive ficção, desenhos ou descrições, é proibido. Ele é removido, a conta é encerrada e denunciamos às autoridades quando a lei exige.',
        },
        {
          term: 'Nada de assédio ou doxxing.',
          text: 'Não ameace, intimide, persiga nem tenha alguém como alvo, aqui ou em outro lugar, e nunca compartilhe informações pessoais de alguém — um nome real que a pessoa não divulgou, um endereço, um local de trabalho, um telefone ou fotos — sem o consentimento dela.',
        },
        {
          term: 'Nada de falsidade ideológica.',
          text: 'Não finja ser outra pessoa, outro escritor, um moderador ou alguém da equipe do Three Act. Pseudônimos são permitidos; passar-se por alguém real, não.',
        },
        {
          term: 'Nada de conteúdo vulgar ou explícito nas áreas da comunidade.',
          text: 'Histórias podem ser sombrias, violentas ou adultas, e você pode discutir esses temas, mas mantenha as publicações, comentários e perfis do Brainstorm livres de conteúdo sexual explícito, violência escrita para chocar, ofensas e obscenidade gratuita. Descreva o que acontece; não cole a cena explícita.',
        },
        {
          term: 'Nada de conteúdo ilegal.',
          text: 'Não publique nada que viole a lei, como livros piratas ou outro material protegido que você não tem direito de compartilhar, dados pessoais roubados ou conteúdo que promova ou organize crimes reais.',
        },
      ],
    },
    {
      heading: 'Denúncias',
      paragraphs: [
        'Toda publicação e todo comentário têm uma bandeira de denúncia. Se algo viola estas regras, denuncie em vez de discutir nos comentários. As denúncias são privadas: o autor não vê quem denunciou. Denunciar o mesmo item de novo retira sua denúncia, caso você tenha marcado por engano.',
        'Quando uma publicação ou um comentário recebe 5 denúncias, ele é ocultado da comunidade na hora: a publicação some da lista do Brainstorm e o comentário mostra um aviso de que aguarda moderação. Ele continua oculto até um moderador analisá-lo.',
      ],
    },
    {
      heading: 'Moderação',
      paragraphs: [
        'Os moderadores veem cada publicação e comentário denunciados em uma fila de moderação. Para cada um, eles o excluem ou limpam as denúncias, o que o torna visível de novo. Moderadores e administradores também podem remover qualquer publicação ou comentário que viole estas regras sem esperar denúncias.',
        'A maioria dos problemas termina com a remoção do conteúdo. Violações graves ou repetidas — e qualquer violação das regras 4 ou 8 — podem levar ao encerramento da conta, como explicam os Termos de Uso.',
        'Não use denúncias para enterrar ideias de que você simplesmente não gosta. O uso indevido de denúncias é uma forma de manipulação de votos e se enquadra na regra 2.',
      ],
    },
    {
      heading: 'Dúvidas',
      paragraphs: [
        'Se você acha que uma decisão da moderação foi errada, ou precisa denunciar algo urgente, escreva para {email}.',
      ],
    },
  ],
};
