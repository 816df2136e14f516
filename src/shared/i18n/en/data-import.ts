/** The import screen: how a file was read (encoding, dialect, types), its anomalies, and the user's choices. */
export const dataImportMessages = {
  title: 'Import',
};
