import type { Widen } from '../../types';
import userList from './userList/en';
import userDetail from './userDetail/en';
import verification from './verification/en';
import companyList from './companyList/en';
import roles from './roles/en';
import notificationList from './notificationList/en';
import documents from './documents/en';
import disputes from './disputes/en';
import payments from './payments/en';
import jobList from './jobList/en';
import jobDetail from './jobDetail/en';
import assignments from './assignments/en';
import myJobs from './myJobs/en';
import profile from './profile/en';
import tabSync from './tabSync/en';
import tools from './tools/en';
import activity from './activity/en';
import keyboard from './keyboard/en';
import dataTools from './dataTools/en';
import lifecycle from './lifecycle/en';

/** English texts of the admin screens: the reference for the other languages (see ../en.ts). */
const en = {
  notFound: {
    title: 'Not found',
    user: 'No user has the id {{id}}.',
    company: 'No company has the id {{id}}.',
    job: 'No job has the id {{id}}.',
    hint: 'It may have been removed, or the link may be mistyped.',
  },
  dashboard: {
    description: 'The marketplace at a glance: people, jobs, money and disputes.',
    cards: {
      totalUsers: {
        title: 'Total Users',
        description: 'Everyone registered on the marketplace',
        trend: '{{change}} sign-ups vs the previous 30 days',
        trendNew: '{{count}} sign-ups in the last 30 days, none in the 30 before',
      },
      activeJobs: {
        title: 'Active Jobs',
        description: 'Jobs open for applications',
        trend: '{{change}} jobs posted vs the previous 30 days',
        trendNew: '{{count}} jobs posted in the last 30 days, none in the 30 before',
      },
      totalRevenue: {
        title: 'Total Revenue',
        description: 'Completed payments, all time',
        trend: '{{change}} revenue vs the previous 30 days',
        trendNew: '{{count}} dollars in the last 30 days, none in the 30 before',
      },
      openDisputes: {
        title: 'Open Disputes',
        description: 'Disputes waiting for a decision',
        trend: '{{change}} disputes opened vs the previous 30 days',
        trendNew: '{{count}} disputes opened in the last 30 days, none in the 30 before',
      },
    },
    charts: {
      weekly: {
        totalUsers: 'Sign-ups per week, last 12 weeks',
        activeJobs: 'Jobs posted per week, last 12 weeks',
        totalRevenue: 'Revenue of completed payments per week, last 12 weeks',
        openDisputes: 'Disputes opened per week, last 12 weeks',
      },
      weekOf: 'Week of {{date}}',
      weekItem: 'Week of {{date}}: {{value}}',
      showTable: 'Show as table',
      hideTable: 'Hide table',
      revenue: {
        title: 'Revenue',
        description:
          'Completed payments per week over the last 12 weeks, with the 12 weeks before for comparison.',
        current: 'Last 12 weeks',
        previous: 'Previous 12 weeks',
        table: 'Revenue per week',
        week: 'Week',
        link: 'Completed payments, week of {{date}}:',
      },
      jobsByStatus: {
        title: 'Jobs by Status',
        description: 'Every job in each status. Choose a status to open its jobs.',
        table: 'Jobs in each status',
        status: 'Status',
        count: 'Jobs',
        series: 'Jobs',
      },
      backlog: {
        title: 'Verification Backlog',
        description:
          'Users and companies waiting for a verification decision. Choose a figure to open its queue.',
        table: 'Verification items waiting, by status',
        status: 'Status',
        users: 'Users',
        companies: 'Companies',
        link: '{{queue}}, {{status}}:',
      },
    },
    recentJobs: 'Recent Job Postings',
    recentJobsDescription: 'The latest jobs posted on the marketplace',
    viewAllJobs: 'View all jobs',
    systemHealth: 'System Health',
    systemHealthDescription: 'The state of the platform services',
    services: {
      payments: 'Payment System',
      gps: 'GPS Tracking',
      backgroundJobs: 'Background Jobs',
      email: 'Email Service',
    },
  },
  users: {
    fields: {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      rolePlaceholder: 'Choose a role',
      phone: 'Phone',
      companyName: 'Company name',
      licenseNumber: 'Licence number',
      workRadius: 'Work radius (miles)',
      workRadiusHint: 'How far the driver works from home, in miles',
      notes: 'Notes',
      emailVerified: 'Email verified',
    },
    roles: {
      broker: 'Broker',
      shipper: 'Shipper',
      carrier: 'Carrier',
      driver: 'Driver',
      admin: 'Admin',
    },
    events: {
      MARK_UNDER_REVIEW: 'Mark Under Review',
      SUSPEND: 'Suspend User',
      APPROVE: 'Approve User',
      REJECT: 'Reject User',
      VERIFY: 'Verify User',
    },
    statusChanged: {
      title: 'User Status Updated',
      active: 'User has been approved.',
      suspended: 'User has been suspended.',
      under_review: 'User has been marked as under review.',
      pending: 'User is pending verification.',
    },
    add: {
      back: 'Back to Users',
      description: 'Create an account for a broker, shipper, carrier, driver or administrator.',
      submit: 'Create User',
      submitting: 'Creating…',
      cancel: 'Cancel',
      created: 'User Created',
      roleInformation: 'Role Information',
      postingFees: 'Job posting fee by role:',
      free: 'Free',
      permissions: 'Permissions are assigned automatically by role.',
      errors: {
        nameRequired: 'Enter the name.',
        emailRequired: 'Enter the email address.',
        emailInvalid: 'Enter an email address like name@example.com.',
        emailTaken: 'A user with this email already exists.',
        roleRequired: 'Choose a role.',
        workRadiusNumeric: 'Enter the work radius as a number of miles, like 50.',
      },
    },
  },
  companies: {
    fields: {
      name: 'Company name',
      type: 'Type',
      typePlaceholder: 'Choose a type',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      employees: 'Employees',
      website: 'Website',
      description: 'Description',
    },
    types: {
      Logistics: 'Logistics',
      Shipping: 'Shipping',
      Freight: 'Freight',
      Transport: 'Transport',
      Warehousing: 'Warehousing',
    },
    add: {
      back: 'Back to Companies',
      description: 'Register a company; it starts pending until its verification is approved.',
      submit: 'Create Company',
      cancel: 'Cancel',
      created: 'Company Created',
      errors: {
        nameRequired: 'Enter the company name.',
        typeRequired: 'Choose a type.',
        emailRequired: 'Enter the email address.',
        emailInvalid: 'Enter an email address like name@example.com.',
        emailTaken: 'A company with this email already exists.',
        phoneRequired: 'Enter the phone number.',
        addressRequired: 'Enter the address.',
        employeesWhole: 'Enter the number of employees as a whole number, like 40.',
        websiteInvalid: 'Enter a web address like www.example.com.',
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

export type AdminCatalogue = Widen<typeof en>;
export default en satisfies AdminCatalogue;
