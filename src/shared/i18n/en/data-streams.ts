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
  disconnectName: (name: string) => `${name} is connected. Disconnect it`,
  disconnectTitle: (name: string) => `Disconnect ${name}?`,
  disconnectBody: (workspace: string) =>
    `Its data stops flowing into ${workspace} for everyone in the workspace. You can connect it again later.`,
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting...',
  connectedToast: (name: string) => `${name} connected`,
  disconnectedToast: (name: string) => `${name} disconnected`,
  failed: 'Could not save the change. Please try again.',
  loadFailed: 'Unable to load data streams',
  readOnly: 'Only Owners and Admins can connect or disconnect data streams.',
  count: (count: number) => `${count} ${plural('en', count, { one: 'data stream', other: 'data streams' })}`,
} as const;
