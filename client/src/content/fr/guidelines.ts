import type { InfoDocument } from '../info-page-types';

/** The guidelines page in fr (the English text in ../guidelines.ts prevails). */
export const guidelines: InfoDocument = {
  title: 'Règles de la communauté',
  lead: 'Brainstorm fonctionne parce que les auteurs se confient des idées inachevées. Ces huit règles le permettent. Elles s’appliquent à tout ce que tu publies sur Three Act : publications, commentaires, profils et œuvres terminées.',
  sections: [
    {
      heading: 'Les règles',
      ordered: true,
      items: [
        {
          term: 'Sois respectueux.',
          text: 'Critique l’idée, jamais la personne. Sois honnête et précis, suppose la bonne foi et n’oublie pas que tout le monde ici apprend encore. Le désaccord est bienvenu ; le mépris, non.',
        },
        {
          term: 'Pas de spam ni de manipulation des votes.',
          text: 'N’inonde pas Brainstorm de publications répétées ou hors sujet, et n’utilise pas de comptes supplémentaires, d’échanges ou de groupes coordonnés pour gonfler les j’aime ou les votes sur les commentaires. Ils doivent refléter ce que les gens ont vraiment trouvé utile.',
        },
        {
          term: 'Pas de promotion ni de liens d’affiliation dans Brainstorm.',
          text: 'Brainstorm sert à développer des histoires, pas à les vendre. N’y fais pas de publicité pour des livres, des services ou des cours, et n’y publie pas de liens d’affiliation ou de parrainage. Ton profil public est l’endroit pour présenter tes œuvres terminées.',
        },
        {
          term: 'Aucun contenu sexuel impliquant des mineurs.',
          text: 'Tout contenu sexuel ou sexualisé impliquant une personne de moins de 18 ans, sous quelque forme que ce soit, y compris la fiction, les dessins ou les descriptions, est interdit. Il est supprimé, le compte est fermé et nous le signalons aux autorités lorsque la loi l’exige.',
        },
        {
          term: 'Pas de harcèlement ni de doxxing.',
          text: 'Ne menace, n’intimide, ne traque ni ne cible personne, ici ou ailleurs, et ne partage jamais les informations personnelles de quelqu’un — un vrai nom qu’il n’a pas donné, une adresse, un lieu de travail, un numéro de téléphone ou des photos — sans son consentement.',
        },
        {
          term: 'Pas d’usurpation d’identité.',
          text: 'Ne te fais pas passer pour une autre personne, un autre auteur, un modérateur ou un membre de l’équipe Three Act. Les noms de plume sont permis ; se faire passer pour quelqu’un de réel, non.',
        },
        {
          term: 'Pas de contenu vulgaire ou explicite dans les espaces communautaires.',
          text: 'Les histoires peuvent être sombres, violentes ou adultes, et tu peux parler de ces thèmes, mais garde les publications, commentaires et profils de Brainstorm exempts de contenu sexuel cru, de violence écrite pour choquer, d’insultes et d’obscénités gratuites. Décris ce qui se passe ; ne colle pas la scène explicite.',
        },
        {
          term: 'Pas de contenu illégal.',
          text: 'Ne publie rien d’illégal, comme des livres piratés ou d’autres contenus protégés que tu n’as pas le droit de partager, des données personnelles volées, ou du contenu qui promeut ou organise des crimes réels.',
        },
      ],
    },
    {
      heading: 'Signaler',
      paragraphs: [
        'Chaque publication et chaque commentaire a un drapeau de signalement. Si quelque chose enfreint ces règles, signale-le plutôt que de te disputer dans les commentaires. Les signalements sont privés : l’auteur ne voit pas qui l’a signalé. Signaler à nouveau le même élément retire ton signalement, au cas où tu l’aurais fait par erreur.',
        'Quand une publication ou un commentaire atteint 5 signalements, il est aussitôt masqué à la communauté : la publication disparaît de la liste de Brainstorm et le commentaire affiche un avis indiquant qu’il attend la modération. Il reste masqué jusqu’à ce qu’un modérateur l’examine.',
      ],
    },
    {
      heading: 'Modération',
      paragraphs: [
        'Les modérateurs voient chaque publication et chaque commentaire signalés dans une file de modération. Pour chacun, ils le suppriment ou effacent ses signalements, ce qui le rend de nouveau visible. Les modérateurs et les administrateurs peuvent aussi retirer toute publication ou tout commentaire qui enfreint ces règles sans attendre de signalement.',
        'La plupart des problèmes se règlent par le retrait du contenu. Les manquements graves ou répétés — et tout manquement aux règles 4 ou 8 — peuvent entraîner la fermeture du compte, comme l’expliquent les conditions d’utilisation.',
        'N’utilise pas les signalements pour enterrer des idées qui ne te plaisent pas. Abuser des signalements est une forme de manipulation des votes et relève de la règle 2.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        'Si tu penses qu’une décision de modération était injuste, ou si tu dois signaler quelque chose d’urgent, écris à {email}.',
      ],
    },
  ],
};
