import type { InfoDocument } from '../info-page-types';

/** The terms of service in fr (the English text in ../legal.ts prevails). */
export const termsOfService: InfoDocument = {
  title: 'Conditions d’utilisation',
  lead: 'En bref : Three Act est gratuit, tes histoires restent à toi, respecte les Règles de la communauté, et nous fournissons le service tel quel.',
  sections: [
    {
      heading: 'Accord',
      paragraphs: [
        'Ces conditions sont un accord entre toi et les personnes qui font fonctionner ce site Three Act (« nous »). En créant un compte ou en utilisant le site, tu les acceptes, ainsi que la Politique de confidentialité. Si tu n’es pas d’accord, merci de ne pas utiliser Three Act.',
      ],
    },
    {
      heading: 'Un service gratuit',
      paragraphs: [
        'Three Act est gratuit. Il n’y a ni frais, ni fonctions payantes, ni publicité. Le logiciel est libre, et sa licence régit le code lui-même ; ces conditions régissent ton utilisation de ce site.',
      ],
    },
    {
      heading: 'Ton compte',
      paragraphs: [
        'Tu dois avoir au moins 13 ans pour utiliser Three Act. Donne une vraie adresse e-mail, garde ton mot de passe pour toi et préviens-nous si tu penses que quelqu’un d’autre a utilisé ton compte. Tu es responsable de ce qui se passe sous ton compte. Une personne, un compte : les comptes ne se partagent pas et ne se vendent pas.',
      ],
    },
    {
      heading: 'Ton contenu reste à toi',
      paragraphs: [
        'Tu gardes tous les droits sur tout ce que tu écris sur Three Act : ton plan, tes personnages, tes notes, ton profil, tes publications et tes commentaires. Nous ne revendiquons aucune propriété sur tes histoires ou tes idées.',
        'Ton plan et tes personnages sont privés, sauf si tu partages une histoire par un lien de retour en lecture seule, que toute personne ayant le lien peut lire jusqu’à ce que tu arrêtes de la partager. Quand tu publies quelque chose dans un espace public — une publication sur Brainstorm, un commentaire ou ton profil —, d’autres auteurs peuvent le lire et s’en inspirer. Les idées en tant que telles ne sont pas protégées par le droit d’auteur : ne partage donc sur Brainstorm que ce dont tu veux bien discuter ouvertement.',
      ],
    },
    {
      heading: 'La licence que tu nous accordes',
      paragraphs: [
        'Pour que nous puissions faire fonctionner le service, tu nous accordes une licence mondiale, non exclusive et gratuite pour stocker, copier, mettre en forme et afficher ton contenu, uniquement dans le but de faire fonctionner Three Act : enregistrer ton plan, montrer tes publications publiques et ton profil aux autres utilisateurs et faire des sauvegardes. Nous ne vendrons pas ton contenu, ne l’utiliserons pas dans de la publicité et ne le publierons nulle part ailleurs. La licence prend fin quand tu supprimes le contenu ou ton compte, sauf pour les copies que d’autres utilisateurs ont déjà citées dans leurs propres commentaires.',
        'Tu garantis avoir le droit de publier ce que tu publies et que cela ne porte atteinte aux droits de personne.',
      ],
    },
    {
      heading: 'Les Règles de la communauté s’appliquent',
      paragraphs: [
        'Tout ce que tu publies doit respecter les Règles de la communauté. Un contenu qui reçoit assez de signalements est masqué jusqu’à ce qu’un modérateur l’examine, et les modérateurs peuvent supprimer un contenu qui enfreint les règles ou ces conditions.',
        'N’abuse pas du service : n’essaie pas de t’introduire dans des comptes ou des systèmes, de surcharger le site, d’en aspirer le contenu en masse, de contourner les limites et les mesures de sécurité, ni de t’en servir pour envoyer du spam.',
      ],
    },
    {
      heading: 'Fermer ton compte',
      paragraphs: [
        'Tu peux arrêter d’utiliser Three Act à tout moment et supprimer ton compte depuis ton tableau de bord ; cela supprime tes données comme le décrit la Politique de confidentialité.',
        'Nous pouvons suspendre ou fermer un compte qui enfreint gravement ou de façon répétée ces conditions ou les Règles de la communauté, qui met en danger d’autres utilisateurs ou le service, ou lorsque la loi nous y oblige. Lorsque c’est raisonnable et sans danger, nous te dirons pourquoi et te donnerons la possibilité de répondre ou de sauvegarder d’abord ton plan.',
      ],
    },
    {
      heading: 'Aucune garantie',
      paragraphs: [
        'Three Act est fourni « en l’état » et « selon disponibilité », sans garantie d’aucune sorte. Nous faisons de notre mieux pour qu’il fonctionne et que ton travail soit en sécurité, mais nous ne pouvons pas promettre qu’il sera toujours disponible, sans erreur, ni qu’aucune donnée ne sera jamais perdue. Garde ta propre copie de tout ce que tu ne peux pas te permettre de perdre.',
        'Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes ou consécutives, du travail perdu ou des occasions manquées liés à ton utilisation de Three Act. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, et rien ne te retire les droits dont tu disposes en tant que consommateur.',
      ],
    },
    {
      heading: 'Modifications du service et de ces conditions',
      paragraphs: [
        'Three Act évolue en grandissant : nous pouvons ajouter, modifier ou retirer des fonctions. Nous pouvons aussi mettre à jour ces conditions. Nous publierons chaque nouvelle version sur cette page et, si un changement est important, nous te préviendrons par e-mail ou sur ton tableau de bord avant qu’il ne prenne effet. Si tu continues à utiliser Three Act ensuite, les nouvelles conditions s’appliquent ; si tu ne les acceptes pas, tu peux supprimer ton compte.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions sur ces conditions : {email}.'],
    },
  ],
};
