import { paths } from '@/shared/paths';
import { privacyContact } from './legal-contacts';
import type { LegalSection } from './legal-types';

export const privacySections: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'About this policy',
    blocks: [
      'This Privacy Policy explains how Tessera (“Tessera”, “we”, “us”) collects, uses, shares and protects personal information when you visit our website, create an account or use the Tessera workspace and its assistant (together, the “Service”).',
      'For information about your account and how you use the Service, Tessera is the controller: we decide why and how that information is processed. For content that a workspace brings into Tessera, such as files, data streams and conversations with the assistant, the organisation that owns the workspace is the controller and Tessera processes that content on its behalf and on its instructions. If you are a member of someone else’s workspace, please also read your organisation’s own privacy notice.',
      [
        'Please read this policy together with our ',
        { text: 'Terms of Service', to: paths.marketing.terms },
        ' and our ',
        { text: 'Cookie Policy', to: paths.marketing.cookies },
        '.',
      ],
    ],
  },
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    blocks: [
      'We collect only what we need to run the Service, keep it secure and improve it:',
      {
        list: [
          [
            { strong: 'Account information.' },
            ' Your full name, email address, the role you give us at sign-up, and your password. We never store your password itself, only a salted one-way hash of it. If you sign in with Google, Google shares your name, email address, profile picture and a Google account identifier with us; we never see your Google password.',
          ],
          [
            { strong: 'Profile and preferences.' },
            ' Anything you add to your profile, such as links to your website or social profiles, your theme, language and time-zone settings, and your email preferences.',
          ],
          [
            { strong: 'Workspace content.' },
            ' Workspace names and avatars, the members you invite and the roles they hold, the data streams and apps you connect, the data those connections bring in, the files you upload, the questions you ask the assistant and the insights and models it produces. We call this “Customer Content”.',
          ],
          [
            { strong: 'Billing information.' },
            ' When a workspace subscribes to a paid plan, our card payment provider collects the card details and billing address directly. We receive only a customer reference, the plan, the subscription status, and the last four digits and expiry date of the card. We never see or store full card numbers.',
          ],
          [
            { strong: 'Usage and log data.' },
            ' When you use the Service our servers record technical information about each request: your IP address, browser and device type, the page or API address requested, the time, the response status and a request identifier. We use these logs to keep the Service running, to investigate errors and to stop abuse.',
          ],
          [
            { strong: 'Cookies and browser storage.' },
            ' A small number of strictly necessary cookies keep you signed in, protect Google sign-in and remember your cookie choice, and your browser stores a few settings such as your theme. Our ',
            { text: 'Cookie Policy', to: paths.marketing.cookies },
            ' lists every one of them.',
          ],
          [
            { strong: 'Communications.' },
            ' Messages you send us, including feedback you submit in the app and emails to our support or privacy teams.',
          ],
        ],
      },
      'We do not use advertising networks, third-party analytics or tracking pixels, and we do not buy personal information about you from anyone.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'How we use information',
    blocks: [
      'We use personal information to:',
      {
        list: [
          'create and manage your account, sign you in and keep your session secure;',
          'provide the Service: host your workspaces, run the data streams you connect, and let the assistant answer your questions and build insights and models from your workspace’s data;',
          'send the emails the Service depends on, such as workspace invitations, email confirmation, password reset links and security notices;',
          'process payments and manage subscriptions;',
          'respond to your requests and feedback and provide support;',
          'monitor, protect and debug the Service, including rate limiting, detecting fraud and abuse, and investigating security incidents;',
          'understand, in aggregate, how features are used so that we can improve them; and',
          'comply with our legal obligations and enforce our Terms of Service.',
        ],
      },
      'We do not sell personal information, we do not share it for cross-context behavioural advertising, and we do not use Customer Content to train models that are made available to other customers.',
    ],
  },
  {
    id: 'legal-bases',
    heading: 'Legal bases for processing',
    blocks: [
      'Where the EU or UK General Data Protection Regulation applies, we rely on the following legal bases:',
      {
        list: [
          [
            { strong: 'Contract:' },
            ' to provide the Service you or your organisation signed up for, including your account, workspaces, billing and service emails.',
          ],
          [
            { strong: 'Legitimate interests:' },
            ' to keep the Service secure and reliable, prevent abuse, improve our features and communicate with you about the Service. We balance these interests against your rights and only rely on them where they are not overridden.',
          ],
          [
            { strong: 'Consent:' },
            ' where we ask for it, for example for optional emails. You can withdraw consent at any time without affecting processing that took place before.',
          ],
          [
            { strong: 'Legal obligation:' },
            ' to keep tax and accounting records and to respond to lawful requests from authorities.',
          ],
        ],
      },
      'In Canada, we process personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial law, on the basis of your consent, which you give when you create an account or use the Service and which may be implied where the purpose is obvious.',
    ],
  },
  {
    id: 'sharing',
    heading: 'How we share information',
    blocks: [
      'We share personal information only as described here:',
      {
        list: [
          [
            { strong: 'Service providers (processors).' },
            ' We use a small number of providers who process data on our behalf under written agreements that require them to protect it and use it only to provide their services to us: our cloud hosting and database provider, which runs the Service and stores its data; our email delivery provider, which sends invitations, confirmations, password resets and notices; and our card payment provider, which processes payments and runs the customer portal where workspace owners manage subscriptions and billing details.',
          ],
          [
            { strong: 'Your workspace.' },
            ' Other members of a workspace can see your name, email address, avatar, role and recent activity in that workspace. Workspace Owners and Admins can manage members and see the content of the workspace.',
          ],
          [
            { strong: 'Integrations you connect.' },
            ' When you or your workspace connect a data stream or app, we exchange data with that provider as needed to run the connection. Their handling of data is governed by their own terms and privacy policies.',
          ],
          [
            { strong: 'Google.' },
            ' If you choose to sign in with Google, we send Google the information needed to complete sign-in.',
          ],
          [
            { strong: 'Legal reasons.' },
            ' We may disclose information if we believe in good faith that the law requires it, or that it is necessary to protect the rights, property or safety of Tessera, our users or the public. Where the law allows, we will tell you about requests for your information.',
          ],
          [
            { strong: 'Business transfers.' },
            ' If Tessera is involved in a merger, acquisition or sale of assets, personal information may be transferred as part of that transaction. We will tell you before your information becomes subject to a different privacy policy.',
          ],
        ],
      },
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep information',
    blocks: [
      'We keep personal information only for as long as we need it for the purposes in this policy:',
      {
        list: [
          'Account and profile information is kept while your account is open. When you delete your account we delete it within 30 days.',
          'Customer Content is kept while the workspace exists. When a workspace is deleted, or a subscription ends and is not renewed, its content is deleted within 30 days, unless the workspace Owner asks us to delete it sooner.',
          'Server logs are kept for up to 30 days, unless we need them longer to investigate a specific security incident.',
          'Billing and tax records are kept for as long as tax and accounting laws require, which is usually six years.',
          'Backups are overwritten on a rolling basis within 35 days, so deleted data disappears from them within that period.',
        ],
      },
    ],
  },
  {
    id: 'security',
    heading: 'How we protect information',
    blocks: [
      'We use technical and organisational measures designed to protect personal information, including encryption in transit (HTTPS) for every connection, passwords stored only as strong one-way hashes, session cookies that scripts cannot read, role-based access inside workspaces checked on our servers, rate limits on sign-in and password reset, and the revocation of all sessions when a password is reset. Access to production systems is limited to the people who need it to run the Service.',
      'No system is perfectly secure. If we learn of a breach that affects your personal information, we will notify you and the relevant authorities as the law requires.',
    ],
  },
  {
    id: 'international-transfers',
    heading: 'International transfers',
    blocks: [
      'Tessera is based in Canada, and we and our service providers may process personal information in Canada, the United States, the European Union and other countries where those providers operate. These countries may have data protection laws that differ from those where you live.',
      'When we transfer personal information out of the European Economic Area, the United Kingdom or Switzerland, we rely on an adequacy decision (Canada benefits from one for commercial organisations subject to PIPEDA) or on appropriate safeguards such as the European Commission’s Standard Contractual Clauses and the UK addendum to them.',
    ],
  },
  {
    id: 'your-rights',
    heading: 'Your rights and choices',
    blocks: [
      'Depending on where you live, you may have the right to:',
      {
        list: [
          'access the personal information we hold about you and get a copy of it;',
          'correct information that is inaccurate or incomplete;',
          'delete your information, or your whole account;',
          'receive your information in a portable, machine-readable format;',
          'object to, or ask us to restrict, certain processing, including processing based on legitimate interests;',
          'withdraw consent you have given; and',
          'complain to a data protection authority, such as the Office of the Privacy Commissioner of Canada, the Information and Privacy Commissioner for British Columbia, or the authority in your country.',
        ],
      },
      [
        'You can update most of your information yourself in Settings. For anything else, email ',
        privacyContact,
        '. We will answer within 30 days and may need to confirm your identity first. If your request concerns Customer Content in a workspace that belongs to an organisation, we may refer you to that organisation, which decides how its content is handled.',
      ],
    ],
  },
  {
    id: 'children',
    heading: 'Children',
    blocks: [
      'Tessera is a tool for work and is not directed at children. You must be at least 16 years old to create an account. We do not knowingly collect personal information from anyone under 16; if you believe a child has given us personal information, please contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    blocks: [
      'We may update this policy as the Service or the law changes. When we do, we will change the “Last updated” date at the top of this page. If a change materially affects how we handle your personal information, we will tell you by email or in the app before it takes effect.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    blocks: [
      [
        'If you have questions about this policy or how we handle personal information, or want to exercise your rights, email our privacy team at ',
        privacyContact,
        '.',
      ],
    ],
  },
];
