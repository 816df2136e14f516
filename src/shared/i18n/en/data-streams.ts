import { plural } from '../plural';

/** Settings → Data Streams (docs/product.md#screens). */
export const dataStreamsMessages = {
  description: 'Connect the tools your team works in, so their data flows into this workspace.',
  searchLabel: 'Search data streams',
  searchPlaceholder: 'Search data streams...',
  connect: 'Connect',
  connected: 'Connected',
  comingSoon: 'Coming Soon',
  connectedIn: (names: string) => `Connected in: ${names}`,
  connectName: (name: string) => `Connect ${name}`,
  loadFailed: 'Unable to load data streams',
  readOnly: 'Only Owners and Admins can connect or disconnect data streams.',
  count: (count: number) => `${count} ${plural('en', count, { one: 'data stream', other: 'data streams' })}`,
  /** Webhook streams on the Data Streams screen (issue 24). */
  webhook: {
    createTitle: (service: string) => `Connect ${service}`,
    createDescription: (service: string) =>
      `Tessera makes a webhook address for ${service}; each event it sends becomes a row of the dataset.`,
    name: 'Stream name',
    datasetName: 'Dataset name',
    defaultDataset: (service: string) => `${service} events`,
    theirSecret: (service: string) => `Paste the signing secret from ${service}`,
    theirSecretHint: 'You can also add it later by rotating the secret.',
    create: 'Create stream',
    creating: 'Creating...',
    cancel: 'Cancel',
    createdTitle: (service: string) => `${service} stream created`,
    createdDescription: (service: string) => `Add this webhook address in ${service}’s settings.`,
    url: 'Webhook URL',
    secret: 'Secret',
    secretOnce: 'Copy the secret now: it will not be shown again.',
    docs: (service: string) => `How to add a webhook in ${service}`,
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Could not copy. Select the text and copy it yourself.',
    done: 'Done',
    lastData: (when: string) => `Last data: ${when}`,
    noData: 'No data yet',
    manage: 'Manage',
    manageName: (service: string) => `Manage ${service} streams`,
    manageTitle: (service: string) => `${service} streams`,
    manageDescription: 'Each stream feeds one dataset.',
    addAnother: 'Add another stream',
    status: { active: 'Active', paused: 'Paused', failing: 'Failing' },
    rows: (count: number) => `${count} ${plural('en', count, { one: 'row', other: 'rows' })} received`,
    dataset: (name: string) => `Dataset: ${name}`,
    lastErrors: 'Last errors',
    noErrors: 'No errors.',
    reasons: {
      unsigned: 'Not signed',
      'bad-signature': 'Wrong signature',
      stale: 'Too old (replayed or delayed)',
      malformed: 'Not readable',
      'rejected-rows': 'Rows refused',
      'dataset-unreadable': 'Dataset could not be read',
      'too-large': 'Too large',
      failed: 'Failed',
    },
    pause: 'Pause',
    resume: 'Resume',
    rotate: 'Rotate secret',
    rotateTitle: (name: string) => `Rotate the secret of ${name}?`,
    rotateBody: 'The old secret stops working at once: put the new one in the service.',
    newSecretTitle: 'New secret',
    pendingTitle: 'Secret waiting for confirmation',
    pendingBody: (fingerprint: string, at: string) =>
      `A verification token arrived at ${at} (fingerprint ${fingerprint}). Deliveries are refused until an Owner or Admin confirms it.`,
    pendingHint:
      'Confirm it only if you just created the subscription in the service. If not, ask the service to send it again: the new one replaces it.',
    confirmPending: 'Confirm secret',
    confirmPendingTitle: (name: string) => `Confirm the secret of ${name}?`,
    confirmPendingBody: (fingerprint: string) =>
      `Deliveries signed with the token ${fingerprint} will be accepted. Then paste the token into the service’s verify step.`,
    confirmedTitle: 'Verification token',
    delete: 'Delete',
    deleting: 'Deleting...',
    deleteTitle: (name: string) => `Delete ${name}?`,
    deleteBody: (dataset: string) =>
      `The stream stops receiving data. The dataset “${dataset}” stays, with every row it has.`,
    deleted: 'Stream deleted',
    failed: 'Could not save the change. Please try again.',
    loadFailed: 'Unable to load this stream',
  },
  /** Push streams of the services Tessera cannot pull from yet (issue 24): fed by the team's script. */
  push: {
    createDescription: (service: string) =>
      `Tessera makes an address that takes ${service}’s rows by HTTP push; each row sent becomes a row of the dataset.`,
    defaultDataset: (service: string) => `${service} data`,
    cannotPull: {
      'google-drive':
        'Tessera cannot read Google Drive yet: Google’s API needs a sign-in (OAuth) that Tessera does not do. An Apps Script or an automation can send a sheet’s rows here.',
      miro: 'Tessera cannot read Miro boards yet: Miro’s REST API needs a sign-in (OAuth) that Tessera does not do. A script that reads your boards can send their items here as rows.',
      sketch:
        'Tessera cannot read Sketch documents: Sketch offers no API Tessera can pull from. A script or plugin of yours can send rows here.',
      amplitude:
        'Tessera cannot pull from Amplitude yet: its Export and Dashboard APIs need your project’s API key and secret key. A script that calls them can send the rows here.',
      mixpanel:
        'Tessera cannot pull from Mixpanel yet: its Export API needs a service account. A script that calls it can send the rows here.',
    },
    howTo:
      'Send rows to this address from a script or an automation, with a workspace API key scoped streams:write in the Authorization header. No secret is needed: the key authorises.',
    apiKeys: 'Create an API key',
    createdTitle: (service: string) => `${service} stream created`,
    url: 'Push URL',
    example: 'Example request body (JSON; CSV works too)',
  },
  /** The streams API's answers and refusals (issue 24). */
  api: {
    notFound: 'No such data stream in this workspace.',
    paused: 'This data stream is paused: resume it to receive data.',
    tooMany: (maximum: number) => `A workspace has at most ${maximum} data streams: delete one first.`,
    tooManyRows: (maximum: number) => `Send at most ${maximum} rows in one request: split them over several.`,
    jsonOrCsv: 'Send rows as JSON ({ "rows": [...] }) or as CSV (text/csv).',
    badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
    secretNeeded: 'Paste the signing secret the service shows.',
    noSecretToRotate: 'This stream has no secret to rotate.',
    noPendingSecret: 'No captured secret is waiting for confirmation on this stream.',
    pendingSecretChanged:
      'Another secret arrived since this one was shown: check the new fingerprint and confirm again.',
    wrongKind: 'This stream does not take rows this way.',
    noService: 'This service cannot send webhooks to Tessera yet.',
    noPushService: 'Push streams name only a service that sends no webhooks and is not still to come.',
    rejectedDelivery: 'This delivery could not be verified.',
    notAnObject: 'not an object of column → value',
    nested: (column: string) =>
      `column “${column}”: nested values are not stored; send text, a number, true/false or null`,
    tooLong: (column: string, maximum: number) =>
      `column “${column}”: a cell holds at most ${maximum} characters`,
    tooManyColumns: (maximum: number) => `more than ${maximum} columns`,
    badColumnName: (maximum: number) => `a column name is empty or longer than ${maximum} characters`,
    datasetDeleted:
      'The stream’s dataset was deleted while these rows were being stored: send them again to start a new one.',
    datasetUnreadable: 'The stream’s dataset file could not be read: delete the dataset to start a new one.',
    datasetFull: 'The stream’s dataset would pass 20 MB: start a new dataset or use replace mode.',
    busy: 'This stream is busy with another batch. Try again in a few seconds.',
  },
} as const;
