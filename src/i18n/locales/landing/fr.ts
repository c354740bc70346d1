import type { LandingCatalogue } from './en';

const fr: LandingCatalogue = {
  title: 'Place de marché du fret pour chauffeurs, courtiers, expéditeurs et transporteurs',
  nav: {
    label: 'Site',
    homeLink: 'Accueil FreightHub',
    sections: {
      home: 'Accueil',
      services: 'Services',
      'mobile-app': 'Appli mobile',
      features: 'Fonctionnalités',
      contact: 'Contact',
    },
    adminPanel: 'Administration',
    login: 'Connexion',
    getStarted: 'Commencer',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  hero: {
    eyebrow: 'La place de marché du fret',
    title: 'Transportez plus vite, du premier au dernier kilomètre',
    subtitle:
      'FreightHub réunit chauffeurs, courtiers, expéditeurs et transporteurs sur une seule plateforme. Publiez une mission en quelques minutes, suivez chaque chargement en temps réel et soyez payé en toute sécurité.',
    startJourney: 'Commencez l’aventure',
    watchDemo: 'Voir la démo',
    statsLabel: 'FreightHub en chiffres',
    stats: {
      drivers: { value: '10K+', label: 'Chauffeurs actifs' },
      dailyJobs: { value: '5K+', label: 'Missions par jour' },
      uptime: { value: '99,9 %', label: 'Disponibilité' },
      support: { value: '24/7', label: 'Assistance' },
    },
  },
  services: {
    eyebrow: 'Services',
    title: 'Conçu pour chaque métier du fret',
    subtitle:
      'Chauffeurs et courtiers travaillent surtout depuis l’appli mobile ; expéditeurs et transporteurs disposent d’un tableau de bord web complet et du suivi mobile.',
    mobileReady: 'Prêt pour le mobile',
    getStartedAs: 'Commencer en tant que {{role}}',
    roles: {
      driver: {
        name: 'Chauffeur',
        description:
          'Trouvez des chargements près de chez vous, acceptez des missions depuis votre téléphone et soyez payé vite.',
        features: {
          one: 'Missions proches de vous',
          two: 'Guidage d’itinéraire pas à pas',
          three: 'Paiement rapide après livraison',
          four: 'Historique des gains et trajets',
        },
      },
      broker: {
        name: 'Courtier',
        description:
          'Associez les chargements à des chauffeurs de confiance et gérez chaque affaire en déplacement.',
        features: {
          one: 'Publiez un chargement en 2 minutes environ',
          two: 'Un réseau de chauffeurs vérifiés',
          three: 'Suivi des commissions',
          four: 'Paiements protégés par séquestre',
        },
      },
      shipper: {
        name: 'Expéditeur',
        description: 'Expédiez en confiance et suivez chaque chargement de l’enlèvement à la livraison.',
        features: {
          one: 'Tableau de bord web complet',
          two: 'Suivi GPS en temps réel',
          three: 'Devis de transporteurs vérifiés',
          four: 'Preuve de livraison et documents',
        },
      },
      carrier: {
        name: 'Transporteur',
        description: 'Gérez votre flotte, réduisez les kilomètres à vide et occupez vos chauffeurs.',
        features: {
          one: 'Tableau de bord de flotte',
          two: 'Affectation et planning des chauffeurs',
          three: 'Suivi mobile de chaque camion',
          four: 'Analyse des performances',
        },
      },
    },
  },
  mobile: {
    eyebrow: 'Appli mobile',
    title: 'Votre activité de transport dans la poche',
    subtitle:
      'Publiez, acceptez et suivez des missions où que vous soyez. Chauffeurs et courtiers trouvent tout ce qu’il leur faut dans une seule appli.',
    points: {
      one: 'Acceptez une mission d’un geste',
      two: 'Suivi GPS en direct et mises à jour d’itinéraire',
      three: 'Envoyez documents et preuves de livraison',
      four: 'Soyez alerté dès qu’un chargement est publié',
    },
    storesLabel: 'Télécharger l’appli',
    appStore: { top: 'Télécharger dans', name: 'l’App Store' },
    googlePlay: { top: 'Disponible sur', name: 'Google Play' },
    figuresLabel: 'Notes et téléchargements de l’appli',
    figures: {
      appStore: { value: '4,8', label: 'Note sur l’App Store' },
      googlePlay: { value: '4,9', label: 'Note sur Google Play' },
      downloads: { value: '50K+', label: 'Téléchargements' },
    },
    phone: {
      label: 'Écran d’exemple de l’appli chauffeur FreightHub montrant les missions disponibles',
      greeting: 'Bonjour, {{name}}',
      earnings: 'Gains du jour',
      availableJobs: 'Missions disponibles',
      accept: 'Accepter',
      tabs: { jobs: 'Missions', map: 'Carte', wallet: 'Portefeuille', profile: 'Profil' },
    },
  },
  dashboard: {
    eyebrow: 'Tableau de bord',
    title: 'Chaque chargement, chauffeur et dollar sur un seul écran',
    subtitle: 'Un aperçu du tableau de bord d’administration FreightHub, rempli de données d’exemple.',
    windowLabel: 'Aperçu du tableau de bord d’administration',
    recentJobs: 'Missions récentes',
    columns: {
      id: 'N° de mission',
      route: 'Trajet',
      cargo: 'Marchandise',
      driver: 'Chauffeur',
      status: 'Statut',
      value: 'Valeur',
    },
    routeText: '{{from}} vers {{to}}',
    jobStatus: { inTransit: 'En transit', loading: 'Chargement', delivered: 'Livré' },
    quickActions: 'Actions rapides',
    actions: {
      postJob: 'Publier une mission',
      assignDriver: 'Affecter un chauffeur',
      trackFleet: 'Suivre la flotte',
      reports: 'Voir les rapports',
    },
    performance: 'Performance du jour',
    metrics: {
      completion: { value: '98 %', label: 'Taux de réalisation' },
      postingTime: { value: '2 min', label: 'Temps moyen de publication' },
      transactions: { value: '2,5 M$+', label: 'Transactions mensuelles' },
    },
    driverStatus: 'Statut des chauffeurs',
    driverStates: { delivering: 'En livraison', available: 'Disponible', loading: 'Chargement' },
    revenue: 'Évolution du chiffre d’affaires',
    revenueSummary: 'Le chiffre d’affaires mensuel est passé de {{first}} en {{from}} à {{last}} en {{to}}.',
  },
  features: {
    eyebrow: 'Fonctionnalités',
    title: 'Tout ce qu’il faut pour transporter',
    subtitle: 'Une plateforme pour publier, recruter, suivre et être payé, sur le web et sur mobile.',
    items: {
      postJobs: {
        title: 'Publier des missions',
        text: 'Créez un chargement avec enlèvement, livraison et prix en 2 minutes en moyenne.',
      },
      hireDrivers: {
        title: 'Recruter des chauffeurs',
        text: 'Choisissez parmi plus de 10K chauffeurs aux documents vérifiés, notés et avec historique.',
      },
      tracking: {
        title: 'Suivi GPS en temps réel',
        text: 'Suivez chaque camion en direct et communiquez des heures d’arrivée précises à vos clients.',
      },
      payments: {
        title: 'Paiements protégés par séquestre',
        text: 'Les fonds sont conservés en sécurité et versés dès que la livraison est confirmée.',
      },
      scheduling: {
        title: 'Planification intelligente',
        text: 'Organisez enlèvements et livraisons selon les horaires, trajets et capacités des chauffeurs.',
      },
      analytics: {
        title: 'Analyses',
        text: 'Suivez chiffre d’affaires, ponctualité et coûts grâce à des rapports clairs et partageables.',
      },
    },
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Contactez-nous',
    subtitle: 'Des questions sur FreightHub ? Envoyez-nous un message et notre équipe vous répondra.',
    emailUs: 'Écrivez-nous',
    callUs: 'Appelez-nous',
    formLabel: 'Formulaire de contact',
    fields: {
      fullName: 'Nom complet',
      email: 'E-mail',
      phone: 'Téléphone (facultatif)',
      company: 'Entreprise (facultatif)',
      message: 'Message',
    },
    submit: 'Envoyer le message',
    errors: {
      fullNameRequired: 'Veuillez saisir votre nom complet',
      emailRequired: 'Veuillez saisir votre e-mail',
      emailInvalid: 'Veuillez saisir une adresse e-mail valide',
      messageRequired: 'Veuillez saisir un message',
    },
    toastTitle: 'Message envoyé !',
    toastText: 'Merci de nous avoir contactés. Nous vous répondrons très vite.',
  },
  cta: {
    title: 'Commencez votre essai gratuit',
    subtitle:
      'Rejoignez plus de 50K utilisateurs qui transportent avec FreightHub. Votre essai gratuit comprend :',
    includes: {
      adminDashboard: 'Tableau de bord d’administration',
      tracking: 'Suivi et analyses',
      mobileApps: 'Applis mobiles',
      support: 'Assistance 24/7',
      api: 'Accès à l’API',
      reporting: 'Rapports',
    },
    start: 'Démarrer l’essai gratuit',
    talk: 'Parler aux ventes',
  },
  footer: {
    description: 'La place de marché du fret qui relie chauffeurs, courtiers, expéditeurs et transporteurs.',
    quickLinks: 'Liens rapides',
    company: 'Entreprise',
    legalSupport: 'Mentions et assistance',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    links: {
      about: 'À propos',
      careers: 'Carrières',
      blog: 'Blog',
      press: 'Presse',
      helpCenter: 'Centre d’aide',
      apiDocs: 'Documentation de l’API',
      status: 'État du système',
    },
    hours: 'Horaires d’ouverture',
    days: { weekdays: 'Du lundi au vendredi', saturday: 'Samedi', sunday: 'Dimanche' },
    openHours: 'De {{open}} à {{close}}',
    closed: 'Fermé',
    copyright: '© {{year}} FreightHub. Tous droits réservés.',
  },
};

export default fr;
