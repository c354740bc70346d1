import type { AdminCatalogue } from './en';
import userList from './userList/fr';
import userDetail from './userDetail/fr';
import verification from './verification/fr';
import companyList from './companyList/fr';
import roles from './roles/fr';
import notificationList from './notificationList/fr';
import documents from './documents/fr';
import disputes from './disputes/fr';
import payments from './payments/fr';
import jobList from './jobList/fr';
import jobDetail from './jobDetail/fr';
import assignments from './assignments/fr';
import myJobs from './myJobs/fr';
import profile from './profile/fr';
import tabSync from './tabSync/fr';
import tools from './tools/fr';
import activity from './activity/fr';
import keyboard from './keyboard/fr';
import dataTools from './dataTools/fr';
import lifecycle from './lifecycle/fr';

const fr: AdminCatalogue = {
  notFound: {
    title: 'Introuvable',
    user: 'Aucun utilisateur n’a l’identifiant {{id}}.',
    company: 'Aucune entreprise n’a l’identifiant {{id}}.',
    job: 'Aucune mission n’a l’identifiant {{id}}.',
    hint: 'Il a peut-être été supprimé, ou le lien est mal saisi.',
  },
  dashboard: {
    description: 'La place de marché en un coup d’œil : personnes, missions, argent et litiges.',
    cards: {
      totalUsers: {
        title: 'Utilisateurs au total',
        description: 'Toutes les personnes inscrites sur la place de marché',
        trend: '{{change}} d’inscriptions par rapport aux 30 jours précédents',
        trendNew: '{{count}} inscriptions ces 30 derniers jours, aucune les 30 jours précédents',
      },
      activeJobs: {
        title: 'Missions actives',
        description: 'Missions ouvertes aux candidatures',
        trend: '{{change}} de missions publiées par rapport aux 30 jours précédents',
        trendNew: '{{count}} missions publiées ces 30 derniers jours, aucune les 30 jours précédents',
      },
      totalRevenue: {
        title: 'Revenu total',
        description: 'Paiements effectués, depuis le début',
        trend: '{{change}} de revenu par rapport aux 30 jours précédents',
        trendNew: '{{count}} dollars ces 30 derniers jours, aucun les 30 jours précédents',
      },
      openDisputes: {
        title: 'Litiges ouverts',
        description: 'Litiges en attente de décision',
        trend: '{{change}} de litiges ouverts par rapport aux 30 jours précédents',
        trendNew: '{{count}} litiges ouverts ces 30 derniers jours, aucun les 30 jours précédents',
      },
    },
    charts: {
      weekly: {
        totalUsers: 'Inscriptions par semaine, 12 dernières semaines',
        activeJobs: 'Missions publiées par semaine, 12 dernières semaines',
        totalRevenue: 'Revenu des paiements effectués par semaine, 12 dernières semaines',
        openDisputes: 'Litiges ouverts par semaine, 12 dernières semaines',
      },
      weekOf: 'Semaine du {{date}}',
      weekItem: 'Semaine du {{date}} : {{value}}',
      showTable: 'Afficher en tableau',
      hideTable: 'Masquer le tableau',
      revenue: {
        title: 'Revenu',
        description:
          'Paiements effectués par semaine sur les 12 dernières semaines, comparés aux 12 semaines précédentes.',
        current: '12 dernières semaines',
        previous: '12 semaines précédentes',
        table: 'Revenu par semaine',
        week: 'Semaine',
        link: 'Paiements effectués, semaine du {{date}} :',
      },
      jobsByStatus: {
        title: 'Missions par statut',
        description: 'Toutes les missions dans chaque statut. Choisissez un statut pour ouvrir ses missions.',
        table: 'Missions dans chaque statut',
        status: 'Statut',
        count: 'Missions',
        series: 'Missions',
      },
      backlog: {
        title: 'Vérifications en attente',
        description:
          'Utilisateurs et entreprises en attente d’une décision de vérification. Choisissez un chiffre pour ouvrir sa file.',
        table: 'Vérifications en attente, par statut',
        status: 'Statut',
        users: 'Utilisateurs',
        companies: 'Entreprises',
        link: '{{queue}}, {{status}} :',
      },
    },
    recentJobs: 'Missions publiées récemment',
    recentJobsDescription: 'Les dernières missions publiées sur la place de marché',
    viewAllJobs: 'Voir toutes les missions',
    systemHealth: 'État du système',
    systemHealthDescription: 'L’état des services de la plateforme',
    services: {
      payments: 'Système de paiement',
      gps: 'Suivi GPS',
      backgroundJobs: 'Tâches en arrière-plan',
      email: 'Service d’e-mail',
    },
  },
  users: {
    fields: {
      name: 'Nom',
      email: 'E-mail',
      role: 'Rôle',
      rolePlaceholder: 'Choisissez un rôle',
      phone: 'Téléphone',
      companyName: 'Nom de l’entreprise',
      licenseNumber: 'Numéro de permis',
      workRadius: 'Rayon d’activité (miles)',
      workRadiusHint: 'Jusqu’où le chauffeur travaille depuis chez lui, en miles',
      notes: 'Notes',
      emailVerified: 'E-mail vérifié',
    },
    roles: {
      broker: 'Courtier',
      shipper: 'Expéditeur',
      carrier: 'Transporteur',
      driver: 'Chauffeur',
      admin: 'Administrateur',
    },
    events: {
      MARK_UNDER_REVIEW: 'Marquer en cours d’examen',
      SUSPEND: 'Suspendre l’utilisateur',
      APPROVE: 'Approuver l’utilisateur',
      REJECT: 'Rejeter l’utilisateur',
      VERIFY: 'Vérifier l’utilisateur',
    },
    statusChanged: {
      title: 'Statut de l’utilisateur mis à jour',
      active: 'L’utilisateur a été approuvé.',
      suspended: 'L’utilisateur a été suspendu.',
      under_review: 'L’utilisateur a été marqué comme en cours d’examen.',
      pending: 'L’utilisateur attend sa vérification.',
    },
    add: {
      back: 'Retour aux utilisateurs',
      description:
        'Créez un compte pour un courtier, un expéditeur, un transporteur, un chauffeur ou un administrateur.',
      submit: 'Créer l’utilisateur',
      submitting: 'Création…',
      cancel: 'Annuler',
      created: 'Utilisateur créé',
      roleInformation: 'Informations sur les rôles',
      postingFees: 'Frais de publication par rôle :',
      free: 'Gratuit',
      permissions: 'Les autorisations sont attribuées automatiquement selon le rôle.',
      errors: {
        nameRequired: 'Saisissez le nom.',
        emailRequired: 'Saisissez l’adresse e-mail.',
        emailInvalid: 'Saisissez une adresse comme nom@exemple.com.',
        emailTaken: 'Un utilisateur a déjà cette adresse e-mail.',
        roleRequired: 'Choisissez un rôle.',
        workRadiusNumeric: 'Saisissez le rayon d’activité en miles, par exemple 50.',
      },
    },
  },
  companies: {
    fields: {
      name: 'Nom de l’entreprise',
      type: 'Type',
      typePlaceholder: 'Choisissez un type',
      email: 'E-mail',
      phone: 'Téléphone',
      address: 'Adresse',
      employees: 'Employés',
      website: 'Site web',
      description: 'Description',
    },
    types: {
      Logistics: 'Logistique',
      Shipping: 'Expédition',
      Freight: 'Fret',
      Transport: 'Transport',
      Warehousing: 'Entreposage',
    },
    add: {
      back: 'Retour aux entreprises',
      description:
        'Enregistrez une entreprise ; elle reste en attente jusqu’à l’approbation de sa vérification.',
      submit: 'Créer l’entreprise',
      cancel: 'Annuler',
      created: 'Entreprise créée',
      errors: {
        nameRequired: 'Saisissez le nom de l’entreprise.',
        typeRequired: 'Choisissez un type.',
        emailRequired: 'Saisissez l’adresse e-mail.',
        emailInvalid: 'Saisissez une adresse comme nom@exemple.com.',
        emailTaken: 'Une entreprise a déjà cette adresse e-mail.',
        phoneRequired: 'Saisissez le numéro de téléphone.',
        addressRequired: 'Saisissez l’adresse.',
        employeesWhole: 'Saisissez le nombre d’employés en nombre entier, par exemple 40.',
        websiteInvalid: 'Saisissez une adresse web comme www.exemple.com.',
      },
    },
  },
  userList,
  userDetail,
  verification,
  companyList,
  roles,
  notificationList,
  documents,
  disputes,
  payments,
  jobList,
  jobDetail,
  assignments,
  myJobs,
  profile,
  tabSync,
  tools,
  activity,
  keyboard,
  dataTools,
  lifecycle,
};

export default fr;
