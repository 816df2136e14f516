import { paths } from '@/shared/paths';
import { legalContact } from './legal-contacts';
import type { LegalSection } from './legal-types';

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement to these terms',
    blocks: [
      'These Terms of Service (“Terms”) govern your access to and use of the Tessera website, web app, assistant and related services (together, the “Service”), provided by Tessera (“Tessera”, “we”, “us”). By creating an account or using the Service you agree to these Terms. If you do not agree, do not use the Service.',
      'If you use the Service on behalf of a company or other organisation, you confirm that you have the authority to accept these Terms for it, and “you” includes that organisation.',
      [
        'Our ',
        { text: 'Privacy Policy', to: paths.marketing.privacy },
        ' explains how we collect and use personal information, and our ',
        { text: 'Cookie Policy', to: paths.marketing.cookies },
        ' explains the cookies we use. Both form part of these Terms.',
      ],
    ],
  },
  {
    id: 'accounts',
    heading: 'Your account',
    blocks: [
      'To use most of the Service you need an account. You can sign up with an email address and password or with Google sign-in. You must be at least 16 years old and give us accurate information, and keep it up to date.',
      'You are responsible for keeping your password safe and for everything that happens under your account. Do not share your account with anyone. Tell us straight away at the address below if you think someone else has accessed it.',
    ],
  },
  {
    id: 'workspaces',
    heading: 'Workspaces and roles',
    blocks: [
      'Work in Tessera happens in workspaces. When you sign up we create a workspace for you, and you can invite other people to join it. Each member holds one of these roles:',
      {
        list: [
          [
            { strong: 'Owner:' },
            ' full administrative control, including billing, adding and removing members and assigning roles. A workspace always has at least one Owner.',
          ],
          [{ strong: 'Admin:' }, ' manages team settings, adds and removes members and adjusts permissions.'],
          [{ strong: 'Editor:' }, ' creates, edits and collaborates on files.'],
          [{ strong: 'Collaborator:' }, ' views and comments, with limited editing.'],
        ],
      },
      'The Owners of a workspace are responsible for who they invite, the roles they give, and the use of the workspace by its members. If a workspace belongs to an organisation, that organisation controls the workspace and its content, and may change your access or remove you.',
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    blocks: [
      'You agree not to, and not to let anyone else:',
      {
        list: [
          'break any law or infringe anyone’s rights, including privacy and intellectual property rights;',
          'upload or connect data you do not have the right to use, or personal information you have no lawful basis to process;',
          'upload malware, or try to gain unauthorised access to the Service, other accounts or the systems connected to it;',
          'probe, scan or test the Service for vulnerabilities without our written permission, or get around rate limits, access controls or other security measures;',
          'overload or disrupt the Service, including through automated requests beyond ordinary use;',
          'use the Service or the assistant to create content that is unlawful, harassing, hateful, deceptive or sexually exploitative, or to make decisions with legal or similarly significant effects on people without meaningful human review;',
          'send spam, including bulk or unsolicited invitations; or',
          'resell, sublicense or copy the Service, or use it to build a competing product.',
        ],
      },
      'If you find a security issue, please report it to us privately so we can fix it.',
    ],
  },
  {
    id: 'customer-content',
    heading: 'Your content',
    blocks: [
      'You keep all rights to the data, files and other content you or your workspace bring into the Service, and to the insights, summaries and models the Service produces from it for you (together, “Customer Content”).',
      'You give us a worldwide, non-exclusive, royalty-free licence to host, copy, process, transmit and display Customer Content only as needed to provide, secure and support the Service for you. We do not use Customer Content to train models that are made available to other customers.',
      'You are responsible for Customer Content and confirm that you have all the rights and permissions needed to bring it into the Service and to let us process it as these Terms describe. We may remove content that we reasonably believe breaks these Terms or the law.',
    ],
  },
  {
    id: 'assistant',
    heading: 'The assistant and its output',
    blocks: [
      'The Tessera assistant uses machine learning to answer questions and produce insights and models from your data. Its output is generated automatically and may be incomplete, out of date or wrong. Check output before you rely on it, particularly for decisions that matter, and do not treat it as professional advice.',
    ],
  },
  {
    id: 'third-party-services',
    heading: 'Integrations and third-party services',
    blocks: [
      'The Service lets you connect data streams and apps provided by others, such as project trackers, design tools and analytics services. When you connect one, you authorise us to exchange data with that provider on your behalf. Your use of each third-party service is governed by its own terms and privacy policy, and we are not responsible for it. An integration may change or stop working if its provider changes or withdraws it.',
    ],
  },
  {
    id: 'billing',
    heading: 'Subscriptions and billing',
    blocks: [
      'Some features require a paid subscription for the workspace. Plans, prices and their limits are shown in the app before you buy.',
      {
        list: [
          'Subscriptions are billed in advance, monthly or yearly, and renew automatically for the same period until cancelled.',
          'Payments are processed by our card payment provider. Workspace Owners can update payment details, download invoices and cancel at any time through the provider’s customer portal, linked from the Billing page in settings.',
          'When you cancel, the subscription stays active until the end of the period already paid for and then does not renew. Fees already paid are not refundable, except where the law requires otherwise.',
          'Prices exclude taxes, which we add where required.',
          'We may change prices. We will give you at least 30 days’ notice before a change applies to your next renewal, and you can cancel before then.',
          'If a payment fails, we may limit the workspace to the features of the free plan until it is resolved.',
        ],
      },
    ],
  },
  {
    id: 'feedback',
    heading: 'Feedback',
    blocks: [
      'We welcome ideas and suggestions. If you send us feedback, we may use it to improve the Service without any obligation to you.',
    ],
  },
  {
    id: 'our-rights',
    heading: 'Our intellectual property',
    blocks: [
      'The Service, including its software, design, text and trademarks, belongs to Tessera and its licensors and is protected by law. These Terms give you a limited, non-exclusive, non-transferable right to use the Service as they allow; they do not give you any other rights in it.',
    ],
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    blocks: [
      'You can stop using the Service at any time and close your account, or, if you are an Owner, delete your workspace.',
      'We may suspend or end your access to the Service if you seriously or repeatedly break these Terms, if your use creates a security or legal risk for us or others, or if the law requires it. Where reasonable, we will tell you first and give you a chance to fix the problem.',
      'When a workspace is closed, its Owners have 30 days to export Customer Content, after which we delete it as described in our Privacy Policy. Sections of these Terms that by their nature should continue after termination, such as those on content, disclaimers, liability and governing law, continue to apply.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers',
    blocks: [
      'We work hard to keep Tessera available, secure and accurate, but the Service is provided “as is” and “as available”. To the fullest extent permitted by law, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, non-infringement, or that the Service will be uninterrupted, error-free or that its output will be accurate.',
      'Features marked as early access or preview are still being built: they may change, break or be withdrawn at any time.',
    ],
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    blocks: [
      'To the fullest extent permitted by law, Tessera will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising out of or related to the Service or these Terms.',
      'To the fullest extent permitted by law, our total liability for all claims related to the Service or these Terms is limited to the greater of the amount you paid us for the Service in the 12 months before the event giving rise to the claim, or 100 Canadian dollars.',
      'Nothing in these Terms limits liability that cannot be limited by law, or your rights as a consumer under the laws of the place where you live.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    blocks: [
      'If you use the Service for business purposes, you agree to defend and indemnify Tessera against claims, damages and costs (including reasonable legal fees) that arise from your Customer Content or from your breach of these Terms.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to the Service and these Terms',
    blocks: [
      'We improve the Service all the time and may add, change or remove features. If we remove a feature you pay for, we will tell you in advance.',
      'We may update these Terms. When we do, we will change the “Last updated” date at the top of this page, and for material changes we will tell you by email or in the app at least 30 days before they take effect. If you keep using the Service after changes take effect, you accept the updated Terms; if you do not agree, stop using the Service and close your account.',
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law and disputes',
    blocks: [
      'These Terms are governed by the laws of the Province of British Columbia, Canada, and the federal laws of Canada that apply there, without regard to conflict-of-law rules. The courts of British Columbia have exclusive jurisdiction over any dispute arising from these Terms or the Service, except where the law of the place where you live as a consumer gives you the right to bring a claim in your local courts.',
      'Before starting a formal dispute, please contact us so that we can try to resolve the issue informally.',
    ],
  },
  {
    id: 'general',
    heading: 'General',
    blocks: [
      'These Terms, together with the policies they refer to, are the whole agreement between you and Tessera about the Service. If any part of them cannot be enforced, the rest stays in effect. If we do not enforce a right, we do not give it up. You may not transfer these Terms without our consent; we may transfer them as part of a merger, acquisition or sale of assets.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact us',
    blocks: [['Questions about these Terms? Email ', legalContact, '.']],
  },
];
