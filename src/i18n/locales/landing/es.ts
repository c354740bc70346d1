import type { LandingCatalogue } from './en';

const es: LandingCatalogue = {
  title: 'Mercado de fletes para conductores, intermediarios, cargadores y transportistas',
  nav: {
    label: 'Sitio',
    homeLink: 'Inicio de FreightHub',
    sections: {
      home: 'Inicio',
      services: 'Servicios',
      'mobile-app': 'App móvil',
      features: 'Funciones',
      contact: 'Contacto',
    },
    adminPanel: 'Panel de administración',
    login: 'Iniciar sesión',
    getStarted: 'Comenzar',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  hero: {
    eyebrow: 'El mercado de fletes',
    title: 'Mueve tu carga más rápido, del primer al último kilómetro',
    subtitle:
      'FreightHub conecta a conductores, intermediarios, cargadores y transportistas en una sola plataforma. Publica un trabajo en minutos, sigue cada carga en tiempo real y cobra con seguridad.',
    startJourney: 'Empieza tu viaje',
    watchDemo: 'Ver demostración',
    statsLabel: 'FreightHub en cifras',
    stats: {
      drivers: { value: '10K+', label: 'Conductores activos' },
      dailyJobs: { value: '5K+', label: 'Trabajos diarios' },
      uptime: { value: '99,9 %', label: 'Disponibilidad' },
      support: { value: '24/7', label: 'Soporte' },
    },
  },
  services: {
    eyebrow: 'Servicios',
    title: 'Pensado para cada función del transporte',
    subtitle:
      'Conductores e intermediarios trabajan sobre todo desde la app móvil, mientras que cargadores y transportistas disponen de un panel web completo y seguimiento móvil.',
    mobileReady: 'Listo para móvil',
    getStartedAs: 'Empezar como {{role}}',
    roles: {
      driver: {
        name: 'Conductor',
        description: 'Encuentra cargas cerca de ti, acepta trabajos desde el móvil y cobra rápido.',
        features: {
          one: 'Trabajos cerca de tu ubicación',
          two: 'Guía de ruta paso a paso',
          three: 'Pago rápido tras la entrega',
          four: 'Historial de ganancias y viajes',
        },
      },
      broker: {
        name: 'Intermediario',
        description:
          'Asigna cargas a conductores de confianza y gestiona cada acuerdo desde cualquier lugar.',
        features: {
          one: 'Publica cargas en unos 2 minutos',
          two: 'Una red de conductores verificados',
          three: 'Seguimiento de comisiones',
          four: 'Pagos protegidos con depósito en garantía',
        },
      },
      shipper: {
        name: 'Cargador',
        description: 'Envía con confianza y sigue cada carga desde la recogida hasta la entrega.',
        features: {
          one: 'Panel web completo',
          two: 'Seguimiento GPS en tiempo real',
          three: 'Presupuestos de transportistas verificados',
          four: 'Prueba de entrega y documentos',
        },
      },
      carrier: {
        name: 'Transportista',
        description: 'Gestiona tu flota, evita los kilómetros en vacío y mantén ocupados a tus conductores.',
        features: {
          one: 'Panel de gestión de flota',
          two: 'Asignación y planificación de conductores',
          three: 'Seguimiento móvil de cada camión',
          four: 'Análisis de rendimiento',
        },
      },
    },
  },
  mobile: {
    eyebrow: 'App móvil',
    title: 'Tu negocio de transporte en el bolsillo',
    subtitle:
      'Publica, acepta y sigue trabajos desde cualquier lugar. Conductores e intermediarios tienen todo lo que necesitan en una sola app.',
    points: {
      one: 'Acepta trabajos con un toque',
      two: 'Seguimiento GPS en vivo y cambios de ruta',
      three: 'Sube documentos y pruebas de entrega',
      four: 'Recibe un aviso en cuanto se publica una carga',
    },
    storesLabel: 'Descarga la app',
    appStore: { top: 'Descárgalo en', name: 'App Store' },
    googlePlay: { top: 'Disponible en', name: 'Google Play' },
    figuresLabel: 'Valoraciones y descargas de la app',
    figures: {
      appStore: { value: '4,8', label: 'Valoración en App Store' },
      googlePlay: { value: '4,9', label: 'Valoración en Google Play' },
      downloads: { value: '50K+', label: 'Descargas' },
    },
    phone: {
      label: 'Pantalla de ejemplo de la app de conductores de FreightHub con trabajos disponibles',
      greeting: 'Hola, {{name}}',
      earnings: 'Ganancias de hoy',
      availableJobs: 'Trabajos disponibles',
      accept: 'Aceptar',
      tabs: { jobs: 'Trabajos', map: 'Mapa', wallet: 'Cartera', profile: 'Perfil' },
    },
  },
  dashboard: {
    eyebrow: 'Panel de administración',
    title: 'Cada carga, conductor y dólar en una sola pantalla',
    subtitle: 'Una vista previa del panel de administración de FreightHub con datos de ejemplo.',
    windowLabel: 'Vista previa del panel de administración',
    recentJobs: 'Trabajos recientes',
    columns: {
      id: 'ID del trabajo',
      route: 'Ruta',
      cargo: 'Carga',
      driver: 'Conductor',
      status: 'Estado',
      value: 'Valor',
    },
    routeText: '{{from}} a {{to}}',
    jobStatus: { inTransit: 'En tránsito', loading: 'Cargando', delivered: 'Entregado' },
    quickActions: 'Acciones rápidas',
    actions: {
      postJob: 'Publicar trabajo',
      assignDriver: 'Asignar conductor',
      trackFleet: 'Seguir la flota',
      reports: 'Ver informes',
    },
    performance: 'Rendimiento diario',
    metrics: {
      completion: { value: '98 %', label: 'Tasa de finalización' },
      postingTime: { value: '2 min', label: 'Tiempo medio de publicación' },
      transactions: { value: '2,5 M$+', label: 'Transacciones mensuales' },
    },
    driverStatus: 'Estado de los conductores',
    driverStates: { delivering: 'Entregando', available: 'Disponible', loading: 'Cargando' },
    revenue: 'Tendencia de ingresos',
    revenueSummary: 'Los ingresos mensuales pasaron de {{first}} en {{from}} a {{last}} en {{to}}.',
  },
  features: {
    eyebrow: 'Funciones',
    title: 'Todo lo que necesitas para mover carga',
    subtitle: 'Una plataforma para publicar, contratar, seguir y cobrar, en la web y en el móvil.',
    items: {
      postJobs: {
        title: 'Publica trabajos',
        text: 'Crea una carga con recogida, entrega y precio en 2 minutos de media.',
      },
      hireDrivers: {
        title: 'Contrata conductores',
        text: 'Elige entre más de 10K conductores con documentos verificados, valoraciones e historial.',
      },
      tracking: {
        title: 'Seguimiento GPS en tiempo real',
        text: 'Sigue cada camión en directo y comparte horas de llegada precisas con tus clientes.',
      },
      payments: {
        title: 'Pagos protegidos con depósito en garantía',
        text: 'Los fondos se guardan de forma segura y se liberan en cuanto se confirma la entrega.',
      },
      scheduling: {
        title: 'Planificación inteligente',
        text: 'Organiza recogidas y entregas según los horarios, rutas y capacidad de los conductores.',
      },
      analytics: {
        title: 'Análisis',
        text: 'Controla ingresos, puntualidad y costes con informes claros y fáciles de compartir.',
      },
    },
  },
  contact: {
    eyebrow: 'Contacto',
    title: 'Ponte en contacto',
    subtitle: '¿Preguntas sobre FreightHub? Envíanos un mensaje y nuestro equipo te responderá.',
    emailUs: 'Escríbenos',
    callUs: 'Llámanos',
    formLabel: 'Formulario de contacto',
    fields: {
      fullName: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Teléfono (opcional)',
      company: 'Empresa (opcional)',
      message: 'Mensaje',
    },
    submit: 'Enviar mensaje',
    errors: {
      fullNameRequired: 'Introduce tu nombre completo',
      emailRequired: 'Introduce tu correo electrónico',
      emailInvalid: 'Introduce un correo electrónico válido',
      messageRequired: 'Escribe un mensaje',
    },
    toastTitle: '¡Mensaje enviado!',
    toastText: 'Gracias por contactarnos. Te responderemos pronto.',
  },
  cta: {
    title: 'Empieza tu prueba gratuita',
    subtitle: 'Únete a más de 50K usuarios que mueven carga con FreightHub. Tu prueba gratuita incluye:',
    includes: {
      adminDashboard: 'Panel de administración',
      tracking: 'Seguimiento y análisis',
      mobileApps: 'Apps móviles',
      support: 'Soporte 24/7',
      api: 'Acceso a la API',
      reporting: 'Informes',
    },
    start: 'Empezar prueba gratuita',
    talk: 'Hablar con ventas',
  },
  footer: {
    description:
      'El mercado de fletes que conecta a conductores, intermediarios, cargadores y transportistas.',
    quickLinks: 'Enlaces rápidos',
    company: 'Empresa',
    legalSupport: 'Legal y soporte',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    links: {
      about: 'Sobre nosotros',
      careers: 'Empleo',
      blog: 'Blog',
      press: 'Prensa',
      helpCenter: 'Centro de ayuda',
      apiDocs: 'Documentación de la API',
      status: 'Estado del sistema',
    },
    hours: 'Horario de atención',
    days: { weekdays: 'De lunes a viernes', saturday: 'Sábado', sunday: 'Domingo' },
    openHours: 'De {{open}} a {{close}}',
    closed: 'Cerrado',
    copyright: '© {{year}} FreightHub. Todos los derechos reservados.',
  },
};

export default es;
