import type { InfoDocument } from '../info-page-types';

/** The about page in pt-BR (the English text in ../about.ts prevails). */
export const about: InfoDocument = {
  title: 'Sobre o Three Act',
  lead: 'O Three Act é um planejador gratuito e de código aberto que ajuda escritores de ficção a transformar uma ideia no roteiro completo de uma história.',
  sections: [
    {
      heading: 'O que é o Three Act',
      paragraphs: [
        'A maioria das histórias que prendem o leitor tem a mesma forma: um começo que apresenta um mundo e um problema, um meio em que tudo fica mais difícil e um fim em que tudo chega ao ápice. O Three Act dá a essa forma um espaço de trabalho. Você dá um nome à sua história e responde perguntas-guia para cada ato — o gancho, o incidente incitante, o ponto médio, o momento sombrio, o clímax e o resto — e uma barra de progresso mostra quanto falta para o roteiro ficar pronto.',
        'Junto com o roteiro, você mantém fichas de personagens: uma descrição, um link de foto para inspiração, se o personagem é o protagonista e quantas notas quiser. Quando você trava, uma sugestão de nota aleatória dá algo em que pensar, e quando quer uma segunda opinião, o Brainstorm permite compartilhar uma ideia de enredo com outros escritores e reunir as sugestões deles.',
      ],
    },
    {
      heading: 'Para quem é',
      paragraphs: [
        'O Three Act serve para qualquer ficção que caiba em três atos: romances e novelas, contos, roteiros de cinema, peças de teatro, quadrinhos, jogos com uma história, fanfics e folhetins. O gênero não importa. Suspenses, romances, épicos de fantasia, ficção literária e livros infantis têm apresentação, confronto e resolução.',
        'Funciona tanto se você planeja cada beat antes de escrever uma palavra quanto se prefere esboçar as grandes viradas e descobrir o resto na página. Responda às perguntas que ajudarem e deixe as outras em branco.',
      ],
    },
    {
      heading: 'Como funciona',
      items: [
        {
          term: 'Roteiro.',
          text: 'O Ato I tem um título e 8 perguntas-guia, o Ato II tem 16 e o Ato III tem 8. Salve quantas vezes quiser e leia o roteiro pronto em uma só página.',
        },
        {
          term: 'Personagens.',
          text: 'Crie uma ficha para cada personagem e adicione notas conforme a história cresce.',
        },
        {
          term: 'Brainstorm.',
          text: 'Depois de confirmar seu e-mail, você pode publicar ideias, comentar, curtir publicações e votar nos comentários mais úteis.',
        },
        {
          term: 'Perfil.',
          text: 'Um perfil público opcional mostra seus gêneros e suas obras concluídas, para que outros escritores encontrem você.',
        },
      ],
    },
    {
      heading: 'Gratuito e de código aberto',
      paragraphs: [
        'O Three Act é gratuito: não há plano pago, nem anúncios, nem rastreamento. O código-fonte é aberto, então qualquer pessoa pode ver como ele funciona, sugerir melhorias, relatar bugs ou rodar a própria cópia para um grupo de escrita, uma turma ou uma oficina.',
        'Seu roteiro, seus personagens e suas ideias continuam sendo seus. Veja os Termos de Uso e a Política de Privacidade para os detalhes, e as Diretrizes da comunidade para saber como mantemos o Brainstorm um lugar acolhedor.',
      ],
    },
  ],
};
