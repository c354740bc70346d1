import type { LandingCatalogue } from './en';

const de: LandingCatalogue = {
  title: 'Frachtmarktplatz für Fahrer, Makler, Versender und Frachtführer',
  nav: {
    label: 'Website',
    homeLink: 'FreightHub Startseite',
    sections: {
      home: 'Start',
      services: 'Leistungen',
      'mobile-app': 'Mobile App',
      features: 'Funktionen',
      contact: 'Kontakt',
    },
    adminPanel: 'Adminbereich',
    login: 'Anmelden',
    getStarted: 'Loslegen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
  },
  hero: {
    eyebrow: 'Der Frachtmarktplatz',
    title: 'Fracht schneller bewegen, von der ersten bis zur letzten Meile',
    subtitle:
      'FreightHub verbindet Fahrer, Makler, Versender und Frachtführer auf einer Plattform. Aufträge in Minuten einstellen, jede Ladung in Echtzeit verfolgen und sicher bezahlt werden.',
    startJourney: 'Jetzt durchstarten',
    watchDemo: 'Demo ansehen',
    statsLabel: 'FreightHub in Zahlen',
    stats: {
      drivers: { value: '10K+', label: 'Aktive Fahrer' },
      dailyJobs: { value: '5K+', label: 'Aufträge pro Tag' },
      uptime: { value: '99,9 %', label: 'Verfügbarkeit' },
      support: { value: '24/7', label: 'Support' },
    },
  },
  services: {
    eyebrow: 'Leistungen',
    title: 'Für jede Rolle im Frachtgeschäft',
    subtitle:
      'Fahrer und Makler arbeiten vor allem mit der mobilen App, Versender und Frachtführer erhalten ein vollständiges Web-Dashboard plus mobiles Tracking.',
    mobileReady: 'Mobil nutzbar',
    getStartedAs: 'Als {{role}} starten',
    roles: {
      driver: {
        name: 'Fahrer',
        description:
          'Ladungen in der Nähe finden, Aufträge per Smartphone annehmen und schnell bezahlt werden.',
        features: {
          one: 'Aufträge in Ihrer Nähe',
          two: 'Routenführung Schritt für Schritt',
          three: 'Schnelle Zahlung nach der Zustellung',
          four: 'Verdienst- und Fahrtenübersicht',
        },
      },
      broker: {
        name: 'Makler',
        description:
          'Ladungen mit zuverlässigen Fahrern zusammenbringen und jeden Abschluss unterwegs steuern.',
        features: {
          one: 'Ladungen in etwa 2 Minuten einstellen',
          two: 'Ein Netz geprüfter Fahrer',
          three: 'Provisionsübersicht',
          four: 'Treuhandgesicherte Zahlungen',
        },
      },
      shipper: {
        name: 'Versender',
        description: 'Sicher versenden und jede Ladung von der Abholung bis zur Zustellung verfolgen.',
        features: {
          one: 'Vollständiges Web-Dashboard',
          two: 'GPS-Tracking in Echtzeit',
          three: 'Angebote geprüfter Frachtführer',
          four: 'Zustellnachweise und Dokumente',
        },
      },
      carrier: {
        name: 'Frachtführer',
        description: 'Flotte steuern, Leerfahrten vermeiden und Fahrer auslasten.',
        features: {
          one: 'Dashboard für das Flottenmanagement',
          two: 'Fahrerzuweisung und Einsatzplanung',
          three: 'Mobiles Tracking für jeden Lkw',
          four: 'Leistungsanalysen',
        },
      },
    },
  },
  mobile: {
    eyebrow: 'Mobile App',
    title: 'Ihr Frachtgeschäft in der Hosentasche',
    subtitle:
      'Aufträge von überall einstellen, annehmen und verfolgen. Fahrer und Makler finden alles Nötige in einer App.',
    points: {
      one: 'Aufträge mit einem Tippen annehmen',
      two: 'Live-GPS-Tracking und Routenupdates',
      three: 'Dokumente und Zustellnachweise hochladen',
      four: 'Sofort benachrichtigt, wenn eine Ladung erscheint',
    },
    storesLabel: 'App herunterladen',
    appStore: { top: 'Laden im', name: 'App Store' },
    googlePlay: { top: 'Jetzt bei', name: 'Google Play' },
    figuresLabel: 'Bewertungen und Downloads der App',
    figures: {
      appStore: { value: '4,8', label: 'Bewertung im App Store' },
      googlePlay: { value: '4,9', label: 'Bewertung bei Google Play' },
      downloads: { value: '50K+', label: 'Downloads' },
    },
    phone: {
      label: 'Beispielansicht der FreightHub-Fahrer-App mit verfügbaren Aufträgen',
      greeting: 'Hallo, {{name}}',
      earnings: 'Verdienst heute',
      availableJobs: 'Verfügbare Aufträge',
      accept: 'Annehmen',
      tabs: { jobs: 'Aufträge', map: 'Karte', wallet: 'Wallet', profile: 'Profil' },
    },
  },
  dashboard: {
    eyebrow: 'Admin-Dashboard',
    title: 'Jede Ladung, jeder Fahrer, jeder Dollar auf einem Bildschirm',
    subtitle: 'Eine Vorschau des FreightHub-Admin-Dashboards mit Beispieldaten.',
    windowLabel: 'Vorschau des Admin-Dashboards',
    recentJobs: 'Aktuelle Aufträge',
    columns: {
      id: 'Auftrags-ID',
      route: 'Strecke',
      cargo: 'Ladung',
      driver: 'Fahrer',
      status: 'Status',
      value: 'Wert',
    },
    routeText: '{{from}} nach {{to}}',
    jobStatus: { inTransit: 'Unterwegs', loading: 'Wird beladen', delivered: 'Zugestellt' },
    quickActions: 'Schnellaktionen',
    actions: {
      postJob: 'Auftrag einstellen',
      assignDriver: 'Fahrer zuweisen',
      trackFleet: 'Flotte verfolgen',
      reports: 'Berichte ansehen',
    },
    performance: 'Tagesleistung',
    metrics: {
      completion: { value: '98 %', label: 'Abschlussquote' },
      postingTime: { value: '2 Min.', label: 'Durchschnittliche Einstellzeit' },
      transactions: { value: '2,5 Mio. $+', label: 'Monatliche Transaktionen' },
    },
    driverStatus: 'Fahrerstatus',
    driverStates: { delivering: 'Liefert aus', available: 'Verfügbar', loading: 'Lädt' },
    revenue: 'Umsatzentwicklung',
    revenueSummary: 'Der Monatsumsatz stieg von {{first}} im {{from}} auf {{last}} im {{to}}.',
  },
  features: {
    eyebrow: 'Funktionen',
    title: 'Alles, was Sie für Ihre Fracht brauchen',
    subtitle: 'Eine Plattform zum Einstellen, Beauftragen, Verfolgen und Bezahlen, im Web und mobil.',
    items: {
      postJobs: {
        title: 'Aufträge einstellen',
        text: 'Eine Ladung mit Abholung, Ziel und Preis in durchschnittlich 2 Minuten anlegen.',
      },
      hireDrivers: {
        title: 'Fahrer beauftragen',
        text: 'Aus über 10K Fahrern mit geprüften Dokumenten, Bewertungen und Historie wählen.',
      },
      tracking: {
        title: 'GPS-Tracking in Echtzeit',
        text: 'Jeden Lkw live verfolgen und Kunden genaue Ankunftszeiten nennen.',
      },
      payments: {
        title: 'Treuhandgesicherte Zahlungen',
        text: 'Das Geld wird sicher verwahrt und freigegeben, sobald die Zustellung bestätigt ist.',
      },
      scheduling: {
        title: 'Intelligente Planung',
        text: 'Abholungen und Zustellungen nach Lenkzeiten, Routen und Kapazität der Fahrer planen.',
      },
      analytics: {
        title: 'Analysen',
        text: 'Umsatz, Pünktlichkeit und Kosten mit klaren, teilbaren Berichten im Blick behalten.',
      },
    },
  },
  contact: {
    eyebrow: 'Kontakt',
    title: 'Kontakt aufnehmen',
    subtitle: 'Fragen zu FreightHub? Schreiben Sie uns, unser Team meldet sich bei Ihnen.',
    emailUs: 'E-Mail',
    callUs: 'Telefon',
    formLabel: 'Kontaktformular',
    fields: {
      fullName: 'Vollständiger Name',
      email: 'E-Mail',
      phone: 'Telefon (optional)',
      company: 'Unternehmen (optional)',
      message: 'Nachricht',
    },
    submit: 'Nachricht senden',
    errors: {
      fullNameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      messageRequired: 'Bitte geben Sie eine Nachricht ein',
    },
    toastTitle: 'Nachricht gesendet!',
    toastText: 'Vielen Dank für Ihre Nachricht. Wir melden uns bald bei Ihnen.',
  },
  cta: {
    title: 'Jetzt kostenlos testen',
    subtitle:
      'Schließen Sie sich über 50K Nutzern an, die Fracht mit FreightHub bewegen. Ihr kostenloser Test umfasst:',
    includes: {
      adminDashboard: 'Admin-Dashboard',
      tracking: 'Tracking und Analysen',
      mobileApps: 'Mobile Apps',
      support: 'Support rund um die Uhr',
      api: 'API-Zugang',
      reporting: 'Berichte',
    },
    start: 'Kostenlos testen',
    talk: 'Vertrieb kontaktieren',
  },
  footer: {
    description: 'Der Frachtmarktplatz, der Fahrer, Makler, Versender und Frachtführer verbindet.',
    quickLinks: 'Schnellzugriff',
    company: 'Unternehmen',
    legalSupport: 'Rechtliches und Hilfe',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    links: {
      about: 'Über uns',
      careers: 'Karriere',
      blog: 'Blog',
      press: 'Presse',
      helpCenter: 'Hilfecenter',
      apiDocs: 'API-Dokumentation',
      status: 'Systemstatus',
    },
    hours: 'Geschäftszeiten',
    days: { weekdays: 'Montag bis Freitag', saturday: 'Samstag', sunday: 'Sonntag' },
    openHours: '{{open}} bis {{close}}',
    closed: 'Geschlossen',
    copyright: '© {{year}} FreightHub. Alle Rechte vorbehalten.',
  },
};

export default de;
