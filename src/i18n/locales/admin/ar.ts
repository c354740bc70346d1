import type { AdminCatalogue } from './en';
import userList from './userList/ar';
import userDetail from './userDetail/ar';
import verification from './verification/ar';
import companyList from './companyList/ar';
import roles from './roles/ar';
import notificationList from './notificationList/ar';
import documents from './documents/ar';
import disputes from './disputes/ar';
import payments from './payments/ar';
import jobList from './jobList/ar';
import jobDetail from './jobDetail/ar';
import assignments from './assignments/ar';
import myJobs from './myJobs/ar';
import profile from './profile/ar';
import tabSync from './tabSync/ar';
import tools from './tools/ar';
import activity from './activity/ar';
import keyboard from './keyboard/ar';
import dataTools from './dataTools/ar';
import lifecycle from './lifecycle/ar';

const ar: AdminCatalogue = {
  notFound: {
    title: 'غير موجود',
    user: 'لا يوجد مستخدم بالمعرّف {{id}}.',
    company: 'لا توجد شركة بالمعرّف {{id}}.',
    job: 'لا توجد مهمة بالمعرّف {{id}}.',
    hint: 'ربما تمت إزالته، أو أن الرابط مكتوب بشكل خاطئ.',
  },
  dashboard: {
    description: 'نظرة سريعة على السوق: الأشخاص والوظائف والأموال والنزاعات.',
    cards: {
      totalUsers: {
        title: 'إجمالي المستخدمين',
        description: 'كل المسجلين في السوق',
        trend: '{{change}} في التسجيلات مقارنةً بالأيام الثلاثين السابقة',
        trendNew: '{{count}} تسجيلًا في آخر 30 يومًا، ولا شيء في الثلاثين السابقة',
      },
      activeJobs: {
        title: 'الوظائف النشطة',
        description: 'وظائف مفتوحة لتلقي الطلبات',
        trend: '{{change}} في الوظائف المنشورة مقارنةً بالأيام الثلاثين السابقة',
        trendNew: '{{count}} وظيفة منشورة في آخر 30 يومًا، ولا شيء في الثلاثين السابقة',
      },
      totalRevenue: {
        title: 'إجمالي الإيرادات',
        description: 'المدفوعات المكتملة منذ البداية',
        trend: '{{change}} في الإيرادات مقارنةً بالأيام الثلاثين السابقة',
        trendNew: '{{count}} دولار في آخر 30 يومًا، ولا شيء في الثلاثين السابقة',
      },
      openDisputes: {
        title: 'النزاعات المفتوحة',
        description: 'نزاعات بانتظار قرار',
        trend: '{{change}} في النزاعات المفتوحة مقارنةً بالأيام الثلاثين السابقة',
        trendNew: '{{count}} نزاعًا فُتح في آخر 30 يومًا، ولا شيء في الثلاثين السابقة',
      },
    },
    charts: {
      weekly: {
        totalUsers: 'التسجيلات في كل أسبوع، آخر 12 أسبوعًا',
        activeJobs: 'المهام المنشورة في كل أسبوع، آخر 12 أسبوعًا',
        totalRevenue: 'إيرادات المدفوعات المكتملة في كل أسبوع، آخر 12 أسبوعًا',
        openDisputes: 'النزاعات المفتوحة في كل أسبوع، آخر 12 أسبوعًا',
      },
      weekOf: 'أسبوع {{date}}',
      weekItem: 'أسبوع {{date}}: {{value}}',
      showTable: 'عرض كجدول',
      hideTable: 'إخفاء الجدول',
      revenue: {
        title: 'الإيرادات',
        description:
          'المدفوعات المكتملة في كل أسبوع خلال آخر 12 أسبوعًا، مقارنة بالأسابيع الاثني عشر السابقة.',
        current: 'آخر 12 أسبوعًا',
        previous: 'الأسابيع الاثنا عشر السابقة',
        table: 'الإيرادات في كل أسبوع',
        week: 'الأسبوع',
        link: 'المدفوعات المكتملة، أسبوع {{date}}:',
      },
      jobsByStatus: {
        title: 'المهام حسب الحالة',
        description: 'جميع المهام في كل حالة. اختر حالة لفتح مهامها.',
        table: 'المهام في كل حالة',
        status: 'الحالة',
        count: 'المهام',
        series: 'المهام',
      },
      backlog: {
        title: 'طلبات التحقق المتراكمة',
        description:
          'المستخدمون والشركات الذين ينتظرون قرار التحقق. اختر رقمًا لفتح قائمة الانتظار الخاصة به.',
        table: 'طلبات التحقق المنتظرة حسب الحالة',
        status: 'الحالة',
        users: 'المستخدمون',
        companies: 'الشركات',
        link: '{{queue}}، {{status}}:',
      },
    },
    recentJobs: 'أحدث الوظائف المنشورة',
    recentJobsDescription: 'آخر الوظائف المنشورة في السوق',
    viewAllJobs: 'عرض كل الوظائف',
    systemHealth: 'حالة النظام',
    systemHealthDescription: 'حالة خدمات المنصة',
    services: {
      payments: 'نظام الدفع',
      gps: 'تتبع GPS',
      backgroundJobs: 'المهام في الخلفية',
      email: 'خدمة البريد الإلكتروني',
    },
  },
  users: {
    fields: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      role: 'الدور',
      rolePlaceholder: 'اختر دورًا',
      phone: 'الهاتف',
      companyName: 'اسم الشركة',
      licenseNumber: 'رقم الرخصة',
      workRadius: 'نطاق العمل (ميل)',
      workRadiusHint: 'المسافة التي يعمل ضمنها السائق من مقره، بالأميال',
      notes: 'ملاحظات',
      emailVerified: 'البريد الإلكتروني مُتحقَّق منه',
    },
    roles: {
      broker: 'وسيط',
      shipper: 'شاحن',
      carrier: 'شركة نقل',
      driver: 'سائق',
      admin: 'مسؤول',
    },
    events: {
      MARK_UNDER_REVIEW: 'وضع قيد المراجعة',
      SUSPEND: 'تعليق المستخدم',
      APPROVE: 'اعتماد المستخدم',
      REJECT: 'رفض المستخدم',
      VERIFY: 'توثيق المستخدم',
    },
    statusChanged: {
      title: 'تم تحديث حالة المستخدم',
      active: 'تم اعتماد المستخدم.',
      suspended: 'تم تعليق المستخدم.',
      under_review: 'تم وضع المستخدم قيد المراجعة.',
      pending: 'المستخدم بانتظار التوثيق.',
    },
    add: {
      back: 'العودة إلى المستخدمين',
      description: 'أنشئ حسابًا لوسيط أو شاحن أو شركة نقل أو سائق أو مسؤول.',
      submit: 'إنشاء المستخدم',
      submitting: 'جارٍ الإنشاء…',
      cancel: 'إلغاء',
      created: 'تم إنشاء المستخدم',
      roleInformation: 'معلومات الأدوار',
      postingFees: 'رسوم نشر الوظيفة حسب الدور:',
      free: 'مجانًا',
      permissions: 'تُمنح الصلاحيات تلقائيًا حسب الدور.',
      errors: {
        nameRequired: 'أدخل الاسم.',
        emailRequired: 'أدخل البريد الإلكتروني.',
        emailInvalid: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
        emailTaken: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل.',
        roleRequired: 'اختر دورًا.',
        workRadiusNumeric: 'أدخل نطاق العمل رقمًا بالأميال، مثل 50.',
      },
    },
  },
  companies: {
    fields: {
      name: 'اسم الشركة',
      type: 'النوع',
      typePlaceholder: 'اختر نوعًا',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      address: 'العنوان',
      employees: 'الموظفون',
      website: 'الموقع الإلكتروني',
      description: 'الوصف',
    },
    types: {
      Logistics: 'خدمات لوجستية',
      Shipping: 'شحن',
      Freight: 'نقل بضائع',
      Transport: 'نقل',
      Warehousing: 'تخزين',
    },
    add: {
      back: 'العودة إلى الشركات',
      description: 'سجّل شركة؛ تبقى قيد الانتظار حتى تتم الموافقة على التحقق منها.',
      submit: 'إنشاء الشركة',
      cancel: 'إلغاء',
      created: 'تم إنشاء الشركة',
      errors: {
        nameRequired: 'أدخل اسم الشركة.',
        typeRequired: 'اختر نوعًا.',
        emailRequired: 'أدخل البريد الإلكتروني.',
        emailInvalid: 'أدخل بريدًا إلكترونيًا مثل name@example.com.',
        emailTaken: 'توجد شركة بهذا البريد الإلكتروني بالفعل.',
        phoneRequired: 'أدخل رقم الهاتف.',
        addressRequired: 'أدخل العنوان.',
        employeesWhole: 'أدخل عدد الموظفين رقمًا صحيحًا، مثل 40.',
        websiteInvalid: 'أدخل عنوان موقع مثل www.example.com.',
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

export default ar;
