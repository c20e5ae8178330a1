import type { InfoDocument } from '../info-page-types';

/** The about page in fr (the English text in ../about.ts prevails). */
export const about: InfoDocument = {
  title: 'À propos de Three Act',
  lead: 'Three Act est un outil libre et gratuit qui aide les auteurs de fiction à transformer une idée en plan complet d’histoire.',
  sections: [
    {
      heading: 'Ce qu’est Three Act',
      paragraphs: [
        'La plupart des histoires qui tiennent un lecteur partagent une forme : un début qui pose un monde et un problème, un milieu où tout se complique, et une fin où tout se joue. Three Act donne un atelier à cette forme. Tu nommes ton histoire et réponds aux questions guides de chaque acte — l’accroche, l’élément déclencheur, le point médian, le moment le plus sombre, le climax et le reste — et une barre de progression montre où en est ton plan.',
        'À côté du plan, tu tiens des fiches de personnages : une description, un lien vers une photo d’inspiration, s’il s’agit de ton protagoniste, et autant de notes que tu veux. Quand tu bloques, une suggestion de note au hasard te donne matière à réfléchir, et quand tu veux un second avis, Brainstorm te permet de partager une idée d’intrigue avec d’autres auteurs et de recueillir leurs suggestions.',
      ],
    },
    {
      heading: 'Pour qui',
      paragraphs: [
        'Three Act convient à toute fiction qui tient en trois actes : romans et novellas, nouvelles, scénarios, pièces de théâtre, BD, jeux qui racontent une histoire, fanfictions et feuilletons. Le genre n’a pas d’importance. Thrillers, romances, sagas de fantasy, littérature générale et livres jeunesse ont tous une exposition, une confrontation et une résolution.',
        'Ça marche que tu planifies chaque temps fort avant d’écrire un mot ou que tu préfères esquisser les grands tournants et découvrir le reste en écrivant. Réponds aux questions qui t’aident et laisse les autres vides.',
      ],
    },
    {
      heading: 'Comment ça marche',
      items: [
        {
          term: 'Plan.',
          text: 'L’acte I a un titre et 8 questions guides, l’acte II en a 16 et l’acte III en a 8. Enregistre aussi souvent que tu veux et relis le plan terminé sur une seule page.',
        },
        {
          term: 'Personnages.',
          text: 'Crée une fiche pour chaque personnage et ajoute des notes à mesure que l’histoire grandit.',
        },
        {
          term: 'Brainstorm.',
          text: 'Une fois ton adresse e-mail vérifiée, tu peux publier des idées, commenter, aimer des publications et voter pour les commentaires les plus utiles.',
        },
        {
          term: 'Profil.',
          text: 'Un profil public facultatif présente tes genres et tes œuvres terminées, pour que d’autres auteurs te trouvent.',
        },
      ],
    },
    {
      heading: 'Gratuit et open source',
      paragraphs: [
        'Three Act est gratuit : pas d’offre payante, pas de publicité, pas de pistage. Son code source est ouvert : chacun peut voir comment il fonctionne, proposer des améliorations, signaler des bugs ou faire tourner sa propre copie pour un groupe d’écriture, une classe ou un atelier.',
        'Ton plan, tes personnages et tes idées restent à toi. Consulte les conditions d’utilisation et la politique de confidentialité pour les détails, et les règles de la communauté pour savoir comment nous gardons Brainstorm accueillant.',
      ],
    },
  ],
};
