import type { AdminCatalogue } from './en';
import userList from './userList/de';
import userDetail from './userDetail/de';
import verification from './verification/de';
import companyList from './companyList/de';
import roles from './roles/de';
import notificationList from './notificationList/de';
import documents from './documents/de';
import disputes from './disputes/de';
import payments from './payments/de';
import jobList from './jobList/de';
import jobDetail from './jobDetail/de';
import assignments from './assignments/de';
import myJobs from './myJobs/de';
import profile from './profile/de';
import tabSync from './tabSync/de';
import tools from './tools/de';
import activity from './activity/de';
import keyboard from './keyboard/de';
import dataTools from './dataTools/de';
import lifecycle from './lifecycle/de';

const de: AdminCatalogue = {
  notFound: {
    title: 'Nicht gefunden',
    user: 'Kein Benutzer hat die ID {{id}}.',
    company: 'Kein Unternehmen hat die ID {{id}}.',
    job: 'Kein Auftrag hat die ID {{id}}.',
    hint: 'Der Eintrag wurde vielleicht entfernt, oder der Link ist falsch geschrieben.',
  },
  dashboard: {
    description: 'Der Marktplatz auf einen Blick: Personen, Aufträge, Geld und Streitfälle.',
    cards: {
      totalUsers: {
        title: 'Benutzer gesamt',
        description: 'Alle auf dem Marktplatz registrierten Personen',
        trend: '{{change}} Registrierungen gegenüber den 30 Tagen davor',
        trendNew: '{{count}} Registrierungen in den letzten 30 Tagen, keine in den 30 Tagen davor',
      },
      activeJobs: {
        title: 'Aktive Aufträge',
        description: 'Aufträge, die Bewerbungen annehmen',
        trend: '{{change}} veröffentlichte Aufträge gegenüber den 30 Tagen davor',
        trendNew: '{{count}} Aufträge in den letzten 30 Tagen veröffentlicht, keine in den 30 Tagen davor',
      },
      totalRevenue: {
        title: 'Gesamtumsatz',
        description: 'Abgeschlossene Zahlungen, seit Beginn',
        trend: '{{change}} Umsatz gegenüber den 30 Tagen davor',
        trendNew: '{{count}} Dollar in den letzten 30 Tagen, keine in den 30 Tagen davor',
      },
      openDisputes: {
        title: 'Offene Streitfälle',
        description: 'Streitfälle, die auf eine Entscheidung warten',
        trend: '{{change}} eröffnete Streitfälle gegenüber den 30 Tagen davor',
        trendNew: '{{count}} Streitfälle in den letzten 30 Tagen eröffnet, keine in den 30 Tagen davor',
      },
    },
    charts: {
      weekly: {
        totalUsers: 'Registrierungen pro Woche, letzte 12 Wochen',
        activeJobs: 'Veröffentlichte Aufträge pro Woche, letzte 12 Wochen',
        totalRevenue: 'Umsatz abgeschlossener Zahlungen pro Woche, letzte 12 Wochen',
        openDisputes: 'Eröffnete Streitfälle pro Woche, letzte 12 Wochen',
      },
      weekOf: 'Woche ab {{date}}',
      weekItem: 'Woche ab {{date}}: {{value}}',
      showTable: 'Als Tabelle anzeigen',
      hideTable: 'Tabelle ausblenden',
      revenue: {
        title: 'Umsatz',
        description:
          'Abgeschlossene Zahlungen pro Woche in den letzten 12 Wochen, im Vergleich zu den 12 Wochen davor.',
        current: 'Letzte 12 Wochen',
        previous: 'Vorherige 12 Wochen',
        table: 'Umsatz pro Woche',
        week: 'Woche',
        link: 'Abgeschlossene Zahlungen, Woche ab {{date}}:',
      },
      jobsByStatus: {
        title: 'Aufträge nach Status',
        description: 'Alle Aufträge in jedem Status. Wählen Sie einen Status, um seine Aufträge zu öffnen.',
        table: 'Aufträge in jedem Status',
        status: 'Status',
        count: 'Aufträge',
        series: 'Aufträge',
      },
      backlog: {
        title: 'Offene Verifizierungen',
        description:
          'Benutzer und Unternehmen, die auf eine Verifizierungsentscheidung warten. Wählen Sie eine Zahl, um ihre Warteschlange zu öffnen.',
        table: 'Wartende Verifizierungen nach Status',
        status: 'Status',
        users: 'Benutzer',
        companies: 'Unternehmen',
        link: '{{queue}}, {{status}}:',
      },
    },
    recentJobs: 'Neueste Auftragsangebote',
    recentJobsDescription: 'Die zuletzt auf dem Marktplatz veröffentlichten Aufträge',
    viewAllJobs: 'Alle Aufträge anzeigen',
    systemHealth: 'Systemzustand',
    systemHealthDescription: 'Der Zustand der Plattformdienste',
    services: {
      payments: 'Zahlungssystem',
      gps: 'GPS-Ortung',
      backgroundJobs: 'Hintergrundaufgaben',
      email: 'E-Mail-Dienst',
    },
  },
  users: {
    fields: {
      name: 'Name',
      email: 'E-Mail',
      role: 'Rolle',
      rolePlaceholder: 'Rolle wählen',
      phone: 'Telefon',
      companyName: 'Firmenname',
      licenseNumber: 'Führerscheinnummer',
      workRadius: 'Arbeitsradius (Meilen)',
      workRadiusHint: 'Wie weit der Fahrer von zu Hause aus arbeitet, in Meilen',
      notes: 'Notizen',
      emailVerified: 'E-Mail bestätigt',
    },
    roles: {
      broker: 'Vermittler',
      shipper: 'Versender',
      carrier: 'Frachtführer',
      driver: 'Fahrer',
      admin: 'Administrator',
    },
    events: {
      MARK_UNDER_REVIEW: 'Zur Prüfung markieren',
      SUSPEND: 'Benutzer sperren',
      APPROVE: 'Benutzer freigeben',
      REJECT: 'Benutzer ablehnen',
      VERIFY: 'Benutzer verifizieren',
    },
    statusChanged: {
      title: 'Benutzerstatus aktualisiert',
      active: 'Der Benutzer wurde freigegeben.',
      suspended: 'Der Benutzer wurde gesperrt.',
      under_review: 'Der Benutzer wurde zur Prüfung markiert.',
      pending: 'Der Benutzer wartet auf Verifizierung.',
    },
    add: {
      back: 'Zurück zu den Benutzern',
      description:
        'Legen Sie ein Konto für einen Vermittler, Versender, Frachtführer, Fahrer oder Administrator an.',
      submit: 'Benutzer anlegen',
      submitting: 'Wird angelegt…',
      cancel: 'Abbrechen',
      created: 'Benutzer angelegt',
      roleInformation: 'Informationen zu Rollen',
      postingFees: 'Gebühr je Auftragsanzeige nach Rolle:',
      free: 'Kostenlos',
      permissions: 'Berechtigungen werden automatisch nach Rolle vergeben.',
      errors: {
        nameRequired: 'Geben Sie den Namen ein.',
        emailRequired: 'Geben Sie die E-Mail-Adresse ein.',
        emailInvalid: 'Geben Sie eine Adresse wie name@beispiel.de ein.',
        emailTaken: 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.',
        roleRequired: 'Wählen Sie eine Rolle.',
        workRadiusNumeric: 'Geben Sie den Arbeitsradius als Zahl in Meilen ein, zum Beispiel 50.',
      },
    },
  },
  companies: {
    fields: {
      name: 'Firmenname',
      type: 'Typ',
      typePlaceholder: 'Typ wählen',
      email: 'E-Mail',
      phone: 'Telefon',
      address: 'Adresse',
      employees: 'Mitarbeiter',
      website: 'Website',
      description: 'Beschreibung',
    },
    types: {
      Logistics: 'Logistik',
      Shipping: 'Versand',
      Freight: 'Fracht',
      Transport: 'Transport',
      Warehousing: 'Lagerhaltung',
    },
    add: {
      back: 'Zurück zu den Unternehmen',
      description: 'Registrieren Sie ein Unternehmen; es bleibt ausstehend, bis seine Prüfung genehmigt ist.',
      submit: 'Unternehmen anlegen',
      cancel: 'Abbrechen',
      created: 'Unternehmen angelegt',
      errors: {
        nameRequired: 'Geben Sie den Firmennamen ein.',
        typeRequired: 'Wählen Sie einen Typ.',
        emailRequired: 'Geben Sie die E-Mail-Adresse ein.',
        emailInvalid: 'Geben Sie eine Adresse wie name@beispiel.de ein.',
        emailTaken: 'Es gibt bereits ein Unternehmen mit dieser E-Mail-Adresse.',
        phoneRequired: 'Geben Sie die Telefonnummer ein.',
        addressRequired: 'Geben Sie die Adresse ein.',
        employeesWhole: 'Geben Sie die Zahl der Mitarbeiter als ganze Zahl ein, zum Beispiel 40.',
        websiteInvalid: 'Geben Sie eine Webadresse wie www.beispiel.de ein.',
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

export default de;
