import type { Widen } from '../../types';

/** English texts of the landing screens: the reference for the other languages (see ../en.ts). */
const en = {
  title: 'Freight marketplace for drivers, brokers, shippers and carriers',
  nav: {
    label: 'Site',
    homeLink: 'FreightHub home',
    sections: {
      home: 'Home',
      services: 'Services',
      'mobile-app': 'Mobile App',
      features: 'Features',
      contact: 'Contact',
    },
    adminPanel: 'Admin Panel',
    login: 'Login',
    getStarted: 'Get Started',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  hero: {
    eyebrow: 'The freight marketplace',
    title: 'Move freight faster, from first mile to last',
    subtitle:
      'FreightHub connects drivers, brokers, shippers and carriers on one platform. Post a job in minutes, track every load in real time and get paid safely.',
    startJourney: 'Start Your Journey',
    watchDemo: 'Watch Demo',
    statsLabel: 'FreightHub in numbers',
    stats: {
      drivers: { value: '10K+', label: 'Active drivers' },
      dailyJobs: { value: '5K+', label: 'Daily jobs' },
      uptime: { value: '99.9%', label: 'Uptime' },
      support: { value: '24/7', label: 'Support' },
    },
  },
  services: {
    eyebrow: 'Services',
    title: 'Built for every role in freight',
    subtitle:
      'Drivers and brokers work mainly from the mobile app, while shippers and carriers get a full web dashboard plus mobile tracking.',
    mobileReady: 'Mobile Ready',
    getStartedAs: 'Get Started as {{role}}',
    roles: {
      driver: {
        name: 'Driver',
        description: 'Find loads near you, accept jobs from your phone and get paid fast.',
        features: {
          one: 'Find jobs near your location',
          two: 'Turn-by-turn route guidance',
          three: 'Fast payment after delivery',
          four: 'Earnings and trip history',
        },
      },
      broker: {
        name: 'Broker',
        description: 'Match loads with trusted drivers and manage every deal on the go.',
        features: {
          one: 'Post loads in about 2 minutes',
          two: 'A network of verified drivers',
          three: 'Commission tracking',
          four: 'Escrow-protected payments',
        },
      },
      shipper: {
        name: 'Shipper',
        description: 'Ship with confidence and follow every load from pickup to delivery.',
        features: {
          one: 'Full web dashboard',
          two: 'Real-time GPS tracking',
          three: 'Quotes from verified carriers',
          four: 'Proof of delivery and documents',
        },
      },
      carrier: {
        name: 'Carrier',
        description: 'Run your fleet, fill empty miles and keep your drivers busy.',
        features: {
          one: 'Fleet management dashboard',
          two: 'Driver assignment and scheduling',
          three: 'Mobile tracking for every truck',
          four: 'Performance analytics',
        },
      },
    },
  },
  mobile: {
    eyebrow: 'Mobile App',
    title: 'Your freight business in your pocket',
    subtitle:
      'Post, accept and track jobs from anywhere. Drivers and brokers get everything they need in one app.',
    points: {
      one: 'Accept jobs with one tap',
      two: 'Live GPS tracking and route updates',
      three: 'Upload documents and proof of delivery',
      four: 'Get notified the moment a load is posted',
    },
    storesLabel: 'Download the app',
    appStore: { top: 'Download on the', name: 'App Store' },
    googlePlay: { top: 'Get it on', name: 'Google Play' },
    figuresLabel: 'App ratings and downloads',
    figures: {
      appStore: { value: '4.8', label: 'App Store rating' },
      googlePlay: { value: '4.9', label: 'Google Play rating' },
      downloads: { value: '50K+', label: 'Downloads' },
    },
    phone: {
      label: 'Sample screen of the FreightHub driver app showing available jobs',
      greeting: 'Hello, {{name}}',
      earnings: "Today's earnings",
      availableJobs: 'Available jobs',
      accept: 'Accept',
      tabs: { jobs: 'Jobs', map: 'Map', wallet: 'Wallet', profile: 'Profile' },
    },
  },
  dashboard: {
    eyebrow: 'Admin dashboard',
    title: 'Every load, driver and dollar on one screen',
    subtitle: 'A preview of the FreightHub admin dashboard, filled with sample data.',
    windowLabel: 'Admin dashboard preview',
    recentJobs: 'Recent jobs',
    columns: {
      id: 'Job ID',
      route: 'Route',
      cargo: 'Cargo',
      driver: 'Driver',
      status: 'Status',
      value: 'Value',
    },
    routeText: '{{from}} to {{to}}',
    jobStatus: { inTransit: 'In Transit', loading: 'Loading', delivered: 'Delivered' },
    quickActions: 'Quick actions',
    actions: {
      postJob: 'Post New Job',
      assignDriver: 'Assign Driver',
      trackFleet: 'Track Fleet',
      reports: 'View Reports',
    },
    performance: 'Daily performance',
    metrics: {
      completion: { value: '98%', label: 'Completion rate' },
      postingTime: { value: '2 min', label: 'Average posting time' },
      transactions: { value: '$2.5M+', label: 'Monthly transactions' },
    },
    driverStatus: 'Driver status',
    driverStates: { delivering: 'Delivering', available: 'Available', loading: 'Loading' },
    revenue: 'Revenue trend',
    revenueSummary: 'Monthly revenue rose from {{first}} in {{from}} to {{last}} in {{to}}.',
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need to move freight',
    subtitle: 'One platform for posting, hiring, tracking and getting paid, on the web and on mobile.',
    items: {
      postJobs: {
        title: 'Post jobs',
        text: 'Create a load with pickup, drop-off and price in 2 minutes on average.',
      },
      hireDrivers: {
        title: 'Hire drivers',
        text: 'Choose from 10K+ drivers with verified documents, ratings and history.',
      },
      tracking: {
        title: 'Real-time GPS tracking',
        text: 'Follow every truck live and share accurate arrival times with your customers.',
      },
      payments: {
        title: 'Escrow-protected payments',
        text: 'Funds are held safely and released as soon as delivery is confirmed.',
      },
      scheduling: {
        title: 'Smart scheduling',
        text: "Plan pickups and deliveries around drivers' hours, routes and capacity.",
      },
      analytics: {
        title: 'Analytics',
        text: 'Follow revenue, on-time rates and costs with clear, shareable reports.',
      },
    },
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Get in touch',
    subtitle: 'Questions about FreightHub? Send us a message and our team will get back to you.',
    emailUs: 'Email us',
    callUs: 'Call us',
    formLabel: 'Contact form',
    fields: {
      fullName: 'Full name',
      email: 'Email',
      phone: 'Phone (optional)',
      company: 'Company (optional)',
      message: 'Message',
    },
    submit: 'Send Message',
    errors: {
      fullNameRequired: 'Please enter your full name',
      emailRequired: 'Please enter your email',
      emailInvalid: 'Please enter a valid email address',
      messageRequired: 'Please enter a message',
    },
    toastTitle: 'Message Sent!',
    toastText: "Thank you for contacting us. We'll get back to you soon.",
  },
  cta: {
    title: 'Start your free trial',
    subtitle: 'Join 50K+ users who move freight with FreightHub. Your free trial includes:',
    includes: {
      adminDashboard: 'Admin dashboard',
      tracking: 'Tracking and analytics',
      mobileApps: 'Mobile apps',
      support: '24/7 support',
      api: 'API access',
      reporting: 'Reporting',
    },
    start: 'Start Free Trial',
    talk: 'Talk to Sales',
  },
  footer: {
    description: 'The freight marketplace that connects drivers, brokers, shippers and carriers.',
    quickLinks: 'Quick links',
    company: 'Company',
    legalSupport: 'Legal and support',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    links: {
      about: 'About us',
      careers: 'Careers',
      blog: 'Blog',
      press: 'Press',
      helpCenter: 'Help center',
      apiDocs: 'API documentation',
      status: 'System status',
    },
    hours: 'Business hours',
    days: { weekdays: 'Monday to Friday', saturday: 'Saturday', sunday: 'Sunday' },
    openHours: '{{open}} to {{close}}',
    closed: 'Closed',
    copyright: '© {{year}} FreightHub. All rights reserved.',
  },
};

export type LandingCatalogue = Widen<typeof en>;
export default en satisfies LandingCatalogue;
