import type { InfoDocument } from '../info-page-types';

/** The privacy policy in fr (the English text in ../legal.ts prevails). */
export const privacyPolicy: InfoDocument = {
  title: 'Politique de confidentialité',
  lead: 'Three Act ne garde que ce dont il a besoin pour ton compte et la communauté, ne le vend jamais, ne te piste jamais et supprime tout quand tu supprimes ton compte.',
  sections: [
    {
      heading: 'Qui nous sommes',
      paragraphs: [
        'Cette politique concerne ce site Three Act. Ici, « nous » désigne les personnes qui le font fonctionner, et « tu » toute personne qui le visite ou y a un compte. Three Act est un logiciel libre : d’autres groupes peuvent donc faire fonctionner leurs propres copies, et chacune est responsable de ses propres données.',
        'Pour toute question sur tes données, écris à {email}.',
      ],
    },
    {
      heading: 'Pas pour les moins de 13 ans',
      paragraphs: [
        'Three Act n’est pas destiné aux enfants de moins de 13 ans, et tu dois confirmer à l’inscription que tu as au moins 13 ans. Nous ne collectons pas sciemment de données d’enfants de moins de 13 ans. Si tu penses qu’un enfant de moins de 13 ans a un compte, préviens-nous à {email} et nous le supprimerons. Si la loi de ton pays fixe un âge plus élevé pour consentir au traitement des données, il te faut l’accord d’un parent ou d’un tuteur pour utiliser Three Act.',
      ],
    },
    {
      heading: 'Ce que nous conservons',
      items: [
        {
          term: 'Ton compte :',
          text: 'ton nom, ton adresse e-mail, un mot de passe haché de façon sûre (nous ne conservons ni ne voyons jamais le mot de passe lui-même), ton rôle (utilisateur, modérateur ou administrateur), si ton adresse e-mail est vérifiée, la date de ton inscription et ta photo de profil si tu en téléverses une. Tout le monde commence avec une image par défaut générée.',
        },
        {
          term: 'Ton plan :',
          text: 'le titre et chaque réponse que tu écris dans les actes I, II et III.',
        },
        {
          term: 'Tes personnages :',
          text: 'noms, descriptions, liens vers des photos, la marque de protagoniste et tes notes.',
        },
        {
          term: 'Ton profil, si tu en crées un :',
          text: 'statut, entreprise, site web, lieu, genres, biographie, liens vers les réseaux sociaux et œuvres terminées.',
        },
        {
          term: 'Ton activité dans la communauté :',
          text: 'les publications et commentaires que tu écris sur Brainstorm, et les j’aime, votes et signalements que tu donnes.',
        },
        {
          term: 'Données de sécurité :',
          text: 'tes sessions ouvertes (quand chacune a commencé, quand elle a servi pour la dernière fois, et le navigateur et le système sur lesquels elle tourne, lus dans ce que ton navigateur envoie, pour que tu reconnaisses tes appareils dans les Paramètres), les liens que nous t’envoyons par e-mail (pour vérifier ton adresse, réinitialiser ton mot de passe ou changer d’adresse ; conservés uniquement sous forme brouillée, chacun valable une seule fois et expirant dans un délai de 1 à 48 heures) et, pendant peu de temps, ton adresse IP et le nombre de tentatives récentes d’inscription, de connexion, de réinitialisation et d’export, afin de freiner ceux qui essaient de deviner des mots de passe ou de créer des comptes en masse.',
        },
      ],
    },
    {
      heading: 'Qui peut les voir',
      paragraphs: [
        'Ton plan et tes personnages sont privés : toi seul peux les voir, sauf si tu crées pour une histoire un lien de retour en lecture seule, que toute personne ayant le lien peut lire (ses personnages, et leurs notes, seulement si tu les choisis) jusqu’à ce que tu arrêtes de la partager. Ton profil, tes publications et commentaires sur Brainstorm, ainsi que le nom et l’image affichés avec eux, sont publics. Ton adresse e-mail n’est jamais montrée aux autres utilisateurs.',
        'Les modérateurs et les administrateurs peuvent voir les publications et commentaires signalés afin de les examiner. Nous ne vendons, ne louons ni ne partageons tes données avec personne, et nous ne les remettons aux autorités que lorsque la loi nous y oblige.',
      ],
    },
    {
      heading: 'Pourquoi nous les utilisons',
      paragraphs: [
        'Nous utilisons tes données uniquement pour fournir Three Act : faire fonctionner ton compte et le protéger, enregistrer ton plan, tes personnages et ton profil, afficher tes publications et commentaires, envoyer les e-mails dont le service a besoin (vérifier ton adresse, réinitialiser ton mot de passe, confirmer une nouvelle adresse et prévenir l’ancienne) et protéger la communauté selon les Règles de la communauté. Lorsque le RGPD s’applique, la base légale est l’exécution de notre accord avec toi (les Conditions d’utilisation) et notre intérêt légitime à garder le service sûr et exempt d’abus.',
        'Nous n’envoyons ni lettres d’information ni e-mails marketing, nous n’affichons pas de publicité et nous ne construisons pas de profils de ton comportement.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Three Act utilise deux cookies, tous deux seulement pendant que tu es connecté, tous deux envoyés uniquement à ce site, tous deux expirant après sept jours et tous deux supprimés quand tu te déconnectes. Le cookie de session te garde connecté : il est marqué HttpOnly, si bien que les scripts de la page ne peuvent pas le lire. Le second, « signed_in », ne contient rien d’autre que « 1 » : il indique seulement à l’application qu’il vaut la peine de demander qui tu es, pour qu’une visite déconnectée n’envoie pas de requête vouée à l’échec. Tous deux sont strictement nécessaires à la connexion et ne demandent donc pas de bandeau de consentement.',
        'Il n’y a aucun cookie d’analyse, de suivi ou de publicité, et le site ne charge aucun service tiers : ni polices, ni scripts, ni images, ni widgets d’autres entreprises. Les liens vers des photos que tu ajoutes à tes propres personnages sont chargés depuis l’adresse que tu as saisie.',
      ],
    },
    {
      heading: 'Où tes données sont conservées',
      paragraphs: [
        'Tes données peuvent être stockées et traitées hors d’Europe, y compris dans des pays dont les lois sur la protection des données diffèrent de celles de ton pays. Où qu’elles soient, nous les protégeons comme le décrit cette politique, et lorsque le RGPD l’exige, nous encadrons ces transferts par des garanties appropriées.',
      ],
    },
    {
      heading: 'Combien de temps nous les gardons',
      paragraphs: [
        'Nous gardons tes données tant que tu as un compte. Tu peux supprimer ton compte toi-même à tout moment dans les Paramètres ou sur ton tableau de bord. La suppression efface tout d’un coup et pour de bon : ton compte, ton plan, tes personnages et notes, ton profil et tes œuvres terminées, ta photo de profil, tes publications et commentaires, ainsi que tes j’aime, votes et signalements. Les données de sécurité, comme les tentatives de connexion récentes, expirent d’elles-mêmes en quelques heures.',
        'Nous ne gardons plus longtemps une copie d’un contenu précis que lorsque la loi l’exige, par exemple lorsqu’il a été signalé aux autorités.',
      ],
    },
    {
      heading: 'Tes droits',
      paragraphs: [
        'Tu as le droit de voir les données que nous détenons sur toi, de les corriger, d’en recevoir une copie dans un format portable, de t’opposer à leur utilisation ou de la limiter, et de les faire effacer. Tu peux faire l’essentiel toi-même, à tout moment :',
        'Pour obtenir une copie, choisis « Télécharger mes données » dans les Paramètres : un fichier ZIP contenant tout ce que tu as créé et fait (les informations de ton compte sans ton mot de passe, ton profil et tes œuvres, ton plan avec ses personnages et ses notes, tes publications et commentaires, et les j’aime, votes et signalements que tu as donnés) dans un fichier JSON, chaque histoire dans un fichier Markdown, et ta photo de profil si tu en as téléversé une. Des autres personnes, il ne contient que les noms des auteurs dont tu as commenté les fils.',
        'Pour modifier tes données, modifie ton plan, tes personnages et ton profil là où tu les as écrits ; change ton nom, ton adresse e-mail et ton mot de passe dans les Paramètres (une nouvelle adresse ne compte qu’une fois que tu as ouvert le lien que nous y envoyons, et ton ancienne adresse est prévenue du changement). Les Paramètres listent aussi les appareils connectés à ton compte et te permettent de déconnecter n’importe lequel d’entre eux.',
        'Pour tout effacer, supprime ton compte dans les Paramètres ou sur ton tableau de bord. Pour toute autre demande, écris à {email} et nous te répondrons dans un délai d’un mois.',
        'Si tu estimes que nous traitons tes données de manière illicite, tu as aussi le droit de porter plainte auprès de l’autorité de protection des données de ton pays.',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les mots de passe sont hachés avec bcrypt, les sessions peuvent être révoquées immédiatement, les connexions doivent passer par HTTPS et le site est conçu pour résister aux attaques courantes. Aucun système n’est parfaitement sûr : utilise donc un mot de passe que tu n’utilises nulle part ailleurs. Si nous apprenons un jour une fuite qui met tes données en danger, nous te préviendrons, ainsi que les autorités, comme la loi l’exige.',
      ],
    },
    {
      heading: 'Modifications de cette politique',
      paragraphs: [
        'Si nous modifions cette politique, nous publierons la nouvelle version sur cette page. Si une modification change la façon dont nous utilisons des données que tu nous as déjà confiées, nous te préviendrons par e-mail ou sur ton tableau de bord avant qu’elle ne prenne effet.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions, demandes ou plaintes concernant la confidentialité : {email}.'],
    },
  ],
};
