import type { DataToolsTexts } from './en';

const fr: DataToolsTexts = {
  title: 'Outils de données',
  description:
    'Sortez les données du back-office de ce navigateur, rechargez-les ou repartez des données d’exemple.',
  export: {
    button: 'Exporter les données',
    hint: 'Télécharge toutes les données (utilisateurs, entreprises, missions, paiements, rôles, notifications, activité) en un seul fichier JSON.',
    done: 'Données exportées',
    doneDescription: 'Enregistrées sous {{file}}.',
  },
  import: {
    button: 'Importer des données',
    hint: 'Charge un fichier créé par Exporter les données et remplace toutes les données par son contenu. Un mauvais fichier ne change rien.',
    done: 'Données importées',
    doneDescription: 'Toutes les données viennent maintenant de {{file}}.',
    refused: 'Rien n’a été importé',
    reasons: {
      unreadable: 'Impossible de lire {{file}}.',
      notJson: '{{file}} n’est pas un fichier JSON, ou il est endommagé.',
      foreign: '{{file}} n’a pas été créé par Exporter les données de ce back-office.',
      shape: '{{file}} ne contient aucune section de données.',
      unknownSection: '{{file}} contient une section que ce back-office n’a pas : {{section}}.',
      missingSection: 'La section {{section}} manque dans {{file}}.',
      version:
        'La section {{section}} de {{file}} a été enregistrée par une version plus récente du back-office.',
      invalid: 'La section {{section}} de {{file}} ne contient pas de données valides.',
    },
  },
  storage: {
    checking: 'Vérification de l’espace que ce navigateur occupe pour le back-office…',
    usage: 'Ce navigateur conserve {{usage}} pour le back-office, sur les {{quota}} qu’il autorise.',
    usageUnknown: 'Ce navigateur n’indique pas l’espace qu’il occupe pour le back-office.',
    kept: 'Le navigateur conserve ces données : il ne les effacera pas pour libérer de l’espace.',
    mayClear: 'Le navigateur peut effacer ces données s’il manque d’espace.',
    keep: 'Demander au navigateur de conserver les données',
    agreed: 'Le navigateur a accepté de conserver les données.',
    declined: 'Le navigateur n’a pas accepté : il peut encore effacer les données s’il manque d’espace.',
  },
  reset: {
    button: 'Réinitialiser les données d’exemple',
    hint: 'Remplace toutes les données, et chaque modification faite, par les données d’exemple.',
    confirmTitle: 'Réinitialiser les données d’exemple ?',
    confirmMessage:
      'Chaque modification faite ici aux utilisateurs, entreprises, missions, paiements, rôles et notifications est perdue, et le journal d’activité est vidé. Exportez d’abord les données pour en garder une copie.',
    cancel: 'Annuler',
    confirm: 'Réinitialiser',
    done: 'Données d’exemple restaurées',
    doneDescription: 'Toutes les données sont revenues aux données d’exemple.',
  },
};

export default fr;
