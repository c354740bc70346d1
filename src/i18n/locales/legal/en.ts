import type { Widen } from '../../types';

/**
 * English texts of the legal screens: the reference for the other languages (see ../en.ts).
 *
 * Each document's `sections` are rendered in this order: `title` is the section's heading, every
 * other text is a paragraph and every nested group is a bulleted list of its texts. Texts may use
 * <strong>…</strong>, <contact>…</contact> (a link to the home page's contact form), the self-closing <jurisdiction/> and <arbitrator/> placeholder marks, and the
 * values {{brokerFee}}, {{shipperFee}}, {{paymentFee}}, {{noticeDays}} and {{minimumAge}}.
 */
const en = {
  common: {
    backHome: 'Back to Home',
    lastUpdated: 'Last updated: <time>{{date}}</time>',
    onThisPage: 'On this page',
    translationNotice:
      'This translation is provided for convenience only. If it differs from the English version, the English version prevails.',
  },
  placeholders: {
    notice:
      'Highlighted items in square brackets are placeholders that will be filled in before these terms take effect.',
    hiddenPrefix: 'Placeholder, still to be filled in:',
    jurisdiction: '[Jurisdiction to be determined]',
    arbitrator: '[Arbitration organisation to be determined]',
  },
  privacy: {
    title: 'Privacy Policy',
    summary:
      'How FreightHub collects, uses, shares and protects information about the drivers, brokers, shippers and carriers who use the marketplace, and the choices you have.',
    sections: {
      scope: {
        title: 'Who we are and what this policy covers',
        p1: 'FreightHub operates an online marketplace that connects drivers, brokers, shippers and carriers so that loads can be posted, matched, tracked and paid for. This policy applies to our website, our web dashboard and our mobile apps (together, the “Service”).',
        p2: 'By creating an account or using the Service you acknowledge that we handle your information as described here. If you do not agree, please do not use the Service.',
      },
      collect: {
        title: 'Information we collect',
        p1: 'We collect only what we need to run the marketplace safely:',
        items: {
          account:
            '<strong>Account information:</strong> your name, email address, phone number, role (driver, broker, shipper or carrier), password (stored only in hashed form) and profile settings.',
          company:
            '<strong>Company information:</strong> for brokers, shippers and carriers, the company name, address, contact person, registration and tax numbers, and the users who act for the company.',
          location:
            "<strong>Location information:</strong> while a driver is assigned to an active job, the mobile app records the vehicle's GPS position so that the shipper, broker or carrier can follow the load. Tracking stops when the job is completed or cancelled, and we do not track drivers outside active jobs.",
          payment:
            '<strong>Payment information:</strong> card and bank details are collected and processed by our payment processor. We receive only a reference to the payment method, the amounts, dates and status of transactions, never your full card number.',
          documents:
            '<strong>Verification documents:</strong> driving licences, insurance certificates, vehicle registrations, operating authorities and similar documents that you upload so that we can verify you or your company.',
          usage:
            '<strong>Usage and device information:</strong> the pages and features you use, the jobs you view or post, your device type, browser, language and IP address, and error reports.',
        },
      },
      use: {
        title: 'How we use your information',
        items: {
          operate:
            'To create and manage your account and to let you post, find, accept, track and complete jobs.',
          verify: 'To verify identities, companies and documents before users can work on the marketplace.',
          payments: 'To process posting fees and job payments, hold funds in escrow and pay them out.',
          safety:
            'To keep the marketplace safe: detecting fraud, resolving disputes and enforcing our Terms of Service.',
          communicate:
            'To send you messages about your jobs, payments, verification status and changes to our terms or this policy.',
          improve:
            'To understand how the Service is used so that we can fix problems and improve it. We use aggregated data for this wherever possible.',
        },
        p1: 'We do not sell your personal information and we do not use it for third-party advertising.',
      },
      sharing: {
        title: 'How we share information',
        p1: 'We share information only when it is needed for the purposes above:',
        items: {
          users:
            "<strong>With other users of a job:</strong> when you take part in a job, the other parties see the details they need, such as your name, company, contact details, ratings and, during the job, the vehicle's location.",
          processor:
            '<strong>With our payment processor:</strong> to collect fees, hold escrow and make payouts.',
          providers:
            '<strong>With service providers:</strong> hosting, email, text messaging and support providers who act on our instructions and under confidentiality obligations.',
          legal:
            '<strong>For legal reasons:</strong> when the law requires it, to answer a valid request from an authority, or to protect the rights and safety of our users and of FreightHub.',
          transfer:
            '<strong>In a business transfer:</strong> if FreightHub is merged or sold, subject to this policy or one at least as protective.',
        },
      },
      retention: {
        title: 'How long we keep information',
        p1: 'We keep your account information for as long as your account is open. After you close it, we delete or anonymise your information within a reasonable period, except where we must keep it longer: for example transaction records for tax and accounting, or information needed for an open dispute.',
        p2: 'Location history for a job is kept only as long as needed to settle payments and disputes for that job.',
      },
      security: {
        title: 'How we protect information',
        p1: 'We use encryption in transit, hashed passwords, access controls that limit staff access to what their role needs, and regular reviews of our systems. No service can be perfectly secure, so please use a strong, unique password and tell us at once if you suspect that your account has been misused.',
      },
      rights: {
        title: 'Your rights and choices',
        p1: 'Depending on where you live, you may have the right to:',
        items: {
          access: 'access the personal information we hold about you and receive a copy of it;',
          correct: 'correct information that is inaccurate or incomplete;',
          delete: 'ask us to delete your information, subject to the records we must keep;',
          object: 'object to or restrict certain uses of your information;',
          portability: 'receive your information in a portable format;',
          withdraw: 'withdraw any consent you have given, for example to optional emails about new features.',
        },
        p2: 'You can update most details in your account settings. For anything else, contact us; we may need to confirm your identity first. You may also complain to your local data protection authority.',
      },
      cookies: {
        title: 'Cookies and local storage',
        p1: 'We keep the use of cookies and similar technologies to a minimum:',
        items: {
          sidebar:
            '<strong>Sidebar cookie:</strong> one cookie remembers whether the dashboard sidebar is expanded or collapsed. It expires after 7 days.',
          preferences:
            '<strong>Local storage:</strong> your browser keeps your theme (light, dark or system) and your language, so that the Service looks the way you chose the next time you visit.',
        },
        p2: 'We do not use advertising or cross-site tracking cookies. You can clear cookies and local storage in your browser at any time; the Service will then use its default settings.',
      },
      children: {
        title: 'Children',
        p1: 'The Service is for professionals. You must be at least {{minimumAge}} years old to create an account or use the Service, and we do not knowingly collect information from anyone under {{minimumAge}}. If we learn that we have, we will delete it.',
      },
      changes: {
        title: 'Changes to this policy',
        p1: "We may update this policy from time to time. The date at the top of the page shows when it was last updated. We will give you at least {{noticeDays}} days' notice of material changes, by email or in the Service, before they take effect.",
      },
      contact: {
        title: 'Contact us',
        p1: 'If you have a question about this policy or want to exercise your rights, write to us through the <contact>contact form on our home page</contact> and mention “Privacy” in your message.',
      },
    },
  },
  terms: {
    title: 'Terms of Service',
    summary:
      'The agreement between you and FreightHub when you use the marketplace as a driver, broker, shipper or carrier. Please read it carefully.',
    sections: {
      acceptance: {
        title: 'Agreement to these terms',
        p1: 'These Terms of Service (the “Terms”) govern your use of the FreightHub website, web dashboard and mobile apps (the “Service”). By creating an account or using the Service you agree to these Terms and to our Privacy Policy. If you use the Service for a company, you confirm that you may bind that company to these Terms.',
      },
      eligibility: {
        title: 'Eligibility',
        p1: 'You must be at least {{minimumAge}} years old and able to enter into a binding contract to use the Service. Drivers must also hold the licences and qualifications that the law requires for the jobs they accept.',
      },
      accounts: {
        title: 'Accounts and verification',
        items: {
          accurate:
            'Give accurate, current and complete information when you register, and keep it up to date.',
          secure: 'Keep your password secret. You are responsible for everything done through your account.',
          verify:
            'We verify users, companies and their documents before they can work on the marketplace. We may ask for more documents at any time, and we may refuse, suspend or reject an account that cannot be verified.',
          one: 'Do not create an account for someone else without their permission or hold more than one account per role.',
        },
      },
      roles: {
        title: 'Roles on the marketplace',
        p1: 'Every account has one of four roles:',
        items: {
          drivers:
            '<strong>Drivers</strong> find jobs, accept assignments, share their location during active jobs and deliver loads.',
          brokers:
            '<strong>Brokers</strong> arrange transport for their clients, post jobs and assign drivers and carriers.',
          shippers: '<strong>Shippers</strong> post loads they need moved and pay for completed jobs.',
          carriers:
            '<strong>Carriers</strong> are transport companies that take on jobs with their own drivers and vehicles.',
        },
        p2: 'FreightHub provides the marketplace. We are not a party to the agreements between users and we are not a carrier, broker or shipper of any load.',
      },
      postings: {
        title: 'Job postings and posting fees',
        p1: 'Job postings must describe the load, pickup and delivery places, dates and pay accurately and must be for lawful goods.',
        p2: 'Posting a job costs {{brokerFee}} for brokers and {{shipperFee}} for shippers. Carriers and drivers post jobs free of charge. The fee is charged when the job is published.',
      },
      payments: {
        title: 'Payments and service fees',
        p1: 'Payments between users are made through the Service, by bank transfer or credit card, and are handled by our payment processor. A service fee of {{paymentFee}} of the amount is deducted from each job payment. Posting fees carry no additional fee.',
        p2: 'Prices are shown in US dollars unless stated otherwise. You are responsible for your own taxes.',
      },
      escrow: {
        title: 'Escrow',
        p1: "When a job is assigned, the payer's funds are held in escrow by our payment processor. They are released to the payee when the job is marked as completed, or as decided in a dispute. FreightHub does not pay interest on funds held in escrow.",
      },
      refunds: {
        title: 'Fees are non-refundable',
        p1: 'All fees, including posting fees and service fees, are non-refundable unless stated otherwise in these Terms or required by law.',
      },
      disputes: {
        title: 'Disputes between users',
        p1: 'If something goes wrong with a job, raise a dispute in the Service as soon as possible and include the relevant details and documents. Our team reviews the information from both sides and decides how escrowed funds are released. Both parties must cooperate in good faith.',
      },
      conduct: {
        title: 'Prohibited conduct',
        p1: 'You must not:',
        items: {
          illegal: 'post or carry illegal, dangerous or misdeclared goods;',
          false: 'give false information, impersonate anyone or upload forged documents;',
          bypass: 'arrange to pay outside the Service to avoid fees for a job found on the marketplace;',
          harass: 'harass, threaten or discriminate against other users;',
          interfere:
            'interfere with the Service, try to access data that is not yours, or scrape it by automated means;',
          unsafe:
            'drive without valid licences or insurance, or in breach of road safety and working-time laws.',
        },
      },
      termination: {
        title: 'Suspension and termination',
        p1: 'You may close your account at any time. We may suspend or close an account that breaks these Terms, fails verification or puts other users at risk. Obligations for jobs already accepted, and fees already due, survive termination.',
      },
      liability: {
        title: 'Disclaimers and limitation of liability',
        p1: 'The Service is provided “as is”. We do not guarantee that a job will be posted, accepted or completed, and we are not responsible for the acts of users or for loss of or damage to goods in transit.',
        p2: 'To the extent the law allows, FreightHub is not liable for indirect or consequential losses, and our total liability to you is limited to the fees you paid us in the twelve months before the claim. Nothing in these Terms limits liability that cannot be limited by law.',
      },
      changes: {
        title: 'Changes to these terms',
        p1: "We may change these Terms. We will give you at least {{noticeDays}} days' notice of material changes, by email or in the Service, before they take effect. If you keep using the Service after that, you accept the new Terms; if you do not agree, you may close your account.",
      },
      law: {
        title: 'Governing law and arbitration',
        p1: 'These Terms are governed by the laws of <jurisdiction/>.',
        p2: 'Any dispute with FreightHub that cannot be settled informally will be resolved by binding arbitration administered by <arbitrator/>, under its rules, in <jurisdiction/>. Either party may bring an individual claim in a small claims court instead.',
      },
      contact: {
        title: 'Contact us',
        p1: 'If you have a question about these Terms, write to us through the <contact>contact form on our home page</contact>.',
      },
    },
  },
};

export type LegalCatalogue = Widen<typeof en>;
export default en satisfies LegalCatalogue;
