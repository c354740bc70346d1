import type { AdminCatalogue } from './en';
import userList from './userList/es';
import userDetail from './userDetail/es';
import verification from './verification/es';
import companyList from './companyList/es';
import roles from './roles/es';
import notificationList from './notificationList/es';
import documents from './documents/es';
import disputes from './disputes/es';
import payments from './payments/es';
import jobList from './jobList/es';
import jobDetail from './jobDetail/es';
import assignments from './assignments/es';
import myJobs from './myJobs/es';
import profile from './profile/es';
import tabSync from './tabSync/es';
import tools from './tools/es';
import activity from './activity/es';
import keyboard from './keyboard/es';
import dataTools from './dataTools/es';
import lifecycle from './lifecycle/es';

const es: AdminCatalogue = {
  notFound: {
    title: 'No encontrado',
    user: 'Ningún usuario tiene el id {{id}}.',
    company: 'Ninguna empresa tiene el id {{id}}.',
    job: 'Ningún trabajo tiene el id {{id}}.',
    hint: 'Puede que se haya eliminado o que el enlace esté mal escrito.',
  },
  dashboard: {
    description: 'El mercado de un vistazo: personas, trabajos, dinero y disputas.',
    cards: {
      totalUsers: {
        title: 'Usuarios totales',
        description: 'Todas las personas registradas en el mercado',
        trend: '{{change}} registros frente a los 30 días anteriores',
        trendNew: '{{count}} registros en los últimos 30 días, ninguno en los 30 anteriores',
      },
      activeJobs: {
        title: 'Trabajos activos',
        description: 'Trabajos abiertos a solicitudes',
        trend: '{{change}} trabajos publicados frente a los 30 días anteriores',
        trendNew: '{{count}} trabajos publicados en los últimos 30 días, ninguno en los 30 anteriores',
      },
      totalRevenue: {
        title: 'Ingresos totales',
        description: 'Pagos completados, desde el inicio',
        trend: '{{change}} de ingresos frente a los 30 días anteriores',
        trendNew: '{{count}} dólares en los últimos 30 días, ninguno en los 30 anteriores',
      },
      openDisputes: {
        title: 'Disputas abiertas',
        description: 'Disputas pendientes de decisión',
        trend: '{{change}} disputas abiertas frente a los 30 días anteriores',
        trendNew: '{{count}} disputas abiertas en los últimos 30 días, ninguna en los 30 anteriores',
      },
    },
    charts: {
      weekly: {
        totalUsers: 'Registros por semana, últimas 12 semanas',
        activeJobs: 'Trabajos publicados por semana, últimas 12 semanas',
        totalRevenue: 'Ingresos de pagos completados por semana, últimas 12 semanas',
        openDisputes: 'Disputas abiertas por semana, últimas 12 semanas',
      },
      weekOf: 'Semana del {{date}}',
      weekItem: 'Semana del {{date}}: {{value}}',
      showTable: 'Ver como tabla',
      hideTable: 'Ocultar tabla',
      revenue: {
        title: 'Ingresos',
        description:
          'Pagos completados por semana en las últimas 12 semanas, comparados con las 12 semanas anteriores.',
        current: 'Últimas 12 semanas',
        previous: '12 semanas anteriores',
        table: 'Ingresos por semana',
        week: 'Semana',
        link: 'Pagos completados, semana del {{date}}:',
      },
      jobsByStatus: {
        title: 'Trabajos por estado',
        description: 'Todos los trabajos en cada estado. Elija un estado para abrir sus trabajos.',
        table: 'Trabajos en cada estado',
        status: 'Estado',
        count: 'Trabajos',
        series: 'Trabajos',
      },
      backlog: {
        title: 'Verificaciones pendientes',
        description:
          'Usuarios y empresas que esperan una decisión de verificación. Elija una cifra para abrir su cola.',
        table: 'Verificaciones en espera, por estado',
        status: 'Estado',
        users: 'Usuarios',
        companies: 'Empresas',
        link: '{{queue}}, {{status}}:',
      },
    },
    recentJobs: 'Publicaciones de trabajo recientes',
    recentJobsDescription: 'Los últimos trabajos publicados en el mercado',
    viewAllJobs: 'Ver todos los trabajos',
    systemHealth: 'Estado del sistema',
    systemHealthDescription: 'El estado de los servicios de la plataforma',
    services: {
      payments: 'Sistema de pagos',
      gps: 'Seguimiento GPS',
      backgroundJobs: 'Tareas en segundo plano',
      email: 'Servicio de correo',
    },
  },
  users: {
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      role: 'Rol',
      rolePlaceholder: 'Elige un rol',
      phone: 'Teléfono',
      companyName: 'Nombre de la empresa',
      licenseNumber: 'Número de licencia',
      workRadius: 'Radio de trabajo (millas)',
      workRadiusHint: 'Hasta dónde trabaja el conductor desde su base, en millas',
      notes: 'Notas',
      emailVerified: 'Correo verificado',
    },
    roles: {
      broker: 'Intermediario',
      shipper: 'Remitente',
      carrier: 'Transportista',
      driver: 'Conductor',
      admin: 'Administrador',
    },
    events: {
      MARK_UNDER_REVIEW: 'Marcar en revisión',
      SUSPEND: 'Suspender usuario',
      APPROVE: 'Aprobar usuario',
      REJECT: 'Rechazar usuario',
      VERIFY: 'Verificar usuario',
    },
    statusChanged: {
      title: 'Estado del usuario actualizado',
      active: 'El usuario ha sido aprobado.',
      suspended: 'El usuario ha sido suspendido.',
      under_review: 'El usuario ha sido marcado como en revisión.',
      pending: 'El usuario está pendiente de verificación.',
    },
    add: {
      back: 'Volver a usuarios',
      description:
        'Crea una cuenta para un intermediario, remitente, transportista, conductor o administrador.',
      submit: 'Crear usuario',
      submitting: 'Creando…',
      cancel: 'Cancelar',
      created: 'Usuario creado',
      roleInformation: 'Información de roles',
      postingFees: 'Tarifa de publicación por rol:',
      free: 'Gratis',
      permissions: 'Los permisos se asignan automáticamente según el rol.',
      errors: {
        nameRequired: 'Escribe el nombre.',
        emailRequired: 'Escribe el correo electrónico.',
        emailInvalid: 'Escribe un correo como nombre@ejemplo.com.',
        emailTaken: 'Ya existe un usuario con este correo.',
        roleRequired: 'Elige un rol.',
        workRadiusNumeric: 'Escribe el radio de trabajo como un número de millas, por ejemplo 50.',
      },
    },
  },
  companies: {
    fields: {
      name: 'Nombre de la empresa',
      type: 'Tipo',
      typePlaceholder: 'Elige un tipo',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      address: 'Dirección',
      employees: 'Empleados',
      website: 'Sitio web',
      description: 'Descripción',
    },
    types: {
      Logistics: 'Logística',
      Shipping: 'Envíos',
      Freight: 'Carga',
      Transport: 'Transporte',
      Warehousing: 'Almacenaje',
    },
    add: {
      back: 'Volver a empresas',
      description: 'Registra una empresa; queda pendiente hasta que se apruebe su verificación.',
      submit: 'Crear empresa',
      cancel: 'Cancelar',
      created: 'Empresa creada',
      errors: {
        nameRequired: 'Escribe el nombre de la empresa.',
        typeRequired: 'Elige un tipo.',
        emailRequired: 'Escribe el correo electrónico.',
        emailInvalid: 'Escribe un correo como nombre@ejemplo.com.',
        emailTaken: 'Ya existe una empresa con este correo.',
        phoneRequired: 'Escribe el teléfono.',
        addressRequired: 'Escribe la dirección.',
        employeesWhole: 'Escribe el número de empleados como un número entero, por ejemplo 40.',
        websiteInvalid: 'Escribe una dirección web como www.ejemplo.com.',
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

export default es;
